// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DevZkPrograms} from "./DevZkPrograms.sol";

/// @title EvaluatorRegistry
/// @notice Owner-managed allow-lists behind verijudge's trust levels:
/// evaluator bundles (by evaluator digest, with release metadata), TEE
/// measurements (each with an optional minimum TDX TCB), ZK programs
/// (verifying-key digests) and the attesters whose EAS attestations count;
/// and a revocation list of TDX platforms (by PCK key and by FMSPC), for
/// good. Every change emits an event; ownership moves in two steps
/// (transfer, then accept by the new owner).
contract EvaluatorRegistry {
    struct Release {
        bool allowed;
        uint64 since; // block timestamp of the last allow
        string version; // e.g. "1.0.0"
        string uri; // where the bundle is published
    }

    address public owner;
    address public pendingOwner;

    mapping(bytes32 => Release) private evaluators;
    mapping(bytes32 => bool) private teeMeasurements;
    mapping(bytes32 => bool) private zkPrograms;
    /// how often each was revoked: a level recorded under an earlier count
    /// stays withdrawn when the measurement or program is allowed again
    mapping(bytes32 => uint64) public teeMeasurementRevocations;
    mapping(bytes32 => uint64) public zkProgramRevocations;

    /// The least TDX TCB a quote for a measurement must show: every byte
    /// of its TEE_TCB_SVN at least the byte here, and the QE's ISVSVN at
    /// least qeSvn (zero: no minimum).
    struct MinTcb {
        bytes16 teeTcbSvn;
        uint16 qeSvn;
    }

    mapping(bytes32 => MinTcb) private minTcbs;
    /// revoked TDX platforms: by platform id (sha256 of the PPID in the PCK
    /// certificate: one id for every PCK key and TCB level of a platform),
    /// and by FMSPC (a platform model)
    mapping(bytes32 => bool) private revokedPlatforms;
    mapping(bytes6 => bool) private revokedFmspcs;
    mapping(address => bool) private attesters;

    event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event EvaluatorAllowed(bytes32 indexed digest, string version, string uri);
    event EvaluatorRevoked(bytes32 indexed digest);
    event TeeMeasurementAllowed(bytes32 indexed measurement);
    event TeeMeasurementRevoked(bytes32 indexed measurement);
    event MinTcbSet(bytes32 indexed measurement, bytes16 teeTcbSvn, uint16 qeSvn);
    event TdxPlatformRevoked(bytes32 indexed platformId);
    event TdxFmspcRevoked(bytes6 indexed fmspc);
    event ZkProgramAllowed(bytes32 indexed program);
    event ZkProgramRevoked(bytes32 indexed program);
    event AttesterAllowed(address indexed attester);
    event AttesterRevoked(address indexed attester);

    error NotOwner(address caller);
    error NotPendingOwner(address caller);
    error ZeroValue();
    /// the INSECURE development ZK keys' program, on a chain that is not a dev chain
    error DevProgramOutsideDevChain(bytes32 program);

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    constructor(address initialOwner) {
        if (initialOwner == address(0)) revert ZeroValue();
        owner = initialOwner;
        emit OwnershipTransferred(address(0), initialOwner);
    }

    // --- ownership (two-step) ---

    function transferOwnership(address newOwner) external onlyOwner {
        pendingOwner = newOwner;
        emit OwnershipTransferStarted(owner, newOwner);
    }

    function acceptOwnership() external {
        if (msg.sender != pendingOwner) revert NotPendingOwner(msg.sender);
        emit OwnershipTransferred(owner, msg.sender);
        owner = msg.sender;
        pendingOwner = address(0);
    }

    // --- evaluators ---

    function allowEvaluator(bytes32 digest, string calldata version, string calldata uri) external onlyOwner {
        if (digest == bytes32(0)) revert ZeroValue();
        evaluators[digest] = Release({allowed: true, since: uint64(block.timestamp), version: version, uri: uri});
        emit EvaluatorAllowed(digest, version, uri);
    }

    function revokeEvaluator(bytes32 digest) external onlyOwner {
        evaluators[digest].allowed = false;
        emit EvaluatorRevoked(digest);
    }

    function isAllowed(bytes32 digest) external view returns (bool) {
        return evaluators[digest].allowed;
    }

    function evaluator(bytes32 digest) external view returns (Release memory) {
        return evaluators[digest];
    }

    // --- TEE measurements ---

    function allowTeeMeasurement(bytes32 measurement) external onlyOwner {
        if (measurement == bytes32(0)) revert ZeroValue();
        teeMeasurements[measurement] = true;
        emit TeeMeasurementAllowed(measurement);
    }

    function revokeTeeMeasurement(bytes32 measurement) external onlyOwner {
        teeMeasurements[measurement] = false;
        teeMeasurementRevocations[measurement]++;
        emit TeeMeasurementRevoked(measurement);
    }

    function isTeeMeasurementAllowed(bytes32 measurement) external view returns (bool) {
        return teeMeasurements[measurement];
    }

    /// @notice Whether the measurement is allowed, and how often it was revoked.
    function teeMeasurementStatus(bytes32 measurement) external view returns (bool allowed, uint64 revocations) {
        return (teeMeasurements[measurement], teeMeasurementRevocations[measurement]);
    }

    /// @notice Sets the least TDX TCB a quote for `measurement` must show
    /// (TdxQuoteVerifier enforces it when it records level 3). Raising it
    /// does not touch levels already recorded: revoke the measurement to
    /// withdraw them.
    function setMinTcb(bytes32 measurement, bytes16 teeTcbSvn, uint16 qeSvn) external onlyOwner {
        minTcbs[measurement] = MinTcb({teeTcbSvn: teeTcbSvn, qeSvn: qeSvn});
        emit MinTcbSet(measurement, teeTcbSvn, qeSvn);
    }

    function minTcb(bytes32 measurement) external view returns (bytes16 teeTcbSvn, uint16 qeSvn) {
        MinTcb memory m = minTcbs[measurement];
        return (m.teeTcbSvn, m.qeSvn);
    }

    // --- TDX platforms (revocation only, for good) ---

    /// @notice Revokes a TDX platform by its id (sha256 of the PPID in its PCK
    /// certificates): levels recorded on it drop at the next read.
    function revokeTdxPlatform(bytes32 platformId) external onlyOwner {
        if (platformId == bytes32(0)) revert ZeroValue();
        revokedPlatforms[platformId] = true;
        emit TdxPlatformRevoked(platformId);
    }

    /// @notice Revokes every TDX platform of one FMSPC (platform model).
    function revokeTdxFmspc(bytes6 fmspc) external onlyOwner {
        if (fmspc == bytes6(0)) revert ZeroValue();
        revokedFmspcs[fmspc] = true;
        emit TdxFmspcRevoked(fmspc);
    }

    function isTdxPlatformRevoked(bytes32 platformId, bytes6 fmspc) public view returns (bool) {
        return revokedPlatforms[platformId] || revokedFmspcs[fmspc];
    }

    /// @notice What a level-3 record on this measurement and platform needs
    /// at every read: allowed (the measurement, and the platform not
    /// revoked) and the measurement's revocation count.
    function tdxStatus(bytes32 measurement, bytes32 platformId, bytes6 fmspc)
        external
        view
        returns (bool allowed, uint64 revocations)
    {
        return (teeMeasurements[measurement] && !isTdxPlatformRevoked(platformId, fmspc), teeMeasurementRevocations[measurement]);
    }

    // --- ZK programs ---

    /// @notice Allows a ZK program (a verifying key's digest). The
    /// development keys' programs (DevZkPrograms) are refused outside dev
    /// chains: anyone can forge proofs under them.
    function allowZkProgram(bytes32 program) external onlyOwner {
        if (program == bytes32(0)) revert ZeroValue();
        if (block.chainid != DevZkPrograms.DEV_CHAIN_ID && DevZkPrograms.isDev(program)) {
            revert DevProgramOutsideDevChain(program);
        }
        zkPrograms[program] = true;
        emit ZkProgramAllowed(program);
    }

    function revokeZkProgram(bytes32 program) external onlyOwner {
        zkPrograms[program] = false;
        zkProgramRevocations[program]++;
        emit ZkProgramRevoked(program);
    }

    function isZkProgramAllowed(bytes32 program) external view returns (bool) {
        return zkPrograms[program];
    }

    /// @notice Whether the program is allowed, and how often it was revoked.
    function zkProgramStatus(bytes32 program) external view returns (bool allowed, uint64 revocations) {
        return (zkPrograms[program], zkProgramRevocations[program]);
    }

    // --- attesters ---

    function allowAttester(address attester) external onlyOwner {
        if (attester == address(0)) revert ZeroValue();
        attesters[attester] = true;
        emit AttesterAllowed(attester);
    }

    function revokeAttester(address attester) external onlyOwner {
        attesters[attester] = false;
        emit AttesterRevoked(attester);
    }

    function isAttester(address attester) external view returns (bool) {
        return attesters[attester];
    }
}
