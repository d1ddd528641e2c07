//go:build !race

// Proving tests run without the race detector: under it, the small
// instance's setup takes over a quarter of an hour (gnark is 5× slower).
// The README's test command runs them in a second, race-free pass.

package zk

import (
	"bytes"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/judge"
)

func devKeys(t testing.TB) *DevKeys {
	t.Helper()
	k, err := LoadDevKeys(Small, func(s string) { t.Log(s) })
	require.NoError(t, err)
	return k
}

// TestZKProveVerify proves the suite's code-leap-year/naive FAILURE with
// the small instance and checks that the proof verifies for its
// statement and binding only, and that Prove refuses what Prepare did
// not give.
func TestZKProveVerify(t *testing.T) {
	k := devKeys(t)
	w, err := Prepare(Small, suiteCanonical(t)["code-leap-year/naive"])
	require.NoError(t, err)
	binding := Binding([32]byte{1}, [32]byte{2})
	p, err := Prove(k.CCS, k.PK, k.VK, w, binding)
	require.NoError(t, err)
	require.NoError(t, Verify(k.VK, p, p.Statement, binding))
	assert.Equal(t, k.ProgramID, p.ProgramID)
	bindingOf := func(q *Proof) *big.Int {
		b, _ := new(big.Int).SetString(q.Binding, 10)
		return b
	}

	lies := map[string]func(q *Proof){
		"another binding (replay for another attestation)": func(q *Proof) {
			q.Binding = Binding([32]byte{1}, [32]byte{3}).String()
		},
		"another verdict hash":                        func(q *Proof) { q.Statement.VerdictHash[31] ^= 1 },
		"another trace hash":                          func(q *Proof) { q.Statement.TraceHash[0] ^= 1 },
		"tampered proof":                              func(q *Proof) { q.Groth16 = bytes.Clone(q.Groth16); q.Groth16[70] ^= 1 },
		"truncated proof":                             func(q *Proof) { q.Groth16 = q.Groth16[:100] },
		"another program":                             func(q *Proof) { q.ProgramID[0] ^= 1 },
		"binding out of range":                        func(q *Proof) { q.Binding = new(big.Int).Lsh(big.NewInt(1), 248).String() },
		"another status":                              func(q *Proof) { q.Statement.Status = judge.StatusSuccess },
		"an evaluator the circuit does not implement": func(q *Proof) { q.Statement.Evaluator[0] ^= 1 },
	}
	for name, lie := range lies {
		t.Run(name, func(t *testing.T) {
			q := *p
			lie(&q)
			assert.ErrorIs(t, Verify(k.VK, &q, p.Statement, binding), ErrProof, "against the statement required")
			assert.ErrorIs(t, Verify(k.VK, &q, q.Statement, bindingOf(&q)), ErrProof, "against the statement it claims")
		})
	}
	// A witness whose statement was changed after Prepare is refused
	// before any proving.
	forged := *w
	forged.Statement.Status = judge.StatusSuccess
	_, err = Prove(k.CCS, k.PK, k.VK, &forged, binding)
	require.ErrorIs(t, err, ErrWitness)
	forged = *w
	forged.Statement.Evaluator = Evaluators()[0] // listed, but not the bundle Prepare ran
	_, err = Prove(k.CCS, k.PK, k.VK, &forged, binding)
	require.ErrorIs(t, err, ErrWitness)
	forged = *w
	forged.Profile = Full // the fit is the small profile's
	_, err = Prove(k.CCS, k.PK, k.VK, &forged, binding)
	require.ErrorIs(t, err, ErrWitness)
	_, err = Prove(k.CCS, k.PK, k.VK, &Witness{Profile: Small, Trace: w.Trace, Statement: w.Statement}, binding)
	require.ErrorIs(t, err, ErrWitness)
	_, err = Prove(k.CCS, k.PK, k.VK, w, MaxBinding())
	require.Error(t, err)
}

// TestZKDevFilesCurrent: the committed development verifier and program id
// are what DevSetup gives for this build's circuit (so the setup is
// deterministic across machines).
func TestZKDevFilesCurrent(t *testing.T) {
	k := devKeys(t)
	assert.Equal(t, DevSmallProgramID, k.ProgramID.String(), "go generate ./zk ./contracts ./chain")
	want, err := DevVerifierSolidity(k.VK)
	require.NoError(t, err)
	have, err := os.ReadFile(filepath.Join("..", "contracts", "src", DevVerifierFile))
	require.NoError(t, err)
	assert.Equal(t, string(want), string(have), "go generate ./zk ./contracts ./chain")
	have, err = os.ReadFile(filepath.Join("..", "contracts", "src", DevProgramsFile))
	require.NoError(t, err)
	assert.Equal(t, string(DevProgramsSolidity(DevProgramsWith(k.ProgramID))), string(have), "go generate ./zk ./contracts ./chain")
	vk, err := DevSmallVerifyingKey()
	require.NoError(t, err)
	id, err := ProgramID(vk)
	require.NoError(t, err)
	assert.Equal(t, k.ProgramID, id, "zk/devsmall.vk: go generate ./zk")
}
