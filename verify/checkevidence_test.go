package verify_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/verify"
)

// TestEveryCheckHasItsEvidence: every Check constant of the package is a
// key of the list EvidenceOf reads, so no caller need guess a check's
// kind from its name.
func TestEveryCheckHasItsEvidence(t *testing.T) {
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	consts, keys := map[string]bool{}, map[string]bool{}
	inspect := func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GenDecl:
			if n.Tok == token.CONST {
				for _, s := range n.Specs {
					for _, id := range s.(*ast.ValueSpec).Names {
						if strings.HasPrefix(id.Name, "Check") {
							consts[id.Name] = true
						}
					}
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if id.Name != "checkEvidence" || i >= len(n.Values) {
					continue
				}
				for _, e := range n.Values[i].(*ast.CompositeLit).Elts {
					keys[e.(*ast.KeyValueExpr).Key.(*ast.Ident).Name] = true
				}
			}
		}
		return true
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, inspect)
	}
	require.Greater(t, len(consts), 30)
	for c := range consts {
		assert.True(t, keys[c], "%s has no entry in checkEvidence", c)
	}
	assert.Equal(t, len(consts), len(keys))
	assert.Equal(t, verify.EvidenceTEE, verify.EvidenceOf(verify.CheckTEEBinding))
	assert.Equal(t, verify.EvidenceZK, verify.EvidenceOf(verify.CheckZKProof))
	assert.Equal(t, verify.Evidence(""), verify.EvidenceOf("tee-made-up"), "a name is not classified by its prefix")
}
