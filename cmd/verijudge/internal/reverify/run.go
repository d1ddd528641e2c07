// Package reverify re-verifies many verdict records at once, for CI jobs and
// auditors: it picks a reproducible sample of a records folder or record
// server, splits it into disjoint shards, re-verifies each record offline or
// against a chain (every check of docs/record.md), and writes a results file of JSON
// lines that an interrupted run resumes from, a text summary and a
// self-contained HTML report.
package reverify

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// Outcome of one record in a batch run: package verify's, so that verify
// and reverify name outcomes alike.
type Outcome = verify.Outcome

// The outcomes. Only MATCH counts as re-verified.
const (
	Match         = verify.Match         // every check held
	Mismatch      = verify.Mismatch      // some hash, field or attestation differs
	Untrusted     = verify.Untrusted     // the verdict reproduces; what vouches for it is not accepted
	Revoked       = verify.Revoked       // the verdict attestation was revoked (the recomputation is reported beside it)
	IntegrityOnly = verify.IntegrityOnly // no trace: stored fields (and attestation) are consistent, nothing was recomputed
	Error         = verify.Error         // the record could not be checked (unreadable record, evaluator not available)
)

// ResultsMediaType versions the results file format (docs/reverify.md).
const ResultsMediaType = "application/vnd.verijudge.reverify.v1+jsonl"

// File names inside the output folder.
const (
	ResultsFile = "results.jsonl"
	SummaryFile = "summary.txt"
	ReportFile  = "report.html"
)

// ErrInterrupted reports a run stopped before it finished (cancelled, or the
// chain or the record server became unreachable). Everything finished is in
// the results file; running again with the same options resumes.
var ErrInterrupted = errors.New("reverify: run interrupted")

// ErrResume reports a results file that belongs to a different run.
var ErrResume = errors.New("reverify: cannot resume")

// Options of a run.
type Options struct {
	Sample  int    // records to sample; <= 0: all
	Seed    string // sampling seed
	Shard   Shard  // the part of the selection this run takes
	Workers int    // records verified at once; <= 0: 1
	// Every record is verified by Verifier (required), the caller's
	// verify.Verifier as `verijudge verify` builds it: its trust root,
	// its chain (online) or none (offline), its collateral, its evidence
	// sources, under Policy. The run adds only the evaluators below.
	Verifier *verify.Verifier
	// CollateralSource names where the verifier's collateral comes from,
	// for the header.
	CollateralSource string
	Policy           verify.Policy
	// SourceBundles allows, besides Policy's evaluators, the bundles the
	// record source publishes (fetched and digest-checked as needed). Unsafe:
	// a hostile source can publish a bundle that agrees with its records.
	SourceBundles bool
	// Timeout bounds the chain reads of one record (default 60 s).
	Timeout time.Duration
	// EvidenceSourceName and EvidenceRepo name the verifier's evidence
	// sources (verify.WithEvidenceSource's URL, verify.WithEvidenceRepo's
	// folder) in the results' header, so a resumed run is the same run.
	EvidenceSourceName string
	EvidenceRepo       string
	// Out is the folder for results.jsonl, summary.txt and report.html.
	Out string
	// Progress receives a progress bar (Interactive) or one plain line per
	// record; nil for silence.
	Progress    io.Writer
	Interactive bool
}

// header is the first line of a results file: what the run is, so that a
// resumed run can prove it is the same one.
type header struct {
	Type      string `json:"type"` // "run"
	MediaType string `json:"mediaType"`
	Source    string `json:"source"`
	Mode      string `json:"mode"` // "offline" or "chain <id>"
	Sample    int    `json:"sample"`
	Seed      string `json:"seed"`
	Shard     string `json:"shard"`
	Selected  int    `json:"selected"`
	Selection string `json:"selection"` // digest of the selected ids, in order
	// What else decides the outcomes, so that a resumed run is the same run.
	CrossCheck    bool                 `json:"crossCheck,omitempty"`
	TrustRoot     canon.Hash           `json:"trustRoot"` // digest of the trust root
	Policy        verify.PolicySummary `json:"policy"`
	SourceBundles bool                 `json:"sourceBundles,omitempty"`
	Collateral    string               `json:"collateral,omitempty"`
	Evidence      string               `json:"evidenceSource,omitempty"`
	EvidenceRepo  string               `json:"evidenceRepo,omitempty"`
}

// CheckRow is one check of one record.
type CheckRow struct {
	Type   string `json:"type"` // "check"
	ID     string `json:"id"`
	Check  string `json:"check"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
}

// RecordRow closes a record's rows: its outcome. A record is finished when
// its RecordRow is in the results file.
type RecordRow struct {
	Type        string        `json:"type"` // "record"
	ID          string        `json:"id"`
	Outcome     Outcome       `json:"outcome"`
	TrialID     string        `json:"trialId,omitempty"`
	VerdictHash *canon.Hash   `json:"verdictHash,omitempty"`
	Recomputed  *canon.Hash   `json:"recomputedVerdictHash,omitempty"`
	Status      string        `json:"status,omitempty"`
	Level       *verify.Level `json:"level,omitempty"`
	LevelName   string        `json:"levelName,omitempty"`
	LevelReason string        `json:"levelReason,omitempty"`
	Failed      []string      `json:"failed,omitempty"`
	Note        string        `json:"note,omitempty"`
}

type block struct {
	rec    RecordRow
	checks []CheckRow
}

// Run re-verifies the selection of src that opts describe and returns the
// summary of the whole run (rows from an earlier, interrupted run of the
// same selection included). A run stopped by ctx or by an unreachable
// chain or server returns ErrInterrupted along with the summary so far.
func Run(ctx context.Context, src Source, opts Options) (*Summary, error) {
	if opts.Out == "" {
		return nil, errors.New("reverify: no output folder")
	}
	if opts.Workers <= 0 {
		opts.Workers = 1
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 60 * time.Second
	}
	ids, err := src.List(ctx)
	if err != nil {
		return nil, err
	}
	sel, err := Select(ids, opts.Sample, opts.Seed, opts.Shard)
	if err != nil {
		return nil, err
	}
	ids = nil // the selection is what the run keeps
	if opts.Policy.IsZero() {
		return nil, errors.New("reverify: no policy (Options.Policy from verify.NewPolicy)")
	}
	if opts.Verifier == nil {
		// No default: which trust root a record is held to is the
		// caller's choice, said every time (verify.Sepolia() for the
		// shipped one).
		return nil, errors.New("reverify: no verifier (Options.Verifier: verify.New with a trust root from verijudge trust init, or verify.Sepolia())")
	}
	trust := opts.Verifier.TrustRoot()
	td, err := trust.Digest()
	if err != nil {
		return nil, err
	}
	h := header{Type: "run", MediaType: ResultsMediaType, Source: src.String(), Mode: "offline",
		Sample: opts.Sample, Seed: opts.Seed, Shard: opts.Shard.String(), Selected: len(sel), Selection: selectionDigest(sel),
		CrossCheck: opts.Verifier.CrossChecks(), TrustRoot: td, Policy: opts.Policy.Summary(), SourceBundles: opts.SourceBundles,
		Collateral: opts.CollateralSource, Evidence: opts.EvidenceSourceName, EvidenceRepo: opts.EvidenceRepo}
	if opts.Verifier.Online() {
		h.Mode = fmt.Sprintf("chain %d", trust.ChainID)
	}
	if err := os.MkdirAll(opts.Out, 0o755); err != nil {
		return nil, err
	}
	path := filepath.Join(opts.Out, ResultsFile)
	f, done, err := openResults(path, h)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var todo []string
	for _, id := range sel {
		if _, ok := done[id]; !ok {
			todo = append(todo, id)
		}
	}

	r := &runner{src: src, opts: opts, evals: map[canon.Hash]*judge.Evaluator{},
		// The source's bundles widen a list of evaluators; under
		// AnyEvaluatorUnsafe every bundle is accepted already, and a list
		// beside it would contradict the policy.
		widen: opts.SourceBundles && !opts.Policy.Summary().AnyEvaluatorUnsafe}
	// The caller's verifier, with the run's evaluators (the record
	// source's bundles when allowed).
	if r.v, err = opts.Verifier.With(verify.WithEvaluatorSource(r)); err != nil {
		return nil, err
	}
	prog := newProgress(opts.Progress, opts.Interactive, len(sel), len(sel)-len(todo))

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan string)
	results := make(chan block)
	var fatal error
	var fatalOnce sync.Once
	var wg sync.WaitGroup
	for range opts.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for id := range jobs {
				b, err := r.verify(ctx, id)
				if err != nil {
					fatalOnce.Do(func() { fatal = err; cancel() })
					continue
				}
				select {
				case results <- b:
				case <-ctx.Done():
					// Finished but not yet written: it is redone on resume.
				}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for _, id := range todo {
			select {
			case jobs <- id:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	var writeErr error
	w := &blockWriter{f: f}
	idle := time.NewTicker(syncEvery)
	defer idle.Stop()
	for open := true; open; {
		select {
		case b, ok := <-results:
			if !ok {
				open = false
				break
			}
			if writeErr != nil {
				continue
			}
			if writeErr = w.write(b); writeErr != nil {
				fatalOnce.Do(func() { fatal = writeErr; cancel() })
				continue
			}
			prog.record(b.rec)
		case <-idle.C:
			// Rows written since the last sync reach the disk even while
			// no record finishes (slow chain reads).
			if writeErr == nil {
				if writeErr = w.sync(); writeErr != nil {
					fatalOnce.Do(func() { fatal = writeErr; cancel() })
				}
			}
		}
	}
	prog.finish()
	if err := f.Sync(); err != nil && fatal == nil {
		fatal = err
	}

	// The ids are done with: reading the results back gets the memory.
	sel, todo = nil, nil
	sum, err := Summarize(path)
	if err != nil {
		return nil, err
	}
	if err := sum.writeFiles(opts.Out); err != nil {
		return sum, err
	}
	switch {
	case fatal != nil:
		return sum, fmt.Errorf("%w after %d/%d records: %w", ErrInterrupted, sum.Verified, sum.Selected, fatal)
	case ctx.Err() != nil || sum.Verified < sum.Selected:
		return sum, fmt.Errorf("%w after %d/%d records", ErrInterrupted, sum.Verified, sum.Selected)
	}
	return sum, nil
}

// blockWriter appends each record's check rows and its closing record
// row in one write, so that a crash leaves at most a torn tail, which
// openResults cuts off. Rows reach the disk within about syncEvery of
// being written (Run also syncs when idle, and at the end): one fsync per record would bound a million-record
// run by the disk's fsync rate, and what a crash loses since the last
// sync is only redone on resume.
type blockWriter struct {
	f      *os.File
	synced time.Time
	dirty  bool
	buf    bytes.Buffer
}

const syncEvery = 250 * time.Millisecond

func (w *blockWriter) write(b block) error {
	w.buf.Reset()
	enc := json.NewEncoder(&w.buf)
	enc.SetEscapeHTML(false)
	for _, c := range b.checks {
		if err := enc.Encode(c); err != nil {
			return err
		}
	}
	if err := enc.Encode(b.rec); err != nil {
		return err
	}
	if _, err := w.f.Write(w.buf.Bytes()); err != nil {
		return err
	}
	w.dirty = true
	if time.Since(w.synced) < syncEvery {
		return nil
	}
	return w.sync()
}

// sync syncs what was written since the last sync.
func (w *blockWriter) sync() error {
	if !w.dirty {
		return nil
	}
	w.synced, w.dirty = time.Now(), false
	return w.f.Sync()
}

// openResults opens (or creates) the results file at path for appending.
// An existing file must start with the same header; rows after its last
// record row (an interrupted record, a torn line) are cut off. It returns
// the ids already finished.
func openResults(path string, h header) (*os.File, map[string]bool, error) {
	hb, err := json.Marshal(h)
	if err != nil {
		return nil, nil, err
	}
	hb = append(hb, '\n')
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if st.Size() == 0 {
		if _, err := f.Write(hb); err != nil {
			f.Close()
			return nil, nil, err
		}
		return f, map[string]bool{}, f.Sync()
	}
	done, keep, err := scanResults(f, hb)
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Truncate(keep); err != nil {
		f.Close()
		return nil, nil, err
	}
	if _, err := f.Seek(keep, io.SeekStart); err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, done, nil
}

// scanResults reads a results file: its header must equal hb; it returns
// the finished ids and the length of the file up to the last record row.
func scanResults(r io.Reader, hb []byte) (map[string]bool, int64, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	first, err := br.ReadBytes('\n')
	if err != nil || !bytes.Equal(first, hb) {
		var got header
		_ = json.Unmarshal(first, &got)
		return nil, 0, fmt.Errorf("%w: the results file is from another run (source %q, mode %q, sample %d, seed %q, shard %s, %d selected); use another --out folder or delete it",
			ErrResume, got.Source, got.Mode, got.Sample, got.Seed, got.Shard, got.Selected)
	}
	done := map[string]bool{}
	keep := int64(len(first))
	off := keep
	for {
		line, err := br.ReadBytes('\n')
		if len(line) > 0 && line[len(line)-1] == '\n' {
			off += int64(len(line))
			var row struct {
				Type string `json:"type"`
				ID   string `json:"id"`
			}
			if json.Unmarshal(line, &row) != nil {
				break // a damaged line: nothing after it is trusted
			}
			if row.Type == "record" {
				if done[row.ID] {
					return nil, 0, fmt.Errorf("%w: record %q finished twice in the results file", ErrResume, row.ID)
				}
				done[row.ID] = true
				keep = off
			}
		}
		if err != nil {
			break
		}
	}
	return done, keep, nil
}

type runner struct {
	src  Source
	opts Options
	v    *verify.Verifier

	widen bool

	mu sync.Mutex
	// evals are the bundles fetched from the source, by digest; a nil
	// entry is a digest tried that gave no evaluator.
	evals map[canon.Hash]*judge.Evaluator
}

// Evaluator is the runner as a verify.EvaluatorSource: the bundles
// fetched so far.
func (r *runner) Evaluator(d canon.Hash) *judge.Evaluator {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.evals[d]
}

// evaluator returns the evaluator with digest d: the verifier's own
// (the embedded one, the caller's bundles), else a bundle the source
// publishes under it (digest-checked); nil when none.
func (r *runner) evaluator(ctx context.Context, d canon.Hash) (*judge.Evaluator, error) {
	if e := r.opts.Verifier.Evaluator(d); e != nil {
		return e, nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if e, ok := r.evals[d]; ok {
		return e, nil
	}
	b, err := r.src.Bundle(ctx, d)
	switch {
	case errors.Is(err, os.ErrNotExist):
		r.evals[d] = nil
		return nil, nil
	case err != nil:
		return nil, err
	}
	e, err := judge.NewEvaluator(b, d)
	if err != nil {
		e = nil // a bundle that is not the evaluator: the record gets ERROR "evaluator"
	}
	r.evals[d] = e
	return e, nil
}

// verify re-verifies one record. A non-nil error stops the run (the chain
// or the server is unreachable); problems of the record itself are rows.
func (r *runner) verify(ctx context.Context, id string) (block, error) {
	b := block{rec: RecordRow{Type: "record", ID: id}}
	check := func(name string, ok bool, detail string) {
		b.checks = append(b.checks, CheckRow{Type: "check", ID: id, Check: name, OK: ok, Detail: detail})
	}
	raw, err := r.src.Record(ctx, id)
	if err != nil {
		if ctx.Err() != nil || !errors.Is(err, os.ErrNotExist) && !isTooLarge(err) {
			return b, err
		}
		check("record", false, err.Error())
		b.rec.Outcome, b.rec.Note, b.rec.Failed = Error, err.Error(), []string{"record"}
		return b, nil
	}
	rec, err := judge.ParseRecord(bytes.NewReader(raw))
	if err != nil {
		check("record", false, err.Error())
		b.rec.Outcome, b.rec.Note, b.rec.Failed = Error, err.Error(), []string{"record"}
		return b, nil
	}
	check("record", true, "a well-formed v1 verdict record")
	e, err := r.evaluator(ctx, rec.Evaluator.Digest)
	if err != nil {
		return b, err
	}
	policy := r.opts.Policy
	if e != nil && r.widen {
		// A bundle the source publishes (digest-checked) is one the run
		// accepts.
		policy = policy.With(verify.WithEvaluators(e.Digest()))
	}
	cctx, cancel := context.WithTimeout(ctx, r.opts.Timeout)
	res, verr := r.v.Verify(cctx, rec, policy)
	cancel()
	if res.Outcome == verify.Error && (errors.Is(verr, chain.ErrRPC) || ctx.Err() != nil || errors.Is(verr, context.DeadlineExceeded)) {
		return b, verr
	}
	for _, c := range res.Checks {
		check(string(c.Name), c.OK, c.Detail)
	}
	vh := res.VerdictHash
	b.rec.TrialID, b.rec.VerdictHash, b.rec.Recomputed, b.rec.Status = res.TrialID, &vh, res.Recomputed, string(res.Status)
	for _, n := range res.Failed() {
		b.rec.Failed = append(b.rec.Failed, string(n))
	}
	if oc := res.OnChain; oc != nil || res.Outcome != verify.Error {
		lvl := res.Level
		b.rec.Level, b.rec.LevelName = &lvl, res.LevelName
		if oc != nil {
			b.rec.LevelReason = oc.LevelReason
		}
	}
	switch res.Outcome {
	case verify.Revoked:
		b.rec.Outcome = Revoked
		switch {
		case res.Recomputed == nil:
			b.rec.Note = "the verdict attestation is revoked; no trace to recompute from"
		case *res.Recomputed == rec.VerdictHash:
			b.rec.Note = fmt.Sprintf("the verdict attestation is revoked; the recomputation still gives the stored verdict (%s)", res.Status)
		default:
			b.rec.Note = fmt.Sprintf("the verdict attestation is revoked; the recomputation gives a different verdict %s (%s)", *res.Recomputed, res.Status)
		}
	case verify.Match:
		b.rec.Outcome = Match
	case verify.Mismatch:
		b.rec.Outcome = Mismatch
	case verify.Untrusted:
		b.rec.Outcome = Untrusted
	case verify.IntegrityOnly:
		b.rec.Outcome = IntegrityOnly
		b.rec.Note = "no trace: the stored verdict is self-consistent"
		if r.opts.Verifier.Online() {
			b.rec.Note += " and equals its attestation"
		}
		b.rec.Note += "; nothing was recomputed"
	default:
		b.rec.Outcome, b.rec.Note = Error, res.Error
		if len(b.rec.Failed) == 0 {
			b.rec.Failed = []string{"verify"}
		}
	}
	return b, nil
}

func isTooLarge(err error) bool { return errors.Is(err, errTooLarge) }
