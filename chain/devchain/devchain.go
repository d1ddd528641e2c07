// Package devchain is verijudge's embedded development chain:
// go-ethereum's simulated backend with the real Sepolia EAS and
// SchemaRegistry bytecode and verijudge's contracts, in process or served
// over loopback JSON-RPC (verijudge devchain). Its keys are public test
// keys derived from names (Key): nothing on it means anything, and
// nothing in the production package chain depends on it.
package devchain

import (
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/node"

	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/judge"
)

// Chain is the embedded development chain: an in-process go-ethereum node
// with a simulated beacon (Backend), with the real Sepolia EAS and SchemaRegistry
// bytecode, verijudge's EvaluatorRegistry and JudgeVerifier, both schemas
// registered, the owner allowed as attester and the embedded evaluator
// allowed. Its keys are public test keys: nothing on it means anything.
type Chain struct {
	Backend    *Backend
	Deployment chain.Deployment
	Owner      *ecdsa.PrivateKey // registry owner and allowed attester
	Client     *chain.Client     // signs as Owner; mines a block per transaction
}

// Key derives a well-known development key from a name. TEST-ONLY.
func Key(name string) *ecdsa.PrivateKey {
	seed := sha256.Sum256([]byte("verijudge dev chain key/" + name))
	k, err := crypto.ToECDSA(seed[:])
	if err != nil {
		panic(err) // a SHA-256 output below the curve order: cannot fail in practice
	}
	return k
}

// New starts and provisions a fresh dev chain (chain id
// chain.DevChainID). Close it when done.
func New(ctx context.Context) (*Chain, error) { return NewWithChainID(ctx, chain.DevChainID) }

// NewWithChainID is New with another chain id: a simulated chain that is
// not a dev chain, for tests of what verijudge refuses outside dev chains.
func NewWithChainID(ctx context.Context, chainID uint64) (*Chain, error) {
	owner := Key("owner")
	ownerAddr := crypto.PubkeyToAddress(owner.PublicKey)
	withID := func(_ *node.Config, ec *ethconfig.Config) {
		cfg := *ec.Genesis.Config
		cfg.ChainID = new(big.Int).SetUint64(chainID)
		ec.Genesis.Config = &cfg
		ec.NetworkId = chainID
	}
	backend, err := newBackend(types.GenesisAlloc{
		ownerAddr: {Balance: new(big.Int).Lsh(big.NewInt(1), 100)},
		crypto.PubkeyToAddress(Key("other").PublicKey): {Balance: new(big.Int).Lsh(big.NewInt(1), 100)},
	}, WithSepoliaForks, withID)
	if err != nil {
		return nil, fmt.Errorf("devchain: starting the node: %w", err)
	}
	d := &Chain{Backend: backend, Owner: owner}
	if err := d.provision(ctx); err != nil {
		backend.Close()
		return nil, fmt.Errorf("devchain: provisioning the dev chain: %w", err)
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
func (d *Chain) Close() error { return d.Backend.Close() }

// ClientFor returns a client signing with key on this chain.
func (d *Chain) ClientFor(ctx context.Context, key *ecdsa.PrivateKey) (*chain.Client, error) {
	c, err := chain.NewClient(ctx, d.Backend.Client(), d.Deployment, key)
	if err != nil {
		return nil, err
	}
	c.MineEach(func() { d.Backend.Commit() })
	return c, nil
}

func (d *Chain) provision(ctx context.Context) error {
	dep, err := chain.Deploy(ctx, d.Backend.Client(), d.Owner, chain.DeployOptions{DeployEAS: true, Mine: func() { d.Backend.Commit() }})
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
