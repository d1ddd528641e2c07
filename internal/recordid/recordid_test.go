package recordid

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFromFileAndFiles(t *testing.T) {
	for name, want := range map[string]string{
		"a.record.json": "a", "a.json": "a", "a.record.record.json": "a.record",
		"a.txt": "", ".hidden.json": "", "../x.json": "", "a%2fb.json": "", ".json": "", "a b.json": "",
	} {
		assert.Equal(t, want, FromFile(name), name)
	}
	assert.Equal(t, []string{"a.record.json", "a.json"}, Files("a"))
	assert.Equal(t, []string{"a.record.record.json"}, Files("a.record"), "a.record.json is record a")
	assert.Empty(t, Files("../etc"))
	assert.Empty(t, Files(""))
}
