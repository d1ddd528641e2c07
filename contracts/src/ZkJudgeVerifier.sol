// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IEAS, Attestation} from "./IEAS.sol";
import {EvaluatorRegistry} from "./EvaluatorRegistry.sol";
import {JudgeVerifier} from "./JudgeVerifier.sol";

/// @notice The Groth16 verifier of one verifying key (zk.ExportSolidity:
/// gnark's export, with its two pairing checks folded into one): it
/// reverts unless the proof verifies.
interface IGroth16Verifier {
    function verifyProof(
        uint256[8] calldata proof,
        uint256[2] calldata commitments,
        uint256[2] calldata commitmentPok,
        uint256[1] calldata input
    ) external view;

    /// @notice sha256 of the verifying key (zk.ProgramID), exported with it.
    function programId() external view returns (bytes32);
}

/// @title ZkJudgeVerifier
/// @notice Level 4 (ZK_PROVEN) for verijudge verdicts: records level 4 in
/// JudgeVerifier when a Groth16 proof of the judge circuit verifies with
/// its one public input, the statement digest
///   sha256(traceHash ‖ verdictHash ‖ binding ‖ evaluatorDigest ‖ status) >> 8
/// where the hashes and the evaluator digest are the provenance
/// attestation's, status is one byte for the verdict attestation's status
/// (statusByte), and binding = keccak256(abi.encode(verdictUid,
/// provenanceUid)) >> 8 (32 bytes), so a proof made for one attestation
/// pair serves no other, and the status a reader sees is the one the
/// circuit computed. The circuit's verifying key is
/// fixed by the verifier contract; its digest, the ZK program id, must be
/// allowed in EvaluatorRegistry. The circuit implements the rules of a
/// fixed set of evaluator bundles, given at deployment: the provenance's
/// evaluator digest must be one of them. The verdict attestation's status,
/// ids and class must be those of the verdict-hash preimage
/// (JudgeVerifier.checkVerdictBound). Revoking the program (or removing
/// this module in JudgeVerifier) lowers the levels it recorded at the next
/// read.
contract ZkJudgeVerifier {
    IEAS public immutable eas;
    EvaluatorRegistry public immutable registry;
    JudgeVerifier public immutable judgeVerifier;
    IGroth16Verifier public immutable verifier;
    /// @notice sha256 of the verifying key (zk.ProgramID).
    bytes32 public immutable programId;

    /// evaluator digests whose rules the circuit implements
    mapping(bytes32 => bool) public implementsEvaluator;

    error ProgramNotAllowed(bytes32 programId);
    error NotBound(string why);
    /// checkVerdictBound's reason: the pair is not at level 1, or the
    /// preimage is not its verdict's (JudgeVerifier.PREIMAGE_MISMATCH)
    error NotAtLevel1(uint8 reason);
    error EvaluatorNotImplemented(bytes32 evaluatorDigest);
    error NoEvaluators();
    /// the Groth16 verifier verifies for another program than the one given
    error VerifierProgramMismatch(bytes32 verifierProgram, bytes32 programId);

    event ProofVerified(bytes32 indexed verdictUid, bytes32 indexed provenanceUid, bytes32 indexed programId);

    constructor(JudgeVerifier judgeVerifier_, IGroth16Verifier verifier_, bytes32 programId_, bytes32[] memory evaluators_) {
        judgeVerifier = judgeVerifier_;
        eas = judgeVerifier_.eas();
        registry = judgeVerifier_.registry();
        // The verifier must say it verifies for this program: another key's
        // verifier, or code that is no verifier, is refused. (The claim is
        // the verifier's own: the owner pins the code by its code hash
        // before allowing this module; docs/zk.md.)
        bytes32 vp = verifier_.programId();
        if (vp != programId_) revert VerifierProgramMismatch(vp, programId_);
        verifier = verifier_;
        programId = programId_;
        if (evaluators_.length == 0) revert NoEvaluators();
        for (uint256 i = 0; i < evaluators_.length; i++) {
            implementsEvaluator[evaluators_[i]] = true;
        }
    }

    /// @notice The public input a proof for this attestation pair must have
    /// (zk.StatementDigest).
    function publicInputs(bytes32 verdictUid, bytes32 provenanceUid) public view returns (uint256[1] memory input) {
        (input,) = _statement(verdictUid, provenanceUid);
    }

    /// @dev The public input and the provenance's evaluator digest, from one
    /// read of the provenance.
    function _statement(bytes32 verdictUid, bytes32 provenanceUid)
        internal
        view
        returns (uint256[1] memory input, bytes32 evaluatorDigest)
    {
        Attestation memory p = eas.getAttestation(provenanceUid);
        if (p.data.length != 160) revert NotBound("provenance");
        bytes32 verdictHash;
        bytes32 traceHash;
        (verdictHash, traceHash, evaluatorDigest,,) = abi.decode(p.data, (bytes32, bytes32, bytes32, bytes32, bytes32));
        input[0] = uint256(
            sha256(
                abi.encodePacked(
                    traceHash, verdictHash, binding(verdictUid, provenanceUid), evaluatorDigest, statusByte(verdictUid)
                )
            )
        ) >> 8;
    }

    /// @notice The status the verdict attestation shows, as the statement
    /// digest holds it (zk.StatusByte): SUCCESS 1, FAILURE 2, PARTIAL 3.
    function statusByte(bytes32 verdictUid) public view returns (uint8) {
        Attestation memory v = eas.getAttestation(verdictUid);
        (,,,, string memory status,) = abi.decode(v.data, (bytes32, string, string, string, string, string));
        bytes32 h = keccak256(bytes(status));
        if (h == keccak256("SUCCESS")) return 1;
        if (h == keccak256("FAILURE")) return 2;
        if (h == keccak256("PARTIAL")) return 3;
        revert NotBound("status");
    }

    /// @notice The binding public input of an attestation pair.
    function binding(bytes32 verdictUid, bytes32 provenanceUid) public pure returns (uint256) {
        return uint256(keccak256(abi.encode(verdictUid, provenanceUid))) >> 8;
    }

    /// @notice Verifies the proof against the verdict's provenance
    /// attestation and records level 4 for the verdict in JudgeVerifier, on
    /// this program id (re-checked against the registry at every read).
    /// @param preimage the verdict-hash preimage: the verdict attestation's
    /// status, ids and class must be the ones it hashes (checkVerdictBound)
    function verifyAndRecord(
        bytes32 verdictUid,
        bytes32 provenanceUid,
        bytes calldata preimage,
        uint256[8] calldata proof,
        uint256[2] calldata commitments,
        uint256[2] calldata commitmentPok
    ) external {
        if (!registry.isZkProgramAllowed(programId)) revert ProgramNotAllowed(programId);
        // The verdict must stand at level 1 with this provenance (one allowed
        // attester, linked, not revoked or expired, an allowed evaluator, the
        // same verdict hash), and the attestation's clear fields must be the
        // preimage's.
        (uint8 level, uint8 reason) = judgeVerifier.checkVerdictBound(verdictUid, provenanceUid, preimage);
        if (level < judgeVerifier.REPRODUCIBLE()) revert NotAtLevel1(reason);
        verifier.verifyProof(proof, commitments, commitmentPok, _checkedInputs(verdictUid, provenanceUid));
        if (judgeVerifier.recordLevel(verdictUid, provenanceUid, judgeVerifier.ZK_PROVEN(), programId, bytes32(0), bytes6(0))) {
            emit ProofVerified(verdictUid, provenanceUid, programId);
        }
    }

    /// @dev The public input, once the provenance's evaluator is one whose
    /// rules the circuit implements.
    function _checkedInputs(bytes32 verdictUid, bytes32 provenanceUid) internal view returns (uint256[1] memory input) {
        bytes32 evaluatorDigest;
        (input, evaluatorDigest) = _statement(verdictUid, provenanceUid);
        if (!implementsEvaluator[evaluatorDigest]) revert EvaluatorNotImplemented(evaluatorDigest);
    }
}
