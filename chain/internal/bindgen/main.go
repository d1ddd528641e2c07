// Command bindgen writes chain/bindings/bindings.go: go-ethereum abigen v2
// bindings for EAS, SchemaRegistry (the vendored Sepolia contracts) and
// verijudge's EvaluatorRegistry and JudgeVerifier (contracts/src). Run by
// `go generate ./chain`; a test regenerates in memory and fails on drift.
package main

import (
	"fmt"
	"os"

	"github.com/verijudge/verijudge/chain/internal/bindgen/gen"
)

func main() {
	out := "bindings/bindings.go"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	src, err := gen.Source()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bindgen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(out, []byte(src), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "bindgen:", err)
		os.Exit(1)
	}
}
