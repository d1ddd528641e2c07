package main

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/ethereum/go-ethereum/common"
	"io"
	"path/filepath"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/verify"
	"github.com/verijudge/verijudge/zk"
)

func init() {
	register(&command{name: "trust", summary: "write, show and check trust roots (trust init|show|check)", subs: trustSubs, run: runTrust})
}

const trustDoc = `
A trust root is what a verifier believes (docs/verify.md): one chain, its
contracts with the keccak256 of their runtime code, the schema UIDs, the
attesters, the TEE roots and the ZK verifying keys, each with a validity
window. verify, reverify and serve check records against one.

  trust init (--network dev | --rpc URL --deployment FILE) [--out FILE]
      Computes the trust root of a deployment: each contract's code hash is
      computed from verijudge's committed artifacts with the constructor
      arguments the deployment implies (its addresses, schemas, the TDX
      module's root key, the ZK module's program) and must equal the code
      on the chain, or init refuses (exit 1): a deployment that is not
      verijudge's gets no trust root. Attesters: the registry's allowed
      ones now, or --attester. Roots: Intel's and AWS Nitro's production
      roots, and --tee-root PEM files (marked TEST-ONLY). ZK keys: --zk-vk
      FILE, and on dev chains the development keys the ZK module uses; a
      ZK module over a ceremony's keys needs its program's --zk-vk, from
      which its Groth16 verifier's code is computed (the committed
      template with the key's values: no compiler), or init stops (exit 2).
      Windows start at --valid-from (default: when the deployment's
      JudgeVerifier was created, from its recorded creation transaction;
      now for a record without one); they are printed, and an empty
      attester list is warned about.

  trust show [FILE | --network sepolia|dev] [--json]
      Prints a trust root (default: the shipped Sepolia one).

  trust check [FILE | --network sepolia|dev] [--rpc URL] [--at TIME]
      Validates a trust root offline (fields, fingerprints, program ids,
      code hashes recomputed, windows at --at; notes TEST-ONLY entries);
      with --rpc, also that the chain runs its contracts (code hashes) and
      that each was created by its creation transaction with verijudge's
      creation input.

Exit codes: 0 ok; 1 refused (code differs, invalid or out of its window);
2 error.`

func runTrust(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintf(stdout, "usage: verijudge trust init|show|check ...\n%s\n", trustDoc)
		if len(args) == 0 {
			return exitError
		}
		return exitOK
	}
	switch args[0] {
	case "init":
		return runTrustInit(args[1:], stdout, stderr)
	case "show":
		return runTrustShow(args[1:], stdout, stderr)
	case "check":
		return runTrustCheck(args[1:], stdout, stderr)
	}
	return unknownSub(stderr, "trust", args[0], trustSubs)
}

func runTrustInit(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("trust init", "trust init (--network dev | --rpc URL --deployment FILE) [--name NAME] [--valid-from TIME] [--attester ADDR]... [--tee-root PEM]... [--zk-vk FILE --zk-profile NAME] [--out FILE]", trustDoc, stderr, stdout)
	cf := addChainFlags(fs)
	name := fs.String("name", "", "label of the trust root (default: the network or deployment file)")
	from := fs.String("valid-from", "", "start of every entry's window, RFC 3339 (default now)")
	var attesters, roots, vks stringList
	fs.Var(&attesters, "attester", "an attester address to trust (repeatable; default: the registry's allowed attesters)")
	fs.Var(&roots, "tee-root", "a PEM file of TEE roots to trust, marked TEST-ONLY (repeatable)")
	noProd := fs.Bool("no-production-roots", false, "leave out Intel's and AWS Nitro's production roots")
	fs.Var(&vks, "zk-vk", "a ZK verifying key file (judge.vk) to trust (repeatable)")
	profile := fs.String("zk-profile", "", zkProfileUsage)
	out := fs.String("out", "", "write the trust root here (default stdout)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() != 0 {
		return fail(stderr, errors.New("trust init takes no arguments"), "verijudge trust --help")
	}
	if cf.network == "sepolia" {
		return fail(stderr, errors.New("the Sepolia trust root ships with verijudge (verijudge trust show --network sepolia); verijudge's contracts are not deployed there yet"), "")
	}
	ctx, cancel := context.WithTimeout(context.Background(), cf.timeout)
	defer cancel()
	client, err := cf.dial(ctx)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	// Windows open when the deployment was made (its JudgeVerifier's
	// creation block), so attestations made since verify; without a
	// recorded creation, now (said below).
	o := verify.InitOptions{Name: *name, ValidFrom: time.Now().UTC().Truncate(time.Second)}
	fromDeployment := false
	if tx := client.Deployment().Creations.JudgeVerifier; tx != (common.Hash{}) && *from == "" {
		at, err := client.MinedAt(ctx, tx)
		if err != nil {
			return fail(stderr, fmt.Errorf("reading when the deployment was made: %w", err), hintFor(err))
		}
		// A chain's clock may run ahead of this one (a dev chain's
		// blocks do): never later than now.
		if at.Before(o.ValidFrom) {
			o.ValidFrom = at
		}
		fromDeployment = true
	}
	if o.Name == "" {
		o.Name = cf.network
		if cf.deployment != "" {
			o.Name = filepath.Base(cf.deployment)
		}
	}
	if *from != "" {
		if o.ValidFrom, err = time.Parse(time.RFC3339, *from); err != nil {
			return fail(stderr, fmt.Errorf("--valid-from %q: want RFC 3339", *from), "")
		}
	}
	w := verify.Window{ValidFrom: o.ValidFrom}
	for _, a := range attesters {
		addr, err := parseAddress("--attester", a)
		if err != nil {
			return fail(stderr, err, "")
		}
		o.Attesters = append(o.Attesters, addr)
	}
	if !*noProd {
		o.Roots = verify.ProductionRoots(w)
	}
	given, err := testOnlyRoots(roots, func(*x509.Certificate) verify.Window { return w })
	if err != nil {
		return fail(stderr, err, "")
	}
	o.Roots = append(o.Roots, given...)
	if len(o.Roots) == 0 {
		o.Roots = []verify.Root{}
	}
	if *profile != "" && len(vks) == 0 {
		return fail(stderr, errors.New("--zk-profile labels --zk-vk keys: give --zk-vk too, or leave it out"), "")
	}
	if o.ZKKeys, err = readZKKeys(vks, *profile, w); err != nil {
		return fail(stderr, err, "")
	}
	t, err := verify.InitTrustRoot(ctx, client, o)
	if err != nil {
		code := fail(stderr, err, hintFor(err))
		if errors.Is(err, verify.ErrDeployment) {
			return exitMismatch
		}
		return code
	}
	b, err := t.Marshal()
	if err != nil {
		return fail(stderr, err, "")
	}
	if *out == "" {
		stdout.Write(b)
		return exitOK
	}
	if err := writeAtomic(*out, b); err != nil {
		return fail(stderr, err, "")
	}
	fmt.Fprintf(stdout, "trust root %q for chain %d written to %s: %d contracts (code computed and matched), %d attesters, %d roots, %d ZK keys\n",
		t.Name, t.ChainID, *out, len(t.Contracts), len(t.Attesters), len(t.Roots), len(t.ZKKeys))
	switch {
	case fromDeployment:
		fmt.Fprintf(stdout, "windows open at %s, when the deployment's JudgeVerifier was created (or now, if the chain's clock is ahead)\n", o.ValidFrom.Format(time.RFC3339))
	case *from != "":
		fmt.Fprintf(stdout, "windows open at %s (--valid-from)\n", o.ValidFrom.Format(time.RFC3339))
	default:
		fmt.Fprintf(stdout, "windows open at %s (now: the deployment record names no creation transaction; an attestation made earlier fails its window, see --valid-from)\n", o.ValidFrom.Format(time.RFC3339))
	}
	for _, a := range t.Attesters {
		fmt.Fprintf(stdout, "attester %s from %s\n", a.Address.Hex(), a.Window.ValidFrom.Format(time.RFC3339))
	}
	if len(t.Attesters) == 0 {
		fmt.Fprintln(stderr, "verijudge: warning: the trust root names no attester: no attested record will verify against it (allow one with 'verijudge registry allow attester', or pass --attester)")
	}
	return exitOK
}

// trustArg resolves a trust root from a FILE argument or --network.
func trustArg(args []string, network string) (*verify.TrustRoot, error) {
	switch {
	case len(args) > 1:
		return nil, errors.New("one trust root at a time")
	case len(args) == 1:
		return readTrustRoot(args[0])
	case network == "":
		network = "sepolia"
	}
	return networkTrustRoot(network)
}

func runTrustShow(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("trust show", "trust show [FILE | --network sepolia|dev] [--json]", trustDoc, stderr, stdout)
	network := fs.String("network", "", "a named network's trust root: sepolia (shipped) or dev (written by verijudge devchain)")
	asJSON := fs.Bool("json", false, "print the trust root document")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	t, err := trustArg(fs.Args(), *network)
	if err != nil {
		return fail(stderr, err, "")
	}
	if *asJSON {
		b, err := t.Marshal()
		if err != nil {
			return fail(stderr, err, "")
		}
		stdout.Write(b)
		return exitOK
	}
	fmt.Fprintf(stdout, "trust root %q, chain %d\n", t.Name, t.ChainID)
	fmt.Fprintln(stdout, "contracts:")
	for _, c := range t.Contracts {
		fmt.Fprintf(stdout, "  %-18s %s  code %s  %s\n", c.Role, c.Address, c.CodeHash, c.Window)
	}
	if _, ok := t.Contract(chain.RoleJudgeVerifier); !ok {
		fmt.Fprintln(stdout, "  (no JudgeVerifier: verijudge's contracts are not deployed on this chain; records verify offline only)")
	}
	if !t.VerdictSchema.IsZero() {
		fmt.Fprintf(stdout, "schemas: verdict %s, provenance %s\n", t.VerdictSchema, t.ProvenanceSchema)
	}
	fmt.Fprintf(stdout, "attesters (%d):\n", len(t.Attesters))
	for _, a := range t.Attesters {
		fmt.Fprintf(stdout, "  %s  %s\n", a.Address, a.Window)
	}
	fmt.Fprintf(stdout, "TEE roots (%d):\n", len(t.Roots))
	for _, r := range t.Roots {
		mark := ""
		if r.TestOnly {
			mark = "  TEST-ONLY"
		}
		fmt.Fprintf(stdout, "  %-5s %s  %s%s\n", r.Kind, r.Fingerprint, r.Window, mark)
	}
	fmt.Fprintf(stdout, "ZK keys (%d):\n", len(t.ZKKeys))
	for _, k := range t.ZKKeys {
		mark := ""
		if k.InsecureDevelopment {
			mark = "  INSECURE development keys"
		}
		fmt.Fprintf(stdout, "  %s  %s profile  %s%s\n", k.ProgramID, k.Profile, k.Window, mark)
	}
	return exitOK
}

func runTrustCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("trust check", "trust check [FILE | --network sepolia|dev] [--rpc URL] [--at TIME]", trustDoc, stderr, stdout)
	cf := addChainFlags(fs)
	cf.chainOptional = true // online only with an explicit --rpc
	atFlag := fs.String("at", "", "check the windows at this time, RFC 3339 (default now)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	t, err := trustArg(fs.Args(), cf.network)
	if err != nil {
		if errors.Is(err, verify.ErrTrustRoot) {
			fmt.Fprintf(stderr, "verijudge: %v\n", err)
			return exitMismatch
		}
		return fail(stderr, err, "")
	}
	at := time.Now().UTC()
	if *atFlag != "" {
		if at, err = time.Parse(time.RFC3339, *atFlag); err != nil {
			return fail(stderr, fmt.Errorf("--at %q: want RFC 3339", *atFlag), "")
		}
	}
	bad := 0
	for _, c := range t.Contracts {
		if !c.Window.Contains(at) {
			fmt.Fprintf(stdout, "FAIL %s %s is outside its window (%s) at %s\n", c.Role, c.Address, c.Window, at.Format(time.RFC3339))
			bad++
		}
	}
	if cf.network == "dev" && cf.rpc == "" {
		if _, url, err := loadDevDeployment(); err == nil {
			cf.rpc = url
		}
	}
	for _, r := range t.Roots {
		switch {
		case !r.Window.Contains(at):
			fmt.Fprintf(stdout, "note %s root %s is outside its window (%s) at %s: evidence under it is refused\n", r.Kind, r.Fingerprint, r.Window, at.Format(time.RFC3339))
		case r.TestOnly:
			fmt.Fprintf(stdout, "note %s root %s is TEST-ONLY: evidence under it is refused unless --allow-test-only-unsafe\n", r.Kind, r.Fingerprint)
		}
	}
	for _, k := range t.ZKKeys {
		switch {
		case !k.Window.Contains(at):
			fmt.Fprintf(stdout, "note ZK program %s is outside its window (%s) at %s: its proofs are refused\n", k.ProgramID, k.Window, at.Format(time.RFC3339))
		case k.InsecureDevelopment:
			fmt.Fprintf(stdout, "note ZK program %s is the INSECURE development keys': its proofs are refused unless --allow-test-only-unsafe\n", k.ProgramID)
		}
	}
	if t.ChainID == chain.DevChainID {
		fmt.Fprintf(stdout, "note chain %d is a dev chain id: anyone can run a chain that claims it\n", t.ChainID)
	}
	if cf.rpc != "" && bad == 0 {
		ctx, cancel := context.WithTimeout(context.Background(), cf.timeout)
		defer cancel()
		client, err := cf.dialWith(ctx, t.Deployment(), false)
		if err != nil {
			return fail(stderr, err, hintFor(err))
		}
		v, err := verify.New(t, verify.WithChain(client))
		if err != nil {
			return fail(stderr, err, "")
		}
		// Code hashes and creation inputs, as every online verification
		// checks them.
		switch err := v.CheckDeployment(ctx, at); {
		case errors.Is(err, verify.ErrDeployment):
			fmt.Fprintf(stdout, "FAIL %v\n", err)
			bad++
		case err != nil:
			return fail(stderr, err, hintFor(err))
		default:
			for _, c := range t.Contracts {
				fmt.Fprintf(stdout, "ok   %s at %s runs the pinned code %s, created by %s with verijudge's creation input\n", c.Role, c.Address, c.CodeHash, c.CreationTx)
			}
		}
	}
	if bad > 0 {
		fmt.Fprintf(stdout, "trust root %q: %d problem(s)\n", t.Name, bad)
		return exitMismatch
	}
	fmt.Fprintf(stdout, "trust root %q for chain %d is valid at %s", t.Name, t.ChainID, at.Format(time.RFC3339))
	if cf.rpc != "" {
		fmt.Fprintf(stdout, "; the chain runs its %d contracts", len(t.Contracts))
	}
	fmt.Fprintln(stdout)
	return exitOK
}

// zkProfileUsage documents --zk-profile.
const zkProfileUsage = "the circuit profile of the --zk-vk keys (default: the development keys' own, or the one the keys.json or ceremony.json beside the key names for that key's program, else full)"

// readZKKeys reads verifying key files (judge.vk) as trust root entries
// in window w; a key kept beside the development-keys marker, or of a
// development program, is marked INSECURE. The profile (a label: a proof
// verifies under the key whatever it says) is profile, or else the one
// keyProfile finds, or else full; a profile that contradicts what
// keyProfile finds is refused.
func readZKKeys(paths []string, profile string, w verify.Window) ([]verify.ZKKey, error) {
	var out []verify.ZKKey
	for _, p := range paths {
		b, err := readFile(p, 1<<20)
		if err != nil {
			return nil, err
		}
		k, err := verify.NewZKKey(zk.Full.Name, b, false, w)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		named, from := keyProfile(filepath.Dir(p), k.ProgramID)
		switch {
		case profile != "" && named != "" && named != profile:
			return nil, fmt.Errorf("--zk-profile %s, but %s is a %s key (%s)", profile, p, named, from)
		case profile != "":
			k.Profile = profile
		case named != "":
			k.Profile = named
		}
		if _, err := zk.ProfileByName(k.Profile); err != nil {
			return nil, fmt.Errorf("--zk-profile: %w", err)
		}
		k.InsecureDevelopment = zk.IsDevKeysDir(filepath.Dir(p), k.ProgramID)
		out = append(out, k)
	}
	return out, nil
}

// keyProfile is the profile of the key of program id kept in dir, and
// what says so: the development programs' own profiles, or the keys.json
// (development keys' cache) or ceremony.json (a ceremony's folder) in dir
// when it names this very program. ("", "") when nothing does: a file
// about another key labels nothing.
func keyProfile(dir string, id canon.Hash) (profile, from string) {
	switch id.String() {
	case zk.DevSmallProgramID:
		return zk.Small.Name, "the small profile's development keys"
	case zk.DevFullProgramID:
		return zk.Full.Name, "the full profile's development keys"
	}
	for _, name := range []string{"keys.json", "ceremony.json"} {
		path := filepath.Join(dir, name)
		b, err := readFile(path, 1<<20)
		if err != nil {
			continue
		}
		var m struct {
			Profile   string      `json:"profile"`
			ProgramID *canon.Hash `json:"programId"`
		}
		if json.Unmarshal(b, &m) == nil && m.Profile != "" && m.ProgramID != nil && *m.ProgramID == id {
			return m.Profile, path + " says so"
		}
	}
	return "", ""
}
