// Package vouch is the seal between package attester and chain's write
// paths: chain signs a record only for a Token, and only code inside this
// module can make one (Go refuses the import elsewhere). Package attester
// makes one for a record package verify minted a MATCH for; nothing else
// in the module does.
package vouch

import "github.com/verijudge/verijudge/canon"

// Token is what a MATCH vouches for before it is signed: the quote hash
// and measurement the provenance may name (zero without TEE evidence).
// The zero Token vouches for nothing.
type Token struct {
	quoteHash, measurement canon.Hash
	ok                     bool
}

// New is a Token for a record verified as MATCH.
func New(quoteHash, measurement canon.Hash) Token {
	return Token{quoteHash: quoteHash, measurement: measurement, ok: true}
}

// Valid reports whether t was made by New.
func (t Token) Valid() bool { return t.ok }

// QuoteHash and Measurement are the verified TEE evidence's.
func (t Token) QuoteHash() canon.Hash   { return t.quoteHash }
func (t Token) Measurement() canon.Hash { return t.measurement }
