package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/constraint"
	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
	"github.com/verijudge/verijudge/zk"
)

func init() {
	register(&command{name: "zk", summary: "level 4: prove verdict = judge(trace) in zero knowledge, verify, set up keys, submit on-chain", subs: zkSubs, run: runZK})
}

const zkDoc = `
Level 4 (ZK_PROVEN): a Groth16 proof (gnark, BN254) that the canonical trace
with the record's trace hash is judged to the verdict with its verdict hash.
The circuit reads the trace byte by byte and judges every check kind of the
web3 and code classes itself. A profile fixes its capacities: small (code
traces up to 1 KiB; seconds to prove) and full (traces up to 8 KiB, verdict
preimages up to 2 KiB: every suite trace). 'zk profile' prints one; a trace
outside is refused with the reason (docs/zk.md).

Keys: --keys DIR holds judge.pk and judge.vk from a ceremony ('zk ceremony'),
or --dev uses the INSECURE development keys (deterministic, from a public
seed, cached in $VERIJUDGE_ZK_CACHE or the user cache folder; the first use
of a profile sets them up, minutes). The program id is sha256 of judge.vk:
the registry allows it and ZkJudgeVerifier checks it.

Subcommands:

  zk profile [--profile NAME]
      Prints what the profile's circuit covers.

  zk profile --check [--profile NAME] [--json] RECORD|TRACE
      Says whether the trace (a record's trace) is inside the profile, as
      'zk prove' decides before it reads any key: exit 0 inside, 1
      outside with the reason, 2 when the input is no valid trace, a
      record whose hashes or evaluator are not its trace's, or a trace on
      which the circuit's rules and the embedded bundle disagree (a bug:
      please report it) (with --json, an "error" member).

  zk setup --dev [--profile NAME] [--out DIR]
      Makes (or reads from the cache) the INSECURE development keys and
      copies them to DIR; prints the program id. Real keys come from
      'zk ceremony'.

  zk prove (--dev | --keys DIR) [--profile NAME] [--out FILE] RECORD|TRACE
      Proves a record's verdict (written into the record's "zk" field, and
      to --out if given) or a bare trace's (to --out, default stdout). An
      attested record's proof is bound to its attestation pair
      (keccak256(verdictUid, provenanceUid) >> 8); a bare trace's binding
      is 0. Progress goes to stderr.

  zk verify (--dev | --keys DIR) RECORD|PROOF
      Verifies a proof off-chain; for a record, also that the proof is for
      the record's trace hash, verdict hash and attestation pair.

  zk export-solidity (--dev | --keys DIR) [--out FILE]
      Writes the Solidity verifier of the verifying key (contract
      Verifier): gnark's export, with its two pairing checks folded into
      one (docs/zk.md; about 278k gas) and a constant programId, the
      key's program id, which ZkJudgeVerifier requires to be the program
      it is deployed for. It is for reading and auditing: 'verijudge
      deploy --zk-keys DIR' deploys the same verifier computed from the
      key (the committed template with its values), which trust init and
      verify recompute. With --dev it is the committed ZkDevSmallVerifier,
      which verifies on dev chains (id 1337) only.

  zk submit (--rpc URL --deployment FILE | --network dev) RECORD
      Sends the record's proof to the deployment's ZkJudgeVerifier, which
      checks it against the provenance attestation's hashes, the pair's
      binding and the registry's allowed programs, then records level 4.

  zk ceremony init [--profile NAME] DIR
  zk ceremony contribute DIR
  zk ceremony finalize --beacon HEX DIR
  zk ceremony verify DIR
      gnark's two-phase multi-party setup (phase 1: powers of tau, for
      any circuit of the profile's domain size; phase 2: the circuit this
      build compiles, fixed when phase 1 is finalized). Each contributor
      runs 'contribute' on the folder in turn; 'finalize' closes the open
      phase with a public random beacon (first phase 1, then phase 2,
      which writes judge.pk and judge.vk); 'verify' re-checks every
      contribution and that the keys follow from them. The keys are
      secure when one contributor per phase destroyed their randomness.
      It takes hours on 2 cores: at the small profile's domain (2^21), a
      phase-1 contribution about 16 minutes, finalizing phase 1 with two
      contributions about 87, a phase-2 contribution 2.5, finalizing phase
      2 with two 8 (docs/benchmarks.md). contribute, finalize and verify
      report their stages on stderr, with an estimate scaled from those
      figures and, every 20 seconds, the time taken and left.

Exit codes: 0 done (proof verified, level 4 recorded, ceremony verified,
trace inside the profile); 1 the proof does not verify, is for another
record, or the contract refused it, or the trace is outside the profile
(--check; reason printed); 2 error (for prove, a trace outside the
profile; bad keys, RPC).`

func runZK(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "--help" || args[0] == "-h" || args[0] == "help" {
		fs := newFlags("zk", "zk profile|setup|prove|verify|export-solidity|submit|ceremony [flags] ...", zkDoc, stderr, stdout)
		code, _ := parse(fs, []string{"--help"}, stdout)
		if len(args) == 0 {
			return fail(stderr, errors.New("zk needs a subcommand"), "verijudge zk --help")
		}
		return code
	}
	sub := map[string]func([]string, io.Writer, io.Writer) int{
		"profile": runZKProfile, "setup": runZKSetup, "prove": runZKProve, "verify": runZKVerify,
		"export-solidity": runZKExport, "submit": runZKSubmit, "ceremony": runZKCeremony,
	}
	f, ok := sub[args[0]]
	if !ok {
		return unknownSub(stderr, "zk", args[0], zkSubs)
	}
	return f(args[1:], stdout, stderr)
}

// zkKeys are the key flags the subcommands share.
type zkKeys struct {
	dev     bool
	dir     string
	profile string
}

func addZKKeys(fs *flag.FlagSet) *zkKeys {
	k := &zkKeys{}
	fs.BoolVar(&k.dev, "dev", false, "use the INSECURE development keys (anyone can forge proofs under them)")
	fs.StringVar(&k.dir, "keys", "", "folder with judge.pk and judge.vk (from 'zk ceremony finalize')")
	fs.StringVar(&k.profile, "profile", "small", "circuit profile: "+profileNames())
	return k
}

func profileNames() string {
	var n []string
	for _, p := range zk.Profiles() {
		n = append(n, p.Name)
	}
	return strings.Join(n, ", ")
}

// progress prints timestamped steps to stderr.
func progress(stderr io.Writer) func(string) {
	start := time.Now()
	return func(s string) {
		fmt.Fprintf(stderr, "[%5.1fs] %s\n", time.Since(start).Seconds(), s)
	}
}

type loadedKeys struct {
	profile zk.Profile
	ccs     constraint.ConstraintSystem
	pk      groth16.ProvingKey
	vk      groth16.VerifyingKey
	id      canon.Hash
	dev     bool
}

// load returns the keys the flags name; needPK false skips the proving key
// (and the circuit) when only verifying.
func (k *zkKeys) load(say func(string), needPK bool) (*loadedKeys, error) {
	p, err := zk.ProfileByName(k.profile)
	if err != nil {
		return nil, err
	}
	switch {
	case k.dev == (k.dir != ""):
		return nil, errors.New("give exactly one of --dev (INSECURE development keys) and --keys DIR")
	case k.dev && !needPK && p.Name == zk.Small.Name:
		// Verifying only: the committed verifying key, no setup.
		say("using the INSECURE development keys: anyone can forge proofs under them")
		vk, err := zk.DevSmallVerifyingKey()
		if err != nil {
			return nil, err
		}
		id, err := zk.ProgramID(vk)
		if err != nil {
			return nil, err
		}
		return &loadedKeys{profile: p, vk: vk, id: id, dev: true}, nil
	case k.dev:
		say("using the INSECURE development keys: anyone can forge proofs under them")
		d, err := zk.LoadDevKeys(p, say)
		if err != nil {
			return nil, err
		}
		return &loadedKeys{profile: p, ccs: d.CCS, pk: d.PK, vk: d.VK, id: d.ProgramID, dev: true}, nil
	}
	out := &loadedKeys{profile: p}
	if out.vk, err = zk.ReadVerifyingKey(filepath.Join(k.dir, "judge.vk")); err != nil {
		return nil, err
	}
	if out.id, err = zk.ProgramID(out.vk); err != nil {
		return nil, err
	}
	if out.dev = zk.IsDevKeysDir(k.dir, out.id); out.dev {
		say("the keys in " + k.dir + " are INSECURE development keys: anyone can forge proofs under them")
	}
	if needPK {
		say("compiling the " + p.Name + " circuit")
		if out.ccs, err = zk.Compile(p); err != nil {
			return nil, err
		}
		say("reading " + filepath.Join(k.dir, "judge.pk"))
		if out.pk, err = zk.ReadProvingKey(filepath.Join(k.dir, "judge.pk")); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func runZKProfile(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("zk profile", "zk profile [--profile NAME] [--check [--json] RECORD|TRACE]", zkDoc, stderr, stdout)
	name := fs.String("profile", "small", "circuit profile: "+profileNames())
	check := fs.Bool("check", false, "say whether the trace (or the record's trace) is inside the profile: exit 0 inside, 1 outside with the reason")
	asJSON := fs.Bool("json", false, "with --check: print the answer as JSON")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	p, err := zk.ProfileByName(*name)
	if err != nil {
		return fail(stderr, err, "")
	}
	if !*check {
		if fs.NArg() != 0 || *asJSON {
			return fail(stderr, errors.New("zk profile takes a record or trace (and --json) only with --check"), "verijudge zk profile --check RECORD|TRACE")
		}
		fmt.Fprintln(stdout, p.Describe())
		return exitOK
	}
	if fs.NArg() != 1 {
		return fail(stderr, errors.New("zk profile --check takes one record or trace"), "verijudge zk --help")
	}
	answer := struct {
		Profile string `json:"profile"`
		Inside  bool   `json:"inside"`
		Reason  string `json:"reason,omitempty"`
		Error   string `json:"error,omitempty"`
	}{Profile: p.Name, Inside: true}
	failed := func(err error, hint string) int {
		if *asJSON {
			answer.Inside, answer.Error = false, err.Error()
			_ = writeJSON(stdout, answer)
		}
		return fail(stderr, err, hint)
	}
	rec, trace, err := readProveInput(fs.Arg(0))
	if err != nil {
		return failed(err, hintFor(err))
	}
	// What 'zk prove' checks before any key is read: Prepare judges the
	// trace and builds the circuit's witness, or names why it cannot, and a
	// record's hashes and evaluator must be its trace's.
	w, err := zk.Prepare(p, trace)
	var pe *zk.ProfileError
	switch {
	case errors.As(err, &pe):
		answer.Inside, answer.Reason = false, pe.Reason
	case err != nil:
		return failed(err, hintFor(err))
	case rec != nil:
		if err := recordMatches(rec, w); err != nil {
			return failed(err, "re-verify it: verijudge verify --offline")
		}
	}
	if *asJSON {
		if err := writeJSON(stdout, answer); err != nil {
			return fail(stderr, err, "")
		}
	} else if answer.Inside {
		fmt.Fprintf(stdout, "inside profile %q: 'verijudge zk prove --profile %s' takes it\n", p.Name, p.Name)
	} else {
		fmt.Fprintf(stdout, "outside profile %q: %s\n", p.Name, answer.Reason)
	}
	if !answer.Inside {
		return exitMismatch
	}
	return exitOK
}

func runZKSetup(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("zk setup", "zk setup --dev [--profile NAME] [--out DIR]", zkDoc, stderr, stdout)
	k := addZKKeys(fs)
	out := fs.String("out", "", "copy judge.pk, judge.vk and program.txt to this folder")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if !k.dev || k.dir != "" {
		return fail(stderr, errors.New("zk setup makes development keys only (--dev)"), "real keys come from 'verijudge zk ceremony'")
	}
	lk, err := k.load(progress(stderr), true)
	if err != nil {
		return fail(stderr, err, "")
	}
	if *out != "" {
		if err := os.MkdirAll(*out, 0o755); err != nil {
			return fail(stderr, err, "")
		}
		if _, err := zk.WriteKey(filepath.Join(*out, "judge.pk"), lk.pk); err != nil {
			return fail(stderr, err, "")
		}
		if _, err := zk.WriteKey(filepath.Join(*out, "judge.vk"), lk.vk); err != nil {
			return fail(stderr, err, "")
		}
		note := fmt.Sprintf("program %s\nprofile %s\nINSECURE development keys: anyone can forge proofs under them\n", lk.id, lk.profile.Name)
		if err := writeAtomic(filepath.Join(*out, "program.txt"), []byte(note)); err != nil {
			return fail(stderr, err, "")
		}
		// The marker makes --keys DIR treat them as what they are.
		if err := writeAtomic(filepath.Join(*out, zk.DevKeysMarker), []byte(note)); err != nil {
			return fail(stderr, err, "")
		}
	}
	fmt.Fprintf(stdout, "program %s (profile %s, %d constraints) — INSECURE development keys\n", lk.id, lk.profile.Name, lk.ccs.GetNbConstraints())
	return exitOK
}

// recordMatches says whether a record states its trace's hashes and the
// embedded evaluator, as the proof's statement will.
func recordMatches(rec *judge.Record, w *zk.Witness) error {
	if rec.TraceHash != w.Statement.TraceHash || rec.VerdictHash != w.Statement.VerdictHash || rec.Evaluator.Digest != w.Statement.Evaluator {
		return errors.New("the record's hashes are not its trace's and the embedded evaluator's verdict")
	}
	return nil
}

// readProveInput reads a record or a trace; rec is nil for a trace.
func readProveInput(path string) (rec *judge.Record, trace []byte, err error) {
	rec, raw, err := readRecordOrRaw(path)
	if err != nil || rec == nil {
		return nil, raw, err
	}
	if len(rec.Trace) == 0 {
		return nil, nil, fmt.Errorf("the record carries no trace: nothing to prove")
	}
	return rec, rec.Trace, nil
}

// readRecordOrRaw reads path once: a record (a JSON object with a verdict)
// is parsed, anything else is returned as it is.
func readRecordOrRaw(path string) (*judge.Record, []byte, error) {
	b, err := readFile(path, limits.MaxRecordBytes)
	if err != nil {
		return nil, nil, err
	}
	var probe map[string]json.RawMessage
	if json.Unmarshal(b, &probe) == nil {
		if _, ok := probe["verdict"]; ok {
			r, err := judge.ParseRecord(bytes.NewReader(b))
			if err != nil {
				return nil, nil, err
			}
			return r, nil, nil
		}
	}
	return nil, b, nil
}

func runZKProve(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("zk prove", "zk prove (--dev | --keys DIR) [--profile NAME] [--out FILE] RECORD|TRACE", zkDoc, stderr, stdout)
	k := addZKKeys(fs)
	out := fs.String("out", "", "also write the proof here (a bare trace's proof goes to stdout without it)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return fail(stderr, errors.New("zk prove takes one record or trace"), "verijudge zk --help")
	}
	say := progress(stderr)
	p, err := zk.ProfileByName(k.profile)
	if err != nil {
		return fail(stderr, err, "")
	}
	rec, trace, err := readProveInput(fs.Arg(0))
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	w, err := zk.Prepare(p, trace)
	if err != nil {
		hint := hintFor(err)
		if errors.Is(err, zk.ErrOutsideProfile) {
			hint = "'verijudge zk profile --profile " + p.Name + "' lists what the circuit covers; a larger profile may take it"
		}
		return fail(stderr, err, hint)
	}
	binding := new(big.Int)
	if rec != nil {
		if err := recordMatches(rec, w); err != nil {
			return fail(stderr, err, "re-verify it: verijudge verify --offline")
		}
		if a := rec.Attestations; a != nil && !a.ProvenanceUID.IsZero() {
			binding = zk.Binding(a.VerdictUID, a.ProvenanceUID)
			say("binding the proof to verdict " + a.VerdictUID.String() + " and provenance " + a.ProvenanceUID.String())
		} else {
			say("the record is not attested: the proof gets binding 0 (attest first to submit it on-chain)")
		}
	}
	lk, err := k.load(say, true)
	if err != nil {
		return fail(stderr, err, "")
	}
	say(fmt.Sprintf("proving %d trace bytes with %d constraints (seconds to a minute)", len(w.Trace), lk.ccs.GetNbConstraints()))
	proof, err := zk.Prove(lk.ccs, lk.pk, lk.vk, w, binding)
	if err != nil {
		return fail(stderr, err, "")
	}
	say("proved and verified; program " + lk.id.String())
	b, err := json.MarshalIndent(proof, "", "  ")
	if err != nil {
		return fail(stderr, err, "")
	}
	if *out != "" {
		if err := writeAtomic(*out, append(b, '\n')); err != nil {
			return fail(stderr, err, "")
		}
	}
	if rec != nil {
		rec.ZK = b
		rb, err := rec.MarshalIndent()
		if err == nil {
			err = rewrite(fs.Arg(0), rb)
		}
		if err != nil {
			return fail(stderr, err, "")
		}
		fmt.Fprintf(stdout, "proof written into %s (verdict %s, %s)\n", fs.Arg(0), rec.Verdict.Status, w.Statement.VerdictHash)
	} else if *out == "" {
		stdout.Write(append(b, '\n'))
	}
	return exitOK
}

// readProof reads a proof file or a record's zk field.
// readProof reads a proof, bare or in a record's zk field (the record
// need not carry its trace: verifying a proof needs only its hashes).
func readProof(path string) (*zk.Proof, *judge.Record, error) {
	rec, raw, err := readRecordOrRaw(path)
	if err != nil {
		return nil, nil, err
	}
	if rec != nil {
		if len(rec.ZK) == 0 {
			return nil, nil, fmt.Errorf("%s has no proof (run 'verijudge zk prove' on it)", path)
		}
		raw = rec.ZK
	}
	var p zk.Proof
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, nil, fmt.Errorf("%s: not a verijudge proof: %w", path, err)
	}
	return &p, rec, nil
}

func runZKVerify(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("zk verify", "zk verify (--dev | --keys DIR) RECORD|PROOF", zkDoc, stderr, stdout)
	k := addZKKeys(fs)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return fail(stderr, errors.New("zk verify takes one record or proof"), "verijudge zk --help")
	}
	p, rec, err := readProof(fs.Arg(0))
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	if p.Profile != "" {
		k.profile = p.Profile
	}
	lk, err := k.load(func(string) {}, false)
	if err != nil {
		return fail(stderr, err, "")
	}
	// Through package verify: a trust root holding this key, the proof
	// against the record's statement (or, bare, the one it carries).
	vkBytes, err := zk.VerifyingKeyBytes(lk.vk)
	if err != nil {
		return fail(stderr, err, "")
	}
	now := time.Now()
	key, err := verify.NewZKKey(lk.profile.Name, vkBytes, lk.dev, verify.Window{ValidFrom: time.Unix(0, 0)})
	if err != nil {
		return fail(stderr, err, "")
	}
	trust, err := verify.Sepolia()
	if err != nil {
		return fail(stderr, err, "")
	}
	trust.ZKKeys = append(trust.ZKKeys, key)
	v, err := verify.New(trust)
	if err != nil {
		return fail(stderr, err, "")
	}
	var verr error
	if rec == nil {
		b, ok := new(big.Int).SetString(p.Binding, 10)
		if !ok {
			b = new(big.Int)
		}
		_, verr = v.VerifyProof(p, p.Statement, b, now)
	} else {
		withProof := *rec
		withProof.ZK, err = json.Marshal(p)
		if err != nil {
			return fail(stderr, err, "")
		}
		policy := verify.NewPolicy(verify.AnyEvaluatorUnsafe(), verify.At(now), verify.RequireLevel(verify.LevelNone),
			verify.AnyMeasurementUnsafe(), verify.WithoutCollateralUnsafe(), verify.AllowTestOnlyUnsafe())
		withProof.TEE = nil // the proof is the evidence checked here
		res, _ := v.Verify(context.Background(), &withProof, policy)
		for _, c := range res.Checks {
			if verify.EvidenceOf(c.Name) == verify.EvidenceZK && !c.OK && verr == nil {
				verr = c.Err
			}
		}
		if verr == nil && res.ZK == nil {
			verr = fmt.Errorf("%w: %s", zk.ErrProof, res.Error)
		}
	}
	res := struct {
		OK          bool         `json:"ok"`
		ProgramID   canon.Hash   `json:"programId"`
		TraceHash   canon.Hash   `json:"traceHash"`
		VerdictHash canon.Hash   `json:"verdictHash"`
		Evaluator   canon.Hash   `json:"evaluatorDigest"`
		Status      judge.Status `json:"status"`
		Binding     string       `json:"binding"`
		Insecure    bool         `json:"insecureKeys,omitempty"`
		Error       string       `json:"error,omitempty"`
	}{verr == nil, lk.id, p.Statement.TraceHash, p.Statement.VerdictHash, p.Statement.Evaluator, p.Statement.Status, p.Binding, lk.dev, ""}
	if verr != nil {
		res.Error = verr.Error()
	}
	if *asJSON {
		writeJSON(stdout, res)
	} else if verr == nil {
		fmt.Fprintf(stdout, "VALID    program %s: trace %s is judged by evaluator %s to verdict %s, %s (binding %s)\n", lk.id,
			p.Statement.TraceHash, p.Statement.Evaluator, p.Statement.VerdictHash, p.Statement.Status, p.Binding)
		if lk.dev {
			fmt.Fprintln(stdout, "         (INSECURE development keys: such proofs can be forged)")
		}
	} else {
		fmt.Fprintf(stdout, "INVALID  %v\n", verr)
	}
	if verr != nil {
		return exitMismatch
	}
	return exitOK
}

func runZKExport(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("zk export-solidity", "zk export-solidity (--dev | --keys DIR) [--out FILE]", zkDoc, stderr, stdout)
	k := addZKKeys(fs)
	out := fs.String("out", "", "write the Solidity source here (default stdout)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	lk, err := k.load(progress(stderr), false)
	if err != nil {
		return fail(stderr, err, "")
	}
	var b bytes.Buffer
	switch {
	case k.dev && lk.profile.Name == zk.Small.Name:
		// The committed ZkDevSmallVerifier: it refuses to verify outside
		// dev chains.
		src, err := zk.DevVerifierSolidity(lk.vk)
		if err != nil {
			return fail(stderr, err, "")
		}
		b.Write(src)
	case lk.dev:
		// Development keys of another profile, or in a folder: the same
		// chain lock.
		if err := zk.ExportDevSolidity(&b, lk.vk); err != nil {
			return fail(stderr, err, "")
		}
	default:
		if err := zk.ExportSolidity(&b, lk.vk); err != nil {
			return fail(stderr, err, "")
		}
	}
	if *out == "" {
		stdout.Write(b.Bytes())
		return exitOK
	}
	if err := writeAtomic(*out, b.Bytes()); err != nil {
		return fail(stderr, err, "")
	}
	fmt.Fprintf(stderr, "wrote %s (verifier for program %s)\n", *out, lk.id)
	return exitOK
}

func runZKSubmit(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("zk submit", "zk submit (--rpc URL --deployment FILE | --network dev) [attester policy flags, as attest's] RECORD", zkDoc, stderr, stdout)
	cf := addChainFlags(fs)
	var af attesterFlags
	af.register(fs)
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return fail(stderr, errors.New("zk submit takes one record"), "verijudge zk --help")
	}
	p, rec, err := readProof(fs.Arg(0))
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	if rec == nil || rec.Attestations == nil || rec.Attestations.ProvenanceUID.IsZero() {
		return fail(stderr, errors.New("zk submit takes an attested record with a proof"), "verijudge attest, then verijudge zk prove RECORD")
	}
	sp, cm, pok, err := zk.SolidityProof(p)
	if err != nil {
		return fail(stderr, err, "")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*cf.timeout)
	defer cancel()
	c, module, code, ok := cf.dialModule(ctx, stderr, "ZkJudgeVerifier", "deploy one with 'verijudge deploy --zk-dev' (dev chains) or '--zk-keys DIR'",
		func(d chain.Deployment) common.Address { return d.ZkJudgeVerifier })
	if !ok {
		return code
	}
	if id, err := c.ZkProgramID(ctx, module); err == nil && id != p.ProgramID {
		fmt.Fprintf(stdout, "REFUSED  %s: the proof is for program %s, the deployment's verifier checks program %s\n", rec.Verdict.TrialID, p.ProgramID, id)
		return exitMismatch
	}
	att, err := af.build(c, []*judge.Record{rec}, cf.network == "dev")
	if err != nil {
		return fail(stderr, err, "verijudge zk submit --help")
	}
	return submitLevel(ctx, c, att, rec, 4, stdout, stderr, func(vu, pu attest.UID, pre []byte) (uint64, error) {
		return c.RecordZKLevel(ctx, module, vu, pu, pre, chain.ZKProof{Proof: sp, Commitments: cm, CommitmentPok: pok})
	})
}

func runZKCeremony(args []string, stdout, stderr io.Writer) int {
	usageLine := "zk ceremony init|contribute|finalize|verify [--profile NAME] [--beacon HEX] DIR"
	if len(args) == 0 || args[0] == "--help" || args[0] == "-h" {
		fs := newFlags("zk ceremony", usageLine, zkDoc, stderr, stdout)
		code, _ := parse(fs, []string{"--help"}, stdout)
		if len(args) == 0 {
			return fail(stderr, errors.New("zk ceremony needs a step: init, contribute, finalize or verify"), "verijudge zk --help")
		}
		return code
	}
	step := args[0]
	fs := newFlags("zk ceremony "+step, usageLine, zkDoc, stderr, stdout)
	profile := fs.String("profile", "small", "circuit profile (init): "+profileNames())
	beaconHex := fs.String("beacon", "", "finalize: a public random value, hex, at least 16 bytes, unknown before the last contribution (a future block hash, a drand round)")
	if code, ok := parse(fs, args[1:], stdout); !ok {
		return code
	}
	if fs.NArg() != 1 {
		hint := "verijudge zk --help"
		if fs.NArg() > 1 && strings.HasPrefix(fs.Arg(1), "-") {
			hint = "flags come before the folder: zk ceremony " + step + " " + strings.Join(fs.Args()[1:], " ") + " " + fs.Arg(0)
		}
		return fail(stderr, errors.New("zk ceremony "+step+" takes the ceremony folder"), hint)
	}
	dir := fs.Arg(0)
	say := progress(stderr)
	name := *profile
	if step != "init" {
		st, err := zk.LoadCeremony(dir, nil)
		if err != nil {
			return fail(stderr, err, "start one with 'verijudge zk ceremony init DIR'")
		}
		name = st.Profile
	}
	p, err := zk.ProfileByName(name)
	if err != nil {
		return fail(stderr, err, "")
	}
	say("compiling the " + p.Name + " circuit")
	ccs, err := zk.Compile(p)
	if err != nil {
		return fail(stderr, err, "")
	}
	switch step {
	case "init":
		st, err := zk.CeremonyInit(dir, p, ccs)
		if err != nil {
			return fail(stderr, err, "")
		}
		fmt.Fprintf(stdout, "ceremony for %s circuits (domain 2^%d) in %s; phase 1 serves any circuit of that size, the circuit is fixed when phase 1 is finalized; next: zk ceremony contribute %s\n",
			p.Name, log2(st.DomainSize), dir, dir)
	case "contribute":
		say("contributing (fresh randomness from the OS, forgotten afterwards)")
		c, err := zk.CeremonyContribute(dir, ccs, zk.WithCeremonyProgress(say))
		if err != nil {
			return fail(stderr, err, "")
		}
		fmt.Fprintf(stdout, "contribution %s sha256 %s — publish this hash so others can check it is in the chain\n", c.File, c.SHA256)
	case "finalize":
		beacon, err := hex.DecodeString(strings.TrimPrefix(*beaconHex, "0x"))
		if err != nil || len(beacon) < 16 {
			return fail(stderr, errors.New("--beacon must be hex of at least 16 bytes"), "")
		}
		st, err := zk.CeremonyFinalize(dir, ccs, beacon, zk.WithCeremonyProgress(say))
		if err != nil {
			return fail(stderr, err, "")
		}
		if st.Phase == 2 {
			fmt.Fprintf(stdout, "phase 1 sealed; phase 2 is open for circuit %s: contributors run 'zk ceremony contribute %s'\n", *st.CircuitDigest, dir)
		} else {
			fmt.Fprintf(stdout, "keys written: %s, %s; program %s\n", filepath.Join(dir, "judge.pk"), filepath.Join(dir, "judge.vk"), st.ProgramID)
		}
	case "verify":
		say("re-checking every contribution and recomputing what follows from them")
		st, err := zk.CeremonyVerify(dir, ccs, zk.WithCeremonyProgress(say))
		if err != nil {
			fmt.Fprintf(stdout, "INVALID  %v\n", err)
			return exitMismatch
		}
		switch st.Phase {
		case 3:
			fmt.Fprintf(stdout, "VALID    %d phase-1 and %d phase-2 contributions; judge.vk is program %s\n", len(st.Phase1), len(st.Phase2)-1, st.ProgramID)
		default:
			fmt.Fprintf(stdout, "VALID so far: phase %d open, %d phase-1 and %d phase-2 contributions\n", st.Phase, len(st.Phase1), max(len(st.Phase2)-1, 0))
		}
	default:
		return fail(stderr, fmt.Errorf("unknown ceremony step %q", step), "verijudge zk --help")
	}
	return exitOK
}

func log2(n uint64) int {
	k := 0
	for n > 1 {
		n >>= 1
		k++
	}
	return k
}
