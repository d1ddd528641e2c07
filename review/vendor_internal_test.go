package review

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAuditorVendor: a round's vendor is one name per vendor (aliases
// resolved): the one the report names, unless the model's own name says
// another; else the one the model's name says (an OpenRouter prefix or a
// known family); "unknown" when it says none. crossaudit.yml is never
// taken on trust.
func TestAuditorVendor(t *testing.T) {
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
		{Report{Model: "gemini-2.5-pro"}, "google"},
		{Report{Model: "meta-llama/llama-3.1-70b-instruct:free"}, "meta"},
		{Report{Model: "x-ai/grok-4"}, "xai"},
		{Report{Model: "/gpt-4o"}, "unknown"},
		{Report{Model: "my-own-model"}, "unknown"},
		{Report{Vendor: "anthropic", Model: "claude"}, "anthropic"},
		{Report{Vendor: "xai", Model: "grok-4"}, "xai"},
		{Report{Vendor: "anthropic", Model: "gpt-4o"}, "unknown"},
		{Report{Vendor: "anthropic", Model: "openai/gpt-4o"}, "unknown"},
		{Report{Vendor: "acme", Model: "acme-model"}, "acme"},
		{Report{Vendor: "unknown", Model: "unknown"}, "unknown"},
	} {
		assert.Equal(t, c.want, auditorVendor(c.rep), "%+v", c.rep)
	}
	for alias, one := range map[string]string{"meta-llama": "meta", "x-ai": "xai", "gemini": "google", "mistralai": "mistral", "openai": "openai"} {
		assert.Equal(t, one, canonicalVendor(alias))
	}
}
