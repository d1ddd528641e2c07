// Package contracts holds verijudge's on-chain artifacts: the vendored
// Ethereum Attestation Service contracts exactly as deployed on Sepolia
// (eas/, from @ethereum-attestation-service/eas-contracts@1.9.0, see
// eas/source.json), and, as they land, the Solidity sources of verijudge's
// own contracts with their pinned build outputs and deployment records.
//
// The EAS bytecode is the deployed creation code, so a chain that deploys it
// (the embedded dev chain, go-ethereum's simulated backend) runs the same EAS
// that Sepolia runs. Re-vendor or check with `node contracts/eas/fetch.mjs
// [--check]`; .ci/run checks it.
package contracts

import (
	"embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
)

// Regenerate the solc artifacts (needs node and `npm ci` here); the
// bindings follow with `go generate ./chain`.
//go:generate node build.mjs
//go:generate node build.mjs --dir ../fixtures/contracts

//go:embed eas/sepolia/EAS.json eas/sepolia/SchemaRegistry.json src/artifacts.json
var easFS embed.FS

// SepoliaDeploymentJSON is deployments/sepolia.json: the EAS addresses and
// whether verijudge's own contracts are deployed on Sepolia (not yet).
//
//go:embed deployments/sepolia.json
var SepoliaDeploymentJSON []byte

// Sepolia addresses and chain id of the EAS deployment (SPEC §5).
var (
	SepoliaEAS            = common.HexToAddress("0xC2679fBD37d54388Ce493F1DB75320D236e1815e")
	SepoliaSchemaRegistry = common.HexToAddress("0x0a7E2Ff54e76B8E6659aedc9103FB21c038050D0")
)

// SepoliaChainID is Sepolia's chain id.
const SepoliaChainID = 11155111

// Artifact is a deployable contract: its ABI and creation bytecode.
type Artifact struct {
	ContractName     string          `json:"contractName"`
	Network          string          `json:"network"`
	ChainID          uint64          `json:"chainId"`
	Address          common.Address  `json:"address"`
	Compiler         string          `json:"compiler"`
	RawABI           json.RawMessage `json:"abi"`
	Bytecode         string          `json:"bytecode"`
	DeployedBytecode string          `json:"deployedBytecode"`

	ABI abi.ABI `json:"-"`
}

// Code returns the creation bytecode.
func (a *Artifact) Code() []byte { return common.FromHex(a.Bytecode) }

func load(name string) (*Artifact, error) {
	b, err := easFS.ReadFile("eas/sepolia/" + name + ".json")
	if err != nil {
		return nil, err
	}
	var a Artifact
	if err := json.Unmarshal(b, &a); err != nil {
		return nil, fmt.Errorf("contracts: %s: %w", name, err)
	}
	if a.ABI, err = abi.JSON(strings.NewReader(string(a.RawABI))); err != nil {
		return nil, fmt.Errorf("contracts: %s ABI: %w", name, err)
	}
	return &a, nil
}

// EAS returns the EAS contract as deployed on Sepolia (constructor argument:
// the SchemaRegistry address).
func EAS() (*Artifact, error) { return load("EAS") }

// SchemaRegistry returns the SchemaRegistry contract as deployed on Sepolia.
func SchemaRegistry() (*Artifact, error) { return load("SchemaRegistry") }

// Names of verijudge's own contracts (contracts/src).
const (
	EvaluatorRegistryName = "EvaluatorRegistry"
	JudgeVerifierName     = "JudgeVerifier"
	TdxQuoteVerifierName  = "TdxQuoteVerifier"
)

// Own returns one of verijudge's contracts as compiled by contracts/build.mjs
// with the pinned solc (contracts/src/artifacts.json).
func Own(name string) (*Artifact, error) {
	b, err := easFS.ReadFile("src/artifacts.json")
	if err != nil {
		return nil, err
	}
	var all struct {
		Compiler  string `json:"compiler"`
		Contracts map[string]struct {
			ABI              json.RawMessage `json:"abi"`
			Bytecode         string          `json:"bytecode"`
			DeployedBytecode string          `json:"deployedBytecode"`
		} `json:"contracts"`
	}
	if err := json.Unmarshal(b, &all); err != nil {
		return nil, fmt.Errorf("contracts: src/artifacts.json: %w", err)
	}
	c, ok := all.Contracts[name]
	if !ok {
		return nil, fmt.Errorf("contracts: no contract %q in src/artifacts.json", name)
	}
	a := &Artifact{ContractName: name, Compiler: all.Compiler, RawABI: c.ABI, Bytecode: c.Bytecode, DeployedBytecode: c.DeployedBytecode}
	if a.ABI, err = abi.JSON(strings.NewReader(string(c.ABI))); err != nil {
		return nil, fmt.Errorf("contracts: %s ABI: %w", name, err)
	}
	return a, nil
}

// All returns every contract verijudge talks to, in a fixed order: EAS,
// SchemaRegistry, EvaluatorRegistry, JudgeVerifier, TdxQuoteVerifier.
func All() ([]*Artifact, error) {
	var out []*Artifact
	for _, f := range []func() (*Artifact, error){
		EAS, SchemaRegistry,
		func() (*Artifact, error) { return Own(EvaluatorRegistryName) },
		func() (*Artifact, error) { return Own(JudgeVerifierName) },
		func() (*Artifact, error) { return Own(TdxQuoteVerifierName) },
	} {
		a, err := f()
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}
