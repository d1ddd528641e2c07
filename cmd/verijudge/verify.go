package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"time"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

func init() {
	register(&command{name: "verify", summary: "re-verify a verdict record (verify --offline RECORD)", run: runVerify})
}

const verifyDoc = `
Verifies each verdict RECORD ("-" for stdin; a FOLDER stands for the
*.json records in it) with package verify, against a
trust root and a policy (docs/verify.md), and prints what was established:

  - the record's trace, spec and verdict hashes and the verdict recomputed
    by its evaluator bundle (the embedded one, or a --bundle whose sha256
    the record names; --cross-check also has the bundle compute every hash
    in JS);
  - online (--rpc, or --network dev): the chain runs the trust root's
    contracts (code hashes), the EAS verdict attestation carries this
    verdict and is not revoked, the provenance attestation references it,
    one attester the trust root names made both, checkVerdictBound's level
    (and the trust root's module behind a level 3 or 4), the registry
    allows the evaluator;
  - TEE evidence: the quote under the trust root's roots at --at, its TCB
    status, QE identity and CRLs (TDX collateral), TD attributes, the
    binding to this verdict, the measurement (--tee-allow; online the
    registry), and online the platform, TCB minimum and provenance;
  - a ZK proof: against the statement this record requires (its hashes,
    evaluator, status and attestation pair) under the trust root's key for
    its program, and online the registry allows the program;
  - an offchain attestation ('attest --offchain' writes NAME.offchain.json
    beside the record; give either file, online): its UID and signature
    in the trust root's EAS domain, the verdict schema and data, its
    signer one of the trust root's attesters that the registry allows,
    not revoked by its signer, and its time (an EAS timestamp of its UID,
    or the signer's own word, which counts only while the signer's window
    is open now); level 1 at most;
  - the level against --min-level.
` + verifierFlagsDoc + `

The first line shows the outcome with the verdict's status beside it
(MATCH · FAILURE is a FAILURE verdict that re-verifies) and, offline,
"attestation not checked (offline)": an offline MATCH says nothing about the chain.
With several records, one line is printed per record and the exit code is
the worst of them. --json prints one JSON object per record, one per line,
whatever the number of records: the result
(application/vnd.verijudge.verification+json;version=3) with a "path"
member; a record that could not be read gets {"path", "outcome": "ERROR",
"error"}.

Outcomes: MATCH (every check held); MISMATCH (the record contradicts
itself, its recomputation, its attestations or its evidence's source);
UNTRUSTED (nothing contradicts it and the verdict reproduces, but what
vouches for it is not accepted: an attester, evaluator, measurement,
module or program the trust root or policy does not allow, TEE evidence
or a proof that does not verify, no attestation, a level below
--min-level); REVOKED; INTEGRITY_ONLY; ERROR. Only a MATCH has a level: any
other outcome shows level 0 (the chain's figure stays in the JSON's
onChain.level, the evidence's in offlineLevel). --require-status SUCCESS
also fails a MATCH whose verdict is not a SUCCESS, for CI gates.

Exit codes: 0 MATCH (with the status --require-status names); 1 MISMATCH,
UNTRUSTED, REVOKED, or a MATCH of another status than --require-status;
2 INTEGRITY_ONLY (no trace in the record), ERROR (no evaluator, an
incomplete policy, a dead or foreign chain), or an invalid record.`

func runVerify(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("verify", "verify (--offline | --rpc URL (--trust FILE | --deployment FILE | --network sepolia) | --network dev) [--json] [policy flags] RECORD|OFFCHAIN...", verifyDoc, stderr, stdout)
	asJSON := fs.Bool("json", false, "print the verification result as JSON")
	requireStatus := fs.String("require-status", "", "also exit 1 unless each record's verdict status is this one (SUCCESS, PARTIAL or FAILURE): a CI gate")
	vf := addVerifierFlags(fs)
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	switch judge.Status(*requireStatus) {
	case "", judge.StatusSuccess, judge.StatusPartial, judge.StatusFailure:
	default:
		return fail(stderr, fmt.Errorf("--require-status %q is not a verdict status", *requireStatus), "SUCCESS, PARTIAL or FAILURE")
	}
	if fs.NArg() == 0 {
		return fail(stderr, fmt.Errorf("verify needs at least one record"), "verijudge verify --help")
	}
	ctx, cancel := context.WithTimeout(context.Background(), vf.cf.timeout)
	defer cancel()
	v, policy, err := vf.verifier(ctx)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	paths, err := expandFolders(fs.Args())
	if err != nil {
		return fail(stderr, err, "")
	}
	worst := exitOK
	for _, path := range paths {
		code := verifyOne(ctx, path, v, policy, judge.Status(*requireStatus), *asJSON, len(paths) > 1, stdout, stderr)
		worst = max(worst, code)
	}
	return worst
}

func verifyOne(ctx context.Context, path string, v *verify.Verifier, policy verify.Policy, requireStatus judge.Status, asJSON, many bool, stdout, stderr io.Writer) int {
	// Every record gets one JSON line under --json, also one that could
	// not be read: a reader counts records by lines.
	early := func(err error, hint string) int {
		if asJSON {
			writeJSONLine(stdout, struct {
				Path    string         `json:"path"`
				Outcome verify.Outcome `json:"outcome"`
				Error   string         `json:"error"`
			}{path, verify.Error, err.Error()})
		}
		if hint == "" {
			hint = hintFor(err)
		}
		return fail(stderr, fmt.Errorf("%s: %w", path, err), hint)
	}
	b, err := readFile(path, limits.MaxRecordBytes)
	if err != nil {
		return early(err, "")
	}
	// An offchain attestation file ('attest --offchain') stands for the
	// record beside it, attested by it.
	var offchain *attest.OffchainAttestation
	if isOffchainFile(b) {
		if path == "-" {
			return early(errors.New("an offchain attestation file is read from its path: its record lies beside it"), "pass the file's path, or the record's")
		}
		f, err := readOffchain(path)
		if err != nil {
			return early(err, "")
		}
		recPath := filepath.Join(filepath.Dir(path), filepath.Base(f.Record))
		if b, err = readFile(recPath, limits.MaxRecordBytes); err != nil {
			return early(fmt.Errorf("the record it attests: %w", err), "an offchain attestation file is read beside its record, as 'attest --offchain' writes it")
		}
		offchain = &f.Attestation
	}
	rec, err := judge.ParseRecord(bytesReader(b))
	if err != nil {
		hint := ""
		if isTrace(b) {
			hint = "this is a trace, not a verdict record: 'verijudge judge --record RECORD " + path + "' makes its record"
		}
		return early(err, hint)
	}
	if offchain == nil && v.Online() && path != "-" && rec.Attestations == nil && len(rec.Anchor) == 0 {
		// A record attested offchain: its attestation lies beside it.
		switch f, err := readOffchain(offchainPath(path)); {
		case err == nil:
			offchain = &f.Attestation
		case !errors.Is(err, fs.ErrNotExist):
			return early(fmt.Errorf("%s: %w", offchainPath(path), err), "")
		}
	}
	var res *verify.Result
	var verr error
	if offchain != nil {
		res, verr = v.VerifyOffchain(ctx, rec, offchain, policy)
		if errors.Is(verr, verify.ErrOffchainOffline) {
			return early(verr, "verify it online: --rpc URL with --trust/--deployment, or --network dev")
		}
	} else {
		res, verr = v.Verify(ctx, rec, policy)
	}
	if errors.Is(verr, chain.ErrRPC) && res.Outcome == verify.Error {
		return early(verr, "")
	}
	switch {
	case asJSON:
		writeJSONLine(stdout, resultWithPath{Path: path, Result: res})
	case many:
		fmt.Fprintf(stdout, "%-44s %s  %s  level %d %s\n", res.Headline(), path, res.TrialID, res.Level, res.LevelName)
	default:
		printResult(stdout, res)
	}
	code := exitForResult(res, verr, stderr)
	if code == exitOK && requireStatus != "" && res.Status != requireStatus {
		fmt.Fprintf(stderr, "verijudge: %s: the verdict re-verifies, and its status is %s, not %s (--require-status)\n", path, res.Status, requireStatus)
		return exitMismatch
	}
	return code
}

// isOffchainFile reports whether b is a JSON object whose mediaType is an
// offchain attestation file's.
func isOffchainFile(b []byte) bool {
	var m struct {
		MediaType string `json:"mediaType"`
	}
	return json.Unmarshal(b, &m) == nil && m.MediaType == offchainMediaType
}

// isTrace reports whether b is a JSON object with a verijudge trace
// schema member.
func isTrace(b []byte) bool {
	c, err := canon.Canonicalize(b)
	return err == nil && hasTraceSchema(c)
}

// hasTraceSchema reports whether the canonical JSON object c has a
// "schema": "verijudge.trace/…" member, as every trace does.
func hasTraceSchema(c []byte) bool {
	s, ok := canon.Member(c, "schema")
	return ok && bytes.HasPrefix(s, []byte(`"verijudge.trace/`))
}

// resultWithPath is verify --json's line: the result and the file it is
// of.
type resultWithPath struct {
	Path string `json:"path"`
	*verify.Result
}

// writeJSONLine writes v as one line of compact JSON.
func writeJSONLine(w io.Writer, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		buf.Reset()
		enc.Encode(map[string]string{"error": err.Error()})
	}
	w.Write(buf.Bytes())
}

// printResult renders a verification result as text.
func printResult(w io.Writer, res *verify.Result) {
	fmt.Fprintf(w, "%s  %s  verdict %s\n", res.Headline(), res.TrialID, res.VerdictHash)
	for _, c := range res.Checks {
		mark := "ok  "
		if !c.OK {
			mark = "FAIL"
		}
		fmt.Fprintf(w, "  %s %-22s %s\n", mark, c.Name, c.Detail)
	}
	where := "offline: attestations not checked (no chain was read)"
	if res.OnChain != nil {
		where = fmt.Sprintf("on chain %d (%s)", res.OnChain.ChainID, res.OnChain.LevelReason)
		if a := res.OnChain.Anchor; a != nil {
			where = fmt.Sprintf("on chain %d, anchored: leaf %d of %d under root %s (%s)", res.OnChain.ChainID, a.Index, a.Size, a.Root, res.OnChain.LevelReason)
		}
		if o := res.OnChain.Offchain; o != nil {
			stamp := "not timestamped by EAS"
			if !o.Timestamped.IsZero() {
				stamp = "EAS timestamped at " + o.Timestamped.Format(time.RFC3339)
			}
			where = fmt.Sprintf("offchain: attestation %s by %s for chain %d, dated %s, %s", o.UID, res.OnChain.Attester, res.OnChain.ChainID,
				o.Time.Format(time.RFC3339), stamp)
		}
	}
	fmt.Fprintf(w, "level %d %s %s; trust root %q at %s\n", res.Level, res.LevelName, where, res.TrustRoot, res.VerifiedAt.Format(time.RFC3339))
	if res.TestOnly {
		fmt.Fprintln(w, "(evidence verified under TEST-ONLY roots or INSECURE development keys: it proves nothing about real hardware or a real ceremony)")
	}
}

func exitForResult(res *verify.Result, err error, stderr io.Writer) int {
	switch res.Outcome {
	case verify.Match:
		return exitOK
	case verify.Mismatch, verify.Revoked, verify.Untrusted:
		return exitMismatch
	}
	hint := ""
	switch {
	case res.Outcome == verify.IntegrityOnly:
		hint = "a record without its trace can only be integrity-checked"
	case errors.Is(err, verify.ErrEvaluatorUnavailable):
		hint = "pass --bundle FILE with the evaluator release the record names"
	case errors.Is(err, verify.ErrNoCollateral):
		hint = "pass --tee-collateral DIR or --tee-pcs intel (or --without-collateral-unsafe)"
	case errors.Is(err, verify.ErrNoMeasurementPolicy):
		hint = "pass --tee-allow MEASUREMENT, verify online against the registry, or --any-measurement-unsafe"
	case errors.Is(err, verify.ErrDeployment):
		hint = "the chain does not run the trust root's contracts: check --rpc and the trust root"
	default:
		hint = hintFor(err)
	}
	return fail(stderr, fmt.Errorf("%s: %s", res.Outcome, res.Error), hint)
}
