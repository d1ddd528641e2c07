package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/verijudge/verijudge/review"
)

func init() {
	register(&command{name: "review", summary: "review receipts: trace an increment, emit a receipt, admit (review trace|receipt|admit|manifest|next|adopt)", subs: reviewSubs, run: runReview})
}

const reviewDoc = `
The review evidence class (docs/review.md): an increment of a science
repository, audited by a model from another vendor against a versioned
rulebook, every report committed to an audit ledger repository, and the
auditor's receipt. Everything is read from the two repositories (checkouts
or bare) with go-git; only the receipt is taken as given, and it is judged.

  review trace --science DIR --audit DIR [--commit SHA] [--repo OWNER/NAME]
               [--receipt FILE] [--ledger FILE] [--prefix experiments/] [--out FILE]
      Writes the increment's trace (spec: every invariant required, rounds
      bounded by crossaudit.yml's loop.max_rounds) to judge, attest and
      re-verify like any other: verijudge judge --record TRACE.

  review receipt --science DIR --audit DIR [--commit SHA] [--repo OWNER/NAME]
                 --integrity OK --prompt-sha256 HEX [--input-bounds-exceeded N] [--out FILE]
      Emits the receipt of the increment's final round in the reference
      format, every binding field computed from the repositories.

  review admit --receipt FILE --science DIR --audit DIR --expect-repo OWNER/NAME
               --expect-sha SHA --ledger FILE [--prefix experiments/] [--json]
      Fail-closed admission: judges the increment with every invariant
      required and admits only a SUCCESS verdict, consuming the receipt in
      the ledger (append-only, fsynced); a second use of it is DENY.

  review manifest --science DIR --receipt FILE
      Checks a checkout's files against the receipt's manifest.

  review next --science DIR --audit DIR [--commit SHA] [--again] [--json | --env]
      Where the increment's next audit round goes, from the ledger's
      state: its number and folder, the latest round's folder, and why no
      round should run now (the commit is admitted, or the latest round
      already audited it; --again asks anyway). --env prints
      REVIEW_ROUND=, REVIEW_DIR=, REVIEW_LAST=, REVIEW_SKIP= and
      REVIEW_ADMITTED= lines for a CI job's environment file.

  review adopt --science DIR --audit DIR [--repo OWNER/NAME] [--prefix experiments/]
               [--out FILE] [--json]
      For a deployment of the reference implementation, which records no
      admissions: derives the admitted history from controller/state.json
      (each PASSED cycle and the receipt it recorded) and the receipts
      committed in the ledger, judges each increment as it stood, and
      writes the admissions file to commit (default: DIR/admissions.jsonl,
      never overwritten). Writes nothing unless every passed cycle is
      backed.

Exit codes: 0 ADMIT (admit), ok (others); 1 DENY (admit), manifest
differs (manifest), a passed cycle not backed (adopt); 2 error
(unreadable repository, ledger or flags).`

func runReview(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintf(stdout, "usage: verijudge review trace|receipt|admit|manifest|next|adopt ...\n%s\n", reviewDoc)
		if len(args) == 0 {
			return exitError
		}
		return exitOK
	}
	switch args[0] {
	case "trace":
		return runReviewTrace(args[1:], stdout, stderr)
	case "receipt":
		return runReviewReceipt(args[1:], stdout, stderr)
	case "admit":
		return runReviewAdmit(args[1:], stdout, stderr)
	case "manifest":
		return runReviewManifest(args[1:], stdout, stderr)
	case "next":
		return runReviewNext(args[1:], stdout, stderr)
	case "adopt":
		return runReviewAdopt(args[1:], stdout, stderr)
	}
	return unknownSub(stderr, "review", args[0], reviewSubs)
}

type repoFlags struct {
	science, audit, commit, repo, prefix *string
}

func addRepoFlags(fs *flag.FlagSet) repoFlags {
	return repoFlags{
		science: fs.String("science", "", "the science repository (a checkout or a bare repository)"),
		audit:   fs.String("audit", "", "the audit ledger repository"),
		commit:  fs.String("commit", "", "the audited commit (default: the science repository's HEAD)"),
		repo:    fs.String("repo", "", "the science repository's id, owner/name, as GitHub spells it (receipts and cycle ids keep the spelling; the origin remote must name it, in any case); default: as the origin remote spells it"),
		prefix:  fs.String("prefix", review.DefaultPrefix, "where the increment's artefacts live"),
	}
}

func (r repoFlags) check() error {
	if *r.science == "" || *r.audit == "" {
		return errors.New("--science and --audit are required")
	}
	return nil
}

// writeTrace writes a trace indented (two spaces, a final newline) to path,
// or to stdout when path is "" or "-".
func writeTrace(path string, tr []byte, stdout io.Writer) error {
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, tr, "", "  "); err != nil {
		return err
	}
	pretty.WriteByte('\n')
	return writeOutput(path, pretty.Bytes(), stdout)
}

func writeOutput(path string, b []byte, stdout io.Writer) error {
	if path == "" || path == "-" {
		_, err := stdout.Write(b)
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

func runReviewTrace(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("review trace", "review trace --science DIR --audit DIR [--commit SHA] [--receipt FILE] [--ledger FILE] [--out FILE]", reviewDoc, stderr, stdout)
	rf := addRepoFlags(fs)
	receipt := fs.String("receipt", "", "the auditor's receipt (default: none; receipt-bound and admissible then fail)")
	ledger := fs.String("ledger", "", "the admission ledger to consult for consumed receipts")
	out := fs.String("out", "", "write the trace here (default: stdout)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if err := rf.check(); err != nil {
		return fail(stderr, err, "verijudge review trace --help")
	}
	src := review.Source{ScienceDir: *rf.science, AuditDir: *rf.audit, Commit: *rf.commit, Repo: *rf.repo, Prefix: *rf.prefix}
	if *receipt != "" {
		b, err := review.ReadReceiptFile(*receipt)
		if err != nil {
			return fail(stderr, err, "")
		}
		src.Receipt, src.ReceiptPath = b, *receipt
	}
	if *ledger != "" {
		src.Ledger = review.OpenLedger(*ledger)
	}
	ev, err := review.Build(src)
	if err != nil {
		return fail(stderr, err, reviewHint(err))
	}
	tr, err := review.Trace(ev, review.Spec(ev.Config.MaxRounds))
	if err != nil {
		return fail(stderr, err, "")
	}
	if err := writeTrace(*out, tr, stdout); err != nil {
		return fail(stderr, err, "")
	}
	return exitOK
}

func runReviewReceipt(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("review receipt", "review receipt --science DIR --audit DIR [--commit SHA] --integrity OK --prompt-sha256 HEX [--input-bounds-exceeded N] [--out FILE]", reviewDoc, stderr, stdout)
	rf := addRepoFlags(fs)
	integrity := fs.String("integrity", "", "audit_integrity, as the auditor's runner found it: OK, or why the audit cannot be trusted (required)")
	prompt := fs.String("prompt-sha256", "", "SHA-256 (64 hex digits) of the prompt sent to the auditor (required)")
	bounds := fs.Int("input-bounds-exceeded", -1, "how far the auditor's input was truncated (0: not at all); written when given")
	out := fs.String("out", "", "write the receipt here (default: stdout)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if err := rf.check(); err != nil {
		return fail(stderr, err, "verijudge review receipt --help")
	}
	if *integrity == "" || *prompt == "" {
		return fail(stderr, errors.New("--integrity and --prompt-sha256 are required: the auditor's runner knows them, verijudge cannot"),
			"pass what the audit step recorded, e.g. --integrity \"$AUDIT_INTEGRITY\" --prompt-sha256 \"$PROMPT_SHA256\"")
	}
	ev, err := review.Build(review.Source{ScienceDir: *rf.science, AuditDir: *rf.audit, Commit: *rf.commit, Repo: *rf.repo, Prefix: *rf.prefix})
	if err != nil {
		return fail(stderr, err, reviewHint(err))
	}
	rc, err := review.NewReceipt(ev, *integrity, *prompt)
	if err == nil && *bounds >= 0 {
		rc.InputBoundsExceeded = bounds
	}
	if err != nil {
		return fail(stderr, err, "commit the round's report.md under cycles/<sha>/ first")
	}
	if err := rc.Validate(); err != nil {
		return fail(stderr, err, "")
	}
	if err := writeOutput(*out, rc.Marshal(), stdout); err != nil {
		return fail(stderr, err, "")
	}
	return exitOK
}

func runReviewAdmit(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("review admit", "review admit --receipt FILE --science DIR --audit DIR --expect-repo OWNER/NAME --expect-sha SHA --ledger FILE [--json]", reviewDoc, stderr, stdout)
	science := fs.String("science", "", "the science repository checkout")
	audit := fs.String("audit", "", "the audit ledger repository")
	receipt := fs.String("receipt", "", "the receipt to admit")
	expRepo := fs.String("expect-repo", "", "the repository the receipt must be for (owner/name)")
	expSHA := fs.String("expect-sha", "", "the commit the receipt must be for (the science HEAD)")
	ledger := fs.String("ledger", "", "the admission ledger (created on first admission)")
	prefix := fs.String("prefix", review.DefaultPrefix, "where the increment's artefacts live")
	asJSON := fs.Bool("json", false, "print the decision as JSON")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	for _, f := range []struct{ name, v string }{{"--receipt", *receipt}, {"--science", *science}, {"--audit", *audit},
		{"--expect-repo", *expRepo}, {"--expect-sha", *expSHA}, {"--ledger", *ledger}} {
		if f.v == "" {
			return fail(stderr, fmt.Errorf("%s is required", f.name), "verijudge review admit --help")
		}
	}
	d, err := review.Admit(review.AdmitRequest{ReceiptPath: *receipt, ScienceDir: *science, AuditDir: *audit,
		ExpectRepo: *expRepo, ExpectSHA: *expSHA, Prefix: *prefix, Ledger: review.OpenLedger(*ledger), Now: time.Now()})
	if err != nil {
		return fail(stderr, err, reviewHint(err))
	}
	if *asJSON {
		out := struct {
			Outcome string `json:"decision"`
			*review.Decision
		}{"DENY", d}
		if d.Admit {
			out.Outcome = "ADMIT"
		}
		if err := writeJSON(stdout, out); err != nil {
			return fail(stderr, err, "")
		}
	} else if d.Admit {
		fmt.Fprintf(stdout, "ADMIT %s@%s (receipt %s)\n", *expRepo, *expSHA, d.ReceiptSHA256)
	} else {
		fmt.Fprintf(stdout, "DENY %s@%s\n", *expRepo, *expSHA)
		for _, r := range d.Reasons {
			fmt.Fprintf(stdout, "  %s\n", r)
		}
	}
	if !d.Admit {
		return exitMismatch
	}
	return exitOK
}

func runReviewManifest(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("review manifest", "review manifest --science DIR --receipt FILE", reviewDoc, stderr, stdout)
	science := fs.String("science", "", "the science repository checkout")
	receipt := fs.String("receipt", "", "the receipt whose manifest to check")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if *science == "" || *receipt == "" {
		return fail(stderr, errors.New("--science and --receipt are required"), "verijudge review manifest --help")
	}
	b, err := review.ReadReceiptFile(*receipt)
	if err != nil {
		return fail(stderr, err, "")
	}
	rc, err := review.ParseReceipt(b)
	if err != nil {
		return fail(stderr, err, "")
	}
	if err := rc.Validate(); err != nil {
		return fail(stderr, err, "")
	}
	bad, err := review.VerifyCheckout(*science, rc.ManifestEntries())
	if err != nil {
		return fail(stderr, err, "")
	}
	if len(bad) > 0 {
		fmt.Fprintf(stdout, "manifest differs (%d of %d paths):\n", len(bad), len(rc.Manifest))
		for _, l := range bad {
			fmt.Fprintf(stdout, "  %s\n", l)
		}
		return exitMismatch
	}
	fmt.Fprintf(stdout, "manifest matches (%d paths)\n", len(rc.Manifest))
	return exitOK
}

func reviewHint(err error) string {
	switch {
	case errors.Is(err, review.ErrNoCommit):
		return "fetch the commit into the repository, or name another with --commit"
	case errors.Is(err, review.ErrRepository):
		return "--science and --audit take git repositories (checkouts or bare)"
	case errors.Is(err, review.ErrLedger):
		return "the admission ledger is damaged or unwritable: a person must look at it before anything is admitted"
	case errors.Is(err, review.ErrAdopt):
		return "review adopt is for a reference deployment's ledger, once, before any admission is recorded"
	}
	return ""
}

func runReviewNext(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("review next", "review next --science DIR --audit DIR [--commit SHA] [--again] [--json | --env]", reviewDoc, stderr, stdout)
	rf := addRepoFlags(fs)
	asJSON := fs.Bool("json", false, "print as JSON")
	asEnv := fs.Bool("env", false, "print NAME=value lines for a CI environment file")
	again := fs.Bool("again", false, "a round even when the latest one already audited this commit (after a ruling)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if err := rf.check(); err != nil {
		return fail(stderr, err, "verijudge review next --help")
	}
	n, err := review.Next(review.Source{ScienceDir: *rf.science, AuditDir: *rf.audit, Commit: *rf.commit, Repo: *rf.repo, Prefix: *rf.prefix}, *again)
	if err != nil {
		return fail(stderr, err, reviewHint(err))
	}
	switch {
	case *asJSON:
		if err := writeJSON(stdout, n); err != nil {
			return fail(stderr, err, "")
		}
	case *asEnv:
		fmt.Fprintf(stdout, "REVIEW_ROUND=%d\nREVIEW_DIR=%s\nREVIEW_LAST=%s\nREVIEW_SKIP=%s\nREVIEW_ADMITTED=%t\n", n.Round, n.Dir, n.Last, n.Skip, n.Admitted)
	default:
		if n.Skip != "" {
			fmt.Fprintf(stdout, "no round now: %s\n", n.Skip)
		}
		fmt.Fprintf(stdout, "next round %d in %s\n", n.Round, n.Dir)
		if n.Last != "" {
			fmt.Fprintf(stdout, "latest round in %s\n", n.Last)
		}
	}
	return exitOK
}

func runReviewAdopt(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("review adopt", "review adopt --science DIR --audit DIR [--repo OWNER/NAME] [--out FILE] [--json]", reviewDoc, stderr, stdout)
	science := fs.String("science", "", "the science repository (a checkout or a bare repository)")
	audit := fs.String("audit", "", "the audit ledger repository")
	repo := fs.String("repo", "", "the science repository's id, owner/name, as GitHub spells it; default: as the origin remote spells it")
	prefix := fs.String("prefix", review.DefaultPrefix, "where the increments' artefacts live")
	out := fs.String("out", "", "the admissions file to write (default: AUDIT/admissions.jsonl); an existing file is never overwritten")
	asJSON := fs.Bool("json", false, "print the cycles found as JSON")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if *science == "" || *audit == "" {
		return fail(stderr, errors.New("--science and --audit are required"), "verijudge review adopt --help")
	}
	path := *out
	if path == "" {
		path = filepath.Join(*audit, review.AdmissionsFile)
	}
	a, err := review.Adopt(review.AdoptRequest{ScienceDir: *science, AuditDir: *audit, Repo: *repo, Prefix: *prefix})
	if err != nil {
		return fail(stderr, err, reviewHint(err))
	}
	written := "" // the admissions file, when one is written
	if a.Complete && len(a.Entries) > 0 {
		lines, err := a.JSONLines()
		if err == nil {
			err = writeNew(path, lines)
		}
		if err != nil {
			return fail(stderr, err, "an existing admissions file is never overwritten: look at it, or name another with --out")
		}
		written = path
	}
	if *asJSON {
		if err := writeJSON(stdout, struct {
			*review.Adoption
			Written string `json:"written,omitempty"`
		}{a, written}); err != nil {
			return fail(stderr, err, "")
		}
	} else {
		for _, c := range a.Cycles {
			state := "BACKED    "
			if !c.Backed {
				state = "NOT BACKED"
			}
			fmt.Fprintf(stdout, "%s cycle %s  %s round %d  receipt %.12s\n", state, c.CycleID, c.SHA, c.Round, c.ReceiptSHA256)
			for _, r := range c.Reasons {
				fmt.Fprintf(stdout, "    %s\n", r)
			}
		}
		switch {
		case !a.Complete:
			fmt.Fprintln(stdout, "nothing written: a passed cycle is not backed")
		case len(a.Entries) == 0:
			fmt.Fprintln(stdout, "nothing written: the controller records no passed cycle for "+a.Repo)
		default:
			fmt.Fprintf(stdout, "wrote %s: %d admissions; commit it to the ledger\n", path, len(a.Entries))
		}
	}
	if !a.Complete {
		return exitMismatch
	}
	return exitOK
}

// writeNew writes a file that must not exist yet.
func writeNew(path string, b []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
