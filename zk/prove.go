package zk

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/backend/groth16"
	groth16_bn254 "github.com/consensys/gnark/backend/groth16/bn254"
	"github.com/consensys/gnark/backend/solidity"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"golang.org/x/crypto/sha3"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// ErrProof reports a proof that does not verify.
var ErrProof = errors.New("zk: proof does not verify")

// Binding is the public input that ties a proof to one attestation pair:
// keccak256(abi.encode(verdictUid, provenanceUid)) >> 8, as
// ZkJudgeVerifier.binding computes it. The zero binding ties a proof to no
// attestation (off-chain use).
func Binding(verdictUID, provenanceUID [32]byte) *big.Int {
	h := sha3.NewLegacyKeccak256()
	h.Write(verdictUID[:])
	h.Write(provenanceUID[:])
	b := new(big.Int).SetBytes(h.Sum(nil))
	return b.Rsh(b, 8)
}

// Proof is a Groth16 proof of a Statement with its binding, in the form
// ZkJudgeVerifier.verifyAndRecord takes.
type Proof struct {
	// Profile names the judge circuit's profile the proof was made with
	// (small, full).
	Profile   string     `json:"profile"`
	ProgramID canon.Hash `json:"programId"`
	Statement Statement  `json:"statement"`
	Binding   string     `json:"binding"` // decimal
	// Groth16 holds the proof's uncompressed encoding (gnark's raw form:
	// A, B, C, then the commitment and its proof of knowledge).
	Groth16 hexBytes `json:"groth16"`
}

type hexBytes []byte

func (h hexBytes) MarshalJSON() ([]byte, error) { return json.Marshal("0x" + hex.EncodeToString(h)) }

func (h *hexBytes) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	if len(s) < 2 || s[:2] != "0x" {
		return errors.New("hex bytes must start with 0x")
	}
	d, err := hex.DecodeString(s[2:])
	if err != nil {
		return err
	}
	*h = d
	return nil
}

// proverOpts make proofs the exported Solidity verifier accepts (its
// commitment challenge hashes with keccak).
var (
	proverOpts   = []backend.ProverOption{solidity.WithProverTargetSolidityVerifier(backend.GROTH16)}
	verifierOpts = []backend.VerifierOption{solidity.WithVerifierTargetSolidityVerifier(backend.GROTH16)}
)

// prove proves the assignment a of ccs under pk, and checks the proof
// of st and binding under vk.
func prove(ccs constraint.ConstraintSystem, pk groth16.ProvingKey, vk groth16.VerifyingKey, a frontend.Circuit, profile string, st Statement, binding *big.Int) (*Proof, error) {
	full, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
	if err != nil {
		return nil, err
	}
	p, err := groth16.Prove(ccs, pk, full, proverOpts...)
	if err != nil {
		return nil, fmt.Errorf("zk: proving: %w", err)
	}
	id, err := ProgramID(vk)
	if err != nil {
		return nil, err
	}
	var raw bytes.Buffer
	if _, err := p.WriteRawTo(&raw); err != nil {
		return nil, err
	}
	out := &Proof{Profile: profile, ProgramID: id, Statement: st, Binding: binding.String(), Groth16: raw.Bytes()}
	if err := Verify(vk, out, st, binding); err != nil {
		return nil, fmt.Errorf("zk: a fresh proof fails to verify (wrong keys for this circuit?): %w", err)
	}
	return out, nil
}

// Verify checks that p proves want with binding under vk: the program
// id, that want names an evaluator whose rules the circuit implements
// (Evaluators), that p claims exactly that statement and binding, then the
// Groth16 proof with want and binding as its public inputs. The statement
// is the caller's to require (a record's hashes, evaluator, status and
// attestation pair), never taken from the proof.
func Verify(vk groth16.VerifyingKey, p *Proof, want Statement, binding *big.Int) error {
	id, err := ProgramID(vk)
	if err != nil {
		return err
	}
	if id != p.ProgramID {
		return fmt.Errorf("%w: made for program %s, the key is program %s", ErrProof, p.ProgramID, id)
	}
	if !slices.Contains(evaluators, want.Evaluator) {
		return fmt.Errorf("%w: the statement names evaluator %s, whose rules the circuit does not implement", ErrProof, want.Evaluator)
	}
	if binding == nil {
		return fmt.Errorf("%w: no binding", ErrProof)
	}
	if p.Statement != want || p.Binding != binding.String() {
		return fmt.Errorf("%w: the proof claims another statement or binding than the one required", ErrProof)
	}
	// StatementDigest checks the binding's range.
	st, err := StatementDigest(want, binding)
	if err != nil {
		return fmt.Errorf("%w: statement: %v", ErrProof, err)
	}
	proof := groth16.NewProof(ecc.BN254)
	n, err := readFromSafely(proof, bytes.NewReader(p.Groth16))
	if err != nil || n != int64(len(p.Groth16)) {
		return fmt.Errorf("%w: malformed Groth16 proof bytes", ErrProof)
	}
	pub, err := frontend.NewWitness(&publicStatement{Statement: st}, ecc.BN254.ScalarField(), frontend.PublicOnly())
	if err != nil {
		return err
	}
	if err := groth16.Verify(proof, vk, pub, verifierOpts...); err != nil {
		return fmt.Errorf("%w: %v", ErrProof, err)
	}
	return nil
}

// StatementDigest is the circuit's one public input for a statement with
// a binding (below 2^248):
//
//	sha256(traceHash ‖ verdictHash ‖ binding ‖ evaluatorDigest ‖ status) >> 8
//
// over 129 bytes (the binding as 32 bytes big-endian, the status as one
// byte, StatusByte), as ZkJudgeVerifier.publicInputs computes it from the
// provenance and verdict attestations.
func StatementDigest(s Statement, binding *big.Int) (*big.Int, error) {
	if binding == nil || binding.Sign() < 0 || binding.BitLen() > MaxBindingBits {
		return nil, fmt.Errorf("zk: binding must be in [0, 2^248)")
	}
	sb, err := StatusByte(s.Status)
	if err != nil {
		return nil, err
	}
	var b [129]byte
	copy(b[:32], s.TraceHash[:])
	copy(b[32:64], s.VerdictHash[:])
	binding.FillBytes(b[64:96])
	copy(b[96:128], s.Evaluator[:])
	b[128] = sb
	d := sha256.Sum256(b[:])
	return new(big.Int).SetBytes(d[:31]), nil
}

// StatusByte is a status as the statement digest holds it: SUCCESS 1,
// FAILURE 2, PARTIAL 3.
func StatusByte(s judge.Status) (byte, error) {
	switch s {
	case judge.StatusSuccess:
		return 1, nil
	case judge.StatusFailure:
		return 2, nil
	case judge.StatusPartial:
		return 3, nil
	}
	return 0, fmt.Errorf("zk: status %q is none of SUCCESS, FAILURE, PARTIAL", s)
}

// SolidityProof splits p's proof into verifyAndRecord's arguments.
func SolidityProof(p *Proof) (proof [8]*big.Int, commitments [2]*big.Int, pok [2]*big.Int, err error) {
	g := new(groth16_bn254.Proof)
	n, err := readFromSafely(g, bytes.NewReader(p.Groth16))
	if err != nil || n != int64(len(p.Groth16)) {
		return proof, commitments, pok, fmt.Errorf("%w: malformed Groth16 proof bytes", ErrProof)
	}
	if len(g.Commitments) != 1 {
		return proof, commitments, pok, fmt.Errorf("%w: want one commitment, have %d", ErrProof, len(g.Commitments))
	}
	// MarshalSolidity: A, B, C (8 words), a 4-byte commitment count, the
	// commitments (2 words each), the proof of knowledge (2 words).
	b := g.MarshalSolidity()
	if len(b) != 12*fr.Bytes+4 {
		return proof, commitments, pok, fmt.Errorf("%w: unexpected Solidity proof length %d", ErrProof, len(b))
	}
	word := func(off int) *big.Int { return new(big.Int).SetBytes(b[off : off+fr.Bytes]) }
	for i := range 8 {
		proof[i] = word(i * fr.Bytes)
	}
	rest := 8*fr.Bytes + 4
	commitments = [2]*big.Int{word(rest), word(rest + fr.Bytes)}
	pok = [2]*big.Int{word(rest + 2*fr.Bytes), word(rest + 3*fr.Bytes)}
	return proof, commitments, pok, nil
}
