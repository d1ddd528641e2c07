//go:build race

package zk

// raceEnabled: the race detector slows goja about tenfold; tests that run
// the bundle thousands of times run fewer under it.
const raceEnabled = true
