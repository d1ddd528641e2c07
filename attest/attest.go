// Package attest defines how verijudge verdicts are attested through the
// Ethereum Attestation Service (EAS): the two schemas, the ABI encoding of
// their data, and the schema and attestation UIDs computed offline exactly
// as the EAS contracts compute them.
//
// The verdict schema carries the verdict hash and the fields a reader wants
// without fetching the record; the provenance schema binds the verdict hash
// to the trace hash, the evaluator digest and (when present) TEE evidence,
// and references the verdict attestation (refUID). Trust levels (docs/levels.md)
// are decided on-chain by JudgeVerifier from these attestations.
//
// Decoding is strict: data that does not re-encode to the same bytes is
// refused (ErrMalformedData), so an attestation has exactly one meaning.
//
// Offchain attestations (SignOffchain, VerifyOffchain) are EIP-712 signed in
// the EAS SDK's version-2 format; a test runs the official SDK under node
// and shows that each side verifies the other's and agrees on UIDs.
//
// Example:
//
//	data, _ := attest.VerdictData{VerdictHash: vh, TrialID: v.TrialID, …}.Encode()
//	uid := attest.AttestationUID(attest.Attestation{Schema: attest.VerdictSchemaUID(resolver, true), …}, 0)
package attest

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/verijudge/verijudge/canon"
)

// The EAS schema strings. They are part of the product's contract: a
// different string is a different schema UID.
const (
	VerdictSchema    = "bytes32 verdictHash,string trialId,string taskId,string buildId,string status,string evidenceClass"
	ProvenanceSchema = "bytes32 verdictHash,bytes32 traceHash,bytes32 evaluatorDigest,bytes32 teeQuoteHash,bytes32 teeMeasurement"
)

// UID is an EAS identifier (a keccak-256 hash): a schema UID or an
// attestation UID. Written like canon.Hash, "0x" + 64 lowercase hex.
type UID [32]byte

func (u UID) String() string { return "0x" + hex.EncodeToString(u[:]) }

// IsZero reports whether u is the zero UID (EAS's "none").
func (u UID) IsZero() bool { return u == UID{} }

// MarshalText implements encoding.TextMarshaler.
func (u UID) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText accepts exactly the String form.
func (u *UID) UnmarshalText(b []byte) error {
	h, err := canon.ParseHash(string(b))
	if err != nil {
		return fmt.Errorf("attest: UID: %w", err)
	}
	*u = UID(h)
	return nil
}

// ErrMalformedData reports attestation data that does not decode, or does
// not re-encode to the same bytes.
var ErrMalformedData = errors.New("attest: malformed attestation data")

// SchemaUID is EAS's schema UID: keccak256(abi.encodePacked(schema,
// resolver, revocable)), as SchemaRegistry.register computes it.
func SchemaUID(schema string, resolver common.Address, revocable bool) UID {
	rev := byte(0)
	if revocable {
		rev = 1
	}
	buf := make([]byte, 0, len(schema)+21)
	buf = append(buf, schema...)
	buf = append(buf, resolver.Bytes()...)
	buf = append(buf, rev)
	return UID(crypto.Keccak256Hash(buf))
}

// VerdictSchemaUID and ProvenanceSchemaUID are the UIDs of verijudge's
// schemas registered with the given resolver (zero for none).
func VerdictSchemaUID(resolver common.Address, revocable bool) UID {
	return SchemaUID(VerdictSchema, resolver, revocable)
}

// ProvenanceSchemaUID: see VerdictSchemaUID.
func ProvenanceSchemaUID(resolver common.Address, revocable bool) UID {
	return SchemaUID(ProvenanceSchema, resolver, revocable)
}

// Attestation holds the fields of an EAS attestation that its UID covers.
type Attestation struct {
	Schema         UID
	Recipient      common.Address
	Attester       common.Address
	Time           uint64 // block timestamp of the attest transaction
	ExpirationTime uint64 // 0: never
	Revocable      bool
	RefUID         UID
	Data           []byte
}

// AttestationUID is EAS's attestation UID: keccak256(abi.encodePacked(
// schema, recipient, attester, time, expirationTime, revocable, refUID,
// data, bump)), bump being 0 unless that UID was already taken.
func AttestationUID(a Attestation, bump uint32) UID {
	var b bytes.Buffer
	b.Write(a.Schema[:])
	b.Write(a.Recipient.Bytes())
	b.Write(a.Attester.Bytes())
	b.Write(be64(a.Time))
	b.Write(be64(a.ExpirationTime))
	if a.Revocable {
		b.WriteByte(1)
	} else {
		b.WriteByte(0)
	}
	b.Write(a.RefUID[:])
	b.Write(a.Data)
	b.Write([]byte{byte(bump >> 24), byte(bump >> 16), byte(bump >> 8), byte(bump)})
	return UID(crypto.Keccak256Hash(b.Bytes()))
}

func be64(x uint64) []byte {
	return []byte{byte(x >> 56), byte(x >> 48), byte(x >> 40), byte(x >> 32), byte(x >> 24), byte(x >> 16), byte(x >> 8), byte(x)}
}

// VerdictData is the data of a verdict attestation.
type VerdictData struct {
	VerdictHash   canon.Hash
	TrialID       string
	TaskID        string
	BuildID       string
	Status        string
	EvidenceClass string
}

// ProvenanceData is the data of a provenance attestation. TEEQuoteHash and
// TEEMeasurement are zero when the verdict has no TEE evidence.
type ProvenanceData struct {
	VerdictHash     canon.Hash
	TraceHash       canon.Hash
	EvaluatorDigest canon.Hash
	TEEQuoteHash    canon.Hash
	TEEMeasurement  canon.Hash
}

var (
	verdictArgs    = mustArgs("bytes32", "string", "string", "string", "string", "string")
	provenanceArgs = mustArgs("bytes32", "bytes32", "bytes32", "bytes32", "bytes32")
)

func mustArgs(types ...string) abi.Arguments {
	var args abi.Arguments
	for _, t := range types {
		typ, err := abi.NewType(t, "", nil)
		if err != nil {
			panic(err)
		}
		args = append(args, abi.Argument{Type: typ})
	}
	return args
}

// Encode returns the ABI encoding of the verdict schema's fields.
func (d VerdictData) Encode() ([]byte, error) {
	return verdictArgs.Pack([32]byte(d.VerdictHash), d.TrialID, d.TaskID, d.BuildID, d.Status, d.EvidenceClass)
}

// DecodeVerdictData decodes verdict attestation data strictly.
func DecodeVerdictData(data []byte) (VerdictData, error) {
	vals, err := verdictArgs.Unpack(data)
	if err != nil {
		return VerdictData{}, fmt.Errorf("%w: %v", ErrMalformedData, err)
	}
	d := VerdictData{
		VerdictHash:   canon.Hash(vals[0].([32]byte)),
		TrialID:       vals[1].(string),
		TaskID:        vals[2].(string),
		BuildID:       vals[3].(string),
		Status:        vals[4].(string),
		EvidenceClass: vals[5].(string),
	}
	again, err := d.Encode()
	if err != nil || !bytes.Equal(again, data) {
		return VerdictData{}, fmt.Errorf("%w: not the canonical encoding", ErrMalformedData)
	}
	return d, nil
}

// Encode returns the ABI encoding of the provenance schema's fields.
func (d ProvenanceData) Encode() ([]byte, error) {
	return provenanceArgs.Pack([32]byte(d.VerdictHash), [32]byte(d.TraceHash), [32]byte(d.EvaluatorDigest),
		[32]byte(d.TEEQuoteHash), [32]byte(d.TEEMeasurement))
}

// DecodeProvenanceData decodes provenance attestation data strictly.
func DecodeProvenanceData(data []byte) (ProvenanceData, error) {
	vals, err := provenanceArgs.Unpack(data)
	if err != nil {
		return ProvenanceData{}, fmt.Errorf("%w: %v", ErrMalformedData, err)
	}
	d := ProvenanceData{
		VerdictHash:     canon.Hash(vals[0].([32]byte)),
		TraceHash:       canon.Hash(vals[1].([32]byte)),
		EvaluatorDigest: canon.Hash(vals[2].([32]byte)),
		TEEQuoteHash:    canon.Hash(vals[3].([32]byte)),
		TEEMeasurement:  canon.Hash(vals[4].([32]byte)),
	}
	again, err := d.Encode()
	if err != nil || !bytes.Equal(again, data) {
		return ProvenanceData{}, fmt.Errorf("%w: not the canonical encoding", ErrMalformedData)
	}
	return d, nil
}
