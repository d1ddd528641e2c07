package zk

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/backend/groth16/bn254/mpcsetup"
	"github.com/consensys/gnark/constraint"
	cs_bn254 "github.com/consensys/gnark/constraint/bn254"

	"github.com/verijudge/verijudge/canon"
)

// A ceremony is gnark's two-phase multi-party Groth16 setup, kept in one
// folder:
//
//	ceremony.json          state: profile, domain size, circuit digest
//	                       (from phase 2 on), contribution files with their
//	                       hashes, beacons
//	phase1-NNNN.bin        phase-1 contributions (powers of tau), in order
//	phase1-sealed.bin      phase 1's result, sealed by the first beacon
//	phase2-0000.bin        phase 2's starting point, from the sealed phase 1
//	phase2-evals.gob       the circuit's evaluations on that SRS
//	phase2-NNNN.bin        phase-2 contributions (circuit specific)
//	judge.pk, judge.vk     the keys, after the second beacon
//
// Each contributor runs Contribute on the folder: it reads the latest
// contribution, adds fresh randomness (crypto/rand, then forgotten) with a
// proof of knowledge, and writes the next file. The keys are secure if at
// least one contributor of each phase destroyed their randomness. Verify
// re-checks every contribution's proof and, once finalized, that the keys
// are exactly what the contributions and beacons give.
//
// Phase 1 (powers of tau) is universal: it depends on the domain size
// only, so it may start before the circuit is final and serve any circuit
// of that size. The circuit is fixed when phase 1 is finalized and phase 2
// opens; from then on the folder is for that circuit exactly.

// ErrCeremony reports a ceremony folder in the wrong state or with a bad
// contribution.
var ErrCeremony = errors.New("zk: ceremony")

const ceremonyFile = "ceremony.json"

// CeremonyState is ceremony.json.
type CeremonyState struct {
	Profile    string `json:"profile"`
	DomainSize uint64 `json:"domainSize"`
	// CircuitDigest is set when phase 2 opens: phase 1 serves any
	// circuit of DomainSize.
	CircuitDigest *canon.Hash    `json:"circuitDigest,omitempty"`
	Phase         int            `json:"phase"` // 1, 2, or 3 when finalized
	Phase1        []Contribution `json:"phase1"`
	Phase1Beacon  string         `json:"phase1Beacon,omitempty"` // hex
	// Phase1Sealed is phase 1's result (the SRS), sealed by its beacon.
	Phase1Sealed *Contribution `json:"phase1Sealed,omitempty"`
	// Phase2Evals are the circuit's evaluations on phase 1's SRS, which
	// sealing phase 2 needs (computing them takes longer than anything
	// else in the ceremony, so the coordinator keeps them).
	Phase2Evals  *Contribution  `json:"phase2Evals,omitempty"`
	Phase2       []Contribution `json:"phase2"`
	Phase2Beacon string         `json:"phase2Beacon,omitempty"`
	ProgramID    *canon.Hash    `json:"programId,omitempty"`
}

// Contribution names one contribution file and its SHA-256.
type Contribution struct {
	File   string     `json:"file"`
	SHA256 canon.Hash `json:"sha256"`
}

// CircuitDigest is SHA-256 of the constraint system's encoding: a ceremony
// is for one circuit exactly.
func CircuitDigest(ccs constraint.ConstraintSystem) (canon.Hash, error) {
	h := sha256.New()
	if _, err := ccs.WriteTo(h); err != nil {
		return canon.Hash{}, err
	}
	return canon.Hash(h.Sum(nil)), nil
}

func r1csOf(ccs constraint.ConstraintSystem) (*cs_bn254.R1CS, error) {
	r, ok := ccs.(*cs_bn254.R1CS)
	if !ok {
		return nil, fmt.Errorf("%w: needs a BN254 R1CS, got %T", ErrCeremony, ccs)
	}
	return r, nil
}

// CeremonyInit starts a ceremony in dir, which must not hold one, for
// circuits of ccs's domain size (of profile p). The circuit itself is fixed
// when phase 1 is finalized.
func CeremonyInit(dir string, p Profile, ccs constraint.ConstraintSystem) (*CeremonyState, error) {
	if _, err := os.Stat(filepath.Join(dir, ceremonyFile)); err == nil {
		return nil, fmt.Errorf("%w: %s already holds a ceremony", ErrCeremony, dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	st := &CeremonyState{Profile: p.Name, DomainSize: DomainSize(ccs), Phase: 1}
	return st, st.save(dir)
}

// LoadCeremony reads dir's state and checks it is for ccs: its domain size
// in phase 1, the circuit exactly from phase 2 on.
func LoadCeremony(dir string, ccs constraint.ConstraintSystem) (*CeremonyState, error) {
	b, err := os.ReadFile(filepath.Join(dir, ceremonyFile))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCeremony, err)
	}
	var st CeremonyState
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&st); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrCeremony, ceremonyFile, err)
	}
	if st.Phase == 1 {
		// Folders started before phase 1 was made universal named a
		// circuit here; the circuit is fixed when phase 1 is finalized.
		st.CircuitDigest = nil
	}
	if err := st.check(); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrCeremony, ceremonyFile, err)
	}
	if ccs != nil {
		if st.DomainSize != DomainSize(ccs) {
			return nil, fmt.Errorf("%w: domain size %d, the circuit needs %d", ErrCeremony, st.DomainSize, DomainSize(ccs))
		}
		if st.CircuitDigest != nil {
			d, err := CircuitDigest(ccs)
			if err != nil {
				return nil, err
			}
			if d != *st.CircuitDigest {
				return nil, fmt.Errorf("%w: the ceremony is for circuit %s, this build's circuit is %s", ErrCeremony, *st.CircuitDigest, d)
			}
		}
	}
	return &st, nil
}

// check refuses a state whose parts do not fit its phase (a hand-edited or
// damaged ceremony.json).
func (st *CeremonyState) check() error {
	if st.Phase < 1 || st.Phase > 3 {
		return fmt.Errorf("phase %d (want 1, 2 or 3)", st.Phase)
	}
	if st.Phase == 1 {
		return nil
	}
	switch {
	case st.CircuitDigest == nil:
		return fmt.Errorf("phase %d names no circuit", st.Phase)
	case len(st.Phase1) == 0 || st.Phase1Sealed == nil || st.Phase2Evals == nil || len(st.Phase2) == 0:
		return fmt.Errorf("phase %d without a sealed phase 1, its evaluations and phase 2's start", st.Phase)
	case st.Phase == 3 && (st.ProgramID == nil || len(st.Phase2) < 2):
		return fmt.Errorf("finalized without a program id or a phase-2 contribution")
	}
	return nil
}

func (st *CeremonyState) save(dir string) error {
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	return writeFileAtomic(filepath.Join(dir, ceremonyFile), append(b, '\n'))
}

// readObj reads a serialized ceremony object, checking the file's hash.
func readObj(dir string, c Contribution, into io.ReaderFrom) error {
	b, err := os.ReadFile(filepath.Join(dir, filepath.Base(c.File)))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrCeremony, err)
	}
	if canon.Sum(b) != c.SHA256 {
		return fmt.Errorf("%w: %s does not hash to %s", ErrCeremony, c.File, c.SHA256)
	}
	n, err := readFromSafely(into, bytes.NewReader(b))
	if err != nil || n != int64(len(b)) {
		return fmt.Errorf("%w: %s is malformed: %v", ErrCeremony, c.File, err)
	}
	return nil
}

func writeObj(dir, name string, obj io.WriterTo) (Contribution, error) {
	sum, err := writeHashed(filepath.Join(dir, name), func(w io.Writer) error {
		_, err := obj.WriteTo(w)
		return err
	})
	if err != nil {
		return Contribution{}, err
	}
	return Contribution{File: name, SHA256: sum}, nil
}

// CeremonyContribute adds one contribution to the open phase.
func CeremonyContribute(dir string, ccs constraint.ConstraintSystem, opts ...CeremonyOption) (Contribution, error) {
	cfg := ceremonyOptions(opts)
	unlock, err := lockDir(dir)
	if err != nil {
		return Contribution{}, err
	}
	defer unlock()
	st, err := LoadCeremony(dir, ccs)
	if err != nil {
		return Contribution{}, err
	}
	var c Contribution
	switch st.Phase {
	case 1:
		err := cfg.stage(fmt.Sprintf("phase 1: contribution %d (read the last, contribute, write)", len(st.Phase1)+1),
			scaled(ceremonyCost.phase1Contribute, st.DomainSize), func() error {
				p := mpcsetup.NewPhase1(st.DomainSize)
				if n := len(st.Phase1); n > 0 {
					p = new(mpcsetup.Phase1)
					if err := readObj(dir, st.Phase1[n-1], p); err != nil {
						return err
					}
				}
				p.Contribute()
				var err error
				c, err = writeObj(dir, fmt.Sprintf("phase1-%04d.bin", len(st.Phase1)+1), p)
				return err
			})
		if err != nil {
			return Contribution{}, err
		}
		st.Phase1 = append(st.Phase1, c)
		return c, st.save(dir)
	case 2:
		err := cfg.stage(fmt.Sprintf("phase 2: contribution %d (read the last, contribute, write)", len(st.Phase2)),
			scaled(ceremonyCost.phase2Contribute, st.DomainSize), func() error {
				p := new(mpcsetup.Phase2)
				if err := readObj(dir, st.Phase2[len(st.Phase2)-1], p); err != nil {
					return err
				}
				p.Contribute()
				var err error
				c, err = writeObj(dir, fmt.Sprintf("phase2-%04d.bin", len(st.Phase2)), p)
				return err
			})
		if err != nil {
			return Contribution{}, err
		}
		st.Phase2 = append(st.Phase2, c)
		return c, st.save(dir)
	}
	return Contribution{}, fmt.Errorf("%w: finalized, no more contributions", ErrCeremony)
}

// CeremonyFinalize closes the open phase with a public random beacon (a
// value nobody could know before the last contribution: a future block
// hash, a drand round). Closing phase 1 verifies its contributions, seals
// them and prepares phase 2; closing phase 2 verifies its contributions and
// writes judge.pk and judge.vk.
func CeremonyFinalize(dir string, ccs constraint.ConstraintSystem, beacon []byte, opts ...CeremonyOption) (*CeremonyState, error) {
	cfg := ceremonyOptions(opts)
	if len(beacon) < 16 {
		return nil, fmt.Errorf("%w: the beacon must have at least 16 bytes", ErrCeremony)
	}
	unlock, err := lockDir(dir)
	if err != nil {
		return nil, err
	}
	defer unlock()
	st, err := LoadCeremony(dir, ccs)
	if err != nil {
		return nil, err
	}
	r, err := r1csOf(ccs)
	if err != nil {
		return nil, err
	}
	switch st.Phase {
	case 1:
		if len(st.Phase1) == 0 {
			return nil, fmt.Errorf("%w: phase 1 has no contribution", ErrCeremony)
		}
		d, err := CircuitDigest(ccs)
		if err != nil {
			return nil, err
		}
		commons, err := st.sealPhase1(cfg, dir, beacon)
		if err != nil {
			return nil, err
		}
		sealed, err := writeObj(dir, "phase1-sealed.bin", &commons)
		if err != nil {
			return nil, err
		}
		st.Phase1Sealed = &sealed
		var first, ev Contribution
		err = cfg.stage("phase 2: its start and the circuit's evaluations, from the sealed phase 1 (the longest stage)",
			scaled(ceremonyCost.phase2Start, st.DomainSize), func() error {
				var p2 mpcsetup.Phase2
				evals := p2.Initialize(r, &commons)
				var err error
				if first, err = writeObj(dir, "phase2-0000.bin", &p2); err != nil {
					return err
				}
				ev, err = writeObj(dir, "phase2-evals.gob", gobObj{&evals})
				return err
			})
		if err != nil {
			return nil, err
		}
		st.Phase2Evals = &ev
		st.Phase1Beacon = hex.EncodeToString(beacon)
		st.CircuitDigest = &d
		st.Phase2 = []Contribution{first}
		st.Phase = 2
		return st, st.save(dir)
	case 2:
		if len(st.Phase2) < 2 {
			return nil, fmt.Errorf("%w: phase 2 has no contribution", ErrCeremony)
		}
		// Phase 1 was verified when it was sealed; its result is read back
		// (CeremonyVerify recomputes it).
		if st.Phase1Sealed == nil {
			return nil, fmt.Errorf("%w: no sealed phase 1", ErrCeremony)
		}
		var commons mpcsetup.SrsCommons
		if err := readObj(dir, *st.Phase1Sealed, &commons); err != nil {
			return nil, err
		}
		var evals mpcsetup.Phase2Evaluations
		if st.Phase2Evals == nil {
			return nil, fmt.Errorf("%w: no phase-2 evaluations", ErrCeremony)
		}
		if err := readObj(dir, *st.Phase2Evals, gobObj{&evals}); err != nil {
			return nil, err
		}
		start := new(mpcsetup.Phase2)
		if err := readObj(dir, st.Phase2[0], start); err != nil {
			return nil, err
		}
		pk, vk, err := st.keys(cfg, dir, start, &commons, &evals, beacon)
		if err != nil {
			return nil, err
		}
		if _, err := WriteKey(filepath.Join(dir, "judge.pk"), pk); err != nil {
			return nil, err
		}
		if _, err := WriteKey(filepath.Join(dir, "judge.vk"), vk); err != nil {
			return nil, err
		}
		id, err := ProgramID(vk)
		if err != nil {
			return nil, err
		}
		st.Phase2Beacon = hex.EncodeToString(beacon)
		st.ProgramID = &id
		st.Phase = 3
		return st, st.save(dir)
	}
	return nil, fmt.Errorf("%w: already finalized", ErrCeremony)
}

// sealPhase1 verifies the phase-1 contributions and seals them.
func (st *CeremonyState) sealPhase1(cfg *ceremonyConfig, dir string, beacon []byte) (commons mpcsetup.SrsCommons, err error) {
	n := len(st.Phase1)
	err = cfg.stage(fmt.Sprintf("phase 1: verifying %d contributions and sealing with the beacon", n),
		scaled(time.Duration(n)*ceremonyCost.phase1VerifyEach+ceremonyCost.phase1Seal, st.DomainSize), func() error {
			cs := make([]*mpcsetup.Phase1, n)
			for i, c := range st.Phase1 {
				cs[i] = new(mpcsetup.Phase1)
				if err := readObj(dir, c, cs[i]); err != nil {
					return err
				}
			}
			var err error
			if commons, err = mpcsetup.VerifyPhase1(st.DomainSize, beacon, cs...); err != nil {
				return fmt.Errorf("%w: phase 1: %v", ErrCeremony, err)
			}
			return nil
		})
	return commons, err
}

// keys verifies the phase-2 contributions from start and seals the last
// one with the beacon.
func (st *CeremonyState) keys(cfg *ceremonyConfig, dir string, start *mpcsetup.Phase2, commons *mpcsetup.SrsCommons, evals *mpcsetup.Phase2Evaluations,
	beacon []byte) (pk groth16.ProvingKey, vk groth16.VerifyingKey, err error) {
	n := len(st.Phase2) - 1
	err = cfg.stage(fmt.Sprintf("phase 2: verifying %d contributions and sealing the keys with the beacon", n),
		scaled(time.Duration(n)*ceremonyCost.phase2VerifyEach+ceremonyCost.phase2Seal, st.DomainSize), func() error {
			if err := verifyChain(dir, start, st.Phase2[1:]); err != nil {
				return err
			}
			last := new(mpcsetup.Phase2)
			if err := readObj(dir, st.Phase2[len(st.Phase2)-1], last); err != nil {
				return err
			}
			pk, vk = last.Seal(commons, evals, beacon)
			return nil
		})
	return pk, vk, err
}

// CeremonyVerify re-checks every contribution of dir and, when finalized,
// that judge.vk is exactly the key the contributions and beacons give.
// It returns the program id of the finalized keys.
func CeremonyVerify(dir string, ccs constraint.ConstraintSystem, opts ...CeremonyOption) (*CeremonyState, error) {
	cfg := ceremonyOptions(opts)
	st, err := LoadCeremony(dir, ccs)
	if err != nil {
		return nil, err
	}
	r, err := r1csOf(ccs)
	if err != nil {
		return nil, err
	}
	if st.Phase == 1 {
		// Phase 1 is open: check it contribution by contribution.
		n := len(st.Phase1)
		return st, cfg.stage(fmt.Sprintf("phase 1: verifying %d contributions", n), scaled(time.Duration(n)*ceremonyCost.phase1VerifyEach, st.DomainSize),
			func() error { return verifyChain(dir, mpcsetup.NewPhase1(st.DomainSize), st.Phase1) })
	}
	// Phase 1's sealed result, recomputed from the contributions and the
	// beacon, must be the file phase 2 started from.
	b1, err := hex.DecodeString(st.Phase1Beacon)
	if err != nil {
		return nil, fmt.Errorf("%w: phase-1 beacon: %v", ErrCeremony, err)
	}
	commons, err := st.sealPhase1(cfg, dir, b1)
	if err != nil {
		return nil, err
	}
	sealed, err := sumOf(&commons)
	if err != nil {
		return nil, err
	}
	if st.Phase1Sealed == nil || sealed != st.Phase1Sealed.SHA256 {
		return nil, fmt.Errorf("%w: phase1-sealed.bin is not what the phase-1 contributions and beacon give", ErrCeremony)
	}
	// Phase 2's starting point and the evaluations, recomputed from the
	// sealed phase 1, must be the coordinator's files.
	start := new(mpcsetup.Phase2)
	var evals mpcsetup.Phase2Evaluations
	err = cfg.stage("phase 2: recomputing its start and the circuit's evaluations from the sealed phase 1 (the longest stage)",
		scaled(ceremonyCost.phase2Start, st.DomainSize), func() error {
			evals = start.Initialize(r, &commons)
			for _, c := range []struct {
				what string
				have *Contribution
				obj  io.WriterTo
			}{{"phase2-0000.bin", &st.Phase2[0], start}, {"phase2-evals.gob", st.Phase2Evals, gobObj{&evals}}} {
				sum, err := sumOf(c.obj)
				if err != nil {
					return err
				}
				if c.have == nil || sum != c.have.SHA256 {
					return fmt.Errorf("%w: %s is not what the sealed phase 1 gives", ErrCeremony, c.what)
				}
			}
			return nil
		})
	if err != nil {
		return nil, err
	}
	if st.Phase < 3 {
		// Check the phase-2 contributions made so far.
		n := len(st.Phase2) - 1
		return st, cfg.stage(fmt.Sprintf("phase 2: verifying %d contributions", n), scaled(time.Duration(n)*ceremonyCost.phase2VerifyEach, st.DomainSize),
			func() error { return verifyChain(dir, start, st.Phase2[1:]) })
	}
	b2, err := hex.DecodeString(st.Phase2Beacon)
	if err != nil {
		return nil, fmt.Errorf("%w: phase-2 beacon: %v", ErrCeremony, err)
	}
	_, vk, err := st.keys(cfg, dir, start, &commons, &evals, b2)
	if err != nil {
		return nil, err
	}
	id, err := ProgramID(vk)
	if err != nil {
		return nil, err
	}
	have, err := ReadVerifyingKey(filepath.Join(dir, "judge.vk"))
	if err != nil {
		return nil, err
	}
	hid, err := ProgramID(have)
	if err != nil {
		return nil, err
	}
	if id != hid || st.ProgramID == nil || *st.ProgramID != id {
		return nil, fmt.Errorf("%w: judge.vk (program %s) is not the key the contributions give (program %s)", ErrCeremony, hid, id)
	}
	return st, nil
}

// verifyChain checks each contribution against the one before it, from
// first (the phase's starting point).
func verifyChain[T any, P interface {
	*T
	io.ReaderFrom
	Verify(P) error
}](dir string, first P, cs []Contribution) error {
	prev := first
	for _, c := range cs {
		next := P(new(T))
		if err := readObj(dir, c, next); err != nil {
			return err
		}
		if err := prev.Verify(next); err != nil {
			return fmt.Errorf("%w: %s: %v", ErrCeremony, c.File, err)
		}
		prev = next
	}
	return nil
}

// lockDir takes the ceremony folder's lock: one contribution or
// finalization at a time (a second waits), so two contributors cannot
// both build on the same predecessor.
func lockDir(dir string) (func(), error) {
	unlock, err := lockFile(filepath.Join(dir, ".lock"))
	if err != nil {
		return nil, fmt.Errorf("%w: locking %s: %v", ErrCeremony, dir, err)
	}
	removeStaleTemps(dir)
	return unlock, nil
}

// gobObj stores a value gnark gives no encoding for (the phase-2
// evaluations: curve points and index lists) with encoding/gob, which is
// deterministic for it (no maps).
type gobObj struct{ v any }

func (g gobObj) WriteTo(w io.Writer) (int64, error) {
	cw := &countWriter{w: w}
	err := gob.NewEncoder(cw).Encode(g.v)
	return cw.n, err
}

func (g gobObj) ReadFrom(r io.Reader) (int64, error) {
	cr := &countReader{r: r}
	err := gob.NewDecoder(cr).Decode(g.v)
	return cr.n, err
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

type countReader struct {
	r io.Reader
	n int64
}

func (c *countReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}
