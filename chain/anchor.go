package chain

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/internal/vouch"
)

// ErrAlreadyAttested reports a record that already names attestations,
// on chain or anchored, so that anchoring it again would give it two.
var ErrAlreadyAttested = errors.New("chain: the record is already attested")

// Anchored is what AnchorRecords did: the batch's root and size, the
// transaction that timestamped it (zero when another sender did) and the
// timestamp.
type Anchored struct {
	Root      attest.UID  `json:"root"`
	Size      int         `json:"size"`
	Tx        common.Hash `json:"tx"`
	GasUsed   uint64      `json:"gasUsed"`
	Timestamp uint64      `json:"timestamp"`
}

// SignAnchored signs the tokens' verdicts as one anchored batch: for
// each, an offchain verdict attestation and an offchain provenance
// attestation referencing it (EIP-712, in this deployment's EAS domain,
// timed at the chain's latest block), with its inclusion proof under the
// Merkle root of their pairs. It returns the root and each verdict's
// anchor (attest.Anchor, JSON), in the tokens' order. Nothing is sent:
// the anchors verify once the root is timestamped (TimestampRoot).
func (c *Client) SignAnchored(ctx context.Context, toks []vouch.Token) (attest.UID, [][]byte, error) {
	if c.key == nil {
		return attest.UID{}, nil, errors.New("chain: a read-only client cannot sign")
	}
	if err := checkTokens(toks); err != nil {
		return attest.UID{}, nil, err
	}
	items := make([]attest.BatchItem, len(toks))
	var err error
	for i, t := range toks {
		if items[i], err = encodeToken(t); err != nil {
			return attest.UID{}, nil, err
		}
	}
	d, err := c.OffchainDomain(ctx)
	if err != nil {
		return attest.UID{}, nil, err
	}
	// Timed at the chain's head: the timestamp of the root, mined after
	// it, is never earlier (a local clock ahead of the chain's would make
	// every attestation "after its anchor").
	head, err := c.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return attest.UID{}, nil, fmt.Errorf("%w: reading the head: %v", ErrRPC, err)
	}
	anchors, root, err := attest.SignBatch(d, c.key, head.Time, c.dep.VerdictSchema, c.dep.ProvenanceSchema, items)
	if err != nil {
		return attest.UID{}, nil, err
	}
	encoded := make([][]byte, len(anchors))
	for i, a := range anchors {
		if encoded[i], err = json.Marshal(a); err != nil {
			return attest.UID{}, nil, err
		}
	}
	return root, encoded, nil
}

// TimestampRoot timestamps a batch's root with EAS.timestamp. Anyone may
// timestamp any root, and EAS refuses a second timestamp: when the
// transaction fails but the root is timestamped (another sender was
// first), that timestamp is returned (Tx zero), since it anchors the
// batch all the same.
func (c *Client) TimestampRoot(ctx context.Context, root attest.UID) (*Anchored, error) {
	rc, err := c.transact(ctx, c.dep.EAS, c.eas.PackTimestamp(root))
	if err != nil {
		if at, terr := c.Timestamp(ctx, root); terr == nil && at != 0 {
			return &Anchored{Root: root, Timestamp: at}, nil
		}
		return nil, fmt.Errorf("chain: timestamping the batch root %s: %w", root, err)
	}
	out := &Anchored{Root: root, Tx: rc.TxHash, GasUsed: rc.GasUsed}
	for _, l := range rc.Logs {
		if l.Address != c.dep.EAS {
			continue
		}
		if ev, err := c.eas.UnpackTimestampedEvent(l); err == nil && ev.Data == root {
			out.Timestamp = ev.Timestamp
		}
	}
	if out.Timestamp == 0 {
		return nil, fmt.Errorf("chain: transaction %s timestamped no root %s", rc.TxHash, root)
	}
	return out, nil
}

// Timestamp is when EAS timestamped data (EAS.getTimestamp; 0: never).
func (c *Client) Timestamp(ctx context.Context, data attest.UID) (uint64, error) {
	out, err := c.call(ctx, c.dep.EAS, c.eas.PackGetTimestamp(data))
	if err != nil {
		return 0, fmt.Errorf("chain: getTimestamp: %w", err)
	}
	return c.eas.UnpackGetTimestamp(out)
}

// CheckAnchoredVerdict asks JudgeVerifier.checkAnchoredVerdict for the
// trust level of an anchored verdict and, at level 0, the reason.
func (c *Client) CheckAnchoredVerdict(ctx context.Context, a *attest.Anchor) (level, reason uint8, err error) {
	out, err := c.call(ctx, c.dep.JudgeVerifier, c.verifier.PackCheckAnchoredVerdict(offchainArg(&a.Verdict), offchainArg(&a.Provenance), anchorArg(a)))
	if err != nil {
		return 0, 0, fmt.Errorf("chain: checkAnchoredVerdict: %w", err)
	}
	res, err := c.verifier.UnpackCheckAnchoredVerdict(out)
	if err != nil {
		return 0, 0, fmt.Errorf("chain: checkAnchoredVerdict: %w", err)
	}
	return res.Level, res.Reason, nil
}

// CheckAnchoredVerdictData is the calldata of checkAnchoredVerdict for a
// (for gas measurements and other callers).
func (c *Client) CheckAnchoredVerdictData(a *attest.Anchor) []byte {
	return c.verifier.PackCheckAnchoredVerdict(offchainArg(&a.Verdict), offchainArg(&a.Provenance), anchorArg(a))
}

func offchainArg(a *attest.OffchainAttestation) bindings.JudgeVerifierOffchainAttestation {
	m := a.Message
	return bindings.JudgeVerifierOffchainAttestation{Schema: m.Schema, Recipient: m.Recipient, Time: m.Time, ExpirationTime: m.ExpirationTime,
		Revocable: m.Revocable, RefUID: m.RefUID, Data: m.Data, Salt: m.Salt, V: a.Signature.V, R: a.Signature.R, S: a.Signature.S}
}

func anchorArg(a *attest.Anchor) bindings.JudgeVerifierAnchorProof {
	path := make([][32]byte, len(a.Proof))
	for i, p := range a.Proof {
		path[i] = p
	}
	return bindings.JudgeVerifierAnchorProof{Root: a.Root, Index: new(big.Int).SetUint64(a.Index), Size: new(big.Int).SetUint64(a.Size), Path: path}
}

// ErrPendingAnchors reports records that carry anchors this client
// cannot resume: signed by another key or for another deployment, not of
// the record's verdict, under several roots, or mixed with records that
// carry none.
var ErrPendingAnchors = errors.New("chain: the records' anchors cannot be resumed")

// PendingRoot is the root the anchors share when a batch was signed and
// written but its root not yet timestamped (the transaction failed or was
// interrupted): anchors[i] must be exactly what SignAnchored would have
// made for toks[i] with this client — signed by its key, in this
// deployment's EAS domain and schemas, of the token's verdict and
// provenance data, its proof leading to the one root, timed no later
// than the chain's head. A root EAS already timestamped is
// ErrAlreadyAttested.
func (c *Client) PendingRoot(ctx context.Context, toks []vouch.Token, anchors [][]byte) (root attest.UID, err error) {
	if err := checkTokens(toks); err != nil {
		return root, err
	}
	if len(anchors) != len(toks) {
		return root, fmt.Errorf("%w: %d anchors for %d verdicts", ErrPendingAnchors, len(anchors), len(toks))
	}
	d, err := c.OffchainDomain(ctx)
	if err != nil {
		return root, err
	}
	head, err := c.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return root, fmt.Errorf("%w: reading the head: %v", ErrRPC, err)
	}
	for i, t := range toks {
		a, err := attest.ParseAnchor(anchors[i])
		if err != nil {
			return root, fmt.Errorf("%w: record %s: %w", ErrPendingAnchors, t.Name(), err)
		}
		if i == 0 {
			root = a.Root
		}
		bad := func(why string) error {
			return fmt.Errorf("%w: record %s: %s", ErrPendingAnchors, t.Name(), why)
		}
		switch {
		case a.Root != root:
			return root, bad(fmt.Sprintf("its root %s is not the batch's %s", a.Root, root))
		case a.Verdict.Domain != d || a.Provenance.Domain != d:
			return root, bad("signed for another EAS or chain than this deployment's")
		case a.Verdict.Message.Schema != c.dep.VerdictSchema || a.Provenance.Message.Schema != c.dep.ProvenanceSchema:
			return root, bad("not of this deployment's schemas")
		case a.Provenance.Message.RefUID != a.Verdict.UID:
			return root, bad("its provenance does not reference its verdict attestation")
		case a.Verdict.Message.Time > head.Time || a.Provenance.Message.Time > head.Time:
			return root, bad("timed after the chain's head")
		case !a.Included():
			return root, bad("its inclusion proof does not lead to the root")
		}
		for _, o := range []*attest.OffchainAttestation{&a.Verdict, &a.Provenance} {
			signer, err := attest.OffchainSigner(o)
			if err != nil {
				return root, bad(err.Error())
			}
			if signer != c.Address() {
				return root, bad(fmt.Sprintf("signed by %s, not by the signing key %s", signer, c.Address()))
			}
		}
		// Compute, never copy: the data must be what signing this record
		// now would attest.
		want, err := encodeToken(t)
		if err != nil {
			return root, err
		}
		if !bytes.Equal(a.Verdict.Message.Data, want.Verdict) || !bytes.Equal(a.Provenance.Message.Data, want.Provenance) {
			return root, bad("its attestations are not of the record's verdict and provenance")
		}
	}
	at, err := c.Timestamp(ctx, root)
	if err != nil {
		return root, err
	}
	if at != 0 {
		return root, fmt.Errorf("%w: the records are anchored under root %s, timestamped at %s", ErrAlreadyAttested, root,
			time.Unix(int64(at), 0).UTC().Format(time.RFC3339))
	}
	return root, nil
}

// encodeToken is what is attested for a token, on chain or in an
// anchored batch: its verdict and provenance data, encoded.
func encodeToken(t vouch.Token) (attest.BatchItem, error) {
	vd, err := t.Verdict().Encode()
	if err != nil {
		return attest.BatchItem{}, err
	}
	pd, err := t.Provenance().Encode()
	if err != nil {
		return attest.BatchItem{}, err
	}
	return attest.BatchItem{Verdict: vd, Provenance: pd}, nil
}
