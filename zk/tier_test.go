//go:build !race

package zk

import (
	"os"
	"testing"
)

// The long tier. The default run keeps one end-to-end proof with the small
// profile and every kind of check at a size that fits a 2-core machine in
// minutes; VERIJUDGE_ZK_LONG=1 restores the full sizes (the solver
// differential's 1,000 traces, TestZKChecks' 72 random traces, every suite
// trace through the 8 KiB lexer, the record-table gadget's tests):
//
//	VERIJUDGE_ZK_LONG=1 go test -timeout 60m ./zk/...
//
// An environment variable, not a flag, so that one command line can run
// the zk, chain and verify packages together (their test binaries do not
// know this package's flags). The flags -zk.diff and -zk.random still set
// the sizes directly.
var longTier = os.Getenv("VERIJUDGE_ZK_LONG") == "1"

// tierSize is the default size of a scaled test: long in the long tier.
func tierSize(short, long int) int {
	if longTier {
		return long
	}
	return short
}

// needLongTier skips a test that runs only in the long tier, saying how to
// run it.
func needLongTier(t *testing.T, why string) {
	t.Helper()
	if !longTier {
		t.Skipf("long tier only (%s): VERIJUDGE_ZK_LONG=1 go test -timeout 60m ./zk -run %s", why, t.Name())
	}
}
