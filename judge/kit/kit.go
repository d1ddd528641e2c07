// Package kit embeds kit.mjs, the zero-dependency Node.js re-verifier of
// verdict records, so that the record server (cmd/verijudge/internal/server) can serve
// the exact file that ships in the repository.
//
// The kit is a program, not a Go API: run it with Node.js >= 20,
//
//	node kit.mjs https://host/verify/<id>/record
//	node kit.mjs RECORD.json --bundle evaluator.js
//
// It checks what `verijudge verify --offline` checks, running the evaluator
// bundle only if its SHA-256 equals the record's evaluator digest, and
// exits 0 on MATCH, 1 on MISMATCH and 2 on a record without its trace or
// any error. It reads no attestations.
package kit

import (
	"bytes"
	_ "embed"
)

//go:embed kit.mjs
var source []byte

// Source returns a copy of the kit's source text (kit.mjs), byte for byte.
func Source() []byte { return bytes.Clone(source) }
