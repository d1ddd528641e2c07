package zk

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
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
		"setup failed after 5m0s",
	}, said)

	// Success is told as such; a panic comes back as an error.
	said = nil
	require.NoError(t, during(func(s string) { said = append(said, s) }, "setup", time.Minute, nil, now, func() error { return nil }))
	assert.Equal(t, []string{"setup done in 0s"}, said)
	err := during(func(string) {}, "setup", time.Minute, nil, now, func() error { panic("bad key") })
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bad key")
}

// TestSetupEstimate: the estimate is the measured rate, spread over the
// cores.
func TestSetupEstimate(t *testing.T) {
	assert.Equal(t, 4*time.Minute+30*time.Second, setupEstimate(847694, 2))
	assert.Equal(t, 2*time.Minute+20*time.Second, setupEstimate(847694, 4))
	assert.Equal(t, setupEstimate(847694, 1), setupEstimate(847694, 0))
}

// writerFunc is an io.WriterTo that writes what its func writes.
type writerFunc func(io.Writer) (int64, error)

func (f writerFunc) WriteTo(w io.Writer) (int64, error) { return f(w) }

// TestWriteKeyAtomic: WriteKey streams a key to its file and returns the
// file's SHA-256; a key whose encoding fails part way (after more than the
// write buffer, so bytes have reached the temporary file) leaves the file
// that was there and no temporary file.
func TestWriteKeyAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "judge.vk")
	vk, err := DevSmallVerifyingKey()
	require.NoError(t, err)
	sum, err := WriteKey(path, vk)
	require.NoError(t, err)
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, canon.Sum(b), sum)
	assert.Equal(t, devSmallVK, b, "the raw encoding, as ProgramID hashes it")
	back, err := ReadVerifyingKey(path)
	require.NoError(t, err)
	id, err := ProgramID(back)
	require.NoError(t, err)
	assert.Equal(t, DevSmallProgramID, id.String())

	big := make([]byte, 3<<20+17)
	for i := range big {
		big[i] = byte(i * 7 / 3)
	}
	sum, err = WriteKey(filepath.Join(dir, "big"), writerFunc(func(w io.Writer) (int64, error) {
		var n int64
		for rest := big; len(rest) > 0; { // odd-sized writes across the 1 MiB buffer
			m, err := w.Write(rest[:min(1000, len(rest))])
			n += int64(m)
			if err != nil {
				return n, err
			}
			rest = rest[m:]
		}
		return n, nil
	}))
	require.NoError(t, err)
	got, err := os.ReadFile(filepath.Join(dir, "big"))
	require.NoError(t, err)
	assert.True(t, bytes.Equal(big, got), "the file holds every byte, in order")
	assert.Equal(t, canon.Sum(big), sum)

	boom := errors.New("disk full")
	_, err = WriteKey(path, writerFunc(func(w io.Writer) (int64, error) {
		n, _ := w.Write(big)
		return int64(n), boom
	}))
	require.ErrorIs(t, err, boom)
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, b, after, "the failed write left the old key")
	names, err := os.ReadDir(dir)
	require.NoError(t, err)
	var left []string
	for _, e := range names {
		left = append(left, e.Name())
	}
	assert.ElementsMatch(t, []string{"judge.vk", "big"}, left, "no temporary file is left")
}

// TestRemoveStaleTemps: the temporary file of a writer killed part way is
// removed by the next one to take the folder's lock; other files stay.
func TestRemoveStaleTemps(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{".tmp-judge.pk-12345", ".tmp-phase1-0001.bin-9", "judge.vk", "ceremony.json"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o600))
	}
	unlock, err := lockDir(dir)
	require.NoError(t, err)
	unlock()
	var left []string
	names, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range names {
		left = append(left, e.Name())
	}
	assert.ElementsMatch(t, []string{".lock", "judge.vk", "ceremony.json"}, left)
}
