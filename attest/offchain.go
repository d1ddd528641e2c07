package attest

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// Offchain attestations: EIP-712 signed EAS attestations that never touch
// the chain, in the format of the official EAS SDK ("version 2" offchain
// attestations, with a salt), so that each side verifies the other's and
// both compute the same UID.

// OffchainVersion is the offchain attestation format version (the SDK's
// OffchainAttestationVersion.Version2).
const OffchainVersion = 2

// ErrBadOffchain reports an offchain attestation whose UID or signature
// does not verify, or whose signer is not the expected attester.
var ErrBadOffchain = errors.New("attest: offchain attestation does not verify")

// OffchainDomain is the EIP-712 domain: EAS's version string (the
// contract's VERSION(), "1.3.0"-style), chain id and EAS address.
type OffchainDomain struct {
	Version string         `json:"version"`
	ChainID uint64         `json:"chainId"`
	EAS     common.Address `json:"verifyingContract"`
}

// OffchainMessage is what an offchain attestation signs.
type OffchainMessage struct {
	Version        uint16         `json:"version"`
	Schema         UID            `json:"schema"`
	Recipient      common.Address `json:"recipient"`
	Time           uint64         `json:"time"`
	ExpirationTime uint64         `json:"expirationTime"`
	Revocable      bool           `json:"revocable"`
	RefUID         UID            `json:"refUID"`
	Data           hexutil.Bytes  `json:"data"`
	Salt           UID            `json:"salt"`
}

// Signature is an ECDSA signature with v in {27, 28}.
type Signature struct {
	V uint8       `json:"v"`
	R common.Hash `json:"r"`
	S common.Hash `json:"s"`
}

// OffchainAttestation is a signed offchain attestation.
type OffchainAttestation struct {
	UID       UID             `json:"uid"`
	Domain    OffchainDomain  `json:"domain"`
	Message   OffchainMessage `json:"message"`
	Signature Signature       `json:"signature"`
}

// OffchainUID is the SDK's UID of a version-2 offchain attestation:
// keccak256(abi.encodePacked(uint16 version, bytes(schema as its 0x-hex
// text), recipient, address(0), uint64 time, uint64 expirationTime, bool
// revocable, refUID, data, salt, uint32(0))). The schema enters as the UTF-8
// of its lowercase hex text, as the SDK writes it.
func OffchainUID(m OffchainMessage) UID {
	var b []byte
	b = append(b, byte(m.Version>>8), byte(m.Version))
	b = append(b, m.Schema.String()...)
	b = append(b, m.Recipient.Bytes()...)
	b = append(b, make([]byte, 20)...)
	b = append(b, be64(m.Time)...)
	b = append(b, be64(m.ExpirationTime)...)
	if m.Revocable {
		b = append(b, 1)
	} else {
		b = append(b, 0)
	}
	b = append(b, m.RefUID[:]...)
	b = append(b, m.Data...)
	b = append(b, m.Salt[:]...)
	b = append(b, 0, 0, 0, 0)
	return UID(crypto.Keccak256Hash(b))
}

func typedData(d OffchainDomain, m OffchainMessage) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"}, {Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"},
			},
			"Attest": {
				{Name: "version", Type: "uint16"}, {Name: "schema", Type: "bytes32"}, {Name: "recipient", Type: "address"},
				{Name: "time", Type: "uint64"}, {Name: "expirationTime", Type: "uint64"}, {Name: "revocable", Type: "bool"},
				{Name: "refUID", Type: "bytes32"}, {Name: "data", Type: "bytes"}, {Name: "salt", Type: "bytes32"},
			},
		},
		PrimaryType: "Attest",
		Domain: apitypes.TypedDataDomain{Name: "EAS Attestation", Version: d.Version,
			ChainId: (*math.HexOrDecimal256)(new(big.Int).SetUint64(d.ChainID)), VerifyingContract: d.EAS.Hex()},
		Message: apitypes.TypedDataMessage{
			"version": strconv.Itoa(int(m.Version)), "schema": m.Schema.String(), "recipient": m.Recipient.Hex(),
			"time": strconv.FormatUint(m.Time, 10), "expirationTime": strconv.FormatUint(m.ExpirationTime, 10),
			"revocable": m.Revocable, "refUID": m.RefUID.String(), "data": hexutil.Encode(m.Data), "salt": m.Salt.String(),
		},
	}
}

// The EIP-712 type hashes of the SDK's offchain attestations.
var (
	domainTypeHash = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	attestTypeHash = crypto.Keccak256Hash([]byte("Attest(uint16 version,bytes32 schema,address recipient,uint64 time,uint64 expirationTime,bool revocable,bytes32 refUID,bytes data,bytes32 salt)"))
	easNameHash    = crypto.Keccak256Hash([]byte("EAS Attestation"))
)

// Separator is the EIP-712 domain separator of d.
func (d OffchainDomain) Separator() common.Hash {
	b := make([]byte, 0, 5*32)
	b = append(b, domainTypeHash[:]...)
	b = append(b, easNameHash[:]...)
	b = append(b, crypto.Keccak256([]byte(d.Version))...)
	b = append(b, common.LeftPadBytes(new(big.Int).SetUint64(d.ChainID).Bytes(), 32)...)
	b = append(b, common.LeftPadBytes(d.EAS[:], 32)...)
	return crypto.Keccak256Hash(b)
}

// digest is the EIP-712 hash the attester signs, computed directly from
// the two type hashes (TestDigestIsTypedData holds it to go-ethereum's
// general EIP-712 encoder).
func digest(d OffchainDomain, m OffchainMessage) ([]byte, error) {
	word := func(b []byte, v uint64) []byte {
		var w [32]byte
		for i := range 8 {
			w[31-i] = byte(v >> (8 * i))
		}
		return append(b, w[:]...)
	}
	b := make([]byte, 0, 10*32)
	b = append(b, attestTypeHash[:]...)
	b = word(b, uint64(m.Version))
	b = append(b, m.Schema[:]...)
	b = append(b, common.LeftPadBytes(m.Recipient[:], 32)...)
	b = word(b, m.Time)
	b = word(b, m.ExpirationTime)
	rev := uint64(0)
	if m.Revocable {
		rev = 1
	}
	b = word(b, rev)
	b = append(b, m.RefUID[:]...)
	b = append(b, crypto.Keccak256(m.Data)...)
	b = append(b, m.Salt[:]...)
	structHash := crypto.Keccak256(b)
	sep := d.Separator()
	return crypto.Keccak256([]byte{0x19, 0x01}, sep[:], structHash), nil
}

// digestTypedData is digest through go-ethereum's general encoder.
func digestTypedData(d OffchainDomain, m OffchainMessage) ([]byte, error) {
	h, _, err := apitypes.TypedDataAndHash(typedData(d, m))
	return h, err
}

// SignOffchain signs m (Version is set to OffchainVersion) under domain d.
func SignOffchain(d OffchainDomain, m OffchainMessage, key *ecdsa.PrivateKey) (*OffchainAttestation, error) {
	m.Version = OffchainVersion
	h, err := digest(d, m)
	if err != nil {
		return nil, err
	}
	sig, err := crypto.Sign(h, key)
	if err != nil {
		return nil, err
	}
	a := &OffchainAttestation{UID: OffchainUID(m), Domain: d, Message: m, Signature: Signature{V: sig[64] + 27}}
	copy(a.Signature.R[:], sig[:32])
	copy(a.Signature.S[:], sig[32:64])
	return a, nil
}

// VerifyOffchain checks a's UID, its signature under its domain, and that
// the signer is attester. The caller decides which domain (chain, EAS
// address) and attester it trusts and compares a.Domain with them.
func VerifyOffchain(a *OffchainAttestation, attester common.Address) error {
	signer, err := OffchainSigner(a)
	if err != nil {
		return err
	}
	if signer != attester {
		return fmt.Errorf("%w: signed by %s, not %s", ErrBadOffchain, signer, attester)
	}
	return nil
}

// OffchainSigner checks a's version and UID and that its signature is a
// canonical ECDSA signature (v 27 or 28, s in the lower half) under its
// domain, and returns the signer. Who the signer is, and whether the
// domain is the one to trust, is the caller's to check.
func OffchainSigner(a *OffchainAttestation) (common.Address, error) {
	if a.Message.Version != OffchainVersion {
		return common.Address{}, fmt.Errorf("%w: version %d, want %d", ErrBadOffchain, a.Message.Version, OffchainVersion)
	}
	if got := OffchainUID(a.Message); got != a.UID {
		return common.Address{}, fmt.Errorf("%w: UID is %s, the message gives %s", ErrBadOffchain, a.UID, got)
	}
	h, err := digest(a.Domain, a.Message)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadOffchain, err)
	}
	if a.Signature.V != 27 && a.Signature.V != 28 {
		return common.Address{}, fmt.Errorf("%w: v = %d", ErrBadOffchain, a.Signature.V)
	}
	sig := make([]byte, 65)
	copy(sig, a.Signature.R[:])
	copy(sig[32:], a.Signature.S[:])
	sig[64] = a.Signature.V - 27
	if !crypto.ValidateSignatureValues(sig[64], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64]), true) {
		return common.Address{}, fmt.Errorf("%w: malleable or invalid signature values", ErrBadOffchain)
	}
	pub, err := crypto.SigToPub(h, sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadOffchain, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}
