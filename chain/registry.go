package chain

import (
	"context"
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
		ZkPrograms: map[canon.Hash]bool{}}
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
