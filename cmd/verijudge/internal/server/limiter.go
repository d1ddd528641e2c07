package server

import (
	"math"
	"net"
	"net/netip"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// maxClients bounds the limiter's memory: once this many clients were seen
// recently, every further client shares one overflow bucket (a flood from
// many addresses is throttled together; known clients keep their own).
const maxClients = 100_000

// overflowKey names the shared bucket of clients beyond maxClients.
const overflowKey = "overflow"

// limiter is a token bucket per client address.
type limiter struct {
	limit rate.Limit
	burst int

	mu        sync.Mutex
	clients   map[string]*client
	max       int
	lastSweep time.Time
}

type client struct {
	lim  *rate.Limiter
	seen time.Time
}

func newLimiter(perSecond float64, burst int) *limiter {
	l := rate.Limit(perSecond)
	if math.IsInf(perSecond, 1) {
		l = rate.Inf
	}
	return &limiter{limit: l, burst: burst, clients: map[string]*client{}, max: maxClients}
}

// allow takes a token for key; when there is none it returns how long until
// there will be.
func (l *limiter) allow(key string, now time.Time) (bool, time.Duration) {
	if l.limit == rate.Inf {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now)
	c, ok := l.clients[key]
	if !ok && len(l.clients) >= l.max {
		key = overflowKey
		c, ok = l.clients[key]
	}
	if !ok {
		c = &client{lim: rate.NewLimiter(l.limit, l.burst)}
		l.clients[key] = c
	}
	c.seen = now
	res := c.lim.ReserveN(now, 1)
	if !res.OK() {
		return false, time.Second
	}
	if d := res.DelayFrom(now); d > 0 {
		res.CancelAt(now)
		return false, d
	}
	return true, 0
}

// sweep forgets, once a minute, clients whose bucket has refilled.
func (l *limiter) sweep(now time.Time) {
	if now.Sub(l.lastSweep) < time.Minute {
		return
	}
	l.lastSweep = now
	// A bucket is full again burst/limit seconds after its last use.
	refill := min(float64(l.burst)/float64(l.limit), 24*3600)
	full := time.Duration(refill*float64(time.Second)) + time.Minute
	for k, c := range l.clients {
		if now.Sub(c.seen) > full {
			delete(l.clients, k)
		}
	}
}

// clientKey is the rate-limited unit of a remote address: the IPv4 address,
// or the /64 of an IPv6 address (one host usually holds a whole /64).
// Forwarding headers are not trusted.
func clientKey(remoteAddr string) string {
	host, _, err := net.SplitHostPort(remoteAddr)
	if err != nil {
		host = remoteAddr
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	a = a.Unmap()
	if a.Is6() {
		p, err := a.Prefix(64)
		if err == nil {
			return p.String()
		}
	}
	return a.String()
}
