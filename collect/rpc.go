package collect

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
)

// DialOptions set how Dial talks to a node. Zero values take the defaults.
type DialOptions struct {
	// Timeout bounds one HTTP exchange, batches included (default 30 s):
	// a stalled node is an error, not a hang.
	Timeout time.Duration
	// MaxResponseBytes bounds one response body (default 64 MiB).
	MaxResponseBytes int64
	// Retries is how often a request answered 429 or 5xx, or not answered,
	// is sent again, with exponential backoff from 250 ms (default 4).
	Retries int
	// Transport carries the requests (default http.DefaultTransport).
	Transport http.RoundTripper
}

// ErrResponseTooLarge is a node's response over MaxResponseBytes.
var ErrResponseTooLarge = errors.New("collect: the node's response is over the size cap")

// Dial returns a JSON-RPC client of an HTTP(S) endpoint with the rules of
// DialOptions: bounded time and response size, retries with backoff on
// 429 and 5xx.
func Dial(ctx context.Context, url string, o DialOptions) (*rpc.Client, error) {
	if o.Timeout == 0 {
		o.Timeout = 30 * time.Second
	}
	if o.MaxResponseBytes == 0 {
		o.MaxResponseBytes = 64 << 20
	}
	if o.Retries == 0 {
		o.Retries = 4
	}
	if o.Transport == nil {
		o.Transport = http.DefaultTransport
	}
	hc := &http.Client{Timeout: o.Timeout, Transport: &retrying{o: o}}
	c, err := rpc.DialOptions(ctx, url, rpc.WithHTTPClient(hc))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNode, err)
	}
	return c, nil
}

// retrying sends a request again on 429, 5xx or a transport error, and
// caps what a response may hold.
type retrying struct{ o DialOptions }

func (r *retrying) RoundTrip(req *http.Request) (*http.Response, error) {
	wait := 250 * time.Millisecond
	for attempt := 0; ; attempt++ {
		try := req
		if attempt > 0 {
			if req.GetBody == nil {
				return nil, errors.New("collect: cannot resend a request without its body")
			}
			body, err := req.GetBody()
			if err != nil {
				return nil, err
			}
			try = req.Clone(req.Context())
			try.Body = body
		}
		resp, err := r.o.Transport.RoundTrip(try)
		retry := err != nil && req.Context().Err() == nil ||
			err == nil && (resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500)
		if !retry || attempt >= r.o.Retries {
			if err == nil {
				resp.Body = &capped{r: resp.Body, left: r.o.MaxResponseBytes}
			}
			return resp, err
		}
		d := wait
		if err == nil {
			if s, perr := strconv.Atoi(resp.Header.Get("Retry-After")); perr == nil && s >= 0 {
				d = min(time.Duration(s)*time.Second, 10*time.Second)
			}
			_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
			resp.Body.Close()
		}
		select {
		case <-req.Context().Done():
			return nil, req.Context().Err()
		case <-time.After(d):
		}
		wait *= 2
	}
}

// capped fails a body read past its cap.
type capped struct {
	r    io.ReadCloser
	left int64
}

func (c *capped) Read(p []byte) (int, error) {
	if c.left <= 0 {
		// At the cap: only the end of the body may follow.
		var one [1]byte
		if n, err := c.r.Read(one[:]); n == 0 && err != nil {
			return 0, err
		}
		return 0, ErrResponseTooLarge
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.left -= int64(n)
	return n, err
}

func (c *capped) Close() error { return c.r.Close() }
