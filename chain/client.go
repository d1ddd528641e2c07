package chain

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/contracts"
	"github.com/verijudge/verijudge/internal/vouch"
)

// Deployment names the contracts verijudge uses on one chain.
type Deployment struct {
	ChainID           uint64         `json:"chainId"`
	EAS               common.Address `json:"eas"`
	SchemaRegistry    common.Address `json:"schemaRegistry"`
	EvaluatorRegistry common.Address `json:"evaluatorRegistry"`
	JudgeVerifier     common.Address `json:"judgeVerifier"`
	VerdictSchema     attest.UID     `json:"verdictSchema"`
	ProvenanceSchema  attest.UID     `json:"provenanceSchema"`
	// TdxQuoteVerifier is the level-3 module (zero when not deployed).
	TdxQuoteVerifier common.Address `json:"tdxQuoteVerifier,omitempty"`
	// ZkJudgeVerifier is the level-4 module (zero when not deployed).
	ZkJudgeVerifier common.Address `json:"zkJudgeVerifier,omitempty"`
	// Creations are the transactions that created each contract: a
	// contract's runtime code does not show what its constructor wrote to
	// storage, its creation input does (verify.InitTrustRoot checks it).
	Creations Creations `json:"creations,omitzero"`
}

// Creations are the creation transactions of a deployment's contracts,
// by role (zero: not known).
type Creations struct {
	EAS               common.Hash `json:"eas,omitzero"`
	SchemaRegistry    common.Hash `json:"schemaRegistry,omitzero"`
	EvaluatorRegistry common.Hash `json:"evaluatorRegistry,omitzero"`
	JudgeVerifier     common.Hash `json:"judgeVerifier,omitzero"`
	TdxQuoteVerifier  common.Hash `json:"tdxQuoteVerifier,omitzero"`
	ZkJudgeVerifier   common.Hash `json:"zkJudgeVerifier,omitzero"`
	ZkGroth16Verifier common.Hash `json:"zkGroth16Verifier,omitzero"`
}

// Of returns the creation transaction of a role (Role*).
func (c Creations) Of(role Role) common.Hash {
	switch role {
	case RoleEAS:
		return c.EAS
	case RoleSchemaRegistry:
		return c.SchemaRegistry
	case RoleEvaluatorRegistry:
		return c.EvaluatorRegistry
	case RoleJudgeVerifier:
		return c.JudgeVerifier
	case RoleTdxQuoteVerifier:
		return c.TdxQuoteVerifier
	case RoleZkJudgeVerifier:
		return c.ZkJudgeVerifier
	case RoleZkGroth16Verifier:
		return c.ZkGroth16Verifier
	}
	return common.Hash{}
}

// set records a creation by contract name or role.
func (c *Creations) set(name string, tx common.Hash) {
	switch Role(name) {
	case "EAS", RoleEAS:
		c.EAS = tx
	case "SchemaRegistry", RoleSchemaRegistry:
		c.SchemaRegistry = tx
	case "EvaluatorRegistry", RoleEvaluatorRegistry:
		c.EvaluatorRegistry = tx
	case "JudgeVerifier", RoleJudgeVerifier:
		c.JudgeVerifier = tx
	case contracts.TdxQuoteVerifierName, RoleTdxQuoteVerifier:
		c.TdxQuoteVerifier = tx
	case contracts.ZkJudgeVerifierName, RoleZkJudgeVerifier:
		c.ZkJudgeVerifier = tx
	case "Groth16 verifier", RoleZkGroth16Verifier:
		c.ZkGroth16Verifier = tx
	}
}

// Backend is what the client needs from a chain connection: an
// *ethclient.Client (JSON-RPC) or the simulated backend's client.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
	ChainID(ctx context.Context) (*big.Int, error)
	TransactionByHash(ctx context.Context, hash common.Hash) (tx *types.Transaction, isPending bool, err error)
}

// Errors of the client.
var (
	ErrReverted      = errors.New("chain: transaction reverted")
	ErrWrongChain    = errors.New("chain: connected to a different chain than the deployment")
	ErrNoAttestation = errors.New("chain: attestation not found")
	ErrUnconfirmed   = errors.New("chain: not enough confirmations")
)

// Client writes and reads verijudge attestations on one deployment.
type Client struct {
	backend Backend
	dep     Deployment
	key     *ecdsa.PrivateKey // nil for a read-only client
	chainID *big.Int
	// mine, when set, seals a block after each transaction (simulated chains).
	mine func()
	// confirmations: reads see the chain as of head - confirmations.
	confirmations uint64
	// gas settings for transactions (zero: the node's suggestions).
	gasLimit       uint64
	maxFee, tipCap *big.Int

	eas      *bindings.EAS
	verifier *bindings.JudgeVerifier
	registry *bindings.EvaluatorRegistry

	// mined, when set, hears of every transaction this client had mined.
	mined func(Mined)
}

// Mined is a transaction a client had mined: what a user wants to see
// (the hash to look up, where it went, what it cost, whether it held).
type Mined struct {
	Hash    common.Hash    `json:"hash"`
	To      common.Address `json:"to"`
	GasUsed uint64         `json:"gasUsed"`
	Gas     uint64         `json:"gasLimit"`
	Block   uint64         `json:"block"`
	OK      bool           `json:"ok"`
}

// OnMined has f called with every transaction this client has mined from
// now on, succeeded or reverted (the CLI prints them).
func (c *Client) OnMined(f func(Mined)) { c.mined = f }

// NewClient connects to dep over backend. key signs transactions; it may be
// nil for reading only. The backend's chain id must be the deployment's.
func NewClient(ctx context.Context, backend Backend, dep Deployment, key *ecdsa.PrivateKey) (*Client, error) {
	id, err := backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain: reading chain id: %w", err)
	}
	if id.Uint64() != dep.ChainID {
		return nil, fmt.Errorf("%w: node says %d, deployment is for %d", ErrWrongChain, id, dep.ChainID)
	}
	return &Client{backend: backend, dep: dep, key: key, chainID: id,
		eas: bindings.NewEAS(), verifier: bindings.NewJudgeVerifier(), registry: bindings.NewEvaluatorRegistry()}, nil
}

// ReadOnly returns a client that reads dep over c's connection, without a
// key (dep must be on c's chain).
func (c *Client) ReadOnly(dep Deployment) (*Client, error) {
	if dep.ChainID != c.chainID.Uint64() {
		return nil, fmt.Errorf("%w: connected to %d, deployment is for %d", ErrWrongChain, c.chainID, dep.ChainID)
	}
	r := *c
	r.dep, r.key, r.mine = dep, nil, nil
	return &r, nil
}

// MineEach makes the client call mine after each transaction it sends
// (simulated chains seal a block then: chain/devchain).
func (c *Client) MineEach(mine func()) { c.mine = mine }

// DeployCode deploys code (constructor arguments appended) signed by the
// client's key and waits for it; name labels errors. For contracts the
// package has no deploy helper for (tests, exported verifiers).
func (c *Client) DeployCode(ctx context.Context, name string, code, args []byte) (common.Address, error) {
	return c.deploy(ctx, name, code, args)
}

func callMsg(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}

// SetGas fixes the gas limit and EIP-1559 fee caps of the client's
// transactions; zero values leave them to the node's estimates.
func (c *Client) SetGas(limit uint64, maxFeePerGas, maxPriorityFeePerGas *big.Int) {
	c.gasLimit, c.maxFee, c.tipCap = limit, maxFeePerGas, maxPriorityFeePerGas
}

// RequireConfirmations makes every read see the chain as it was n blocks
// below the head, so an attestation counts only once n blocks build on it.
func (c *Client) RequireConfirmations(n uint64) { c.confirmations = n }

// Deployment returns the deployment the client uses.
func (c *Client) Deployment() Deployment { return c.dep }

// Address is the client's signing address (zero when read-only).
func (c *Client) Address() common.Address {
	if c.key == nil {
		return common.Address{}
	}
	return crypto.PubkeyToAddress(c.key.PublicKey)
}

func (c *Client) transact(ctx context.Context, to common.Address, data []byte) (*types.Receipt, error) {
	if c.key == nil {
		return nil, errors.New("chain: read-only client cannot send transactions")
	}
	opts := bind.NewKeyedTransactor(c.key, c.chainID)
	opts.Context = ctx
	opts.GasLimit, opts.GasFeeCap, opts.GasTipCap = c.gasLimit, c.maxFee, c.tipCap
	var tx *types.Transaction
	var err error
	if opts.GasLimit == 0 {
		// The node's estimate is the least gas with which the call
		// succeeds in its simulation; a transaction that frees storage
		// (re-allowing an evaluator with a shorter URI) can need more
		// than that before its refund. A margin, capped at the block's
		// gas limit and the per-transaction limit (EIP-7825).
		est, eerr := c.backend.EstimateGas(ctx, ethereum.CallMsg{From: opts.From, To: &to, Data: data})
		if eerr != nil {
			return nil, refused(eerr, to, "estimating gas for")
		}
		limit := uint64(maxTxGas)
		if h, herr := c.backend.HeaderByNumber(ctx, nil); herr == nil && h.GasLimit > 0 {
			limit = min(limit, h.GasLimit)
		}
		if est > limit {
			return nil, fmt.Errorf("chain: the transaction to %s needs about %d gas, more than a transaction may use here (%d)", to, est, limit)
		}
		opts.GasLimit = min(est+est/4+20_000, limit)
	}
	for attempt := 0; attempt < 3; attempt++ {
		// A nonce taken by another transaction of the same key (a
		// concurrent sender) is retried with a fresh pending nonce.
		if tx, err = bind.Transact(c.eas.Instance(c.backend, to), opts, data); err == nil || !nonceConflict(err) {
			break
		}
	}
	if err != nil {
		return nil, refused(err, to, "sending to")
	}
	if c.mine != nil {
		c.mine()
	}
	r, err := bind.WaitMined(ctx, c.backend, tx.Hash())
	if err != nil {
		return nil, fmt.Errorf("chain: waiting for %s: %w", tx.Hash(), err)
	}
	if c.mined != nil {
		var block uint64
		if r.BlockNumber != nil {
			block = r.BlockNumber.Uint64()
		}
		c.mined(Mined{Hash: tx.Hash(), To: to, GasUsed: r.GasUsed, Gas: tx.Gas(), Block: block, OK: r.Status == types.ReceiptStatusSuccessful})
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return r, c.whyReverted(ctx, tx, r, opts.From, to, data)
	}
	return r, nil
}

// refused is the error of a transaction the node refused before mining
// it: the contract's decoded revert (to the contract at to), or the
// node's own message.
func refused(err error, to common.Address, doing string) error {
	if r := revertReason(err); r != nil {
		r.To = to
		return r
	}
	return fmt.Errorf("chain: %s %s: %w", doing, to, err)
}

// maxTxGas is the per-transaction gas cap (EIP-7825, live on Sepolia).
const maxTxGas = 1 << 24

// whyReverted says why a mined transaction failed: out of gas (it used
// its whole limit), or the contract's own error, found by replaying the
// call on the state before its block, as cast does.
func (c *Client) whyReverted(ctx context.Context, tx *types.Transaction, r *types.Receipt, from, to common.Address, data []byte) error {
	if r.GasUsed >= tx.Gas() {
		return fmt.Errorf("%w: %s ran out of gas (it used all %d of its limit): pass a larger --gas-limit", ErrReverted, tx.Hash(), tx.Gas())
	}
	var at *big.Int
	if r.BlockNumber != nil && r.BlockNumber.Sign() > 0 {
		at = new(big.Int).Sub(r.BlockNumber, big.NewInt(1))
	}
	_, err := c.backend.CallContract(ctx, ethereum.CallMsg{From: from, To: &to, Data: data, Gas: tx.Gas()}, at)
	if err == nil {
		return fmt.Errorf("%w: %s (replayed on the state before its block it does not revert: an earlier transaction of the block changed the state)", ErrReverted, tx.Hash())
	}
	if rr := revertReason(err); rr != nil {
		// The reason on the state before the block: the transaction's own,
		// unless an earlier one in its block changed what it read.
		rr.To, rr.Tx = to, tx.Hash()
		return rr
	}
	return fmt.Errorf("%w: %s (its reason could not be read by replaying it: %v)", ErrReverted, tx.Hash(), err)
}

// Reads retry transient failures (a dropped connection, a timeout) with
// exponential backoff; a revert or a cancelled context is not retried.
const (
	readAttempts = 4
	readBackoff  = 250 * time.Millisecond
)

func (c *Client) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	var err error
	wait := readBackoff
	for attempt := 1; ; attempt++ {
		var out []byte
		at, berr := c.readBlock(ctx)
		if errors.Is(berr, ErrUnconfirmed) {
			return nil, berr
		}
		if err = berr; err == nil {
			if out, err = c.backend.CallContract(ctx, callMsg(to, data), at); err == nil {
				return out, nil
			}
		}
		if revertReason(err) != nil || ctx.Err() != nil || attempt == readAttempts {
			break
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(wait):
		}
		wait *= 2
	}
	if r := revertReason(err); r != nil {
		return nil, r
	}
	return nil, fmt.Errorf("%w: %v", ErrRPC, err)
}

// readBlock is the block reads use: nil (latest) or head - confirmations.
func (c *Client) readBlock(ctx context.Context) (*big.Int, error) {
	if c.confirmations == 0 {
		return nil, nil
	}
	h, err := c.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	n := h.Number.Uint64()
	if n < c.confirmations {
		return nil, fmt.Errorf("%w: head is block %d, fewer than the %d confirmations required", ErrUnconfirmed, n, c.confirmations)
	}
	return new(big.Int).SetUint64(n - c.confirmations), nil
}

// ErrUnchecked: a write path was given something package vouch did not
// seal. chain itself never decides what deserves a signature: every
// verijudge write path goes through package attester, whose check is
// package verify's Verify (MATCH only).
var ErrUnchecked = errors.New("chain: nothing checked the verdicts before signing: attest through package attester")

// Attested names one verdict's two attestations.
type Attested struct {
	Verdict    attest.UID `json:"verdictUID"`
	Provenance attest.UID `json:"provenanceUID"`
}

// checkTokens fails closed on an empty list or a token vouch did not make.
func checkTokens(toks []vouch.Token) error {
	if len(toks) == 0 {
		return errors.New("chain: no verdicts to sign")
	}
	for i, t := range toks {
		if !t.Valid() {
			return fmt.Errorf("%w (item %d)", ErrUnchecked, i)
		}
	}
	return nil
}

// AttestVerdicts attests each token's verdict data with multiAttest (one
// transaction per MaxBatch verdicts), then its provenance data
// (refUID = the verdict attestation) the same way, and returns the UIDs,
// in the tokens' order. The tokens are package attester's: data of a
// record package verify found a MATCH (ErrUnchecked otherwise).
func (c *Client) AttestVerdicts(ctx context.Context, toks []vouch.Token) ([]Attested, error) {
	if err := checkTokens(toks); err != nil {
		return nil, err
	}
	// Everything is encoded before the first transaction.
	items := make([]attest.BatchItem, len(toks))
	verdicts := make([]bindings.AttestationRequestData, len(toks))
	for i, t := range toks {
		var err error
		if items[i], err = encodeToken(t); err != nil {
			return nil, err
		}
		verdicts[i] = bindings.AttestationRequestData{Revocable: true, Data: items[i].Verdict, Value: new(big.Int)}
	}
	vuids, err := c.multiAttest(ctx, c.dep.VerdictSchema, verdicts)
	if err != nil {
		return nil, fmt.Errorf("chain: attesting %d verdicts: %w", len(toks), err)
	}
	provs := make([]bindings.AttestationRequestData, len(toks))
	for i := range toks {
		provs[i] = bindings.AttestationRequestData{Revocable: true, RefUID: vuids[i], Data: items[i].Provenance, Value: new(big.Int)}
	}
	puids, err := c.multiAttest(ctx, c.dep.ProvenanceSchema, provs)
	if err != nil {
		return nil, fmt.Errorf("chain: attesting %d provenances: %w", len(toks), err)
	}
	out := make([]Attested, len(toks))
	for i := range toks {
		out[i] = Attested{Verdict: vuids[i], Provenance: puids[i]}
	}
	return out, nil
}

// MaxBatch is the most attestations sent in one multiAttest transaction:
// since EIP-7825 a transaction may use at most 2^24 gas, and one verdict
// attestation costs ~500k gas (EAS stores the data), so 25 stay well under.
const MaxBatch = 25

func (c *Client) multiAttest(ctx context.Context, schema attest.UID, reqs []bindings.AttestationRequestData) ([]attest.UID, error) {
	var uids []attest.UID
	for start := 0; start < len(reqs); start += MaxBatch {
		part, err := c.multiAttestOnce(ctx, schema, reqs[start:min(start+MaxBatch, len(reqs))])
		if err != nil {
			return nil, err
		}
		uids = append(uids, part...)
	}
	return uids, nil
}

func (c *Client) multiAttestOnce(ctx context.Context, schema attest.UID, reqs []bindings.AttestationRequestData) ([]attest.UID, error) {
	r, err := c.transact(ctx, c.dep.EAS, c.eas.PackMultiAttest([]bindings.MultiAttestationRequest{{Schema: schema, Data: reqs}}))
	if err != nil {
		return nil, err
	}
	var uids []attest.UID
	for _, l := range r.Logs {
		if l.Address != c.dep.EAS {
			continue // only EAS's own Attested events count
		}
		if ev, err := c.eas.UnpackAttestedEvent(l); err == nil {
			uids = append(uids, attest.UID(ev.Uid))
		}
	}
	if len(uids) != len(reqs) {
		return nil, fmt.Errorf("chain: %d Attested events for %d requests", len(uids), len(reqs))
	}
	return uids, nil
}

// AttestProvenanceUnsafe attests one provenance for the verdict
// attestation ref with the data given, checking nothing (for tests of what
// the contracts refuse; AttestRecords is the checked path).
func (c *Client) AttestProvenanceUnsafe(ctx context.Context, ref attest.UID, p attest.ProvenanceData) (attest.UID, error) {
	data, err := p.Encode()
	if err != nil {
		return attest.UID{}, err
	}
	uids, err := c.multiAttest(ctx, c.dep.ProvenanceSchema, []bindings.AttestationRequestData{{Revocable: true, RefUID: ref, Data: data, Value: new(big.Int)}})
	if err != nil {
		return attest.UID{}, err
	}
	return uids[0], nil
}

// RevokeAttestation revokes an attestation of the given schema.
func (c *Client) RevokeAttestation(ctx context.Context, schema, uid attest.UID) error {
	_, err := c.transact(ctx, c.dep.EAS, c.eas.PackRevoke(bindings.RevocationRequest{Schema: schema,
		Data: bindings.RevocationRequestData{Uid: uid, Value: new(big.Int)}}))
	return err
}

// SignOffchain signs an EAS offchain attestation (version 2, revocable)
// of each token's verdict data under the deployment's verdict schema,
// timed at, with a fresh salt. Nothing is sent.
func (c *Client) SignOffchain(ctx context.Context, toks []vouch.Token, at time.Time) ([]*attest.OffchainAttestation, error) {
	if c.key == nil {
		return nil, errors.New("chain: a read-only client cannot sign")
	}
	if err := checkTokens(toks); err != nil {
		return nil, err
	}
	d, err := c.OffchainDomain(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*attest.OffchainAttestation, 0, len(toks))
	for _, t := range toks {
		data, err := t.Verdict().Encode()
		if err != nil {
			return nil, err
		}
		var salt attest.UID
		if _, err := rand.Read(salt[:]); err != nil {
			return nil, err
		}
		a, err := attest.SignOffchain(d, attest.OffchainMessage{Version: 2, Schema: c.dep.VerdictSchema,
			Time: uint64(at.Unix()), Revocable: true, Data: data, Salt: salt}, c.key)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

// EASVersion is the EAS contract's VERSION() (version() from EAS 1.2), the version of the EIP-712
// domain its offchain attestations are signed in.
func (c *Client) EASVersion(ctx context.Context) (string, error) {
	out, err := c.call(ctx, c.dep.EAS, c.eas.PackVERSION())
	if errors.Is(err, ErrReverted) {
		// EAS from 1.2 names it version(), as JudgeVerifier's
		// constructor reads it too.
		out, err = c.call(ctx, c.dep.EAS, crypto.Keccak256([]byte("version()"))[:4])
	}
	if err != nil {
		return "", fmt.Errorf("chain: EAS VERSION: %w", err)
	}
	return c.eas.UnpackVERSION(out)
}

// OffchainDomain is the EIP-712 domain offchain attestations for this
// deployment's EAS are signed in.
func (c *Client) OffchainDomain(ctx context.Context) (attest.OffchainDomain, error) {
	v, err := c.EASVersion(ctx)
	if err != nil {
		return attest.OffchainDomain{}, err
	}
	return attest.OffchainDomain{Version: v, ChainID: c.dep.ChainID, EAS: c.dep.EAS}, nil
}

// RevokeOffchain records on chain, with EAS's revokeOffchain, that the
// signer revokes the offchain attestation uid (EAS timestamps it).
func (c *Client) RevokeOffchain(ctx context.Context, uid attest.UID) error {
	_, err := c.transact(ctx, c.dep.EAS, c.eas.PackRevokeOffchain(uid))
	return err
}

// OffchainRevoked is when revoker revoked the offchain attestation uid
// with EAS's revokeOffchain (0: not revoked).
func (c *Client) OffchainRevoked(ctx context.Context, revoker common.Address, uid attest.UID) (uint64, error) {
	out, err := c.call(ctx, c.dep.EAS, c.eas.PackGetRevokeOffchain(revoker, uid))
	if err != nil {
		return 0, fmt.Errorf("chain: getRevokeOffchain: %w", err)
	}
	return c.eas.UnpackGetRevokeOffchain(out)
}

// Attestation reads an attestation; ErrNoAttestation when EAS has none.
func (c *Client) Attestation(ctx context.Context, uid attest.UID) (bindings.Attestation, error) {
	out, err := c.call(ctx, c.dep.EAS, c.eas.PackGetAttestation(uid))
	if err != nil {
		return bindings.Attestation{}, fmt.Errorf("chain: getAttestation: %w", err)
	}
	a, err := c.eas.UnpackGetAttestation(out)
	if err != nil {
		return bindings.Attestation{}, fmt.Errorf("chain: getAttestation: %w", err)
	}
	if a.Uid == ([32]byte{}) {
		return a, fmt.Errorf("%w: %s", ErrNoAttestation, uid)
	}
	return a, nil
}

// CheckVerdict asks JudgeVerifier for the trust level and reason.
func (c *Client) CheckVerdict(ctx context.Context, verdict, provenance attest.UID) (level, reason uint8, err error) {
	out, err := c.call(ctx, c.dep.JudgeVerifier, c.verifier.PackCheckVerdict(verdict, provenance))
	if err != nil {
		return 0, 0, fmt.Errorf("chain: checkVerdict: %w", err)
	}
	res, err := c.verifier.UnpackCheckVerdict(out)
	if err != nil {
		return 0, 0, fmt.Errorf("chain: checkVerdict: %w", err)
	}
	return res.Level, res.Reason, nil
}

// CheckVerdictBound is CheckVerdict that also requires the verdict
// attestation to be the verdict of preimage (its verdict-hash preimage):
// sha256(preimage) is the attested hash and its ids, status and class are
// the attestation's (else level 0, PREIMAGE_MISMATCH).
func (c *Client) CheckVerdictBound(ctx context.Context, verdict, provenance attest.UID, preimage []byte) (level, reason uint8, err error) {
	out, err := c.call(ctx, c.dep.JudgeVerifier, c.verifier.PackCheckVerdictBound(verdict, provenance, preimage))
	if err != nil {
		return 0, 0, fmt.Errorf("chain: checkVerdictBound: %w", err)
	}
	res, err := c.verifier.UnpackCheckVerdictBound(out)
	if err != nil {
		return 0, 0, fmt.Errorf("chain: checkVerdictBound: %w", err)
	}
	return res.Level, res.Reason, nil
}

// RevertError is a transaction or call that reverted, decoded: a custom
// error of one of verijudge's or EAS's contracts (Reason is its name, Args
// its arguments), Error(string) (Reason "Error", Message the string), or
// undecodable data (Reason ""). errors.Is(err, ErrReverted) holds; match
// a reason with errors.As, never with the message.
type RevertError struct {
	Reason  string
	Message string
	Args    []any
	// Data is the raw revert data (nil when the node gave none).
	Data []byte
	// Deploying names the contract whose deployment reverted; To the
	// contract a transaction to which reverted (zero when unknown).
	Deploying string
	To        common.Address
	// Tx is the mined transaction that reverted (zero: refused before
	// sending, by the node's estimate).
	Tx common.Hash
}

func (e *RevertError) Error() string {
	s := ErrReverted.Error() + ": "
	if e.Deploying != "" {
		s += "deploying " + e.Deploying + ": "
	}
	switch {
	case e.Reason == "Error":
		s += e.Message
	case e.Reason != "" && e.Args != nil:
		s += fmt.Sprintf("%s%v", e.Reason, e.Args)
	case e.Reason != "":
		s += e.Reason
	case len(e.Data) > 0:
		s += "execution reverted (0x" + hex.EncodeToString(e.Data) + ")"
	default:
		s += "execution reverted"
	}
	if e.To != (common.Address{}) {
		s += " (to " + e.To.Hex() + ")"
	}
	if e.Tx != (common.Hash{}) {
		s += " in transaction " + e.Tx.Hex()
	}
	return s
}

// Is makes a RevertError an ErrReverted.
func (e *RevertError) Is(target error) bool { return target == ErrReverted }

// Arg returns the i-th argument as a uint64 when it is an unsigned
// integer (custom errors' codes and levels), and false otherwise.
func (e *RevertError) Arg(i int) (uint64, bool) {
	if i >= len(e.Args) {
		return 0, false
	}
	switch v := e.Args[i].(type) {
	case uint8:
		return uint64(v), true
	case uint16:
		return uint64(v), true
	case uint32:
		return uint64(v), true
	case uint64:
		return v, true
	case *big.Int:
		if v.IsUint64() {
			return v.Uint64(), true
		}
	}
	return 0, false
}

// revertReason decodes the revert data carried by an execution error (from
// gas estimation or a call): Error(string), Panic(uint256), or a custom
// error of one of the contracts verijudge talks to. nil: not a revert.
func revertReason(err error) *RevertError {
	var de interface{ ErrorData() interface{} }
	if !errors.As(err, &de) {
		if strings.Contains(err.Error(), "execution reverted") {
			return &RevertError{}
		}
		return nil
	}
	hexData, _ := de.ErrorData().(string)
	data := common.FromHex(hexData)
	if len(data) == 0 && !strings.Contains(err.Error(), "execution reverted") {
		return nil // not a revert (e.g. insufficient funds): keep the node's message
	}
	if msg, uerr := abi.UnpackRevert(data); uerr == nil {
		return &RevertError{Reason: "Error", Message: msg, Data: data}
	}
	if len(data) >= 4 {
		for _, a := range knownABIs() {
			for name, e := range a.Errors {
				if bytes.Equal(e.ID[:4], data[:4]) {
					args, uerr := e.Inputs.Unpack(data[4:])
					if uerr != nil {
						return &RevertError{Reason: name, Data: data}
					}
					return &RevertError{Reason: name, Args: args, Data: data}
				}
			}
		}
	}
	return &RevertError{Data: data}
}

var (
	abisOnce sync.Once
	abis     []*abi.ABI
)

func knownABIs() []*abi.ABI {
	abisOnce.Do(func() {
		all, _ := contracts.All() // embedded artifacts: loading cannot fail in a built binary
		for _, a := range all {
			abis = append(abis, &a.ABI)
		}
	})
	return abis
}

func nonceConflict(err error) bool {
	m := err.Error()
	// Not "already known": that transaction is in the pool and will be
	// mined; sending it again with a new nonce would attest twice.
	return strings.Contains(m, "nonce too low") || strings.Contains(m, "replacement transaction underpriced")
}

// SendRaw sends calldata to a contract and waits for it (for callers that
// build calldata with chain/bindings, such as level modules and tests).
func (c *Client) SendRaw(ctx context.Context, to common.Address, data []byte) error {
	_, err := c.transact(ctx, to, data)
	return err
}
