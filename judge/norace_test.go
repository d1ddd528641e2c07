//go:build !race

package judge_test

const raceEnabled = false
