package zk

import "fmt"

// The trace template: the grammar of in-profile canonical traces, written
// once as a list of segments and read two ways — by the circuit (which
// proves that the trace bytes are exactly the concatenation of the present
// segments) and by Prepare (which renders the same list from a parsed trace
// and requires the canonical bytes back).
//
// A segment is a literal (fixed bytes), a slot (variable bytes of one
// character class, with a minimum and maximum length) or an enum (one of a
// fixed list of literals). Each may hang on a presence flag. Keys appear in
// the template in canonical (sorted) order, so the template admits canonical
// JSON only; slots admit no character that JSON escapes, so no escapes occur.

// Character classes of slot bytes.
const (
	clsDigit  = iota // 0-9
	clsHex           // 0-9 a-f
	clsIDHead        // A-Z a-z 0-9 (first character of an id)
	clsIDTail        // A-Z a-z 0-9 . _ : / -
	clsName          // printable ASCII except " and \
	nClasses
)

func classAllows(cls int, c byte) bool {
	digit := c >= '0' && c <= '9'
	alnum := digit || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
	switch cls {
	case clsDigit:
		return digit
	case clsHex:
		return digit || (c >= 'a' && c <= 'f')
	case clsIDHead:
		return alnum
	case clsIDTail:
		return alnum || c == '.' || c == '_' || c == ':' || c == '/' || c == '-'
	case clsName:
		return c >= 0x20 && c <= 0x7e && c != '"' && c != '\\'
	}
	return false
}

type slotDef struct {
	name       string
	min, max   int
	head, tail int // class of the first byte and of the others
	on         int // presence flag, -1 when always present
	integer    bool
	positive   bool // integer ≥ 1
}

type enumDef struct {
	name string
	opts []string
	on   int
}

type segKind int

const (
	segLit segKind = iota
	segSlot
	segEnum
)

type seg struct {
	kind segKind
	lit  string
	ref  int // slot or enum index
	on   int // presence flag, -1 when always present
}

// layout is the trace template of one profile.
type layout struct {
	p       Profile
	flags   []string
	flagIdx map[string]int
	parent  []int // a flag may be set only when its parent is (-1: none)
	slots   []slotDef
	slotIdx map[string]int
	enums   []enumDef
	enumIdx map[string]int
	segs    []seg
	// slotOff[i] is slot i's first byte in the flat slot array.
	slotOff []int
	nSlotB  int
	enumOff []int
	nEnumB  int
}

func (l *layout) flag(name, parent string) int {
	if _, dup := l.flagIdx[name]; dup {
		panic("zk: duplicate flag " + name)
	}
	l.flagIdx[name] = len(l.flags)
	l.flags = append(l.flags, name)
	p := -1
	if parent != "" {
		p = l.flagIdx[parent]
	}
	l.parent = append(l.parent, p)
	return len(l.flags) - 1
}

func (l *layout) lit(s string, on int) {
	// Adjacent literals under the same flag are merged: fewer segments,
	// same bytes.
	if n := len(l.segs); n > 0 && l.segs[n-1].kind == segLit && l.segs[n-1].on == on {
		l.segs[n-1].lit += s
		return
	}
	l.segs = append(l.segs, seg{kind: segLit, lit: s, on: on})
}

func (l *layout) slot(d slotDef) {
	if _, dup := l.slotIdx[d.name]; dup {
		panic("zk: duplicate slot " + d.name)
	}
	l.slotIdx[d.name] = len(l.slots)
	l.slotOff = append(l.slotOff, l.nSlotB)
	l.nSlotB += d.max
	l.slots = append(l.slots, d)
	l.segs = append(l.segs, seg{kind: segSlot, ref: len(l.slots) - 1, on: d.on})
}

func (l *layout) enum(name string, opts []string, on int) {
	l.enumIdx[name] = len(l.enums)
	l.enumOff = append(l.enumOff, l.nEnumB)
	l.nEnumB += len(opts)
	l.enums = append(l.enums, enumDef{name: name, opts: opts, on: on})
	l.segs = append(l.segs, seg{kind: segEnum, ref: len(l.enums) - 1, on: on})
}

func (l *layout) num(name string, on int, positive bool) {
	l.slot(slotDef{name: name, min: 1, max: maxDigits, head: clsDigit, tail: clsDigit, on: on, integer: true, positive: positive})
}

func (l *layout) hex(name string, n int, on int) {
	l.slot(slotDef{name: name, min: n, max: n, head: clsHex, tail: clsHex, on: on})
}

// newLayout writes the trace template of profile p. Keys are listed in
// sorted order; TestLayoutKeysSorted holds them to it.
func newLayout(p Profile) *layout {
	l := &layout{p: p, flagIdx: map[string]int{}, slotIdx: map[string]int{}, enumIdx: map[string]int{}}
	id := func(name string) {
		l.slot(slotDef{name: name, min: 1, max: p.MaxID, head: clsIDHead, tail: clsIDTail, on: -1})
	}
	const always = -1

	l.lit(`{"buildId":"`, always)
	id("buildId")
	l.lit(`","evidence":{`, always)
	chain := l.flag("chainId", "")
	l.lit(`"chainId":`, chain)
	l.num("chainId", chain, true)
	l.lit(`,`, chain)
	fork := l.flag("forkBlock", "")
	l.lit(`"forkBlock":`, fork)
	l.num("forkBlock", fork, false)
	l.lit(`,`, fork)
	l.lit(`"transactions":[`, always)
	for k := range p.MaxTxs {
		tx := fmt.Sprintf("tx%d", k)
		parent := ""
		if k > 0 {
			parent = fmt.Sprintf("tx%d", k-1)
		}
		on := l.flag(tx, parent)
		if k > 0 {
			l.lit(`,`, on)
		}
		l.lit(`{`, on)
		bn := l.flag(tx+".blockNumber", tx)
		l.lit(`"blockNumber":`, bn)
		l.num(tx+".blockNumber", bn, false)
		l.lit(`,`, bn)
		l.lit(`"from":"0x`, on)
		l.hex(tx+".from", 40, on)
		l.lit(`","gasUsed":`, on)
		l.num(tx+".gasUsed", on, false)
		l.lit(`,"hash":"0x`, on)
		l.hex(tx+".hash", 64, on)
		l.lit(`"`, on)
		nonce := l.flag(tx+".nonce", tx)
		l.lit(`,"nonce":`, nonce)
		l.num(tx+".nonce", nonce, false)
		l.lit(`,"status":`, on)
		l.enum(tx+".status", []string{"0", "1"}, on)
		l.lit(`,"to":"0x`, on)
		l.hex(tx+".to", 40, on)
		l.lit(`"`, on)
		val := l.flag(tx+".value", tx)
		l.lit(`,"value":`, val)
		l.num(tx+".value", val, false)
		l.lit(`}`, on)
	}
	l.lit(`]},"schema":"verijudge.trace/v1","spec":{"checks":[`, always)
	for c := range p.MaxChecks {
		ck := fmt.Sprintf("ck%d", c)
		parent := ""
		if c > 0 {
			parent = fmt.Sprintf("ck%d", c-1)
		}
		on := l.flag(ck, parent)
		if c > 0 {
			l.lit(`,`, on)
		}
		l.lit(`{`, on)
		idx := l.flag(ck+".index", ck)
		l.lit(`"index":`, idx)
		l.num(ck+".index", idx, false)
		l.lit(`,`, idx)
		l.lit(`"kind":"`, on)
		l.enum(ck+".kind", profileKinds, on)
		l.lit(`","name":"`, on)
		l.slot(slotDef{name: ck + ".name", min: 1, max: p.MaxName, head: clsName, tail: clsName, on: on})
		l.lit(`"`, on)
		op := l.flag(ck+".op", ck)
		l.lit(`,"op":"`, op)
		l.enum(ck+".op", profileOps, op)
		l.lit(`"`, op)
		req := l.flag(ck+".required", ck)
		l.lit(`,"required":`, req)
		l.enum(ck+".required", []string{"true", "false"}, req)
		val := l.flag(ck+".value", ck)
		l.lit(`,"value":`, val)
		l.num(ck+".value", val, false)
		l.lit(`}`, on)
	}
	l.lit(`],"evidenceClass":"web3"},"taskId":"`, always)
	id("taskId")
	l.lit(`","trialId":"`, always)
	id("trialId")
	l.lit(`"}`, always)
	return l
}

// assignment is the template's values for one trace.
type assignment struct {
	flags []bool
	slots [][]byte // by slot index
	enums []int    // chosen option by enum index, -1 when absent
}

func (l *layout) newAssignment() *assignment {
	a := &assignment{flags: make([]bool, len(l.flags)), slots: make([][]byte, len(l.slots)), enums: make([]int, len(l.enums))}
	for i := range a.enums {
		a.enums[i] = -1
	}
	return a
}

func (a *assignment) on(f int) bool { return f < 0 || a.flags[f] }

// render writes the bytes the template gives for a, or says why a breaks a
// rule the circuit enforces.
func (l *layout) render(a *assignment) ([]byte, error) {
	for i, p := range l.parent {
		if a.flags[i] && p >= 0 && !a.flags[p] {
			return nil, fmt.Errorf("%s set without %s", l.flags[i], l.flags[p])
		}
	}
	for i, d := range l.slots {
		v := a.slots[i]
		if !a.on(d.on) {
			if len(v) != 0 {
				return nil, fmt.Errorf("%s: value without its flag", d.name)
			}
			continue
		}
		if len(v) < d.min || len(v) > d.max {
			return nil, fmt.Errorf("%s: length %d outside [%d, %d]", d.name, len(v), d.min, d.max)
		}
		for j, c := range v {
			cls := d.tail
			if j == 0 {
				cls = d.head
			}
			if !classAllows(cls, c) {
				return nil, fmt.Errorf("%s: character %q not allowed", d.name, c)
			}
		}
		if d.integer && len(v) > 1 && v[0] == '0' {
			return nil, fmt.Errorf("%s: leading zero", d.name)
		}
		if d.positive && v[0] == '0' {
			return nil, fmt.Errorf("%s: must be ≥ 1", d.name)
		}
	}
	for i, e := range l.enums {
		if a.on(e.on) != (a.enums[i] >= 0) {
			return nil, fmt.Errorf("%s: presence does not match its flag", e.name)
		}
	}
	var out []byte
	for _, s := range l.segs {
		if !a.on(s.on) {
			continue
		}
		switch s.kind {
		case segLit:
			out = append(out, s.lit...)
		case segSlot:
			out = append(out, a.slots[s.ref]...)
		case segEnum:
			out = append(out, l.enums[s.ref].opts[a.enums[s.ref]]...)
		}
	}
	return out, nil
}
