package reverify

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progress draws a bar on a terminal (rewritten in place) or prints one
// plain line per record otherwise.
type progress struct {
	w           io.Writer
	interactive bool
	total, done int
	start       time.Time
	fresh       int // records verified by this run
	last        time.Time
}

func newProgress(w io.Writer, interactive bool, total, done int) *progress {
	p := &progress{w: w, interactive: interactive, total: total, done: done, start: time.Now()}
	if w != nil && done > 0 {
		fmt.Fprintf(w, "resuming: %d of %d records already verified\n", done, total)
	}
	return p
}

func (p *progress) record(r RecordRow) {
	p.done++
	p.fresh++
	if p.w == nil {
		return
	}
	if !p.interactive {
		fmt.Fprintf(p.w, "[%d/%d] %-14s %s\n", p.done, p.total, r.Outcome, r.ID)
		return
	}
	if now := time.Now(); now.Sub(p.last) < 100*time.Millisecond && p.done < p.total {
		return
	} else {
		p.last = now
	}
	const width = 30
	filled := width
	if p.total > 0 {
		filled = width * p.done / p.total
	}
	rate := float64(p.fresh) / time.Since(p.start).Seconds()
	eta := ""
	if rate > 0 && p.done < p.total {
		eta = "  eta " + (time.Duration(float64(p.total-p.done)/rate) * time.Second).Round(time.Second).String()
	}
	fmt.Fprintf(p.w, "\r\033[K[%s%s] %d/%d  %.1f records/s%s", strings.Repeat("#", filled), strings.Repeat(".", width-filled),
		p.done, p.total, rate, eta)
}

func (p *progress) finish() {
	if p.w != nil && p.interactive {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
