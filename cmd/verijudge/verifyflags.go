package main

import (
	"context"
	"crypto/x509"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/tee/pcs"
	"github.com/verijudge/verijudge/verify"
)

// verifierFlags are the flags of every command that verifies records
// through package verify: where the trust root comes from, the chain, and
// the policy.
type verifierFlags struct {
	// Witnessed sessions: allowed auditor TDs, any TD, no TEE at all.
	witnessMeasurements           stringList
	anyWitness, unattestedWitness *bool
	cf                            *chainFlags
	offline                       *bool
	trust                         *string
	teeRoots                      stringList
	at, teeAt                     *string
	minLevel                      *string
	evaluators                    stringList
	anyEvaluator                  *bool
	measurements                  stringList
	anyMeasurement                *bool
	collateralDir                 *string
	pcsURL                        *string
	withoutCollateral             *bool
	allowSeptVE                   *bool
	allowTestOnly                 *bool
	bundles                       stringList
	cross                         *bool
	zkVKs                         stringList
	zkProfile                     *string
	evidenceRPC                   *string
	evidenceRepo                  *string
}

const verifierFlagsDoc = `
Trust root (what to believe; docs/verify.md): --trust FILE (written by
'verijudge trust init'); else --network sepolia (the shipped Sepolia trust
root) or --network dev (the one 'verijudge devchain' writes); else, with
--deployment FILE, one computed at run time from that deployment (its
contracts' code is recomputed from verijudge's artifacts and must match;
its attesters are the registry's; a ZK module's program needs its key,
--zk-vk FILE, from which its Groth16 verifier's code is computed); else,
offline, the Sepolia trust root
(production TEE roots, no ZK keys). --tee-root PEM adds roots (counted as
not production: the result says testOnly).

Policy (everything is checked unless an --…-unsafe flag says otherwise):
--min-level (default 1 REPRODUCIBLE; on the chain when online, else what
the record's evidence establishes), --evaluator (default: the embedded
evaluator and any --bundle), --tee-allow (TEE measurements; online the
registry decides when none is given; offline TEE evidence needs one, or
--any-measurement-unsafe), TDX collateral from --tee-collateral DIR or
--tee-pcs URL (Intel's PCS: "intel"; refused without, unless
--without-collateral-unsafe), --at (default: now), for witnessed sessions (transcript records) the
auditor's TD (--witness-measurement; a record whose auditor had no TEE
quote needs --unattested-witness-unsafe, one from any TD
--any-witness-measurement-unsafe). Evidence under
TEST-ONLY roots or INSECURE development keys is refused off dev chains
unless --allow-test-only-unsafe (implied by --network dev, the explicit
choice of the dev chain; a trust root that merely names chain 1337 is not).
Evidence (docs/collect.md): --evidence-rpc URL holds a web3 record's
trace against the chain it names (a node with the debug API, for internal
transfers): a difference is MISMATCH with the transaction, field and both
values named; a node that cannot serve the evidence (a private fork,
another chain, no call tracer) or a record of another class is ERROR,
never MATCH. --evidence-repo DIR holds a code record's trace against the
git repository at DIR: the commit it names must be there with its tree,
and every artifact digest is recomputed (from the commit, or from the
checkout's file for a build output). A record whose class neither option
serves is ERROR.
The RPC endpoint is trusted to report the chain's state (use a node you
run): what it can forge is bounded by the record's own evidence (levels 3
and 4 count only when the record's quote or proof verifies here), but the
attestations, revocations and the registry's lists are its word.`

func addVerifierFlags(fs *flag.FlagSet) *verifierFlags {
	f := &verifierFlags{cf: addChainFlags(fs)}
	f.offline = fs.Bool("offline", false, "verify without a chain")
	f.trust = fs.String("trust", "", "trust root file (verijudge trust init)")
	fs.Var(&f.teeRoots, "tee-root", "a PEM file of TEE roots to trust besides the trust root's (test chains; repeatable)")
	f.at = fs.String("at", "", "verification time, RFC 3339 (default: now)")
	f.teeAt = fs.String("tee-at", "", "the same as --at (older name)")
	f.minLevel = fs.String("min-level", "1", "minimum trust level: 0-4 or NONE, REPRODUCIBLE, TEE_CLAIMED, TEE_VERIFIED, ZK_PROVEN")
	fs.Var(&f.evaluators, "evaluator", "an allowed evaluator digest (repeatable; default: the embedded evaluator and --bundle)")
	f.anyEvaluator = fs.Bool("any-evaluator-unsafe", false, "accept any evaluator bundle that reproduces the verdict")
	fs.Var(&f.measurements, "tee-allow", "an allowed TEE measurement (0x + 64 hex; repeatable)")
	f.anyMeasurement = fs.Bool("any-measurement-unsafe", false, "accept TEE evidence of any measurement offline (level at most TEE_CLAIMED)")
	f.collateralDir = fs.String("tee-collateral", "", "folder of Intel TDX collateral (a PCS cache: verijudge tee collateral)")
	f.pcsURL = fs.String("tee-pcs", "", "fetch TDX collateral from this PCS (\"intel\", or a mirror's URL), cached in the user cache folder")
	f.withoutCollateral = fs.Bool("without-collateral-unsafe", false, "verify TDX quotes without TCB status, QE identity and CRLs (level at most TEE_CLAIMED)")
	f.allowSeptVE = fs.Bool("allow-sept-ve-unsafe", false, "accept TDX TDs without SEPT_VE_DISABLE")
	fs.Var(&f.witnessMeasurements, "witness-measurement", "an allowed auditor TD for witnessed sessions (transcript records; 0x + 64 hex; repeatable)")
	f.anyWitness = fs.Bool("any-witness-measurement-unsafe", false, "accept a transcript record's boot quote from any TD")
	f.unattestedWitness = fs.Bool("unattested-witness-unsafe", false, "accept a transcript record whose auditor had no TEE quote")
	f.allowTestOnly = fs.Bool("allow-test-only-unsafe", false, "accept evidence under TEST-ONLY roots or INSECURE development keys on a chain other than a dev chain")
	fs.Var(&f.bundles, "bundle", "an evaluator bundle file to run for records naming its sha256 (repeatable)")
	fs.Var(&f.zkVKs, "zk-vk", "with --deployment: a ZK verifying key file (judge.vk) to trust; the ZK module's program needs its own (repeatable)")
	f.zkProfile = fs.String("zk-profile", "", zkProfileUsage)
	f.evidenceRPC = fs.String("evidence-rpc", "", "also hold a web3 record's evidence against the chain at this JSON-RPC URL (with the debug API): every transaction, log, internal transfer and balance, and every transaction its senders made in the window")
	f.evidenceRepo = fs.String("evidence-repo", "", "also hold a code record's evidence against the git repository DIR: its commit and tree, and every artifact digest recomputed")
	f.cross = fs.Bool("cross-check", false, "also compute every hash inside the bundle (JS) and compare with Go's (slow under goja: about 12 s per MiB of trace)")
	return f
}

// trustRoot resolves the trust root (and, online, the client).
func (f *verifierFlags) trustRoot(ctx context.Context) (*verify.TrustRoot, *chain.Client, error) {
	var t *verify.TrustRoot
	var err error
	online := !*f.offline
	if *f.trust != "" && (f.cf.deployment != "" || f.cf.network != "") {
		return nil, nil, errors.New("--trust names the deployment: it excludes --deployment and --network")
	}
	if *f.at != "" && *f.teeAt != "" {
		return nil, nil, errors.New("--at and --tee-at are the same flag: give one")
	}
	if online && !f.cf.online() && *f.trust == "" {
		return nil, nil, errors.New("online verification needs --rpc (with --trust, --deployment or --network), or --network dev; pass --offline to check the record without a chain")
	}
	if len(f.zkVKs) > 0 && (f.cf.deployment == "" || *f.trust != "" || f.cf.network != "" || !online) {
		return nil, nil, errors.New("--zk-vk goes with --rpc and --deployment alone (a trust root computed at run time); a trust root file or --network holds its own keys: verijudge trust init --zk-vk")
	}
	if *f.zkProfile != "" && len(f.zkVKs) == 0 {
		return nil, nil, errors.New("--zk-profile labels --zk-vk keys: give --zk-vk too, or leave it out")
	}
	switch {
	case *f.trust != "":
		t, err = readTrustRoot(*f.trust)
	case f.cf.network != "":
		t, err = networkTrustRoot(f.cf.network)
	case f.cf.deployment != "" && online:
		// Computed from the deployment below, once connected.
	case !online:
		t, err = verify.Sepolia()
	default:
		err = errors.New("no trust root: pass --trust FILE (verijudge trust init), --network sepolia|dev or --deployment FILE")
	}
	if err != nil {
		return nil, nil, err
	}
	var client *chain.Client
	if online {
		if f.cf.network == "dev" && f.cf.rpc == "" {
			if _, url, err := loadDevDeployment(); err == nil {
				f.cf.rpc = url
			}
		}
		if f.cf.rpc == "" {
			return nil, nil, errors.New("online verification needs --rpc URL (or --offline)")
		}
		if t == nil {
			dep, err := chain.LoadDeployment(f.cf.deployment)
			if err != nil {
				return nil, nil, err
			}
			if client, err = f.cf.dialWith(ctx, dep, false); err != nil {
				return nil, nil, err
			}
			o := verify.InitOptions{Name: filepath.Base(f.cf.deployment), ValidFrom: time.Unix(0, 0)}
			if o.ZKKeys, err = readZKKeys(f.zkVKs, *f.zkProfile, verify.Window{ValidFrom: o.ValidFrom}); err != nil {
				return nil, nil, err
			}
			if t, err = verify.InitTrustRoot(ctx, client, o); err != nil {
				return nil, nil, err
			}
		} else {
			dep := t.Deployment()
			if _, ok := t.Contract(chain.RoleJudgeVerifier); !ok {
				return nil, nil, fmt.Errorf("%w: trust root %q names no JudgeVerifier: verijudge's contracts are not deployed on chain %d; verify with --offline",
					chain.ErrNotDeployed, t.Name, t.ChainID)
			}
			if client, err = f.cf.dialWith(ctx, dep, false); err != nil {
				return nil, nil, err
			}
		}
	}
	given, err := testOnlyRoots(f.teeRoots, nil)
	if err != nil {
		return nil, nil, err
	}
	t.Roots = append(t.Roots, given...)
	return t, client, nil
}

// verifierParts are what the flags describe.
type verifierParts struct {
	trust      *verify.TrustRoot
	client     *chain.Client
	collateral verify.CollateralSource
	// collateralName says where collateral comes from ("" none).
	collateralName string
	evaluators     []*judge.Evaluator
	policy         verify.Policy
}

// verifier builds the verifier and the policy the flags describe.
func (f *verifierFlags) verifier(ctx context.Context) (*verify.Verifier, verify.Policy, error) {
	v, p, err := f.build(ctx, false)
	if err != nil {
		return nil, verify.Policy{}, err
	}
	return v, p.policy, nil
}

// build is the verifier the flags describe and the parts it is made of
// (verify and reverify share it). clock: as parts.
func (f *verifierFlags) build(ctx context.Context, clock bool) (*verify.Verifier, *verifierParts, error) {
	p, err := f.parts(ctx, clock)
	if err != nil {
		return nil, nil, err
	}
	opts := []verify.Option{}
	if p.client != nil {
		opts = append(opts, verify.WithChain(p.client))
	}
	if p.collateral != nil {
		opts = append(opts, verify.WithCollateral(p.collateral))
	}
	for _, e := range p.evaluators {
		opts = append(opts, verify.WithEvaluator(e))
	}
	if *f.cross {
		opts = append(opts, verify.WithBundleHashes())
	}
	if *f.evidenceRPC != "" {
		node, err := collect.Dial(ctx, *f.evidenceRPC, collect.DialOptions{})
		if err != nil {
			return nil, nil, fmt.Errorf("--evidence-rpc: %w", err)
		}
		opts = append(opts, verify.WithEvidenceSource(node))
	}
	if *f.evidenceRepo != "" {
		opts = append(opts, verify.WithEvidenceRepo(*f.evidenceRepo))
	}
	v, err := verify.New(p.trust, opts...)
	if err != nil {
		return nil, nil, err
	}
	return v, p, nil
}

// parts resolves the trust root, the chain, collateral, bundles and the
// policy. clock: without --at, verify as of each record's verification
// (a long batch run) rather than as of now.
func (f *verifierFlags) parts(ctx context.Context, clock bool) (*verifierParts, error) {
	t, client, err := f.trustRoot(ctx)
	if err != nil {
		return nil, err
	}
	p := &verifierParts{trust: t, client: client}
	var popts []verify.PolicyOption
	defaultEvaluators := []canon.Hash{judge.EmbeddedDigest()}
	for _, b := range f.bundles {
		raw, err := readFile(b, limits.MaxBundleBytes)
		if err != nil {
			return nil, err
		}
		e, err := judge.NewEvaluator(raw, canon.Sum(raw))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", b, err)
		}
		p.evaluators = append(p.evaluators, e)
		defaultEvaluators = append(defaultEvaluators, e.Digest())
	}
	src, name, err := collateralFrom("--tee-collateral", *f.collateralDir, "--tee-pcs", *f.pcsURL)
	if err != nil {
		return nil, err
	}
	if src != nil {
		p.collateral, p.collateralName = src, name
	}
	// Options that contradict each other are refused by their flag names
	// (the library would refuse the policy too: ErrPolicyConflict).
	for _, c := range []struct {
		both bool
		a, b string
	}{
		{len(f.evaluators) > 0 && *f.anyEvaluator, "--evaluator", "--any-evaluator-unsafe"},
		{len(f.measurements) > 0 && *f.anyMeasurement, "--tee-allow", "--any-measurement-unsafe"},
		{len(f.witnessMeasurements) > 0 && *f.anyWitness, "--witness-measurement", "--any-witness-measurement-unsafe"},
	} {
		if c.both {
			return nil, fmt.Errorf("%s and %s exclude each other: give the list, or accept any", c.a, c.b)
		}
	}
	// Evaluators: explicit digests replace the defaults, and any
	// evaluator replaces a list.
	if len(f.evaluators) == 0 && !*f.anyEvaluator {
		popts = append(popts, verify.WithEvaluators(defaultEvaluators...))
	}
	for _, s := range f.evaluators {
		h, err := canon.ParseHash(s)
		if err != nil {
			return nil, fmt.Errorf("--evaluator %q: %w", s, err)
		}
		popts = append(popts, verify.WithEvaluators(h))
	}
	if *f.anyEvaluator {
		popts = append(popts, verify.AnyEvaluatorUnsafe())
	}
	at := *f.at
	if at == "" {
		at = *f.teeAt
	}
	ts, given, err := parseAt("verification time", at)
	switch {
	case err != nil:
		return nil, err
	case (!given || at == "now") && clock:
		popts = append(popts, verify.WithClock(wallClock{}))
	case !given:
		// The CLI's default, explicit: the library has none.
		popts = append(popts, verify.At(time.Now()))
	default:
		popts = append(popts, verify.At(ts))
	}
	lvl, err := parseLevel(*f.minLevel)
	if err != nil {
		return nil, err
	}
	popts = append(popts, verify.RequireLevel(lvl))
	for _, s := range f.measurements {
		h, err := canon.ParseHash(s)
		if err != nil {
			return nil, fmt.Errorf("--tee-allow %q: %w", s, err)
		}
		popts = append(popts, verify.WithMeasurements(h))
	}
	if client != nil && len(f.measurements) == 0 && !*f.anyMeasurement {
		popts = append(popts, verify.MeasurementsFromRegistry())
	}
	if *f.anyMeasurement {
		popts = append(popts, verify.AnyMeasurementUnsafe())
	}
	if *f.withoutCollateral {
		popts = append(popts, verify.WithoutCollateralUnsafe())
	}
	if *f.allowSeptVE {
		popts = append(popts, verify.AllowSeptVEUnsafe())
	}
	for _, s := range f.witnessMeasurements {
		h, err := canon.ParseHash(s)
		if err != nil {
			return nil, fmt.Errorf("--witness-measurement %q: %w", s, err)
		}
		popts = append(popts, verify.WithWitnessMeasurements(h))
	}
	if *f.anyWitness {
		popts = append(popts, verify.AnyWitnessMeasurementUnsafe())
	}
	if *f.unattestedWitness {
		popts = append(popts, verify.AllowUnattestedWitnessUnsafe())
	}
	if *f.allowTestOnly || f.cf.network == "dev" {
		// --network dev is the explicit choice of the dev chain, whose TDX
		// module and ZK keys are TEST-ONLY (results say testOnly).
		popts = append(popts, verify.AllowTestOnlyUnsafe())
	}
	p.policy = verify.NewPolicy(popts...)
	return p, nil
}

// wallClock is the machine's clock.
type wallClock struct{}

func (wallClock) Now() time.Time { return time.Now() }

func parseLevel(s string) (verify.Level, error) {
	if n, err := strconv.ParseUint(s, 10, 8); err == nil && n <= uint64(verify.LevelZKProven) {
		return verify.Level(n), nil
	}
	for l := verify.LevelNone; l <= verify.LevelZKProven; l++ {
		if strings.EqualFold(s, verify.LevelName(l)) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("--min-level %q: want 0-4 or NONE, REPRODUCIBLE, TEE_CLAIMED, TEE_VERIFIED, ZK_PROVEN", s)
}

func readTrustRoot(path string) (*verify.TrustRoot, error) {
	b, err := readFile(path, verify.MaxTrustRootBytes)
	if err != nil {
		return nil, err
	}
	t, err := verify.ParseTrustRoot(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// networkTrustRoot is the trust root of a named network, through
// verify.LoadTrustRoot (the library's one switch of network names); the
// dev chain's file must be this user's.
func networkTrustRoot(name string) (*verify.TrustRoot, error) {
	s := verify.TrustSource{Network: name}
	if name == "dev" {
		dep := devDeploymentPath()
		if dep == "" {
			return nil, errors.New("no user cache folder for the dev chain's record: set VERIJUDGE_DEV_DEPLOYMENT")
		}
		s.DevFile = devTrustPathFor(dep)
		if _, err := os.Stat(s.DevFile); errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("no dev chain running (its trust root %s does not exist): start one with 'verijudge devchain'", s.DevFile)
		}
		if err := checkOwned(s.DevFile); err != nil {
			return nil, err
		}
	}
	return verify.LoadTrustRoot(s)
}

// pcsClient fetches collateral from a PCS ("intel": Intel's) through a
// cache folder ($VERIJUDGE_PCS_CACHE, else verijudge/pcs in the user
// cache folder), which --tee-collateral reads offline.
func pcsClient(u string) *pcs.Client {
	c := &pcs.Client{Mirror: u}
	if u == "intel" {
		c.Mirror = ""
	}
	if d := os.Getenv("VERIJUDGE_PCS_CACHE"); d != "" {
		c.CacheDir = d
	} else if d, err := os.UserCacheDir(); err == nil {
		c.CacheDir = filepath.Join(d, "verijudge", "pcs")
	}
	return c
}

// testOnlyRoots reads the PEM files of --tee-root/--root flags as trust
// root entries for both TEE kinds, marked TEST-ONLY (not production
// roots), each in the window window gives it (nil: the certificate's own
// validity).
func testOnlyRoots(paths []string, window func(*x509.Certificate) verify.Window) ([]verify.Root, error) {
	if window == nil {
		window = func(c *x509.Certificate) verify.Window {
			return verify.Window{ValidFrom: c.NotBefore, ValidUntil: c.NotAfter}
		}
	}
	var out []verify.Root
	for _, p := range paths {
		certs, err := readPEMCerts(p)
		if err != nil {
			return nil, err
		}
		for _, c := range certs {
			w := window(c)
			out = append(out, verify.NewRoot(tee.KindTDX, c, true, w), verify.NewRoot(tee.KindNitro, c, true, w))
		}
	}
	return out, nil
}

// collateralFrom is the TDX collateral a folder or a PCS URL flag names
// (nil when neither is given), and how to name it.
func collateralFrom(dirFlag, dir, pcsFlag, url string) (pcs.Source, string, error) {
	switch {
	case dir != "" && url != "":
		return nil, "", fmt.Errorf("%s and %s exclude each other", dirFlag, pcsFlag)
	case dir != "":
		return pcs.Dir(dir), "dir " + dir, nil
	case url != "":
		return pcsClient(url), "pcs " + url, nil
	}
	return nil, "", nil
}

// parseAt reads a time flag: "" is not given (ok false), "now" the
// current time, else RFC 3339.
func parseAt(flag, v string) (t time.Time, ok bool, err error) {
	switch v {
	case "":
		return time.Time{}, false, nil
	case "now":
		return time.Now().UTC(), true, nil
	}
	if t, err = time.Parse(time.RFC3339, v); err != nil {
		return time.Time{}, false, fmt.Errorf("%s %q: want RFC 3339, e.g. 2026-06-01T00:00:00Z", flag, v)
	}
	return t, true, nil
}
