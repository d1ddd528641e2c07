package zk

import (
	"fmt"
	"math"
	"runtime"
	"time"
)

// CeremonyOption configures a ceremony step (CeremonyContribute,
// CeremonyFinalize, CeremonyVerify).
type CeremonyOption func(*ceremonyConfig)

type ceremonyConfig struct {
	say   func(string)
	every time.Duration
	now   func() time.Time
}

// WithCeremonyProgress has progress hear each stage of a step as it
// starts, what it is estimated to take, and, every 20 seconds while it
// runs, how long it has run and about how long it has left (hours of
// work at the full profile's domain must not look like a hang).
func WithCeremonyProgress(progress func(string)) CeremonyOption {
	return func(c *ceremonyConfig) { c.say = progress }
}

func ceremonyOptions(opts []CeremonyOption) *ceremonyConfig {
	c := &ceremonyConfig{every: setupEvery, now: time.Now}
	for _, o := range opts {
		o(c)
	}
	return c
}

// stage runs fn as one stage of a step, reporting it when progress is
// wanted (during: elapsed and the estimate left).
func (c *ceremonyConfig) stage(what string, estimate time.Duration, fn func() error) error {
	if c.say == nil {
		return fn()
	}
	c.say(fmt.Sprintf("%s (about %v)", what, estimate))
	t := time.NewTicker(c.every)
	defer t.Stop()
	return during(c.say, what, estimate, t.C, c.now, fn)
}

// Estimates of the ceremony's stages, from the small judge circuit's
// ceremony measured on 2 cores at domain 2^21 (docs/benchmarks.md), scaled
// by scaled: about, not promises.
var ceremonyCost = struct {
	phase1Contribute, phase1VerifyEach, phase1Seal time.Duration
	phase2Start                                    time.Duration
	phase2Contribute, phase2VerifyEach, phase2Seal time.Duration
}{
	phase1Contribute: 951 * time.Second,
	// Finalizing phase 1 with 2 contributions: about 21 minutes to verify
	// and seal, then about 66 minutes for phase 2's start.
	phase1VerifyEach: 540 * time.Second,
	phase1Seal:       180 * time.Second,
	phase2Start:      66 * time.Minute,
	phase2Contribute: 151 * time.Second,
	// Finalizing phase 2 with 2 contributions: 463 s.
	phase2VerifyEach: 150 * time.Second,
	phase2Seal:       163 * time.Second,
}

// scaled is d, measured at domain 2^21 on 2 cores, for domain on this
// machine's cores: n log n in the domain, and spread over at most 8
// cores (the stages are far from perfectly parallel beyond that).
func scaled(d time.Duration, domain uint64) time.Duration {
	return scaledOn(d, domain, runtime.GOMAXPROCS(0))
}

func scaledOn(d time.Duration, domain uint64, cores int) time.Duration {
	cores = min(max(cores, 1), 8)
	n := float64(max(domain, 2))
	s := time.Duration(float64(d) * n / float64(1<<21) * math.Log2(n) / 21 * 2 / float64(cores))
	if s < 10*time.Second {
		return max(s.Round(time.Second), time.Second)
	}
	return s.Round(10 * time.Second)
}
