package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/cmd/verijudge/internal/server"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/internal/limits"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

func init() {
	register(&command{name: "serve", summary: "serve a folder of records with a browser re-verify page", run: runServe})
}

const serveDoc = `
Serves the verdict records in DIR (the files *.json directly in it; a
record's id is its file name without ".record.json" or ".json") over HTTP,
for re-verification by anyone (docs/serve.md):

  /verify/                       the list of records (HTML), each with the
                                 server's own verification (--no-verify: none)
  /verify/index.json             {"records":["id",...],"verified":{"id":{"outcome":…,"level":…}}}
  /verify/<id>                   a page that re-verifies the record in the browser
  /verify/<id>/record            the record file, byte for byte
  /verify/evaluator/<digest>.js  the evaluator bundle with that SHA-256
  /verify/kit.mjs                the Node.js kit: node kit.mjs URL/verify/<id>/record

The page downloads the record and the bundle it names, runs the bundle only
if its SHA-256 (WebCrypto) equals the record's evaluator digest, in a Worker
without network access, and shows MATCH, MISMATCH, NO_TRACE or ERROR. It
checks records offline only: attestations are checked by 'verijudge verify
--rpc'. --evidence-rpc URL and --evidence-repo DIR add, to the index's own
verification, the evidence held against its chain or repository (as
'verijudge verify' does): a difference shows as MISMATCH, a record they
cannot check as ERROR.

The embedded evaluator bundle is always served; each --bundle FILE (may be
repeated) is served at the digest computed from its bytes. Records are read
on each request: files added later are served. Nothing outside DIR is read.

--listen defaults to loopback. Any other address makes the records public
to the network (a warning is printed); browsers allow WebCrypto only over
https or from localhost, so put a TLS proxy in front. Requests are limited
per client address to --rate per second (bursts of 60); 0 disables the limit.

The URL is printed on stdout. SIGINT or SIGTERM stops the server cleanly.

Exit codes: 0 stopped by a signal; 2 missing records folder, unreadable
bundle, address in use, or another error.`

// stringList is a repeatable string flag.
type stringList []string

func (l *stringList) String() string     { return strings.Join(*l, ",") }
func (l *stringList) Set(s string) error { *l = append(*l, s); return nil }

func runServe(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "serve --records DIR [--listen ADDR] [--bundle FILE]... [--rate N]", serveDoc, stderr, stdout)
	records := fs.String("records", "", "folder of verdict records (required)")
	listen := fs.String("listen", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one)")
	var bundles stringList
	fs.Var(&bundles, "bundle", "also serve this evaluator bundle FILE at its sha256 (repeatable)")
	rate := fs.Float64("rate", server.DefaultRate, "requests per second allowed per client address (0: no limit)")
	noVerify := fs.Bool("no-verify", false, "do not show the server's own verification of each record in the index")
	trustFile := fs.String("trust", "", "trust root for the index's verification (default: the shipped Sepolia one; offline either way)")
	evidenceRPC := fs.String("evidence-rpc", "", "in the index's verification, also hold each web3 record's evidence against the chain at this JSON-RPC URL (as verify --evidence-rpc)")
	evidenceRepo := fs.String("evidence-repo", "", "in the index's verification, also hold each code record's evidence against the git repository DIR (as verify --evidence-repo)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if *noVerify && (*evidenceRPC != "" || *evidenceRepo != "") {
		return fail(stderr, errors.New("--evidence-rpc and --evidence-repo are part of the index's verification, which --no-verify turns off"), "drop --no-verify, or the evidence flags")
	}
	if fs.NArg() != 0 {
		return fail(stderr, fmt.Errorf("serve takes no arguments"), "pass the folder with --records DIR")
	}
	if *records == "" {
		return fail(stderr, errors.New("serve needs --records DIR"), "verijudge serve --help")
	}
	if fi, err := os.Stat(*records); err != nil {
		return fail(stderr, err, hintFor(err))
	} else if !fi.IsDir() {
		return fail(stderr, fmt.Errorf("%s is not a folder", *records), "pass the folder that holds the *.json records")
	}
	if *rate < 0 || math.IsNaN(*rate) {
		return fail(stderr, fmt.Errorf("--rate %v: want a number >= 0", *rate), "")
	}
	perSecond := *rate
	if perSecond == 0 {
		perSecond = math.Inf(1)
	}
	var extra [][]byte
	var digests []canon.Hash
	for _, f := range bundles {
		b, err := readFile(f, limits.MaxBundleBytes)
		if err != nil {
			return fail(stderr, fmt.Errorf("--bundle %s: %w", f, err), hintFor(err))
		}
		extra = append(extra, b)
		digests = append(digests, canon.Sum(b))
	}
	logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	cfg := server.Config{RecordsDir: *records, Bundles: extra, RatePerSecond: perSecond, Logger: logger}
	if !*noVerify {
		// The index shows package verify's result for each record, offline:
		// the served bundles are the evaluators; TEE evidence is checked as
		// far as it can be without collateral or an allow-list (so at most
		// TEE_CLAIMED); the time is the moment of each check.
		trust, err := verify.Sepolia()
		if *trustFile != "" {
			trust, err = readTrustRoot(*trustFile)
		}
		if err != nil {
			return fail(stderr, err, "")
		}
		var vopts []verify.Option
		for _, b := range extra {
			e, err := judge.NewEvaluator(b, canon.Sum(b))
			if err != nil {
				return fail(stderr, err, "")
			}
			vopts = append(vopts, verify.WithEvaluator(e))
		}
		if *evidenceRPC != "" {
			node, err := collect.Dial(context.Background(), *evidenceRPC, collect.DialOptions{})
			if err != nil {
				return fail(stderr, fmt.Errorf("--evidence-rpc: %w", err), "check the URL")
			}
			defer node.Close()
			vopts = append(vopts, verify.WithEvidenceSource(node))
		}
		if *evidenceRepo != "" {
			vopts = append(vopts, verify.WithEvidenceRepo(*evidenceRepo))
		}
		if cfg.Verifier, err = verify.New(trust, vopts...); err != nil {
			return fail(stderr, err, "")
		}
		cfg.Policy = verify.NewPolicy(verify.WithEvaluators(append([]canon.Hash{judge.EmbeddedDigest()}, digests...)...),
			verify.WithClock(wallClock{}), verify.AnyMeasurementUnsafe(), verify.WithoutCollateralUnsafe())
	}
	srv, err := server.New(cfg)
	if err != nil {
		return fail(stderr, err, "")
	}
	ids, err := srv.Records()
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		return fail(stderr, err, "pick another --listen address (port 0 picks a free port)")
	}
	addr := ln.Addr().(*net.TCPAddr)
	if !addr.IP.IsLoopback() {
		fmt.Fprintf(stderr, "verijudge: warning: listening on %s, reachable from other machines: every record in %s is public; browsers need https for the page's WebCrypto check\n", ln.Addr(), *records)
	}
	host := ln.Addr().String()
	if addr.IP.IsUnspecified() {
		host = net.JoinHostPort("127.0.0.1", fmt.Sprint(addr.Port))
	}
	base := "http://" + host + "/verify/"
	fmt.Fprintf(stdout, "serving %d records at %s\n", len(ids), base)
	for i, d := range digests {
		fmt.Fprintf(stdout, "  bundle: %sevaluator/%s.js (%s)\n", base, d, bundles[i])
	}
	if len(ids) > 0 {
		fmt.Fprintf(stdout, "  page:   %s%s\n", base, ids[0])
		fmt.Fprintf(stdout, "  kit:    node kit.mjs %s%s/record\n", base, ids[0])
	}
	fmt.Fprintf(stdout, "  index:  %sindex.json\n", base)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := srv.Serve(ctx, ln); err != nil {
		return fail(stderr, err, "")
	}
	fmt.Fprintln(stderr, "verijudge: server stopped")
	return exitOK
}
