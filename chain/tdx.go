package chain

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/contracts"
)

// Level 3 (TEE_VERIFIED): TdxQuoteVerifier checks a TDX quote on-chain from
// its bytes and records the level in JudgeVerifier (contracts/src).

// ErrDevOnly reports something made for dev chains only (a TEST-ONLY TDX
// root, the INSECURE development ZK keys) used on another chain.
var ErrDevOnly = errors.New("chain: for dev chains (chain id 1337) only")

// CheckTdxRoot is the policy for the root key a TdxQuoteVerifier pins:
// Intel's SGX Root CA key on every chain, any other P-256 key (a
// TEST-ONLY root) on dev chains only, since level 3 under a root one
// controls means nothing (ErrDevOnly).
func CheckTdxRoot(chainID uint64, root *ecdsa.PublicKey) error {
	if root == nil || root.Curve != elliptic.P256() {
		return fmt.Errorf("chain: the TDX root key must be P-256")
	}
	if chainID != DevChainID && !root.Equal(IntelSGXRootKey()) {
		return fmt.Errorf("%w: a TDX root other than Intel's SGX Root CA on chain %d", ErrDevOnly, chainID)
	}
	return nil
}

// The public key of Intel's SGX Root CA (package tee embeds the
// certificate; a test holds the two equal), which a production
// TdxQuoteVerifier pins.
const (
	intelRootX = "0ba9c4c0c0c86193a3fe23d6b02cda10a8bbd4e88e48b4458561a36e705525f5"
	intelRootY = "67918e2edc88e40d860bd0cc4ee26aacc988e505a953558c453f6b0904ae7394"
)

// IntelSGXRootKey is the key of Intel's SGX Root CA.
func IntelSGXRootKey() *ecdsa.PublicKey {
	x, _ := new(big.Int).SetString(intelRootX, 16)
	y, _ := new(big.Int).SetString(intelRootY, 16)
	return &ecdsa.PublicKey{Curve: elliptic.P256(), X: x, Y: y}
}

// DeployTdxVerifier deploys a TdxQuoteVerifier for this deployment's
// JudgeVerifier, pinned to root (Intel's SGX Root CA key; a TEST-ONLY key
// on dev chains only, CheckTdxRoot), and, as registry owner, allows it to
// record level 3.
func (c *Client) DeployTdxVerifier(ctx context.Context, root *ecdsa.PublicKey) (common.Address, error) {
	if err := CheckTdxRoot(c.chainID.Uint64(), root); err != nil {
		return common.Address{}, err
	}
	art, err := contracts.Own(contracts.TdxQuoteVerifierName)
	if err != nil {
		return common.Address{}, err
	}
	var x, y [32]byte
	root.X.FillBytes(x[:])
	root.Y.FillBytes(y[:])
	addr, err := c.deployLevelModule(ctx, contracts.TdxQuoteVerifierName, art.Code(),
		bindings.NewTdxQuoteVerifier().PackConstructor(c.dep.JudgeVerifier, x, y), 3)
	if err != nil {
		return addr, err
	}
	c.dep.TdxQuoteVerifier = addr
	return addr, nil
}

// deploy deploys one contract signed by the client's key and records its
// creation transaction under name.
func (c *Client) deploy(ctx context.Context, name string, code, args []byte) (common.Address, error) {
	opts := bind.NewKeyedTransactor(c.key, c.chainID)
	opts.Context = ctx
	a, tx, err := deployContract(ctx, c.backend, opts, c.mine, name, code, args)
	if err == nil {
		c.dep.Creations.set(name, tx)
	}
	return a, err
}

// deployLevelModule deploys a level module and, as registry owner, allows
// it to record levels up to maxLevel in JudgeVerifier.
func (c *Client) deployLevelModule(ctx context.Context, name string, code, args []byte, maxLevel uint8) (common.Address, error) {
	addr, err := c.deploy(ctx, name, code, args)
	if err != nil {
		return addr, err
	}
	return addr, c.SetLevelModule(ctx, addr, maxLevel)
}

// SetLevelModule allows module to record levels up to maxLevel in
// JudgeVerifier (0 removes it). Registry owner only.
func (c *Client) SetLevelModule(ctx context.Context, module common.Address, maxLevel uint8) error {
	_, err := c.transact(ctx, c.dep.JudgeVerifier, c.verifier.PackSetLevelModule(module, maxLevel))
	return err
}

// VerifyQuoteOnChain runs TdxQuoteVerifier.verifyQuote (a view): the
// quote's signatures and PCK chain up to the pinned root. It returns the
// measurement and report data the contract read, or ErrReverted with the
// reason.
func (c *Client) VerifyQuoteOnChain(ctx context.Context, verifier common.Address, quote []byte) (canon.Hash, []byte, error) {
	v := bindings.NewTdxQuoteVerifier()
	out, err := c.call(ctx, verifier, v.PackVerifyQuote(quote))
	if err != nil {
		return canon.Hash{}, nil, err
	}
	res, err := v.UnpackVerifyQuote(out)
	if err != nil {
		return canon.Hash{}, nil, err
	}
	return canon.Hash(res.Measurement), res.ReportData, nil
}

// RecordTEELevel sends the quote to TdxQuoteVerifier.verifyAndRecord for a
// verdict and its provenance: level 3 is recorded only if the quote verifies
// on-chain and binds that provenance (quote hash, allowed measurement,
// report data) and the verdict attestation's status, ids and class are
// those of the verdict whose verdict-hash preimage (judge.VerdictPreimage)
// is sent with the quote. It returns the gas the transaction used.
func (c *Client) RecordTEELevel(ctx context.Context, verifier common.Address, verdict, provenance attest.UID, quote, preimage []byte) (uint64, error) {
	r, err := c.transact(ctx, verifier, bindings.NewTdxQuoteVerifier().PackVerifyAndRecord(verdict, provenance, quote, preimage))
	if err != nil {
		return 0, err
	}
	return r.GasUsed, nil
}

// PCKChain is the PEM certificate chain a TDX v4 quote carries: the
// certification data (type 5) inside its QE report certification data,
// where TdxQuoteVerifier reads it. It checks only the layout.
func PCKChain(quote []byte) ([]byte, error) {
	const qeAuthLen = 770 + 384 + 64
	u16 := func(at int) int { return int(quote[at]) | int(quote[at+1])<<8 }
	if len(quote) < qeAuthLen+2 {
		return nil, errors.New("chain: a TDX quote shorter than its QE report")
	}
	at := qeAuthLen + 2 + u16(qeAuthLen)
	if len(quote) < at+6 {
		return nil, errors.New("chain: a TDX quote cut before its PCK chain")
	}
	if u16(at) != 5 {
		return nil, fmt.Errorf("chain: the quote's certification data is of type %d, not a PCK chain (5)", u16(at))
	}
	n := uint64(u16(at+2)) | uint64(u16(at+4))<<16
	if uint64(len(quote)-at-6) < n {
		return nil, errors.New("chain: a TDX quote cut inside its PCK chain")
	}
	return quote[at+6 : at+6+int(n)], nil
}

// TdxPlatform is a platform TdxQuoteVerifier.registerPlatform stored.
type TdxPlatform struct {
	ChainHash  common.Hash `json:"chainHash"`
	PlatformID canon.Hash  `json:"platformId"`
	FMSPC      [6]byte     `json:"fmspc"`
}

// RegisterTdxPlatform sends a PCK chain (PEM, as a quote carries it:
// PCKChain) to TdxQuoteVerifier.registerPlatform, which verifies it up
// to the pinned root and stores the leaf key, so that later quotes of the
// platform skip the chain. It returns what was stored and the gas used.
func (c *Client) RegisterTdxPlatform(ctx context.Context, verifier common.Address, pemChain []byte) (TdxPlatform, uint64, error) {
	v := bindings.NewTdxQuoteVerifier()
	r, err := c.transact(ctx, verifier, v.PackRegisterPlatform(pemChain))
	if err != nil {
		return TdxPlatform{}, 0, err
	}
	for _, l := range r.Logs {
		if l.Address != verifier {
			continue
		}
		if ev, err := v.UnpackPlatformRegisteredEvent(l); err == nil {
			return TdxPlatform{ChainHash: ev.ChainHash, PlatformID: canon.Hash(ev.Platform), FMSPC: ev.Fmspc}, r.GasUsed, nil
		}
	}
	return TdxPlatform{}, r.GasUsed, errors.New("chain: registerPlatform emitted no PlatformRegistered")
}

// RegisteredTdxPlatform reads what TdxQuoteVerifier stored for a PCK
// chain (ok false when it is not registered).
func (c *Client) RegisteredTdxPlatform(ctx context.Context, verifier common.Address, pemChain []byte) (p TdxPlatform, ok bool, err error) {
	v := bindings.NewTdxQuoteVerifier()
	h := crypto.Keccak256Hash(pemChain)
	out, err := c.call(ctx, verifier, v.PackPlatforms(h))
	if err != nil {
		return p, false, fmt.Errorf("chain: platforms: %w", err)
	}
	res, err := v.UnpackPlatforms(out)
	if err != nil {
		return p, false, fmt.Errorf("chain: platforms: %w", err)
	}
	if res.KeyX == ([32]byte{}) {
		return p, false, nil
	}
	return TdxPlatform{ChainHash: h, PlatformID: canon.Hash(res.Platform), FMSPC: res.Fmspc}, true, nil
}
