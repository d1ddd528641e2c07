// Package witness runs witnessed audit sessions: a prover owns a corpus
// and serves it over MCP, an auditor inside a TEE inspects it and answers
// a verifier's questions with true, false, unsure or error only, and a
// hash chain signed step by step by prover and auditor binds every answer
// to the corpus, the ticket and the auditor's boot quote (docs/witness.md).
// A session becomes a trace of the transcript evidence class, which the
// evaluator bundle judges like any other.
//
// Guarantees:
//   - Every message that is signed or hashed has its own domain tag and a
//     fixed byte layout, which the bundle (classes/transcript.js)
//     recomputes.
//   - The auditor checks every file it reads against the map the ticket
//     commits to, every step against the prover's signed head, and every
//     repeated request against its earlier result; any mismatch aborts
//     the session with a signed reason.
//   - Both budgets are enforced by prover and auditor alike, and the
//     reasoner's output passes a filter that lets only the four answers
//     out; the reasoner never holds a key.
//   - The prover logs every exchange to an append-only, fsynced locker
//     before it answers.
//
// Non-guarantees: an answer is the reasoner's judgement, not a proof of
// the property asked about; with the reproducible-only backend nothing
// binds the auditor's key to a TEE, and a trace says so (no
// auditor_bound check passes); the leakage bound counts answers, not side
// channels such as timing or the number of tool calls.
package witness

//go:generate go run ./gen
