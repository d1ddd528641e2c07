// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IEAS, Attestation} from "./IEAS.sol";
import {EvaluatorRegistry} from "./EvaluatorRegistry.sol";

/// @title JudgeVerifier
/// @notice The trust level of a verijudge verdict, from its two EAS
/// attestations and the records of the level modules, as of the block it is
/// read in. checkVerdict(verdictUid, provenanceUid) reports exactly:
///   0 NONE          any check below fails; `reason` names the first
///   1 REPRODUCIBLE  the verdict attestation (verdict schema) and the
///                   provenance attestation (provenance schema, refUID = the
///                   verdict) exist, are not revoked or expired, are small
///                   enough to read, come from ONE attester that the
///                   registry allows, carry the same verdict hash, and the
///                   provenance's evaluator digest is allowed. Nothing
///                   on-chain recomputed the verdict: "reproducible" means
///                   anyone holding the trace can.
///   2 TEE_CLAIMED   level 1, and the provenance names a TEE quote hash that
///                   nobody verified on-chain
///   3 TEE_VERIFIED  level 1, and a level-3 module (allowed here for level 3)
///                   verified the quote from its bytes for this pair, bound
///                   to the verdict-hash preimage, with a TEE measurement
///                   the registry still allows
///   4 ZK_PROVEN     level 1, and a level-4 module (allowed here for level 4)
///                   verified a proof for this pair, bound to the verdict-
///                   hash preimage, under a ZK program the registry still
///                   allows
/// Levels 3 and 4 are re-checked at every read: revoking the module, the
/// measurement or the program (or either attestation, the attester or the
/// evaluator) lowers the level. Each level keeps its own record per pair
/// (a level-4 record never erases a level-3 one, and one that still holds
/// is never replaced), and the highest one that holds counts.
/// checkVerdictBound does the same and also requires the verdict
/// attestation to be the verdict whose hash preimage is given: its SHA-256
/// is the verdict hash, and its trialId, taskId, buildId, status and
/// evidence class are the attestation's.
///
/// checkAnchoredVerdict is checkVerdict for a verdict attested in an
/// anchored batch: the verdict and provenance are EAS offchain attestations
/// (the SDK's version 2, EIP-712 signed in the domain of this EAS), and the
/// leaf keccak256(0x00 || verdictUid || provenanceUid) is in the Merkle tree
/// (RFC 9162's shape, keccak256(0x01 || left || right) for nodes) whose root
/// EAS timestamped. It reports level 1 (2 with a TEE quote hash; level
/// modules record on-chain pairs only) under the same rules as
/// checkVerdict, with revocation read from EAS's revokeOffchain by the
/// signer.
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
    /// the provenance attestation comes from another attester than the verdict's
    uint8 public constant ATTESTER_MISMATCH = 15;
    /// an attestation too large to read within READ_GAS / MAX_READ_BYTES
    uint8 public constant ATTESTATION_TOO_LARGE = 16;
    /// checkVerdictBound: the preimage does not hash to the verdict hash, or
    /// its ids, status or class are not the verdict attestation's
    uint8 public constant PREIMAGE_MISMATCH = 17;
    /// checkAnchoredVerdict: a signature that is not a canonical ECDSA
    /// signature (v not 27 or 28, s in the upper half) or recovers no signer
    uint8 public constant BAD_SIGNATURE = 18;
    /// checkAnchoredVerdict: the inclusion proof does not lead from the
    /// pair's leaf to the root given
    uint8 public constant ANCHOR_PROOF_INVALID = 19;
    /// checkAnchoredVerdict: EAS never timestamped the root
    uint8 public constant ANCHOR_NOT_TIMESTAMPED = 20;
    /// checkAnchoredVerdict: an attestation claims a time after the root's
    /// timestamp
    uint8 public constant ATTESTED_AFTER_ANCHOR = 21;

    /// Gas and size bounds of one EAS read: an honest verdict attestation
    /// (ids of at most 200 characters: about 90k gas, 1.5 KB) needs under a
    /// fifth of either, and a larger one yields ATTESTATION_TOO_LARGE
    /// instead of a revert. A call that leaves a read less than READ_GAS
    /// reverts (ReadStarved) rather than report a reason it cannot be sure
    /// of.
    uint256 public constant READ_GAS = 500_000;
    uint256 public constant MAX_READ_BYTES = 8192;

    IEAS public immutable eas;
    EvaluatorRegistry public immutable registry;
    bytes32 public immutable verdictSchema;
    bytes32 public immutable provenanceSchema;

    /// keccak256 of EAS's VERSION() (version() from EAS 1.2), the version of the EIP-712 domain its
    /// offchain attestations are signed in (EAS's version is a constant)
    bytes32 public immutable easVersionHash;
    /// the two schema UIDs as the lowercase hex text an offchain UID hashes
    bytes32 private immutable verdictSchemaHexHi;
    bytes32 private immutable verdictSchemaHexLo;
    bytes32 private immutable provenanceSchemaHexHi;
    bytes32 private immutable provenanceSchemaHexLo;

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant OFFCHAIN_ATTEST_TYPEHASH = keccak256(
        "Attest(uint16 version,bytes32 schema,address recipient,uint64 time,uint64 expirationTime,bool revocable,bytes32 refUID,bytes data,bytes32 salt)"
    );
    bytes32 private constant OFFCHAIN_NAME_HASH = keccak256("EAS Attestation");
    uint256 private constant SECP256K1_HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    /// An EAS offchain attestation in the SDK's version-2 format, as signed
    /// (its version field is always 2 and not passed).
    struct OffchainAttestation {
        bytes32 schema;
        address recipient;
        uint64 time;
        uint64 expirationTime;
        bool revocable;
        bytes32 refUID;
        bytes data;
        bytes32 salt;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    /// Where a pair's leaf sits in its batch's tree: the root, the leaf's
    /// index, the tree's size and the RFC 9162 audit path.
    struct AnchorProof {
        bytes32 root;
        uint256 index;
        uint256 size;
        bytes32[] path;
    }

    /// level modules (level 3/4 verifiers) allowed by the registry owner
    mapping(address => uint8) public levelModules;
    /// how often each module was withdrawn or lowered: its records made
    /// before stay withdrawn when it is allowed again
    mapping(address => uint16) public moduleRevocations;

    /// What a module recorded for one attestation pair at one level, the
    /// evidence it stands on (the TEE measurement for level 3, the ZK
    /// program id for level 4), the TDX platform (platform id and FMSPC,
    /// level 3 only) and the revocation counts of the module and the
    /// evidence when it was recorded. It holds while the module is allowed
    /// that level, the evidence is allowed, the platform is not revoked, and
    /// neither module nor evidence was revoked since: re-checked at every
    /// read.
    struct Recorded {
        address module;
        uint16 moduleRevocations;
        uint32 evidenceRevocations;
        bytes6 fmspc;
        bytes32 evidence;
        bytes32 platform;
    }

    /// records by keccak256(abi.encode(verdictUid, provenanceUid, level)),
    /// for levels 3 and 4: one record per level, so a level-4 record never
    /// erases a level-3 one; a new record of a level replaces the old one
    /// only when the old one no longer holds
    mapping(bytes32 => Recorded) public recorded;

    event LevelModuleSet(address indexed module, uint8 maxLevel);
    event LevelRecorded(
        bytes32 indexed verdictUid, bytes32 indexed provenanceUid, uint8 level, address indexed module, bytes32 evidence
    );

    error NotRegistryOwner(address caller);
    error NotLevelModule(address caller, uint8 level);
    error EvidenceNotAllowed(uint8 level, bytes32 evidence);
    /// an EAS read failed with less than READ_GAS to spend: send more gas
    error ReadStarved(uint256 gasGiven);

    constructor(IEAS eas_, EvaluatorRegistry registry_, bytes32 verdictSchema_, bytes32 provenanceSchema_) {
        eas = eas_;
        registry = registry_;
        verdictSchema = verdictSchema_;
        provenanceSchema = provenanceSchema_;
        try eas_.VERSION() returns (string memory v) {
            easVersionHash = keccak256(bytes(v));
        } catch {
            easVersionHash = keccak256(bytes(eas_.version()));
        }
        (verdictSchemaHexHi, verdictSchemaHexLo) = _hexText(verdictSchema_);
        (provenanceSchemaHexHi, provenanceSchemaHexLo) = _hexText(provenanceSchema_);
    }

    /// @dev x as 64 lowercase hex characters, in two words
    function _hexText(bytes32 x) private pure returns (bytes32 hi, bytes32 lo) {
        bytes memory t = new bytes(64);
        bytes16 digits = "0123456789abcdef";
        for (uint256 i = 0; i < 32; i++) {
            t[2 * i] = digits[uint8(x[i]) >> 4];
            t[2 * i + 1] = digits[uint8(x[i]) & 15];
        }
        assembly {
            hi := mload(add(t, 32))
            lo := mload(add(t, 64))
        }
    }

    /// @notice Allows `module` to record levels up to `maxLevel` (0 removes
    /// it). Removing or lowering a module withdraws every level it recorded,
    /// for good: allowing it again does not bring them back.
    function setLevelModule(address module, uint8 maxLevel) external {
        if (msg.sender != registry.owner()) revert NotRegistryOwner(msg.sender);
        if (maxLevel < levelModules[module]) moduleRevocations[module]++;
        levelModules[module] = maxLevel;
        emit LevelModuleSet(module, maxLevel);
    }

    /// @notice Extension point for level 3 and 4 verifiers: record that the
    /// verdict attestation, with this provenance, reached `level` on
    /// `evidence` (level 3: the TEE measurement; level 4: the ZK program
    /// id) and, for level 3, on the TDX platform `platform` (sha256 of its
    /// PPID) of model `fmspc` (zero for level 4), after the module's own
    /// checks. The evidence must be allowed by the registry now (and the
    /// platform not revoked), and is re-checked at every read. A record that
    /// still holds is never replaced; `stored` (and LevelRecorded) says
    /// whether something was stored.
    function recordLevel(
        bytes32 verdictUid,
        bytes32 provenanceUid,
        uint8 level,
        bytes32 evidence,
        bytes32 platform,
        bytes6 fmspc
    ) external returns (bool stored) {
        if (level <= TEE_CLAIMED || level > ZK_PROVEN || level > levelModules[msg.sender]) {
            revert NotLevelModule(msg.sender, level);
        }
        Recorded memory r = Recorded({
            module: msg.sender,
            moduleRevocations: moduleRevocations[msg.sender],
            evidenceRevocations: 0,
            fmspc: level == TEE_VERIFIED ? fmspc : bytes6(0),
            evidence: evidence,
            platform: level == TEE_VERIFIED ? platform : bytes32(0)
        });
        (bool allowed, uint64 revocations) = _evidenceStatus(level, r);
        if (!allowed) revert EvidenceNotAllowed(level, evidence);
        r.evidenceRevocations = uint32(revocations);
        bytes32 k = keccak256(abi.encode(verdictUid, provenanceUid, level));
        if (_holds(level, recorded[k])) return false;
        recorded[k] = r;
        emit LevelRecorded(verdictUid, provenanceUid, level, msg.sender, evidence);
        return true;
    }

    function _evidenceStatus(uint8 level, Recorded memory r) internal view returns (bool, uint64) {
        if (level == TEE_VERIFIED) return registry.tdxStatus(r.evidence, r.platform, r.fmspc);
        return registry.zkProgramStatus(r.evidence);
    }

    /// @dev a record holds while its module is allowed its level, its
    /// evidence is allowed (and its platform not revoked), and neither
    /// module nor evidence was revoked since it was recorded
    function _holds(uint8 level, Recorded memory r) internal view returns (bool) {
        if (r.module == address(0) || levelModules[r.module] < level) return false;
        if (moduleRevocations[r.module] != r.moduleRevocations) return false;
        (bool allowed, uint64 revocations) = _evidenceStatus(level, r);
        return allowed && revocations == r.evidenceRevocations;
    }

    /// @notice The highest recorded level of the pair that still holds
    /// (module still allowed that level, evidence still allowed), with the
    /// module and evidence behind it; level 0 when none does. It does not
    /// check the attestations themselves: checkVerdict does.
    function recordedLevel(bytes32 verdictUid, bytes32 provenanceUid)
        public
        view
        returns (uint8 level, address module, bytes32 evidence)
    {
        for (uint8 l = ZK_PROVEN; l >= TEE_VERIFIED; l--) {
            Recorded memory r = recorded[keccak256(abi.encode(verdictUid, provenanceUid, l))];
            if (_holds(l, r)) return (l, r.module, r.evidence);
        }
    }

    /// @notice The trust level of a verdict and, at level 0, why.
    /// @param verdictUid the verdict attestation
    /// @param provenanceUid the provenance attestation (refUID = verdictUid)
    function checkVerdict(bytes32 verdictUid, bytes32 provenanceUid) external view returns (uint8 level, uint8 reason) {
        (level, reason,) = _check(verdictUid, provenanceUid);
    }

    /// @notice checkVerdict, and the verdict attestation must be the verdict
    /// whose verdict-hash preimage (the UTF-8 of JSON.stringify([trialId,
    /// taskId, buildId, status, evidenceClass, checks, txHashes])) is given:
    /// sha256(preimage) is the verdict hash and the preimage's first five
    /// strings are the attestation's (else NONE, PREIMAGE_MISMATCH). Level
    /// modules call this, so what a reader sees in the attestation is what
    /// was proven.
    function checkVerdictBound(bytes32 verdictUid, bytes32 provenanceUid, bytes calldata preimage)
        external
        view
        returns (uint8 level, uint8 reason)
    {
        bytes memory verdictData;
        (level, reason, verdictData) = _check(verdictUid, provenanceUid);
        if (level == NONE) return (level, reason);
        if (!_bindsPreimage(verdictData, preimage)) return (NONE, PREIMAGE_MISMATCH);
    }

    function _check(bytes32 verdictUid, bytes32 provenanceUid)
        internal
        view
        returns (uint8 level, uint8 reason, bytes memory verdictData)
    {
        (bool ok, Attestation memory v) = _read(verdictUid);
        if (!ok) return (NONE, ATTESTATION_TOO_LARGE, verdictData);
        if (v.uid == bytes32(0)) return (NONE, VERDICT_NOT_FOUND, verdictData);
        if (v.schema != verdictSchema) return (NONE, VERDICT_WRONG_SCHEMA, verdictData);
        if (v.revocationTime != 0) return (NONE, VERDICT_REVOKED, verdictData);
        if (v.expirationTime != 0 && v.expirationTime <= block.timestamp) return (NONE, VERDICT_EXPIRED, verdictData);
        if (!registry.isAttester(v.attester)) return (NONE, VERDICT_WRONG_ATTESTER, verdictData);

        Attestation memory p;
        (ok, p) = _read(provenanceUid);
        if (!ok) return (NONE, ATTESTATION_TOO_LARGE, verdictData);
        if (p.uid == bytes32(0)) return (NONE, PROVENANCE_NOT_FOUND, verdictData);
        if (p.schema != provenanceSchema) return (NONE, PROVENANCE_WRONG_SCHEMA, verdictData);
        if (p.revocationTime != 0) return (NONE, PROVENANCE_REVOKED, verdictData);
        if (p.expirationTime != 0 && p.expirationTime <= block.timestamp) return (NONE, PROVENANCE_EXPIRED, verdictData);
        if (!registry.isAttester(p.attester)) return (NONE, PROVENANCE_WRONG_ATTESTER, verdictData);
        // One attester vouches for both halves: a provenance from another
        // allowed attester cannot lift someone else's verdict.
        if (p.attester != v.attester) return (NONE, ATTESTER_MISMATCH, verdictData);
        if (p.refUID != verdictUid) return (NONE, PROVENANCE_NOT_LINKED, verdictData);

        if (v.data.length < 32 || p.data.length != 160) return (NONE, MALFORMED_DATA, verdictData);
        bytes32 verdictHash = abi.decode(v.data, (bytes32));
        (bytes32 provVerdictHash,, bytes32 evaluatorDigest, bytes32 teeQuoteHash,) =
            abi.decode(p.data, (bytes32, bytes32, bytes32, bytes32, bytes32));
        if (provVerdictHash != verdictHash) return (NONE, VERDICT_HASH_MISMATCH, verdictData);
        if (!registry.isAllowed(evaluatorDigest)) return (NONE, EVALUATOR_NOT_ALLOWED, verdictData);

        level = teeQuoteHash == bytes32(0) ? REPRODUCIBLE : TEE_CLAIMED;
        (uint8 r,,) = recordedLevel(verdictUid, provenanceUid);
        if (r > level) level = r;
        return (level, OK, v.data);
    }

    /// @notice The trust level of a verdict attested in an anchored batch
    /// and, at level 0, why. Checked, in order: each attestation's schema,
    /// signature (canonical, by an attester the registry allows),
    /// expiration and offchain revocation by its signer (the provenance's
    /// reasons are the verdict's plus five); one signer for both; the
    /// provenance references the verdict; the data; the verdict hash; the
    /// evaluator; the inclusion proof; the root's EAS timestamp; and that
    /// neither attestation claims a time after it.
    function checkAnchoredVerdict(
        OffchainAttestation calldata verdict,
        OffchainAttestation calldata provenance,
        AnchorProof calldata anchor
    ) external view returns (uint8 level, uint8 reason) {
        bytes32 sep = keccak256(abi.encode(DOMAIN_TYPEHASH, OFFCHAIN_NAME_HASH, easVersionHash, block.chainid, address(eas)));
        (bytes32 vuid, address va, uint8 why) = _offchain(verdict, verdictSchemaHexHi, verdictSchemaHexLo, verdictSchema, sep, 0);
        if (why != OK) return (NONE, why);
        (bytes32 puid, address pa, uint8 pwhy) =
            _offchain(provenance, provenanceSchemaHexHi, provenanceSchemaHexLo, provenanceSchema, sep, 5);
        if (pwhy != OK) return (NONE, pwhy);
        if (pa != va) return (NONE, ATTESTER_MISMATCH);
        if (provenance.refUID != vuid) return (NONE, PROVENANCE_NOT_LINKED);

        bytes32 teeQuoteHash;
        (why, teeQuoteHash) = _anchoredData(verdict.data, provenance.data);
        if (why != OK) return (NONE, why);
        why = _anchored(keccak256(abi.encodePacked(bytes1(0x00), vuid, puid)), verdict.time, provenance.time, anchor);
        if (why != OK) return (NONE, why);

        // Level modules record pairs of on-chain attestations only: an
        // anchored pair is at most TEE_CLAIMED.
        return (teeQuoteHash == bytes32(0) ? REPRODUCIBLE : TEE_CLAIMED, OK);
    }

    /// @dev the data checks of checkAnchoredVerdict, and the provenance's
    /// TEE quote hash
    function _anchoredData(bytes calldata vdata, bytes calldata pdata)
        internal
        view
        returns (uint8 reason, bytes32 teeQuoteHash)
    {
        if (vdata.length < 32 || pdata.length != 160) return (MALFORMED_DATA, teeQuoteHash);
        bytes32 provVerdictHash;
        bytes32 evaluatorDigest;
        (provVerdictHash,, evaluatorDigest, teeQuoteHash,) = abi.decode(pdata, (bytes32, bytes32, bytes32, bytes32, bytes32));
        if (provVerdictHash != bytes32(vdata[0:32])) return (VERDICT_HASH_MISMATCH, teeQuoteHash);
        if (!registry.isAllowed(evaluatorDigest)) return (EVALUATOR_NOT_ALLOWED, teeQuoteHash);
        return (OK, teeQuoteHash);
    }

    /// @dev the anchor checks of checkAnchoredVerdict
    function _anchored(bytes32 leaf, uint64 vtime, uint64 ptime, AnchorProof calldata anchor) internal view returns (uint8) {
        if (!_included(leaf, anchor)) return ANCHOR_PROOF_INVALID;
        uint64 stamped = eas.getTimestamp(anchor.root);
        if (stamped == 0) return ANCHOR_NOT_TIMESTAMPED;
        if (vtime > stamped || ptime > stamped) return ATTESTED_AFTER_ANCHOR;
        return OK;
    }

    /// @dev an offchain attestation's UID and signer, or the reason it
    /// fails (verdict reasons; a provenance's are `off` higher)
    function _offchain(
        OffchainAttestation calldata a,
        bytes32 hexHi,
        bytes32 hexLo,
        bytes32 schema,
        bytes32 sep,
        uint8 off
    ) internal view returns (bytes32 uid, address signer, uint8 reason) {
        if (a.schema != schema) return (uid, signer, VERDICT_WRONG_SCHEMA + off);
        uid = _offchainUid(a, hexHi, hexLo);
        bytes32 structHash = _offchainStructHash(a);
        if ((a.v != 27 && a.v != 28) || uint256(a.s) > SECP256K1_HALF_N) return (uid, signer, BAD_SIGNATURE);
        signer = ecrecover(keccak256(abi.encodePacked("\x19\x01", sep, structHash)), a.v, a.r, a.s);
        if (signer == address(0)) return (uid, signer, BAD_SIGNATURE);
        if (!registry.isAttester(signer)) return (uid, signer, VERDICT_WRONG_ATTESTER + off);
        if (a.expirationTime != 0 && a.expirationTime <= block.timestamp) return (uid, signer, VERDICT_EXPIRED + off);
        if (eas.getRevokeOffchain(signer, uid) != 0) return (uid, signer, VERDICT_REVOKED + off);
        return (uid, signer, OK);
    }

    /// @dev the EAS SDK's UID of a version-2 offchain attestation (the
    /// schema enters as its hex text, the attester as address(0))
    function _offchainUid(OffchainAttestation calldata a, bytes32 hexHi, bytes32 hexLo) internal pure returns (bytes32) {
        return keccak256(
            bytes.concat(
                abi.encodePacked(uint16(2), bytes2("0x"), hexHi, hexLo, a.recipient, address(0), a.time, a.expirationTime),
                abi.encodePacked(a.revocable, a.refUID, a.data, a.salt, uint32(0))
            )
        );
    }

    /// @dev the EIP-712 struct hash of an offchain attestation
    function _offchainStructHash(OffchainAttestation calldata a) internal pure returns (bytes32) {
        return keccak256(
            bytes.concat(
                abi.encode(OFFCHAIN_ATTEST_TYPEHASH, uint16(2), a.schema, a.recipient, a.time),
                abi.encode(a.expirationTime, a.revocable, a.refUID, keccak256(a.data), a.salt)
            )
        );
    }

    /// @dev RFC 9162 section 2.1.3.2: whether the audit path leads from
    /// leaf, at index in a tree of size leaves, to the root
    function _included(bytes32 leaf, AnchorProof calldata a) internal pure returns (bool) {
        if (a.index >= a.size) return false;
        uint256 fn = a.index;
        uint256 sn = a.size - 1;
        bytes32 r = leaf;
        for (uint256 i = 0; i < a.path.length; i++) {
            if (sn == 0) return false;
            bytes32 p = a.path[i];
            if (fn & 1 == 1 || fn == sn) {
                r = keccak256(abi.encodePacked(bytes1(0x01), p, r));
                while (fn & 1 == 0 && fn != 0) {
                    fn >>= 1;
                    sn >>= 1;
                }
            } else {
                r = keccak256(abi.encodePacked(bytes1(0x01), r, p));
            }
            fn >>= 1;
            sn >>= 1;
        }
        return sn == 0 && r == a.root;
    }

    /// @dev getAttestation with bounded gas and return size, so that no
    /// attestation, however large, makes checkVerdict revert; ok is false
    /// when the read fails or is larger than the bounds.
    function _read(bytes32 uid) internal view returns (bool ok, Attestation memory a) {
        bytes memory cd = abi.encodeCall(IEAS.getAttestation, (uid));
        address target = address(eas);
        // What staticcall can forward (63/64 of what is left, less this
        // frame's own needs): a read given less than READ_GAS that fails
        // is starved, not too large.
        uint256 avail = gasleft();
        if (avail < 5000) revert ReadStarved(avail);
        avail -= avail / 64 + 2000;
        uint256 g = avail < READ_GAS ? avail : READ_GAS;
        bool success;
        uint256 size;
        assembly {
            success := staticcall(g, target, add(cd, 32), mload(cd), 0, 0)
            size := returndatasize()
        }
        if (!success && g < READ_GAS) revert ReadStarved(g);
        if (!success || size > MAX_READ_BYTES) return (false, a);
        bytes memory ret = new bytes(size);
        assembly {
            returndatacopy(add(ret, 32), 0, size)
        }
        return (true, abi.decode(ret, (Attestation)));
    }

    /// @dev Whether the verdict attestation's data is
    /// abi.encode(sha256(preimage), trialId, taskId, buildId, status,
    /// evidenceClass) with the five strings read from the preimage's start,
    /// `["trialId","taskId","buildId","status","class",[`. Those strings
    /// hold no escapes (ids are [A-Za-z0-9._:/-], status and class are
    /// words), so a backslash or a control character refuses the preimage,
    /// and the first five quoted runs are exactly the first five array
    /// elements. At levels 3 and 4 the preimage is also the one the TEE or
    /// the proof vouched for (its hash is in the binding); at level 1 the
    /// attester chose it, so this says only that the attestation's fields
    /// are those of the verdict it hashed.
    function _bindsPreimage(bytes memory verdictData, bytes calldata pre) internal pure returns (bool) {
        uint256 n = pre.length;
        uint256[5] memory from;
        uint256[5] memory to;
        uint256 i = 1;
        bool ok = n > 1 && pre[0] == "[";
        // One pass over the field bytes (assembly: this loop is most of the
        // binding's gas).
        assembly ("memory-safe") {
            let base := pre.offset
            for { let k := 0 } and(ok, lt(k, 5)) { k := add(k, 1) } {
                // `"` opens the field
                if or(iszero(lt(i, n)), iszero(eq(byte(0, calldataload(add(base, i))), 0x22))) { ok := 0 }
                if ok {
                    i := add(i, 1)
                    mstore(add(from, mul(k, 32)), i)
                    for {} lt(i, n) { i := add(i, 1) } {
                        let c := byte(0, calldataload(add(base, i)))
                        if eq(c, 0x22) { break }
                        // no escapes, no raw control characters
                        // (JSON.stringify never writes one unescaped)
                        if or(eq(c, 0x5c), lt(c, 0x20)) {
                            ok := 0
                            break
                        }
                    }
                }
                // `",` closes it
                if ok {
                    if or(iszero(lt(add(i, 1), n)), iszero(eq(byte(0, calldataload(add(base, add(i, 1)))), 0x2c))) { ok := 0 }
                }
                if ok {
                    mstore(add(to, mul(k, 32)), i)
                    i := add(i, 2)
                }
            }
        }
        if (!ok || i >= n || pre[i] != "[") return false;
        bytes[5] memory f;
        for (uint256 k = 0; k < 5; k++) {
            f[k] = pre[from[k]:to[k]];
        }
        bytes memory want = abi.encode(sha256(pre), string(f[0]), string(f[1]), string(f[2]), string(f[3]), string(f[4]));
        return keccak256(want) == keccak256(verdictData);
    }
}
