package main_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDocsStandAlone holds the README and docs/ to the rule that the
// repository's documentation stands alone: every relative link resolves to
// a file inside the repository, nothing points at files outside it, and no
// page tells a Go program to use an internal/ package it cannot import.
func TestDocsStandAlone(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	pages, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	require.NoError(t, err)
	pages = append(pages, filepath.Join(root, "README.md"))
	require.Greater(t, len(pages), 10)
	link := regexp.MustCompile(`\]\(([^)#\s]+)(#[^)]*)?\)`)
	outside := regexp.MustCompile(`\.\./shared|\bSPEC\.md|\bSTYLE\.md|\bseeds/`)
	internalUse := regexp.MustCompile("`internal/[a-z]+\\.[A-Z]")
	for _, p := range pages {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		name, _ := filepath.Rel(root, p)
		text := string(b)
		for _, m := range link.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			abs := filepath.Clean(filepath.Join(filepath.Dir(p), target))
			rel, err := filepath.Rel(root, abs)
			assert.False(t, err != nil || strings.HasPrefix(rel, ".."), "%s links outside the repository: %s", name, target)
			_, err = os.Stat(abs)
			assert.NoError(t, err, "%s links to a missing file: %s", name, target)
		}
		assert.Empty(t, outside.FindAllString(text, -1), "%s names files outside the repository", name)
		assert.Empty(t, internalUse.FindAllString(text, -1), "%s points Go programs at an internal/ package", name)
	}
}
