// Package verify is verijudge's one verifier: it checks a verdict record
// completely, against a trust root (what to believe: a chain, the code of
// its contracts, attesters, TEE roots, ZK verifying keys) and a policy
// (what to require: a minimum level, evaluators, TEE measurements, the
// verification time), and returns one Result naming each property it
// established.
//
// Every surface of verijudge (verify, reverify, serve, demo) renders this
// package's Result; a Go program gets the same checks by importing it.
//
// # Guarantees
//
//   - Fail closed. A Policy checks everything by default: the zero Policy
//     and a Policy without a time or an evaluator list refuse every record
//     (ErrPolicy); TEE evidence needs a measurement allow-list
//     (ErrNoMeasurementPolicy) and, for TDX, collateral (ErrNoCollateral).
//     Each way around a check is an option whose name ends in Unsafe, and
//     a level is never reported above what was checked (an Unsafe TEE
//     option caps the offline level at TEE_CLAIMED).
//   - Compute, never copy. The verdict is recomputed by the record's
//     evaluator bundle; a ZK proof is verified against the statement the
//     record requires (its trace and verdict hashes, evaluator, status and
//     attestation pair), never the statement the proof carries; a trust
//     root's code hashes are computed from the committed artifacts
//     (InitTrustRoot, ComputeSepolia), and an online Verifier refuses a
//     chain whose code differs (ErrDeployment).
//   - One error per failure class. Verify's error is nil exactly when the
//     outcome is MATCH, and wraps the class of every failed check
//     (errors.Is(err, ErrNotReproduced), ErrZKStatement, ...).
//   - Pure where it can be. The chain (Chain), TDX collateral
//     (CollateralSource) and the clock (Clock, or At) come in through small
//     interfaces; an offline Verifier is the same type without a Chain.
//
// # What a caller must still check
//
//   - That the trust root is the one to believe: it is the root of every
//     other check (load it from a file you control, or Sepolia()).
//   - That an allowed evaluator's rules are the rules you want, and that
//     the trace is what happened: verijudge judges its input, it does not
//     witness it.
//   - Result.TestOnly: evidence that verified only under TEST-ONLY roots or
//     INSECURE development keys proves nothing about real hardware or a
//     real ceremony.
//
// # Example
//
// A CI job that requires every record to be reproducible and attested on
// the chain (the dev chain here; Sepolia() and an RPC client in
// production):
//
//	trust, _ := verify.ParseTrustRoot(trustJSON)
//	client, _ := chain.NewClient(ctx, backend, trust.Deployment(), nil)
//	v, err := verify.New(trust, verify.WithChain(client))
//	if err != nil {
//		return err
//	}
//	policy := verify.NewPolicy(
//		verify.RequireLevel(verify.LevelReproducible),
//		verify.WithEvaluators(judge.EmbeddedDigest()),
//		verify.MeasurementsFromRegistry(),
//		verify.At(time.Now()),
//	)
//	res, err := v.Verify(ctx, record, policy)
//	if err != nil {
//		return fmt.Errorf("%s: %s: %w", res.TrialID, res.Outcome, err)
//	}
//
// examples/ci-verify is this program in full.
//
// The code is split by evidence kind, as the checks are (EvidenceOf):
// verify.go runs the record's own checks and the order of the rest;
// chain.go the deployment and on-chain attestations, anchor.go anchored
// batches, offchain.go offchain attestations; tee.go TEE evidence; zk.go
// ZK proofs; witness.go the witnessed session's boot quote; evidence.go
// the evidence against its source; policy.go, trustroot.go and result.go
// the policy, the trust root and the result.
package verify

//go:generate go run ./gen
