// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IEAS, Attestation} from "./IEAS.sol";
import {EvaluatorRegistry} from "./EvaluatorRegistry.sol";
import {JudgeVerifier} from "./JudgeVerifier.sol";

/// @title TdxQuoteVerifier
/// @notice Level 3 (TEE_VERIFIED) for verijudge verdicts: verifies an Intel
/// TDX v4 quote on-chain from its bytes and records level 3 in
/// JudgeVerifier when
///   - the quote's ECDSA-P256 signature over header and TD quote body
///     verifies under its attestation key;
///   - the QE report comes from Intel's TD quoting enclave (MRSIGNER,
///     ISVPRODID, not debug), binds that key (report data = sha256(key ‖ QE
///     auth data) ‖ 32 zero bytes) and is signed by the PCK certificate's
///     key;
///   - the PCK certificate is signed by the intermediate certificate's key,
///     and the intermediate by the root key pinned in this contract (Intel's
///     SGX Root CA key on public networks; a TEST-ONLY key on dev chains);
///   - the TD measurement sha256(MRTD ‖ RTMR0..3) equals the provenance
///     attestation's teeMeasurement and is allowed by EvaluatorRegistry;
///   - the TD report data equals sha256(evaluatorDigest ‖ traceHash ‖
///     verdictHash) ‖ 32 zero bytes of the provenance attestation; and
///   - sha256 of the quote equals the provenance's teeQuoteHash; and
///   - the TD is no debug TD, sets no reserved attribute bits and has
///     SEPT_VE_DISABLE (tee.CheckTDAttributes);
///   - the platform (sha256 of the PPID and the FMSPC in the PCK leaf's SGX
///     extension) is not revoked in EvaluatorRegistry, and the quote's
///     TEE_TCB_SVN and QE ISVSVN reach the measurement's minimum there;
///   - the verdict attestation's status, ids and class are those of the
///     verdict-hash preimage given (JudgeVerifier.checkVerdictBound).
/// The level is recorded with the measurement and the platform, which
/// JudgeVerifier re-checks at every read.
/// A platform registered with registerPlatform (its PCK chain verified once)
/// skips the chain's PEM decoding and certificate signatures in later
/// quotes; everything else is checked for every quote.
/// Signatures use the P-256 precompile of EIP-7951 (address 0x100).
/// Not checked on-chain (docs/tee.md): certificate validity periods, other
/// certificate extensions, CRLs, and Intel's TCB info and QE identity
/// collateral (the QE's MRSIGNER and ISVPRODID are pinned instead).
contract TdxQuoteVerifier {
    address internal constant P256VERIFY = address(0x100);

    // TDX DCAP quote v4 layout (byte offsets).
    uint256 internal constant SIGNED_END = 632; // header (48) + TD quote body (584)
    uint256 internal constant TEE_TCB_SVN = 48 + 0;
    uint256 internal constant TD_ATTRIBUTES = 48 + 120;
    uint256 internal constant MRTD = 48 + 136;
    uint256 internal constant RTMR0 = 48 + 328;
    uint256 internal constant REPORT_DATA = 48 + 520;
    uint256 internal constant SIGNATURE = 636; // after the 4-byte signed data length
    uint256 internal constant ATTEST_KEY = 700;
    uint256 internal constant CERT_TYPE = 764;
    uint256 internal constant QE_REPORT = 770;
    uint256 internal constant QE_REPORT_SIG = 770 + 384;
    uint256 internal constant QE_AUTH_LEN = 770 + 384 + 64;
    /// Intel's TD quoting enclave: MRSIGNER and ISVPRODID of its QE report
    /// (Intel PCS QE identity "TD_QE").
    bytes32 internal constant TD_QE_MRSIGNER = 0xdc9e2a7c6f948f17474e34a7fc43ed030f7c1563f1babddf6340c82e0e54a8c5;
    uint256 internal constant TD_QE_ISVPRODID = 2;

    IEAS public immutable eas;
    EvaluatorRegistry public immutable registry;
    JudgeVerifier public immutable judgeVerifier;
    bytes32 public immutable rootKeyX;
    bytes32 public immutable rootKeyY;

    /// A TDX platform whose PCK chain verified up to the pinned root: the
    /// PCK leaf's P-256 key, sha256 of its PPID and its FMSPC.
    struct Platform {
        bytes32 keyX;
        bytes32 keyY;
        bytes32 platform;
        bytes6 fmspc;
    }

    /// registered platforms, by keccak256 of the PEM chain a quote carries
    mapping(bytes32 => Platform) public platforms;

    event PlatformRegistered(bytes32 indexed chainHash, bytes32 indexed platform, bytes6 fmspc);

    error BadQuote(string why);
    error NotBound(string why);
    /// checkVerdictBound's reason: the pair is not at level 1, or the
    /// preimage is not its verdict's (JudgeVerifier.PREIMAGE_MISMATCH)
    error NotAtLevel1(uint8 reason);

    event QuoteVerified(bytes32 indexed verdictUid, bytes32 indexed provenanceUid, bytes32 measurement);

    constructor(JudgeVerifier judgeVerifier_, bytes32 rootKeyX_, bytes32 rootKeyY_) {
        judgeVerifier = judgeVerifier_;
        eas = judgeVerifier_.eas();
        registry = judgeVerifier_.registry();
        rootKeyX = rootKeyX_;
        rootKeyY = rootKeyY_;
    }

    /// @notice Verifies the quote's signatures and certificate chain up to the
    /// pinned root; reverts with BadQuote otherwise.
    /// @return measurement sha256(MRTD ‖ RTMR0 ‖ RTMR1 ‖ RTMR2 ‖ RTMR3)
    /// @return reportData the TD's 64 bytes of report data
    function verifyQuote(bytes calldata q) public view returns (bytes32 measurement, bytes memory reportData) {
        (measurement, reportData,,) = _verify(q);
    }

    /// @dev verifyQuote, also returning the TDX platform: sha256 of the PCK
    /// leaf's PPID (the platform's identity; hashed, so that the registry
    /// publishes no PPID) and the FMSPC of its SGX extension.
    function _verify(bytes calldata q)
        internal
        view
        returns (bytes32 measurement, bytes memory reportData, bytes32 platform, bytes6 fmspc)
    {
        if (q.length < QE_AUTH_LEN + 2) revert BadQuote("short");
        if (_u16(q, 0) != 4 || _u16(q, 2) != 2 || _u32(q, 4) != 0x81) revert BadQuote("not a TDX v4 ECDSA-P256 quote");
        if (_u16(q, CERT_TYPE) != 6) revert BadQuote("certification data is not a QE report");
        // Quote signature by the attestation key.
        if (!_p256(sha256(q[0:SIGNED_END]), q[SIGNATURE:SIGNATURE + 64], q[ATTEST_KEY:ATTEST_KEY + 64])) {
            revert BadQuote("quote signature");
        }
        _checkQeIdentity(q);
        uint256 chainAt = _checkKeyBinding(q);
        bytes memory pck;
        (pck, platform, fmspc) = _pckKey(q, chainAt);
        // The QE report, signed by the PCK key.
        if (!_p256(sha256(q[QE_REPORT:QE_REPORT + 384]), q[QE_REPORT_SIG:QE_REPORT_SIG + 64], pck)) {
            revert BadQuote("QE report signature");
        }
        measurement = sha256(abi.encodePacked(q[MRTD:MRTD + 48], q[RTMR0:RTMR0 + 192]));
        reportData = q[REPORT_DATA:REPORT_DATA + 64];
    }

    /// @dev the QE report comes from Intel's TD quoting enclave (not any
    /// enclave the platform's PCE would certify): MRSIGNER and ISVPRODID of
    /// Intel's TD QE, and not a debug enclave.
    function _checkQeIdentity(bytes calldata q) internal pure {
        if (bytes32(q[QE_REPORT + 128:QE_REPORT + 160]) != TD_QE_MRSIGNER || _u16(q, QE_REPORT + 256) != TD_QE_ISVPRODID) {
            revert BadQuote("QE report is not Intel's TD quoting enclave");
        }
        if (uint8(q[QE_REPORT + 48]) & 0x02 != 0) revert BadQuote("debug quoting enclave");
    }

    /// @dev the QE report binds the attestation key: report data =
    /// sha256(key ‖ QE auth data) ‖ 32 zero bytes. Returns the offset of the
    /// PCK chain's certification data.
    function _checkKeyBinding(bytes calldata q) internal pure returns (uint256 chainAt) {
        uint256 authLen = _u16(q, QE_AUTH_LEN);
        chainAt = QE_AUTH_LEN + 2 + authLen;
        if (q.length < chainAt + 6) revert BadQuote("short");
        bytes32 binding = sha256(abi.encodePacked(q[ATTEST_KEY:ATTEST_KEY + 64], q[QE_AUTH_LEN + 2:chainAt]));
        if (bytes32(q[QE_REPORT + 320:QE_REPORT + 352]) != binding || bytes32(q[QE_REPORT + 352:QE_REPORT + 384]) != bytes32(0)) {
            revert BadQuote("attestation key not bound by the QE report");
        }
    }

    /// @dev the PCK leaf's key and platform (sha256 of its PPID, and its
    /// FMSPC): a registered platform's, stored when its chain was verified
    /// (registerPlatform), or else verified here from the quote's chain.
    function _pckKey(bytes calldata q, uint256 chainAt) internal view returns (bytes memory, bytes32, bytes6) {
        if (_u16(q, chainAt) != 5) revert BadQuote("certification data is not a PCK chain");
        uint256 pemLen = _u32(q, chainAt + 2);
        if (q.length < chainAt + 6 + pemLen) revert BadQuote("short");
        bytes calldata pem = q[chainAt + 6:chainAt + 6 + pemLen];
        Platform storage p = platforms[keccak256(pem)];
        if (p.keyX != bytes32(0)) return (abi.encodePacked(p.keyX, p.keyY), p.platform, p.fmspc);
        return _verifyChain(pem);
    }

    /// @dev the leaf's key and platform after verifying the PEM chain's
    /// leaf under its intermediate and the intermediate under the pinned
    /// root.
    function _verifyChain(bytes calldata pem) internal view returns (bytes memory, bytes32, bytes6) {
        (bytes memory leaf, uint256 next) = _pemCert(pem, 0);
        (bytes memory intermediate,) = _pemCert(pem, next);
        (bytes32 ix, bytes32 iy) = _verifyCert(intermediate, rootKeyX, rootKeyY);
        (bytes32 px, bytes32 py) = _verifyCert(leaf, ix, iy);
        (bytes16 ppid, bytes6 fmspc) = _platform(leaf);
        return (abi.encodePacked(px, py), sha256(abi.encodePacked(ppid)), fmspc);
    }

    /// @notice Verifies a TDX platform's PCK certificate chain (PEM: the
    /// leaf, then the intermediate; the root is not read, its key is
    /// pinned) up to the pinned root and stores the verified leaf key and
    /// platform under keccak256 of the chain's bytes, so that quotes
    /// carrying exactly these bytes skip the PEM decoding and both
    /// certificate signatures. Anyone may call it: only a chain that
    /// verifies is stored, and what is stored is what the full path would
    /// compute. Registry revocations of the platform or its FMSPC apply to
    /// registered platforms as to any other (they are checked at every
    /// verifyAndRecord and at every JudgeVerifier read).
    /// @return chainHash the key the platform is stored under
    function registerPlatform(bytes calldata pemChain) external returns (bytes32 chainHash) {
        (bytes memory key, bytes32 platform, bytes6 fmspc) = _verifyChain(pemChain);
        (bytes32 x, bytes32 y) = abi.decode(key, (bytes32, bytes32));
        chainHash = keccak256(pemChain);
        platforms[chainHash] = Platform({keyX: x, keyY: y, platform: platform, fmspc: fmspc});
        emit PlatformRegistered(chainHash, platform, fmspc);
    }

    /// @dev The platform of a PCK certificate (verified above): its PPID and
    /// FMSPC, read by walking its DER: TBSCertificate, extensions [3], the
    /// SGX extension (OID 1.2.840.113741.1.13.1), and that extension's PPID
    /// (.1, 16 bytes) and FMSPC (.4, 6 bytes) entries.
    function _platform(bytes memory c) internal pure returns (bytes16 ppid, bytes6 fmspc) {
        (uint256 e, uint256 sgxEnd) = _sgxExtension(c);
        bool havePpid;
        bool haveFmspc;
        while (e < sgxEnd && !(havePpid && haveFmspc)) {
            (, uint256 item, uint256 itemEnd) = _der(c, e, 0x30);
            e = itemEnd;
            (,, uint256 idEnd) = _der(c, item, 0x06);
            // 06 0a 2a 86 48 86 f8 4d 01 0d 01 0N: SGX extension entry N
            if (idEnd - item != 12 || bytes11(_word(c, item)) != bytes11(0x060a2a864886f84d010d01)) continue;
            uint8 n = uint8(c[item + 11]);
            if (n != 1 && n != 4) continue;
            (, uint256 v, uint256 vEnd) = _der(c, idEnd, 0x04);
            if (vEnd > itemEnd || vEnd - v != (n == 1 ? 16 : 6)) revert BadQuote("PCK certificate SGX extension");
            if (n == 1) (ppid, havePpid) = (bytes16(_word(c, v)), true);
            else (fmspc, haveFmspc) = (bytes6(_word(c, v)), true);
        }
        if (!havePpid || !haveFmspc) revert BadQuote("PCK certificate has no PPID or FMSPC");
    }

    /// @dev the content bounds of the SGX extension's SEQUENCE
    function _sgxExtension(bytes memory c) internal pure returns (uint256, uint256) {
        (uint256 i, uint256 end) = _extensions(c);
        while (i < end) {
            (, uint256 ext, uint256 extEnd) = _der(c, i, 0x30); // Extension
            i = extEnd;
            (,, uint256 oidEnd) = _der(c, ext, 0x06);
            // 06 09 2a 86 48 86 f8 4d 01 0d 01: the SGX extension
            if (oidEnd - ext != 11 || bytes11(_word(c, ext)) != bytes11(0x06092a864886f84d010d01)) continue;
            if (uint8(c[oidEnd]) == 0x01) (,, oidEnd) = _der(c, oidEnd, 0x01); // critical
            (, ext, oidEnd) = _der(c, oidEnd, 0x04); // extnValue
            if (oidEnd > extEnd) revert BadQuote("certificate DER");
            (, i, end) = _der(c, ext, 0x30);
            if (end > oidEnd) revert BadQuote("certificate DER");
            return (i, end);
        }
        revert BadQuote("PCK certificate has no SGX extension");
    }

    /// @dev the content bounds of the TBS's extensions SEQUENCE ([3])
    function _extensions(bytes memory c) internal pure returns (uint256, uint256) {
        (, uint256 i,) = _der(c, 0, 0x30); // Certificate
        (, uint256 tbs, uint256 tbsEnd) = _der(c, i, 0x30); // TBSCertificate
        i = tbs;
        if (uint8(c[i]) == 0xa0) (,, i) = _der(c, i, 0xa0); // version
        for (uint256 k = 0; k < 6; k++) (,, i) = _any(c, i); // serial .. subjectPublicKeyInfo
        while (i < tbsEnd) {
            (uint8 tag, uint256 start, uint256 end) = _any(c, i);
            if (tag == 0xa3) {
                if (end > tbsEnd) revert BadQuote("certificate DER");
                (, i, end) = _der(c, start, 0x30);
                return (i, end);
            }
            i = end;
        }
        revert BadQuote("PCK certificate has no extensions");
    }

    /// @notice Verifies `quote` against the verdict's provenance attestation
    /// and records level 3 for the verdict in JudgeVerifier, on the quote's
    /// measurement (re-checked against the registry at every read).
    /// @param preimage the verdict-hash preimage: the verdict attestation's
    /// status, ids and class must be the ones it hashes (checkVerdictBound)
    function verifyAndRecord(bytes32 verdictUid, bytes32 provenanceUid, bytes calldata quote, bytes calldata preimage)
        external
    {
        // The verdict and this provenance must stand at level 1 or more:
        // attested by one allowed attester, linked, not revoked or expired,
        // with an allowed evaluator (otherwise anyone could replay a valid
        // quote against a provenance of their own), and the attestation's
        // clear fields must be the preimage's (otherwise an attester could
        // show SUCCESS over a FAILURE verdict's hash).
        (uint8 level, uint8 reason) = judgeVerifier.checkVerdictBound(verdictUid, provenanceUid, preimage);
        if (level < judgeVerifier.REPRODUCIBLE()) revert NotAtLevel1(reason);
        (bytes32 measurement, bytes32 platform, bytes6 fmspc) = _checkQuote(provenanceUid, quote);
        if (judgeVerifier.recordLevel(verdictUid, provenanceUid, judgeVerifier.TEE_VERIFIED(), measurement, platform, fmspc)) {
            emit QuoteVerified(verdictUid, provenanceUid, measurement);
        }
    }

    /// @dev The quote against the provenance attestation: its hash, its
    /// signatures and chain, TD attributes, measurement (the provenance's,
    /// allowed), platform (not revoked), TCB (at least the measurement's
    /// minimum) and report data (the provenance's binding).
    function _checkQuote(bytes32 provenanceUid, bytes calldata quote)
        internal
        view
        returns (bytes32 measurement, bytes32 platform, bytes6 fmspc)
    {
        Attestation memory p = eas.getAttestation(provenanceUid);
        if (p.data.length != 160) revert NotBound("provenance");
        (bytes32 verdictHash, bytes32 traceHash, bytes32 evaluatorDigest, bytes32 quoteHash, bytes32 teeMeasurement) =
            abi.decode(p.data, (bytes32, bytes32, bytes32, bytes32, bytes32));
        if (sha256(quote) != quoteHash) revert NotBound("quote hash");
        bytes memory reportData;
        (measurement, reportData, platform, fmspc) = _verify(quote);
        _checkAttributes(quote);
        if (measurement != teeMeasurement) revert NotBound("measurement differs from the provenance");
        if (!registry.isTeeMeasurementAllowed(measurement)) revert NotBound("measurement not allowed");
        if (registry.isTdxPlatformRevoked(platform, fmspc)) revert NotBound("platform revoked");
        _checkTcb(quote, measurement);
        bytes32 want = sha256(abi.encodePacked(evaluatorDigest, traceHash, verdictHash));
        if (keccak256(reportData) != keccak256(abi.encodePacked(want, bytes32(0)))) revert NotBound("report data");
    }

    /// @dev The quote's TCB against the measurement's minimum: every byte of
    /// TEE_TCB_SVN (the TD quote body's first 16 bytes) at least the
    /// minimum's, and the QE report's ISVSVN at least the minimum's.
    function _checkTcb(bytes calldata q, bytes32 measurement) internal view {
        (bytes16 minTee, uint16 minQe) = registry.minTcb(measurement);
        for (uint256 i = 0; i < 16; i++) {
            if (uint8(q[TEE_TCB_SVN + i]) < uint8(minTee[i])) revert NotBound("TEE TCB below the minimum");
        }
        if (_u16(q, QE_REPORT + 258) < minQe) revert NotBound("QE ISVSVN below the minimum");
    }

    /// @dev TD attribute policy, as off-chain (tee.CheckTDAttributes): no
    /// debug TD, no reserved bits, SEPT_VE_DISABLE set.
    function _checkAttributes(bytes calldata q) internal pure {
        uint256 a = TD_ATTRIBUTES;
        if (q[a] != 0) revert NotBound("debug TD");
        if (q[a + 1] != 0 || q[a + 2] != 0 || uint8(q[a + 3]) & 0x2f != 0 || q[a + 4] != 0 || q[a + 5] != 0 || q[a + 6] != 0
            || uint8(q[a + 7]) & 0x7f != 0) revert NotBound("reserved TD attribute bits");
        if (uint8(q[a + 3]) & 0x10 == 0) revert NotBound("SEPT_VE_DISABLE not set");
    }

    // --- P-256 (EIP-7951) ---

    function _p256(bytes32 digest, bytes memory sig, bytes memory key) internal view returns (bool) {
        (bool ok, bytes memory out) = P256VERIFY.staticcall(abi.encodePacked(digest, sig, key));
        return ok && out.length == 32 && uint256(bytes32(out)) == 1;
    }

    // --- X.509 (DER) ---

    /// @dev verifies cert's ECDSA-SHA256 signature under (x, y) and returns
    /// cert's own P-256 public key.
    function _verifyCert(bytes memory c, bytes32 x, bytes32 y) internal view returns (bytes32, bytes32) {
        (bytes32 tbsHash, bytes memory sig, uint256 tbsBody, uint256 tbsEnd) = _certSignature(c);
        if (!_p256(tbsHash, sig, abi.encodePacked(x, y))) revert BadQuote("certificate chain");
        return _certKey(c, tbsBody, tbsEnd);
    }

    /// @dev sha256 of the TBSCertificate, the signature as r ‖ s, and where
    /// the TBS content starts.
    function _certSignature(bytes memory c)
        internal
        view
        returns (bytes32 tbsHash, bytes memory sig, uint256 tbsBody, uint256 tbsEnd)
    {
        (, uint256 body, uint256 certEnd) = _der(c, 0, 0x30); // Certificate
        if (certEnd != c.length) revert BadQuote("certificate DER length");
        (, tbsBody, tbsEnd) = _der(c, body, 0x30); // TBSCertificate
        tbsHash = _sha256(c, body, tbsEnd);
        (,, uint256 pos) = _der(c, tbsEnd, 0x30); // signatureAlgorithm
        (, uint256 bits, uint256 bitsEnd) = _der(c, pos, 0x03); // signatureValue
        if (c[bits] != 0) revert BadQuote("certificate signature bits");
        (, pos,) = _der(c, bits + 1, 0x30);
        (, uint256 rAt, uint256 rEnd) = _der(c, pos, 0x02);
        bytes32 r = _int32(c, rAt, rEnd);
        (, rAt, pos) = _der(c, rEnd, 0x02);
        if (pos != bitsEnd) revert BadQuote("certificate signature");
        sig = abi.encodePacked(r, _int32(c, rAt, pos));
    }

    /// @dev the P-256 key in subjectPublicKeyInfo: the 7th element of the
    /// TBS (after the optional [0] version, serial, signature, issuer,
    /// validity, subject).
    function _certKey(bytes memory c, uint256 i, uint256 tbsEnd) internal pure returns (bytes32 kx, bytes32 ky) {
        if (uint8(c[i]) == 0xa0) (,, i) = _der(c, i, 0xa0);
        for (uint256 k = 0; k < 5; k++) (,, i) = _any(c, i);
        (, uint256 spki, uint256 spkiEnd) = _der(c, i, 0x30);
        if (spkiEnd > tbsEnd) revert BadQuote("certificate DER");
        (,, uint256 algIdEnd) = _der(c, spki, 0x30);
        (, uint256 keyAt, uint256 keyEnd) = _der(c, algIdEnd, 0x03);
        if (keyEnd > spkiEnd || keyEnd - keyAt != 66 || c[keyAt] != 0 || c[keyAt + 1] != 0x04) revert BadQuote("certificate key is not P-256");
        kx = _word(c, keyAt + 2);
        ky = _word(c, keyAt + 34);
    }

    /// @dev header of the DER element at i with the wanted tag: returns
    /// (tag, content start, element end).
    function _der(bytes memory d, uint256 i, uint8 want) internal pure returns (uint8 tag, uint256 start, uint256 end) {
        (tag, start, end) = _any(d, i);
        if (tag != want) revert BadQuote("certificate DER");
    }

    function _any(bytes memory d, uint256 i) internal pure returns (uint8 tag, uint256 start, uint256 end) {
        if (i + 2 > d.length) revert BadQuote("certificate DER");
        tag = uint8(d[i]);
        uint256 l = uint8(d[i + 1]);
        start = i + 2;
        if (l >= 0x80) {
            uint256 n = l & 0x7f;
            if (n == 0 || n > 2 || start + n > d.length) revert BadQuote("certificate DER length");
            l = 0;
            for (uint256 k = 0; k < n; k++) l = (l << 8) | uint8(d[start + k]);
            start += n;
        }
        end = start + l;
        if (end > d.length) revert BadQuote("certificate DER length");
    }

    /// @dev a DER INTEGER's magnitude as 32 bytes.
    function _int32(bytes memory d, uint256 pos, uint256 end) internal pure returns (bytes32 v) {
        while (pos < end && d[pos] == 0) pos++;
        if (end - pos > 32) revert BadQuote("certificate signature integer");
        for (uint256 k = pos; k < end; k++) v = bytes32((uint256(v) << 8) | uint8(d[k]));
    }

    function _word(bytes memory d, uint256 pos) internal pure returns (bytes32 w) {
        assembly {
            w := mload(add(add(d, 32), pos))
        }
    }


    // --- PEM ---

    /// @dev base64 alphabet: value; 0xfe for characters skipped (newlines,
    /// padding), 0xfd for '-' (the END line), 0xff for characters not
    /// allowed.
    bytes internal constant B64 =
        hex"fffffffffffffffffffffefffffeffffffffffffffffffffffffffffffffffffffffffffffffffffffffff3efffdff3f3435363738393a3b3c3dfffffffeffffff000102030405060708090a0b0c0d0e0f10111213141516171819ffffffffffff1a1b1c1d1e1f202122232425262728292a2b2c2d2e2f30313233ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff";

    /// @dev decodes the first PEM certificate at or after `from`; returns
    /// its DER and the offset after its END line. The decoder gathers four
    /// base64 characters (24 bits) and writes three bytes at a time.
    function _pemCert(bytes calldata pem, uint256 from) internal pure returns (bytes memory der, uint256 next) {
        uint256 i = from;
        while (i + 11 <= pem.length && bytes11(pem[i:i + 11]) != "-----BEGIN ") i++;
        if (i + 11 > pem.length) revert BadQuote("PCK chain has fewer than two certificates");
        while (i < pem.length && pem[i] != 0x0a) i++; // end of the BEGIN line
        i++;
        bytes memory table = B64;
        bool bad;
        der = new bytes(pem.length - i + 32); // slack: three-byte groups are written as whole words
        assembly {
            let tab := add(table, 32)
            let out := add(der, 32)
            let o := 0
            let acc := 0
            let n := 0
            let p := add(pem.offset, i)
            let end := add(pem.offset, pem.length)
            for {} lt(p, end) { p := add(p, 1) } {
                let v := byte(0, mload(add(tab, shr(248, calldataload(p)))))
                if lt(v, 64) {
                    acc := or(shl(6, acc), v)
                    n := add(n, 1)
                    if eq(n, 4) {
                        mstore(add(out, o), shl(232, acc))
                        o := add(o, 3)
                        acc := 0
                        n := 0
                    }
                    continue
                }
                if eq(v, 0xfe) { continue }
                if eq(v, 0xfd) { break }
                bad := 1
                break
            }
            // A final group of 2 or 3 characters (padding dropped).
            if eq(n, 2) {
                mstore8(add(out, o), shr(4, acc))
                o := add(o, 1)
            }
            if eq(n, 3) {
                mstore(add(out, o), shl(240, shr(2, acc)))
                o := add(o, 2)
            }
            if eq(n, 1) { bad := 1 }
            mstore(der, o)
            i := sub(p, pem.offset)
        }
        if (bad) revert BadQuote("PEM base64");
        while (i < pem.length && pem[i] != 0x0a) i++; // the END line
        next = i + 1;
    }

    /// @dev sha256 of d[from:to] without copying it.
    function _sha256(bytes memory d, uint256 from, uint256 to) internal view returns (bytes32 h) {
        bool ok;
        assembly {
            ok := staticcall(gas(), 0x02, add(add(d, 32), from), sub(to, from), 0x00, 0x20)
            h := mload(0x00)
        }
        if (!ok) revert BadQuote("sha256");
    }

    // --- little-endian integers ---

    function _u16(bytes calldata q, uint256 pos) internal pure returns (uint256) {
        return uint256(uint8(q[pos])) | (uint256(uint8(q[pos + 1])) << 8);
    }

    function _u32(bytes calldata q, uint256 pos) internal pure returns (uint256) {
        return _u16(q, pos) | (_u16(q, pos + 2) << 16);
    }
}
