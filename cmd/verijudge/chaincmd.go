package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/zk"
)

func init() {
	register(&command{name: "deploy", summary: "deploy EvaluatorRegistry + JudgeVerifier and register the schemas (--rpc URL)", run: runDeploy})
	register(&command{name: "attest", summary: "attest verdict records on chain in multiAttest batches, or as one anchored batch (--anchor)", run: runAttest})
}

// chainFlags are the flags every on-chain command shares.
type chainFlags struct {
	rpc, deployment, network, keyEnv, keystore string
	timeout                                    time.Duration
	confirmations, gasLimit                    uint64
	maxFeeGwei, tipGwei                        float64
	// chainOptional: the command reads a chain only when --rpc is given
	// (trust check), so $ETH_RPC_URL does not stand in for it.
	chainOptional bool
}

func addChainFlags(fs *flag.FlagSet) *chainFlags {
	f := &chainFlags{}
	fs.StringVar(&f.rpc, "rpc", "", "JSON-RPC endpoint (http://, https://, ws://); default $ETH_RPC_URL when no --network or --offline is given")
	fs.StringVar(&f.deployment, "deployment", "", "deployment record (written by 'verijudge deploy'); default: the --network's record, else $VERIJUDGE_DEPLOYMENT")
	fs.StringVar(&f.network, "network", "", "named network: sepolia (its record says whether verijudge's contracts are deployed) or dev (the chain 'verijudge devchain' serves; --rpc defaults to its URL)")
	fs.StringVar(&f.keyEnv, "key-env", "VERIJUDGE_PRIVATE_KEY", "environment variable holding the signing key (hex); never printed")
	fs.StringVar(&f.keystore, "keystore", "", "encrypted keystore file (password in $VERIJUDGE_KEYSTORE_PASSWORD) instead of --key-env")
	fs.DurationVar(&f.timeout, "timeout", 30*time.Second, "limit for reaching the RPC endpoint and for the whole command")
	fs.Uint64Var(&f.confirmations, "confirmations", 0, "reads see the chain this many blocks below the head")
	fs.Uint64Var(&f.gasLimit, "gas-limit", 0, "gas limit per transaction (default: estimated)")
	fs.Float64Var(&f.maxFeeGwei, "max-fee", 0, "max fee per gas in gwei (default: the node's suggestion)")
	fs.Float64Var(&f.tipGwei, "max-priority-fee", 0, "max priority fee per gas in gwei (default: the node's suggestion)")
	onParsed(fs, func(given func(string) bool) error {
		// $ETH_RPC_URL (as cast reads it) stands in for --rpc, except
		// beside --offline or --network dev (whose URL is the dev
		// chain's); $VERIJUDGE_DEPLOYMENT for --deployment, except beside
		// --offline, --network or --trust, which name the deployment.
		explicit := func(names ...string) bool {
			for _, n := range names {
				if fs.Lookup(n) != nil && given(n) {
					return true
				}
			}
			return false
		}
		if explicit("offline") {
			return nil
		}
		if !given("rpc") && f.network != "dev" && !f.chainOptional {
			if u := os.Getenv(envRPC); u != "" {
				f.rpc = u
			}
		}
		if !given("deployment") && !explicit("network", "trust") {
			if d := os.Getenv(envDeployment); d != "" {
				f.deployment = d
			}
		}
		return nil
	})
	return f
}

// The environment variables that stand in for --rpc and --deployment.
const (
	envRPC        = "ETH_RPC_URL"
	envDeployment = "VERIJUDGE_DEPLOYMENT"
)

// online reports whether any flag asks for a chain.
func (f *chainFlags) online() bool { return f.rpc != "" || f.network == "dev" }

func (f *chainFlags) dial(ctx context.Context) (*chain.Client, error) {
	dep, err := f.loadDeployment()
	if err != nil {
		return nil, err
	}
	return f.dialWith(ctx, dep, false)
}

func (f *chainFlags) loadDeployment() (chain.Deployment, error) {
	path := f.deployment
	switch {
	case path != "":
	case f.network == "sepolia":
		return chain.ParseDeployment(contracts.SepoliaDeploymentJSON, "embedded sepolia.json")
	case f.network == "dev":
		p, url, err := loadDevDeployment()
		if err != nil {
			return chain.Deployment{}, err
		}
		path = p
		if f.rpc == "" {
			f.rpc = url
		}
	case f.network != "":
		return chain.Deployment{}, fmt.Errorf("unknown network %q (known: sepolia, dev; or pass --deployment FILE)", f.network)
	default:
		return chain.Deployment{}, errors.New("no deployment: pass --deployment FILE or --network sepolia|dev")
	}
	return chain.LoadDeployment(path)
}

func (f *chainFlags) dialWith(ctx context.Context, dep chain.Deployment, needKey bool) (*chain.Client, error) {
	if f.rpc == "" {
		return nil, errors.New("no --rpc endpoint")
	}
	ec, err := chain.Dial(ctx, f.rpc, f.timeout)
	if err != nil {
		return nil, err
	}
	var key *ecdsa.PrivateKey
	if needKey {
		if key, err = f.key(); err != nil {
			return nil, err
		}
	}
	c, err := chain.NewClient(ctx, ec, dep, key)
	if err != nil {
		return nil, err
	}
	c.RequireConfirmations(f.confirmations)
	c.SetGas(f.gasLimit, gwei(f.maxFeeGwei), gwei(f.tipGwei))
	return c, nil
}

// easFlags are deploy's choice of EAS.
type easFlags struct {
	eas, registry, easTx, registryTx, network string
	deployEAS                                 bool
}

// options settles which EAS a deployment uses: the given addresses, the
// named network's (the pinned eas-contracts release's, or the running dev
// chain's), a fresh one (--with-eas) or the chain id's. where says which,
// for the user. chain.Deploy then checks it on the chain.
func (f easFlags) options(chainID uint64) (o chain.DeployOptions, where string, err error) {
	given := f.eas != "" || f.registry != "" || f.easTx != "" || f.registryTx != ""
	switch {
	case f.deployEAS && (given || f.network != ""):
		return o, "", errors.New("--with-eas deploys a new EAS: it excludes --eas, --schema-registry and --network")
	case f.deployEAS:
		return chain.DeployOptions{DeployEAS: true}, "a new EAS (the Sepolia bytecode)", nil
	case given && f.network != "":
		return o, "", errors.New("--network names the EAS addresses: it excludes --eas and --schema-registry")
	case given:
		if f.eas == "" || f.registry == "" || f.easTx == "" || f.registryTx == "" {
			return o, "", errors.New("--eas, --schema-registry, --eas-creation and --schema-registry-creation go together: give all four")
		}
		e, err := parseAddress("--eas", f.eas)
		if err != nil {
			return o, "", err
		}
		r, err := parseAddress("--schema-registry", f.registry)
		if err != nil {
			return o, "", err
		}
		et, err := parseTxHash("--eas-creation", f.easTx)
		if err != nil {
			return o, "", err
		}
		rt, err := parseTxHash("--schema-registry-creation", f.registryTx)
		if err != nil {
			return o, "", err
		}
		return chain.DeployOptions{EAS: e, SchemaRegistry: r, Creations: chain.Creations{EAS: et, SchemaRegistry: rt}}, "EAS " + e.Hex() + " (given)", nil
	case f.network == "dev":
		dev, err := chain.LoadDeployment(devDeploymentPath())
		if err != nil {
			return o, "", fmt.Errorf("--network dev: %w (start one with 'verijudge devchain')", err)
		}
		return chain.DeployOptions{EAS: dev.EAS, SchemaRegistry: dev.SchemaRegistry,
			Creations: chain.Creations{EAS: dev.Creations.EAS, SchemaRegistry: dev.Creations.SchemaRegistry}}, "the dev chain's EAS " + dev.EAS.Hex(), nil
	}
	var n contracts.EASNetwork
	if f.network != "" {
		if n, err = contracts.EASNetworkByName(f.network); err != nil {
			return o, "", err
		}
		if n.ChainID != chainID {
			return o, "", fmt.Errorf("--network %s is chain %d, but --rpc is chain %d", f.network, n.ChainID, chainID)
		}
	} else {
		var ok bool
		if n, ok = contracts.EASNetworkByChainID(chainID); !ok {
			return o, "", fmt.Errorf("the eas-contracts release lists no EAS on chain %d", chainID)
		}
	}
	o = chain.DeployOptions{EAS: n.EAS, SchemaRegistry: n.SchemaRegistry}
	if n.EASDeployTransaction != "" && n.SchemaRegistryDeployTransaction != "" {
		o.Creations = chain.Creations{EAS: common.HexToHash(n.EASDeployTransaction), SchemaRegistry: common.HexToHash(n.SchemaRegistryDeployTransaction)}
	}
	return o, fmt.Sprintf("%s's EAS %s", n.Name, n.EAS.Hex()), nil
}

// parseTxHash reads a transaction hash flag: 0x and 64 hex digits.
func parseTxHash(flag, s string) (common.Hash, error) {
	h, err := canon.ParseHash(strings.ToLower(s))
	if err != nil {
		return common.Hash{}, fmt.Errorf("%s %q: not a transaction hash (0x and 64 hex digits)", flag, s)
	}
	return common.Hash(h), nil
}

// parseAddress reads an address flag: 0x and 40 hex digits, all lower
// case, all upper case, or mixed case with a valid EIP-55 checksum.
func parseAddress(flag, s string) (common.Address, error) {
	if !common.IsHexAddress(s) {
		return common.Address{}, fmt.Errorf("%s %q: not an address (40 hex digits, written 0x…)", flag, s)
	}
	a := common.HexToAddress(s)
	body := strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X")
	if body != strings.ToLower(body) && body != strings.ToUpper(body) && a.Hex()[2:] != body {
		return common.Address{}, fmt.Errorf("%s %q: the EIP-55 checksum is wrong (a typo?); write it in lowercase to skip the checksum, or use %s", flag, s, a.Hex())
	}
	return a, nil
}

// gwei converts a gwei amount to wei (nil for zero: use the node's value).
func gwei(x float64) *big.Int {
	if x <= 0 {
		return nil
	}
	w, _ := new(big.Float).Mul(big.NewFloat(x), big.NewFloat(1e9)).Int(nil)
	return w
}

// key reads the signing key from the keystore or the environment. Neither
// the key nor the password is ever printed.
func (f *chainFlags) key() (*ecdsa.PrivateKey, error) {
	if f.keystore != "" {
		b, err := readFile(f.keystore, 1<<16)
		if err != nil {
			return nil, err
		}
		k, err := keystore.DecryptKey(b, os.Getenv("VERIJUDGE_KEYSTORE_PASSWORD"))
		if err != nil {
			return nil, fmt.Errorf("keystore %s: %v (is $VERIJUDGE_KEYSTORE_PASSWORD right?)", f.keystore, err)
		}
		return k.PrivateKey, nil
	}
	hexKey := strings.TrimPrefix(strings.TrimSpace(os.Getenv(f.keyEnv)), "0x")
	if hexKey == "" {
		return nil, fmt.Errorf("no signing key: set $%s or pass --keystore", f.keyEnv)
	}
	k, err := crypto.HexToECDSA(hexKey)
	if err != nil {
		return nil, fmt.Errorf("$%s is not a hex secp256k1 private key", f.keyEnv) // not %v: never echo key material
	}
	return k, nil
}

const deployDoc = `
Deploys verijudge's EvaluatorRegistry (owned by the signing key) and
JudgeVerifier to the chain at --rpc, registers the verdict and provenance
schemas with EAS's SchemaRegistry (unless already registered), and writes
the deployment record (--out, default stdout). --allow-self allows the
signing address as attester and the embedded evaluator.

EAS and SchemaRegistry, in this order of precedence:
  --eas ADDR --schema-registry ADDR --eas-creation TX
  --schema-registry-creation TX       the given contracts and the
                                      transactions that created them;
  --network NAME                      the ones the pinned eas-contracts
                                      release lists for NAME (mainnet,
                                      sepolia, base, optimism, arbitrum,
                                      …; the chain at --rpc must be that
                                      chain), or with --network dev the
                                      running dev chain's;
  --with-eas                          deploy the Sepolia EAS bytecode
                                      (dev chains);
  neither                             the release's for the chain id
                                      --rpc reports.
Either way the chain is asked first what a trust root ('verijudge trust
init') checks later: both contracts run the code of the EAS release
verijudge verifies, computed for their addresses; their creation
transactions created them with its creation input; the EAS uses that
SchemaRegistry. Otherwise nothing is deployed. Chains whose EAS is a
predeploy of other code with no creation transaction (the OP Stack chains
Base, Optimism, Ink, Unichain, Soneium; zkSync) are listed but refused:
this release cannot verify their EAS.

It also deploys TdxQuoteVerifier, the level-3 module that verifies TDX
quotes on-chain (P-256 precompile, EIP-7951), pinned to Intel's SGX Root CA
key (--tdx-root intel, the default), to the key of a PEM certificate
(TEST-ONLY roots, dev chains only), or skips it (--tdx-root none), and
allows it to record level 3 in JudgeVerifier.

With --zk-dev (dev chains only) it deploys ZkJudgeVerifier, the level-4
module, over the Groth16 verifier of the small profile's INSECURE
development keys (and, with --allow-self, allows their program); with
--zk-keys DIR, over the Groth16 verifier of the judge.vk there (a
ceremony's keys): its code is computed from the key, the committed
template with the key's values written in, so that 'trust init' and
'verify' recompute it from the same key (allow the program with
'verijudge registry allow zk-program ID').

Exit codes: 0 deployed; 2 error (unreachable RPC, revert with its reason,
insufficient funds, ...).`

func runDeploy(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("deploy", "deploy --rpc URL [--network NAME | --eas ADDR --schema-registry ADDR --eas-creation TX --schema-registry-creation TX | --with-eas] [--allow-self] [--tdx-root PEM|intel|none] [--zk-dev | --zk-keys DIR] [--out FILE] [--json]", deployDoc, stderr, stdout)
	cf := addChainFlags(fs)
	var ef easFlags
	fs.StringVar(&ef.eas, "eas", "", "the chain's EAS contract (with --schema-registry and both creation transactions)")
	fs.StringVar(&ef.registry, "schema-registry", "", "the chain's SchemaRegistry contract (with --eas)")
	fs.StringVar(&ef.easTx, "eas-creation", "", "the transaction that created --eas (a trust root checks its creation input)")
	fs.StringVar(&ef.registryTx, "schema-registry-creation", "", "the transaction that created --schema-registry")
	asJSON := fs.Bool("json", false, "print the deployment record and what was deployed as JSON on stdout (with --out, a summary)")
	tdxRoot := fs.String("tdx-root", "intel", "root key pinned in TdxQuoteVerifier (level 3): intel (Intel's SGX Root CA), a PEM certificate file (TEST-ONLY roots on dev chains), or none")
	withEAS := fs.Bool("with-eas", false, "also deploy EAS and SchemaRegistry (the Sepolia bytecode)")
	allowSelf := fs.Bool("allow-self", false, "allow the signing address as attester and the embedded evaluator")
	out := fs.String("out", "", "write the deployment record here (default: stdout)")
	zkDev := fs.Bool("zk-dev", false, "deploy ZkJudgeVerifier (level 4) over the verifier of the small profile's INSECURE development keys (dev chains only)")
	zkKeysDir := fs.String("zk-keys", "", "deploy ZkJudgeVerifier over the Groth16 verifier of the judge.vk in this folder (a ceremony's keys; its digest is the program id)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*cf.timeout)
	defer cancel()
	if cf.network == "dev" && cf.rpc == "" {
		// The dev chain 'verijudge devchain' serves, at its URL.
		_, url, err := loadDevDeployment()
		if err != nil {
			return fail(stderr, fmt.Errorf("--network dev: %w", err), "start one with 'verijudge devchain', or pass --rpc URL")
		}
		cf.rpc = url
	}
	if cf.rpc == "" {
		return fail(stderr, errors.New("deploy needs --rpc URL (or $ETH_RPC_URL, or --network dev for the running dev chain)"), "verijudge deploy --help")
	}
	ec, err := chain.Dial(ctx, cf.rpc, cf.timeout)
	if err != nil {
		return fail(stderr, err, "check --rpc and that the node is running")
	}
	key, err := cf.key()
	if err != nil {
		return fail(stderr, err, "")
	}
	// What is for dev chains only is refused before anything is deployed.
	chainID, err := ec.ChainID(ctx)
	if err != nil {
		return fail(stderr, fmt.Errorf("%w: %v", chain.ErrRPC, err), hintFor(chain.ErrRPC))
	}
	onDevChain := chainID.Uint64() == chain.DevChainID
	// The ZK verifier, like the TDX root, is settled before anything is
	// deployed.
	var zkCode []byte
	var zkProgram canon.Hash
	devVerifier := false
	switch {
	case *zkDev && *zkKeysDir != "":
		return fail(stderr, errors.New("give --zk-dev or --zk-keys, not both"), "")
	case *zkDev:
		devVerifier = true
		if !onDevChain {
			return fail(stderr, fmt.Errorf("--zk-dev on chain %d: the INSECURE development verifier is for dev chains (id %d) only", chainID, chain.DevChainID), "use --zk-keys with keys from 'verijudge zk ceremony'")
		}
		zkProgram = canon.MustParseHash(zk.DevSmallProgramID)
	case *zkKeysDir != "":
		vk, err := zk.ReadVerifyingKey(filepath.Join(*zkKeysDir, "judge.vk"))
		if err == nil {
			zkProgram, err = zk.ProgramID(vk)
		}
		if err != nil {
			return fail(stderr, err, hintFor(err))
		}
		if !onDevChain && zk.IsDevKeysDir(*zkKeysDir, zkProgram) {
			return fail(stderr, fmt.Errorf("--zk-keys %s holds INSECURE development keys, for dev chains (id %d) only; this is chain %d", *zkKeysDir, chain.DevChainID, chainID), "use keys from 'verijudge zk ceremony'")
		}
		if zkProgram == canon.MustParseHash(zk.DevSmallProgramID) {
			// Their verifier is the committed one, locked to dev chains.
			devVerifier = true
			fmt.Fprintf(stderr, "--zk-keys %s holds the small profile's INSECURE development keys: deploying their committed verifier (as --zk-dev does; --allow-self allows their program only with --zk-dev)\n", *zkKeysDir)
			break
		}
		if zkCode, err = zk.VerifierCreation(vk); err != nil {
			return fail(stderr, fmt.Errorf("--zk-keys %s: %w", *zkKeysDir, err), hintFor(err))
		}
	}
	// The TDX root is settled before anything is deployed: a bad --tdx-root
	// must not leave a half-made deployment behind.
	var tdxKey *ecdsa.PublicKey
	if *tdxRoot != "none" {
		root := tee.IntelSGXRoot()
		if *tdxRoot != "intel" {
			certs, err := readPEMCerts(*tdxRoot)
			if err != nil {
				return fail(stderr, err, "")
			}
			root = certs[0]
		}
		pub, ok := root.PublicKey.(*ecdsa.PublicKey)
		if !ok {
			return fail(stderr, fmt.Errorf("the TDX root's key is not ECDSA"), "")
		}
		// The library's policy (a TEST-ONLY root only on dev chains), asked
		// before anything is deployed.
		if err := chain.CheckTdxRoot(chainID.Uint64(), pub); err != nil {
			return fail(stderr, fmt.Errorf("--tdx-root %s: %w", *tdxRoot, err), "use --tdx-root intel (the default) or none")
		}
		tdxKey = pub
	}
	ef.network, ef.deployEAS = cf.network, *withEAS
	opts, where, err := ef.options(chainID.Uint64())
	if err != nil {
		return fail(stderr, err, "pass --eas ADDR --schema-registry ADDR --eas-creation TX --schema-registry-creation TX, --network NAME (verijudge deploy --help), or --with-eas on a dev chain")
	}
	fmt.Fprintf(stderr, "deploying to chain %d over %s…\n", chainID, where)
	dep, err := chain.Deploy(ctx, ec, key, opts)
	if err != nil {
		return fail(stderr, err, "")
	}
	if tdxKey != nil || *allowSelf || !zkProgram.IsZero() {
		c, err := chain.NewClient(ctx, ec, dep, key)
		if err == nil && tdxKey != nil {
			_, err = c.DeployTdxVerifier(ctx, tdxKey)
		}
		if err == nil && devVerifier {
			_, err = c.DeployDevZkVerifier(ctx, zkProgram, zk.Evaluators())
		}
		if err == nil && zkCode != nil {
			_, err = c.DeployZkVerifier(ctx, zkCode, zkProgram, zk.Evaluators())
		}
		if err == nil {
			// With the modules' addresses and creation transactions.
			dep = c.Deployment()
		}
		if err == nil && *allowSelf && *zkDev {
			err = c.AllowZkProgram(ctx, zkProgram)
		}
		if err == nil && *allowSelf {
			err = c.AllowAttester(ctx, c.Address())
		}
		if err == nil && *allowSelf {
			err = c.AllowEvaluator(ctx, judge.EmbeddedDigest(), judge.EvaluatorVersion, "embedded")
		}
		if err != nil {
			return fail(stderr, err, "")
		}
	}
	b, err := dep.MarshalRecord(fmt.Sprintf("chain-%d", dep.ChainID))
	if err != nil {
		return fail(stderr, err, "")
	}
	if *out != "" {
		if err := writeAtomic(*out, b); err != nil {
			return fail(stderr, err, "")
		}
	}
	sum := summarizeDeployment(dep, crypto.PubkeyToAddress(key.PublicKey), *out)
	switch {
	case *asJSON:
		if *out == "" {
			sum.Record = json.RawMessage(b)
		}
		writeJSON(stdout, sum)
	case *out == "":
		stdout.Write(b)
	}
	if !*asJSON {
		printDeployment(stderr, sum)
	}
	return exitOK
}

// deploySummary is what deploy reports: who deployed what, where, by
// which transaction.
type deploySummary struct {
	ChainID   uint64             `json:"chainId"`
	Deployer  common.Address     `json:"deployer"`
	Contracts []deployedContract `json:"contracts"`
	Explorer  string             `json:"easExplorer,omitempty"`
	Out       string             `json:"out,omitempty"`
	// Record is the deployment record, when it is not written to --out.
	Record json.RawMessage `json:"record,omitempty"`
}

type deployedContract struct {
	Role        chain.Role     `json:"role"`
	Address     common.Address `json:"address"`
	Transaction *common.Hash   `json:"transaction,omitempty"` // nil: not created here, or not known
}

func summarizeDeployment(dep chain.Deployment, deployer common.Address, out string) deploySummary {
	s := deploySummary{ChainID: dep.ChainID, Deployer: deployer, Out: out, Explorer: contracts.EASExplorer(dep.ChainID)}
	for _, role := range chain.Roles {
		a := dep.Address(role)
		if a == (common.Address{}) {
			continue
		}
		c := deployedContract{Role: role, Address: a}
		if tx := dep.Creations.Of(role); tx != (common.Hash{}) {
			c.Transaction = &tx
		}
		s.Contracts = append(s.Contracts, c)
	}
	return s
}

func printDeployment(w io.Writer, s deploySummary) {
	fmt.Fprintf(w, "deployed on chain %d by %s\n", s.ChainID, s.Deployer.Hex())
	for _, c := range s.Contracts {
		tx := "(not created by this deployment's record)"
		if c.Transaction != nil {
			tx = "tx " + c.Transaction.Hex()
		}
		fmt.Fprintf(w, "  %-18s %s  %s\n", c.Role, c.Address.Hex(), tx)
	}
	if s.Explorer != "" {
		fmt.Fprintf(w, "attestations are listed at %s\n", s.Explorer)
	}
	if s.Out != "" {
		fmt.Fprintf(w, "wrote %s\n", s.Out)
	}
}

const attestDoc = `
Attests the verdicts of the given records on chain: all verdicts in
multiAttest batches, then all provenances (each referencing its verdict),
and writes the attestation UIDs back into each record file (atomically).
The signing address must be an allowed attester for the verdicts to reach
level 1.

Nothing is signed that verify would refuse: every record goes through
package verify first (package attester), offline, under the signer's
policy, and must be a MATCH: its trace judged again by the evaluator it
names (the embedded one, or --bundle FILE); its TEE evidence, if any,
verified (--tee-root, --tee-at, --tee-collateral or --tee-pcs,
--without-collateral-unsafe, --allow-sept-ve-unsafe as for verify) and bound
to its verdict, with a measurement the registry allows; a transcript
record's auditor bound to an allowed TD (--witness-measurement, or
--any-witness-measurement-unsafe, --unattested-witness-unsafe). Evidence
under TEST-ONLY roots needs --allow-test-only-unsafe (implied by --network
dev). The provenance names a quote and measurement only from evidence that
verified. One refused record stops the whole run before any transaction.
--unverified-unsafe attests the records as they are (the chain may then
say what no trace gives).

--anchor attests the records as one anchored batch instead: each verdict
and its provenance become EAS offchain attestations (EIP-712, in the
deployment's EAS domain), and one EAS.timestamp of the Merkle root of
their pairs (about 46k gas, whatever the number of records) anchors them
all. Each record gets its "anchor": both attestations and its inclusion
proof; verify checks them against the chain (docs/anchor.md). A FOLDER
argument stands for every *.json record in it.

Exit codes: 0 attested; 1 verify refused a record (nothing attested);
2 error (nothing is written for a failed batch).`

func runAttest(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("attest", "attest --rpc URL --deployment FILE [--anchor | --offchain] [--bundle FILE] [--tee-root PEM]... [--json] RECORD|FOLDER...", attestDoc, stderr, stdout)
	cf := addChainFlags(fs)
	unverified := fs.Bool("unverified-unsafe", false, "UNSAFE: attest without reproducing the verdicts or verifying TEE evidence")
	asJSON := fs.Bool("json", false, "print the attested records, their UIDs and explorer links, and the transactions as JSON")
	offchain := fs.Bool("offchain", false, "sign EAS offchain attestations of the verdicts (no transaction): written beside each record as NAME.offchain.json")
	anchor := fs.Bool("anchor", false, "attest all records as one anchored batch: offchain attestations and one EAS.timestamp of their Merkle root")
	var af attesterFlags
	af.register(fs)
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() == 0 {
		return fail(stderr, errors.New("attest needs at least one record"), "verijudge attest --help")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*cf.timeout)
	defer cancel()
	dep, err := cf.loadDeployment()
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	c, err := cf.dialWith(ctx, dep, true)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	paths, err := recordPaths(fs.Args())
	if err != nil {
		return fail(stderr, err, "")
	}
	var recs []*judge.Record
	for _, p := range paths {
		b, err := readFile(p, limits.MaxRecordBytes)
		if err == nil {
			var r *judge.Record
			if r, err = judge.ParseRecord(bytesReader(b)); err == nil {
				recs = append(recs, r)
			}
		}
		if err != nil {
			return fail(stderr, fmt.Errorf("%s: %w", p, err), hintFor(err))
		}
	}
	att, err := af.build(c, recs, cf.network == "dev")
	if err != nil {
		return fail(stderr, err, "verijudge attest --help")
	}
	if *offchain {
		if *unverified {
			return fail(stderr, errors.New("--offchain signs only verdicts that reproduce: it excludes --unverified-unsafe"), "")
		}
		if *anchor {
			return fail(stderr, errors.New("--offchain and --anchor exclude each other (an anchored batch is offchain attestations and one timestamp)"), "")
		}
		return attestOffchain(ctx, c, att, paths, recs, *asJSON, stdout, stderr)
	}
	if *anchor {
		if *unverified {
			return fail(stderr, errors.New("--anchor signs only verdicts that reproduce: it excludes --unverified-unsafe"), "")
		}
		return attestAnchored(ctx, c, att, paths, recs, *asJSON, stdout, stderr)
	}
	attestRecords := att.AttestRecords
	if *unverified {
		fmt.Fprintln(stderr, "verijudge: WARNING --unverified-unsafe: attesting records that were not reproduced")
		attestRecords = func(ctx context.Context, c *chain.Client, recs []*judge.Record) error {
			return attester.AttestUnverifiedUnsafe(ctx, c, recs)
		}
	}
	if err := warnIfNotAttester(ctx, c, stderr); err != nil {
		return fail(stderr, err, hintFor(err))
	}
	txs := logMined(c, stderr)
	if err := attestRecords(ctx, c, recs); err != nil {
		if errors.Is(err, attester.ErrRefused) {
			fmt.Fprintf(stderr, "verijudge: %v\n  hint: nothing was attested; 'verijudge verify --offline' with the same policy flags shows each check\n", err)
			return exitMismatch
		}
		return fail(stderr, err, hintFor(err))
	}
	explorer := contracts.EASExplorer(dep.ChainID)
	type attested struct {
		Path          string     `json:"path"`
		VerdictUID    canon.Hash `json:"verdictUid"`
		ProvenanceUID canon.Hash `json:"provenanceUid"`
		Link          string     `json:"link,omitempty"`
	}
	var done []attested
	for i, p := range paths {
		b, err := recs[i].MarshalIndent()
		if err == nil {
			err = rewrite(p, b)
		}
		if err != nil {
			return fail(stderr, err, "")
		}
		a := attested{Path: p, VerdictUID: recs[i].Attestations.VerdictUID, ProvenanceUID: recs[i].Attestations.ProvenanceUID}
		if explorer != "" {
			a.Link = explorer + "/attestation/view/" + a.VerdictUID.String()
		}
		done = append(done, a)
		if !*asJSON {
			fmt.Fprintf(stdout, "%s  verdict %s  provenance %s\n", p, a.VerdictUID, a.ProvenanceUID)
			if a.Link != "" {
				fmt.Fprintf(stdout, "  %s\n", a.Link)
			}
		}
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"chainId": dep.ChainID, "attester": c.Address(), "records": done, "transactions": *txs})
	}
	return exitOK
}

// recordPaths expands the arguments of attest: a folder stands for the
// *.json files in it (sorted; not NAME.offchain.json, which attest
// --offchain writes; regular files only), a file for itself. A folder
// with no record is an error, and so is a file named twice (also through
// a link).
func recordPaths(args []string) ([]string, error) {
	out, err := expandFolders(args)
	if err != nil {
		return nil, err
	}
	// The same file twice (a symbolic or hard link, a case alias) would
	// be signed twice and rewritten twice: compared by file identity,
	// among files of one size.
	bySize := map[int64][]int{}
	infos := make([]os.FileInfo, len(out))
	for i, p := range out {
		fi, err := os.Stat(p)
		if err != nil {
			continue // reported when it is read
		}
		infos[i] = fi
		for _, j := range bySize[fi.Size()] {
			if os.SameFile(infos[j], fi) {
				return nil, fmt.Errorf("%s and %s are the same file", out[j], p)
			}
		}
		bySize[fi.Size()] = append(bySize[fi.Size()], i)
	}
	return out, nil
}

// expandFolders expands arguments naming records: a folder stands for
// the *.json files in it (sorted; not NAME.offchain.json, which attest
// --offchain writes beside a record; regular files only), anything else
// for itself. A folder with no record is an error.
func expandFolders(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		fi, err := os.Stat(a)
		if err != nil || !fi.IsDir() {
			out = append(out, a)
			continue
		}
		ents, err := os.ReadDir(a)
		if err != nil {
			return nil, err
		}
		n := 0
		for _, e := range ents {
			name := e.Name()
			if !e.Type().IsRegular() || !strings.HasSuffix(name, ".json") || strings.HasSuffix(name, ".offchain.json") {
				continue
			}
			out = append(out, filepath.Join(a, name))
			n++
		}
		if n == 0 {
			return nil, fmt.Errorf("folder %s holds no *.json record", a)
		}
	}
	return out, nil
}

// attestAnchored is attest --anchor: one anchored batch. The records are
// written with their anchors before the root is timestamped, so that a
// failed or interrupted transaction loses no signature: the same command
// on the same records then timestamps the root they carry.
func attestAnchored(ctx context.Context, c *chain.Client, att *attester.Attester, paths []string, recs []*judge.Record, asJSON bool, stdout, stderr io.Writer) int {
	if err := warnIfNotAttester(ctx, c, stderr); err != nil {
		return fail(stderr, err, hintFor(err))
	}
	txs := logMined(c, stderr)
	root, resumed, err := att.PendingRoot(ctx, c, recs)
	switch {
	case errors.Is(err, attester.ErrRefused):
		fmt.Fprintf(stderr, "verijudge: %v\n  hint: nothing was sent\n", err)
		return exitMismatch
	case errors.Is(err, chain.ErrAlreadyAttested):
		return fail(stderr, err, "a record is attested once: verify it with 'verijudge verify', or anchor a fresh record from 'verijudge judge --record'")
	case errors.Is(err, chain.ErrPendingAnchors):
		return fail(stderr, err, "only anchors this key signed for this deployment, of the records' own verdicts, are timestamped")
	case err != nil:
		return fail(stderr, err, hintFor(err))
	}
	var failed []string
	if !resumed {
		if root, err = att.SignAnchored(ctx, c, recs); err != nil {
			switch {
			case errors.Is(err, attester.ErrRefused):
				fmt.Fprintf(stderr, "verijudge: %v\n  hint: nothing was signed or sent; re-make the record with 'verijudge judge --record', or check it with 'verijudge verify --offline'\n", err)
				return exitMismatch
			case errors.Is(err, chain.ErrAlreadyAttested):
				return fail(stderr, err, "a record is attested once: verify it with 'verijudge verify', or anchor a fresh record from 'verijudge judge --record'")
			}
			return fail(stderr, err, hintFor(err))
		}
		for i, p := range paths {
			b, err := recs[i].MarshalIndent()
			if err == nil {
				err = rewrite(p, b)
			}
			if err != nil {
				// Keep writing the others, and say which records carry no
				// anchor.
				fmt.Fprintf(stderr, "verijudge: %s: %v\n", p, err)
				failed = append(failed, p)
			}
		}
	}
	if len(failed) > 0 {
		// Nothing is timestamped for a batch not all of whose records are
		// on disk: the written ones can be resumed on their own.
		return fail(stderr, fmt.Errorf("%d of %d records could not be written (%s); root %s was not timestamped", len(failed), len(paths), strings.Join(failed, ", "), root),
			"fix the files and anchor them in a new batch; the records written carry anchors under the root: run 'verijudge attest --anchor' on those alone to timestamp it, or 'verijudge revoke' them")
	}
	batch, err := c.TimestampRoot(ctx, root)
	if err != nil {
		return fail(stderr, err, fmt.Sprintf("the records carry their anchors under root %s: run the same 'verijudge attest --anchor' on them again to timestamp it", root))
	}
	batch.Size = len(recs)
	type anchored struct {
		Path          string     `json:"path"`
		VerdictUID    canon.Hash `json:"verdictUid"`
		ProvenanceUID canon.Hash `json:"provenanceUid"`
		Index         uint64     `json:"index"`
	}
	done := []anchored{}
	for i, p := range paths {
		if slices.Contains(failed, p) {
			continue
		}
		a, err := attest.ParseAnchor(recs[i].Anchor)
		if err != nil {
			fmt.Fprintf(stderr, "verijudge: %s: %v\n", p, err)
			failed = append(failed, p)
			continue
		}
		done = append(done, anchored{Path: p, VerdictUID: canon.Hash(a.Verdict.UID), ProvenanceUID: canon.Hash(a.Provenance.UID), Index: a.Index})
		if !asJSON {
			fmt.Fprintf(stdout, "%s  leaf %d  verdict %s  provenance %s\n", p, a.Index, a.Verdict.UID, a.Provenance.UID)
		}
	}
	by := "by " + batch.Tx.Hex()
	if batch.Tx == (common.Hash{}) {
		by = "by another sender's transaction"
	}
	if asJSON {
		writeJSON(stdout, map[string]any{"chainId": c.Deployment().ChainID, "attester": c.Address(), "batch": batch, "records": done, "transactions": *txs})
	} else {
		fmt.Fprintf(stdout, "anchored %d verdicts under root %s, timestamped at %s %s (%d gas)\n", batch.Size, batch.Root,
			time.Unix(int64(batch.Timestamp), 0).UTC().Format(time.RFC3339), by, batch.GasUsed)
	}
	if len(failed) > 0 {
		return fail(stderr, fmt.Errorf("%d of %d records could not be written and carry no anchor: %s", len(failed), len(paths), strings.Join(failed, ", ")),
			"anchor them again in a new batch once the files can be written")
	}
	return exitOK
}

// warnIfNotAttester warns, before any gas is spent or anything signed,
// when the registry does not allow the signing address as an attester:
// its attestations count for level 0 only.
func warnIfNotAttester(ctx context.Context, c *chain.Client, stderr io.Writer) error {
	ok, err := c.IsAllowed(ctx, chain.KindAttester, chain.AttesterID(c.Address()))
	if err == nil && !ok {
		fmt.Fprintf(stderr, "verijudge: warning: the signing address %s is not an allowed attester in the registry: these attestations stay at level 0 until its owner runs 'verijudge registry allow attester %s'\n", c.Address().Hex(), c.Address().Hex())
	}
	return err
}

// logMined prints each transaction c has mined to w as it is mined (also
// under --json: a run that fails halfway still shows what it sent) and
// collects them, for --json.
func logMined(c *chain.Client, w io.Writer) *[]chain.Mined {
	all := []chain.Mined{}
	c.OnMined(func(m chain.Mined) {
		all = append(all, m)
		state := "ok"
		if !m.OK {
			state = "REVERTED"
		}
		fmt.Fprintf(w, "tx %s  to %s  gas %d/%d  block %d  %s\n", m.Hash.Hex(), m.To.Hex(), m.GasUsed, m.Gas, m.Block, state)
	})
	return &all
}

// writeAtomic replaces path with b without a window where it is partial
// (mode 0600: it also writes keys' notes and trust roots).
func writeAtomic(path string, b []byte) error { return writeAtomicMode(path, b, 0o600) }

// rewrite replaces the file at path with b atomically, keeping its
// permissions (0644 for a new file).
func rewrite(path string, b []byte) error {
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		mode = fi.Mode().Perm()
	}
	return writeAtomicMode(path, b, mode)
}

// writeAtomicMode writes b to a temporary file in path's folder, syncs
// it, gives it mode and renames it over path; nothing is left behind on
// failure.
func writeAtomicMode(path string, b []byte, mode os.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".verijudge-*")
	if err != nil {
		return err
	}
	err = func() error {
		if _, err := tmp.Write(b); err != nil {
			return err
		}
		if err := tmp.Chmod(mode); err != nil {
			return err
		}
		return tmp.Sync()
	}()
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
