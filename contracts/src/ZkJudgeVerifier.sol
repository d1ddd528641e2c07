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
}

/// @title ZkJudgeVerifier
/// @notice Level 4 (ZK_PROVEN) for verijudge verdicts: records level 4 in
/// JudgeVerifier when a Groth16 proof of the judge circuit verifies with
/// its one public input, the statement digest
///   sha256(traceHash ‖ verdictHash ‖ binding) >> 8
/// where the hashes are the provenance attestation's and binding =
/// keccak256(abi.encode(verdictUid, provenanceUid)) >> 8 (32 bytes), so a
/// proof made for one attestation pair serves no other. The circuit's verifying key is
/// fixed by the verifier contract; its digest, the ZK program id, must be
/// allowed in EvaluatorRegistry. Revoking the program stops new level-4
/// records; removing this module in JudgeVerifier (setLevelModule(this, 0))
/// drops the levels it recorded.
contract ZkJudgeVerifier {
    IEAS public immutable eas;
    EvaluatorRegistry public immutable registry;
    JudgeVerifier public immutable judgeVerifier;
    IGroth16Verifier public immutable verifier;
    /// @notice sha256 of the verifying key (zk.ProgramID).
    bytes32 public immutable programId;

    error ProgramNotAllowed(bytes32 programId);
    error NotBound(string why);

    event ProofVerified(bytes32 indexed verdictUid, bytes32 indexed provenanceUid, bytes32 indexed programId);

    constructor(JudgeVerifier judgeVerifier_, IGroth16Verifier verifier_, bytes32 programId_) {
        judgeVerifier = judgeVerifier_;
        eas = judgeVerifier_.eas();
        registry = judgeVerifier_.registry();
        verifier = verifier_;
        programId = programId_;
    }

    /// @notice The public input a proof for this attestation pair must have
    /// (zk.StatementDigest).
    function publicInputs(bytes32 verdictUid, bytes32 provenanceUid) public view returns (uint256[1] memory input) {
        Attestation memory p = eas.getAttestation(provenanceUid);
        if (p.data.length != 160) revert NotBound("provenance");
        (bytes32 verdictHash, bytes32 traceHash,,,) = abi.decode(p.data, (bytes32, bytes32, bytes32, bytes32, bytes32));
        input[0] = uint256(sha256(abi.encodePacked(traceHash, verdictHash, binding(verdictUid, provenanceUid)))) >> 8;
    }

    /// @notice The binding public input of an attestation pair.
    function binding(bytes32 verdictUid, bytes32 provenanceUid) public pure returns (uint256) {
        return uint256(keccak256(abi.encode(verdictUid, provenanceUid))) >> 8;
    }

    /// @notice Verifies the proof against the verdict's provenance
    /// attestation and records level 4 for the verdict in JudgeVerifier.
    function verifyAndRecord(
        bytes32 verdictUid,
        bytes32 provenanceUid,
        uint256[8] calldata proof,
        uint256[2] calldata commitments,
        uint256[2] calldata commitmentPok
    ) external {
        if (!registry.isZkProgramAllowed(programId)) revert ProgramNotAllowed(programId);
        // The verdict must stand at level 1 with this provenance: attested by
        // an allowed attester, linked, not revoked or expired, with an
        // allowed evaluator, and the provenance's verdict hash equal to the
        // verdict's.
        (uint8 level,) = judgeVerifier.checkVerdict(verdictUid, provenanceUid);
        if (level < judgeVerifier.REPRODUCIBLE()) revert NotBound("the verdict is not at level 1 with this provenance");
        verifier.verifyProof(proof, commitments, commitmentPok, publicInputs(verdictUid, provenanceUid));
        judgeVerifier.recordLevel(verdictUid, provenanceUid, judgeVerifier.ZK_PROVEN());
        emit ProofVerified(verdictUid, provenanceUid, programId);
    }
}
