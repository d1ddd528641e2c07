package review

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAuditorVendor: a report that names its vendor is taken at its word;
// a model alone is the vendor its name says (an OpenRouter prefix, aliases
// resolved, or a known family), and "unknown" when it says none, never
// crossaudit.yml's vendor taken on trust.
func TestAuditorVendor(t *testing.T) {
	cfg := &Config{GeneratorVendor: "anthropic", AuditorVendor: "openai"}
	for _, c := range []struct {
		rep  Report
		want string
	}{
		{Report{Model: "gpt-4o"}, "openai"},
		{Report{Model: "openai/gpt-4o"}, "openai"},
		{Report{Model: "o3-mini"}, "openai"},
		{Report{Model: "anthropic/claude-sonnet-4"}, "anthropic"},
		{Report{Model: "Anthropic/claude-sonnet-4"}, "anthropic"},
		{Report{Model: "claude-opus-4.5"}, "anthropic"},
		{Report{Model: "google/gemini-2.5-pro"}, "google"},
		{Report{Model: "meta-llama/llama-3.1-70b-instruct:free"}, "meta"},
		{Report{Model: "my-own-model"}, "unknown"},
		{Report{Vendor: "anthropic", Model: "claude"}, "anthropic"},
		{Report{Vendor: "unknown", Model: "unknown"}, "unknown"},
	} {
		assert.Equal(t, c.want, auditorVendor(c.rep, cfg), "%+v", c.rep)
	}
	// Aliases: a generator configured as "meta" is caught under
	// OpenRouter's "meta-llama/".
	assert.Equal(t, "meta", auditorVendor(Report{Model: "meta-llama/llama-3.3-70b"}, &Config{GeneratorVendor: "meta", AuditorVendor: "openai"}))
	assert.Equal(t, "mistralai", auditorVendor(Report{Model: "mistralai/mistral-large"}, &Config{GeneratorVendor: "anthropic", AuditorVendor: "mistralai"}))
}
