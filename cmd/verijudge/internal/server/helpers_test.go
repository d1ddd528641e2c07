package server_test

import (
	"bufio"
	"encoding/json"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/cmd/verijudge/internal/server"
	"github.com/verijudge/verijudge/judge"
)

// suiteRecord judges fixtures/testdata/suite/<name>/reference.json with the
// embedded evaluator and returns the record as written to files.
func suiteRecord(t *testing.T, name string) []byte {
	t.Helper()
	trace, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "fixtures", "testdata", "suite", name, "reference.json"))
	require.NoError(t, err)
	rec, err := judge.NewRecord(trace, judge.Embedded())
	require.NoError(t, err)
	b, err := rec.MarshalIndent()
	require.NoError(t, err)
	return b
}

// tamper decodes a record, lets f change it and encodes it again.
func tamper(t *testing.T, rec []byte, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(rec, &m))
	f(m)
	b, err := json.MarshalIndent(m, "", "  ")
	require.NoError(t, err)
	return b
}

func tamperStatus(m map[string]any) {
	v := m["verdict"].(map[string]any)
	if v["status"] == "SUCCESS" {
		v["status"] = "FAILURE"
	} else {
		v["status"] = "SUCCESS"
	}
}

func tamperPass(m map[string]any) {
	c := m["verdict"].(map[string]any)["checks"].([]any)[0].(map[string]any)
	c["pass"] = !c["pass"].(bool)
}

func dropTrace(m map[string]any) { delete(m, "trace") }

// recordsDir writes the standard test records into a fresh folder:
// good (MATCH), tampered (stored status changed), flipped (a check's pass
// bit flipped), notrace (trace deleted), otherbundle (names an evaluator
// the server does not have).
func recordsDir(t *testing.T) (string, map[string][]byte) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "records")
	require.NoError(t, os.Mkdir(dir, 0o755))
	good := suiteRecord(t, "code-median")
	recs := map[string][]byte{
		"good":     good,
		"web3":     suiteRecord(t, "web3-injected-drain"),
		"tampered": tamper(t, good, tamperStatus),
		"flipped":  tamper(t, good, tamperPass),
		"notrace":  tamper(t, good, dropTrace),
		"otherbundle": tamper(t, good, func(m map[string]any) {
			m["evaluator"].(map[string]any)["digest"] = "0x" + strings.Repeat("ab", 32)
		}),
	}
	for id, b := range recs {
		name := id + ".record.json"
		if id == "web3" {
			name = id + ".json" // the plain suffix works too
		}
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), b, 0o644))
	}
	return dir, recs
}

// newServer builds a Server without rate limit unless cfg sets one.
func newServer(t *testing.T, cfg server.Config) *server.Server {
	t.Helper()
	if cfg.RatePerSecond == 0 {
		cfg.RatePerSecond = math.Inf(1)
	}
	s, err := server.New(cfg)
	require.NoError(t, err)
	return s
}

// do sends one request to h and returns the recorded response.
func do(h http.Handler, method, target string, mod ...func(*http.Request)) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, nil)
	for _, f := range mod {
		f(r)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func bufioReader(s string) *bufio.Reader { return bufio.NewReader(strings.NewReader(s)) }
