package zk

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// ErrOutsideProfile reports a valid trace that the circuit does not cover.
var ErrOutsideProfile = errors.New("zk: trace outside the circuit's profile")

// ProfileError names the profile and the first reason a trace is outside it.
type ProfileError struct {
	Profile string
	Reason  string
}

func (e *ProfileError) Error() string {
	return fmt.Sprintf("zk: trace outside profile %q: %s", e.Profile, e.Reason)
}

func (e *ProfileError) Unwrap() error { return ErrOutsideProfile }

// Statement is what a proof shows: the canonical trace with this hash is
// judged, by the rules of the evaluator with this digest, to the verdict
// with this hash and this status. The circuit computes the trace hash, the
// verdict hash and the status; the evaluator digest is the claim a
// verifier holds against the bundles the circuit implements (Evaluators).
type Statement struct {
	TraceHash   canon.Hash   `json:"traceHash"`
	VerdictHash canon.Hash   `json:"verdictHash"`
	Evaluator   canon.Hash   `json:"evaluatorDigest"`
	Status      judge.Status `json:"status"`
}

// Witness is a trace prepared for proving under one profile: the canonical
// trace, the bundle's verdict and everything the circuit's private inputs
// hold.
type Witness struct {
	Profile   Profile
	Trace     []byte // canonical
	Verdict   judge.Verdict
	Preimage  []byte // the verdict-hash preimage
	Statement Statement

	a    *assignment
	perm []int  // sorted position → transaction index
	gas  string // decimal total gas
}

// Prepare canonicalizes trace, judges it with the embedded bundle and lays
// it out for the circuit of profile p. A trace that is not valid wraps
// judge.ErrInvalidTrace; one the circuit does not cover is a *ProfileError.
func Prepare(p Profile, trace []byte) (*Witness, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	c, err := canon.CanonicalizeTrace(trace)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", judge.ErrInvalidTrace, err)
	}
	v, err := judge.Judge(c)
	if err != nil {
		return nil, err
	}
	pre, err := judge.VerdictPreimage(&v)
	if err != nil {
		return nil, err
	}
	out := func(format string, args ...any) error {
		return &ProfileError{Profile: p.Name, Reason: fmt.Sprintf(format, args...)}
	}
	l := layoutFor(p)
	a, gas, reason := parseProfile(l, c)
	if reason != "" {
		return nil, out("%s", reason)
	}
	if len(c) > p.MaxTrace {
		return nil, out("canonical trace is %d bytes, more than %d", len(c), p.MaxTrace)
	}
	if len(pre) > p.MaxPreimage {
		return nil, out("verdict preimage is %d bytes, more than %d", len(pre), p.MaxPreimage)
	}
	got, err := l.render(a)
	if err != nil {
		return nil, out("%v", err)
	}
	if !bytes.Equal(got, c) {
		return nil, out("the canonical bytes differ from the profile's template at byte %d", firstDiff(got, c))
	}
	w := &Witness{Profile: p, Trace: c, Verdict: v, Preimage: pre, a: a, gas: gas}
	w.Statement.TraceHash = canon.Sum(c)
	w.Statement.VerdictHash = canon.Sum(pre)
	w.Statement.Evaluator = judge.EmbeddedDigest()
	w.Statement.Status = v.Status
	// The verdict lists the hashes sorted; perm[k] is the transaction
	// whose hash is k-th in that order.
	n := 0
	for k := range p.MaxTxs {
		if a.flags[l.flagIdx[fmt.Sprintf("tx%d", k)]] {
			n++
		}
	}
	w.perm = make([]int, n)
	for i := range w.perm {
		w.perm[i] = i
	}
	hash := func(i int) string { return string(a.slots[l.slotIdx[fmt.Sprintf("tx%d.hash", i)]]) }
	sort.SliceStable(w.perm, func(i, j int) bool { return hash(w.perm[i]) < hash(w.perm[j]) })
	return w, nil
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// parseProfile reads canonical trace bytes into the template's values, or
// returns the first reason they are outside the profile. The trace is
// already known to be valid (the bundle judged it).
func parseProfile(l *layout, c []byte) (a *assignment, gas string, reason string) {
	dec := json.NewDecoder(bytes.NewReader(c))
	dec.UseNumber()
	var t map[string]any
	if err := dec.Decode(&t); err != nil {
		return nil, "", "not a JSON object"
	}
	a = l.newAssignment()
	p := l.p
	setFlag := func(name string) { a.flags[l.flagIdx[name]] = true }
	setSlot := func(name, v string) { a.slots[l.slotIdx[name]] = []byte(v) }
	setEnum := func(name, v string) bool {
		i := l.enumIdx[name]
		a.enums[i] = slices.Index(l.enums[i].opts, v)
		return a.enums[i] >= 0
	}
	onlyKeys := func(where string, m map[string]any, allowed ...string) string {
		for k := range sortedKeys(m) {
			if !slices.Contains(allowed, k) {
				return fmt.Sprintf("%s.%s is not in the profile (allowed: %s)", where, k, strings.Join(allowed, ", "))
			}
		}
		return ""
	}
	str := func(where string, v any, max int) (string, string) {
		s, ok := v.(string)
		if !ok {
			return "", where + " is not a string"
		}
		if len(s) > max {
			return "", fmt.Sprintf("%s has %d characters, more than %d", where, len(s), max)
		}
		return s, ""
	}
	num := func(where string, v any) (string, string) {
		n, ok := v.(json.Number)
		if !ok || strings.ContainsAny(n.String(), "-.eE") {
			return "", where + " is not a plain non-negative integer"
		}
		if len(n.String()) > maxDigits {
			return "", fmt.Sprintf("%s has more than %d digits", where, maxDigits)
		}
		return n.String(), ""
	}
	addr := func(where string, v any) (string, string) {
		s, ok := v.(string)
		if !ok {
			return "", where + " is not an address (null is outside the profile)"
		}
		return strings.TrimPrefix(s, "0x"), ""
	}

	for _, k := range []string{"trialId", "taskId", "buildId"} {
		s, r := str(k, t[k], p.MaxID)
		if r != "" {
			return nil, "", r
		}
		setSlot(k, s)
	}
	spec, _ := t["spec"].(map[string]any)
	if r := onlyKeys("spec", spec, "checks", "evidenceClass"); r != "" {
		return nil, "", r
	}
	if spec["evidenceClass"] != "web3" {
		return nil, "", fmt.Sprintf("evidence class %v is not in the profile (only web3)", spec["evidenceClass"])
	}
	ev, _ := t["evidence"].(map[string]any)
	if r := onlyKeys("evidence", ev, "chainId", "forkBlock", "transactions"); r != "" {
		return nil, "", r
	}
	for _, k := range []string{"chainId", "forkBlock"} {
		if v, ok := ev[k]; ok {
			s, r := num("evidence."+k, v)
			if r != "" {
				return nil, "", r
			}
			setFlag(k)
			setSlot(k, s)
		}
	}
	txs, ok := ev["transactions"].([]any)
	if !ok {
		return nil, "", "evidence.transactions is missing (the profile requires it)"
	}
	if len(txs) > p.MaxTxs {
		return nil, "", fmt.Sprintf("%d transactions, more than %d", len(txs), p.MaxTxs)
	}
	total := new(big.Int)
	for i, x := range txs {
		tx, _ := x.(map[string]any)
		where := fmt.Sprintf("evidence.transactions[%d]", i)
		name := fmt.Sprintf("tx%d", i)
		if r := onlyKeys(where, tx, "blockNumber", "from", "gasUsed", "hash", "nonce", "status", "to", "value"); r != "" {
			return nil, "", r
		}
		setFlag(name)
		for _, k := range []string{"blockNumber", "nonce", "value"} {
			if v, ok := tx[k]; ok {
				s, r := num(where+"."+k, v)
				if r != "" {
					return nil, "", r
				}
				setFlag(name + "." + k)
				setSlot(name+"."+k, s)
			}
		}
		g, ok := tx["gasUsed"]
		if !ok {
			return nil, "", where + ".gasUsed is missing (the profile requires it)"
		}
		s, r := num(where+".gasUsed", g)
		if r != "" {
			return nil, "", r
		}
		setSlot(name+".gasUsed", s)
		gv, _ := new(big.Int).SetString(s, 10)
		total.Add(total, gv)
		for _, k := range []string{"from", "to", "hash"} {
			s, r := addr(where+"."+k, tx[k])
			if r != "" {
				return nil, "", r
			}
			setSlot(name+"."+k, s)
		}
		st, _ := tx["status"].(json.Number)
		if !setEnum(name+".status", st.String()) {
			return nil, "", where + ".status is not 0 or 1"
		}
	}
	checks, _ := spec["checks"].([]any)
	if len(checks) > p.MaxChecks {
		return nil, "", fmt.Sprintf("%d checks, more than %d", len(checks), p.MaxChecks)
	}
	for i, x := range checks {
		ch, _ := x.(map[string]any)
		where := fmt.Sprintf("spec.checks[%d]", i)
		name := fmt.Sprintf("ck%d", i)
		kind, _ := ch["kind"].(string)
		if kindIndex(kind) < 0 {
			return nil, "", fmt.Sprintf("%s.kind %q is not in the profile (kinds: %s)", where, kind, strings.Join(profileKinds, ", "))
		}
		setFlag(name)
		setEnum(name+".kind", kind)
		s, r := str(where+".name", ch["name"], p.MaxName)
		if r != "" {
			return nil, "", r
		}
		for _, r := range s {
			if r > 0x7e || !classAllows(clsName, byte(r)) {
				return nil, "", fmt.Sprintf("%s.name: character %q is outside the profile (printable ASCII without \" or \\)", where, r)
			}
		}
		setSlot(name+".name", s)
		for _, k := range []string{"index", "value"} {
			if v, ok := ch[k]; ok {
				s, r := num(where+"."+k, v)
				if r != "" {
					return nil, "", r
				}
				setFlag(name + "." + k)
				setSlot(name+"."+k, s)
			}
		}
		if v, ok := ch["op"]; ok {
			setFlag(name + ".op")
			if !setEnum(name+".op", fmt.Sprint(v)) {
				return nil, "", where + ".op is not an operator of the profile"
			}
		}
		if v, ok := ch["required"]; ok {
			setFlag(name + ".required")
			setEnum(name+".required", fmt.Sprint(v))
		}
	}
	return a, total.String(), ""
}

// sortedKeys iterates a map's keys in sorted order (errors name the first
// offending key deterministically).
func sortedKeys(m map[string]any) func(func(string) bool) {
	return func(yield func(string) bool) {
		ks := make([]string, 0, len(m))
		for k := range m {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		for _, k := range ks {
			if !yield(k) {
				return
			}
		}
	}
}
