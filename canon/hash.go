package canon

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
)

// Size is the length of a Hash in bytes.
const Size = sha256.Size

// Hash is a SHA-256 digest. It is a value: comparable with ==, usable as a
// map key, and written as "0x" followed by 64 lowercase hex digits.
type Hash [Size]byte

// ErrHashSyntax is returned by ParseHash for text that is not exactly
// "0x" followed by 64 lowercase hex digits.
var ErrHashSyntax = errors.New("canon: malformed hash")

// Sum returns the SHA-256 of b. Domain-specific constructors (TraceHash,
// judge.VerdictHash, …) document their exact preimage; Sum is the primitive.
func Sum(b []byte) Hash { return sha256.Sum256(b) }

// String returns "0x" + 64 lowercase hex digits.
func (h Hash) String() string {
	var buf [2 + 2*Size]byte
	buf[0], buf[1] = '0', 'x'
	hex.Encode(buf[2:], h[:])
	return string(buf[:])
}

// IsZero reports whether h is all zero bytes (the "absent" value).
func (h Hash) IsZero() bool { return h == Hash{} }

// ParseHash parses the text form of a Hash. It is strict: the "0x" prefix is
// required and hex digits must be lowercase, so every hash has exactly one
// text form.
func ParseHash(s string) (Hash, error) {
	var h Hash
	if len(s) != 2+2*Size || s[0] != '0' || s[1] != 'x' {
		return h, fmt.Errorf("%w: %q: want 0x and 64 lowercase hex digits", ErrHashSyntax, truncate(s))
	}
	for i := 2; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return h, fmt.Errorf("%w: %q: invalid character %q at %d", ErrHashSyntax, truncate(s), c, i)
		}
	}
	if _, err := hex.Decode(h[:], []byte(s[2:])); err != nil {
		return h, fmt.Errorf("%w: %v", ErrHashSyntax, err)
	}
	return h, nil
}

// MustParseHash is ParseHash for constants in tests and generated code; it
// panics on malformed input (a programmer error).
func MustParseHash(s string) Hash {
	h, err := ParseHash(s)
	if err != nil {
		panic(err)
	}
	return h
}

// MarshalText implements encoding.TextMarshaler (and so JSON strings).
func (h Hash) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler with ParseHash's rules.
func (h *Hash) UnmarshalText(b []byte) error {
	p, err := ParseHash(string(b))
	if err != nil {
		return err
	}
	*h = p
	return nil
}

func truncate(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}
