package verify

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	_ "embed"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/zk"
)

// InitOptions are what InitTrustRoot cannot read from the chain.
type InitOptions struct {
	// Name labels the trust root.
	Name string
	// ValidFrom starts every entry's window (required).
	ValidFrom time.Time
	// Attesters are the attesters to trust; empty: the registry's
	// allowed attesters now.
	Attesters []common.Address
	// Roots are the TEE roots; nil: Intel's SGX root and AWS Nitro's
	// (empty, non-nil: none).
	Roots []Root
	// ZKKeys are the verifying keys; the development keys are added on
	// dev chains when the deployment's ZK module uses them. The key of
	// the ZK module's program is required: its Groth16 verifier's code
	// is computed from it (zk.VerifierCreation).
	ZKKeys []ZKKey
}

// InitTrustRoot writes the trust root of the deployment c reads, computing
// rather than copying what it pins: each contract's code hash is computed
// from the committed artifacts with the constructor arguments the
// deployment implies (chain.ExpectedCodeHashes) and must equal the code on
// the chain (ErrDeployment otherwise: the deployment is not verijudge's).
func InitTrustRoot(ctx context.Context, c *chain.Client, o InitOptions) (*TrustRoot, error) {
	if o.ValidFrom.IsZero() {
		return nil, fmt.Errorf("%w: InitOptions.ValidFrom is required", ErrTrustRoot)
	}
	dep := c.Deployment()
	facts, err := c.ModuleFacts(ctx)
	if err != nil {
		return nil, err
	}
	dev := dep.ChainID == chain.DevChainID
	if dep.TdxQuoteVerifier != (common.Address{}) {
		// Level 3 under a root key the deployer holds means nothing: Intel's
		// on every chain but dev chains (chain.CheckTdxRoot).
		x, y := new(big.Int).SetBytes(facts.TdxRootKey[0][:]), new(big.Int).SetBytes(facts.TdxRootKey[1][:])
		if err := chain.CheckTdxRoot(dep.ChainID, &ecdsa.PublicKey{Curve: elliptic.P256(), X: x, Y: y}); err != nil {
			return nil, fmt.Errorf("%w: the TdxQuoteVerifier's root key: %v", ErrDeployment, err)
		}
	}
	devProgram := canon.MustParseHash(zk.DevSmallProgramID)
	if facts, err = withVerifier(facts, o.ZKKeys); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrTrustRoot, err)
	}
	if dep.ZkJudgeVerifier != (common.Address{}) {
		// The module's evaluators are in its creation input only.
		input, _, err := c.Creation(ctx, dep.Creations.ZkJudgeVerifier)
		if err != nil {
			return nil, fmt.Errorf("%w: the zkJudgeVerifier's creation: %v", ErrDeployment, err)
		}
		if facts.ZkEvaluators, err = zkEvaluatorsOf(input); err != nil {
			return nil, err
		}
	}
	want, err := chain.ExpectedCodeHashes(dep, facts)
	if err != nil && !errors.Is(err, chain.ErrCodeUnknown) {
		// A constructor that reverts on these facts (a JudgeVerifier
		// address that holds none): not verijudge's deployment.
		err = fmt.Errorf("%w: %v", ErrDeployment, err)
	}
	if err != nil {
		return nil, err
	}
	w := Window{ValidFrom: o.ValidFrom.UTC().Truncate(time.Second)}
	modules := facts
	modules.ZkVerifierContract, modules.ZkVerifierCreation = "", nil
	t := &TrustRoot{MediaType: TrustRootMediaType, Name: o.Name, ChainID: dep.ChainID, Modules: modules,
		VerdictSchema: dep.VerdictSchema, ProvenanceSchema: dep.ProvenanceSchema, Attesters: []Attester{}, Roots: o.Roots, ZKKeys: o.ZKKeys}
	addrs := roleAddresses(dep, facts)
	for _, role := range knownRoles {
		h, ok := want[role]
		if !ok {
			continue
		}
		live, err := c.CodeHash(ctx, addrs[role])
		if errors.Is(err, chain.ErrNoCode) {
			return nil, fmt.Errorf("%w: no %s at %s", ErrDeployment, role, addrs[role])
		}
		if err != nil {
			return nil, err
		}
		if live != h {
			return nil, fmt.Errorf("%w: the %s at %s has code hash %s; verijudge's, computed for this deployment, is %s", ErrDeployment, role, addrs[role], live, h)
		}
		t.Contracts = append(t.Contracts, Contract{Role: role, Address: addrs[role], CodeHash: h, CreationTx: dep.Creations.Of(role), Window: w})
	}
	if err := checkCreations(ctx, c, dep, facts); err != nil {
		return nil, err
	}
	attesters := o.Attesters
	if len(attesters) == 0 && dep.EvaluatorRegistry != (common.Address{}) {
		st, err := c.Registry(ctx, 0)
		if err != nil {
			return nil, err
		}
		for a, ok := range st.Attesters {
			if ok {
				attesters = append(attesters, a)
			}
		}
		slices.SortFunc(attesters, func(a, b common.Address) int { return a.Cmp(b) })
	}
	for _, a := range attesters {
		t.Attesters = append(t.Attesters, Attester{Address: a, Window: w})
	}
	if o.Roots == nil {
		t.Roots = ProductionRoots(w)
	}
	if dev && dep.ZkJudgeVerifier != (common.Address{}) && facts.ZkProgram == devProgram && !hasKey(t.ZKKeys, devProgram) {
		k, err := DevZKKey(w)
		if err != nil {
			return nil, err
		}
		t.ZKKeys = append(t.ZKKeys, k)
	}
	if t.ZKKeys == nil {
		t.ZKKeys = []ZKKey{}
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

func hasKey(ks []ZKKey, id canon.Hash) bool {
	return slices.ContainsFunc(ks, func(k ZKKey) bool { return k.ProgramID == id })
}

// ProductionRoots are Intel's SGX root CA (TDX) and AWS Nitro's root, in
// window w.
func ProductionRoots(w Window) []Root {
	return []Root{NewRoot(tee.KindTDX, tee.IntelSGXRoot(), false, w), NewRoot(tee.KindNitro, tee.NitroRoot(), false, w)}
}

// DevZKKey is the trust root entry of the small profile's INSECURE
// development keys.
func DevZKKey(w Window) (ZKKey, error) {
	vk, err := zk.DevSmallVerifyingKey()
	if err != nil {
		return ZKKey{}, err
	}
	b, err := zk.VerifyingKeyBytes(vk)
	if err != nil {
		return ZKKey{}, err
	}
	return NewZKKey(zk.Small.Name, b, true, w)
}

// sepoliaJSON is trustroots/sepolia.json (go generate ./verify computes
// it; TestSepoliaTrustRootCurrent holds it to the computation).
//
//go:embed trustroots/sepolia.json
var sepoliaJSON []byte

// Sepolia returns the trust root of what is deployed on Sepolia: EAS and
// SchemaRegistry at their public addresses, with the code hashes computed
// from the vendored creation code run at those addresses on Sepolia's
// chain id, and the production TEE roots. verijudge's own contracts are
// not deployed there yet, so it names no JudgeVerifier: a verifier with
// it checks the EAS deployment and refuses to report levels.
func Sepolia() (*TrustRoot, error) { return ParseTrustRoot(sepoliaJSON) }

// SepoliaValidFrom starts the Sepolia entries' windows: before EAS's
// Sepolia deployment.
var sepoliaValidFrom = time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)

// ComputeSepolia computes the Sepolia trust root from the vendored
// artifacts (what trustroots/sepolia.json holds).
func ComputeSepolia() (*TrustRoot, error) {
	dep := chain.Deployment{ChainID: contracts.SepoliaChainID, EAS: contracts.SepoliaEAS, SchemaRegistry: contracts.SepoliaSchemaRegistry}
	want, err := chain.ExpectedCodeHashes(dep, chain.ModuleFacts{})
	if err != nil {
		return nil, err
	}
	eas, err := contracts.EAS()
	if err != nil {
		return nil, err
	}
	reg, err := contracts.SchemaRegistry()
	if err != nil {
		return nil, err
	}
	w := Window{ValidFrom: sepoliaValidFrom}
	t := &TrustRoot{MediaType: TrustRootMediaType, Name: "sepolia", ChainID: dep.ChainID,
		Contracts: []Contract{
			{Role: chain.RoleEAS, Address: dep.EAS, CodeHash: want[chain.RoleEAS], CreationTx: eas.DeployTransaction, Window: w},
			{Role: chain.RoleSchemaRegistry, Address: dep.SchemaRegistry, CodeHash: want[chain.RoleSchemaRegistry], CreationTx: reg.DeployTransaction, Window: w},
		},
		Attesters: []Attester{}, Roots: ProductionRoots(w), ZKKeys: []ZKKey{}}
	return t, t.Validate()
}
