// Package chain talks to Ethereum for verijudge: Go bindings (abigen v2)
// for EAS, SchemaRegistry and verijudge's contracts in chain/bindings, the
// client that deploys, writes and reads attestations and level modules,
// and the code and creation inputs each contract must have
// (ExpectedCode, ExpectedCreation). Reverts are *RevertError. The embedded
// dev chain lives in chain/devchain, outside this production package.
//
// chain is transport: it knows attestation data, UIDs, preimages and
// receipts, never records, verdicts or TEE evidence (it imports neither
// judge nor tee), and it changes none of its inputs.
//
// Guarantees: reads see the chain at the client's read block (with
// RequireConfirmations, n blocks below the head); a dead endpoint is
// ErrRPC, never a result; the write paths that sign a verdict
// (AttestVerdicts, SignAnchored, SignOffchain) take only tokens sealed by
// package attester after package verify found a MATCH (ErrUnchecked
// otherwise). Non-guarantees: this package reports what the chain says;
// package verify decides what a record proves, package attester what is
// signed.
package chain
