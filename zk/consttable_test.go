package zk

import (
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/rangecheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// constTableCircuit looks X up in the constant table of each entry of
// tables, by its name and values, in turn.
type constTableCircuit struct {
	X      frontend.Variable
	tables []struct {
		name   string
		values []int
	}
}

func (c *constTableCircuit) Define(api frontend.API) (err error) {
	defer func() { // (constTable's panic, as an error)
		if r := recover(); r != nil {
			e, ok := r.(error)
			if !ok {
				panic(r)
			}
			err = e
		}
	}()
	g := &gadgets{api: api, rc: rangecheck.New(api)}
	for _, tb := range c.tables {
		values := tb.values
		api.AssertIsEqual(g.constTable(tb.name, values).Lookup(c.X)[0], values[0])
	}
	return nil
}

// TestConstTable: a constant table asked for twice is one table (the
// second costs its lookup only); the same name asked for with other
// values refuses to compile.
func TestConstTable(t *testing.T) {
	type tb = struct {
		name   string
		values []int
	}
	big := make([]int, 1000)
	compile := func(tables ...tb) (int, error) {
		ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &constTableCircuit{tables: tables})
		if err != nil {
			return 0, err
		}
		return ccs.GetNbConstraints(), nil
	}
	one, err := compile(tb{"a", big})
	require.NoError(t, err)
	shared, err := compile(tb{"a", big}, tb{"a", big})
	require.NoError(t, err)
	two, err := compile(tb{"a", big}, tb{"b", big})
	require.NoError(t, err)
	t.Logf("one table: %d constraints; asked for twice: %d; two tables: %d", one, shared, two)
	assert.Less(t, shared-one, 10, "the second lookup into a shared table")
	assert.Greater(t, two-one, 900, "a second table of 1,000 entries")
	other := append([]int{1}, big[1:]...)
	_, err = compile(tb{"a", big}, tb{"a", other})
	assert.ErrorIs(t, err, errConstTable)
}
