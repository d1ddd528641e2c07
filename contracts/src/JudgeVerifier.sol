// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IEAS, Attestation} from "./IEAS.sol";
import {EvaluatorRegistry} from "./EvaluatorRegistry.sol";

/// @title JudgeVerifier
/// @notice Computes the trust level of a verijudge verdict from its EAS
/// attestations (SPEC §5):
///   0 NONE          no valid attestation, revoked, or a mismatch (reason says which)
///   1 REPRODUCIBLE  verdict + provenance attestations exist, are linked, come
///                   from allowed attesters, and the evaluator digest is allowed
///   2 TEE_CLAIMED   level 1 and the provenance names a TEE quote hash that no
///                   one verified on-chain
/// Levels 3 (TEE verified from the quote bytes) and 4 (ZK proven) are
/// recorded by level modules the registry owner allows (extension point:
/// recordLevel); checkVerdict reports the highest recorded level that still
/// sits on top of a valid level-1 verdict.
contract JudgeVerifier {
    uint8 public constant NONE = 0;
    uint8 public constant REPRODUCIBLE = 1;
    uint8 public constant TEE_CLAIMED = 2;
    uint8 public constant TEE_VERIFIED = 3;
    uint8 public constant ZK_PROVEN = 4;

    // Reasons (0 = OK).
    uint8 public constant OK = 0;
    uint8 public constant VERDICT_NOT_FOUND = 1;
    uint8 public constant VERDICT_WRONG_SCHEMA = 2;
    uint8 public constant VERDICT_REVOKED = 3;
    uint8 public constant VERDICT_EXPIRED = 4;
    uint8 public constant VERDICT_WRONG_ATTESTER = 5;
    uint8 public constant PROVENANCE_NOT_FOUND = 6;
    uint8 public constant PROVENANCE_WRONG_SCHEMA = 7;
    uint8 public constant PROVENANCE_REVOKED = 8;
    uint8 public constant PROVENANCE_EXPIRED = 9;
    uint8 public constant PROVENANCE_WRONG_ATTESTER = 10;
    uint8 public constant PROVENANCE_NOT_LINKED = 11;
    uint8 public constant VERDICT_HASH_MISMATCH = 12;
    uint8 public constant EVALUATOR_NOT_ALLOWED = 13;
    uint8 public constant MALFORMED_DATA = 14;

    IEAS public immutable eas;
    EvaluatorRegistry public immutable registry;
    bytes32 public immutable verdictSchema;
    bytes32 public immutable provenanceSchema;

    /// level modules (level 3/4 verifiers) allowed by the registry owner
    mapping(address => uint8) public levelModules;

    struct Recorded {
        uint8 level;
        address module;
        bytes32 provenanceUid;
    }

    /// highest level a module recorded for a verdict attestation with one
    /// provenance attestation (keyed by keccak256(verdictUid, provenanceUid):
    /// a record for another provenance never replaces it); it counts only
    /// while that module is still allowed that level
    mapping(bytes32 => Recorded) public recorded;

    event LevelModuleSet(address indexed module, uint8 maxLevel);
    event LevelRecorded(bytes32 indexed verdictUid, bytes32 indexed provenanceUid, uint8 level, address indexed module);

    error NotRegistryOwner(address caller);
    error NotLevelModule(address caller, uint8 level);

    constructor(IEAS eas_, EvaluatorRegistry registry_, bytes32 verdictSchema_, bytes32 provenanceSchema_) {
        eas = eas_;
        registry = registry_;
        verdictSchema = verdictSchema_;
        provenanceSchema = provenanceSchema_;
    }

    /// @notice Allows `module` to record levels up to `maxLevel` (0 removes it).
    function setLevelModule(address module, uint8 maxLevel) external {
        if (msg.sender != registry.owner()) revert NotRegistryOwner(msg.sender);
        levelModules[module] = maxLevel;
        emit LevelModuleSet(module, maxLevel);
    }

    /// @notice Extension point for level 3 and 4 verifiers: record that the
    /// verdict attestation, with this provenance, reached `level` after the
    /// module's own checks.
    function recordLevel(bytes32 verdictUid, bytes32 provenanceUid, uint8 level) external {
        if (level <= TEE_CLAIMED || level > levelModules[msg.sender]) revert NotLevelModule(msg.sender, level);
        if (level > _recordedLevel(verdictUid, provenanceUid)) {
            recorded[_key(verdictUid, provenanceUid)] = Recorded({level: level, module: msg.sender, provenanceUid: provenanceUid});
        }
        emit LevelRecorded(verdictUid, provenanceUid, level, msg.sender);
    }

    /// @dev the recorded level if it still holds: same provenance, module
    /// still allowed at least that level; else 0.
    function _recordedLevel(bytes32 verdictUid, bytes32 provenanceUid) internal view returns (uint8) {
        Recorded memory r = recorded[_key(verdictUid, provenanceUid)];
        if (r.provenanceUid != provenanceUid || levelModules[r.module] < r.level) return 0;
        return r.level;
    }

    function _key(bytes32 verdictUid, bytes32 provenanceUid) internal pure returns (bytes32) {
        return keccak256(abi.encode(verdictUid, provenanceUid));
    }

    /// @notice The trust level of a verdict and, at level 0, why.
    /// @param verdictUid the verdict attestation
    /// @param provenanceUid the provenance attestation (refUID = verdictUid)
    function checkVerdict(bytes32 verdictUid, bytes32 provenanceUid) external view returns (uint8 level, uint8 reason) {
        Attestation memory v = eas.getAttestation(verdictUid);
        if (v.uid == bytes32(0)) return (NONE, VERDICT_NOT_FOUND);
        if (v.schema != verdictSchema) return (NONE, VERDICT_WRONG_SCHEMA);
        if (v.revocationTime != 0) return (NONE, VERDICT_REVOKED);
        if (v.expirationTime != 0 && v.expirationTime <= block.timestamp) return (NONE, VERDICT_EXPIRED);
        if (!registry.isAttester(v.attester)) return (NONE, VERDICT_WRONG_ATTESTER);

        Attestation memory p = eas.getAttestation(provenanceUid);
        if (p.uid == bytes32(0)) return (NONE, PROVENANCE_NOT_FOUND);
        if (p.schema != provenanceSchema) return (NONE, PROVENANCE_WRONG_SCHEMA);
        if (p.revocationTime != 0) return (NONE, PROVENANCE_REVOKED);
        if (p.expirationTime != 0 && p.expirationTime <= block.timestamp) return (NONE, PROVENANCE_EXPIRED);
        if (!registry.isAttester(p.attester)) return (NONE, PROVENANCE_WRONG_ATTESTER);
        if (p.refUID != verdictUid) return (NONE, PROVENANCE_NOT_LINKED);

        if (v.data.length < 32 || p.data.length != 160) return (NONE, MALFORMED_DATA);
        bytes32 verdictHash = abi.decode(v.data, (bytes32));
        (bytes32 provVerdictHash,, bytes32 evaluatorDigest, bytes32 teeQuoteHash,) =
            abi.decode(p.data, (bytes32, bytes32, bytes32, bytes32, bytes32));
        if (provVerdictHash != verdictHash) return (NONE, VERDICT_HASH_MISMATCH);
        if (!registry.isAllowed(evaluatorDigest)) return (NONE, EVALUATOR_NOT_ALLOWED);

        level = teeQuoteHash == bytes32(0) ? REPRODUCIBLE : TEE_CLAIMED;
        uint8 r = _recordedLevel(verdictUid, provenanceUid);
        if (r > level) level = r;
        return (level, OK);
    }
}
