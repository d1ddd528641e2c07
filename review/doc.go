// Package review builds the evidence of the review class: one increment
// of work in a science repository, audited round by round by a model from
// another vendor against a versioned rulebook, each report a commit in an
// audit ledger repository, and the receipt the auditor emitted
// (docs/review.md).
//
// Guarantees:
//   - Build derives commits, trees, the artefact manifest, the rounds and
//     their reports, the rulebook version and the deterministic checks'
//     digest from the two repositories' state (read with go-git: no hook,
//     filter or configured command of a repository runs), never from a
//     caller's payload. Only the receipt is taken as given, and it is
//     judged, not trusted.
//   - ParseReceipt reads the reference implementation's receipt format
//     strictly (size cap, no duplicate, missing or unknown member);
//     Receipt.Marshal writes it byte for byte as the reference runner does.
//   - Admit is fail-closed: a missing, unreadable, unbound, stale,
//     conflicting or already consumed receipt is DENY, and an admission is
//     recorded in an append-only, fsynced, locked ledger before Admit
//     reports it, so one receipt admits once.
//   - Paths from repositories and receipts never leave a checkout: "..",
//     absolute paths, .git elements and symlinks are refused.
//
// Non-guarantees: the review class proves what the ledger records, not
// that the science is right; it cannot see history an operator rewrote
// before anyone anchored it (attesting the verdict on EAS anchors it from
// then on); vendor names are what the configuration and reports declare.
package review

//go:generate go run ./gen
