package witness

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// errTooLarge reports input over its cap.
var errTooLarge = errors.New("larger than the cap")

// readStrict reads at most max bytes from r and decodes them into v
// strictly: one JSON value, known members only, nothing after it. Every
// file, argument and answer the roles read goes through it.
func readStrict(r io.Reader, max int, v any) error {
	b, err := io.ReadAll(io.LimitReader(r, int64(max)+1))
	if err != nil {
		return err
	}
	if len(b) > max {
		return fmt.Errorf("%w of %d bytes", errTooLarge, max)
	}
	return decodeStrict(b, v)
}

// decodeStrict decodes b into v: one JSON value, known members only,
// nothing after it.
func decodeStrict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("trailing data after the JSON value")
	}
	return nil
}

// ParseTicket reads a ticket file strictly (at most 4 KiB) and checks it
// (Ticket.Check).
func ParseTicket(r io.Reader) (*Ticket, error) {
	var t Ticket
	if err := readStrict(r, 4096, &t); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrTicket, err)
	}
	return &t, t.Check()
}
