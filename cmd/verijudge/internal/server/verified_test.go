package server_test

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/cmd/verijudge/internal/server"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// The index shows package verify's result for each record: the honest
// record MATCH, the tampered ones MISMATCH, the one without a trace
// INTEGRITY_ONLY, the one naming an absent bundle ERROR. Without a
// verifier the index lists ids only; a verifier without a policy is a
// configuration error.
func TestIndexShowsVerification(t *testing.T) {
	dir, _ := recordsDir(t)
	trust, err := verify.Sepolia()
	require.NoError(t, err)
	v, err := verify.New(trust)
	require.NoError(t, err)
	_, err = server.New(server.Config{RecordsDir: dir, Verifier: v})
	assert.ErrorIs(t, err, server.ErrConfig)

	policy := verify.NewPolicy(verify.WithEvaluators(judge.EmbeddedDigest()), verify.At(time.Now()))
	s := newServer(t, server.Config{RecordsDir: dir, Verifier: v, Policy: policy})
	w := do(s, http.MethodGet, "/verify/index.json")
	require.Equal(t, http.StatusOK, w.Code)
	var idx struct {
		Records  []string                   `json:"records"`
		Verified map[string]server.Verified `json:"verified"`
	}
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &idx))
	want := map[string]verify.Outcome{"good": verify.Match, "web3": verify.Match, "tampered": verify.Mismatch,
		"flipped": verify.Mismatch, "notrace": verify.IntegrityOnly, "otherbundle": verify.Error}
	for id, o := range want {
		assert.Equal(t, o, idx.Verified[id].Outcome, id)
	}
	assert.Equal(t, verify.LevelReproducible, idx.Verified["good"].Level)
	html := do(s, http.MethodGet, "/verify/").Body.String()
	assert.Contains(t, html, "MISMATCH · level")
	assert.Contains(t, html, "this server's own verification")

	plain := newServer(t, server.Config{RecordsDir: dir})
	w = do(plain, http.MethodGet, "/verify/index.json")
	assert.NotContains(t, w.Body.String(), "verified")
}
