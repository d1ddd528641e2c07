package witness

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/x509"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/tee"
)

var t0 = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

func fixedKey(b byte) ed25519.PrivateKey { return ed25519.NewKeyFromSeed(bytes.Repeat([]byte{b}, 32)) }

func smallCorpus(t testing.TB) string {
	dir := t.TempDir()
	for p, c := range map[string]string{"a.txt": "alpha\nbeta\n", "sub/b.go": "package b\n// beta\n"} {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, p), []byte(c), 0o644))
	}
	return dir
}

// openProver returns a prover with its session open and question 1 asked,
// ready for corpus tool calls.
func openProver(t testing.TB, c *Corpus) *Prover {
	l, err := OpenLocker(filepath.Join(t.TempDir(), "locker.jsonl"), func() time.Time { return t0 })
	require.NoError(t, err)
	t.Cleanup(func() { l.Close() })
	p := NewProver(fixedKey(1), c, l, ProverOptions{Now: func() time.Time { return t0 }, Binding: BindingPolicy{AllowUnattestedUnsafe: true}})
	vk := fixedKey(2)
	tk, err := p.IssueTicket(keyOf(vk.Public().(ed25519.PublicKey)), 4, 1000, bytes.NewReader(make([]byte, 32)))
	require.NoError(t, err)
	ctx := context.Background()
	res, err := p.open(ctx, req(map[string]any{"binding": Binding{Key: keyOf(fixedKey(3).Public().(ed25519.PublicKey)), Backend: tee.BackendReproducible}}))
	require.NoError(t, err)
	require.False(t, res.IsError)
	q := "is it?"
	res, err = p.question(ctx, req(map[string]any{"n": 1, "question": q, "signature": sign(vk, QuestionMessage(tk.Hash(), 1, q))}))
	require.NoError(t, err)
	require.False(t, res.IsError, "%v", res.Content)
	return p
}

func req(args any) *mcp.CallToolRequest {
	b, _ := json.Marshal(args)
	return &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Arguments: b}}
}

func rawReq(b []byte) *mcp.CallToolRequest {
	return &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Arguments: json.RawMessage(b)}}
}

// TestProverRefuses: each hostile request is a tool error naming the
// reason, and none moves the chain.
func TestProverRefuses(t *testing.T) {
	c, err := OpenCorpus(smallCorpus(t))
	require.NoError(t, err)
	defer c.Close()
	p := openProver(t, c)
	ctx := context.Background()
	cases := []struct {
		name string
		h    mcp.ToolHandler
		args []byte
		want string
	}{
		{"escape", p.corpusTool(ToolReadFile), []byte(`{"path":"../etc/passwd"}`), `".." element`},
		{"absolute", p.corpusTool(ToolReadFile), []byte(`{"path":"/etc/passwd"}`), "must be relative"},
		{"not in map", p.corpusTool(ToolReadFile), []byte(`{"path":"c.txt"}`), "not in the corpus map"},
		{"git", p.corpusTool(ToolReadFile), []byte(`{"path":".git/config"}`), `".git" element`},
		{"control", p.corpusTool(ToolReadFile), []byte(`{"path":"a\u0000.txt"}`), "control character"},
		{"unknown member", p.corpusTool(ToolReadFile), []byte(`{"path":"a.txt","mode":1}`), "unknown field"},
		{"two values", p.corpusTool(ToolReadFile), []byte(`{"path":"a.txt"}{}`), "trailing data"},
		{"not an object", p.corpusTool(ToolListFiles), []byte(`[1]`), "arguments"},
		{"list with args", p.corpusTool(ToolListFiles), []byte(`{"path":"a.txt"}`), "takes no arguments"},
		{"empty query", p.corpusTool(ToolSearch), []byte(`{"query":""}`), "1-256 bytes"},
		{"too many results", p.corpusTool(ToolSearch), []byte(`{"query":"a","maxResults":51}`), "maxResults 51"},
		{"huge arguments", p.corpusTool(ToolSearch), []byte(`{"query":"` + strings.Repeat("a", MaxArgsBytes) + `"}`), "larger than 4096"},
		{"question out of order", p.question, []byte(`{"n":3,"question":"q","signature":"0x` + strings.Repeat("00", 64) + `"}`), "still open"},
		{"answer to another question", p.answer, []byte(`{"n":2,"answer":"true"}`), "open question is 1"},
		{"answer outside the four", p.answer, []byte(`{"n":1,"answer":"yes"}`), "answer not allowed"},
		{"close while open", p.close, []byte(`{"steps":1,"head":"0x` + strings.Repeat("00", 32) + `","signature":"0x` + strings.Repeat("00", 64) + `"}`), "open question 1"},
		{"second open", p.open, []byte(`{"binding":{"key":"0x` + strings.Repeat("00", 32) + `","backend":"x","quoteHash":"0x` + strings.Repeat("00", 32) + `"}}`), "already open"},
		{"unsigned abort", p.abort, []byte(`{"abort":{"steps":0,"head":"0x` + strings.Repeat("00", 32) + `","reason":"x","signature":"0x` + strings.Repeat("00", 64) + `"}}`), "not signed by the auditor"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			n, head := p.n, p.head
			res, err := tc.h(ctx, rawReq(tc.args))
			require.NoError(t, err)
			require.True(t, res.IsError)
			assert.Contains(t, res.Content[0].(*mcp.TextContent).Text, tc.want)
			assert.Equal(t, n, p.n, "a refused call made a step")
			assert.Equal(t, head, p.head)
		})
	}
}

// TestCorpusRefusesOversizedAndSymlinks: a file over the cap is refused
// when mapped, a symlink is left out of the map and cannot be read.
func TestCorpusRefusesOversizedAndSymlinks(t *testing.T) {
	dir := smallCorpus(t)
	require.NoError(t, os.Symlink("/etc/passwd", filepath.Join(dir, "passwd")))
	c, err := OpenCorpus(dir)
	require.NoError(t, err)
	for _, f := range c.Files() {
		assert.NotEqual(t, "passwd", f.Path)
	}
	_, _, err = c.ReadFile("passwd")
	assert.ErrorIs(t, err, ErrCorpus)
	// A mapped file swapped for a symlink after the map was taken: the
	// read goes through os.Root and is refused.
	require.NoError(t, os.Remove(filepath.Join(dir, "a.txt")))
	require.NoError(t, os.Symlink("/etc/passwd", filepath.Join(dir, "a.txt")))
	_, _, err = c.ReadFile("a.txt")
	assert.ErrorIs(t, err, ErrCorpus)
	c.Close()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "big.bin"), make([]byte, MaxFileBytes+1), 0o644))
	_, err = OpenCorpus(dir)
	assert.ErrorIs(t, err, ErrCorpus)
}

// TestAuditorRefusesSkewedTickets: a ticket issued too far from the
// auditor's clock, either way, is refused before anything is quoted.
func TestAuditorRefusesSkewedTickets(t *testing.T) {
	c, err := OpenCorpus(smallCorpus(t))
	require.NoError(t, err)
	defer c.Close()
	for _, skew := range []time.Duration{-time.Hour, 6 * time.Minute} {
		l, err := OpenLocker(filepath.Join(t.TempDir(), "l"), time.Now)
		require.NoError(t, err)
		p := NewProver(fixedKey(1), c, l, ProverOptions{Now: func() time.Time { return t0.Add(skew) }})
		tk, err := p.IssueTicket(keyOf(fixedKey(2).Public().(ed25519.PublicKey)), 1, 1, bytes.NewReader(make([]byte, 32)))
		require.NoError(t, err)
		b, _ := tee.NewBackend(tee.BackendReproducible, tee.BackendConfig{})
		a, err := NewAuditor(bytes.NewReader(make([]byte, 32)), b, Rules{}, AuditorOptions{Now: func() time.Time { return t0 }})
		require.NoError(t, err)
		_, err = a.Start(context.Background(), nil, tk)
		assert.ErrorIs(t, err, ErrTicket, "skew %v", skew)
		l.Close()
	}
}

// TestTicketRefusesBadKeys: small-order and non-canonical keys are not
// usable keys, for the ticket's prover and verifier alike.
func TestTicketRefusesBadKeys(t *testing.T) {
	good := keyOf(fixedKey(1).Public().(ed25519.PublicKey))
	assert.True(t, KeyOK(good))
	var identity, nonCanonical, torsion Key
	identity[0] = 1                      // the identity point: small order
	nonCanonical = Key{0xed, 0xff, 0xff} // y = p-... with all ones: not canonical
	for i := 3; i < 31; i++ {
		nonCanonical[i] = 0xff
	}
	nonCanonical[31] = 0x7f
	// good + a point of order 2 (0, -1): a torsion component.
	torsion = Key{0xec}
	for i := 1; i < 31; i++ {
		torsion[i] = 0xff
	}
	torsion[31] = 0x7f
	for name, k := range map[string]Key{"identity": identity, "non-canonical": nonCanonical, "order 2": torsion} {
		assert.False(t, KeyOK(k), name)
		tk := Ticket{MaxQuestions: 1, ProverKey: good, VerifierKey: k}
		tk.Signature = sign(fixedKey(1), tk.Message())
		assert.ErrorIs(t, tk.Check(), ErrTicket, name)
	}
}

// TestMalformedMCPMessages: garbage on the prover's stdio transport gets
// JSON-RPC errors (or is dropped), never a crash, and the server goes on
// answering well-formed requests.
func TestMalformedMCPMessages(t *testing.T) {
	c, err := OpenCorpus(smallCorpus(t))
	require.NoError(t, err)
	defer c.Close()
	p := openProver(t, c)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ss, err := p.Server().Connect(ctx, &mcp.IOTransport{Reader: inR, Writer: outW}, nil)
	require.NoError(t, err)
	// This connection is the auditor's: the one that opened.
	p.owner.Store(ss)
	lines := bufio.NewScanner(outR)
	lines.Buffer(nil, 1<<20)
	send := func(s string) { _, err := io.WriteString(inW, s+"\n"); require.NoError(t, err) }
	send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`)
	require.True(t, lines.Scan())
	assert.Contains(t, lines.Text(), `"id":1`)
	send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	for _, bad := range []string{`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"read_file","arguments":{"path":{"$gt":""}}}}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"no_such_tool","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":4,"method":"no/such/method"}`} {
		send(bad)
		require.True(t, lines.Scan())
		l := lines.Text()
		assert.True(t, strings.Contains(l, `"error":`) || strings.Contains(l, `"isError":true`), "%s -> %s", bad, l)
	}
	send(`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"read_file","arguments":{"path":"a.txt"}}}`)
	require.True(t, lines.Scan())
	assert.Contains(t, lines.Text(), `alpha\nbeta`)
	assert.Equal(t, 1, p.tools, "exactly the one good call made a step")
	// Another MCP connection to the same prover reads nothing.
	other := mcp.NewClient(&mcp.Implementation{Name: "intruder", Version: "1"}, nil)
	ct, st := mcp.NewInMemoryTransports()
	_, err = p.Server().Connect(ctx, st, nil)
	require.NoError(t, err)
	cs, err := other.Connect(ctx, ct, nil)
	require.NoError(t, err)
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: ToolReadFile, Arguments: map[string]any{"path": "a.txt"}})
	require.NoError(t, err)
	assert.True(t, res.IsError)
	assert.Contains(t, res.Content[0].(*mcp.TextContent).Text, "opened by another MCP connection")
	assert.Equal(t, 1, p.tools)
	inW.Close()
	ss.Close()
}

// FuzzParseSession: no input panics the session reader, and whatever it
// accepts turns into a trace or a clear error.
func FuzzParseSession(f *testing.F) {
	for _, p := range []string{"../fixtures/testdata/witness/sessions/honest.json", "../fixtures/testdata/witness/sessions/file-changed-mid-audit.json"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"mediaType":"` + SessionMediaType + `"}`))
	f.Add([]byte(`{"mediaType":"` + SessionMediaType + `","questions":[{"n":1,"answer":"maybe"}],"locker":{"steps":[{"n":-1}]}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := ParseSession(bytes.NewReader(b))
		if err != nil {
			assert.ErrorIs(t, err, ErrSessionFile)
			return
		}
		tr, err := Trace(s, TraceOptions{Expect: map[int]Answer{1: AnswerTrue}})
		if err == nil {
			_, err = canon.TraceHash(tr)
			assert.NoError(t, err)
		}
	})
}

// FuzzToolHandlers: any arguments to any tool, against a prover with an
// open question: never a panic, and a call either is refused (no step) or
// makes exactly one step whose signed head the prover returns.
func FuzzToolHandlers(f *testing.F) {
	for _, s := range []string{`{"path":"a.txt"}`, `{}`, `{"query":"beta","maxResults":2}`, `{"path":"../x"}`, `{"n":1,"answer":"true"}`, `null`, ``, `{"path":"sub/b.go","x":1}`} {
		for tool := range 8 {
			f.Add(uint8(tool), []byte(s))
		}
	}
	dir := smallCorpus(f)
	c, err := OpenCorpus(dir)
	require.NoError(f, err)
	f.Cleanup(func() { c.Close() })
	f.Fuzz(func(t *testing.T, tool uint8, args []byte) {
		p := openProver(t, c)
		hs := []mcp.ToolHandler{p.corpusTool(ToolReadFile), p.corpusTool(ToolListFiles), p.corpusTool(ToolSearch), p.open, p.question, p.answer, p.close, p.abort}
		n := p.n
		res, err := hs[int(tool)%len(hs)](context.Background(), rawReq(args))
		if err != nil {
			return // the locker failed: reported to the SDK as an error
		}
		if res.IsError {
			assert.Equal(t, n, p.n, "a refused call made a step")
			return
		}
		assert.LessOrEqual(t, p.n, n+1)
		if p.n == n+1 {
			var m StepMeta
			b, _ := json.Marshal(res.Meta[metaKey])
			if json.Unmarshal(b, &m) == nil && m.N == p.n {
				assert.Equal(t, p.head, m.Head)
			} else {
				var am AnswerMeta
				require.NoError(t, json.Unmarshal(b, &am))
				assert.Equal(t, p.head, am.Step.Head)
			}
		}
	})
}

// TestAuditorServerServesOneVerifier: the first MCP connection is the
// verifier's; any other is refused.
func TestAuditorServerServesOneVerifier(t *testing.T) {
	b, _ := tee.NewBackend(tee.BackendReproducible, tee.BackendConfig{})
	a, err := NewAuditor(bytes.NewReader(make([]byte, 32)), b, Rules{}, AuditorOptions{})
	require.NoError(t, err)
	srv := AuditorServer(a, nil)
	ctx := context.Background()
	connect := func() *mcp.ClientSession {
		ct, st := mcp.NewInMemoryTransports()
		_, err := srv.Connect(ctx, st, nil)
		require.NoError(t, err)
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "v", Version: "1"}, nil).Connect(ctx, ct, nil)
		require.NoError(t, err)
		return cs
	}
	first, second := connect(), connect()
	res, err := first.CallTool(ctx, &mcp.CallToolParams{Name: ToolBinding, Arguments: map[string]any{}})
	require.NoError(t, err)
	assert.False(t, res.IsError)
	for _, tool := range []string{ToolBinding, ToolFinish, ToolPublic} {
		res, err = second.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: map[string]any{}})
		require.NoError(t, err)
		assert.True(t, res.IsError, tool)
		assert.Contains(t, res.Content[0].(*mcp.TextContent).Text, "another verifier connection")
	}
}

// TestBindingPolicy: a TDX boot quote is accepted only under the policy's
// roots, with collateral, for an allowed auditor TD.
func TestBindingPolicy(t *testing.T) {
	b, err := os.ReadFile("../fixtures/testdata/witness/sessions/honest-tdx.json")
	require.NoError(t, err)
	s, err := ParseSession(bytes.NewReader(b))
	require.NoError(t, err)
	bad, err := os.ReadFile("../fixtures/testdata/witness/sessions/quote-binds-another-key.json")
	require.NoError(t, err)
	sb, err := ParseSession(bytes.NewReader(bad))
	require.NoError(t, err)
	m, err := tee.Measurement(&tee.Evidence{Kind: tee.KindTDX, Quote: s.Auditor.Quote})
	require.NoError(t, err)
	at := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	base := BindingPolicy{Now: func() time.Time { return at }, WithoutCollateralUnsafe: true, Measurements: []canon.Hash{m}}
	roots := tee.EvidenceOptions{Roots: []*x509.Certificate{testRootOf(t, s)}}
	ok := base
	ok.TEE = roots
	require.NoError(t, ok.Check(&s.Auditor, &s.Ticket))
	cases := map[string]struct {
		p BindingPolicy
		b *Binding
	}{
		"production roots": {base, &s.Auditor},
		"another TD":       {BindingPolicy{Now: base.Now, TEE: roots, WithoutCollateralUnsafe: true, Measurements: []canon.Hash{canon.Sum([]byte("x"))}}, &s.Auditor},
		"no measurement":   {BindingPolicy{Now: base.Now, TEE: roots, WithoutCollateralUnsafe: true}, &s.Auditor},
		"no collateral":    {BindingPolicy{Now: base.Now, TEE: roots, Measurements: base.Measurements}, &s.Auditor},
		"another key":      {ok, &sb.Auditor},
		"nitro":            {ok, &Binding{Key: s.Auditor.Key, Backend: tee.BackendNitro, Quote: s.Auditor.Quote, QuoteHash: s.Auditor.QuoteHash}},
		"no quote":         {ok, &Binding{Key: s.Auditor.Key, Backend: tee.BackendReproducible}},
	}
	for name, c := range cases {
		assert.ErrorIs(t, c.p.Check(c.b, &s.Ticket), ErrUnattested, name)
	}
	anyTD := cases["another TD"].p
	anyTD.AnyMeasurementUnsafe = true
	assert.NoError(t, anyTD.Check(&s.Auditor, &s.Ticket))
}

// testRootOf is the TEST-ONLY root of the witness fixtures' TDX chain
// (witnesstest.TDXChain), which s's quote chains to.
func testRootOf(t *testing.T, s *Session) *x509.Certificate {
	t.Helper()
	require.NotEmpty(t, s.Auditor.Quote)
	return teechain.NewTDXChain("verijudge-witness", teechain.Default, teechain.Validity{}).Root
}
