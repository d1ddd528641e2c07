package judge_test

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"testing"

	"filippo.io/edwards25519"
	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type edVector struct {
	Key  string `json:"key"`
	Msg  string `json:"msg"`
	Sig  string `json:"sig"`
	What string `json:"-"`
	Go   bool   `json:"-"` // crypto/ed25519's decision
}

type edResult struct {
	Fast, Noble, KeyOK bool
}

func hx(b []byte) string { return "0x" + hex.EncodeToString(b) }

// hashSeed is RFC 8032's expansion of a seed: the first half of its
// SHA-512, to be clamped into the secret scalar.
func hashSeed(seed []byte) []byte {
	h := sha512.Sum512(seed)
	return h[:32]
}

// torsion returns the 8 points of small order.
func torsion() []*edwards25519.Point {
	// A point of order 8: decode the known encoding, then its multiples.
	enc, _ := hex.DecodeString("c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a")
	t8, err := new(edwards25519.Point).SetBytes(enc)
	if err != nil {
		panic(err)
	}
	out := []*edwards25519.Point{edwards25519.NewIdentityPoint()}
	for i := 1; i < 8; i++ {
		out = append(out, new(edwards25519.Point).Add(out[i-1], t8))
	}
	return out
}

var orderL = func() []byte { // L, little-endian
	b, _ := hex.DecodeString("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010")
	return b
}()

func addLE(a, b []byte) []byte {
	out := make([]byte, 32)
	c := 0
	for i := range 32 {
		s := int(a[i]) + int(b[i]) + c
		out[i], c = byte(s), s>>8
	}
	return out
}

// edVectors: honest signatures and their tampered, non-canonical,
// small-order and mixed-order variants.
func edVectors() ([]edVector, int) {
	r := rand.New(rand.NewPCG(7, 8))
	ts := torsion()
	var vs []edVector
	rounds := 16
	if raceEnabled {
		rounds = 4 // the race detector slows goja about tenfold
	}
	add := func(what string, pub, msg, sig []byte) {
		vs = append(vs, edVector{Key: hx(pub), Msg: hx(msg), Sig: hx(sig), What: what, Go: ed25519.Verify(pub, msg, sig)})
	}
	for i := range rounds {
		var seed [32]byte
		for j := range seed {
			seed[j] = byte(r.Uint32())
		}
		sk := ed25519.NewKeyFromSeed(seed[:])
		pub := []byte(sk.Public().(ed25519.PublicKey))
		msg := make([]byte, r.IntN(300))
		for j := range msg {
			msg[j] = byte(r.Uint32())
		}
		sig := ed25519.Sign(sk, msg)
		add("honest", pub, msg, sig)
		bad := bytes.Clone(sig)
		bad[r.IntN(64)] ^= 1 << r.IntN(8)
		add("bit flipped in signature", pub, msg, bad)
		if len(msg) > 0 {
			m := bytes.Clone(msg)
			m[r.IntN(len(m))] ^= 1
			add("message changed", pub, m, sig)
		}
		// S + L: the same S, not reduced.
		s2 := append(bytes.Clone(sig[:32]), addLE(sig[32:], orderL)...)
		add("S + L", pub, msg, s2)
		// A signature whose R carries a small-order component, made with
		// the secret scalar: R = [r]B + T, S = r + k·a. The cofactored
		// equation holds, the cofactorless one (Go's) does not.
		t := ts[1+i%7]
		a, _ := new(edwards25519.Scalar).SetBytesWithClamping(hashSeed(seed[:]))
		A := new(edwards25519.Point).ScalarBaseMult(a)
		var rb [64]byte
		for j := range rb {
			rb[j] = byte(r.Uint32())
		}
		rs, _ := new(edwards25519.Scalar).SetUniformBytes(rb[:])
		Rt := new(edwards25519.Point).Add(new(edwards25519.Point).ScalarBaseMult(rs), t)
		kh := sha512.Sum512(append(append(Rt.Bytes(), A.Bytes()...), msg...))
		k, _ := new(edwards25519.Scalar).SetUniformBytes(kh[:])
		S := new(edwards25519.Scalar).MultiplyAdd(k, a, rs)
		add("R + small-order point", A.Bytes(), msg, append(Rt.Bytes(), S.Bytes()...))
		// A plus a small-order point: a mixed-order key.
		add("mixed-order key", new(edwards25519.Point).Add(A, t).Bytes(), msg, sig)
		// R = a small-order point, S = 0, and a small-order key.
		small := ts[i%8].Bytes()
		add("small-order R, S = 0", pub, msg, append(bytes.Clone(small), make([]byte, 32)...))
		add("small-order key", small, msg, append(bytes.Clone(small), make([]byte, 32)...))
		// A non-canonical R (y >= p) and a non-canonical key.
		nc := bytes.Repeat([]byte{0xff}, 32)
		nc[0], nc[31] = 0xee, 0x7f
		add("non-canonical R", pub, msg, append(bytes.Clone(nc), sig[32:]...))
		add("non-canonical key", nc, msg, sig)
		h := sha256.Sum256(msg)
		add("random key bytes", h[:], msg, sig)
	}
	return vs, rounds
}

func edHarness(t *testing.T) string {
	res := api.Build(api.BuildOptions{EntryPoints: []string{"js/test/ed25519_check.js"}, Bundle: true, Write: false, Outfile: "h.js",
		Format: api.FormatIIFE, GlobalName: "edcheck", Platform: api.PlatformNeutral, Target: api.ES2020, LogLevel: api.LogLevelSilent})
	require.Empty(t, res.Errors)
	return string(res.OutputFiles[0].Contents)
}

// TestEd25519Agreement: the bundle's fast verifier decides exactly as
// noble's strict verify on every vector whose key passes the key rule, in
// goja and in Node; keys that fail the rule verify nothing; and every
// signature Go's crypto/ed25519 accepts (cofactorless, stricter), the
// bundle accepts.
func TestEd25519Agreement(t *testing.T) {
	vs, rounds := edVectors()
	in, err := json.Marshal(vs)
	require.NoError(t, err)
	vm := goja.New()
	_, err = vm.RunString(edHarness(t))
	require.NoError(t, err)
	fn, ok := goja.AssertFunction(vm.Get("edcheck").ToObject(vm).Get("check"))
	require.True(t, ok)
	v, err := fn(goja.Undefined(), vm.ToValue(string(in)))
	require.NoError(t, err)
	var gojaOut []edResult
	require.NoError(t, json.Unmarshal([]byte(v.String()), &gojaOut))
	require.Len(t, gojaOut, len(vs))
	counts := map[string]int{}
	for i, r := range gojaOut {
		w := vs[i].What
		if r.KeyOK {
			assert.Equal(t, r.Noble, r.Fast, "%d %s: fast and noble disagree", i, w)
		} else {
			assert.False(t, r.Fast, "%d %s: a key outside the rule verified", i, w)
		}
		if vs[i].Go && r.KeyOK {
			assert.True(t, r.Fast, "%d %s: Go accepts what the bundle refuses", i, w)
		}
		if r.Fast {
			counts[w]++
		}
	}
	assert.Equal(t, rounds, counts["honest"])
	assert.Equal(t, rounds, counts["R + small-order point"], "the cofactored equation accepts R plus torsion, as RFC 8032 allows")
	for i, v := range vs {
		if v.What == "R + small-order point" {
			assert.False(t, v.Go, "%d: Go's cofactorless check refuses it", i)
		}
	}
	for _, w := range []string{"bit flipped in signature", "message changed", "S + L", "mixed-order key", "small-order R, S = 0", "small-order key", "non-canonical R", "non-canonical key", "random key bytes"} {
		assert.Zero(t, counts[w], w)
	}

	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is required under CI=true")
		}
		t.Skip("node not on PATH")
	}
	cmd := exec.Command(node, "--input-type=module", "-e",
		`import { check } from "./js/test/ed25519_check.js"; import { readFileSync } from "node:fs"; process.stdout.write(check(readFileSync(0, "utf8")));`)
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	require.NoError(t, err)
	var nodeOut []edResult
	require.NoError(t, json.Unmarshal(out, &nodeOut))
	assert.Equal(t, gojaOut, nodeOut, "goja and Node decide alike")
}

// BenchmarkEd25519Goja: one signature verified in goja, 40 signatures
// under one key (as a session's auditor key signs 40 attestations):
// noble's own strict verify, and the bundle's verifier with its per-key
// table.
func BenchmarkEd25519Goja(b *testing.B) {
	sk := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{3}, 32))
	var vs []edVector
	for i := range 40 {
		msg := []byte{byte(i), 1, 2, 3}
		vs = append(vs, edVector{Key: hx(sk.Public().(ed25519.PublicKey)), Msg: hx(msg), Sig: hx(ed25519.Sign(sk, msg))})
	}
	in, _ := json.Marshal(vs)
	res := api.Build(api.BuildOptions{EntryPoints: []string{"js/test/ed25519_check.js"}, Bundle: true, Write: false, Outfile: "h.js",
		Format: api.FormatIIFE, GlobalName: "edcheck", Platform: api.PlatformNeutral, Target: api.ES2020, LogLevel: api.LogLevelSilent})
	require.Empty(b, res.Errors)
	vm := goja.New()
	_, err := vm.RunString(string(res.OutputFiles[0].Contents))
	require.NoError(b, err)
	fn, _ := goja.AssertFunction(vm.Get("edcheck").ToObject(vm).Get("bench"))
	for _, mode := range []string{"noble", "fast"} {
		b.Run(mode, func(b *testing.B) {
			for b.Loop() {
				v, err := fn(goja.Undefined(), vm.ToValue(string(in)), vm.ToValue(mode))
				if err != nil || v.ToInteger() != 40 {
					b.Fatal(err, v)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(40*b.N)/1000, "ms/signature")
		})
	}
}
