package zk

import (
	"fmt"
	"slices"
	"strings"
)

// Profile fixes the size of the circuit: every bound is a compile-time
// constant, so one circuit code serves a small instance (tests, demo) and the
// full one (production proofs, benchmarks). Traces outside the profile are
// refused by Prepare with a *ProfileError naming the reason.
type Profile struct {
	// Name identifies the profile in key files and on the command line.
	Name string
	// MaxTrace bounds the canonical trace, in bytes.
	MaxTrace int
	// MaxPreimage bounds the verdict-hash preimage, in bytes.
	MaxPreimage int
	// MaxTxs bounds evidence.transactions (at most 9: counts are one digit).
	MaxTxs int
	// MaxChecks bounds trace.spec.checks.
	MaxChecks int
	// MaxID bounds trialId, taskId and buildId, in characters.
	MaxID int
	// MaxName bounds check names, in characters.
	MaxName int
}

// The profiles. Small is the instance the tests and the demo prove; Full is
// the production instance (a 2 KiB trace).
var (
	Small = Profile{Name: "small", MaxTrace: 832, MaxPreimage: 384, MaxTxs: 2, MaxChecks: 3, MaxID: 24, MaxName: 24}
	Full  = Profile{Name: "full", MaxTrace: 2048, MaxPreimage: 1024, MaxTxs: 8, MaxChecks: 8, MaxID: 64, MaxName: 32}
)

// Profiles lists the named profiles.
func Profiles() []Profile { return []Profile{Small, Full} }

// ProfileByName returns the named profile.
func ProfileByName(name string) (Profile, error) {
	for _, p := range Profiles() {
		if p.Name == name {
			return p, nil
		}
	}
	names := make([]string, 0, 2)
	for _, p := range Profiles() {
		names = append(names, p.Name)
	}
	return Profile{}, fmt.Errorf("zk: unknown profile %q (known: %s)", name, strings.Join(names, ", "))
}

// validate checks the bounds the circuit relies on.
func (p Profile) validate() error {
	switch {
	case p.MaxTxs < 1 || p.MaxTxs > 9:
		return fmt.Errorf("zk: profile %s: MaxTxs must be in [1, 9]", p.Name)
	case p.MaxChecks < 1 || p.MaxChecks > 256:
		return fmt.Errorf("zk: profile %s: MaxChecks must be in [1, 256]", p.Name)
	case p.MaxTrace < 64 || p.MaxTrace > 8192 || p.MaxPreimage < 64 || p.MaxPreimage > 8192:
		return fmt.Errorf("zk: profile %s: sizes must be in [64, 8192]", p.Name)
	case p.MaxID < 1 || p.MaxID > 200 || p.MaxName < 1 || p.MaxName > 200:
		return fmt.Errorf("zk: profile %s: MaxID and MaxName must be in [1, 200]", p.Name)
	}
	return nil
}

// The check kinds the circuit evaluates, in the order of the kind enum.
var profileKinds = []string{"tx_succeeded", "tx_count", "gas_used"}

// The comparison operators, in the order of the op enum, and their symbols
// in a check's expected text.
var (
	profileOps    = []string{"eq", "gte", "lte", "gt", "lt"}
	profileOpSyms = []string{"==", ">=", "<=", ">", "<"}
)

// maxDigits bounds every integer of the profile: 15 digits stay below
// 2^53, so JavaScript reads them exactly and String() writes them back as
// the same digits.
const maxDigits = 15

// gasDigits bounds the decimal text of the total gas (MaxTxs × 10^15).
const gasDigits = 17

// Describe returns the profile in words (docs, --help, errors).
func (p Profile) Describe() string {
	return fmt.Sprintf("profile %q: canonical trace ≤ %d bytes, verdict preimage ≤ %d bytes, evidence class web3 "+
		"with only chainId, forkBlock and transactions (≤ %d; keys blockNumber, from, gasUsed (required), hash, nonce, "+
		"status, to (an address), value; integers ≤ %d digits), ≤ %d checks of kinds %s (ops %s), ids ≤ %d characters "+
		"of [A-Za-z0-9._:/-], check names ≤ %d printable ASCII characters without \" or \\, no spec title or description",
		p.Name, p.MaxTrace, p.MaxPreimage, p.MaxTxs, maxDigits, p.MaxChecks, strings.Join(profileKinds, ", "),
		strings.Join(profileOps, ", "), p.MaxID, p.MaxName)
}

func kindIndex(k string) int { return slices.Index(profileKinds, k) }
