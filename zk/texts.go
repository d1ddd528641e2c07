package zk

import (
	"math/big"

	"github.com/consensys/gnark/frontend"
)

// The verdict's texts (docs/zk.md, "The texts and the verdict
// preimage"): strings the circuit builds piece by piece, each held as its
// fingerprint in the challenge τ and its length in bytes. Pieces are constants, substrings
// of the trace (a cell's string, the digits of a number) and numbers
// the circuit printed; a concatenation is one product, fp(a‖b) =
// fp(a)·τ^|b| + fp(b), and a choice between texts (by a check's kind, by
// a missing field) is a sum under one-hot bits. The verdict preimage the
// prover gives is then held to the built text by its own fingerprint and
// length: two byte strings of the same length with the same fingerprint
// are the same bytes but with probability length/2^248, as long as τ is
// fixed only once both are (the judge circuit's τ hashes both).
//
// Guarantees: a text's fingerprint is Horner's rule over its bytes in τ,
// and its length theirs, when every piece's is (a piece is a polynomial
// in τ whose coefficients the trace determines). Not guaranteed: that a
// length stays inside the power table (a longer text finds no τ^n and
// leaves the circuit unsatisfied).
type text struct {
	fp, n frontend.Variable
}

// lit is a constant text.
func (fp *fingerprints) lit(s string) text { return text{fp: fp.constant(s), n: len(s)} }

// emptyText is the empty text.
func emptyText() text { return text{fp: 0, n: 0} }

// pow is τ^n: a product for a constant n, else a lookup.
func (fp *fingerprints) pow(n frontend.Variable) frontend.Variable {
	if k, ok := constantInt(n); ok {
		if p, ok := fp.pows[k]; ok {
			return p
		}
		var p frontend.Variable = 1
		for range k {
			p = fp.api.Mul(p, fp.tau)
		}
		fp.pows[k] = p
		return p
	}
	return fp.P.Lookup(n)[0]
}

// constantInt is n's value when it is a Go integer constant.
func constantInt(n frontend.Variable) (int, bool) {
	switch x := n.(type) {
	case int:
		return x, true
	case *big.Int:
		if x.IsInt64() {
			return int(x.Int64()), true
		}
	}
	return 0, false
}

// cat concatenates texts.
func (fp *fingerprints) cat(ts ...text) text {
	api := fp.api
	out := emptyText()
	for i, t := range ts {
		if i == 0 {
			out = t
			continue
		}
		out = text{fp: api.Add(api.Mul(out.fp, fp.pow(t.n)), t.fp), n: api.Add(out.n, t.n)}
	}
	return out
}

// pick is the text whose bit is set (bits at most one; none: empty).
func (fp *fingerprints) pick(bits []frontend.Variable, ts []text) text {
	api := fp.api
	out := emptyText()
	for i, t := range ts {
		out.fp = api.Add(out.fp, api.Mul(bits[i], t.fp))
		out.n = api.Add(out.n, api.Mul(bits[i], t.n))
	}
	return out
}

// either is a when s is 1, else b.
func (fp *fingerprints) either(s frontend.Variable, a, b text) text {
	return fp.pick([]frontend.Variable{s, fp.api.Sub(1, s)}, []text{a, b})
}

// sub is the trace's bytes data[s:s+n].
func (fp *fingerprints) sub(s, n frontend.Variable) text { return text{fp: fp.of(s, n), n: n} }

// strText is a string cell's bytes between its quotes (empty for an
// empty cell). It is the string as JSON.stringify writes it where the
// trace's string has no \u escape (an id, an address, hex: every string
// of those rules).
func (fp *fingerprints) strText(v *viewVars, c int) text {
	if t, ok := fp.strs[c]; ok { // (many checks read the same cell: its lookups are made once)
		return t
	}
	api := fp.api
	n := api.Mul(v.Present[c], api.Sub(v.At[c], v.From[c], 1))
	t := text{fp: fp.of(api.Add(v.From[c], 1), n), n: n}
	fp.strs[c] = t
	return t
}

// numText is a number cell's bytes as the trace writes them (canonical:
// the digits as BigInt and Number print them; empty for an empty cell).
func (fp *fingerprints) numText(v *viewVars, c int) text {
	api := fp.api
	n := api.Mul(v.Present[c], api.Sub(v.At[c], v.From[c]))
	return text{fp: fp.of(v.From[c], n), n: n}
}

// printed prints a number of 19-digit limbs (least significant first)
// as String(BigInt) does: no leading zero, 0 as "0". The digits come from
// a hint pinned by the limbs; a digit above the significant ones adds
// nothing to Horner's rule, so the fingerprint runs over them all.
func (g *gadgets) printed(fp *fingerprints, limbs ...frontend.Variable) text {
	api := g.api
	digits, in, n := g.digits(limbs)
	var acc frontend.Variable = 0
	for i := len(digits) - 1; i >= 0; i-- {
		acc = api.Add(api.Mul(acc, fp.tau), digits[i], api.Mul(in[i], '0'))
	}
	return text{fp: acc, n: n}
}

// signedText prints a signed big integer, '-' before a negative one
// (bigSigned's zero is never negative).
func (g *gadgets) signedText(fp *fingerprints, x bigSigned) text {
	return fp.cat(fp.pick([]frontend.Variable{x.neg}, []text{fp.lit("-")}), g.printed(fp, x.mag[:]...))
}

// first is the text of the first condition that holds (conditions are
// bits), else otherwise: the judge's chain of early returns.
func (fp *fingerprints) first(conds []frontend.Variable, ts []text, otherwise text) text {
	api := fp.api
	bits := make([]frontend.Variable, 0, len(conds)+1)
	var none frontend.Variable = 1 // no condition so far
	for _, c := range conds {
		bits = append(bits, api.Mul(none, c))
		none = api.Mul(none, api.Sub(1, c))
	}
	return fp.pick(append(bits, none), append(ts, otherwise))
}

// joined writes the texts whose bits are set, in order, sep between
// them (a list's present items, the leaks among the transfers).
func (fp *fingerprints) joined(on []frontend.Variable, ts []text, sep string) text {
	api := fp.api
	out := emptyText()
	var seen frontend.Variable = 0 // an item written before
	for i, t := range ts {
		item := fp.cat(fp.pick([]frontend.Variable{seen}, []text{fp.lit(sep)}), t)
		out = fp.cat(out, fp.pick([]frontend.Variable{on[i]}, []text{item}))
		if i < len(ts)-1 {
			seen = api.Add(seen, api.Mul(api.Sub(1, seen), on[i]))
		}
	}
	return out
}

// quoted is a JSON string of a text already in JSON.stringify's form.
func (fp *fingerprints) quoted(t text) text { return fp.cat(fp.lit(`"`), t, fp.lit(`"`)) }
