//go:build verijudge_demo

package main

import (
	"context"
	"crypto/rand"
	"crypto/x509"
	"os"
	"path/filepath"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
	"github.com/verijudge/verijudge/witness"
	"github.com/verijudge/verijudge/witness/witnesstest"
)

// demoWitness runs a witnessed session on the fixture corpus (the
// auditor's key bound by a TEST-ONLY TDX boot quote), judges its trace,
// attests it (level 1) and records level 3 for its verdict on the dev
// chain.
func demoWitness(ctx context.Context, client *chain.Client, root *teechain.Chain, dir string) ([]demoTEERow, int) {
	var d demoRows
	row := d.add
	wdir := filepath.Join(dir, "witness")
	corpus := filepath.Join(wdir, "corpus")
	if err := witnesstest.WriteCorpus(corpus); err != nil {
		row(false, "fixture corpus: %v", err)
		return d.rows, d.bad
	}
	start := time.Now()
	backend := &witnesstest.TDXBackend{Chain: root, Label: "verijudge-demo"}
	s, err := witness.Run(ctx, witness.RunConfig{Binding: backend.Policy(time.Now()), Corpus: corpus, Questions: witnesstest.Questions(), Out: filepath.Join(wdir, "session"),
		Backend: backend, Rand: rand.Reader, Transport: witness.TransportHTTP})
	if err != nil {
		row(false, "witnessed session: %v", err)
		return d.rows, d.bad
	}
	row(s.Final != nil, "witnessed session over MCP (streamable HTTP, loopback): %d questions, %d steps, closed by prover and auditor with head %s… in %v",
		len(s.Questions), s.Final.Steps, s.Final.Head.String()[:14], time.Since(start).Round(time.Millisecond))
	err = backend.Policy(time.Now()).Check(&s.Auditor, &s.Ticket)
	row(err == nil, "the auditor's boot quote verifies under the demo's TEST-ONLY root (with TEST-ONLY collateral), binds its key to the ticket and measures the allowed auditor TD %s…%s",
		backend.Measurement().String()[:14], errSuffix(err))
	tr, err := witness.Trace(s, witness.TraceOptions{Expect: witnesstest.Expect, AuditorMeasurement: backend.Measurement()})
	var rec *judge.Record
	if err == nil {
		rec, err = judge.NewRecord(tr, judge.Embedded())
	}
	if err != nil {
		row(false, "transcript trace: %v", err)
		return d.rows, d.bad
	}
	row(rec.Verdict.Status == judge.StatusSuccess, "transcript trace judged %s by the bundle (%d checks: ticket, boot binding, every attestation and chain link, Ed25519 in JavaScript)",
		rec.Verdict.Status, len(rec.Verdict.Checks))
	if client == nil {
		return d.rows, d.bad
	}
	// The attester verifies the transcript record as every reader does:
	// the auditor's boot quote under the TEST-ONLY root, its TD allowed.
	coll := root.Collateral("verijudge-demo", time.Now())
	witnessPolicy := verify.WithWitnessMeasurements(backend.Measurement())
	att, err := demoAttester(client, []*x509.Certificate{root.Root}, coll, witnessPolicy)
	if err == nil {
		err = att.AttestRecords(ctx, client, []*judge.Record{rec})
	}
	if err != nil {
		row(false, "attesting the transcript verdict: %v", err)
		return d.rows, d.bad
	}
	testRoots := []verify.Root{verify.NewRoot(tee.KindTDX, root.Root, true, verify.Window{ValidFrom: root.Root.NotBefore})}
	res, err := verifyOnline(ctx, client, rec, testRoots, coll, verify.WithWitnessMeasurements(backend.Measurement()))
	row(err == nil && res.Outcome == verify.Match && res.Level == verify.LevelReproducible && checkOK(res, verify.CheckWitnessBoot),
		"level %s on the dev chain for %s: %s, the auditor's boot quote re-verified (%s)%s",
		describeLevel(res), rec.Verdict.TrialID, describeResult(res), verify.CheckWitnessBoot, errSuffix(err))
	saveDemoRecord(filepath.Join(wdir, "record.json"), rec)
	// Level 3: a TEST-ONLY quote over the transcript verdict's binding.
	var q teechain.TDXQuote
	q.ReportData = tee.ReportData(rec.Evaluator.Digest, rec.TraceHash, rec.VerdictHash)
	q.MRTD[0] = 0xde
	quote := root.Quote("verijudge-demo", q)
	ev := tee.Evidence{Kind: tee.KindTDX, Backend: "demo (TEST-ONLY chain)", Quote: quote, QuoteHash: canon.Sum(quote)}
	r3, gas, err := demoLevel3(ctx, client, rec, root, ev, witnessPolicy)
	var lvl verify.Level
	if err == nil {
		res, err = verifyOnline(ctx, client, r3, testRoots, coll, verify.MeasurementsFromRegistry(), verify.RequireLevel(verify.LevelTEEVerified),
			verify.WithWitnessMeasurements(backend.Measurement()))
		if res != nil {
			lvl = res.Level
		}
		saveDemoRecord(filepath.Join(wdir, "record.level3.json"), r3)
	}
	row(err == nil && lvl == 3, "level %d %s on the dev chain for the transcript verdict (TdxQuoteVerifier, TEST-ONLY root), %d gas; verify: %s%s",
		lvl, verify.LevelName(lvl), gas, describeResult(res), errSuffix(err))
	return d.rows, d.bad
}

func saveDemoRecord(path string, r *judge.Record) {
	if b, err := r.MarshalIndent(); err == nil {
		_ = os.WriteFile(path, b, 0o644)
	}
}

func checkOK(res *verify.Result, name verify.CheckName) bool {
	if res == nil {
		return false
	}
	for _, c := range res.Checks {
		if c.Name == name {
			return c.OK
		}
	}
	return false
}
