package chain

import (
	"context"
	"fmt"

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
