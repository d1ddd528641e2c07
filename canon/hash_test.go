package canon_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
)

func TestHashText(t *testing.T) {
	h := canon.Sum([]byte("abc"))
	const want = "0xba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
	assert.Equal(t, want, h.String())
	p, err := canon.ParseHash(want)
	require.NoError(t, err)
	assert.Equal(t, h, p)
	j, err := json.Marshal(struct{ H canon.Hash }{h})
	require.NoError(t, err)
	assert.JSONEq(t, `{"H":"`+want+`"}`, string(j))
	var back struct{ H canon.Hash }
	require.NoError(t, json.Unmarshal(j, &back))
	assert.Equal(t, h, back.H)
	assert.False(t, h.IsZero())
	assert.True(t, canon.Hash{}.IsZero())
}

func TestParseHashStrict(t *testing.T) {
	good := "0xba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
	for _, bad := range []string{
		"", "0x", good[2:], "0X" + good[2:], good[:65], good + "0",
		"0xBA7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
		"0xga7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
		" " + good[1:],
	} {
		_, err := canon.ParseHash(bad)
		assert.ErrorIs(t, err, canon.ErrHashSyntax, bad)
	}
	var h canon.Hash
	assert.Error(t, json.Unmarshal([]byte(`"0xBA"`), &h))
}

func TestIntRoundTrip(t *testing.T) {
	for _, s := range []string{"0", "-1", "9007199254740991", "9007199254740992", "-9007199254740992", "115792089237316195423570985008687907853269984665640564039457584007913129639935"} {
		i := canon.IntFromString(s)
		b, err := json.Marshal(i)
		require.NoError(t, err)
		var back canon.Int
		require.NoError(t, json.Unmarshal(b, &back), string(b))
		assert.Equal(t, s, back.String())
	}
	var i canon.Int
	assert.Error(t, json.Unmarshal([]byte(`{"$n":"1"}`), &i))
	assert.Error(t, json.Unmarshal([]byte(`1.5`), &i))
	assert.Error(t, json.Unmarshal([]byte(`9007199254740992`), &i))
}
