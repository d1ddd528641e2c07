package main

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/verify"
)

func init() {
	register(&command{name: "tee", summary: "TEE evidence: quote a record's verdict in a TEE, verify a quote against a record", subs: teeSubs, run: runTee})
}

const teeDoc = `
Subcommands:

  tee quote [--backend NAME] RECORD
      First verifies the record with package verify, as attest does
      (package attester, offline, the embedded evaluator): a record verify
      refuses gets no evidence (exit 1). Then judges the record's trace
      with the evaluator embedded in this binary
      (the one the TEE's measurement covers), recomputes the trace, spec and
      verdict hashes, refuses the record unless they and the stored verdict
      equal the computed ones (a record without its trace, or naming
      another evaluator, is refused too), then asks the TEE for evidence
      over the binding it computed (report data = sha256(evaluatorDigest ‖
      traceHash ‖ verdictHash), zero-padded to 64 bytes) and writes it into
      the record's "tee" field.
      Backends (--backend, else $VERIJUDGE_TEE_BACKEND, else
      reproducible-only): reproducible-only (no evidence: the verdict stands
      on its reproducibility), tdx-configfs (Linux configfs-tsm),
      tdx-dstack (the dstack guest agent socket, --dstack-socket), nitro
      (the NSM device inside a Nitro enclave). The verdict is the same
      under every backend; only the evidence differs.

  tee verify --record RECORD [--quote FILE] [--tee-at TIME] [--tee-root PEM]...
             (--tee-allow MEASUREMENT... | --any-measurement-unsafe)
             (--tee-collateral DIR | --tee-pcs URL | --without-collateral-unsafe)
      Verifies the record's evidence (or the quote in FILE, TDX v4 or
      Nitro, told apart by its bytes) with package verify, offline, at TIME
      (RFC 3339, default now): signatures and certificate chain to Intel's
      SGX root (TDX) or the AWS Nitro root, both embedded, or to the roots
      in --tee-root PEM files (TEST-ONLY: refused unless
      --allow-test-only-unsafe); for TDX Intel's TCB info, QE identity and
      CRLs (--tee-collateral DIR of PCS files, or --tee-pcs intel|URL); TD
      attributes; the report data must be this record's binding; the
      measurement must be one of --tee-allow (the older names --root,
      --collateral, --pcs, --allow and --at still work). Each missing requirement is an
      error until given or waived by its --…-unsafe flag. Prints the
      measurement (TDX: sha256(MRTD ‖ RTMR0..3), Nitro: sha256(PCR0 ‖ PCR1
      ‖ PCR2)) to allow-list with 'verijudge registry allow measurement'.

  tee submit (--rpc URL --deployment FILE | --network dev) RECORD
      Level 3 on-chain: sends the record's TDX quote to the deployment's
      TdxQuoteVerifier, which verifies it from its bytes (signatures, PCK
      chain to the pinned root, TD attributes) and against the record's
      provenance attestation (quote hash, measurement allowed by the
      registry, report data = the verdict binding), then records level 3.
      The record must be attested (verijudge attest) with its evidence.

  tee register-platform (--rpc URL --deployment FILE | --network dev) RECORD|QUOTE
      Registers the TDX platform of the record's quote (or of a raw quote
      file) with the deployment's TdxQuoteVerifier: its PCK certificate
      chain is verified once, up to the pinned root, and the leaf key kept,
      so that 'tee submit' for later quotes of that platform skips the
      chain (about 380k instead of 980k gas). Anyone may register; only a
      chain that verifies is stored, and the registry's platform and FMSPC
      revocations still apply. Prints the platform id and FMSPC.

Exit codes: quote: 0 evidence written (or none, reproducible-only); 1 verify
refused the record (nothing written); 2 error.
register-platform: 0 registered; 1 the chain does not reach the pinned
root (reason printed); 2 error.
submit: 0 level 3 recorded; 1 the contract refused the quote (reason
printed); 2 error.
verify: 0 valid, bound and allowed; 1 invalid, not bound to this
record, not allowed or TEST-ONLY; 2 error (an incomplete policy
included).`

func runTee(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "--help" || args[0] == "-h" || args[0] == "help" {
		fs := newFlags("tee", "tee quote|verify [flags] ...", teeDoc, stderr, stdout)
		code, _ := parse(fs, []string{"--help"}, stdout)
		if len(args) == 0 {
			return fail(stderr, errors.New("tee needs a subcommand: quote or verify"), "verijudge tee --help")
		}
		return code
	}
	switch args[0] {
	case "quote":
		return runTeeQuote(args[1:], stdout, stderr)
	case "verify":
		return runTeeVerify(args[1:], stdout, stderr)
	case "submit":
		return runTeeSubmit(args[1:], stdout, stderr)
	case "register-platform":
		return runTeeRegisterPlatform(args[1:], stdout, stderr)
	}
	return unknownSub(stderr, "tee", args[0], teeSubs)
}

func readRecord(path string) (*judge.Record, error) {
	b, err := readFile(path, limits.MaxRecordBytes)
	if err != nil {
		return nil, err
	}
	return judge.ParseRecord(bytesReader(b))
}

func runTeeQuote(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("tee quote", "tee quote [--backend NAME] [--dstack-socket PATH] RECORD", teeDoc, stderr, stdout)
	backend := fs.String("backend", "", "reproducible-only, tdx-configfs, tdx-dstack or nitro (default $"+tee.EnvBackend+", then reproducible-only)")
	socket := fs.String("dstack-socket", "", "the dstack guest agent socket (default /var/run/dstack.sock)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return fail(stderr, errors.New("tee quote takes one record"), "verijudge tee --help")
	}
	path := fs.Arg(0)
	rec, err := readRecord(path)
	if err != nil {
		return fail(stderr, fmt.Errorf("%s: %w", path, err), hintFor(err))
	}
	b, err := tee.NewBackend(*backend, tee.BackendConfig{DstackSocket: *socket})
	if err != nil {
		return fail(stderr, err, "")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	// One path for every write: the record passes package verify first
	// (its own earlier evidence and proof aside: they are replaced or
	// kept, not vouched for).
	bare := *rec
	bare.TEE, bare.ZK = nil, nil
	att, err := offlineAttester()
	if err != nil {
		return fail(stderr, err, "")
	}
	if _, _, err := att.Check(ctx, &bare); err != nil {
		fmt.Fprintf(stderr, "verijudge: %s: %v\n  hint: nothing was quoted; make the record with 'verijudge judge --record' from its trace\n", path, err)
		return exitMismatch
	}
	ev, err := tee.QuoteRecord(ctx, b, judge.Embedded(), rec)
	switch {
	case errors.Is(err, tee.ErrBackend):
		return fail(stderr, err, "run inside the TEE the backend names, or use --backend reproducible-only")
	case err != nil:
		return fail(stderr, fmt.Errorf("%s: %w", path, err), "the TEE quotes only a verdict it computes itself: make the record with 'verijudge judge --record' from its trace")
	}
	if ev == nil {
		fmt.Fprintf(stdout, "%s: no TEE evidence; the verdict stands on its reproducibility (level 1 once attested)\n", b.Name())
		return exitOK
	}
	raw, err := json.Marshal(ev)
	if err == nil {
		rec.TEE = raw
		var out []byte
		if out, err = rec.MarshalIndent(); err == nil {
			err = rewrite(path, out)
		}
	}
	if err != nil {
		return fail(stderr, err, "")
	}
	fmt.Fprintf(stdout, "%s: %s evidence written into %s, quote hash %s\n", b.Name(), ev.Kind, path, ev.QuoteHash)
	return exitOK
}

// teeFlags are the evidence-checking flags `tee verify` and `verify` share.
type teeFlags struct {
	at           *string
	allowSeptVe  *bool
	roots, allow stringList
	collDir, pcs *string
	withoutColl  *bool
}

func (f *teeFlags) register(fs *flag.FlagSet, prefix string) {
	f.at = fs.String(prefix+"at", "", "verify TEE evidence at this time (RFC 3339; default now)")
	fs.Var(&f.roots, prefix+"root", "a PEM file of trusted TEE roots instead of the production roots (test chains; repeatable)")
	fs.Var(&f.allow, prefix+"allow", "an allowed TEE measurement (0x + 64 hex; repeatable)")
	f.allowSeptVe = fs.Bool("allow-sept-ve-unsafe", false, "accept TDX TDs without SEPT_VE_DISABLE (refused by default)")
	f.collDir = fs.String(prefix+"collateral", "", "folder of Intel TDX collateral (a PCS cache) to check TDX evidence with")
	f.pcs = fs.String(prefix+"pcs", "", "fetch TDX collateral from this PCS (\"intel\", or a mirror's URL)")
	f.withoutColl = fs.Bool("without-collateral-unsafe", false, "check TDX evidence without TCB status, QE identity and CRLs")
}

func (f *teeFlags) certs() ([]*x509.Certificate, error) {
	var out []*x509.Certificate
	for _, p := range f.roots {
		cs, err := readPEMCerts(p)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	return out, nil
}

// readPEMCerts reads the PEM certificates in a file (at least one).
func readPEMCerts(path string) ([]*x509.Certificate, error) {
	b, err := readFile(path, 1<<20)
	if err != nil {
		return nil, err
	}
	var out []*x509.Certificate
	for rest := b; ; {
		var blk *pem.Block
		if blk, rest = pem.Decode(rest); blk == nil {
			break
		}
		c, err := x509.ParseCertificate(blk.Bytes)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		out = append(out, c)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s holds no PEM certificate", path)
	}
	return out, nil
}

func runTeeVerify(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("tee verify", "tee verify --record RECORD [--quote FILE] [--tee-at TIME] [--tee-root PEM]... (--tee-allow MEASUREMENT... | --any-measurement-unsafe) (--tee-collateral DIR | --tee-pcs URL | --without-collateral-unsafe) [--allow-test-only-unsafe] [--json]", teeDoc, stderr, stdout)
	recordPath := fs.String("record", "", "the verdict record the evidence must be bound to")
	quotePath := fs.String("quote", "", "a TDX quote or Nitro document file (default: the record's tee evidence)")
	asJSON := fs.Bool("json", false, "print the result as JSON")
	// The TEE flags are named as verify's and attest's (--tee-…); the
	// short names are kept as aliases of the same values.
	at := new(string)
	var roots, allow stringList
	collDir, pcsURL := new(string), new(string)
	for _, prefix := range []string{"tee-", ""} {
		usage := func(name, text string) string {
			if prefix == "" {
				return "older name of --tee-" + name
			}
			return text
		}
		fs.StringVar(at, prefix+"at", "", usage("at", "verify the evidence at this time (RFC 3339; default now)"))
		fs.Var(&roots, prefix+"root", usage("root", "a PEM file of TEE roots to trust besides the production roots, counted as TEST-ONLY (repeatable)"))
		fs.Var(&allow, prefix+"allow", usage("allow", "an allowed TEE measurement (0x + 64 hex; repeatable)"))
		fs.StringVar(collDir, prefix+"collateral", "", usage("collateral", "folder of Intel TDX collateral (a PCS cache)"))
		fs.StringVar(pcsURL, prefix+"pcs", "", usage("pcs", "fetch TDX collateral from this PCS (\"intel\", or a mirror's URL)"))
	}
	anyM := fs.Bool("any-measurement-unsafe", false, "report the measurement without holding it to an allow-list")
	noColl := fs.Bool("without-collateral-unsafe", false, "check TDX signatures and chain only (no TCB status, QE identity, CRLs)")
	septVE := fs.Bool("allow-sept-ve-unsafe", false, "accept TDX TDs without SEPT_VE_DISABLE")
	testOnly := fs.Bool("allow-test-only-unsafe", false, "accept evidence under TEST-ONLY roots")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if *recordPath == "" || fs.NArg() != 0 {
		return fail(stderr, errors.New("tee verify needs --record RECORD (and no other arguments)"), "verijudge tee --help")
	}
	if len(allow) > 0 && *anyM {
		return fail(stderr, errors.New("--tee-allow and --any-measurement-unsafe exclude each other: give the list, or accept any"), "")
	}
	rec, err := readRecord(*recordPath)
	if err != nil {
		return fail(stderr, fmt.Errorf("%s: %w", *recordPath, err), hintFor(err))
	}
	var ev *tee.Evidence
	if *quotePath != "" {
		q, err := readFile(*quotePath, limits.MaxQuoteBytes)
		if err != nil {
			return fail(stderr, err, hintFor(err))
		}
		ev = &tee.Evidence{Kind: sniffKind(q), Backend: "file " + *quotePath, Quote: q, QuoteHash: canon.Sum(q)}
	} else {
		if len(rec.TEE) == 0 {
			return fail(stderr, fmt.Errorf("%s carries no TEE evidence", *recordPath), "pass --quote FILE, or make evidence with 'verijudge tee quote'")
		}
		if ev, err = tee.ParseEvidence(rec.TEE); err != nil {
			return fail(stderr, err, "")
		}
	}
	raw, err := json.Marshal(ev)
	if err != nil {
		return fail(stderr, err, "")
	}
	withEv := *rec
	withEv.TEE, withEv.ZK = raw, nil
	// The record and its evidence through package verify, offline, under
	// the production roots and the given ones.
	trust, err := verify.Sepolia()
	if err != nil {
		return fail(stderr, err, "")
	}
	given, err := testOnlyRoots(roots, nil)
	if err != nil {
		return fail(stderr, err, "")
	}
	trust.Roots = append(trust.Roots, given...)
	var vopts []verify.Option
	src, _, err := collateralFrom("--tee-collateral", *collDir, "--tee-pcs", *pcsURL)
	if err != nil {
		return fail(stderr, err, "")
	}
	if src != nil {
		vopts = append(vopts, verify.WithCollateral(src))
	}
	v, err := verify.New(trust, vopts...)
	if err != nil {
		return fail(stderr, err, "")
	}
	popts := []verify.PolicyOption{verify.WithEvaluators(judge.EmbeddedDigest()), verify.RequireLevel(verify.LevelNone)}
	ts, ok, err := parseAt("TEE verification time", *at)
	if err != nil {
		return fail(stderr, err, "")
	}
	if !ok {
		ts = time.Now()
	}
	popts = append(popts, verify.At(ts))
	for _, a := range allow {
		h, err := canon.ParseHash(a)
		if err != nil {
			return fail(stderr, fmt.Errorf("allowed measurement %q: %w", a, err), "")
		}
		popts = append(popts, verify.WithMeasurements(h))
	}
	for on, o := range map[*bool]verify.PolicyOption{anyM: verify.AnyMeasurementUnsafe(), noColl: verify.WithoutCollateralUnsafe(),
		septVE: verify.AllowSeptVEUnsafe(), testOnly: verify.AllowTestOnlyUnsafe()} {
		if *on {
			popts = append(popts, o)
		}
	}
	res, verr := v.Verify(context.Background(), &withEv, verify.NewPolicy(popts...))
	if res.Outcome == verify.Error {
		return exitForResult(res, verr, stderr)
	}
	// VALID: every check holds, the record's own included (the binding is
	// to its stored hashes, which must be its own); the evidence's checks
	// are shown, and any other that failed.
	var checks []verify.Check
	valid := true
	for _, c := range res.Checks {
		if verify.EvidenceOf(c.Name) == verify.EvidenceTEE || c.Name == verify.CheckTestOnly || !c.OK {
			checks = append(checks, c)
		}
		valid = valid && c.OK
	}
	outcome := map[bool]string{true: "VALID", false: "INVALID"}[valid]
	if *asJSON {
		writeJSON(stdout, map[string]any{"outcome": outcome, "checks": checks, "result": res.TEE, "record": *recordPath, "verification": res})
	} else {
		fmt.Fprintf(stdout, "%s  %s evidence for %s  verdict %s\n", outcome, ev.Kind, rec.Verdict.TrialID, rec.VerdictHash)
		for _, c := range checks {
			fmt.Fprintf(stdout, "  %s %-16s %s\n", map[bool]string{true: "ok  ", false: "FAIL"}[c.OK], c.Name, c.Detail)
		}
		if res.TEE != nil {
			fmt.Fprintf(stdout, "measurement %s\nreport data %x\n", res.TEE.Measurement, []byte(res.TEE.ReportData))
		}
	}
	if !valid {
		return exitMismatch
	}
	return exitOK
}

// sniffKind tells a TDX v4 quote (version 4, TEE type 0x81, little endian)
// from a Nitro document (CBOR).
func sniffKind(q []byte) string {
	if len(q) > 8 && q[0] == 4 && q[1] == 0 && q[4] == 0x81 && q[5] == 0 && q[6] == 0 && q[7] == 0 {
		return tee.KindTDX
	}
	return tee.KindNitro
}

func runTeeSubmit(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("tee submit", "tee submit (--rpc URL --deployment FILE | --network dev) [attester policy flags, as attest's] RECORD", teeDoc, stderr, stdout)
	cf := addChainFlags(fs)
	var af attesterFlags
	af.register(fs)
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return fail(stderr, errors.New("tee submit takes one record"), "verijudge tee --help")
	}
	rec, err := readRecord(fs.Arg(0))
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	if len(rec.TEE) == 0 || rec.Attestations == nil {
		return fail(stderr, errors.New("the record needs TEE evidence and attestations"), "run 'verijudge tee quote' before 'verijudge attest'")
	}
	quote, err := tdxQuote(rec)
	if err != nil {
		return fail(stderr, err, "")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*cf.timeout)
	defer cancel()
	c, module, code, ok := cf.dialTdxModule(ctx, stderr)
	if !ok {
		return code
	}
	att, err := af.build(c, []*judge.Record{rec}, cf.network == "dev")
	if err != nil {
		return fail(stderr, err, "verijudge tee submit --help")
	}
	return submitLevel(ctx, c, att, rec, 3, stdout, stderr, func(vu, pu attest.UID, pre []byte) (uint64, error) {
		return c.RecordTEELevel(ctx, module, vu, pu, quote, pre)
	})
}

// tdxQuote is the TDX quote of a record's TEE evidence.
func tdxQuote(rec *judge.Record) ([]byte, error) {
	ev, err := tee.ParseEvidence(rec.TEE)
	if err != nil {
		return nil, err
	}
	if ev.Kind != tee.KindTDX {
		return nil, fmt.Errorf("level 3 on-chain takes TDX quotes, not %s evidence", ev.Kind)
	}
	return ev.Quote, nil
}

// dialTdxModule is dialModule for the deployment's TdxQuoteVerifier.
func (f *chainFlags) dialTdxModule(ctx context.Context, stderr io.Writer) (*chain.Client, common.Address, int, bool) {
	return f.dialModule(ctx, stderr, "TdxQuoteVerifier", "deploy one with 'verijudge deploy --tdx-root …'",
		func(d chain.Deployment) common.Address { return d.TdxQuoteVerifier })
}

func runTeeRegisterPlatform(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("tee register-platform", "tee register-platform (--rpc URL --deployment FILE | --network dev) [--json] RECORD|QUOTE", teeDoc, stderr, stdout)
	cf := addChainFlags(fs)
	asJSON := fs.Bool("json", false, "print the platform registered and the transaction as JSON")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return fail(stderr, errors.New("tee register-platform takes one record or quote file"), "verijudge tee --help")
	}
	b, err := readFile(fs.Arg(0), limits.MaxRecordBytes)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	quote := b
	if rec, rerr := judge.ParseRecord(bytesReader(b)); rerr == nil {
		if len(rec.TEE) == 0 {
			return fail(stderr, errors.New("the record has no TEE evidence"), "run 'verijudge tee quote' first, or pass a quote file")
		}
		if quote, err = tdxQuote(rec); err != nil {
			return fail(stderr, err, "")
		}
	}
	pem, err := chain.PCKChain(quote)
	if err != nil {
		return fail(stderr, err, "pass a verdict record with TDX evidence, or a raw TDX v4 quote")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*cf.timeout)
	defer cancel()
	c, module, code, ok := cf.dialTdxModule(ctx, stderr)
	if !ok {
		return code
	}
	txs := logMined(c, stderr)
	p, gas, err := c.RegisterTdxPlatform(ctx, module, pem)
	if errors.Is(err, chain.ErrReverted) {
		fmt.Fprintf(stdout, "REFUSED  %v\n", err)
		return exitMismatch
	}
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"platform": p, "gasUsed": gas, "transactions": *txs})
		return exitOK
	}
	fmt.Fprintf(stdout, "registered TDX platform %s (FMSPC %x) under chain hash %s, %d gas\n", p.PlatformID, p.FMSPC[:], p.ChainHash.Hex(), gas)
	return exitOK
}

// dialModule loads the deployment, requires the level module that module
// picks from it, and dials with the signing key. On failure it has printed
// the error and returns the exit code with ok false.
func (f *chainFlags) dialModule(ctx context.Context, stderr io.Writer, name, deployHint string,
	module func(chain.Deployment) common.Address) (*chain.Client, common.Address, int, bool) {
	dep, err := f.loadDeployment()
	if err != nil {
		return nil, common.Address{}, fail(stderr, err, hintFor(err)), false
	}
	addr := module(dep)
	if addr == (common.Address{}) {
		return nil, addr, fail(stderr, fmt.Errorf("the deployment names no %s", name), deployHint), false
	}
	c, err := f.dialWith(ctx, dep, true)
	if err != nil {
		return nil, addr, fail(stderr, err, hintFor(err)), false
	}
	return c, addr, exitOK, true
}

// submitLevel sends a level module's transaction for an attested record
// and reports the level that results: exit 0 at want, 1 when the contract
// refused (its reason printed) or the level is another, 2 on errors.
func submitLevel(ctx context.Context, c *chain.Client, att *attester.Attester, rec *judge.Record, want uint8, stdout, stderr io.Writer,
	send func(vu, pu attest.UID, preimage []byte) (uint64, error)) int {
	vu, pu := attest.UID(rec.Attestations.VerdictUID), attest.UID(rec.Attestations.ProvenanceUID)
	gas, err := att.RecordLevel(ctx, rec, send)
	if errors.Is(err, attester.ErrRefused) {
		fmt.Fprintf(stderr, "verijudge: %v\n  hint: nothing was sent; 'verijudge verify --offline' with the same policy flags shows each check\n", err)
		return exitMismatch
	}
	if errors.Is(err, chain.ErrReverted) {
		fmt.Fprintf(stdout, "REFUSED  %s: %v\n", rec.Verdict.TrialID, err)
		return exitMismatch
	}
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	level, reason, err := c.CheckVerdict(ctx, vu, pu)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	fmt.Fprintf(stdout, "level %d %s (reason %s) for %s; verifyAndRecord used %d gas\n", level, chain.LevelName(level), chain.ReasonName(reason), rec.Verdict.TrialID, gas)
	if level != want {
		return exitMismatch
	}
	return exitOK
}
