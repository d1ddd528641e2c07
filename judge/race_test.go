//go:build race

package judge_test

// raceEnabled: the race detector slows goja about tenfold; tests that run
// the bundle's own reader on maximal traces skip that part under it.
const raceEnabled = true
