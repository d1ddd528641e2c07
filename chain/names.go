package chain

import "fmt"

// levelNames are the trust levels of docs/levels.md.
var levelNames = [...]string{"NONE", "REPRODUCIBLE", "TEE_CLAIMED", "TEE_VERIFIED", "ZK_PROVEN"}

// reasonNames are JudgeVerifier's level-0 reasons, by code.
var reasonNames = [...]string{"OK", "VERDICT_NOT_FOUND", "VERDICT_WRONG_SCHEMA", "VERDICT_REVOKED", "VERDICT_EXPIRED",
	"VERDICT_WRONG_ATTESTER", "PROVENANCE_NOT_FOUND", "PROVENANCE_WRONG_SCHEMA", "PROVENANCE_REVOKED", "PROVENANCE_EXPIRED",
	"PROVENANCE_WRONG_ATTESTER", "PROVENANCE_NOT_LINKED", "VERDICT_HASH_MISMATCH", "EVALUATOR_NOT_ALLOWED", "MALFORMED_DATA",
	"ATTESTER_MISMATCH", "ATTESTATION_TOO_LARGE", "PREIMAGE_MISMATCH", "BAD_SIGNATURE", "ANCHOR_PROOF_INVALID",
	"ANCHOR_NOT_TIMESTAMPED", "ATTESTED_AFTER_ANCHOR"}

// LevelName names a trust level ("UNKNOWN(n)" beyond the known ones).
func LevelName(level uint8) string { return name(levelNames[:], level) }

// ReasonName names a checkVerdict reason ("UNKNOWN(n)" beyond the known ones).
func ReasonName(reason uint8) string { return name(reasonNames[:], reason) }

func name(names []string, i uint8) string {
	if int(i) < len(names) {
		return names[i]
	}
	return fmt.Sprintf("UNKNOWN(%d)", i)
}
