package server

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// Beyond its capacity the limiter puts new clients in one shared bucket:
// known clients keep their own buckets (no reset for everyone), and a flood
// from many addresses is throttled together.
func TestLimiterOverflowSharesOneBucket(t *testing.T) {
	l := newLimiter(1, 2)
	l.max = 3
	now := time.Unix(1_000_000, 0)
	for i := range 3 {
		ok, _ := l.allow(fmt.Sprintf("10.0.0.%d", i), now)
		assert.True(t, ok)
	}
	// 10.0.0.0 spent one of its two tokens and keeps its bucket.
	ok, _ := l.allow("10.0.0.0", now)
	assert.True(t, ok)
	ok, _ = l.allow("10.0.0.0", now)
	assert.False(t, ok, "its own bucket is empty, not reset")
	// New clients share the overflow bucket (burst 2).
	var allowed int
	for i := range 20 {
		if ok, _ := l.allow(fmt.Sprintf("192.0.2.%d", i), now); ok {
			allowed++
		}
	}
	assert.Equal(t, 2, allowed, "twenty new addresses share one bucket")
	assert.LessOrEqual(t, len(l.clients), 4)
}

func TestClientKey(t *testing.T) {
	assert.Equal(t, "192.0.2.7", clientKey("192.0.2.7:1234"))
	assert.Equal(t, "192.0.2.7", clientKey("[::ffff:192.0.2.7]:80"))
	assert.Equal(t, "2001:db8:1:2::/64", clientKey("[2001:db8:1:2:aaaa::1]:443"))
}
