package chaintest

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
)

// CompileContract compiles dir/File.sol's contract name with the pinned
// solc (contracts/build.mjs, as contracts/src is compiled) and returns its
// creation bytecode. It needs node and `npm ci` in contracts/: without
// them the test skips, except under CI=true, where it fails.
func CompileContract(t *testing.T, dir, file, name string) []byte {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	contracts := filepath.Join(filepath.Dir(here), "..", "..", "contracts")
	node, err := exec.LookPath("node")
	_, statErr := os.Stat(filepath.Join(contracts, "node_modules", "solc"))
	if err != nil || statErr != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("node and contracts/node_modules are required under CI=true (node: %v, solc: %v)", err, statErr)
		}
		t.Skip("node or contracts/node_modules/solc missing: run npm ci in contracts/")
	}
	sources, err := json.Marshal([][2]string{{file, name}})
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "sources.json"), sources, 0o644))
	out, err := exec.Command(node, filepath.Join(contracts, "build.mjs"), "--dir", dir).CombinedOutput()
	require.NoError(t, err, "%s", out)
	raw, err := os.ReadFile(filepath.Join(dir, "artifacts.json"))
	require.NoError(t, err)
	var art struct {
		Contracts map[string]struct {
			Bytecode string `json:"bytecode"`
		} `json:"contracts"`
	}
	require.NoError(t, json.Unmarshal(raw, &art))
	code := common.FromHex(art.Contracts[name].Bytecode)
	require.NotEmpty(t, code, "no bytecode for %s", name)
	return code
}
