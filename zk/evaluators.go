package zk

import "github.com/verijudge/verijudge/canon"

// evaluators are the evaluator bundles whose rules the circuit implements,
// by evaluator digest. ZkJudgeVerifier is deployed with this list and
// refuses a provenance naming any other bundle, since a proof says what
// this circuit computes, and only these bundles compute the same.
//
// A new bundle goes on the list only once the circuit is known to mirror
// it: TestZKEvaluators fails when the embedded bundle is not listed, and
// TestZKMirroredSources when a source file the circuit mirrors changed;
// TestZKEvaluatorsAgree judges the suite with every listed bundle this
// repository holds (the embedded one and 1.0.0) and requires the
// circuit's rules to give the same verdicts. The notes below were written
// when the circuit (then a template) proved a few web3 kinds only; the
// judge circuit judges both classes, and for the bundles not held here
// the notes are the evidence: no code-class rule changed after 1.0.0, and
// the 1.1.0 cut at 1,024 characters never applies inside a profile, whose
// texts are at most 1,024 bytes as JSON writes them.
var evaluators = []canon.Hash{
	canon.MustParseHash("0xc12e2b9ec11d5bff81539d365841823906ba4931683969998114997fc4dab248"), // 1.0.0
	// 1.1.0: check texts cut at 1,024 characters (the profile's texts are
	// far shorter), a named byte-order-mark error, the "hashes" answer
	// without the canonical text, a faster SHA-256, "verifyRecord" for
	// records of any size up to the record cap, web3 logs decoded once per
	// call instead of once per check, plain strings read with two native
	// calls: the rules the circuit mirrors (its profile's check kinds read
	// no logs) are unchanged.
	canon.MustParseHash("0x53b83c182514ce36e5055fd25a185601aa2d2bb84a5d87a1a74e28467c88cee7"),
	// 1.2.0: adds the review evidence class (classes/review.js and one
	// line in classes/index.js); no source the circuit mirrors changed,
	// and the circuit proves web3 verdicts only.
	canon.MustParseHash("0xcfcd54f8a09457caa7bf15d1eedb7eb16ced6668cf00504c33d522546d2ee676"),
	// 1.3.0: the record reader admits the "anchor" member (anchored
	// batches); no rule changed.
	canon.MustParseHash("0x7553e4c2ef16db75a223564b7a211747854673d5c4e5e896700c9b638b7d99ff"),
	// 1.4.0: adds the transcript evidence class (classes/transcript.js,
	// ed25519.js and the vendored @noble libraries, one line in
	// classes/index.js); no source the circuit mirrors changed.
	canon.MustParseHash("0x9b4856e176acd8a2dfc964b90dac5b7160a5483043a819e0acf4abf8eb1578ac"),
	// 1.4.1: the bundle's own reader is linear in the escapes of a string
	// (pieces joined once instead of appended), measures ASCII input with
	// one native call, and never hands JSON.parse unbalanced brackets;
	// quote() and the transcript class's corpus map join their pieces
	// once; code-point order gallops and bisects on native prefix comparisons. It
	// accepts, orders and writes exactly what 1.4.0 did: the rules the
	// circuit mirrors are unchanged.
	canon.MustParseHash("0xdbafb1bb08a2157cf5148b6a3d6b639f73a309bfee102616150151f964f5e2f7"),
	// 1.5.0: evidence members a collector writes (web3 coverage: window,
	// senders, whether internal transfers were collected; code revision
	// and testLog). The circuit's schema does not admit them, so a trace
	// that carries any is refused by the profile with a reason naming the
	// member (TestZKRefusesCollectionMembers); on every trace without them
	// the rules are those of 1.4.1.
	canon.MustParseHash("0x8b3542f62b9155c675d2c9255625bafe9cdb80f6a633509293abb06efacb392a"),
	// 1.6.0: the review class reads the reference runner's scope (a
	// receipt names its final commit's own change; a commit no round
	// audited fails ledger_complete; an experiment whose latest audit did
	// not pass fails blockers_resolved) and compares a receipt's
	// science_repo as spelled (classes/review.js); no source the circuit
	// mirrors changed.
	canon.MustParseHash("0x2f939a92eadc04ad017cb6a6f3dcb46a56d899eda579aa8b35ddf3ad60224d89"),
}

// Evaluators returns the evaluator digests whose rules the circuit
// implements (a copy).
func Evaluators() []canon.Hash { return append([]canon.Hash(nil), evaluators...) }

// mirroredSources are the evaluator sources whose rules the circuit
// re-implements (trace shape, canonical JSON, the web3 and code checks and
// the classes' dispatch, the status rule and the verdict preimage), with
// the SHA-256 of the version mirrored.
var mirroredSources = map[string]canon.Hash{
	"judge/js/src/classes/web3.js":   canon.MustParseHash("0x61c43b481085c41cbfcdb6ebf2020167c77e86f3ad21b8777864d27c694f64ec"),
	"judge/js/src/classes/code.js":   canon.MustParseHash("0xa91841c7e82fdafc84450bea870c69714b8beb11de32502680a2fe070ba8c36c"),
	"judge/js/src/classes/common.js": canon.MustParseHash("0xdbf76b720fb94ef5845d5a7a01cdf472dd5ab573581d12fdb6edc054aa08ec28"),
	"judge/js/src/classes/index.js":  canon.MustParseHash("0xdd4bf7bf24304c348691f26d55933ae730b0be2b2f9f3f5caed75700d03a1f07"),
	"judge/js/src/verdict.js":        canon.MustParseHash("0x947845c15abbbe95184bbfeec7792a1681f44e8379666d3160307c18eb9521f2"),
	"judge/js/src/trace.js":          canon.MustParseHash("0xedd9c82206e0e24c863627ace2ff802fb4ca96222123aeb93f7d1abc429feae5"),
	"judge/js/src/json.js":           canon.MustParseHash("0x54c0501ae58086ec561bc555905531b732b98a9228f76f34fa68eb234f7ff54f"),
	"judge/js/src/shape.js":          canon.MustParseHash("0x33c2ac1a2d177bda84bb06f9e4a16a60b3e9ddb5cb901ea0431e0ce30eae32e6"),
	"judge/js/src/limits.js":         canon.MustParseHash("0xa7e66ec154cc2a1357406a1e3687dabed5894c0f21dfa58fa11fe117de2838af"),
}
