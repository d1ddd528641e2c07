package verify

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/zk"
)

// ResultMediaType names the verification result, verijudge's one (version
// 1 was the shape of a judge-level result that no longer exists).
const ResultMediaType = "application/vnd.verijudge.verification+json;version=3"

// Outcome is the one-word result of a verification, the same on every
// surface.
type Outcome string

// Outcomes.
const (
	// Match: every check held, the verdict was recomputed from its trace.
	Match Outcome = "MATCH"
	// Mismatch: the record contradicts itself, its recomputation or its
	// sources: a hash, the verdict recomputed from the trace, the
	// attestations' fields, the evidence against its chain or repository,
	// the statement a proof is for. Result.Checks names the check.
	Mismatch Outcome = "MISMATCH"
	// Untrusted: nothing contradicts the record, and its verdict
	// reproduces, but what vouches for it is not accepted by the trust
	// root or the policy: an attester, evaluator, measurement, module or
	// program not allowed, TEE evidence or a proof that does not verify
	// under the trust root, no attestation, a level below the policy's.
	// Result.Checks names the check.
	Untrusted Outcome = "UNTRUSTED"
	// IntegrityOnly: the record has no trace; its hashes, evidence and
	// attestations were checked, the verdict could not be recomputed.
	IntegrityOnly Outcome = "INTEGRITY_ONLY"
	// Revoked: an attestation of the verdict is revoked on the chain.
	Revoked Outcome = "REVOKED"
	// Error: the verification could not be made (no evaluator, an
	// incomplete policy, a chain that cannot be read or is not the trust
	// root's deployment).
	Error Outcome = "ERROR"
)

// A Level is a trust level (docs/levels.md), JudgeVerifier's numbering; in
// JSON, its number.
type Level uint8

// Levels (JudgeVerifier's).
const (
	LevelNone         Level = 0
	LevelReproducible Level = 1
	LevelTEEClaimed   Level = 2
	LevelTEEVerified  Level = 3
	LevelZKProven     Level = 4
)

// String is the level's name (LevelName).
func (l Level) String() string { return LevelName(l) }

// LevelName names a level ("UNKNOWN(n)" beyond LevelZKProven).
func LevelName(l Level) string {
	switch l {
	case LevelNone:
		return "NONE"
	case LevelReproducible:
		return "REPRODUCIBLE"
	case LevelTEEClaimed:
		return "TEE_CLAIMED"
	case LevelTEEVerified:
		return "TEE_VERIFIED"
	case LevelZKProven:
		return "ZK_PROVEN"
	}
	return fmt.Sprintf("UNKNOWN(%d)", l)
}

// A CheckName names one check of a Result (EvidenceOf says what it is
// about).
type CheckName string

// Names of the checks a Result lists.
const (
	// The record itself (checkRecord: judge.Recompute compared with it).
	CheckStoredVerdictHash CheckName = "stored-verdict-hash"
	CheckStatusRule        CheckName = "status-rule"
	CheckEvaluator         CheckName = "evaluator"
	CheckTraceHash         CheckName = "trace-hash"
	CheckSpecHash          CheckName = "spec-hash"
	CheckVerdictHash       CheckName = "verdict-hash"
	CheckVerdictFields     CheckName = "verdict-fields"
	CheckBundleHashes      CheckName = "bundle-hashes"
	// Policy.
	CheckEvaluatorPolicy CheckName = "evaluator-policy"
	CheckLevel           CheckName = "level-policy"
	// TEE evidence.
	CheckTEEEvidence    CheckName = "tee-evidence"
	CheckTEEQuote       CheckName = tee.FindingQuote
	CheckTEEQuoteHash   CheckName = tee.FindingQuoteHash
	CheckTEEAttributes  CheckName = tee.FindingAttributes
	CheckTEEBinding     CheckName = tee.FindingBinding
	CheckTEEMeasurement CheckName = "tee-measurement"
	CheckTEEPlatform    CheckName = "tee-platform"
	CheckTEETCB         CheckName = "tee-tcb"
	CheckTEEProvenance  CheckName = "tee-provenance"
	// ZK evidence.
	CheckZKEvidence  CheckName = "zk-evidence"
	CheckZKKey       CheckName = "zk-key"
	CheckZKStatement CheckName = "zk-statement"
	CheckZKProof     CheckName = "zk-proof"
	CheckZKProgram   CheckName = "zk-program"
	// The chain.
	CheckDeployment            CheckName = "deployment"
	CheckAttested              CheckName = "attested"
	CheckVerdictAttestation    CheckName = "verdict-attestation"
	CheckProvenanceAttestation CheckName = "provenance-attestation"
	CheckAttester              CheckName = "attester"
	CheckOnChainLevel          CheckName = "level"
	CheckLevelModule           CheckName = "level-module"
	CheckLevelEvidence         CheckName = "level-evidence"
	CheckTestOnly              CheckName = "test-only"
	CheckEvaluatorAllowed      CheckName = "evaluator-allowed"
	// The evidence against its source (WithEvidenceSource).
	CheckEvidenceSource CheckName = "evidence-source"
)

// An Evidence is what a check is about.
type Evidence string

const (
	EvidenceRecord  Evidence = "record" // the record and its recomputation
	EvidencePolicy  Evidence = "policy"
	EvidenceTEE     Evidence = "tee"
	EvidenceZK      Evidence = "zk"
	EvidenceChain   Evidence = "chain"
	EvidenceSource  Evidence = "source" // the evidence against its source
	EvidenceWitness Evidence = "witness"
)

// checkEvidence lists every check by what it is about.
var checkEvidence = map[CheckName]Evidence{
	CheckStoredVerdictHash: EvidenceRecord, CheckStatusRule: EvidenceRecord, CheckEvaluator: EvidenceRecord,
	CheckTraceHash: EvidenceRecord, CheckSpecHash: EvidenceRecord, CheckVerdictHash: EvidenceRecord,
	CheckVerdictFields: EvidenceRecord, CheckBundleHashes: EvidenceRecord,
	CheckEvaluatorPolicy: EvidencePolicy, CheckLevel: EvidencePolicy, CheckTestOnly: EvidencePolicy,
	CheckTEEEvidence: EvidenceTEE, CheckTEEQuote: EvidenceTEE, CheckTEEQuoteHash: EvidenceTEE, CheckTEEAttributes: EvidenceTEE,
	CheckTEEBinding: EvidenceTEE, CheckTEEMeasurement: EvidenceTEE, CheckTEEPlatform: EvidenceTEE, CheckTEETCB: EvidenceTEE,
	CheckTEEProvenance: EvidenceTEE,
	CheckZKEvidence:    EvidenceZK, CheckZKKey: EvidenceZK, CheckZKStatement: EvidenceZK, CheckZKProof: EvidenceZK, CheckZKProgram: EvidenceZK,
	CheckDeployment: EvidenceChain, CheckAttested: EvidenceChain, CheckVerdictAttestation: EvidenceChain,
	CheckProvenanceAttestation: EvidenceChain, CheckAttester: EvidenceChain, CheckOnChainLevel: EvidenceChain,
	CheckLevelModule: EvidenceChain, CheckLevelEvidence: EvidenceChain, CheckEvaluatorAllowed: EvidenceChain,
	CheckEvidenceSource: EvidenceSource, CheckOffchainTime: EvidenceChain, CheckAnchor: EvidenceChain, CheckAnchorTimestamp: EvidenceChain,
	CheckWitnessBoot: EvidenceWitness,
}

// EvidenceOf is what the check named name is about, from the list of
// checks, never from its name's prefix ("" for a name not in the list).
func EvidenceOf(name CheckName) Evidence { return checkEvidence[name] }

// Failure classes: every failed check's error wraps exactly one, and
// Verify's error wraps every failed check's (errors.Is).
var (
	// ErrPolicy: the policy lacks a requirement the record needs (wrapped
	// by the more specific ErrNoTime, ErrNoEvaluatorPolicy,
	// ErrNoMeasurementPolicy, ErrNoCollateral).
	ErrPolicy              = errors.New("verify: incomplete policy")
	ErrNoTime              = fmt.Errorf("%w: no verification time (At or WithClock)", ErrPolicy)
	ErrNoEvaluatorPolicy   = fmt.Errorf("%w: no evaluator allow-list (WithEvaluators, or AnyEvaluatorUnsafe)", ErrPolicy)
	ErrNoMeasurementPolicy = fmt.Errorf("%w: no TEE measurement allow-list (WithMeasurements, MeasurementsFromRegistry online, or AnyMeasurementUnsafe)", ErrPolicy)
	ErrNoCollateral        = fmt.Errorf("%w: no TDX collateral source (WithCollateral, or WithoutCollateralUnsafe)", ErrPolicy)
	// ErrPolicyConflict: two options of the policy contradict each other.
	ErrPolicyConflict = fmt.Errorf("%w: conflicting options", ErrPolicy)

	ErrRecord               = errors.New("verify: invalid record")
	ErrIntegrity            = errors.New("verify: the record is not self-consistent")
	ErrNotReproduced        = errors.New("verify: the verdict does not reproduce")
	ErrNoTrace              = errors.New("verify: the record has no trace; its verdict was not recomputed")
	ErrEvaluatorUnavailable = errors.New("verify: the record's evaluator bundle is not available")
	ErrEvaluatorNotAllowed  = errors.New("verify: the evaluator is not allowed")

	ErrTEE = errors.New("verify: TEE evidence does not verify")
	// ErrTEEOtherRecord: the evidence binds another verdict, or its quote
	// is not the one it names: a contradiction (MISMATCH), also ErrTEE.
	ErrTEEOtherRecord        = fmt.Errorf("%w: it is evidence of another record", ErrTEE)
	ErrMeasurementNotAllowed = errors.New("verify: TEE measurement not allowed")

	ErrZK                  = errors.New("verify: ZK proof does not verify")
	ErrZKStatement         = errors.New("verify: the ZK proof is for another statement than the record's")
	ErrZKKeyUnknown        = errors.New("verify: the ZK proof's program is not in the trust root")
	ErrZKProgramNotAllowed = errors.New("verify: the ZK program is not allowed by the registry")

	ErrEvidenceSource       = errors.New("verify: the evidence differs from its source")
	ErrEvidenceNotCheckable = errors.New("verify: the evidence cannot be checked against its source")

	ErrDeployment        = errors.New("verify: the chain is not the trust root's deployment")
	ErrNotAttested       = errors.New("verify: the record names no attestation on this chain")
	ErrAttestation       = errors.New("verify: the attestations do not carry this verdict")
	ErrRevoked           = errors.New("verify: an attestation of the verdict is revoked")
	ErrUntrustedAttester = errors.New("verify: the attester is not in the trust root (or not in its window)")
	ErrUntrustedModule   = errors.New("verify: the level was recorded by a module the trust root does not name")
	ErrLevelEvidence     = errors.New("verify: the evidence behind the on-chain level is not the trust root's")
	ErrBelowLevel        = errors.New("verify: below the policy's minimum level")
	// ErrTestOnly: evidence verified only under TEST-ONLY roots or
	// INSECURE development keys, without AllowTestOnlyUnsafe.
	ErrTestOnly = errors.New("verify: test-only evidence outside a dev chain")
)

// Check is one verified property.
type Check struct {
	Name   CheckName `json:"name"`
	OK     bool      `json:"ok"`
	Detail string    `json:"detail"`
	// Err is nil when OK, else wraps one of the failure classes.
	Err error `json:"-"`
}

// OnChain is what the chain says about the record.
type OnChain struct {
	ChainID       uint64         `json:"chainId"`
	VerdictUID    canon.Hash     `json:"verdictUid"`
	ProvenanceUID canon.Hash     `json:"provenanceUid"`
	Attester      common.Address `json:"attester"`
	AttestedAt    time.Time      `json:"attestedAt,omitzero"`
	// Level is JudgeVerifier.checkVerdictBound's level, LevelReason its
	// reason; Module recorded levels 3 and 4.
	Level       Level          `json:"level"`
	LevelName   string         `json:"levelName"`
	LevelReason string         `json:"levelReason"`
	Module      common.Address `json:"module,omitzero"`
	// Evidence is what the module recorded the level for: the TEE
	// measurement (level 3) or the ZK program (level 4).
	Evidence canon.Hash `json:"evidence,omitzero"`
	// Anchor, for a verdict attested in an anchored batch (VerdictUID and
	// ProvenanceUID are then its offchain attestations, AttestedAt the
	// root's timestamp).
	Anchor *AnchorResult `json:"anchor,omitempty"`
	// Offchain: the record's verdict is attested by one EAS offchain
	// attestation (VerifyOffchain): VerdictUID is its UID, Attester its
	// signer, Level 1 when every check of it holds; nothing is on chain
	// but its revocation and, perhaps, a timestamp of its UID.
	Offchain *OffchainResult `json:"offchain,omitempty"`
}

// ZKResult is the statement a verified proof proves.
type ZKResult struct {
	ProgramID canon.Hash   `json:"programId"`
	Profile   string       `json:"profile"`
	Statement zk.Statement `json:"statement"`
	Binding   string       `json:"binding"`
	// InsecureKeys: the program is the development keys' (anyone can
	// forge such proofs).
	InsecureKeys bool `json:"insecureKeys,omitempty"`
}

// Result is everything a verification established, property by property.
// What it does not say: that the trace is what happened (the trace is the
// input; verijudge judges it, it does not witness it), that an allowed
// evaluator's rules are the ones you want, or anything about a record
// other than this one. A caller must still decide which trust root and
// policy to use, and act only on Outcome MATCH (Verify's error is nil
// exactly then).
type Result struct {
	MediaType   string       `json:"mediaType"`
	Outcome     Outcome      `json:"outcome"`
	TrialID     string       `json:"trialId"`
	VerdictHash canon.Hash   `json:"verdictHash"`
	Recomputed  *canon.Hash  `json:"recomputedVerdictHash,omitempty"`
	Status      judge.Status `json:"status,omitempty"`
	Evaluator   canon.Hash   `json:"evaluatorDigest"`
	// Level is the level the policy was held to: the on-chain level with
	// a chain, else OfflineLevel.
	Level     Level  `json:"level"`
	LevelName string `json:"levelName"`
	// OfflineLevel is what the record's own evidence established here:
	// REPRODUCIBLE when the verdict reproduced, TEE_VERIFIED when its TEE
	// evidence verified under the full policy (TEE_CLAIMED under an Unsafe
	// TEE option), ZK_PROVEN when its proof verified for this record.
	OfflineLevel Level       `json:"offlineLevel"`
	OnChain      *OnChain    `json:"onChain,omitempty"`
	TEE          *tee.Result `json:"tee,omitempty"`
	ZK           *ZKResult   `json:"zk,omitempty"`
	// EvidenceSource is the record's evidence held against its source
	// (WithEvidenceSource).
	EvidenceSource *collect.SourceReport `json:"evidenceSource,omitempty"`
	// EvidenceRepo is the code evidence held against its repository
	// (WithEvidenceRepo).
	EvidenceRepo *collect.RepoReport `json:"evidenceRepo,omitempty"`
	// TestOnly: some evidence verified only under TEST-ONLY roots or
	// INSECURE development keys of the trust root.
	TestOnly   bool      `json:"testOnly,omitempty"`
	TrustRoot  string    `json:"trustRoot"`
	VerifiedAt time.Time `json:"verifiedAt,omitzero"`
	Checks     []Check   `json:"checks"`
	Error      string    `json:"error,omitempty"`

	fatal error
	// matched is set by Verify on a MATCH (Result.Matched).
	matched *Matched
	// teeLevel is what the record's TEE evidence alone established (0,
	// TEE_CLAIMED or TEE_VERIFIED): the gate for an on-chain level 3.
	teeLevel Level
}

// Headline is the outcome as a report shows it: the verdict's status
// always beside it ("MATCH · FAILURE": a FAILURE verdict that re-verifies
// is still a FAILURE), and "attestation not checked (offline)" when no
// chain was read, so that an offline MATCH is not read as an attested one
// (nor as a claim that the verdict is not attested).
func (r *Result) Headline() string {
	s := string(r.Outcome)
	switch {
	case r.Status != "" && r.Recomputed != nil:
		s += " · " + string(r.Status)
	case r.Status != "":
		s += " · " + string(r.Status) + " (stored, not recomputed)"
	}
	if r.OnChain == nil && (r.Outcome == Match || r.Outcome == IntegrityOnly) {
		s += " · attestation not checked (offline)"
	}
	return s
}

// Failed lists the names of the checks that did not hold.
func (r *Result) Failed() []CheckName {
	var out []CheckName
	for _, c := range r.Checks {
		if !c.OK {
			out = append(out, c.Name)
		}
	}
	return out
}

// Err is the error Verify returned: nil exactly when Outcome is MATCH.
func (r *Result) Err() error {
	var errs []error
	if r.fatal != nil {
		errs = append(errs, r.fatal)
	}
	for _, c := range r.Checks {
		if !c.OK && c.Err != nil && !errors.Is(r.fatal, c.Err) {
			errs = append(errs, c.Err)
		}
	}
	if r.Outcome == IntegrityOnly && len(errs) == 0 {
		errs = append(errs, ErrNoTrace)
	}
	if r.Outcome != Match && len(errs) == 0 {
		errs = append(errs, fmt.Errorf("verify: outcome %s", r.Outcome))
	}
	return errors.Join(errs...)
}

func (r *Result) add(name CheckName, class error, ok bool, format string, a ...any) {
	c := Check{Name: name, OK: ok, Detail: fmt.Sprintf(format, a...)}
	if !ok {
		c.Err = fmt.Errorf("%w: %s: %s", class, name, c.Detail)
	}
	r.Checks = append(r.Checks, c)
}

// stop records a failure that ends the verification (ERROR).
func (r *Result) stop(err error) *Result {
	if r.fatal == nil {
		r.fatal = err
	}
	return r
}

// contradictions are the failure classes of a record that contradicts
// itself or its sources (MISMATCH); every other failed check is about
// trust (UNTRUSTED).
var contradictions = []error{ErrIntegrity, ErrNotReproduced, ErrAttestation, ErrEvidenceSource, ErrZKStatement, ErrTEEOtherRecord, ErrRecord}

func (r *Result) finish(noTrace bool) {
	revoked, contradicted, untrusted := false, false, false
	for _, c := range r.Checks {
		if c.OK {
			continue
		}
		switch {
		case errors.Is(c.Err, ErrRevoked):
			revoked = true
		case slices.ContainsFunc(contradictions, func(e error) bool { return errors.Is(c.Err, e) }):
			contradicted = true
		default:
			untrusted = true
		}
	}
	switch {
	case r.fatal != nil:
		r.Outcome = Error
	case revoked:
		r.Outcome = Revoked
	case contradicted:
		r.Outcome = Mismatch
	case noTrace:
		// Nothing was recomputed: UNTRUSTED would say the verdict
		// reproduced.
		r.Outcome = IntegrityOnly
	case untrusted:
		r.Outcome = Untrusted
	default:
		r.Outcome = Match
	}
	// A level is a promise: only a MATCH carries one. What the chain and
	// the evidence said stays in OnChain.Level and OfflineLevel.
	if r.Outcome != Match {
		r.Level = LevelNone
	}
	r.LevelName = LevelName(r.Level)
	if err := r.Err(); err != nil {
		r.Error = err.Error()
	}
}
