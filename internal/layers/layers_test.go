// Package layers holds the repository's layering rules as a test: which
// packages a package may never link, read from `go list -deps`.
package layers

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

const module = "github.com/verijudge/verijudge"

// deps lists what pkg links (its non-test dependencies).
func deps(t *testing.T, pkg string) map[string]bool {
	t.Helper()
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	out, err := exec.Command(goBin, "list", "-deps", "-f", "{{.ImportPath}}", module+"/"+pkg).Output()
	require.NoError(t, err, "go list -deps %s", pkg)
	m := map[string]bool{}
	for _, l := range strings.Fields(string(out)) {
		m[l] = true
	}
	return m
}

// TestLayers: lower packages never link higher ones or what they do not
// need.
func TestLayers(t *testing.T) {
	for _, tc := range []struct {
		pkg, why string
		never    []string
	}{
		{"chain", "chain is transport: attestation data, UIDs, preimages, receipts",
			[]string{module + "/judge", module + "/tee", module + "/verify", module + "/attester", "github.com/dop251/goja"}},
		{"attest", "the EAS encodings know no verdict type",
			[]string{module + "/judge", module + "/chain"}},
		{"verify", "a verifier links neither the MCP SDK nor age",
			[]string{module + "/witness", module + "/attester", "filippo.io/age", "github.com/modelcontextprotocol/go-sdk/mcp"}},
		{"cmd/verijudge", "the released binary links no TEST-ONLY code (the demo is built in with -tags verijudge_demo)",
			[]string{module + "/fixtures", module + "/fixtures/teechain", module + "/fixtures/agent", module + "/fixtures/tracegen",
				module + "/fixtures/contracts", module + "/witness/witnesstest", module + "/chain/chaintest",
				module + "/attester/attestertest", module + "/collect/collecttest", module + "/review/reviewtest"}},
		{"judge", "the judge is pure",
			[]string{module + "/chain", module + "/attest", module + "/tee", "github.com/ethereum/go-ethereum/common"}},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			d := deps(t, tc.pkg)
			require.True(t, d[module+"/"+tc.pkg], "go list names the package itself")
			for _, n := range tc.never {
				require.False(t, d[n], "%s links %s: %s", tc.pkg, n, tc.why)
			}
		})
	}
}

// TestOnlyTheAttesterMintsTokens: internal/vouch's tokens are what chain
// signs, so only package attester (which mints them from a verify MATCH)
// and chain (which takes them) import it outside tests.
func TestOnlyTheAttesterMintsTokens(t *testing.T) {
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	out, err := exec.Command(goBin, "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", module+"/...").Output()
	require.NoError(t, err)
	var importers []string
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(l)
		for _, imp := range f[1:] {
			if imp == module+"/internal/vouch" {
				importers = append(importers, f[0])
			}
		}
	}
	require.ElementsMatch(t, []string{module + "/chain", module + "/attester"}, importers)
}
