//go:build !race

// Solving the schema lexer's circuit over whole traces is slow under the
// race detector: these run in the README's race-free ZK pass.

package zk

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/constraint/solver"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/math/uints"
	"github.com/consensys/gnark/std/rangecheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// traceLexCircuit is the schema lexer over a zero-padded trace of the
// stated length. With Check 1, the frame and the integer of every byte
// are private inputs it must equal (what later parts of the circuit
// read); with Check 0 only the lexer's own assertions hold, so that a
// refused text is refused by the lexer and not by frames nobody has.
type traceLexCircuit struct {
	Data   []frontend.Variable
	States []frontend.Variable // base rows
	Frames []frontend.Variable
	Ints   []frontend.Variable
	Values []frontend.Variable
	Check  frontend.Variable
	Len    frontend.Variable
}

func (c *traceLexCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	lex := g.lexTrace(c.Data)
	api.AssertIsEqual(lex.Length, c.Len)
	api.AssertIsBoolean(c.Check)
	for i := range lex.Frames {
		api.AssertIsEqual(api.Mul(c.Check, api.Sub(lex.States[i], c.States[i])), 0)
		api.AssertIsEqual(api.Mul(c.Check, api.Sub(lex.Frames[i], c.Frames[i])), 0)
		api.AssertIsEqual(api.Mul(c.Check, api.Sub(lex.Ints[i], c.Ints[i])), 0)
		api.AssertIsEqual(api.Mul(c.Check, api.Sub(lex.Values[i], c.Values[i])), 0)
	}
	return nil
}

func compileTraceLex(t testing.TB, n int) constraint.ConstraintSystem {
	t.Helper()
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder,
		&traceLexCircuit{Data: make([]frontend.Variable, n), States: make([]frontend.Variable, n), Frames: make([]frontend.Variable, n),
			Ints: make([]frontend.Variable, n), Values: make([]frontend.Variable, n)})
	require.NoError(t, err)
	return ccs
}

// traceLexWitness: data zero-padded to n bytes, the states (base rows),
// frames, integers and value states LexTrace gives (lxDone, 0, 0 and none
// past the text; none, and Check 0, where it refuses the text), the stated
// length.
func traceLexWitness(t testing.TB, n int, data []byte, lx *TraceLex, length int) witness.Witness {
	t.Helper()
	a := &traceLexCircuit{Data: make([]frontend.Variable, n), States: make([]frontend.Variable, n), Frames: make([]frontend.Variable, n),
		Ints: make([]frontend.Variable, n), Values: make([]frontend.Variable, n), Check: boolInt(lx != nil), Len: length}
	base := traceLexTable().base
	for i := range n {
		a.Data[i], a.States[i], a.Frames[i], a.Ints[i], a.Values[i] = 0, 0, 0, 0, vpNone
		if i < len(data) {
			a.Data[i] = data[i]
		}
		if lx != nil && i < len(lx.Frames) {
			a.States[i], a.Frames[i], a.Ints[i], a.Values[i] = base[lx.States[i]], lx.Frames[i], lx.Ints[i], lx.Values[i]
		} else if lx != nil {
			a.States[i] = base[lxDone] // the padding
		}
	}
	w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
	require.NoError(t, err)
	return w
}

// traceLexSolves solves the circuit on text with the frames LexTrace gives.
func traceLexSolves(t testing.TB, ccs constraint.ConstraintSystem, n int, text []byte) error {
	t.Helper()
	lx, _ := LexTrace(text)
	return ccs.IsSolved(traceLexWitness(t, n, text, lx, len(text)))
}

// TestZKTraceLexCircuit: the circuit takes exactly what LexTrace takes,
// with the same frame for every byte, on small suite traces, every schema
// refusal that fits, and random one-byte changes of the suite traces (a
// changed, inserted or deleted byte); a wrong frame for one byte is
// refused.
func TestZKTraceLexCircuit(t *testing.T) {
	const n = 4096
	ccs := compileTraceLex(t, n)
	t.Logf("%d bytes: %d constraints", n, ccs.GetNbConstraints())
	// The six smallest traces of each class.
	var code, web3 [][]byte
	for name, b := range suiteCanonical(t) {
		if len(b) <= n && strings.HasPrefix(name, "code-") {
			code = append(code, b)
		} else if len(b) <= n {
			web3 = append(web3, b)
		}
	}
	// By size, then by content: equal sizes (two suite traces have 3,813
	// bytes) in a fixed order, so the random changes below are the same on
	// every run.
	bySize := func(a, b []byte) int { return cmp.Or(len(a)-len(b), bytes.Compare(a, b)) }
	slices.SortFunc(code, bySize)
	slices.SortFunc(web3, bySize)
	require.GreaterOrEqual(t, len(web3), 6)
	texts := append(code[:6:6], web3[:6]...)
	// And the integers at the edges: signs, 16 digits, 2^53 − 1, $n of
	// either sign (no suite trace has them).
	corners := numberCorners(t)
	texts = append(texts, corners...)
	var cases [][]byte
	for _, b := range schemaRefusals(t) {
		if len(b) <= n {
			cases = append(cases, b)
		}
	}
	require.Len(t, cases, len(schemaRefusals(t)), "every refusal fits")
	// Every value rule at its edge and one past it (all but the longest
	// strings fit).
	values := 0
	for _, c := range valueCases(t) {
		if len(c.text) > n {
			continue
		}
		values++
		if c.ok {
			texts = append(texts, c.text)
		} else {
			cases = append(cases, c.text)
		}
	}
	require.Equal(t, 93, values)
	r := rand.New(rand.NewPCG(29, 31))
	alphabet := []byte("{}[]\":,\\-0123456789.Eeutrfalsn$abcdhikmopxyIN\x00 \xc3\xa9")
	for range 40 {
		b := slices.Clone(texts[r.IntN(len(texts))])
		i := r.IntN(len(b))
		switch r.IntN(3) {
		case 0:
			b[i] = alphabet[r.IntN(len(alphabet))]
		case 1:
			b = slices.Insert(b, i, alphabet[r.IntN(len(alphabet))])
		default:
			b = slices.Delete(b, i, i+1)
		}
		if len(b) <= n {
			cases = append(cases, b)
		}
	}
	lexes := func(b []byte) error { _, err := LexTrace(b); return err }
	taken, refused := agree(t, append(texts, cases...), lexes, func(b []byte) error { return traceLexSolves(t, ccs, n, b) })
	t.Logf("%d taken, %d refused by both", taken, refused)
	assert.GreaterOrEqual(t, taken, len(corners)+12)
	assert.Greater(t, refused, 30)

	// One wrong frame, anywhere, is refused: the frames are the circuit's.
	b := web3[0]
	lx, err := LexTrace(b)
	require.NoError(t, err)
	for range 8 {
		lie := &TraceLex{States: lx.States, Frames: slices.Clone(lx.Frames), Ints: lx.Ints, Values: lx.Values}
		i := r.IntN(len(lie.Frames))
		lie.Frames[i] = (lie.Frames[i] + 1 + r.IntN(100)) % len(traceFrames().frames)
		assert.Error(t, ccs.IsSolved(traceLexWitness(t, n, b, lie, len(b))), "frame %d of byte %d accepted", lie.Frames[i], i)
	}
	// And the value automaton's states.
	for range 8 {
		lie := &TraceLex{States: lx.States, Frames: lx.Frames, Ints: lx.Ints, Values: slices.Clone(lx.Values)}
		i := r.IntN(len(lie.Values))
		lie.Values[i] = (lie.Values[i] + 1 + r.IntN(100)) % traceLexTable().values.states
		assert.Error(t, ccs.IsSolved(traceLexWitness(t, n, b, lie, len(b))), "value state %d of byte %d accepted", lie.Values[i], i)
	}
	// So are the integers: one digit's magnitude off by one.
	digits := 0
	for i, v := range lx.Ints {
		if v > 0 {
			lie := &TraceLex{States: lx.States, Frames: lx.Frames, Ints: slices.Clone(lx.Ints), Values: lx.Values}
			lie.Ints[i]++
			assert.Error(t, ccs.IsSolved(traceLexWitness(t, n, b, lie, len(b))), "integer at byte %d accepted", i)
			if digits++; digits == 4 {
				break
			}
		}
	}
	require.Equal(t, 4, digits)
	// A length that is not the text's is refused.
	assert.Error(t, ccs.IsSolved(traceLexWitness(t, n, b, lx, len(b)-1)))
}

// TestZKTraceLexHintLies: a prover whose hints lie about the top of the
// stack, or about an entry's operation or flags, cannot satisfy the
// circuit on a trace it takes (with its frames to match: lies that only a
// range check refuses are TestZKTraceLexForgeries').
func TestZKTraceLexHintLies(t *testing.T) {
	const n = 1536
	ccs := compileTraceLex(t, n)
	var b []byte
	for _, x := range suiteCanonical(t) {
		if len(x) <= n && (b == nil || len(x) < len(b)) {
			b = x
		}
	}
	lx, err := LexTrace(b)
	require.NoError(t, err)
	w := traceLexWitness(t, n, b, lx, len(b))
	require.NoError(t, ccs.IsSolved(w))
	lies := map[string]solver.Hint{
		"top of the stack from below it": func(f *big.Int, in, out []*big.Int) error {
			if err := traceStackHint(f, in, out); err != nil {
				return err
			}
			// Another decomposition of the same stack: the top one
			// frame's weight higher, the rest one lower.
			if out[0].Sign() > 0 {
				out[1].Add(out[1], big.NewInt(1<<schemaFrameBits))
				out[0].Sub(out[0], big.NewInt(1))
			}
			return nil
		},
		"another top, the rest solved in the field": func(f *big.Int, in, out []*big.Int) error {
			if err := traceStackHint(f, in, out); err != nil {
				return err
			}
			// top' = top + 1 (mod 2^7), q' = (s − top')/2^7 in the field
			// (here the frames to match refuse it too; on the lexer alone,
			// only q's range check does: TestZKTraceLexForgeries).
			out[1].Add(out[1], big.NewInt(1)).Mod(out[1], big.NewInt(1<<schemaFrameBits))
			inv := new(big.Int).ModInverse(big.NewInt(1<<schemaFrameBits), f)
			out[0].Sub(in[0], out[1]).Mul(out[0], inv).Mod(out[0], f)
			return nil
		},
		"no stack operation": func(f *big.Int, in, out []*big.Int) error {
			if err := traceEntryHint(f, in, out); err != nil {
				return err
			}
			if out[2].Sign() > 0 { // a push claimed as none: its weight moved to next
				out[2].SetInt64(0)
				out[0].Add(out[0], big.NewInt(1<<schemaFlags))
			}
			return nil
		},
		"key flag dropped": func(f *big.Int, in, out []*big.Int) error {
			if err := traceEntryHint(f, in, out); err != nil {
				return err
			}
			if out[5].Sign() > 0 {
				out[5].SetInt64(0)
				out[1].Add(out[1], big.NewInt(1<<(schemaFlags+3-schemaNextBits)))
			}
			return nil
		},
		"digit flag dropped": func(f *big.Int, in, out []*big.Int) error {
			if err := traceEntryHint(f, in, out); err != nil {
				return err
			}
			if out[7].Sign() > 0 {
				out[7].SetInt64(0)
				out[0].Add(out[0], big.NewInt(1<<(schemaFlags+5)))
			}
			return nil
		},
		"key-open flag dropped": func(f *big.Int, in, out []*big.Int) error {
			if err := traceEntryHint(f, in, out); err != nil {
				return err
			}
			if out[8].Sign() > 0 {
				out[8].SetInt64(0)
				out[0].Add(out[0], big.NewInt(1<<(schemaFlags+6)))
			}
			return nil
		},
		"value units moved into the next state": func(f *big.Int, in, out []*big.Int) error {
			if err := valueEntryHint(f, in, out); err != nil {
				return err
			}
			if out[1].Sign() > 0 {
				out[1].SetInt64(0)
				out[0].Add(out[0], big.NewInt(1<<valueNextBits))
			}
			return nil
		},
		"kinded flag dropped": func(f *big.Int, in, out []*big.Int) error {
			if err := traceEntryHint(f, in, out); err != nil {
				return err
			}
			if out[6].Sign() > 0 {
				out[6].SetInt64(0)
				out[0].Add(out[0], big.NewInt(1<<(schemaFlags+4)))
			}
			return nil
		},
	}
	for name, h := range lies {
		id := solver.GetHintID(traceEntryHint)
		if strings.Contains(name, "top") {
			id = solver.GetHintID(traceStackHint)
		} else if strings.HasPrefix(name, "value") {
			id = solver.GetHintID(valueEntryHint)
		}
		assert.Error(t, ccs.IsSolved(w, solver.OverrideHint(id, h)), name)
	}
}

// TestZKTraceLexForgeries: a prover who wants a refused text taken, with
// hints that only a range check refuses, on the lexer alone (no frames
// to match). The first text is a code trace with one check's "mode" key
// renamed "modf" (unknown): it has the length and structure of the
// original, and the field before it ("kind") holds a string too. The
// second has a check name one unit too long.
//   - Key dropped into op: at the unknown key, the entry's key flag is
//     dropped and its weight moved into op (op + 2^10): without op's range
//     check the frame lookup lands on another row, the key becomes a no-op
//     and the later keys are in order.
//   - The original's tops: at every byte, the top of the stack is claimed
//     to be the original text's, the rest of the stack solved in the field
//     (q = (s − top)/2^7): without q's range check every frame lookup
//     follows the original and the text is taken.
//   - Units lowered: at the name's closing quote, the value entry's units
//     are claimed 4 lower and its bound 1 higher: without the range check
//     of units the length is read as 197 of at most 201.
func TestZKTraceLexForgeries(t *testing.T) {
	const n = 1536 // (the long name makes 1,027 bytes)
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &traceLexBare{Data: make([]frontend.Variable, n)})
	require.NoError(t, err)
	orig := suiteCanonical(t)["code-leap-year/naive"]
	forged := bytes.Replace(orig, []byte(`"mode":"all"`), []byte(`"modf":"all"`), 1)
	require.NotEqual(t, orig, forged)
	_, err = LexTrace(forged)
	require.ErrorIs(t, err, ErrOutsideSchema)
	lx, err := LexTrace(orig)
	require.NoError(t, err)
	witnessOf := func(text []byte) witness.Witness {
		a := &traceLexBare{Data: padded(text, n), Len: len(text)}
		w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
		require.NoError(t, err)
		return w
	}
	require.NoError(t, ccs.IsSolved(witnessOf(orig)))
	require.Error(t, ccs.IsSolved(witnessOf(forged)))

	free := sopKey + traceFrames().keyFree
	keyDropped := func(f *big.Int, in, out []*big.Int) error {
		if err := traceEntryHint(f, in, out); err != nil {
			return err
		}
		if out[5].Sign() > 0 && out[1].Int64() == int64(free) {
			out[5].SetInt64(0)
			out[1].Add(out[1], big.NewInt(1<<(schemaFlags+3-schemaNextBits)))
		}
		return nil
	}
	assert.Error(t, ccs.IsSolved(witnessOf(forged), solver.OverrideHint(solver.GetHintID(traceEntryHint), keyDropped)),
		"the unknown key dropped into op")

	var mu sync.Mutex
	i := 0
	inv := new(big.Int).ModInverse(big.NewInt(1<<schemaFrameBits), ecc.BN254.ScalarField())
	originalTops := func(f *big.Int, in, out []*big.Int) error {
		mu.Lock()
		defer mu.Unlock()
		top := 0 // before the first byte, and after the last
		if i > 0 && i <= len(lx.Frames) {
			top = lx.Frames[i-1]
		}
		i++
		out[1].SetInt64(int64(top))
		out[0].Sub(in[0], out[1]).Mul(out[0], inv).Mod(out[0], f)
		return nil
	}
	assert.Error(t, ccs.IsSolved(witnessOf(forged), solver.OverrideHint(solver.GetHintID(traceStackHint), originalTops)),
		"the original's tops claimed")
	// The lie is the honest decomposition on the original.
	i = 0
	require.NoError(t, ccs.IsSolved(witnessOf(orig), solver.OverrideHint(solver.GetHintID(traceStackHint), originalTops)))

	// Two splits that no range check refuses but a lookup does, on the
	// original (taken) text: at the first byte with an operation, op
	// lowered by 1 and next raised by 2^10 (the same entry: the next
	// transition's index leaves the table); at the first byte with a
	// frame below the top, the top raised by 2^7 and the rest lowered by
	// one frame (the same stack: the kinds lookup has 2^7 entries).
	once := func(h solver.Hint, lie func(out []*big.Int) bool) solver.Hint {
		var mu sync.Mutex
		done := false
		return func(f *big.Int, in, out []*big.Int) error {
			if err := h(f, in, out); err != nil {
				return err
			}
			mu.Lock()
			defer mu.Unlock()
			if !done {
				done = lie(out)
			}
			return nil
		}
	}
	nextRaised := once(traceEntryHint, func(out []*big.Int) bool {
		if out[1].Sign() == 0 {
			return false
		}
		out[1].Sub(out[1], big.NewInt(1))
		out[0].Add(out[0], big.NewInt(1<<schemaNextBits))
		return true
	})
	assert.Error(t, ccs.IsSolved(witnessOf(orig), solver.OverrideHint(solver.GetHintID(traceEntryHint), nextRaised)), "next raised by 2^10")
	topRaised := once(traceStackHint, func(out []*big.Int) bool {
		if out[0].Sign() == 0 {
			return false
		}
		out[0].Sub(out[0], big.NewInt(1))
		out[1].Add(out[1], big.NewInt(1<<schemaFrameBits))
		return true
	})
	assert.Error(t, ccs.IsSolved(witnessOf(orig), solver.OverrideHint(solver.GetHintID(traceStackHint), topRaised)), "top raised by 2^7")

	// A check name of 201 units (its rule: at most 200). At each closing
	// quote bounded by 200, the value entry is decomposed with units
	// lowered by 4 and the bound raised by 1 (the same entry): the
	// counter reads 197 against a bound of 201. Only the range check of
	// units refuses it.
	long := bytes.Replace(orig, []byte(`"name":"all-tests-pass"`), []byte(`"name":"`+strings.Repeat("x", 201)+`"`), 1)
	require.NotEqual(t, orig, long)
	_, err = LexTrace(long)
	require.ErrorIs(t, err, ErrValueRule)
	require.Error(t, ccs.IsSolved(witnessOf(long)))
	lowered := func(f *big.Int, in, out []*big.Int) error {
		if err := valueEntryHint(f, in, out); err != nil {
			return err
		}
		if out[2].Int64() == 200 {
			out[1].Sub(out[1], big.NewInt(4)).Mod(out[1], f)
			out[2].Add(out[2], big.NewInt(1))
		}
		return nil
	}
	assert.Error(t, ccs.IsSolved(witnessOf(long), solver.OverrideHint(solver.GetHintID(valueEntryHint), lowered)),
		"a string's length lowered by its units")
}

// TestZKTraceLexSuite: the circuit of the full profile's size (8 KiB)
// takes every suite trace with the frames LexTrace gives.
func TestZKTraceLexSuite(t *testing.T) {
	const n = 8192
	ccs := compileTraceLex(t, n)
	t.Logf("%d bytes: %d constraints", n, ccs.GetNbConstraints())
	solved := 0
	for name, b := range suiteCanonical(t) {
		require.LessOrEqual(t, len(b), n, name)
		// The traces of 4 KiB or less go through the same lexer in the
		// 4 KiB circuits of TestZKChecks and TestZKRecordView by default.
		if len(b) <= 4096 && !longTier {
			continue
		}
		require.NoError(t, traceLexSolves(t, ccs, n, b), name)
		solved++
	}
	require.Positive(t, solved)
	t.Logf("%d suite traces solved", solved)
}

// traceLexBare is the schema lexer alone, bound to a length.
type traceLexBare struct {
	Data []frontend.Variable
	Len  frontend.Variable
}

func (c *traceLexBare) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	api.AssertIsEqual(g.lexTrace(c.Data).Length, c.Len)
	return nil
}

// TestZKTraceLexConstraints measures the schema lexer's cost per byte,
// with the value automaton.
func TestZKTraceLexConstraints(t *testing.T) {
	count := func(n int) int {
		ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &traceLexBare{Data: make([]frontend.Variable, n)})
		require.NoError(t, err)
		return ccs.GetNbConstraints()
	}
	a, b := count(512), count(1024)
	per := float64(b-a) / 512
	t.Logf("%.1f constraints per byte, %d fixed", per, a-int(per*512))
	// (35.1 for the schema lexer, 15.0 for the value automaton, 7.5 for
	// the records it emits.)
	assert.Less(t, per, 58.0)
}

// readerCircuit is the reader: a trace of the stated length whose SHA-256
// must be TraceHash.
type readerCircuit struct {
	Trace     []uints.U8
	TraceLen  frontend.Variable
	TraceHash [32]uints.U8
}

func (c *readerCircuit) Define(api frontend.API) error {
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	h, _, err := g.readTrace(c.Trace, c.TraceLen)
	if err != nil {
		return err
	}
	for i := range h {
		api.AssertIsEqual(h[i].Val, c.TraceHash[i].Val)
	}
	return nil
}

func compileReader(t testing.TB, n int) constraint.ConstraintSystem {
	t.Helper()
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &readerCircuit{Trace: make([]uints.U8, n)})
	require.NoError(t, err)
	return ccs
}

func readerWitness(t testing.TB, n int, text []byte, length int, hash [32]byte) witness.Witness {
	t.Helper()
	a := &readerCircuit{Trace: make([]uints.U8, n), TraceLen: length}
	for i := range n {
		a.Trace[i] = uints.NewU8(0)
		if i < len(text) {
			a.Trace[i] = uints.NewU8(text[i])
		}
	}
	for i := range 32 {
		a.TraceHash[i] = uints.NewU8(hash[i])
	}
	w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
	require.NoError(t, err)
	return w
}

// TestZKReadTrace: the reader takes a suite trace with its trace hash, and
// refuses another hash, another length (a shorter prefix hashed, or zero
// bytes hashed past the end) and a trace the lexer refuses with its own
// hash.
func TestZKReadTrace(t *testing.T) {
	const n = 2048
	ccs := compileReader(t, n)
	t.Logf("%d bytes: %d constraints", n, ccs.GetNbConstraints())
	b := suiteCanonical(t)["code-leap-year/naive"]
	require.Less(t, len(b), n)
	h := sha256.Sum256(b)
	require.NoError(t, ccs.IsSolved(readerWitness(t, n, b, len(b), h)))
	other := h
	other[31] ^= 1
	assert.Error(t, ccs.IsSolved(readerWitness(t, n, b, len(b), other)), "another trace hash")
	assert.Error(t, ccs.IsSolved(readerWitness(t, n, b, len(b)-1, sha256.Sum256(b[:len(b)-1]))), "a prefix hashed")
	padded := append(slices.Clone(b), 0)
	assert.Error(t, ccs.IsSolved(readerWitness(t, n, b, len(b)+1, sha256.Sum256(padded))), "a zero byte hashed past the end")
	bad := bytes.Replace(b, []byte(`"taskId"`), []byte(`"taskID"`), 1)
	require.NotEqual(t, b, bad)
	assert.Error(t, ccs.IsSolved(readerWitness(t, n, bad, len(bad), sha256.Sum256(bad))), "a trace outside the schema")
}

// BenchmarkZKReader reports the reader's size (SHA-256 and the schema
// lexer) at the sizes of the profiles to come.
//
//	go test ./zk -run XXX -bench ZKReader -benchtime 1x
func BenchmarkZKReader(b *testing.B) {
	for _, n := range []int{2048, 8192} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				ccs := compileReader(b, n)
				b.ReportMetric(float64(ccs.GetNbConstraints()), "constraints")
				b.ReportMetric(float64(ccs.GetNbConstraints())/float64(n), "constraints/byte")
			}
		})
	}
}

// BenchmarkZKReaderProve sets keys up for the 2 KiB reader (throwaway
// keys: plain groth16.Setup) and proves a suite trace with them: the
// proving time of the circuit's front at 2^21, to plan the full
// profile's 2^23 from.
//
//	go test ./zk -run XXX -bench ZKReaderProve -benchtime 2x -timeout 60m
func BenchmarkZKReaderProve(b *testing.B) {
	const n = 2048
	ccs := compileReader(b, n)
	start := time.Now()
	pk, _, err := groth16.Setup(ccs)
	require.NoError(b, err)
	b.Logf("%d constraints; setup %.0f s", ccs.GetNbConstraints(), time.Since(start).Seconds())
	text := suiteCanonical(b)["code-parse-int32/reference"]
	w := readerWitness(b, n, text, len(text), sha256.Sum256(text))
	b.ResetTimer()
	for b.Loop() {
		_, err := groth16.Prove(ccs, pk, w, proverOpts...)
		require.NoError(b, err)
	}
}
