// Package vouch is the seal between package attester and chain's write
// paths: chain signs only a Token, and only code inside this module can
// make one (Go refuses the import elsewhere). Package attester makes one
// for a record package verify minted a MATCH for, from what that MATCH
// vouches for; its one way around the check is named Unsafe.
//
// A Token carries what is signed: the verdict attestation's data and the
// provenance attestation's data. chain encodes and signs exactly those,
// and never looks inside a record.
package vouch

import "github.com/verijudge/verijudge/attest"

// Token is what a verdict's attestations carry once it is vouched for.
// The zero Token vouches for nothing.
type Token struct {
	verdict    attest.VerdictData
	provenance attest.ProvenanceData
	ok         bool
}

// New is a Token for the verdict and provenance data given.
func New(verdict attest.VerdictData, provenance attest.ProvenanceData) Token {
	return Token{verdict: verdict, provenance: provenance, ok: true}
}

// Valid reports whether t was made by New.
func (t Token) Valid() bool { return t.ok }

// Verdict and Provenance are the attestations' data.
func (t Token) Verdict() attest.VerdictData       { return t.verdict }
func (t Token) Provenance() attest.ProvenanceData { return t.provenance }

// Name is the verdict's trial id, for messages.
func (t Token) Name() string { return t.verdict.TrialID }
