package chain_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/judge"
)

// anchorSuite anchors n suite records on dc and returns them.
func anchorSuite(t *testing.T, dc *devchain.Chain, c *chain.Client, names ...string) ([]*judge.Record, *chain.Anchored) {
	t.Helper()
	var recs []*judge.Record
	for _, n := range names {
		recs = append(recs, caseRecord(t, n))
	}
	b, err := attestertest.New(c).AnchorRecords(context.Background(), c, recs)
	require.NoError(t, err)
	return recs, b
}

func anchorOf(t *testing.T, r *judge.Record) *attest.Anchor {
	t.Helper()
	a, err := attest.ParseAnchor(r.Anchor)
	require.NoError(t, err)
	return a
}

var anchorCases = []string{
	"web3-pay-usd-250-injected/naive", "web3-pay-usd-250-injected/reference", "web3-swap-usd-to-eth/naive",
}

// checkAnchoredVerdict on the real EAS: the honest batch is level 1 for
// every verdict, and each attack is refused with its reason.
func TestCheckAnchoredVerdict(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	recs, batch := anchorSuite(t, dc, dc.Client, anchorCases...)
	assert.Equal(t, len(recs), batch.Size)
	assert.NotZero(t, batch.Timestamp)
	assert.Less(t, batch.GasUsed, uint64(100_000), "one timestamp for the whole batch")
	for _, r := range recs {
		a := anchorOf(t, r)
		assert.Equal(t, batch.Root, a.Root)
		level, reason, err := dc.Client.CheckAnchoredVerdict(ctx, a)
		require.NoError(t, err)
		assert.Equal(t, "OK", chain.ReasonName(reason))
		assert.Equal(t, uint8(1), level, r.Verdict.TrialID)
	}

	d, err := dc.Client.OffchainDomain(ctx)
	require.NoError(t, err)
	owner := dc.Owner
	// resign re-signs one attestation of a after edit, keeping its
	// place in the tree (the leaf changes, so the proof no longer holds
	// unless the edit is to the signature alone).
	resign := func(o *attest.OffchainAttestation, edit func(m *attest.OffchainMessage), dom attest.OffchainDomain) {
		m := o.Message
		edit(&m)
		s, err := attest.SignOffchain(dom, m, owner)
		require.NoError(t, err)
		*o = *s
	}
	// unanchored signs a one-verdict batch like a's without timestamping it.
	unanchored := func(a *attest.Anchor, at uint64) *attest.Anchor {
		b, _, err := attest.SignBatch(d, owner, at, attest.UID(dc.Deployment.VerdictSchema), attest.UID(dc.Deployment.ProvenanceSchema),
			[]attest.BatchItem{{Verdict: a.Verdict.Message.Data, Provenance: a.Provenance.Message.Data}})
		require.NoError(t, err)
		return b[0]
	}
	n := crypto.S256().Params().N
	for _, tc := range []struct {
		name   string
		edit   func(a *attest.Anchor)
		reason string
	}{
		{"verdict data tampered", func(a *attest.Anchor) { a.Verdict.Message.Data[40] ^= 1 }, "VERDICT_WRONG_ATTESTER"},
		{"provenance time tampered", func(a *attest.Anchor) { a.Provenance.Message.Time-- }, "PROVENANCE_WRONG_ATTESTER"},
		{"high-s twin of the verdict signature", func(a *attest.Anchor) {
			s := new(big.Int).Sub(n, new(big.Int).SetBytes(a.Verdict.Signature.S[:]))
			s.FillBytes(a.Verdict.Signature.S[:])
			a.Verdict.Signature.V ^= 27 ^ 28
		}, "BAD_SIGNATURE"},
		{"v = 29", func(a *attest.Anchor) { a.Provenance.Signature.V = 29 }, "BAD_SIGNATURE"},
		{"signed for another chain", func(a *attest.Anchor) {
			other := d
			other.ChainID++
			resign(&a.Verdict, func(*attest.OffchainMessage) {}, other)
		}, "VERDICT_WRONG_ATTESTER"},
		{"signed for another EAS", func(a *attest.Anchor) {
			other := d
			other.EAS = common.Address{0xea}
			resign(&a.Verdict, func(*attest.OffchainMessage) {}, other)
		}, "VERDICT_WRONG_ATTESTER"},
		{"signed for another EAS version", func(a *attest.Anchor) {
			other := d
			other.Version += ".1"
			resign(&a.Provenance, func(*attest.OffchainMessage) {}, other)
		}, "PROVENANCE_WRONG_ATTESTER"},
		{"verdict under the provenance schema", func(a *attest.Anchor) {
			resign(&a.Verdict, func(m *attest.OffchainMessage) { m.Schema = attest.UID(dc.Deployment.ProvenanceSchema) }, d)
		}, "VERDICT_WRONG_SCHEMA"},
		{"provenance expired", func(a *attest.Anchor) {
			resign(&a.Provenance, func(m *attest.OffchainMessage) { m.ExpirationTime = 1 }, d)
		}, "PROVENANCE_EXPIRED"},
		{"provenance of another verdict", func(a *attest.Anchor) { a.Provenance = anchorOf(t, recs[1]).Provenance }, "PROVENANCE_NOT_LINKED"},
		{"provenance data of another verdict", func(a *attest.Anchor) {
			other := anchorOf(t, recs[1]).Provenance.Message.Data
			resign(&a.Provenance, func(m *attest.OffchainMessage) { m.Data = other }, d)
		}, "VERDICT_HASH_MISMATCH"},
		{"provenance data cut", func(a *attest.Anchor) {
			resign(&a.Provenance, func(m *attest.OffchainMessage) { m.Data = m.Data[:128] }, d)
		}, "MALFORMED_DATA"},
		{"proof hash altered", func(a *attest.Anchor) { a.Proof[0][3] ^= 1 }, "ANCHOR_PROOF_INVALID"},
		{"another index", func(a *attest.Anchor) { a.Index = (a.Index + 1) % a.Size }, "ANCHOR_PROOF_INVALID"},
		{"index beyond the tree", func(a *attest.Anchor) { a.Index = a.Size }, "ANCHOR_PROOF_INVALID"},
		{"root never timestamped", func(a *attest.Anchor) { *a = *unanchored(a, batch.Timestamp) }, "ANCHOR_NOT_TIMESTAMPED"},
		{"another root, timestamped, the proof not leading to it", func(a *attest.Anchor) {
			other := unanchored(a, batch.Timestamp)
			a.Root = other.Root
			require.NoError(t, dc.Client.SendRaw(ctx, dc.Deployment.EAS, timestampData(t, other.Root)))
		}, "ANCHOR_PROOF_INVALID"},
		{"attested after its anchor", func(a *attest.Anchor) {
			*a = *unanchored(a, batch.Timestamp+1<<20)
			require.NoError(t, dc.Client.SendRaw(ctx, dc.Deployment.EAS, timestampData(t, a.Root)))
		}, "ATTESTED_AFTER_ANCHOR"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := anchorOf(t, recs[0])
			tc.edit(a)
			level, reason, err := dc.Client.CheckAnchoredVerdict(ctx, a)
			require.NoError(t, err)
			assert.Equal(t, tc.reason, chain.ReasonName(reason))
			assert.Zero(t, level)
		})
	}

	// A signer no registry allows.
	other, err := dc.ClientFor(ctx, devchain.Key("other"))
	require.NoError(t, err)
	orecs, _ := anchorSuite(t, dc, other, anchorCases[0])
	_, reason, err := dc.Client.CheckAnchoredVerdict(ctx, anchorOf(t, orecs[0]))
	require.NoError(t, err)
	assert.Equal(t, "VERDICT_WRONG_ATTESTER", chain.ReasonName(reason))

	// Two allowed attesters: a provenance by one cannot lift the other's
	// verdict.
	require.NoError(t, dc.Client.AllowAttester(ctx, other.Address()))
	mixed := anchorOf(t, recs[0])
	sp, err := attest.SignOffchain(d, mixed.Provenance.Message, devchain.Key("other"))
	require.NoError(t, err)
	mixed.Provenance = *sp
	_, reason, err = dc.Client.CheckAnchoredVerdict(ctx, mixed)
	require.NoError(t, err)
	assert.Equal(t, "ATTESTER_MISMATCH", chain.ReasonName(reason))
	require.NoError(t, dc.Client.RevokeAttester(ctx, other.Address()))

	// Revocation by someone else does nothing; by the signer, it counts.
	a0, a1 := anchorOf(t, recs[0]), anchorOf(t, recs[1])
	require.NoError(t, other.RevokeOffchain(ctx, a0.Verdict.UID))
	level, _, err := dc.Client.CheckAnchoredVerdict(ctx, a0)
	require.NoError(t, err)
	assert.Equal(t, uint8(1), level, "revoked by a stranger")
	require.NoError(t, dc.Client.RevokeOffchain(ctx, a0.Verdict.UID))
	require.NoError(t, dc.Client.RevokeOffchain(ctx, a1.Provenance.UID))
	for a, want := range map[*attest.Anchor]string{a0: "VERDICT_REVOKED", a1: "PROVENANCE_REVOKED"} {
		_, reason, err := dc.Client.CheckAnchoredVerdict(ctx, a)
		require.NoError(t, err)
		assert.Equal(t, want, chain.ReasonName(reason))
	}

	// The registry's word is read at every check.
	a2 := anchorOf(t, recs[2])
	require.NoError(t, dc.Client.RevokeEvaluator(ctx, judge.EmbeddedDigest()))
	_, reason, err = dc.Client.CheckAnchoredVerdict(ctx, a2)
	require.NoError(t, err)
	assert.Equal(t, "EVALUATOR_NOT_ALLOWED", chain.ReasonName(reason))
	require.NoError(t, dc.Client.RevokeAttester(ctx, crypto.PubkeyToAddress(owner.PublicKey)))
	_, reason, err = dc.Client.CheckAnchoredVerdict(ctx, a2)
	require.NoError(t, err)
	assert.Equal(t, "VERDICT_WRONG_ATTESTER", chain.ReasonName(reason))
}

func timestampData(_ *testing.T, root attest.UID) []byte {
	return bindings.NewEAS().PackTimestamp(root)
}

// Anyone may timestamp a root, and EAS timestamps it once: a root
// timestamped by another sender first (front-running the attester's
// transaction) anchors the batch all the same.
func TestTimestampRootFrontRun(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	recs := []*judge.Record{caseRecord(t, anchorCases[0]), caseRecord(t, anchorCases[1])}
	root, err := attestertest.New(dc.Client).SignAnchored(ctx, dc.Client, recs)
	require.NoError(t, err)
	a := anchorOf(t, recs[0])
	_, reason, err := dc.Client.CheckAnchoredVerdict(ctx, a)
	require.NoError(t, err)
	assert.Equal(t, "ANCHOR_NOT_TIMESTAMPED", chain.ReasonName(reason), "signed, not yet timestamped")
	stranger, err := dc.ClientFor(ctx, devchain.Key("other"))
	require.NoError(t, err)
	require.NoError(t, stranger.SendRaw(ctx, dc.Deployment.EAS, timestampData(t, root)))
	b, err := dc.Client.TimestampRoot(ctx, root)
	require.NoError(t, err)
	assert.NotZero(t, b.Timestamp)
	assert.Zero(t, b.Tx, "timestamped by another sender")
	level, reason, err := dc.Client.CheckAnchoredVerdict(ctx, a)
	require.NoError(t, err)
	assert.Equal(t, uint8(1), level, chain.ReasonName(reason))
}

// Records already attested are not anchored again, and nothing is sent
// for a batch with one record that does not reproduce.
func TestAnchorRecordsRefuses(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	before, err := dc.Backend.Client().BlockNumber(ctx)
	require.NoError(t, err)
	good := caseRecord(t, anchorCases[0])
	bad := caseRecord(t, anchorCases[1])
	bad.Verdict.Status = judge.StatusFailure
	_, err = attestertest.New(dc.Client).AnchorRecords(ctx, dc.Client, []*judge.Record{good, bad})
	require.ErrorIs(t, err, attester.ErrRefused)
	assert.Empty(t, good.Anchor)
	good.Attestations = &judge.Attestations{ChainID: 1337}
	_, err = attestertest.New(dc.Client).AnchorRecords(ctx, dc.Client, []*judge.Record{good})
	require.ErrorIs(t, err, chain.ErrAlreadyAttested)
	require.ErrorIs(t, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, []*judge.Record{good}), chain.ErrAlreadyAttested, "attested once")
	anchored := caseRecord(t, anchorCases[1])
	anchored.Anchor = []byte(`{}`)
	require.ErrorIs(t, attester.AttestUnverifiedUnsafe(ctx, dc.Client, []*judge.Record{anchored}), chain.ErrAlreadyAttested,
		"an anchored record is not also attested on chain")
	after, err := dc.Backend.Client().BlockNumber(ctx)
	require.NoError(t, err)
	assert.Equal(t, before, after, "no transaction was sent")
}

// BenchmarkAnchorGas reports the gas of anchoring n suite verdicts in one
// batch (one EAS.timestamp, from its receipt) and of checkAnchoredVerdict
// for the batch's last leaf (an eth_estimateGas of the call: with the
// 21,000 of a transaction and its calldata; and without them, as a
// contract calling it pays).
//
//	go test ./chain -run XXX -bench AnchorGas -benchtime 1x
func BenchmarkAnchorGas(b *testing.B) {
	ctx := context.Background()
	suite := suiteRecords(b)
	for _, n := range []int{64, 10_000} {
		b.Run(fmt.Sprintf("verdicts=%d", n), func(b *testing.B) {
			var anchorGas, checkGas, intrinsic uint64
			for b.Loop() {
				dc, err := devchain.New(ctx)
				require.NoError(b, err)
				recs := make([]*judge.Record, n)
				for i := range recs {
					r := *suite[i%len(suite)]
					recs[i] = &r
				}
				batch, err := attestertest.New(dc.Client).AnchorRecords(ctx, dc.Client, recs)
				require.NoError(b, err)
				anchorGas = batch.GasUsed
				a, err := attest.ParseAnchor(recs[n-1].Anchor)
				require.NoError(b, err)
				data := dc.Client.CheckAnchoredVerdictData(a)
				to := dc.Deployment.JudgeVerifier
				checkGas, err = dc.Backend.Client().EstimateGas(ctx, ethereum.CallMsg{To: &to, Data: data})
				require.NoError(b, err)
				intrinsic = 21_000
				for _, c := range data {
					intrinsic += map[bool]uint64{true: 4, false: 16}[c == 0]
				}
				dc.Close()
			}
			b.ReportMetric(float64(anchorGas), "anchor-gas")
			b.ReportMetric(float64(anchorGas)/float64(n), "anchor-gas/verdict")
			b.ReportMetric(float64(checkGas), "check-gas")
			b.ReportMetric(float64(checkGas-intrinsic), "check-execution-gas")
		})
	}
}

// A batch signed and written but not timestamped is resumed only as it
// was signed: by the same key, for the records' own verdicts, every
// record anchored under one root; once timestamped it is attested.
func TestPendingRoot(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	recs := []*judge.Record{caseRecord(t, anchorCases[0]), caseRecord(t, anchorCases[1]), caseRecord(t, anchorCases[2])}
	_, ok, err := attestertest.New(dc.Client).PendingRoot(ctx, dc.Client, recs)
	require.NoError(t, err)
	assert.False(t, ok, "nothing anchored yet")
	root, err := attestertest.New(dc.Client).SignAnchored(ctx, dc.Client, recs[:2])
	require.NoError(t, err)

	got, ok, err := attestertest.New(dc.Client).PendingRoot(ctx, dc.Client, recs[:2])
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, root, got)
	_, _, err = attestertest.New(dc.Client).PendingRoot(ctx, dc.Client, recs)
	assert.ErrorIs(t, err, chain.ErrPendingAnchors, "mixed with a record without an anchor")
	other, err := dc.ClientFor(ctx, devchain.Key("other"))
	require.NoError(t, err)
	_, _, err = attestertest.New(other).PendingRoot(ctx, other, recs[:2])
	assert.ErrorIs(t, err, chain.ErrPendingAnchors, "signed by another key")
	swapped := *recs[1]
	swapped.Anchor = recs[0].Anchor
	_, _, err = attestertest.New(dc.Client).PendingRoot(ctx, dc.Client, []*judge.Record{recs[0], &swapped})
	assert.ErrorIs(t, err, chain.ErrPendingAnchors, "another record's anchor")
	edited := *recs[1]
	edited.Verdict.Status = judge.StatusFailure
	_, _, err = attestertest.New(dc.Client).PendingRoot(ctx, dc.Client, []*judge.Record{&edited})
	assert.ErrorIs(t, err, attester.ErrRefused, "the verdict is recomputed first")

	_, err = dc.Client.TimestampRoot(ctx, root)
	require.NoError(t, err)
	_, _, err = attestertest.New(dc.Client).PendingRoot(ctx, dc.Client, recs[:2])
	assert.ErrorIs(t, err, chain.ErrAlreadyAttested)
}
