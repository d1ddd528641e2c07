package main

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester/attestertest"
	"github.com/verijudge/verijudge/chain/devchain"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// The example against the embedded chain served over JSON-RPC: attested
// records pass at level 1 and fail at level 3; a revoked one fails; a
// record never attested fails; a dead endpoint is exit 2.
func TestCIVerify(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	srv := httptest.NewServer(dc.Handler())
	defer srv.Close()
	trust, err := verify.InitTrustRoot(ctx, dc.Client, verify.InitOptions{Name: "dev", ValidFrom: time.Now().Add(-time.Hour)})
	require.NoError(t, err)
	dir := t.TempDir()
	tb, err := trust.Marshal()
	require.NoError(t, err)
	trustFile := filepath.Join(dir, "trust.json")
	require.NoError(t, os.WriteFile(trustFile, tb, 0o644))

	cases, err := fixtures.Suite()
	require.NoError(t, err)
	var recs []*judge.Record
	var paths []string
	for i, c := range cases[:3] {
		r, err := judge.NewRecord(c.Trace, judge.Embedded())
		require.NoError(t, err)
		recs = append(recs, r)
		paths = append(paths, filepath.Join(dir, "rec"+string(rune('a'+i))+".json"))
	}
	require.NoError(t, attestertest.New(dc.Client).AttestRecords(ctx, dc.Client, recs[:2]))
	for i, r := range recs {
		b, err := json.Marshal(r)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(paths[i], b, 0o644))
	}
	args := func(extra ...string) []string {
		return append([]string{"--trust", trustFile, "--rpc", srv.URL}, extra...)
	}
	assert.Equal(t, 0, run(args(paths[0], paths[1])))
	assert.Equal(t, 1, run(args("--min-level", "3", paths[0])), "below the level")
	assert.Equal(t, 1, run(args(paths[2])), "not attested")
	require.NoError(t, dc.Client.RevokeAttestation(ctx, trust.VerdictSchema, attest.UID(recs[1].Attestations.VerdictUID)))
	assert.Equal(t, 1, run(args(paths[0], paths[1])), "one revoked")
	assert.Equal(t, 2, run([]string{"--trust", trustFile, "--rpc", "http://127.0.0.1:1", paths[0]}), "dead RPC")
	assert.Equal(t, 2, run([]string{"--rpc", srv.URL, paths[0]}), "the Sepolia trust root against the dev chain")
}
