package chain

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain/bindings"
)

// Registry operations (EvaluatorRegistry). Only the registry owner's
// transactions succeed; others revert (ErrReverted).

// Kind is a kind of EvaluatorRegistry allow-list entry.
type Kind int

// Kinds of entries. An attester's id is its address, left-padded to 32
// bytes (AttesterID).
const (
	KindEvaluator Kind = iota + 1
	KindAttester
	KindTeeMeasurement
	KindZkProgram
)

func (k Kind) String() string {
	if op, ok := kinds[k]; ok {
		return op.name
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// AttesterID is an attester address as a registry entry id.
func AttesterID(a common.Address) [32]byte { return common.BytesToHash(a.Bytes()) }

func attesterOf(id [32]byte) common.Address { return common.BytesToAddress(id[12:]) }

// kinds is the one table of the registry's allow-lists: how each kind is
// allowed, revoked and read.
var kinds = map[Kind]struct {
	name               string
	allow, revoke, get func(r *bindings.EvaluatorRegistry, id [32]byte) []byte
	unpack             func(r *bindings.EvaluatorRegistry, out []byte) (bool, error)
}{
	KindEvaluator: {"evaluator",
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackAllowEvaluator(id, "", "") },
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackRevokeEvaluator(id) },
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackIsAllowed(id) },
		(*bindings.EvaluatorRegistry).UnpackIsAllowed},
	KindAttester: {"attester",
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackAllowAttester(attesterOf(id)) },
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackRevokeAttester(attesterOf(id)) },
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackIsAttester(attesterOf(id)) },
		(*bindings.EvaluatorRegistry).UnpackIsAttester},
	KindTeeMeasurement: {"TEE measurement",
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackAllowTeeMeasurement(id) },
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackRevokeTeeMeasurement(id) },
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackIsTeeMeasurementAllowed(id) },
		(*bindings.EvaluatorRegistry).UnpackIsTeeMeasurementAllowed},
	KindZkProgram: {"ZK program",
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackAllowZkProgram(id) },
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackRevokeZkProgram(id) },
		func(r *bindings.EvaluatorRegistry, id [32]byte) []byte { return r.PackIsZkProgramAllowed(id) },
		(*bindings.EvaluatorRegistry).UnpackIsZkProgramAllowed},
}

// ErrKind: not a registry entry kind.
var ErrKind = errors.New("chain: unknown registry entry kind")

// Allow allows a registry entry (registry owner only; others revert with
// NotOwner). An evaluator allowed this way has no release metadata; see
// AllowEvaluator.
func (c *Client) Allow(ctx context.Context, k Kind, id [32]byte) error {
	op, ok := kinds[k]
	if !ok {
		return fmt.Errorf("%w: %d", ErrKind, int(k))
	}
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, op.allow(c.registry, id))
	return err
}

// Revoke removes a registry entry (registry owner only). Measurements and
// programs are counted: allowing one again restores nothing recorded
// before (docs/levels.md).
func (c *Client) Revoke(ctx context.Context, k Kind, id [32]byte) error {
	op, ok := kinds[k]
	if !ok {
		return fmt.Errorf("%w: %d", ErrKind, int(k))
	}
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, op.revoke(c.registry, id))
	return err
}

// IsAllowed reports whether the registry allows an entry now.
func (c *Client) IsAllowed(ctx context.Context, k Kind, id [32]byte) (bool, error) {
	op, ok := kinds[k]
	if !ok {
		return false, fmt.Errorf("%w: %d", ErrKind, int(k))
	}
	out, err := c.call(ctx, c.dep.EvaluatorRegistry, op.get(c.registry, id))
	if err != nil {
		return false, fmt.Errorf("chain: is %s allowed: %w", op.name, err)
	}
	return op.unpack(c.registry, out)
}

// AllowEvaluator allows an evaluator digest with its release metadata.
func (c *Client) AllowEvaluator(ctx context.Context, digest canon.Hash, version, uri string) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackAllowEvaluator(digest, version, uri))
	return err
}

// The kinds one at a time, as the rest of the code reads them.

// RevokeEvaluator removes an evaluator digest from the allow-list.
func (c *Client) RevokeEvaluator(ctx context.Context, digest canon.Hash) error {
	return c.Revoke(ctx, KindEvaluator, digest)
}

// RevokeAttester removes an attester address.
func (c *Client) RevokeAttester(ctx context.Context, a common.Address) error {
	return c.Revoke(ctx, KindAttester, AttesterID(a))
}

// AllowTeeMeasurement allows a TEE measurement (tee.Result.Measurement).
func (c *Client) AllowTeeMeasurement(ctx context.Context, m canon.Hash) error {
	return c.Allow(ctx, KindTeeMeasurement, m)
}

// RevokeTeeMeasurement removes a TEE measurement from the allow-list.
func (c *Client) RevokeTeeMeasurement(ctx context.Context, m canon.Hash) error {
	return c.Revoke(ctx, KindTeeMeasurement, m)
}

// IsTeeMeasurementAllowed reports whether the registry allows a TEE
// measurement.
func (c *Client) IsTeeMeasurementAllowed(ctx context.Context, m canon.Hash) (bool, error) {
	return c.IsAllowed(ctx, KindTeeMeasurement, m)
}

// AllowAttester allows an attester address.
func (c *Client) AllowAttester(ctx context.Context, a common.Address) error {
	return c.Allow(ctx, KindAttester, AttesterID(a))
}

// AllowZkProgram allows a ZK program id (a verifying key's digest).
func (c *Client) AllowZkProgram(ctx context.Context, id canon.Hash) error {
	return c.Allow(ctx, KindZkProgram, id)
}

// RevokeZkProgram removes a ZK program id from the allow-list.
func (c *Client) RevokeZkProgram(ctx context.Context, id canon.Hash) error {
	return c.Revoke(ctx, KindZkProgram, id)
}

// IsZkProgramAllowed reports whether the registry allows a ZK program id.
func (c *Client) IsZkProgramAllowed(ctx context.Context, id canon.Hash) (bool, error) {
	return c.IsAllowed(ctx, KindZkProgram, id)
}

// IsEvaluatorAllowed reports whether the registry allows an evaluator
// digest.
func (c *Client) IsEvaluatorAllowed(ctx context.Context, digest canon.Hash) (bool, error) {
	return c.IsAllowed(ctx, KindEvaluator, digest)
}

// TCB is a minimum TDX TCB (EvaluatorRegistry.setMinTcb): every byte of a
// quote's TEE_TCB_SVN at least TeeTcbSvn's, and its QE's ISVSVN at least
// QESVN. The zero TCB is no minimum.
type TCB struct {
	TeeTcbSvn [16]byte
	QESVN     uint16
}

// Admits reports whether a quote's TEE_TCB_SVN (16 bytes) and QE ISVSVN
// reach the minimum t, byte by byte as TdxQuoteVerifier compares them.
func (t TCB) Admits(teeTcbSvn []byte, qeSvn uint16) bool {
	if len(teeTcbSvn) != len(t.TeeTcbSvn) {
		return false
	}
	for i, b := range t.TeeTcbSvn {
		if teeTcbSvn[i] < b {
			return false
		}
	}
	return qeSvn >= t.QESVN
}

// SetMinTcb sets the minimum TCB of quotes for a TEE measurement, which
// TdxQuoteVerifier enforces when it records level 3.
func (c *Client) SetMinTcb(ctx context.Context, m canon.Hash, t TCB) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackSetMinTcb(m, t.TeeTcbSvn, t.QESVN))
	return err
}

// MinTcb reads the minimum TCB of a TEE measurement.
func (c *Client) MinTcb(ctx context.Context, m canon.Hash) (TCB, error) {
	out, err := c.call(ctx, c.dep.EvaluatorRegistry, c.registry.PackMinTcb(m))
	if err != nil {
		return TCB{}, fmt.Errorf("chain: minTcb: %w", err)
	}
	r, err := c.registry.UnpackMinTcb(out)
	if err != nil {
		return TCB{}, fmt.Errorf("chain: minTcb: %w", err)
	}
	return TCB{TeeTcbSvn: r.TeeTcbSvn, QESVN: r.QeSvn}, nil
}

// RevokeTdxPlatform revokes a TDX platform for good by its platform id
// (tee.TDXFields.PlatformID, sha256 of the PPID): its level-3 records drop
// at the next read, whichever PCK key or TCB level it quotes with.
func (c *Client) RevokeTdxPlatform(ctx context.Context, platformID canon.Hash) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackRevokeTdxPlatform(platformID))
	return err
}

// RevokeTdxFmspc revokes, for good, every TDX platform of one FMSPC.
func (c *Client) RevokeTdxFmspc(ctx context.Context, fmspc [6]byte) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackRevokeTdxFmspc(fmspc))
	return err
}

// IsTdxPlatformRevoked reports whether the registry revoked a TDX platform
// by its platform id or its FMSPC.
func (c *Client) IsTdxPlatformRevoked(ctx context.Context, platformID canon.Hash, fmspc [6]byte) (bool, error) {
	out, err := c.call(ctx, c.dep.EvaluatorRegistry, c.registry.PackIsTdxPlatformRevoked(platformID, fmspc))
	if err != nil {
		return false, fmt.Errorf("chain: isTdxPlatformRevoked: %w", err)
	}
	return c.registry.UnpackIsTdxPlatformRevoked(out)
}

// TransferOwnership starts a two-step ownership transfer.
func (c *Client) TransferOwnership(ctx context.Context, to common.Address) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackTransferOwnership(to))
	return err
}

// AcceptOwnership completes a transfer; the caller must be the pending owner.
func (c *Client) AcceptOwnership(ctx context.Context) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackAcceptOwnership())
	return err
}

// Owner returns the registry owner.
func (c *Client) Owner(ctx context.Context) (common.Address, error) {
	out, err := c.call(ctx, c.dep.EvaluatorRegistry, c.registry.PackOwner())
	if err != nil {
		return common.Address{}, fmt.Errorf("chain: owner: %w", err)
	}
	return c.registry.UnpackOwner(out)
}

// RegistryState is the registry's current allow-lists, rebuilt from its
// events and confirmed by its views.
type RegistryState struct {
	Owner        common.Address          `json:"owner"`
	Evaluators   map[canon.Hash]string   `json:"evaluators"` // digest -> version
	Attesters    map[common.Address]bool `json:"attesters"`
	Measurements map[canon.Hash]bool     `json:"teeMeasurements"`
	ZkPrograms   map[canon.Hash]bool     `json:"zkPrograms"`
	// MinTCBs are the measurements' minimum TDX TCBs (non-zero ones).
	MinTCBs map[canon.Hash]TCB `json:"minTcbs"`
	// RevokedPlatforms (platform ids) and RevokedFMSPCs (hex), for good.
	RevokedPlatforms map[canon.Hash]bool `json:"revokedTdxPlatforms"`
	RevokedFMSPCs    map[string]bool     `json:"revokedTdxFmspcs"`
}

// Registry rebuilds the allow-lists from the registry's events since
// fromBlock, keeping entries whose view (isAllowed / isAttester) still holds.
func (c *Client) Registry(ctx context.Context, fromBlock uint64) (*RegistryState, error) {
	owner, err := c.Owner(ctx)
	if err != nil {
		return nil, err
	}
	logs, err := c.backend.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(fromBlock),
		Addresses: []common.Address{c.dep.EvaluatorRegistry}})
	if err != nil {
		return nil, fmt.Errorf("%w: reading registry events: %v", ErrRPC, err)
	}
	st := &RegistryState{Owner: owner, Evaluators: map[canon.Hash]string{}, Attesters: map[common.Address]bool{}, Measurements: map[canon.Hash]bool{},
		ZkPrograms: map[canon.Hash]bool{}, MinTCBs: map[canon.Hash]TCB{}, RevokedPlatforms: map[canon.Hash]bool{}, RevokedFMSPCs: map[string]bool{}}
	for i := range logs {
		l := &logs[i]
		if ev, err := c.registry.UnpackEvaluatorAllowedEvent(l); err == nil {
			st.Evaluators[canon.Hash(ev.Digest)] = ev.Version
		} else if ev, err := c.registry.UnpackEvaluatorRevokedEvent(l); err == nil {
			delete(st.Evaluators, canon.Hash(ev.Digest))
		} else if ev, err := c.registry.UnpackAttesterAllowedEvent(l); err == nil {
			st.Attesters[ev.Attester] = true
		} else if ev, err := c.registry.UnpackAttesterRevokedEvent(l); err == nil {
			delete(st.Attesters, ev.Attester)
		} else if ev, err := c.registry.UnpackTeeMeasurementAllowedEvent(l); err == nil {
			st.Measurements[canon.Hash(ev.Measurement)] = true
		} else if ev, err := c.registry.UnpackTeeMeasurementRevokedEvent(l); err == nil {
			delete(st.Measurements, canon.Hash(ev.Measurement))
		} else if ev, err := c.registry.UnpackZkProgramAllowedEvent(l); err == nil {
			st.ZkPrograms[canon.Hash(ev.Program)] = true
		} else if ev, err := c.registry.UnpackZkProgramRevokedEvent(l); err == nil {
			delete(st.ZkPrograms, canon.Hash(ev.Program))
		} else if ev, err := c.registry.UnpackMinTcbSetEvent(l); err == nil {
			t := TCB{TeeTcbSvn: ev.TeeTcbSvn, QESVN: ev.QeSvn}
			if t == (TCB{}) {
				delete(st.MinTCBs, canon.Hash(ev.Measurement))
			} else {
				st.MinTCBs[canon.Hash(ev.Measurement)] = t
			}
		} else if ev, err := c.registry.UnpackTdxPlatformRevokedEvent(l); err == nil {
			st.RevokedPlatforms[canon.Hash(ev.PlatformId)] = true
		} else if ev, err := c.registry.UnpackTdxFmspcRevokedEvent(l); err == nil {
			st.RevokedFMSPCs[hex.EncodeToString(ev.Fmspc[:])] = true
		}
	}
	for id := range st.ZkPrograms {
		ok, err := c.IsZkProgramAllowed(ctx, id)
		if err != nil {
			return nil, err
		}
		if !ok {
			delete(st.ZkPrograms, id)
		}
	}
	for m := range st.Measurements {
		ok, err := c.IsTeeMeasurementAllowed(ctx, m)
		if err != nil {
			return nil, err
		}
		if !ok {
			delete(st.Measurements, m)
		}
	}
	for d := range st.Evaluators {
		ok, err := c.IsEvaluatorAllowed(ctx, d)
		if err != nil {
			return nil, err
		}
		if !ok {
			delete(st.Evaluators, d)
		}
	}
	for a := range st.Attesters {
		out, err := c.call(ctx, c.dep.EvaluatorRegistry, c.registry.PackIsAttester(a))
		if err != nil {
			return nil, err
		}
		if ok, err := c.registry.UnpackIsAttester(out); err != nil || !ok {
			delete(st.Attesters, a)
		}
	}
	return st, nil
}
