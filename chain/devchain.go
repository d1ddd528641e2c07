package chain

import (
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"

	"github.com/verijudge/verijudge/judge"
)

// DevChain is the embedded development chain: go-ethereum's simulated
// backend, in process, with the real Sepolia EAS and SchemaRegistry
// bytecode, verijudge's EvaluatorRegistry and JudgeVerifier, both schemas
// registered, the owner allowed as attester and the embedded evaluator
// allowed. Its keys are public test keys: nothing on it means anything.
type DevChain struct {
	Backend    *simulated.Backend
	Deployment Deployment
	Owner      *ecdsa.PrivateKey // registry owner and allowed attester
	Client     *Client           // signs as Owner; mines a block per transaction
}

// DevKey derives a well-known development key from a name. TEST-ONLY.
func DevKey(name string) *ecdsa.PrivateKey {
	seed := sha256.Sum256([]byte("verijudge dev chain key/" + name))
	k, err := crypto.ToECDSA(seed[:])
	if err != nil {
		panic(err) // a SHA-256 output below the curve order: cannot fail in practice
	}
	return k
}

// NewDevChain starts and provisions a fresh dev chain. Close it when done.
func NewDevChain(ctx context.Context) (*DevChain, error) { return newSimChain(ctx, DevChainID) }

// newSimChain is NewDevChain with another chain id (tests of what is
// refused outside dev chains).
func newSimChain(ctx context.Context, chainID uint64) (*DevChain, error) {
	owner := DevKey("owner")
	ownerAddr := crypto.PubkeyToAddress(owner.PublicKey)
	withID := func(_ *node.Config, ec *ethconfig.Config) {
		cfg := *ec.Genesis.Config
		cfg.ChainID = new(big.Int).SetUint64(chainID)
		ec.Genesis.Config = &cfg
		ec.NetworkId = chainID
	}
	backend := simulated.NewBackend(types.GenesisAlloc{
		ownerAddr: {Balance: new(big.Int).Lsh(big.NewInt(1), 100)},
		crypto.PubkeyToAddress(DevKey("other").PublicKey): {Balance: new(big.Int).Lsh(big.NewInt(1), 100)},
	}, WithSepoliaForks, withID)
	d := &DevChain{Backend: backend, Owner: owner}
	if err := d.provision(ctx); err != nil {
		backend.Close()
		return nil, fmt.Errorf("chain: provisioning the dev chain: %w", err)
	}
	return d, nil
}

// WithSepoliaForks configures a simulated backend with the forks live on
// Sepolia (through Osaka, "Fusaka": the P-256 precompile of EIP-7951 and the
// 2^24 per-transaction gas cap of EIP-7825), not go-ethereum's default dev
// set, which also enables forks still in development and their gas prices.
func WithSepoliaForks(_ *node.Config, ec *ethconfig.Config) {
	cfg := *ec.Genesis.Config
	cfg.AmsterdamTime, cfg.BogotaTime, cfg.UBTTime = nil, nil, nil
	ec.Genesis.Config = &cfg
}

// Close stops the chain.
func (d *DevChain) Close() error { return d.Backend.Close() }

// ClientFor returns a client signing with key on this chain.
func (d *DevChain) ClientFor(ctx context.Context, key *ecdsa.PrivateKey) (*Client, error) {
	c, err := NewClient(ctx, d.Backend.Client(), d.Deployment, key)
	if err != nil {
		return nil, err
	}
	c.mine = func() { d.Backend.Commit() }
	return c, nil
}

func (d *DevChain) provision(ctx context.Context) error {
	dep, err := Deploy(ctx, d.Backend.Client(), d.Owner, DeployOptions{DeployEAS: true, mine: func() { d.Backend.Commit() }})
	if err != nil {
		return err
	}
	d.Deployment = dep
	if d.Client, err = d.ClientFor(ctx, d.Owner); err != nil {
		return err
	}
	if err := d.Client.AllowAttester(ctx, crypto.PubkeyToAddress(d.Owner.PublicKey)); err != nil {
		return err
	}
	return d.Client.AllowEvaluator(ctx, judge.EmbeddedDigest(), judge.EvaluatorVersion, "embedded")
}

func callMsg(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}
