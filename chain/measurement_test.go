package chain_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/chain/devchain"
)

// TEE measurements are allow-listed by the registry owner only, and the
// allow-list is readable through the view and the events.
func TestTeeMeasurementAllowList(t *testing.T) {
	ctx := context.Background()
	dc, err := devchain.New(ctx)
	require.NoError(t, err)
	defer dc.Close()
	m := canon.Sum([]byte("a TD measurement"))
	ok, err := dc.Client.IsTeeMeasurementAllowed(ctx, m)
	require.NoError(t, err)
	assert.False(t, ok)
	require.NoError(t, dc.Client.AllowTeeMeasurement(ctx, m))
	ok, err = dc.Client.IsTeeMeasurementAllowed(ctx, m)
	require.NoError(t, err)
	assert.True(t, ok)
	st, err := dc.Client.Registry(ctx, 0)
	require.NoError(t, err)
	assert.True(t, st.Measurements[m])

	stranger, err := dc.ClientFor(ctx, devchain.Key("other"))
	require.NoError(t, err)
	assert.ErrorIs(t, stranger.AllowTeeMeasurement(ctx, canon.Sum([]byte("x"))), chain.ErrReverted)

	require.NoError(t, dc.Client.RevokeTeeMeasurement(ctx, m))
	ok, err = dc.Client.IsTeeMeasurementAllowed(ctx, m)
	require.NoError(t, err)
	assert.False(t, ok)
	st, err = dc.Client.Registry(ctx, 0)
	require.NoError(t, err)
	assert.Empty(t, st.Measurements)
}
