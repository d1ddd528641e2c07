package chain

import (
	"context"
	"encoding/hex"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/canon"
)

// Registry operations (EvaluatorRegistry). Only the registry owner's
// transactions succeed; others revert (ErrReverted).

// AllowEvaluator allows an evaluator digest with its release metadata.
func (c *Client) AllowEvaluator(ctx context.Context, digest canon.Hash, version, uri string) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackAllowEvaluator(digest, version, uri))
	return err
}

// RevokeEvaluator removes an evaluator digest from the allow-list.
func (c *Client) RevokeEvaluator(ctx context.Context, digest canon.Hash) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackRevokeEvaluator(digest))
	return err
}

// AllowTeeMeasurement allows a TEE measurement digest (tee.Result's
// Measurement).
func (c *Client) AllowTeeMeasurement(ctx context.Context, m canon.Hash) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackAllowTeeMeasurement(m))
	return err
}

// RevokeTeeMeasurement removes a TEE measurement from the allow-list.
func (c *Client) RevokeTeeMeasurement(ctx context.Context, m canon.Hash) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackRevokeTeeMeasurement(m))
	return err
}

// IsTeeMeasurementAllowed reports whether the registry allows a TEE
// measurement.
func (c *Client) IsTeeMeasurementAllowed(ctx context.Context, m canon.Hash) (bool, error) {
	out, err := c.call(ctx, c.dep.EvaluatorRegistry, c.registry.PackIsTeeMeasurementAllowed(m))
	if err != nil {
		return false, fmt.Errorf("chain: isTeeMeasurementAllowed: %w", err)
	}
	return c.registry.UnpackIsTeeMeasurementAllowed(out)
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

// AllowAttester allows an attester address.
func (c *Client) AllowAttester(ctx context.Context, a common.Address) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackAllowAttester(a))
	return err
}

// RevokeAttester removes an attester address.
func (c *Client) RevokeAttester(ctx context.Context, a common.Address) error {
	_, err := c.transact(ctx, c.dep.EvaluatorRegistry, c.registry.PackRevokeAttester(a))
	return err
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
		ok, err := c.IsAllowed(ctx, d)
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
