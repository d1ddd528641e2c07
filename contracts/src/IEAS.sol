// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice The part of the Ethereum Attestation Service interface that
/// verijudge reads. Field order and types match EAS's Attestation struct
/// (eas-contracts 1.x), so the ABI is identical.
struct Attestation {
    bytes32 uid;
    bytes32 schema;
    uint64 time;
    uint64 expirationTime;
    uint64 revocationTime;
    bytes32 refUID;
    address recipient;
    address attester;
    bool revocable;
    bytes data;
}

interface IEAS {
    function getAttestation(bytes32 uid) external view returns (Attestation memory);
    function getTimestamp(bytes32 data) external view returns (uint64);
    function getRevokeOffchain(address revoker, bytes32 data) external view returns (uint64);
    /// EAS before 1.2 (Sepolia's and mainnet's) names its version VERSION()
    function VERSION() external view returns (string memory);
    function version() external view returns (string memory);
}
