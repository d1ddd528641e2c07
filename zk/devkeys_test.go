package zk

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDuring: a long step says, at each tick, how long it has run and
// what is left of the estimate, then that it is past it, then that it is
// done, and returns the step's error.
func TestDuring(t *testing.T) {
	clock := time.Unix(0, 0)
	now := func() time.Time { return clock }
	ticks := make(chan time.Time)
	release := make(chan struct{})
	var said []string
	boom := errors.New("boom")
	errc := make(chan error, 1)
	go func() {
		errc <- during(func(s string) { said = append(said, s) }, "setup", 3*time.Minute, ticks, now, func() error {
			<-release
			return boom
		})
	}()
	for _, at := range []time.Duration{time.Minute, 2*time.Minute + 30*time.Second, 4 * time.Minute} {
		ticks <- time.Unix(0, 0).Add(at)
	}
	clock = time.Unix(0, 0).Add(5 * time.Minute) // (after during has read the start: it took the ticks)
	close(release)
	require.ErrorIs(t, <-errc, boom)
	assert.Equal(t, []string{
		"setup: 1m0s, about 2m0s left",
		"setup: 2m30s, about 30s left",
		"setup: 4m0s, past the estimate of 3m0s",
		"setup done in 5m0s",
	}, said)
}

// TestSetupEstimate: the estimate is the measured rate, spread over the
// cores.
func TestSetupEstimate(t *testing.T) {
	assert.Equal(t, 4*time.Minute+30*time.Second, setupEstimate(847694, 2))
	assert.Equal(t, 2*time.Minute+20*time.Second, setupEstimate(847694, 4))
	assert.Equal(t, setupEstimate(847694, 1), setupEstimate(847694, 0))
}
