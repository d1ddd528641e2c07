package zk

import (
	"bufio"
	"bytes"
	cryptorand "crypto/rand"
	"crypto/sha256"
	_ "embed"
	"errors"
	"fmt"
	"io"
	mathrand "math/rand/v2"
	"os"
	"path/filepath"
	"sync"

	"github.com/consensys/gnark-crypto/ecc"
	curve "github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr/pedersen"
	"github.com/consensys/gnark/backend/groth16"
	groth16_bn254 "github.com/consensys/gnark/backend/groth16/bn254"
	"github.com/consensys/gnark/constraint"
	gnarkio "github.com/consensys/gnark/io"

	"github.com/verijudge/verijudge/canon"
)

// DevBeacon seeds the development setup. Everyone can recompute the
// toxic waste from it: keys made with it are INSECURE, for tests, the demo
// and benchmarks only.
const DevBeacon = "verijudge INSECURE development setup: anyone can forge proofs under these keys"

// ErrKeys reports unusable key files.
var ErrKeys = errors.New("zk: bad key file")

// DomainSize is the size of the setup's evaluation domain for ccs (the
// phase-1 powers of tau a ceremony needs).
func DomainSize(ccs constraint.ConstraintSystem) uint64 {
	return ecc.NextPowerOfTwo(uint64(ccs.GetNbConstraints()))
}

// DevSetup returns the INSECURE deterministic keys of ccs: gnark's Groth16
// setup with its toxic waste drawn from a ChaCha8 stream seeded by
// DevBeacon and the circuit digest. The same circuit always gets the same
// keys, so the dev chain's verifier and program id are reproducible — and
// anyone can forge proofs under them.
//
// gnark draws setup randomness from crypto/rand.Reader, so DevSetup
// replaces that reader for its duration (serialized by a lock). Nothing
// else in the process may need randomness meanwhile: call it from a
// command or a test, never from a server.
func DevSetup(ccs constraint.ConstraintSystem) (groth16.ProvingKey, groth16.VerifyingKey, error) {
	d, err := CircuitDigest(ccs)
	if err != nil {
		return nil, nil, err
	}
	seed := sha256.Sum256(append([]byte(DevBeacon+"\x00"), d[:]...))
	devMu.Lock()
	defer devMu.Unlock()
	saved := cryptorand.Reader
	cryptorand.Reader = mathrand.NewChaCha8(seed)
	defer func() { cryptorand.Reader = saved }()
	pk, vk, err := groth16.Setup(ccs)
	if err != nil {
		return nil, nil, err
	}
	// gnark's setup draws the commitment key's G2 point at random; a
	// ceremony (mpcsetup) uses γ's, which lets the Solidity verifier fold
	// the commitment check into the Groth16 pairing (ExportSolidity). Redo
	// the commitment keys on γ, from the same seeded stream.
	bpk, bvk := pk.(*groth16_bn254.ProvingKey), vk.(*groth16_bn254.VerifyingKey)
	for i := range bpk.CommitmentKeys {
		cpk, cvk, err := pedersen.Setup([][]curve.G1Affine{bpk.CommitmentKeys[i].Basis}, pedersen.WithG2Point(bvk.G2.Gamma))
		if err != nil {
			return nil, nil, err
		}
		bpk.CommitmentKeys[i], bvk.CommitmentKeys[i] = cpk[0], cvk
	}
	return bpk, bvk, nil
}

var devMu sync.Mutex

// ProgramID is the ZK program id of a verifying key: SHA-256 of its
// uncompressed encoding. EvaluatorRegistry allows programs by this id.
func ProgramID(vk groth16.VerifyingKey) (canon.Hash, error) {
	var b bytes.Buffer
	if _, err := vk.WriteRawTo(&b); err != nil {
		return canon.Hash{}, err
	}
	return canon.Sum(b.Bytes()), nil
}

// WriteKey writes a key (proving or verifying) to path atomically and
// returns the SHA-256 of the file. The encoding streams to the file (a
// full proving key is gigabytes: holding a copy in memory would add it to
// the setup's peak).
func WriteKey(path string, k io.WriterTo) (canon.Hash, error) {
	return writeHashed(path, func(w io.Writer) (err error) {
		if raw, ok := k.(interface {
			WriteRawTo(io.Writer) (int64, error)
		}); ok {
			_, err = raw.WriteRawTo(w)
		} else {
			_, err = k.WriteTo(w)
		}
		return err
	})
}

// writeHashed writes path atomically through write and returns the
// SHA-256 of what it wrote.
func writeHashed(path string, write func(io.Writer) error) (sum canon.Hash, err error) {
	err = createAtomic(path, func(f io.Writer) (err error) {
		sum, err = hashedTo(f, write)
		return err
	})
	if err != nil {
		return canon.Hash{}, err
	}
	return sum, nil
}

// hashedTo writes through write to w, in 1 MiB pieces, and returns the
// SHA-256 of what it wrote.
func hashedTo(w io.Writer, write func(io.Writer) error) (canon.Hash, error) {
	h := sha256.New()
	bw := bufio.NewWriterSize(io.MultiWriter(w, h), 1<<20)
	if err := write(bw); err != nil {
		return canon.Hash{}, err
	}
	if err := bw.Flush(); err != nil {
		return canon.Hash{}, err
	}
	return canon.Hash(h.Sum(nil)), nil
}

// ReadProvingKey reads a proving key file. Its points are not checked to
// lie in their subgroups (that takes longer than proving): a bad proving
// key cannot make a proof that verifies under a good verifying key, and
// Prove verifies every proof it makes.
func ReadProvingKey(path string) (groth16.ProvingKey, error) {
	pk := groth16.NewProvingKey(ecc.BN254)
	if err := readKey(path, unsafeReader{pk}); err != nil {
		return nil, err
	}
	return pk, nil
}

type unsafeReader struct{ k groth16.ProvingKey }

func (u unsafeReader) ReadFrom(r io.Reader) (int64, error) {
	if k, ok := u.k.(gnarkio.UnsafeReaderFrom); ok {
		return k.UnsafeReadFrom(r)
	}
	return u.k.ReadFrom(r)
}

// ReadVerifyingKey reads a verifying key file.
func ReadVerifyingKey(path string) (groth16.VerifyingKey, error) {
	vk := groth16.NewVerifyingKey(ecc.BN254)
	if err := readKey(path, vk); err != nil {
		return nil, err
	}
	return vk, nil
}

func readKey(path string, k io.ReaderFrom) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	n, err := readFromSafely(k, bufio.NewReaderSize(f, 1<<20))
	if err != nil {
		return fmt.Errorf("%w: %s: %v", ErrKeys, path, err)
	}
	if n != st.Size() {
		return fmt.Errorf("%w: %s: %d trailing bytes", ErrKeys, path, st.Size()-n)
	}
	return nil
}

// readFromSafely turns a decoder panic on hostile input into an error.
func readFromSafely(k io.ReaderFrom, r io.Reader) (n int64, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("malformed key: %v", p)
		}
	}()
	return k.ReadFrom(r)
}

func writeFileAtomic(path string, b []byte) error {
	return createAtomic(path, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}

// createAtomic writes path through write into a temporary file in the
// same folder (named tempPrefix…), synced and renamed over path only when
// write succeeds: a reader never sees half a file, and a failed write
// leaves what was there and no temporary file. A process killed while
// writing leaves its temporary file; removeStaleTemps clears those.
func createAtomic(path string, write func(io.Writer) error) error {
	f, err := os.CreateTemp(filepath.Dir(path), tempPrefix+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	closed := false
	defer func() {
		if !closed {
			f.Close()
		}
		os.Remove(f.Name())
	}()
	if err := write(f); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	closed = true
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// tempPrefix starts the names of createAtomic's temporary files.
const tempPrefix = ".tmp-"

// removeStaleTemps removes the temporary files a killed writer left in
// dir (a key being written can be gigabytes). Call it only while holding
// the folder's lock, so no live writer's file is taken (where lockFile is
// only in-process, as on Windows, an open file cannot be removed there).
func removeStaleTemps(dir string) {
	names, _ := filepath.Glob(filepath.Join(dir, tempPrefix+"*"))
	for _, n := range names {
		os.Remove(n)
	}
}

// sumOf is the SHA-256 of obj's encoding, hashed as it is written.
func sumOf(obj io.WriterTo) (canon.Hash, error) {
	return hashedTo(io.Discard, func(w io.Writer) error {
		_, err := obj.WriteTo(w)
		return err
	})
}

// DevSmallVKFile is the committed verifying key of the small profile's
// INSECURE development keys (zk/gen writes it; TestZKDevFilesCurrent holds
// it to DevSetup), so that their proofs verify without the setup.
const DevSmallVKFile = "devsmall.vk"

//go:embed devsmall.vk
var devSmallVK []byte

// DevSmallVerifyingKey is the verifying key of the small profile's INSECURE
// development keys (program DevSmallProgramID): anyone can forge proofs
// that verify under it.
func DevSmallVerifyingKey() (groth16.VerifyingKey, error) { return ParseVerifyingKey(devSmallVK) }

// ParseVerifyingKey decodes a verifying key (its uncompressed encoding, as
// WriteKey writes it and ProgramID hashes it); trailing bytes are refused.
func ParseVerifyingKey(b []byte) (groth16.VerifyingKey, error) {
	vk := groth16.NewVerifyingKey(ecc.BN254)
	n, err := readFromSafely(vk, bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("%w: verifying key: %v", ErrKeys, err)
	}
	if n != int64(len(b)) {
		return nil, fmt.Errorf("%w: verifying key: %d trailing bytes", ErrKeys, int64(len(b))-n)
	}
	return vk, nil
}

// VerifyingKeyBytes is vk's uncompressed encoding (ProgramID is its
// SHA-256).
func VerifyingKeyBytes(vk groth16.VerifyingKey) ([]byte, error) {
	var b bytes.Buffer
	if _, err := vk.WriteRawTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
