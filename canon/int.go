package canon

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/verijudge/verijudge/internal/limits"
)

// Int is an integer of any size with the trace encoding of docs/trace.md: a plain
// JSON number inside ±(2^53−1), else {"$n":"<decimal>"}. The zero value is 0.
type Int struct{ v big.Int }

var maxSafe = big.NewInt(limits.MaxSafeInteger)

// NewInt returns x as an Int.
func NewInt(x int64) Int { var i Int; i.v.SetInt64(x); return i }

// IntFromBig returns a copy of x as an Int.
func IntFromBig(x *big.Int) Int { var i Int; i.v.Set(x); return i }

// IntFromString parses a decimal integer; it panics on malformed input and is
// meant for constants.
func IntFromString(s string) Int {
	var i Int
	if _, ok := i.v.SetString(s, 10); !ok {
		panic("canon: bad integer " + s)
	}
	return i
}

// Big returns a copy of the value.
func (i Int) Big() *big.Int { return new(big.Int).Set(&i.v) }

// String returns the decimal form.
func (i Int) String() string { return i.v.String() }

// IsSafe reports whether the value is inside ±(2^53−1).
func (i Int) IsSafe() bool { return new(big.Int).Abs(&i.v).Cmp(maxSafe) <= 0 }

// MarshalJSON writes a plain number when safe, else {"$n":"…"}.
func (i Int) MarshalJSON() ([]byte, error) {
	if i.IsSafe() {
		return []byte(i.v.String()), nil
	}
	return []byte(`{"$n":"` + i.v.String() + `"}`), nil
}

// UnmarshalJSON accepts exactly the forms MarshalJSON writes.
func (i *Int) UnmarshalJSON(b []byte) error {
	c, err := CanonicalizeTrace(b)
	if err != nil {
		return err
	}
	if len(c) > 0 && c[0] == '{' {
		var w struct {
			N string `json:"$n"`
		}
		if err := json.Unmarshal(c, &w); err != nil {
			return err
		}
		if _, ok := i.v.SetString(w.N, 10); !ok {
			return fmt.Errorf("canon: bad integer %q", w.N)
		}
		return nil
	}
	if _, ok := i.v.SetString(string(c), 10); !ok {
		return fmt.Errorf("canon: %s is not an integer", c)
	}
	return nil
}
