package chain

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
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
	intel, _ := tee.IntelSGXRoot().PublicKey.(*ecdsa.PublicKey)
	if chainID != DevChainID && !root.Equal(intel) {
		return fmt.Errorf("%w: a TDX root other than Intel's SGX Root CA on chain %d", ErrDevOnly, chainID)
	}
	return nil
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
// those of v, whose verdict-hash preimage is sent with the quote. It
// returns the gas the transaction used.
func (c *Client) RecordTEELevel(ctx context.Context, verifier common.Address, verdict, provenance attest.UID, quote []byte, v *judge.Verdict) (uint64, error) {
	preimage, err := judge.VerdictPreimage(v)
	if err != nil {
		return 0, err
	}
	r, err := c.transact(ctx, verifier, bindings.NewTdxQuoteVerifier().PackVerifyAndRecord(verdict, provenance, quote, preimage))
	if err != nil {
		return 0, err
	}
	return r.GasUsed, nil
}
