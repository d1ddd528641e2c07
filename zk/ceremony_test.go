package zk

import (
	"bytes"
	"crypto/sha256"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/lookup/logderivlookup"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
)

// tinyCircuit has a lookup, so, like the judge circuit, it carries a
// commitment; the ceremony code is the same for any circuit, and this one
// sets up in seconds (the judge circuit's ceremony takes minutes per step:
// TestZKCeremonyCLI, behind VERIJUDGE_ZK_CEREMONY).
type tinyCircuit struct {
	X frontend.Variable `gnark:",public"`
	Y frontend.Variable

	offset int // another table, so another circuit of the same size
}

func (c *tinyCircuit) Define(api frontend.API) error {
	t := logderivlookup.New(api)
	for i := range 8 {
		t.Insert(i*i + c.offset)
	}
	api.AssertIsEqual(t.Lookup(c.Y)[0], c.X)
	return nil
}

// TestCeremony runs init, two contributions per phase, both finalizations
// and verification, then proves and verifies under the keys; a tampered
// contribution, a swapped key and a foreign circuit are caught.
func TestCeremony(t *testing.T) {
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &tinyCircuit{})
	require.NoError(t, err)
	dir := t.TempDir()
	_, err = CeremonyInit(dir, Small, ccs)
	require.NoError(t, err)
	_, err = CeremonyInit(dir, Small, ccs)
	assert.ErrorIs(t, err, ErrCeremony, "a second init must not clobber a ceremony")
	_, err = CeremonyFinalize(dir, ccs, []byte("beacon-0123456789abcdef"))
	assert.ErrorIs(t, err, ErrCeremony, "phase 1 without contributions")

	for range 2 {
		_, err := CeremonyContribute(dir, ccs)
		require.NoError(t, err)
	}
	st, err := CeremonyVerify(dir, ccs)
	require.NoError(t, err)
	assert.Equal(t, 1, st.Phase)
	assert.Nil(t, st.CircuitDigest, "phase 1 is for no circuit in particular")
	phase1 := copyDir(t, dir)
	_, err = CeremonyFinalize(dir, ccs, []byte("short"))
	assert.ErrorIs(t, err, ErrCeremony)
	st, err = CeremonyFinalize(dir, ccs, []byte("phase-1 beacon: block 0xabc…"))
	require.NoError(t, err)
	require.Equal(t, 2, st.Phase)
	digest, err := CircuitDigest(ccs)
	require.NoError(t, err)
	require.NotNil(t, st.CircuitDigest)
	assert.Equal(t, digest, *st.CircuitDigest, "phase 2 is for the circuit that opened it")
	for range 2 {
		_, err := CeremonyContribute(dir, ccs)
		require.NoError(t, err)
	}
	st, err = CeremonyVerify(dir, ccs)
	require.NoError(t, err)
	st, err = CeremonyFinalize(dir, ccs, []byte("phase-2 beacon: block 0xdef…"))
	require.NoError(t, err)
	require.Equal(t, 3, st.Phase)
	var heard []string
	st, err = CeremonyVerify(dir, ccs, WithCeremonyProgress(func(s string) { heard = append(heard, s) }))
	require.NoError(t, err)
	require.NotNil(t, st.ProgramID)
	// Each stage is announced with its estimate, and its end is told.
	stages := []string{"phase 1: verifying 2 contributions and sealing with the beacon",
		"phase 2: recomputing its start and the circuit's evaluations",
		"phase 2: verifying 2 contributions and sealing the keys with the beacon"}
	var told []string // without the 20-second reports of a slow stage
	for _, h := range heard {
		if strings.Contains(h, " (about ") || strings.Contains(h, " done in ") {
			told = append(told, h)
		}
	}
	require.Len(t, told, 2*len(stages), "%q", heard)
	for i, stage := range stages {
		assert.Regexp(t, `^`+regexp.QuoteMeta(stage)+`.* \(about \d`, told[2*i])
		assert.Regexp(t, `^`+regexp.QuoteMeta(stage)+`.* done in `, told[2*i+1])
	}

	// The keys prove and verify.
	pk, err := ReadProvingKey(filepath.Join(dir, "judge.pk"))
	require.NoError(t, err)
	vk, err := ReadVerifyingKey(filepath.Join(dir, "judge.vk"))
	require.NoError(t, err)
	id, err := ProgramID(vk)
	require.NoError(t, err)
	assert.Equal(t, *st.ProgramID, id)
	w, err := frontend.NewWitness(&tinyCircuit{X: 25, Y: 5}, ecc.BN254.ScalarField())
	require.NoError(t, err)
	proof, err := groth16.Prove(ccs, pk, w, proverOpts...)
	require.NoError(t, err)
	pub, err := w.Public()
	require.NoError(t, err)
	require.NoError(t, groth16.Verify(proof, vk, pub, verifierOpts...))
	bad, err := frontend.NewWitness(&tinyCircuit{X: 26}, ecc.BN254.ScalarField(), frontend.PublicOnly())
	require.NoError(t, err)
	assert.Error(t, groth16.Verify(proof, vk, bad, verifierOpts...))

	_, err = CeremonyContribute(dir, ccs)
	assert.ErrorIs(t, err, ErrCeremony, "no contributions after finalizing")

	t.Run("tampered contribution", func(t *testing.T) {
		d := copyDir(t, dir)
		f := filepath.Join(d, "phase2-0002.bin")
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		b[len(b)/2] ^= 1
		require.NoError(t, os.WriteFile(f, b, 0o644))
		_, err = CeremonyVerify(d, ccs)
		assert.ErrorIs(t, err, ErrCeremony)
	})
	t.Run("coordinator's evaluations altered", func(t *testing.T) {
		// Even with its hash updated in ceremony.json, an altered
		// phase2-evals.gob is caught: verify recomputes it.
		d := copyDir(t, dir)
		f := filepath.Join(d, "phase2-evals.gob")
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		b[len(b)-10] ^= 1
		require.NoError(t, os.WriteFile(f, b, 0o644))
		st, err := LoadCeremony(d, ccs)
		require.NoError(t, err)
		st.Phase2Evals.SHA256 = sha256Sum(b)
		require.NoError(t, st.save(d))
		_, err = CeremonyVerify(d, ccs)
		assert.ErrorIs(t, err, ErrCeremony)
	})
	t.Run("swapped verifying key", func(t *testing.T) {
		d := copyDir(t, dir)
		_, other, err := DevSetup(ccs)
		require.NoError(t, err)
		_, err = WriteKey(filepath.Join(d, "judge.vk"), other)
		require.NoError(t, err)
		_, err = CeremonyVerify(d, ccs)
		assert.ErrorIs(t, err, ErrCeremony)
	})
	t.Run("phase 1 serves any circuit of its size", func(t *testing.T) {
		// A circuit of the same domain size that is not the one phase 1
		// was started with opens phase 2; from then on the folder is for
		// that circuit, and the first one is refused.
		other, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &tinyCircuit{offset: 1})
		require.NoError(t, err)
		require.Equal(t, DomainSize(ccs), DomainSize(other))
		od, err := CircuitDigest(other)
		require.NoError(t, err)
		require.NotEqual(t, digest, od)
		d := copyDir(t, phase1)
		st, err := CeremonyFinalize(d, other, []byte("phase-1 beacon: block 0xabc…"))
		require.NoError(t, err)
		assert.Equal(t, od, *st.CircuitDigest)
		_, err = CeremonyContribute(d, ccs)
		assert.ErrorIs(t, err, ErrCeremony, "phase 2 is for the other circuit")
		_, err = CeremonyContribute(d, other)
		assert.NoError(t, err)
	})
	t.Run("damaged state", func(t *testing.T) {
		for name, edit := range map[string]func(st *CeremonyState){
			"phase 0":                 func(st *CeremonyState) { st.Phase = 0 },
			"phase 4":                 func(st *CeremonyState) { st.Phase = 4 },
			"no phase-2 start":        func(st *CeremonyState) { st.Phase2 = nil },
			"no evaluations":          func(st *CeremonyState) { st.Phase2Evals = nil },
			"no circuit":              func(st *CeremonyState) { st.CircuitDigest = nil },
			"finalized, no program":   func(st *CeremonyState) { st.ProgramID = nil },
			"finalized, no phase two": func(st *CeremonyState) { st.Phase2 = st.Phase2[:1] },
		} {
			d := copyDir(t, dir)
			st, err := LoadCeremony(d, ccs)
			require.NoError(t, err)
			edit(st)
			require.NoError(t, st.save(d))
			for _, f := range []func() error{
				func() error { _, err := LoadCeremony(d, ccs); return err },
				func() error { _, err := CeremonyContribute(d, ccs); return err },
				func() error { _, err := CeremonyVerify(d, ccs); return err },
			} {
				assert.ErrorIs(t, f(), ErrCeremony, name)
			}
		}
	})
	t.Run("phase 1 started by an older version", func(t *testing.T) {
		// It named a circuit; phase 1 goes on regardless, and the circuit
		// is fixed when it is finalized.
		d := copyDir(t, phase1)
		st, err := LoadCeremony(d, ccs)
		require.NoError(t, err)
		st.CircuitDigest = &canon.Hash{1}
		require.NoError(t, st.save(d))
		_, err = CeremonyContribute(d, ccs)
		require.NoError(t, err)
		st, err = CeremonyFinalize(d, ccs, []byte("phase-1 beacon: block 0xabc…"))
		require.NoError(t, err)
		assert.Equal(t, digest, *st.CircuitDigest)
	})
	t.Run("another circuit", func(t *testing.T) {
		other, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &tinyCircuit2{})
		require.NoError(t, err)
		_, err = CeremonyVerify(dir, other)
		assert.ErrorIs(t, err, ErrCeremony)
	})
}

type tinyCircuit2 struct {
	X frontend.Variable `gnark:",public"`
}

func (c *tinyCircuit2) Define(api frontend.API) error {
	api.AssertIsEqual(api.Mul(c.X, c.X), 4)
	return nil
}

func copyDir(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	es, err := os.ReadDir(src)
	require.NoError(t, err)
	for _, e := range es {
		b, err := os.ReadFile(filepath.Join(src, e.Name()))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dst, e.Name()), b, 0o644))
	}
	return dst
}

func sha256Sum(b []byte) (h [32]byte) { return sha256.Sum256(b) }

// TestExportSolidityNeedsCommitmentKeyOnGamma: the folded verifier is
// sound only when the commitment key's G is γ. Ceremony and DevSetup keys
// have it there; keys from plain groth16.Setup (G drawn at random) are
// refused rather than exported into a verifier that would reject them.
func TestExportSolidityNeedsCommitmentKeyOnGamma(t *testing.T) {
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &tinyCircuit{})
	require.NoError(t, err)
	_, plain, err := groth16.Setup(ccs)
	require.NoError(t, err)
	var b bytes.Buffer
	err = ExportSolidity(&b, plain)
	assert.ErrorContains(t, err, "not on γ")
	assert.Zero(t, b.Len())

	_, dev, err := DevSetup(ccs)
	require.NoError(t, err)
	require.NoError(t, ExportSolidity(&b, dev))
	assert.Contains(t, b.String(), "foldPairings")
	assert.Contains(t, b.String(), "PRECOMPILE_VERIFY, f, 0x3c0")
}

// TestCeremonyEstimates: the stage estimates scale with the domain and
// are never zero.
func TestCeremonyEstimates(t *testing.T) {
	assert.Equal(t, 66*time.Minute, scaledOn(ceremonyCost.phase2Start, 1<<21, 2), "the measurement itself")
	// The full profile's domain: 4 times the points, 23/21 the depth.
	assert.Equal(t, (66 * time.Minute * 4 * 23 / 21).Round(10*time.Second), scaledOn(ceremonyCost.phase2Start, 1<<23, 2))
	assert.Equal(t, 33*time.Minute, scaledOn(ceremonyCost.phase2Start, 1<<21, 4))
	assert.Equal(t, scaledOn(ceremonyCost.phase2Start, 1<<21, 8), scaledOn(ceremonyCost.phase2Start, 1<<21, 64), "at most 8 cores counted")
	assert.Equal(t, time.Second, scaled(ceremonyCost.phase2Seal, 8), "a tiny circuit's")
}
