package zk

import "github.com/verijudge/verijudge/canon"

// evaluators are the evaluator bundles whose rules the circuit implements,
// by evaluator digest. ZkJudgeVerifier is deployed with this list and
// refuses a provenance naming any other bundle, since a proof says what
// this circuit computes, and only these bundles compute the same.
//
// A new bundle goes on the list only once the circuit is known to mirror
// it: TestZKEvaluators fails when the embedded bundle is not listed, and
// TestZKMirroredSources when a source file the circuit mirrors changed.
var evaluators = []canon.Hash{
	canon.MustParseHash("0xc12e2b9ec11d5bff81539d365841823906ba4931683969998114997fc4dab248"), // 1.0.0
}

// Evaluators returns the evaluator digests whose rules the circuit
// implements (a copy).
func Evaluators() []canon.Hash { return append([]canon.Hash(nil), evaluators...) }

// mirroredSources are the evaluator sources whose rules the circuit
// re-implements (trace shape, canonical JSON, the web3 checks, the status
// rule and the verdict preimage), with the SHA-256 of the version mirrored.
var mirroredSources = map[string]canon.Hash{
	"judge/js/src/classes/web3.js": canon.MustParseHash("0x60912cf123a1051f0b2ff1ad7902e7b8e6509aa1118b1828500bbdfa186e6c70"),
	"judge/js/src/verdict.js":      canon.MustParseHash("0x947845c15abbbe95184bbfeec7792a1681f44e8379666d3160307c18eb9521f2"),
	"judge/js/src/trace.js":        canon.MustParseHash("0x3384b580b627345a3e0baca14a6fbecf6f53cacbef5ab24ad588a61c34b73d9d"),
	"judge/js/src/json.js":         canon.MustParseHash("0xbc8c27104aca3d43bda6797420ab8420522ef0898bbc83469598326516b00196"),
	"judge/js/src/shape.js":        canon.MustParseHash("0x33c2ac1a2d177bda84bb06f9e4a16a60b3e9ddb5cb901ea0431e0ce30eae32e6"),
	"judge/js/src/limits.js":       canon.MustParseHash("0x61b057d911379337766f81cd517fee52f0a41d476e2b16cac522203c6835f034"),
}
