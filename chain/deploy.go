package chain

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/contracts"
)

// ErrNotDeployed: the deployment record names no EvaluatorRegistry or
// JudgeVerifier (as contracts/deployments/sepolia.json says today).
var ErrNotDeployed = errors.New("chain: verijudge contracts are not deployed on this network")

// DevChainID is the chain id of dev chains (the embedded chain, geth --dev).
const DevChainID = 1337

// ErrRPC: the JSON-RPC endpoint could not be reached or did not answer.
var ErrRPC = errors.New("chain: RPC endpoint unavailable")

// MaxDeploymentBytes bounds a deployment record file (1 MiB; records are
// about 2 KiB).
const MaxDeploymentBytes = 1 << 20

// LoadDeployment reads a deployment record (contracts/deployments/*.json).
func LoadDeployment(path string) (Deployment, error) {
	f, err := os.Open(path)
	if err != nil {
		return Deployment{}, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxDeploymentBytes+1))
	if err != nil {
		return Deployment{}, err
	}
	if len(b) > MaxDeploymentBytes {
		return Deployment{}, fmt.Errorf("chain: deployment record %s is larger than %d bytes", path, MaxDeploymentBytes)
	}
	return ParseDeployment(b, path)
}

// ParseDeployment reads a deployment record's bytes; name says where they
// came from, for errors.
func ParseDeployment(b []byte, name string) (Deployment, error) {
	path := name
	// Addresses may be null: a record says so for contracts not deployed.
	var raw struct {
		ChainID                                                                 uint64
		EAS, SchemaRegistry, EvaluatorRegistry, JudgeVerifier, TdxQuoteVerifier *common.Address
		ZkJudgeVerifier                                                         *common.Address
		VerdictSchema, ProvenanceSchema                                         *attest.UID
		Creations                                                               Creations
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return Deployment{}, fmt.Errorf("chain: deployment record %s: %w", path, err)
	}
	d := Deployment{ChainID: raw.ChainID, Creations: raw.Creations}
	for dst, src := range map[*common.Address]*common.Address{&d.EAS: raw.EAS, &d.SchemaRegistry: raw.SchemaRegistry,
		&d.EvaluatorRegistry: raw.EvaluatorRegistry, &d.JudgeVerifier: raw.JudgeVerifier, &d.TdxQuoteVerifier: raw.TdxQuoteVerifier,
		&d.ZkJudgeVerifier: raw.ZkJudgeVerifier} {
		if src != nil {
			*dst = *src
		}
	}
	if raw.VerdictSchema != nil {
		d.VerdictSchema = *raw.VerdictSchema
	}
	if raw.ProvenanceSchema != nil {
		d.ProvenanceSchema = *raw.ProvenanceSchema
	}
	if d.ChainID == 0 || d.EAS == (common.Address{}) {
		return d, fmt.Errorf("chain: deployment record %s names no chain id or EAS", path)
	}
	if d.EvaluatorRegistry == (common.Address{}) || d.JudgeVerifier == (common.Address{}) || d.VerdictSchema.IsZero() {
		return d, fmt.Errorf("%w (chain %d, record %s)", ErrNotDeployed, d.ChainID, path)
	}
	return d, nil
}

// Dial connects to a JSON-RPC endpoint and checks, within timeout, that it
// answers; a dead or hanging endpoint is ErrRPC, never a verdict.
func Dial(ctx context.Context, url string, timeout time.Duration) (*ethclient.Client, error) {
	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	c, err := ethclient.DialContext(cctx, url)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrRPC, url, err)
	}
	start := time.Now()
	if _, err := c.ChainID(cctx); err != nil {
		c.Close()
		// "Did not answer within" only when it did not: a refused
		// connection fails at once and says so.
		if errors.Is(err, context.DeadlineExceeded) || cctx.Err() != nil {
			return nil, fmt.Errorf("%w: %s did not answer eth_chainId within %v: %v", ErrRPC, url, timeout, err)
		}
		return nil, fmt.Errorf("%w: %s: eth_chainId failed after %v: %v", ErrRPC, url, time.Since(start).Round(time.Millisecond), err)
	}
	return c, nil
}

// DeployOptions choose what Deploy creates.
type DeployOptions struct {
	// EAS and SchemaRegistry of the chain (Sepolia's by default); with
	// DeployEAS the Sepolia bytecode is deployed instead (dev chains).
	EAS, SchemaRegistry common.Address
	DeployEAS           bool
	// Creations names the creation transactions of EAS and SchemaRegistry
	// when they are not deployed here (Sepolia's: contracts/eas).
	Creations Creations
	// Mine, when set, seals a block after each transaction (simulated
	// chains: chain/devchain).
	Mine func()
}

// ErrNoEAS: the addresses given as EAS and SchemaRegistry are not an EAS
// deployment verijudge can build on: no code, an EAS that names another
// SchemaRegistry, code other than the EAS release verijudge verifies, or
// creation transactions that are unknown or did not create them.
var ErrNoEAS = errors.New("chain: not an EAS deployment verijudge can verify")

// checkEAS asks the chain, before anything is deployed, what
// verify.InitTrustRoot will check later: the EAS and its SchemaRegistry
// run the code of the vendored EAS release (computed for these addresses
// and this chain: the EAS's code holds its registry's address, so it uses
// that SchemaRegistry), and the named creation transactions created them
// with the release's creation input.
func checkEAS(ctx context.Context, backend Backend, dep Deployment) error {
	want, err := ExpectedCode(Deployment{ChainID: dep.ChainID, EAS: dep.EAS, SchemaRegistry: dep.SchemaRegistry}, ModuleFacts{})
	if err != nil {
		return err
	}
	creations, err := ExpectedCreation(Deployment{ChainID: dep.ChainID, EAS: dep.EAS, SchemaRegistry: dep.SchemaRegistry}, ModuleFacts{})
	if err != nil {
		return err
	}
	probe := &Client{backend: backend}
	for _, c := range []struct {
		role Role
		addr common.Address
	}{{RoleEAS, dep.EAS}, {RoleSchemaRegistry, dep.SchemaRegistry}} {
		code, err := backend.CodeAt(ctx, c.addr, nil)
		if err != nil {
			return fmt.Errorf("%w: %v", ErrRPC, err)
		}
		if len(code) == 0 {
			return fmt.Errorf("%w: no contract at %s %s on this chain", ErrNoEAS, c.role, c.addr.Hex())
		}
		if !bytes.Equal(code, want[c.role]) {
			return fmt.Errorf("%w: the %s at %s runs code other than the EAS release verijudge verifies (keccak %s, want %s): a trust root would refuse this deployment",
				ErrNoEAS, c.role, c.addr.Hex(), crypto.Keccak256Hash(code), crypto.Keccak256Hash(want[c.role]))
		}
		if err := VerifyCreation(ctx, probe, c.role, c.addr, dep.Creations.Of(c.role), creations[c.role]); err != nil {
			if errors.Is(err, ErrCreation) {
				return fmt.Errorf("%w: %w", ErrNoEAS, err)
			}
			return err
		}
	}
	return nil
}

// Deploy deploys EvaluatorRegistry (owned by key) and JudgeVerifier, and
// registers both schemas with EAS's SchemaRegistry if they are not yet.
func Deploy(ctx context.Context, backend Backend, key *ecdsa.PrivateKey, o DeployOptions) (Deployment, error) {
	id, err := backend.ChainID(ctx)
	if err != nil {
		return Deployment{}, fmt.Errorf("%w: %v", ErrRPC, err)
	}
	opts := bind.NewKeyedTransactor(key, id)
	opts.Context = ctx
	var dep Deployment
	deploy := func(name string, code, args []byte) (common.Address, error) {
		a, tx, err := deployContract(ctx, backend, opts, o.Mine, name, code, args)
		dep.Creations.set(name, tx)
		return a, err
	}
	dep = Deployment{ChainID: id.Uint64(), EAS: o.EAS, SchemaRegistry: o.SchemaRegistry,
		VerdictSchema:    attest.VerdictSchemaUID(common.Address{}, true),
		ProvenanceSchema: attest.ProvenanceSchemaUID(common.Address{}, true), Creations: o.Creations}
	if o.DeployEAS {
		reg, err := contracts.SchemaRegistry()
		if err != nil {
			return dep, err
		}
		easArt, err := contracts.EAS()
		if err != nil {
			return dep, err
		}
		if dep.SchemaRegistry, err = deploy("SchemaRegistry", reg.Code(), nil); err != nil {
			return dep, err
		}
		if dep.EAS, err = deploy("EAS", easArt.Code(), bindings.NewEAS().PackConstructor(dep.SchemaRegistry)); err != nil {
			return dep, err
		}
	}
	if dep.EAS == (common.Address{}) || dep.SchemaRegistry == (common.Address{}) {
		return dep, errors.New("chain: Deploy needs the EAS and SchemaRegistry addresses, or DeployEAS")
	}
	if !o.DeployEAS {
		// Nothing is deployed over an address that is not this chain's
		// EAS: JudgeVerifier would read attestations from it forever. And
		// nothing is deployed that a trust root could never accept (an
		// EAS of other code, or of unknown creation).
		if err := checkEAS(ctx, backend, dep); err != nil {
			return dep, err
		}
	}
	er, err := contracts.Own(contracts.EvaluatorRegistryName)
	if err != nil {
		return dep, err
	}
	jv, err := contracts.Own(contracts.JudgeVerifierName)
	if err != nil {
		return dep, err
	}
	if dep.EvaluatorRegistry, err = deploy("EvaluatorRegistry", er.Code(), bindings.NewEvaluatorRegistry().PackConstructor(crypto.PubkeyToAddress(key.PublicKey))); err != nil {
		return dep, err
	}
	if dep.JudgeVerifier, err = deploy("JudgeVerifier", jv.Code(), bindings.NewJudgeVerifier().PackConstructor(dep.EAS, dep.EvaluatorRegistry, dep.VerdictSchema, dep.ProvenanceSchema)); err != nil {
		return dep, err
	}
	c, err := NewClient(ctx, backend, dep, key)
	if err != nil {
		return dep, err
	}
	c.mine = o.Mine
	sr := bindings.NewSchemaRegistry()
	for _, s := range []string{attest.VerdictSchema, attest.ProvenanceSchema} {
		out, err := c.call(ctx, dep.SchemaRegistry, sr.PackGetSchema(attest.SchemaUID(s, common.Address{}, true)))
		if err != nil {
			return dep, fmt.Errorf("chain: getSchema: %w", err)
		}
		rec, err := sr.UnpackGetSchema(out)
		if err != nil {
			return dep, fmt.Errorf("chain: getSchema: %w", err)
		}
		if rec.Uid != ([32]byte{}) {
			continue // already registered (e.g. on Sepolia by an earlier deployment)
		}
		if _, err := c.transact(ctx, dep.SchemaRegistry, sr.PackRegister(s, common.Address{}, true)); err != nil {
			return dep, fmt.Errorf("chain: registering schema %q: %w", s, err)
		}
	}
	return dep, nil
}

// deployContract deploys code (constructor args appended) and waits for it;
// a revert is ErrReverted with its decoded reason. mine, when set, seals a
// block (simulated chains).
func deployContract(ctx context.Context, backend Backend, opts *bind.TransactOpts, mine func(), name string, code, args []byte) (common.Address, common.Hash, error) {
	a, tx, err := bind.DeployContract(opts, code, backend, args)
	if err != nil {
		if r := revertReason(err); r != nil {
			r.Deploying = name
			return a, common.Hash{}, r
		}
		return a, common.Hash{}, fmt.Errorf("chain: deploying %s: %w", name, err)
	}
	if mine != nil {
		mine()
	}
	if _, err := bind.WaitDeployed(ctx, backend, tx.Hash()); err != nil {
		return a, tx.Hash(), fmt.Errorf("chain: deploying %s: %w", name, err)
	}
	return a, tx.Hash(), nil
}

// MarshalRecord returns the deployment as a record file.
func (d Deployment) MarshalRecord(network string) ([]byte, error) {
	b, err := json.MarshalIndent(struct {
		Network string `json:"network"`
		Deployment
	}{strings.ToLower(network), d}, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
