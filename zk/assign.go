package zk

import (
	"math/big"

	"github.com/consensys/gnark/std/math/uints"
)

// MaxBindingBits bounds the binding public input: bindings are below
// 2^MaxBindingBits.
const MaxBindingBits = 248

// MaxBinding is 2^MaxBindingBits (a fresh value each call).
func MaxBinding() *big.Int { return new(big.Int).Lsh(big.NewInt(1), MaxBindingBits) }

// Assignment returns the circuit's full witness for w with the given
// binding (below 2^248).
func (w *Witness) Assignment(binding *big.Int) (*Circuit, error) {
	st, err := StatementDigest(w.Statement, binding)
	if err != nil {
		return nil, err
	}
	p := w.Profile
	l := layoutFor(p)
	c := NewCircuit(p)
	c.Statement = st
	var bb [32]byte
	binding.FillBytes(bb[:])
	for i, b := range bb {
		c.Binding[i] = uints.NewU8(b)
	}
	for i, b := range w.Statement.Evaluator {
		c.Evaluator[i] = uints.NewU8(b)
	}
	fill := func(dst []uints.U8, src []byte) {
		for i := range dst {
			var b byte
			if i < len(src) {
				b = src[i]
			}
			dst[i] = uints.NewU8(b)
		}
	}
	fill(c.Trace, w.Trace)
	c.TraceLen = len(w.Trace)
	fill(c.Preimage, w.Preimage)
	c.PreimageLen = len(w.Preimage)
	for i, f := range w.a.flags {
		c.Flags[i] = boolInt(f)
	}
	for i := range c.Slots {
		c.Slots[i] = 0
	}
	for i, v := range w.a.slots {
		c.SlotLens[i] = len(v)
		for j, b := range v {
			c.Slots[l.slotOff[i]+j] = int(b)
		}
	}
	for i := range c.Enums {
		c.Enums[i] = 0
	}
	for i, k := range w.a.enums {
		if k >= 0 {
			c.Enums[l.enumOff[i]+k] = 1
		}
	}
	for j := range c.Gas {
		c.Gas[j] = 0
		if j < len(w.gas) {
			c.Gas[j] = int(w.gas[j])
		}
	}
	c.GasLen = len(w.gas)
	for k := range c.Perm {
		c.Perm[k] = 0
		if k < len(w.perm) {
			c.Perm[k] = w.perm[k]
		}
	}
	return c, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
