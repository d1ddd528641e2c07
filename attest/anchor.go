package attest

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"math/bits"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/verijudge/verijudge/canon"
)

// Anchored batches (docs/anchor.md): each verdict and its provenance are
// offchain attestations; one leaf per pair goes into a Merkle tree whose
// root is timestamped once with EAS.timestamp. A record then carries its
// Anchor: both offchain attestations and the inclusion proof of their leaf.
//
// The tree is RFC 9162's (Certificate Transparency v2, section 2.1) with
// keccak-256 for its hash, so that the EVM computes it cheaply:
//
//	leaf(v, p)  = keccak256(0x00 ‖ v ‖ p)      v, p: the two UIDs, 32 bytes each
//	node(l, r)  = keccak256(0x01 ‖ l ‖ r)
//	MTH([d0])   = d0
//	MTH(D[0:n]) = node(MTH(D[0:k]), MTH(D[k:n])), k the largest power of two < n
//
// An inclusion proof is the audit path of RFC 9162 section 2.1.3, checked
// with its index and the tree size (VerifyInclusion), exactly as
// JudgeVerifier.checkAnchoredVerdict checks it.

// MaxAnchorProof is the longest inclusion proof read: a tree of 2^40
// leaves, far more than any batch.
const MaxAnchorProof = 40

// ErrBadAnchor reports an anchor whose inclusion proof does not lead to
// its root, or that cannot be read.
var ErrBadAnchor = errors.New("attest: anchor does not verify")

// AnchorLeaf is the tree leaf of one verdict and its provenance.
func AnchorLeaf(verdict, provenance UID) UID {
	var b [65]byte
	copy(b[1:], verdict[:])
	copy(b[33:], provenance[:])
	return UID(crypto.Keccak256Hash(b[:]))
}

func anchorNode(l, r UID) UID {
	var b [65]byte
	b[0] = 1
	copy(b[1:], l[:])
	copy(b[33:], r[:])
	return UID(crypto.Keccak256Hash(b[:]))
}

// MerkleTree returns the root of leaves and every leaf's inclusion proof,
// in O(n log n) hashes. It panics on no leaves.
func MerkleTree(leaves []UID) (root UID, proofs [][]UID) {
	if len(leaves) == 0 {
		panic("attest: MerkleTree of no leaves")
	}
	proofs = make([][]UID, len(leaves))
	depth := bits.Len(uint(len(leaves) - 1))
	for i := range proofs {
		proofs[i] = make([]UID, 0, depth)
	}
	root = subtree(leaves, proofs)
	return root, proofs
}

// subtree returns MTH(leaves) and appends, to each leaf's proof, the
// siblings met on its way up (deepest first).
func subtree(leaves []UID, proofs [][]UID) UID {
	n := len(leaves)
	if n == 1 {
		return leaves[0]
	}
	k := 1 << (bits.Len(uint(n-1)) - 1) // largest power of two < n
	l := subtree(leaves[:k], proofs[:k])
	r := subtree(leaves[k:], proofs[k:])
	for i := range k {
		proofs[i] = append(proofs[i], r)
	}
	for i := k; i < n; i++ {
		proofs[i] = append(proofs[i], l)
	}
	return anchorNode(l, r)
}

// InclusionRoot is the root that proof leads to from leaf at index in a
// tree of size leaves (RFC 9162 section 2.1.3.2); false when the proof
// has the wrong length for index and size.
func InclusionRoot(leaf UID, index, size uint64, proof []UID) (UID, bool) {
	if index >= size {
		return UID{}, false
	}
	fn, sn, r := index, size-1, leaf
	for _, p := range proof {
		if sn == 0 {
			return UID{}, false
		}
		if fn&1 == 1 || fn == sn {
			r = anchorNode(p, r)
			for fn&1 == 0 && fn != 0 {
				fn >>= 1
				sn >>= 1
			}
		} else {
			r = anchorNode(r, p)
		}
		fn >>= 1
		sn >>= 1
	}
	return r, sn == 0
}

// VerifyInclusion reports whether proof shows leaf at index in the tree of
// size leaves with the given root.
func VerifyInclusion(leaf UID, index, size uint64, proof []UID, root UID) bool {
	r, ok := InclusionRoot(leaf, index, size, proof)
	return ok && r == root
}

// AnchorMediaType versions the anchor member of a record.
const AnchorMediaType = "application/vnd.verijudge.anchor.v1+json"

// Anchor is what a record carries when its verdict was attested in an
// anchored batch: the two offchain attestations and the inclusion proof
// of their leaf under Root, which EAS timestamped.
type Anchor struct {
	MediaType  string              `json:"mediaType"`
	Verdict    OffchainAttestation `json:"verdict"`
	Provenance OffchainAttestation `json:"provenance"`
	Root       UID                 `json:"root"`
	Index      uint64              `json:"index"`
	Size       uint64              `json:"size"`
	Proof      []UID               `json:"proof"`
}

// Leaf is the anchor's tree leaf, from the attestations' UIDs as the
// messages give them (never the UIDs the anchor states).
func (a *Anchor) Leaf() UID {
	return AnchorLeaf(OffchainUID(a.Verdict.Message), OffchainUID(a.Provenance.Message))
}

// Included reports whether the proof leads from the anchor's leaf to its
// root.
func (a *Anchor) Included() bool {
	return VerifyInclusion(a.Leaf(), a.Index, a.Size, a.Proof, a.Root)
}

// ParseAnchor reads an anchor strictly: known fields only, the v1 media
// type, every member present, a proof of at most MaxAnchorProof hashes,
// attestation data of at most MaxOffchainData bytes.
func ParseAnchor(b []byte) (*Anchor, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var a Anchor
	if err := dec.Decode(&a); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadAnchor, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: data after the anchor", ErrBadAnchor)
	}
	if a.MediaType != AnchorMediaType {
		return nil, fmt.Errorf("%w: mediaType %q, want %q", ErrBadAnchor, a.MediaType, AnchorMediaType)
	}
	// Re-encoding must give back the members read: no field hides behind
	// another spelling or a null.
	again, err := json.Marshal(&a)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadAnchor, err)
	}
	c1, err1 := canon.Canonicalize(b)
	c2, err2 := canon.Canonicalize(again)
	if err1 != nil || err2 != nil || !bytes.Equal(c1, c2) {
		return nil, fmt.Errorf("%w: a member is missing, null, or written otherwise than documented (docs/anchor.md)", ErrBadAnchor)
	}
	switch {
	case a.Proof == nil:
		return nil, fmt.Errorf("%w: no proof (an empty list for a batch of one)", ErrBadAnchor)
	case a.Size == 0 || a.Index >= a.Size:
		return nil, fmt.Errorf("%w: index %d in a tree of %d", ErrBadAnchor, a.Index, a.Size)
	case len(a.Proof) > MaxAnchorProof:
		return nil, fmt.Errorf("%w: a proof of %d hashes (at most %d)", ErrBadAnchor, len(a.Proof), MaxAnchorProof)
	case len(a.Verdict.Message.Data) > MaxOffchainData || len(a.Provenance.Message.Data) > MaxOffchainData:
		return nil, fmt.Errorf("%w: attestation data larger than %d bytes", ErrBadAnchor, MaxOffchainData)
	}
	return &a, nil
}

// MaxOffchainData bounds an offchain attestation's data as read from a
// record: the verdict data of ids at the trace's limits is far smaller.
const MaxOffchainData = 8192

// BatchItem is one verdict of a batch: the data of its verdict and
// provenance attestations (VerdictData and ProvenanceData, encoded).
type BatchItem struct {
	Verdict, Provenance []byte
}

// SignBatch signs, for each item, a verdict attestation (verdictSchema)
// and a provenance attestation referencing it (provenanceSchema), both
// revocable, at time at, each with a fresh random salt; builds the tree of
// their pairs; and returns each item's Anchor and the root to timestamp.
// Nothing is checked: the caller signs only what it verified.
func SignBatch(d OffchainDomain, key *ecdsa.PrivateKey, at uint64, verdictSchema, provenanceSchema UID, items []BatchItem) ([]*Anchor, UID, error) {
	if len(items) == 0 {
		return nil, UID{}, errors.New("attest: an empty batch")
	}
	salts := make([]byte, 64*len(items))
	if _, err := rand.Read(salts); err != nil {
		return nil, UID{}, err
	}
	out := make([]*Anchor, len(items))
	leaves := make([]UID, len(items))
	for i, it := range items {
		v, err := SignOffchain(d, OffchainMessage{Schema: verdictSchema, Time: at, Revocable: true, Data: it.Verdict, Salt: UID(salts[64*i:])}, key)
		if err != nil {
			return nil, UID{}, err
		}
		p, err := SignOffchain(d, OffchainMessage{Schema: provenanceSchema, Time: at, Revocable: true, RefUID: v.UID, Data: it.Provenance,
			Salt: UID(salts[64*i+32:])}, key)
		if err != nil {
			return nil, UID{}, err
		}
		out[i] = &Anchor{MediaType: AnchorMediaType, Verdict: *v, Provenance: *p, Index: uint64(i), Size: uint64(len(items))}
		leaves[i] = AnchorLeaf(v.UID, p.UID)
	}
	root, proofs := MerkleTree(leaves)
	for i, a := range out {
		a.Root, a.Proof = root, proofs[i]
	}
	return out, root, nil
}
