package zk

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/constraint"

	"github.com/verijudge/verijudge/canon"
)

// DevKeys are the INSECURE development keys of one profile's circuit with
// its compiled constraint system.
type DevKeys struct {
	Profile   Profile
	CCS       constraint.ConstraintSystem
	PK        groth16.ProvingKey
	VK        groth16.VerifyingKey
	ProgramID canon.Hash
	// Dir is the cache folder holding judge.pk and judge.vk.
	Dir string
}

// DevKeyCache is the folder that caches development keys:
// $VERIJUDGE_ZK_CACHE, else verijudge/zk in the user's cache folder.
func DevKeyCache() (string, error) {
	if d := os.Getenv("VERIJUDGE_ZK_CACHE"); d != "" {
		return d, nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("zk: no cache folder (set VERIJUDGE_ZK_CACHE): %w", err)
	}
	return filepath.Join(d, "verijudge", "zk"), nil
}

// devSetupVersion names DevSetup's procedure: keys cached by another
// version are set up again (version 2 put the commitment key on γ).
const devSetupVersion = 2

type devManifest struct {
	Setup         int        `json:"setup"`
	Profile       string     `json:"profile"`
	CircuitDigest canon.Hash `json:"circuitDigest"`
	ProgramID     canon.Hash `json:"programId"`
	PK            canon.Hash `json:"provingKeySha256"`
	Insecure      string     `json:"insecure"`
}

// LoadDevKeys compiles profile p's circuit and returns its development
// keys from the cache, running DevSetup (minutes; about half an hour for
// the full profile on 2 cores, with progress and an ETA) and filling the
// cache when they are not there. Processes share the cache under a file
// lock, so concurrent callers set up once. progress, if not nil, hears
// what is happening.
func LoadDevKeys(p Profile, progress func(string)) (*DevKeys, error) {
	if _, err := ProfileByName(p.Name); err != nil {
		return nil, err
	}
	k, err := loadDevKeys(p.Name, func() (constraint.ConstraintSystem, error) { return Compile(p) }, progress)
	if err != nil {
		return nil, err
	}
	k.Profile = p
	return k, nil
}

// loadDevKeys compiles a circuit and returns its development keys, from
// the cache folder dev-NAME-DIGEST when they are there.
func loadDevKeys(name string, compile func() (constraint.ConstraintSystem, error), progress func(string)) (*DevKeys, error) {
	say := func(f string, a ...any) {
		if progress != nil {
			progress(fmt.Sprintf(f, a...))
		}
	}
	say("compiling the %s circuit", name)
	ccs, err := compile()
	if err != nil {
		return nil, err
	}
	d, err := CircuitDigest(ccs)
	if err != nil {
		return nil, err
	}
	root, err := DevKeyCache()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(root, fmt.Sprintf("dev-%s-%x", name, d[:8]))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	unlock, err := lockFile(filepath.Join(dir, "lock"))
	if err != nil {
		return nil, err
	}
	defer unlock()
	removeStaleTemps(dir)

	k := &DevKeys{CCS: ccs, Dir: dir}
	mpath := filepath.Join(dir, "keys.json")
	if b, err := os.ReadFile(mpath); err == nil {
		var m devManifest
		if json.Unmarshal(b, &m) == nil && m.CircuitDigest == d && m.Setup == devSetupVersion {
			say("reading the cached INSECURE development keys from %s", dir)
			if k.VK, err = ReadVerifyingKey(filepath.Join(dir, "judge.vk")); err == nil {
				k.PK, err = ReadProvingKey(filepath.Join(dir, "judge.pk"))
			}
			if err == nil {
				if k.ProgramID, err = ProgramID(k.VK); err == nil && k.ProgramID == m.ProgramID {
					return k, nil
				}
			}
			say("the cached keys are unusable (%v); setting up again", err)
		}
	}
	n, cores := ccs.GetNbConstraints(), runtime.GOMAXPROCS(0)
	estimate := setupEstimate(n, cores)
	say("INSECURE development setup of %d constraints, one time per circuit: about %v on %d cores", n, estimate, cores)
	ticker := time.NewTicker(setupEvery)
	defer ticker.Stop()
	if err := during(func(s string) { say("%s", s) }, "development setup", estimate, ticker.C, time.Now, func() (err error) {
		k.PK, k.VK, err = DevSetup(ccs)
		return err
	}); err != nil {
		return nil, err
	}
	pkHash, err := WriteKey(filepath.Join(dir, "judge.pk"), k.PK)
	if err != nil {
		return nil, err
	}
	if _, err := WriteKey(filepath.Join(dir, "judge.vk"), k.VK); err != nil {
		return nil, err
	}
	if k.ProgramID, err = ProgramID(k.VK); err != nil {
		return nil, err
	}
	m := devManifest{Setup: devSetupVersion, Profile: name, CircuitDigest: d, ProgramID: k.ProgramID, PK: pkHash,
		Insecure: "development keys from a public seed: anyone can forge proofs under them"}
	b, _ := json.MarshalIndent(m, "", "  ")
	if err := writeFileAtomic(mpath, append(b, '\n')); err != nil {
		return nil, err
	}
	say("cached the development keys in %s (program %s)", dir, k.ProgramID)
	return k, nil
}

// setupEvery is how often a long setup reports its progress.
const setupEvery = 20 * time.Second

// setupEstimate is how long a Groth16 setup of n constraints should take
// on this many cores: 0.32 ms a constraint on 2 cores (docs/benchmarks.md:
// 847,694 constraints in 4.1 to 5.0 minutes, 1,212,669 in 5.5), the work
// spread over the cores.
func setupEstimate(n, cores int) time.Duration {
	d := time.Duration(n) * 320 * time.Microsecond * 2 / time.Duration(max(cores, 1))
	return d.Round(10 * time.Second)
}

// during runs fn and, at each tick until it returns, says how long it has
// run and how much of the estimate is left (or that it is past it), so a
// long one-time step does not look like a hang.
func during(say func(string), what string, estimate time.Duration, ticks <-chan time.Time, now func() time.Time, fn func() error) error {
	start := now()
	done := make(chan error, 1)
	go func() {
		// A panic in fn is the caller's error, as it would be were fn
		// run inline (recover cannot reach another goroutine).
		defer func() {
			if p := recover(); p != nil {
				done <- fmt.Errorf("zk: %s: panic: %v", what, p)
			}
		}()
		done <- fn()
	}()
	for {
		select {
		case err := <-done:
			took := now().Sub(start).Round(time.Second)
			if err != nil {
				say(fmt.Sprintf("%s failed after %v", what, took))
			} else {
				say(fmt.Sprintf("%s done in %v", what, took))
			}
			return err
		case t := <-ticks:
			took := t.Sub(start).Round(time.Second)
			if left := estimate - took; left >= 10*time.Second {
				say(fmt.Sprintf("%s: %v, about %v left", what, took, left.Round(10*time.Second)))
			} else if left > 0 {
				say(fmt.Sprintf("%s: %v, under 10s left", what, took))
			} else {
				say(fmt.Sprintf("%s: %v, past the estimate of %v", what, took, estimate))
			}
		}
	}
}
