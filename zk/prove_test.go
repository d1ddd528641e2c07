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

// TestZKProveVerify proves a fixture with the small instance and checks
// that the proof verifies for its statement and binding only.
func TestZKProveVerify(t *testing.T) {
	k := devKeys(t)
	w, _ := honest(t, "failed-tx-0")
	binding := Binding([32]byte{1}, [32]byte{2})
	p, err := Prove(k.CCS, k.PK, k.VK, w, binding)
	require.NoError(t, err)
	require.NoError(t, Verify(k.VK, p))
	assert.Equal(t, k.ProgramID, p.ProgramID)

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
			assert.ErrorIs(t, Verify(k.VK, &q), ErrProof)
		})
	}
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
	assert.Equal(t, string(DevProgramsSolidity(k.ProgramID)), string(have), "go generate ./zk ./contracts ./chain")
	vk, err := DevSmallVerifyingKey()
	require.NoError(t, err)
	id, err := ProgramID(vk)
	require.NoError(t, err)
	assert.Equal(t, k.ProgramID, id, "zk/devsmall.vk: go generate ./zk")
}
