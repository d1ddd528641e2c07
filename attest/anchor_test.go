package attest

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/bits"
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mth is RFC 9162's MTH written as the RFC states it, the reference the
// O(n log n) builder is held to.
func mth(d []UID) UID {
	if len(d) == 1 {
		return d[0]
	}
	k := 1
	for k*2 < len(d) {
		k *= 2
	}
	return anchorNode(mth(d[:k]), mth(d[k:]))
}

// path is RFC 9162's PATH(m, D[n]).
func path(m int, d []UID) []UID {
	if len(d) == 1 {
		return nil
	}
	k := 1
	for k*2 < len(d) {
		k *= 2
	}
	if m < k {
		return append(path(m, d[:k]), mth(d[k:]))
	}
	return append(path(m-k, d[k:]), mth(d[:k]))
}

func leaves(n int) []UID {
	out := make([]UID, n)
	for i := range out {
		out[i] = AnchorLeaf(UID(crypto.Keccak256Hash([]byte{byte(i), byte(i >> 8), 'v'})), UID(crypto.Keccak256Hash([]byte{byte(i), byte(i >> 8), 'p'})))
	}
	return out
}

func TestMerkleTreeIsRFC9162(t *testing.T) {
	for n := 1; n <= 70; n++ {
		d := leaves(n)
		root, proofs := MerkleTree(d)
		require.Equal(t, mth(d), root, "size %d", n)
		for i := range d {
			require.Equal(t, path(i, d), append([]UID(nil), proofs[i]...), "size %d index %d", n, i)
			require.True(t, VerifyInclusion(d[i], uint64(i), uint64(n), proofs[i], root), "size %d index %d", n, i)
		}
	}
}

// Every way of bending a proof is refused: another index or size, a
// shorter, longer or altered path, another leaf, another root.
func TestInclusionRefusesBentProofs(t *testing.T) {
	for _, n := range []int{1, 2, 3, 5, 8, 13, 64, 100} {
		d := leaves(n)
		root, proofs := MerkleTree(d)
		for i := range d {
			p, idx, size := proofs[i], uint64(i), uint64(n)
			other := d[(i+1)%n]
			if n > 1 {
				assert.False(t, VerifyInclusion(other, idx, size, p, root), "another leaf, size %d index %d", n, i)
			}
			assert.False(t, VerifyInclusion(d[i], idx, size, p, UID{1}), "another root")
			assert.False(t, VerifyInclusion(d[i], size, size, p, root), "index = size")
			if i+1 < n {
				assert.False(t, VerifyInclusion(d[i], idx+1, size, p, root), "index+1, size %d index %d", n, i)
			}
			if n > 1 {
				assert.False(t, VerifyInclusion(d[i], idx, size+1, append(append([]UID(nil), p...), root), root), "size+1 with a longer path")
				assert.False(t, VerifyInclusion(d[i], idx, size, p[:len(p)-1], root), "shorter path")
				for j := range p {
					bent := append([]UID(nil), p...)
					bent[j][7] ^= 1
					assert.False(t, VerifyInclusion(d[i], idx, size, bent, root), "altered hash %d", j)
				}
			}
			assert.False(t, VerifyInclusion(d[i], idx, size, append(append([]UID(nil), p...), UID{}), root), "longer path")
		}
	}
	// Leaves and nodes are domain-separated: the leaf of two UIDs is not
	// the node of the same two hashes, so no inner node of a tree is the
	// leaf of any pair of attestations (short of a keccak preimage).
	d := leaves(2)
	assert.NotEqual(t, AnchorLeaf(d[0], d[1]), anchorNode(d[0], d[1]))
}

func TestMerkleTreeProofDepth(t *testing.T) {
	for _, n := range []int{1, 2, 3, 1000, 10000} {
		_, proofs := MerkleTree(leaves(n))
		want := bits.Len(uint(n - 1))
		for _, p := range proofs {
			require.LessOrEqual(t, len(p), want)
		}
	}
}

func randomMessage(r *rand.Rand) OffchainMessage {
	var m OffchainMessage
	m.Version = uint16(r.IntN(3))
	for i := range m.Schema {
		m.Schema[i], m.RefUID[i], m.Salt[i] = byte(r.Uint32()), byte(r.Uint32()), byte(r.Uint32())
	}
	if r.IntN(2) == 0 {
		m.Recipient = common.BytesToAddress([]byte{byte(r.Uint32()), 1, 2})
	}
	m.Time, m.ExpirationTime, m.Revocable = r.Uint64()>>r.IntN(64), r.Uint64()>>r.IntN(64), r.IntN(2) == 0
	m.Data = make([]byte, r.IntN(300))
	for i := range m.Data {
		m.Data[i] = byte(r.Uint32())
	}
	return m
}

// The direct EIP-712 digest is the general encoder's, for any message.
func TestDigestIsTypedData(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		m := randomMessage(r)
		d := OffchainDomain{Version: []string{"1.4.0", "0.26", "1.3.0"}[r.IntN(3)], ChainID: r.Uint64() >> r.IntN(64), EAS: common.BytesToAddress([]byte{byte(r.Uint32()), 9})}
		got, err := digest(d, m)
		require.NoError(t, err)
		want, err := digestTypedData(d, m)
		require.NoError(t, err)
		require.Equal(t, want, got)
	}
}

func testAnchor(t *testing.T) []byte {
	t.Helper()
	key, err := crypto.HexToECDSA("b71c71a67e1177ad4e901695e1b4b9ee17ae16c6668d313eac2f96dbcda3f291")
	require.NoError(t, err)
	d := OffchainDomain{Version: "1.4.0", ChainID: 1337, EAS: common.Address{0xea}}
	v, err := SignOffchain(d, OffchainMessage{Schema: UID{1}, Time: 5, Revocable: true, Data: []byte{1, 2}}, key)
	require.NoError(t, err)
	p, err := SignOffchain(d, OffchainMessage{Schema: UID{2}, Time: 5, Revocable: true, RefUID: v.UID, Data: []byte{3}}, key)
	require.NoError(t, err)
	d2 := leaves(2)
	a := Anchor{MediaType: AnchorMediaType, Verdict: *v, Provenance: *p, Index: 0, Size: 3}
	root, proofs := MerkleTree([]UID{a.Leaf(), d2[0], d2[1]})
	a.Root, a.Proof = root, proofs[0]
	b, err := json.Marshal(&a)
	require.NoError(t, err)
	return b
}

func TestParseAnchor(t *testing.T) {
	good := testAnchor(t)
	a, err := ParseAnchor(good)
	require.NoError(t, err)
	require.True(t, a.Included())
	require.NoError(t, VerifyOffchain(&a.Verdict, a.Verdict.signerForTest(t)))

	replace := func(old, new string) []byte { return bytes.Replace(good, []byte(old), []byte(new), 1) }
	for name, b := range map[string][]byte{
		"unknown member":    replace(`{"mediaType"`, `{"extra":1,"mediaType"`),
		"missing member":    replace(`"index":0,`, ``),
		"null member":       replace(`"proof":[`, `"proof":null,"x":[`),
		"other spelling":    replace(`"root"`, `"Root"`),
		"wrong media type":  replace(`anchor.v1`, `anchor.v2`),
		"index = size":      replace(`"index":0`, `"index":3`),
		"empty tree":        replace(`"size":3`, `"size":0`),
		"upper-case hex":    replace(`"root":"0x`, `"root":"0X`),
		"trailing data":     append(append([]byte(nil), good...), `{}`...),
		"not json":          []byte(`{"mediaType"`),
		"a proof too long":  replace(`"proof":[`, `"proof":[`+string(bytes.Repeat([]byte(`"0x`+string(bytes.Repeat([]byte("0"), 64))+`",`), MaxAnchorProof))),
		"duplicate members": replace(`"index":0`, `"index":0,"index":1`),
		"null proof":        regexp.MustCompile(`"proof":\[[^\]]*\]`).ReplaceAll(good, []byte(`"proof":null`)),
	} {
		_, err := ParseAnchor(b)
		assert.ErrorIs(t, err, ErrBadAnchor, name)
	}
}

// signerForTest recovers who signed a (the test's own key).
func (a *OffchainAttestation) signerForTest(t *testing.T) common.Address {
	h, err := digest(a.Domain, a.Message)
	require.NoError(t, err)
	sig := append(append(append([]byte(nil), a.Signature.R[:]...), a.Signature.S[:]...), a.Signature.V-27)
	pub, err := crypto.SigToPub(h, sig)
	require.NoError(t, err)
	return crypto.PubkeyToAddress(*pub)
}

func FuzzParseAnchor(f *testing.F) {
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"mediaType":"application/vnd.verijudge.anchor.v1+json","index":1,"size":0,"proof":[]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := ParseAnchor(b)
		if err != nil {
			if !errors.Is(err, ErrBadAnchor) {
				t.Fatalf("error %v is not ErrBadAnchor", err)
			}
			return
		}
		// What parses re-encodes to the same canonical document and
		// checks without a panic.
		again, err := json.Marshal(a)
		require.NoError(t, err)
		_, err = ParseAnchor(again)
		require.NoError(t, err)
		_ = a.Included()
	})
}

// BenchmarkSignBatch: signing an anchored batch, per verdict (two EIP-712
// signatures, two UIDs, its share of the tree), on one core. The verdict
// recomputation before signing is the judge's cost (judge benchmarks).
//
//	go test ./attest -run XXX -bench SignBatch -cpu 1
func BenchmarkSignBatch(b *testing.B) {
	key, err := crypto.HexToECDSA("b71c71a67e1177ad4e901695e1b4b9ee17ae16c6668d313eac2f96dbcda3f291")
	require.NoError(b, err)
	d := OffchainDomain{Version: "1.4.0", ChainID: 11155111, EAS: common.Address{0xea}}
	vd, err := VerdictData{TrialID: "trial-web3-pay-usd-250-injected-naive", TaskID: "web3-pay-usd-250-injected", BuildID: "naive",
		Status: "FAILURE", EvidenceClass: "web3"}.Encode()
	require.NoError(b, err)
	pd, err := ProvenanceData{}.Encode()
	require.NoError(b, err)
	const n = 10_000
	items := make([]BatchItem, n)
	for i := range items {
		items[i] = BatchItem{Verdict: vd, Provenance: pd}
	}
	for b.Loop() {
		if _, _, err := SignBatch(d, key, 1_764_633_600, UID{1}, UID{2}, items); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "verdicts/s")
}
