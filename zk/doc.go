// Package zk is verijudge's level 4: a gnark Groth16 circuit (BN254) that
// proves verdict = judge(trace) over the SHA-256 trace hash, its keys and
// setups, the prover and verifier, and the Solidity verifier export.
//
// The statement. The one public input is the statement digest,
// sha256(traceHash ‖ verdictHash ‖ binding ‖ evaluatorDigest ‖ status) >> 8,
// where the binding ties a proof to one attestation pair
// (StatementDigest). The circuit (the judge circuit: docs/zk.md, "The
// judge circuit") reads the canonical trace bytes byte by byte with a
// streaming lexer: canonical JSON (ErrNotCanonicalLex), the schema of the
// web3 and code classes (ErrOutsideSchema, naming the field), every
// field's value rule (ErrValueRule) and the rules across values
// (ErrRecordRule; ReadTrace is the same reader in Go). Over its records it
// builds a typed view, judges every check kind of both classes, computes
// the status, the expected and actual texts and the verdict preimage byte
// for byte, and hashes the trace and the preimage with SHA-256
// (std/hash/sha2). A prover who changes one byte, one check result, the
// status or an id cannot satisfy it.
//
// The profile. A profile fixes the circuit's capacities at compile time
// (Profile.Describe): Small holds the suite's smallest trace and is the
// instance tests and the demo prove; Full (8 KiB traces, 2 KiB verdict
// preimages) holds every suite trace. Prepare judges a trace with the
// embedded bundle and fits it to a profile, or refuses it with a
// *ProfileError naming the reason (no keys needed); Prove proves it.
// Prepare also refuses, with ErrDisagrees, a trace on which the circuit's
// rules and the bundle disagree, so an honest prover never names the
// bundle for a verdict it does not give (the evaluator digest is a label
// the circuit does not compute; verifiers hold it to Evaluators).
//
// Keys. DevSetup makes deterministic keys from a public seed: they are
// INSECURE (anyone can forge proofs) and serve tests, the demo and
// benchmarks. Real keys come from a multi-party ceremony (CeremonyInit,
// CeremonyContribute, CeremonyFinalize, CeremonyVerify over gnark's
// mpcsetup), secure if one contributor per phase forgets their randomness.
// The program id, sha256 of the verifying key, is what EvaluatorRegistry
// allows and what ZkJudgeVerifier checks.
//
// Not guaranteed: anything about traces outside the profile (they get no
// proof), and anything the judge itself does not guarantee (docs/trace.md).
// A proof says the verdict follows from the trace; whether the trace is
// what happened is the runner's and the TEE levels' business.
//
// Example:
//
//	w, err := zk.Prepare(zk.Small, traceJSON)
//	var pe *zk.ProfileError
//	if errors.As(err, &pe) { … }
//	keys, _ := zk.LoadDevKeys(zk.Small, nil) // INSECURE
//	proof, _ := zk.Prove(keys.CCS, keys.PK, keys.VK, w, zk.Binding(verdictUID, provenanceUID))
//	// the statement the caller requires: the record's hashes, evaluator, status
//	err = zk.Verify(keys.VK, proof, zk.Statement{TraceHash: …, VerdictHash: …, Evaluator: …, Status: …}, zk.Binding(verdictUID, provenanceUID))
package zk

//go:generate go run ./gen -root ..
