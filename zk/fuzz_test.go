package zk

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// FuzzPrepare: any input is refused with an error of a named kind, or
// prepared within the small profile's sizes with the statement of its
// canonical bytes and the bundle's verdict; never a panic.
//
//	go test ./zk -run XXX -fuzz FuzzPrepare -fuzztime 60s
func FuzzPrepare(f *testing.F) {
	for _, tr := range suiteCanonical(f) {
		f.Add(tr)
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"schema":"verijudge.trace/v1"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		w, err := Prepare(Small, b)
		if err != nil {
			var pe *ProfileError
			if !errors.As(err, &pe) && !errors.Is(err, judge.ErrInvalidTrace) && !errors.Is(err, judge.ErrBudget) {
				t.Fatalf("unexpected error kind: %v", err)
			}
			return
		}
		if len(w.Trace) > Small.MaxTrace || len(w.Preimage) > Small.MaxPreimage {
			t.Fatal("accepted a trace over the profile's sizes")
		}
		v, err := judge.Judge(b)
		if err != nil {
			t.Fatalf("prepared a trace the bundle refuses: %v", err)
		}
		pre, err := judge.VerdictPreimage(&v)
		if err != nil || !bytes.Equal(pre, w.Preimage) || w.Statement.VerdictHash != canon.Sum(pre) || w.Statement.TraceHash != canon.Sum(w.Trace) {
			t.Fatal("the statement is not the trace's and the bundle's verdict's")
		}
	})
}

// FuzzProofDecode: proof files of any content decode to an error, never a
// panic.
func FuzzProofDecode(f *testing.F) {
	f.Add([]byte(`{"profile":"small","groth16":"0x00"}`))
	f.Add([]byte(`{"groth16":"0x` + string(bytes.Repeat([]byte("ab"), 388)) + `"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var p Proof
		if json.Unmarshal(b, &p) != nil {
			return
		}
		_, _, _, _ = SolidityProof(&p)
	})
}

// FuzzCeremonyState: ceremony.json of any content loads or is refused.
func FuzzCeremonyState(f *testing.F) {
	f.Add([]byte(`{"profile":"small","domainSize":1024,"phase":1,"phase1":[],"phase2":[]}`))
	f.Add([]byte(`{"phase":3,"phase1":[{"file":"../../etc/passwd","sha256":"0x00"}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, ceremonyFile), b, 0o644); err != nil {
			t.Fatal(err)
		}
		st, err := LoadCeremony(dir, nil)
		if err != nil {
			return
		}
		for _, c := range st.Phase1 {
			// A contribution file name never leaves the folder.
			_ = readObj(dir, c, new(bytes.Buffer))
		}
	})
}
