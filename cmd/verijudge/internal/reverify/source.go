package reverify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/internal/recordid"
)

// ErrSource reports a records folder or server that cannot be listed or read.
var ErrSource = errors.New("reverify: records source")

var errTooLarge = errors.New("larger than the limit")

// A Source lists and fetches verdict records and evaluator bundles.
type Source interface {
	// String names the source (a folder path or a base URL).
	String() string
	// List returns every record id, sorted.
	List(ctx context.Context) ([]string, error)
	// Record returns the record's bytes, at most limits.MaxRecordBytes.
	Record(ctx context.Context, id string) ([]byte, error)
	// Bundle returns the evaluator bundle published under digest, or an
	// error wrapping os.ErrNotExist. Callers check the digest themselves.
	Bundle(ctx context.Context, digest canon.Hash) ([]byte, error)
}

// Open returns the source for where: an http(s) URL of a record server
// (`verijudge serve`; its base or its /verify/ path) or a folder of record
// files (`<id>.record.json` or `<id>.json`).
func Open(where string) (Source, error) {
	if strings.HasPrefix(where, "http://") || strings.HasPrefix(where, "https://") {
		u, err := url.Parse(where)
		if err != nil || u.Host == "" {
			return nil, fmt.Errorf("%w: %q is not a URL", ErrSource, where)
		}
		u.RawQuery, u.Fragment = "", ""
		p := strings.TrimSuffix(u.Path, "/")
		if !strings.HasSuffix(p, "/verify") {
			p += "/verify"
		}
		u.Path = p + "/"
		return &httpSource{base: u.String(), client: &http.Client{
			Timeout: 60 * time.Second,
			CheckRedirect: func(*http.Request, []*http.Request) error {
				return errors.New("redirects are not followed")
			},
		}}, nil
	}
	st, err := os.Stat(where)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSource, err)
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("%w: %s is not a folder", ErrSource, where)
	}
	return dirSource(where), nil
}

type dirSource string

func (d dirSource) String() string { return string(d) }

func (d dirSource) List(context.Context) ([]string, error) {
	// Read in chunks, keeping only the ids: a folder of a million
	// records lists in the memory of its ids.
	f, err := os.Open(string(d))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSource, err)
	}
	defer f.Close()
	var ids []string
	for {
		ents, err := f.ReadDir(4096)
		for _, e := range ents {
			if !e.Type().IsRegular() {
				continue
			}
			if id := recordid.FromFile(e.Name()); id != "" {
				ids = append(ids, id)
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrSource, err)
		}
	}
	sort.Strings(ids)
	for i := 1; i < len(ids); i++ {
		if ids[i] == ids[i-1] {
			return nil, fmt.Errorf("%w: two files for record %q (%s.json and %s.record.json)", ErrSource, ids[i], ids[i], ids[i])
		}
	}
	return ids, nil
}

func (d dirSource) Record(_ context.Context, id string) ([]byte, error) {
	if !recordid.Valid(id) {
		return nil, fmt.Errorf("%w: bad record id %q", ErrSource, id)
	}
	for _, name := range recordid.Files(id) {
		b, err := readCapped(filepath.Join(string(d), name))
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		return b, err
	}
	return nil, fmt.Errorf("%w: record %q: %w", ErrSource, id, os.ErrNotExist)
}

func (d dirSource) Bundle(context.Context, canon.Hash) ([]byte, error) {
	return nil, os.ErrNotExist
}

func readCapped(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return capped(f, path, limits.MaxRecordBytes)
}

func capped(r io.Reader, what string, max int) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, int64(max)+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrSource, what, err)
	}
	if len(b) > max {
		return nil, fmt.Errorf("%w: %s: %w (%d bytes)", ErrSource, what, errTooLarge, max)
	}
	return b, nil
}

type httpSource struct {
	base   string
	client *http.Client
}

func (h *httpSource) String() string { return h.base }

// Busy servers: a 429 or 503 answer is retried after its Retry-After (at
// most maxRetryAfter, default 1 s), up to busyRetries times.
const (
	busyRetries   = 20
	maxRetryAfter = 30 * time.Second
)

func (h *httpSource) get(ctx context.Context, rel string, limit int) ([]byte, error) {
	for attempt := 0; ; attempt++ {
		b, wait, err := h.getOnce(ctx, rel, limit)
		if wait == 0 || attempt == busyRetries {
			return b, err
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("%w: %w", ErrSource, ctx.Err())
		case <-time.After(wait):
		}
	}
}

// getOnce fetches base+rel; a positive wait asks the caller to retry.
func (h *httpSource) getOnce(ctx context.Context, rel string, limit int) ([]byte, time.Duration, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, h.base+rel, nil)
	if err != nil {
		return nil, 0, fmt.Errorf("%w: %w", ErrSource, err)
	}
	res, err := h.client.Do(req)
	if err != nil {
		return nil, 0, fmt.Errorf("%w: %w", ErrSource, err)
	}
	defer res.Body.Close()
	if res.StatusCode == http.StatusTooManyRequests || res.StatusCode == http.StatusServiceUnavailable {
		wait := time.Second
		if s, err := strconv.Atoi(res.Header.Get("Retry-After")); err == nil && s >= 0 {
			wait = min(time.Duration(s)*time.Second, maxRetryAfter)
		}
		wait = max(wait, 50*time.Millisecond)
		return nil, wait, fmt.Errorf("%w: %s: HTTP %s", ErrSource, req.URL, res.Status)
	}
	b, err := h.read(res, req, limit)
	return b, 0, err
}

func (h *httpSource) read(res *http.Response, req *http.Request, limit int) ([]byte, error) {
	switch {
	case res.StatusCode == http.StatusNotFound:
		return nil, fmt.Errorf("%w: %s: %w", ErrSource, req.URL, os.ErrNotExist)
	case res.StatusCode != http.StatusOK:
		return nil, fmt.Errorf("%w: %s: HTTP %s", ErrSource, req.URL, res.Status)
	}
	return capped(res.Body, req.URL.String(), limit)
}

func (h *httpSource) List(ctx context.Context) ([]string, error) {
	b, err := h.get(ctx, "index.json", limits.MaxRecordBytes)
	if err != nil {
		return nil, err
	}
	var idx struct {
		Records []string `json:"records"`
	}
	if err := json.Unmarshal(b, &idx); err != nil {
		return nil, fmt.Errorf("%w: %sindex.json: %v", ErrSource, h.base, err)
	}
	seen := map[string]bool{}
	for _, id := range idx.Records {
		if !recordid.Valid(id) || seen[id] {
			return nil, fmt.Errorf("%w: %sindex.json lists a bad or repeated id %q", ErrSource, h.base, id)
		}
		seen[id] = true
	}
	sort.Strings(idx.Records)
	return idx.Records, nil
}

func (h *httpSource) Record(ctx context.Context, id string) ([]byte, error) {
	if !recordid.Valid(id) {
		return nil, fmt.Errorf("%w: bad record id %q", ErrSource, id)
	}
	return h.get(ctx, id+"/record", limits.MaxRecordBytes)
}

func (h *httpSource) Bundle(ctx context.Context, digest canon.Hash) ([]byte, error) {
	return h.get(ctx, "evaluator/"+digest.String()+".js", limits.MaxBundleBytes)
}
