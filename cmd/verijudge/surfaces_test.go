package main_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSurfacesGoThroughVerify: the CLI and the batch re-verifier hold no
// verification policy of their own: none of their non-test files calls
// the pieces package verify assembles (chain.CheckTEE, zk.Verify,
// judge.VerifyOffline, tee.VerifyTDX, tee.VerifyNitro) or name the older
// online verifier's result (chain.OnlineResult).
func TestSurfacesGoThroughVerify(t *testing.T) {
	forbidden := map[string]bool{"chain.CheckTEE": true, "zk.Verify": true, "judge.VerifyOffline": true,
		"tee.VerifyTDX": true, "tee.VerifyNitro": true, "chain.OnlineResult": true}
	for _, dir := range []string{".", filepath.Join("internal", "reverify"), filepath.Join("internal", "server")} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		require.NoError(t, err)
		require.NotEmpty(t, files)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			fset := token.NewFileSet()
			file, err := parser.ParseFile(fset, f, nil, 0)
			require.NoError(t, err)
			ast.Inspect(file, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if x, ok := sel.X.(*ast.Ident); ok {
					name := x.Name + "." + sel.Sel.Name
					assert.False(t, forbidden[name], "%s: %s uses %s; verify records with package verify", fset.Position(sel.Pos()), f, name)
				}
				return true
			})
		}
	}
}
