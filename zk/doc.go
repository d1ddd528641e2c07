// Package zk is verijudge's level 4: a gnark Groth16 circuit (BN254) that
// proves verdict = judge(trace) over the SHA-256 trace hash, its keys and
// setups, the prover and verifier, and the Solidity verifier export.
//
// The statement. The one public input is the statement digest,
// sha256(traceHash ‖ verdictHash ‖ binding) >> 8, where the binding ties a
// proof to one attestation pair (StatementDigest). The circuit proves that some canonical trace bytes hash to the trace hash,
// that they are the rendering of a fixed template (the profile: canonical
// JSON of a web3 trace with tx_succeeded, tx_count and gas_used checks, keys
// in sorted order, no escapes, bounded sizes), that the check results and
// the status follow from the values by the judge's rules, and that the
// verdict-hash preimage — JSON.stringify of the verdict — hashes to the
// verdict hash. The circuit computes both SHA-256s (std/hash/sha2); a
// prover who changes one byte, one check result, the status or an id
// cannot satisfy it.
//
// The profile. Prepare refuses traces outside a profile with a
// *ProfileError naming the reason; Profile.Describe lists the bounds. Small
// is the instance tests and the demo prove; Full takes a 2 KiB trace.
//
// The judge circuit to come (not yet the one Prove proves: docs/zk.md,
// "The streaming lexer" and "The judge circuit"). LexTrace reads any trace
// of the web3 and code classes byte by byte, as its gadget does in a
// circuit: canonical JSON (ErrNotCanonicalLex), the schema
// (ErrOutsideSchema, naming the field) and every field's value rule
// (ErrValueRule); ReadTrace adds the rules across values (ErrRecordRule).
// A trace ReadTrace takes is in canonical form and judged by the bundle,
// and one the bundle judges, in canonical form and of at most 65,534
// bytes, is taken. Over the lexer's records, a typed view, every check
// kind of both classes, the status, the texts and the verdict preimage
// byte for byte, and the record rules make the judge circuit of a
// profile (JudgeProfiles: small, which holds the suite's smallest trace,
// and full, which holds all 64). FitJudge says whether a trace is inside
// one and why not; ProveJudge proves the verdict it computes itself, with
// one commitment and one public input like the template circuit's, so
// Verify and the exported Solidity verifier take its proofs
// (LoadJudgeDevKeys gives INSECURE development keys).
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
//	err = zk.Verify(keys.VK, proof)
package zk

//go:generate go run ./gen -root ..
