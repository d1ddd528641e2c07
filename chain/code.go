package chain

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/state"
	"github.com/ethereum/go-ethereum/core/tracing"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain/bindings"
	"github.com/verijudge/verijudge/contracts"
)

// A Role is what a contract of a deployment is, as trust roots name it.
type Role string

// Roles of the contracts of a deployment.
const (
	RoleEAS               Role = "eas"
	RoleSchemaRegistry    Role = "schemaRegistry"
	RoleEvaluatorRegistry Role = "evaluatorRegistry"
	RoleJudgeVerifier     Role = "judgeVerifier"
	RoleTdxQuoteVerifier  Role = "tdxQuoteVerifier"
	RoleZkJudgeVerifier   Role = "zkJudgeVerifier"
	// RoleZkGroth16Verifier is the Groth16 verifier ZkJudgeVerifier calls.
	RoleZkGroth16Verifier Role = "zkGroth16Verifier"
)

// Roles lists every role, in the order deployments create them.
var Roles = []Role{RoleEAS, RoleSchemaRegistry, RoleEvaluatorRegistry, RoleJudgeVerifier,
	RoleTdxQuoteVerifier, RoleZkJudgeVerifier, RoleZkGroth16Verifier}

// Address is the address of dep's contract of role (zero when it has
// none; the Groth16 verifier's is ZkJudgeVerifier's to name, in
// ModuleFacts).
func (d Deployment) Address(role Role) common.Address {
	switch role {
	case RoleEAS:
		return d.EAS
	case RoleSchemaRegistry:
		return d.SchemaRegistry
	case RoleEvaluatorRegistry:
		return d.EvaluatorRegistry
	case RoleJudgeVerifier:
		return d.JudgeVerifier
	case RoleTdxQuoteVerifier:
		return d.TdxQuoteVerifier
	case RoleZkJudgeVerifier:
		return d.ZkJudgeVerifier
	}
	return common.Address{}
}

// ErrNoCode: there is no contract at an address a deployment names.
var ErrNoCode = errors.New("chain: no contract code at the address")

// ErrCodeUnknown: the expected runtime code of a contract cannot be
// computed (a Groth16 verifier of keys the caller does not hold: the
// verifier is computed from its verifying key).
var ErrCodeUnknown = errors.New("chain: nothing to compute the contract's code from")

// CodeHash is keccak256 of the runtime code at addr, read at the client's
// read block (ErrNoCode for an account without code).
func (c *Client) CodeHash(ctx context.Context, addr common.Address) (common.Hash, error) {
	at, err := c.readBlock(ctx)
	if errors.Is(err, ErrUnconfirmed) {
		return common.Hash{}, err
	}
	if err != nil {
		return common.Hash{}, fmt.Errorf("%w: reading the head: %v", ErrRPC, err)
	}
	code, err := c.backend.CodeAt(ctx, addr, at)
	if err != nil {
		return common.Hash{}, fmt.Errorf("%w: reading code at %s: %v", ErrRPC, addr, err)
	}
	if len(code) == 0 {
		return common.Hash{}, fmt.Errorf("%w: %s", ErrNoCode, addr)
	}
	return crypto.Keccak256Hash(code), nil
}

// ModuleFacts are what the level modules' runtime code holds beyond the
// deployment's addresses: the TDX root key TdxQuoteVerifier pins, and
// ZkJudgeVerifier's Groth16 verifier and program.
type ModuleFacts struct {
	// TdxRootKey is TdxQuoteVerifier's root public key (X, Y).
	TdxRootKey [2]common.Hash `json:"tdxRootKey,omitzero"`
	// ZkVerifier is the Groth16 verifier's address, ZkProgram the
	// program id it verifies for.
	ZkVerifier common.Address `json:"zkVerifier,omitzero"`
	ZkProgram  canon.Hash     `json:"zkProgram,omitzero"`
	// ZkVerifierContract names the committed contract (contracts.Own)
	// that is the Groth16 verifier of ZkProgram's keys, when there is one
	// (contracts.ZkDevSmallVerifierName for the dev keys); otherwise
	// ZkVerifierCreation is its creation code, computed from the program's
	// verifying key (zk.VerifierCreation). ModuleFacts leaves both empty:
	// which keys a program id stands for is the caller's knowledge (a
	// trust root's keys).
	ZkVerifierContract string `json:"-"`
	ZkVerifierCreation []byte `json:"-"`
	// ZkEvaluators are the evaluator digests the ZK module was created
	// with (storage, not code; its creation input holds them).
	ZkEvaluators []canon.Hash `json:"zkEvaluators,omitempty"`
}

func (f ModuleFacts) zkEvaluators() [][32]byte {
	out := make([][32]byte, len(f.ZkEvaluators))
	for i, e := range f.ZkEvaluators {
		out[i] = e
	}
	if len(out) == 0 {
		out = [][32]byte{{}}
	}
	return out
}

// ModuleFacts reads the level modules' immutables from the chain. They are
// claims of the contracts at those addresses until ExpectedCodeHashes,
// computed from them, equals the code there.
func (c *Client) ModuleFacts(ctx context.Context) (ModuleFacts, error) {
	var f ModuleFacts
	if c.dep.TdxQuoteVerifier != (common.Address{}) {
		t := bindings.NewTdxQuoteVerifier()
		for i, pack := range [][]byte{t.PackRootKeyX(), t.PackRootKeyY()} {
			out, err := c.call(ctx, c.dep.TdxQuoteVerifier, pack)
			if err != nil {
				return f, fmt.Errorf("chain: TdxQuoteVerifier root key: %w", err)
			}
			if len(out) != 32 {
				return f, fmt.Errorf("chain: TdxQuoteVerifier root key: %d bytes", len(out))
			}
			copy(f.TdxRootKey[i][:], out)
		}
	}
	if c.dep.ZkJudgeVerifier != (common.Address{}) {
		z := bindings.NewZkJudgeVerifier()
		out, err := c.call(ctx, c.dep.ZkJudgeVerifier, z.PackVerifier())
		if err == nil {
			f.ZkVerifier, err = z.UnpackVerifier(out)
		}
		if err != nil {
			return f, fmt.Errorf("chain: ZkJudgeVerifier.verifier: %w", err)
		}
		if f.ZkProgram, err = c.ZkProgramID(ctx, c.dep.ZkJudgeVerifier); err != nil {
			return f, err
		}
	}
	return f, nil
}

// ExpectedCodeHashes computes, from the committed artifacts alone, the
// keccak256 of the runtime code each contract of dep must have: each
// creation code runs with its constructor arguments at its address, on
// dep's chain id, in an in-memory EVM holding the contracts it depends on
// (compute, never copy: a contract whose code hash differs is not
// verijudge's, or not deployed with these arguments). Roles absent from
// dep are absent from the result. A Groth16 verifier is computable from
// its committed contract (f.ZkVerifierContract) or its creation code
// computed from its key (f.ZkVerifierCreation): ErrCodeUnknown without
// either.
func ExpectedCodeHashes(dep Deployment, f ModuleFacts) (map[Role]common.Hash, error) {
	codes, err := ExpectedCode(dep, f)
	if err != nil {
		return nil, err
	}
	out := map[Role]common.Hash{}
	for role, code := range codes {
		out[role] = crypto.Keccak256Hash(code)
	}
	return out, nil
}

// ExpectedCode is the runtime code ExpectedCodeHashes hashes, by role.
func ExpectedCode(dep Deployment, f ModuleFacts) (map[Role][]byte, error) {
	steps, err := creationSteps(dep, f)
	if err != nil {
		return nil, err
	}
	b, err := newCodeBuilder(dep.ChainID)
	if err != nil {
		return nil, err
	}
	out := map[Role][]byte{}
	for _, s := range steps {
		code, err := b.construct(s.addr, s.creation)
		if err != nil {
			return nil, fmt.Errorf("chain: computing %s's code: %w", s.role, err)
		}
		out[s.role] = code
	}
	return out, nil
}

// ExpectedCreation is the creation input (creation code and constructor
// arguments) of each contract of dep, by role. EvaluatorRegistry's
// initial owner is an argument the deployment does not name: its entry
// has a placeholder owner, and CheckCreation accepts any non-zero one.
func ExpectedCreation(dep Deployment, f ModuleFacts) (map[Role][]byte, error) {
	steps, err := creationSteps(dep, f)
	if err != nil {
		return nil, err
	}
	out := map[Role][]byte{}
	for _, s := range steps {
		out[s.role] = s.creation
	}
	return out, nil
}

// ErrCreation: a contract was not created by the transaction its
// deployment names, or not with verijudge's creation input.
var ErrCreation = errors.New("chain: contract not created as verijudge creates it")

// CheckCreation compares a creation transaction's input with the expected
// one of role (ExpectedCreation).
func CheckCreation(role Role, input, want []byte) error {
	if role == RoleEvaluatorRegistry && len(want) >= 32 && len(input) == len(want) {
		// The initial owner: any non-zero address word.
		n := len(want) - 32
		owner := input[n:]
		if bytes.Equal(input[:n], want[:n]) && bytes.Equal(owner[:12], make([]byte, 12)) && !bytes.Equal(owner[12:], make([]byte, 20)) {
			return nil
		}
		return fmt.Errorf("%w: %s: creation input differs from verijudge's", ErrCreation, role)
	}
	if !bytes.Equal(input, want) {
		return fmt.Errorf("%w: %s: creation input (%d bytes, keccak %s) is not verijudge's (%d bytes, keccak %s)", ErrCreation, role,
			len(input), crypto.Keccak256Hash(input), len(want), crypto.Keccak256Hash(want))
	}
	return nil
}

// Creation reads a creation transaction: its input and the contract it
// created. A transaction that is pending, failed or was not a contract
// creation is ErrCreation.
func (c *Client) Creation(ctx context.Context, tx common.Hash) (input []byte, created common.Address, err error) {
	t, pending, err := c.backend.TransactionByHash(ctx, tx)
	if err != nil {
		if errors.Is(err, ethereum.NotFound) {
			return nil, common.Address{}, fmt.Errorf("%w: no transaction %s", ErrCreation, tx)
		}
		return nil, common.Address{}, fmt.Errorf("%w: reading transaction %s: %v", ErrRPC, tx, err)
	}
	if pending || t.To() != nil {
		return nil, common.Address{}, fmt.Errorf("%w: transaction %s is pending or not a contract creation", ErrCreation, tx)
	}
	r, err := c.backend.TransactionReceipt(ctx, tx)
	if err != nil {
		return nil, common.Address{}, fmt.Errorf("%w: reading the receipt of %s: %v", ErrRPC, tx, err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return nil, common.Address{}, fmt.Errorf("%w: transaction %s failed", ErrCreation, tx)
	}
	return t.Data(), r.ContractAddress, nil
}

// MinedAt is when the block that holds transaction tx was mined (the
// block's timestamp).
func (c *Client) MinedAt(ctx context.Context, tx common.Hash) (time.Time, error) {
	r, err := c.backend.TransactionReceipt(ctx, tx)
	if err != nil {
		if errors.Is(err, ethereum.NotFound) {
			return time.Time{}, fmt.Errorf("%w: no transaction %s", ErrCreation, tx)
		}
		return time.Time{}, fmt.Errorf("%w: reading the receipt of %s: %v", ErrRPC, tx, err)
	}
	h, err := c.backend.HeaderByNumber(ctx, r.BlockNumber)
	if err != nil {
		return time.Time{}, fmt.Errorf("%w: reading block %v: %v", ErrRPC, r.BlockNumber, err)
	}
	return time.Unix(int64(h.Time), 0).UTC(), nil
}

// CreationReader reads creation transactions (*Client has it).
type CreationReader interface {
	Creation(ctx context.Context, tx common.Hash) (input []byte, created common.Address, err error)
}

// VerifyCreation checks that tx created the contract of role at addr with
// the creation input want (ExpectedCreation's): a runtime code hash alone
// does not show what a constructor stored. ErrCreation when it did not (or
// no transaction is named); ErrRPC when it could not be read.
func VerifyCreation(ctx context.Context, r CreationReader, role Role, addr common.Address, tx common.Hash, want []byte) error {
	if tx == (common.Hash{}) {
		return fmt.Errorf("%w: no creation transaction named for the %s at %s (its storage could hold anything its creator wrote)", ErrCreation, role, addr.Hex())
	}
	input, created, err := r.Creation(ctx, tx)
	if err != nil {
		return err
	}
	if created != addr {
		return fmt.Errorf("%w: transaction %s created %s, not the %s at %s", ErrCreation, tx, created.Hex(), role, addr.Hex())
	}
	return CheckCreation(role, input, want)
}

type creationStep struct {
	role     Role
	addr     common.Address
	creation []byte
}

// creationSteps lists dep's contracts in creation order with their
// creation input.
func creationSteps(dep Deployment, f ModuleFacts) ([]creationStep, error) {
	// code is an artifact's creation code, read when its role is present.
	code := func(art func() (*contracts.Artifact, error)) func() ([]byte, error) {
		return func() ([]byte, error) {
			a, err := art()
			if err != nil {
				return nil, err
			}
			return a.Code(), nil
		}
	}
	own := func(name string) func() ([]byte, error) {
		return code(func() (*contracts.Artifact, error) { return contracts.Own(name) })
	}
	type step struct {
		role Role
		addr common.Address
		code func() ([]byte, error)
		args []byte
	}
	steps := []step{
		{RoleSchemaRegistry, dep.SchemaRegistry, code(contracts.SchemaRegistry), nil},
		{RoleEAS, dep.EAS, code(contracts.EAS), bindings.NewEAS().PackConstructor(dep.SchemaRegistry)},
		{RoleEvaluatorRegistry, dep.EvaluatorRegistry, own(contracts.EvaluatorRegistryName),
			// The owner is storage, not code (CheckCreation: any owner).
			bindings.NewEvaluatorRegistry().PackConstructor(common.Address{1})},
		{RoleJudgeVerifier, dep.JudgeVerifier, own(contracts.JudgeVerifierName),
			bindings.NewJudgeVerifier().PackConstructor(dep.EAS, dep.EvaluatorRegistry, dep.VerdictSchema, dep.ProvenanceSchema)},
		{RoleTdxQuoteVerifier, dep.TdxQuoteVerifier, own(contracts.TdxQuoteVerifierName),
			bindings.NewTdxQuoteVerifier().PackConstructor(dep.JudgeVerifier, [32]byte(f.TdxRootKey[0]), [32]byte(f.TdxRootKey[1]))},
	}
	if dep.ZkJudgeVerifier != (common.Address{}) {
		verifier := own(f.ZkVerifierContract)
		switch {
		case f.ZkVerifierContract != "" && len(f.ZkVerifierCreation) > 0:
			return nil, fmt.Errorf("chain: ModuleFacts names both a committed Groth16 verifier and its creation code")
		case len(f.ZkVerifierCreation) > 0:
			verifier = func() ([]byte, error) { return bytes.Clone(f.ZkVerifierCreation), nil }
		case f.ZkVerifierContract == "":
			return nil, fmt.Errorf("%w: the Groth16 verifier of program %s (its verifying key computes it)", ErrCodeUnknown, f.ZkProgram)
		}
		steps = append(steps,
			step{RoleZkGroth16Verifier, f.ZkVerifier, verifier, nil},
			step{RoleZkJudgeVerifier, dep.ZkJudgeVerifier, own(contracts.ZkJudgeVerifierName),
				// verijudge deploys ZK modules for the circuit's evaluators.
				bindings.NewZkJudgeVerifier().PackConstructor(dep.JudgeVerifier, f.ZkVerifier, f.ZkProgram, f.zkEvaluators())})
	}
	var out []creationStep
	for _, s := range steps {
		if s.addr == (common.Address{}) {
			continue
		}
		c, err := s.code()
		if err != nil {
			return nil, err
		}
		out = append(out, creationStep{s.role, s.addr, append(c, s.args...)})
	}
	return out, nil
}

// codeBuilder runs creation code at chosen addresses of one chain.
type codeBuilder struct {
	cfg *runtime.Config
}

func newCodeBuilder(chainID uint64) (*codeBuilder, error) {
	st, err := state.New(types.EmptyRootHash, state.NewDatabaseForTesting())
	if err != nil {
		return nil, err
	}
	zero := uint64(0)
	cc := *params.MergedTestChainConfig
	cc.ChainID = new(big.Int).SetUint64(chainID)
	// The forks of the chains verijudge runs on (Sepolia's, and the dev
	// chain's): up to Prague; no later fork's rules.
	cc.ShanghaiTime, cc.CancunTime, cc.PragueTime = &zero, &zero, &zero
	cc.OsakaTime, cc.BPO1Time, cc.BPO2Time, cc.BPO3Time, cc.BPO4Time, cc.BPO5Time, cc.AmsterdamTime = nil, nil, nil, nil, nil, nil, nil
	return &codeBuilder{cfg: &runtime.Config{ChainConfig: &cc, State: st, Origin: common.Address{0xde, 0xfe}, GasLimit: 1 << 30, Time: 1}}, nil
}

// construct runs creation (with its arguments appended) as the code of
// addr and keeps what it returns as addr's runtime code: a CREATE at addr,
// with address(this) and block.chainid as the chain gives them.
func (b *codeBuilder) construct(addr common.Address, creation []byte) ([]byte, error) {
	st := b.cfg.State
	st.CreateAccount(addr)
	st.SetCode(addr, creation, tracing.CodeChangeUnspecified)
	code, _, err := runtime.Call(addr, nil, b.cfg)
	if err != nil {
		return nil, err
	}
	if len(code) == 0 {
		return nil, errors.New("constructor returned no code")
	}
	st.SetCode(addr, code, tracing.CodeChangeUnspecified)
	return code, nil
}

// Recorded is JudgeVerifier.recordedLevel: the highest level recorded for
// an attestation pair that still holds, the module that recorded it and
// its evidence (a TEE measurement, a ZK program id); level 0 when none.
type Recorded struct {
	Level    uint8          `json:"level"`
	Module   common.Address `json:"module"`
	Evidence canon.Hash     `json:"evidence"`
}

// RecordedLevel reads JudgeVerifier.recordedLevel(verdict, provenance).
func (c *Client) RecordedLevel(ctx context.Context, verdict, provenance [32]byte) (Recorded, error) {
	out, err := c.call(ctx, c.dep.JudgeVerifier, c.verifier.PackRecordedLevel(verdict, provenance))
	if err != nil {
		return Recorded{}, fmt.Errorf("chain: recordedLevel: %w", err)
	}
	r, err := c.verifier.UnpackRecordedLevel(out)
	if err != nil {
		return Recorded{}, fmt.Errorf("chain: recordedLevel: %w", err)
	}
	return Recorded{Level: r.Level, Module: r.Module, Evidence: canon.Hash(r.Evidence)}, nil
}
