//go:build !race

package limits

// RaceSlowdown multiplies the evaluator's wall-clock budget in binaries
// built with the race detector (1 here: this binary has none).
const RaceSlowdown = 1
