package zk

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/verijudge/verijudge/judge"
)

// FuzzPrepare: any input is refused with an error or laid out so that
// the template renders exactly the canonical trace; never a panic.
//
//	go test ./zk -run XXX -fuzz FuzzPrepare -fuzztime 60s
func FuzzPrepare(f *testing.F) {
	ts, err := fixturesProfileTraces()
	if err != nil {
		f.Fatal(err)
	}
	for _, tr := range ts {
		f.Add(tr.Trace)
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
		got, err := layoutFor(Small).render(w.a)
		if err != nil || !bytes.Equal(got, w.Trace) {
			t.Fatalf("accepted trace does not render back: %v", err)
		}
		if len(w.Trace) > Small.MaxTrace || len(w.Preimage) > Small.MaxPreimage {
			t.Fatal("accepted a trace over the profile's sizes")
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
