package review

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// maxJSONLine caps one line of a JSON-lines file (an admission, a closure).
const maxJSONLine = 1 << 20

// errJSONLine is why a JSON-lines file is damaged; callers wrap it with
// the file's name and ErrLedger.
var errJSONLine = errors.New("damaged JSON-lines file")

// readJSONLines calls each with every line of r (1-based line number, the
// line without its newline). Every line must end in a newline, so a file
// whose last append was cut short, or that was edited by hand, is refused
// rather than read with the next append joined to its last line; an empty
// line or one over maxJSONLine bytes is refused too.
func readJSONLines(r io.Reader, each func(n int, line []byte) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	for n := 1; ; n++ {
		line, err := br.ReadSlice('\n')
		for errors.Is(err, bufio.ErrBufferFull) {
			if len(line) > maxJSONLine {
				return fmt.Errorf("%w: line %d is over %d bytes", errJSONLine, n, maxJSONLine)
			}
			line = bytes.Clone(line)
			var more []byte
			more, err = br.ReadSlice('\n')
			line = append(line, more...)
		}
		if err == io.EOF {
			if len(line) > 0 {
				return fmt.Errorf("%w: line %d does not end in a newline (an append cut short, or an edit by hand)", errJSONLine, n)
			}
			return nil
		}
		if err != nil {
			return err
		}
		line = line[:len(line)-1]
		if len(line) > maxJSONLine {
			return fmt.Errorf("%w: line %d is over %d bytes", errJSONLine, n, maxJSONLine)
		}
		if len(bytes.TrimSpace(line)) == 0 {
			return fmt.Errorf("%w: line %d is empty", errJSONLine, n)
		}
		if err := each(n, line); err != nil {
			return err
		}
	}
}

// decodeLine decodes a line that holds exactly one JSON object of v's
// type: unknown members and anything after the object are refused.
func decodeLine(line []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: more than one JSON value on the line", errJSONLine)
	}
	return nil
}
