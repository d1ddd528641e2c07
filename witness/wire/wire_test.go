package wire

import (
	"crypto/ed25519"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/tee"
)

// TestTicket: a ticket signed by its prover key checks; a changed budget,
// a changed signature, a budget out of range and an unusable key are each
// refused with their error.
func TestTicket(t *testing.T) {
	pub, sk, err := ed25519.GenerateKey(nil)
	require.NoError(t, err)
	vpub, _, err := ed25519.GenerateKey(nil)
	require.NoError(t, err)
	var pk, vk Key
	copy(pk[:], pub)
	copy(vk[:], vpub)
	tk := Ticket{Nonce: canon.Sum([]byte("n")), IssuedAt: 1, MaxQuestions: 8, MaxToolCalls: 4, CorpusHash: canon.Sum([]byte("c")), ProverKey: pk, VerifierKey: vk}
	copy(tk.Signature[:], ed25519.Sign(sk, tk.Message()))
	require.NoError(t, tk.Check())
	h := tk.Hash()

	changed := tk
	changed.MaxQuestions = 9
	assert.ErrorIs(t, changed.Check(), ErrSignature)
	assert.NotEqual(t, h, changed.Hash())
	forged := tk
	forged.Signature[0] ^= 1
	assert.ErrorIs(t, forged.Check(), ErrSignature)
	over := tk
	over.MaxToolCalls = MaxToolCalls + 1
	assert.ErrorIs(t, over.Check(), ErrTicket)
	var small Key // the identity point's encoding (y = 1) is of small order
	small[0] = 1
	assert.False(t, KeyOK(small))
	noKey := tk
	noKey.VerifierKey = small
	assert.ErrorIs(t, noKey.Check(), ErrTicket)
}

// TestBinding: a binding without a quote is refused as unattested; its
// shape is held to the quote hash.
func TestBinding(t *testing.T) {
	pub, _, err := ed25519.GenerateKey(nil)
	require.NoError(t, err)
	var k Key
	copy(k[:], pub)
	b := &Binding{Key: k, Backend: "reproducible"}
	require.NoError(t, CheckBindingShape(b))
	_, _, err = CheckBinding(b, &Ticket{}, teeOptions())
	assert.ErrorIs(t, err, ErrUnattested)
	b.QuoteHash = canon.Sum([]byte("q"))
	assert.ErrorIs(t, CheckBindingShape(b), ErrProtocol)
	// The report data a boot quote must carry changes with the key and
	// the ticket.
	assert.NotEqual(t, BootReportData(k, canon.Sum([]byte("a"))), BootReportData(k, canon.Sum([]byte("b"))))
}

func teeOptions() (o tee.EvidenceOptions) { return o }
