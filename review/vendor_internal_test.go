package review

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAuditorVendor: a report that names its vendor is taken at its word;
// a model alone is crossaudit.yml's auditor vendor's, as the reference
// takes it, unless its OpenRouter prefix is the generator's vendor.
func TestAuditorVendor(t *testing.T) {
	cfg := &Config{GeneratorVendor: "anthropic", AuditorVendor: "openai"}
	for _, c := range []struct {
		rep  Report
		want string
	}{
		{Report{Vendor: "", Model: "gpt-4o"}, "openai"},
		{Report{Vendor: "", Model: "openai/gpt-4o"}, "openai"},
		{Report{Vendor: "", Model: "anthropic/claude-sonnet-4"}, "anthropic"},
		{Report{Vendor: "", Model: "Anthropic/claude-sonnet-4"}, "anthropic"},
		{Report{Vendor: "anthropic", Model: "claude"}, "anthropic"},
		{Report{Vendor: "unknown", Model: "unknown"}, "unknown"},
	} {
		assert.Equal(t, c.want, auditorVendor(c.rep, cfg), "%+v", c.rep)
	}
}
