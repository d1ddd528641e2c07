package zk

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/consensys/gnark/backend/groth16"
	groth16_bn254 "github.com/consensys/gnark/backend/groth16/bn254"
	"github.com/consensys/gnark/backend/solidity"

	"github.com/verijudge/verijudge/canon"
)

// ExportSolidity writes the Solidity verifier of vk, contract Verifier,
// pinned to the solc version contracts/ builds with: gnark's template,
// with verifyProof's two pairing checks folded into one (foldPairings),
// and a constant programId, the program id of vk (ProgramID), which
// ZkJudgeVerifier's constructor requires to be the program it is deployed
// for. vk must come from DevSetup or a ceremony: keys whose commitment key
// is not on γ are refused.
func ExportSolidity(w io.Writer, vk groth16.VerifyingKey) error {
	b, err := exportSolidity(vk)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

func exportSolidity(vk groth16.VerifyingKey) ([]byte, error) {
	bvk, ok := vk.(*groth16_bn254.VerifyingKey)
	if !ok {
		return nil, fmt.Errorf("zk: not a BN254 verifying key")
	}
	if len(bvk.CommitmentKeys) != 1 {
		return nil, fmt.Errorf("zk: the verifier handles one commitment, the key has %d", len(bvk.CommitmentKeys))
	}
	if !bvk.CommitmentKeys[0].G.Equal(&bvk.G2.Gamma) {
		return nil, fmt.Errorf("zk: the key's commitment key is not on γ (keys from zk.DevSetup or a ceremony have it there)")
	}
	// gnark's export negates β, γ and δ in the key it is given while it
	// writes, then restores them: it gets a copy, so that a key others
	// read meanwhile (a trust root's, verifying proofs) never changes.
	cp := *bvk
	var b bytes.Buffer
	if err := cp.ExportSolidity(&b, solidity.WithPragmaVersion("0.8.37")); err != nil {
		return nil, err
	}
	folded, err := foldPairings(b.Bytes())
	if err != nil {
		return nil, err
	}
	id, err := ProgramID(vk)
	if err != nil {
		return nil, err
	}
	const decl = "contract Verifier {\n"
	if bytes.Count(folded, []byte(decl)) != 1 {
		return nil, fmt.Errorf("zk: gnark's Solidity verifier no longer declares contract Verifier")
	}
	return bytes.Replace(folded, []byte(decl), []byte(decl+
		"    /// @notice The program id this contract verifies proofs for: sha256 of\n"+
		"    /// its verifying key (zk.ProgramID). ZkJudgeVerifier requires it.\n"+
		"    bytes32 public constant programId = "+id.String()+";\n"), 1), nil
}

// foldPairings rewrites the end of verifyProof in gnark's Groth16
// verifier. gnark checks the commitment's proof of knowledge,
//
//	e(C, -σG)·e(PoK, G) = 1,
//
// and then the Groth16 equation, e(A, B)·e(Cp, -δ)·e(α, -β)·e(L, -γ) = 1,
// in two calls of the pairing precompile (2 and 4 pairs: 294k gas). With
// G = γ, both hold (but with probability 1/r for a cheating prover) exactly
// when, for r drawn from everything the prover sent,
//
//	e(A, B)·e(Cp, -δ)·e(α, -β)·e(L - r·PoK, -γ)·e(r·C, -σG) = 1:
//
// one call of 5 pairs (215k gas) and two scalar multiplications (12k).
// verifyCompressedProof is left as gnark wrote it.
func foldPairings(src []byte) ([]byte, error) {
	const (
		fn     = "    function verifyProof(\n"
		marker = "        // Verify pedersen commitments\n"
		tail   = "            revert ProofInvalid();\n        }\n    }\n}\n"
	)
	i := bytes.Index(src, []byte(fn))
	if i < 0 || bytes.Count(src, []byte(fn)) != 1 {
		return nil, fmt.Errorf("zk: gnark's Solidity verifier changed: no single verifyProof")
	}
	j := bytes.Index(src[i:], []byte(marker))
	if j < 0 || !bytes.HasSuffix(src, []byte(tail)) {
		return nil, fmt.Errorf("zk: gnark's Solidity verifier changed: verifyProof is not shaped as foldPairings expects")
	}
	// What is replaced must be exactly gnark v0.14.0's two checks (it
	// names constants, never their values): a template that checks more
	// there must not lose it silently.
	if h := sha256.Sum256(src[i+j:]); hex.EncodeToString(h[:]) != replacedSHA256 {
		return nil, fmt.Errorf("zk: gnark's Solidity verifier changed: the end of verifyProof is not the code foldPairings replaces")
	}
	out := append([]byte(nil), src[:i+j]...)
	return append(out, foldedCheck...), nil
}

// replacedSHA256 is SHA-256 of the end of verifyProof (from "// Verify
// pedersen commitments" to the end of the file) in gnark v0.14.0's export
// for one commitment.
const replacedSHA256 = "86090a47be5c9cf7a7a38172ee9aaf189101e6615a820ccbe285490a3023820c"

const foldedCheck = `        // verijudge (zk/solidity.go, foldPairings): one pairing check for
        // the commitment's proof of knowledge and the Groth16 equation.
        // The commitment key's G is γ, so with r drawn from the proof and
        // the input,
        //   e(A, B)·e(Cp, -δ)·e(α, -β)·e(L - r·PoK, -γ)·e(r·C, -σG) = 1
        // holds, but with probability 1/R, only if both
        //   e(C, -σG)·e(PoK, G) = 1 and e(A, B)·e(Cp, -δ)·e(α, -β)·e(L, -γ) = 1
        // do.
        (uint256 x, uint256 y) = publicInputMSM(
            input,
            publicCommitments,
            commitments
        );
        uint256 r = uint256(keccak256(abi.encodePacked(proof, commitments, commitmentPok, input))) % (R - 1) + 1;

        bool success;
        assembly ("memory-safe") {
            let f := mload(0x40) // Free memory pointer.

            // L - r·PoK
            calldatacopy(f, commitmentPok, 0x40)
            mstore(add(f, 0x40), r)
            success := staticcall(gas(), PRECOMPILE_MUL, f, 0x60, f, 0x40)
            let ny := mload(add(f, 0x20))
            if ny { mstore(add(f, 0x20), sub(P, ny)) }
            mstore(add(f, 0x40), x)
            mstore(add(f, 0x60), y)
            success := and(success, staticcall(gas(), PRECOMPILE_ADD, f, 0x80, f, 0x40))
            let lx := mload(f)
            let ly := mload(add(f, 0x20))

            // r·C
            calldatacopy(f, commitments, 0x40)
            mstore(add(f, 0x40), r)
            success := and(success, staticcall(gas(), PRECOMPILE_MUL, f, 0x60, f, 0x40))
            let cx := mload(f)
            let cy := mload(add(f, 0x20))

            // e(A, B), e(Cp, -δ), e(α, -β), e(L - r·PoK, -γ), e(r·C, -σG)
            calldatacopy(f, proof, 0x100)
            mstore(add(f, 0x100), DELTA_NEG_X_1)
            mstore(add(f, 0x120), DELTA_NEG_X_0)
            mstore(add(f, 0x140), DELTA_NEG_Y_1)
            mstore(add(f, 0x160), DELTA_NEG_Y_0)
            mstore(add(f, 0x180), ALPHA_X)
            mstore(add(f, 0x1a0), ALPHA_Y)
            mstore(add(f, 0x1c0), BETA_NEG_X_1)
            mstore(add(f, 0x1e0), BETA_NEG_X_0)
            mstore(add(f, 0x200), BETA_NEG_Y_1)
            mstore(add(f, 0x220), BETA_NEG_Y_0)
            mstore(add(f, 0x240), lx)
            mstore(add(f, 0x260), ly)
            mstore(add(f, 0x280), GAMMA_NEG_X_1)
            mstore(add(f, 0x2a0), GAMMA_NEG_X_0)
            mstore(add(f, 0x2c0), GAMMA_NEG_Y_1)
            mstore(add(f, 0x2e0), GAMMA_NEG_Y_0)
            mstore(add(f, 0x300), cx)
            mstore(add(f, 0x320), cy)
            mstore(add(f, 0x340), PEDERSEN_GSIGMANEG_X_1)
            mstore(add(f, 0x360), PEDERSEN_GSIGMANEG_X_0)
            mstore(add(f, 0x380), PEDERSEN_GSIGMANEG_Y_1)
            mstore(add(f, 0x3a0), PEDERSEN_GSIGMANEG_Y_0)

            success := and(success, staticcall(gas(), PRECOMPILE_VERIFY, f, 0x3c0, f, 0x20))
            success := and(success, mload(f))
        }
        if (!success) {
            // Either proof or verification key invalid.
            revert ProofInvalid();
        }
    }
}
`

// DevVerifierContract and DevVerifierFile name the Solidity verifier of
// the small profile's development keys, committed in contracts/src.
const (
	DevVerifierContract = "ZkDevSmallVerifier"
	DevVerifierFile     = DevVerifierContract + ".sol"
)

// DevChainID is the chain id of dev chains (geth --dev, the embedded
// chain): the only chain on which the development verifier verifies.
const DevChainID = 1337

// DevVerifierSolidity is ExportSolidity for the development keys, with the
// contract renamed and labelled INSECURE, and both verify functions
// reverting (DevKeysOnDevChainOnly) on any chain but DevChainID: anyone can
// forge proofs under these keys.
func DevVerifierSolidity(vk groth16.VerifyingKey) ([]byte, error) {
	b, err := exportSolidity(vk)
	if err != nil {
		return nil, err
	}
	out, err := devLock(b)
	if err != nil {
		return nil, err
	}
	out = bytes.Replace(out, []byte("contract Verifier {\n"), []byte("contract "+DevVerifierContract+" {\n"), 1)
	head := "// Code generated by zk/gen from the small profile's development keys. DO NOT EDIT.\n" +
		"// INSECURE: these keys come from a public seed (zk.DevSetup); anyone can forge proofs that\n" +
		"// this verifier accepts. For tests, the demo and the dev chain only.\n"
	return append([]byte(head), out...), nil
}

// ExportDevSolidity writes ExportSolidity's verifier for development keys
// kept in a folder (zk setup --dev --out): contract Verifier, reverting
// (DevKeysOnDevChainOnly) on any chain but DevChainID.
func ExportDevSolidity(w io.Writer, vk groth16.VerifyingKey) error {
	b, err := exportSolidity(vk)
	if err == nil {
		b, err = devLock(b)
	}
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// devLock makes both verify functions of an exported verifier revert on
// any chain but DevChainID.
func devLock(b []byte) ([]byte, error) {
	out := bytes.Replace(b, []byte("contract Verifier {\n"), []byte("contract Verifier {\n"+
		"    /// The development keys verify on dev chains only.\n"+
		"    error DevKeysOnDevChainOnly(uint256 chainId);\n"), 1)
	if bytes.Equal(out, b) {
		return nil, fmt.Errorf("zk: gnark's Solidity verifier no longer declares contract Verifier")
	}
	const body = ") public view {\n"
	if n := bytes.Count(out, []byte(body)); n != 2 {
		return nil, fmt.Errorf("zk: gnark's Solidity verifier has %d public view functions, want verifyProof and verifyCompressedProof", n)
	}
	out = bytes.ReplaceAll(out, []byte(body), []byte(body+
		fmt.Sprintf("        if (block.chainid != %d) revert DevKeysOnDevChainOnly(block.chainid);\n", DevChainID)))
	return out, nil
}

// DevKeysMarker is the file 'zk setup --dev --out DIR' writes beside the
// keys, so that a folder of INSECURE development keys is known as such.
const DevKeysMarker = "INSECURE-DEVELOPMENT-KEYS"

// DevFullProgramID is the program id of the full profile's development
// keys. Its setup takes about half an hour and 12 GB on 2 cores, so zk/gen
// does not make it; BenchmarkZKProve/full checks this value against the
// keys it sets up (DevSetup is deterministic).
const DevFullProgramID = "0xc2871deef274033e51bd4f03b7ac1f5cb4fec99b59d60244f48859f209e03096"

// retiredDevPrograms are the development program ids of circuits this
// build no longer compiles (the template circuit's small profile, before
// the judge circuit replaced it). Their keys come from the same public
// seed, so anyone can still forge proofs under them: they stay refused
// outside dev chains. The list only grows.
var retiredDevPrograms = []string{
	"0x6437af3d7269249ce20408d0262795a115637e228b6a0a50356f2a0f69b0c46e",
}

// DevPrograms lists every development program id, current and retired:
// the small and full profiles' and the retired ones. EvaluatorRegistry
// refuses all of them on any chain but DevChainID.
func DevPrograms() []canon.Hash { return DevProgramsWith(canon.MustParseHash(DevSmallProgramID)) }

// DevProgramsWith is DevPrograms with small as the small profile's
// program id (zk/gen, before it writes DevSmallProgramID).
func DevProgramsWith(small canon.Hash) []canon.Hash {
	out := []canon.Hash{small}
	for _, s := range append([]string{DevFullProgramID}, retiredDevPrograms...) {
		out = append(out, canon.MustParseHash(s))
	}
	return out
}

// IsDevKeysDir reports whether the keys in dir, of program id, are
// development keys: the folder has DevKeysMarker, or id is a development
// program (DevPrograms).
func IsDevKeysDir(dir string, id canon.Hash) bool {
	if slices.Contains(DevPrograms(), id) {
		return true
	}
	_, err := os.Stat(filepath.Join(dir, DevKeysMarker))
	return err == nil
}

// DevProgramsFile is the Solidity library, committed in contracts/src,
// that lists the program ids of the development keys; EvaluatorRegistry
// refuses to allow them on any chain but DevChainID.
const DevProgramsFile = "DevZkPrograms.sol"

// DevProgramsSolidity is the source of DevProgramsFile for the given
// development program ids (DevPrograms).
func DevProgramsSolidity(ids []canon.Hash) []byte {
	var cond []string
	for _, id := range ids {
		cond = append(cond, "program == "+id.String())
	}
	return fmt.Appendf(nil, `// SPDX-License-Identifier: MIT
// Code generated by zk/gen from the development keys' program ids. DO NOT EDIT.
pragma solidity 0.8.37;

/// @notice The program ids of verijudge's INSECURE development ZK keys,
/// current and retired (zk.DevSetup: anyone can forge proofs under them).
/// EvaluatorRegistry refuses to allow them on any chain but dev chains.
library DevZkPrograms {
    uint256 internal constant DEV_CHAIN_ID = %d;

    function isDev(bytes32 program) internal pure returns (bool) {
        return %s;
    }
}
`, DevChainID, strings.Join(cond, "\n            || "))
}
