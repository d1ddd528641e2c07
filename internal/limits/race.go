//go:build race

package limits

// RaceSlowdown multiplies the evaluator's wall-clock budget in binaries
// built with the race detector, which run goja about eight times slower
// (a test-only build; release binaries are built without it).
const RaceSlowdown = 10
