package tee_test

import (
	"context"
	"crypto/x509"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/tee"
)

func suiteCase(t *testing.T, name string) fixtures.Case {
	t.Helper()
	cases, err := fixtures.Suite()
	require.NoError(t, err)
	for _, c := range cases {
		if c.Name() == name {
			return c
		}
	}
	t.Fatalf("no suite case %s", name)
	return fixtures.Case{}
}

// A TEE quotes only what it computed: an operator of an allowed TD who
// hands it a fabricated record gets no evidence.
func TestQuoteRecordComputesBeforeQuoting(t *testing.T) {
	ctx := context.Background()
	b, err := tee.NewBackend(tee.BackendTDXDstack, tee.BackendConfig{DstackSocket: fakeDstack(t, http.StatusOK)})
	require.NoError(t, err)
	e := judge.Embedded()
	honest, err := judge.NewRecord(suiteCase(t, "web3-pay-usd-250-injected/naive").Trace, e)
	require.NoError(t, err)
	require.Equal(t, judge.StatusFailure, honest.Verdict.Status)
	other, err := judge.NewRecord(suiteCase(t, "web3-pay-usd-250-injected/reference").Trace, e)
	require.NoError(t, err)

	// The honest record is quoted over the binding of what was computed.
	ev, err := tee.QuoteRecord(ctx, b, e, honest)
	require.NoError(t, err)
	res, err := tee.VerifyTDX(ev.Quote, tee.TDXOptions{Roots: []*x509.Certificate{tdxMachine.Root}, Now: at})
	require.NoError(t, err)
	want := tee.ReportData(e.Digest(), honest.TraceHash, honest.VerdictHash)
	assert.Equal(t, want[:], []byte(res.ReportData))

	forge := func(edit func(r *judge.Record)) *judge.Record {
		r := *honest
		r.Verdict.Checks = append([]judge.Check(nil), honest.Verdict.Checks...)
		edit(&r)
		return &r
	}
	for _, tc := range []struct {
		name string
		rec  *judge.Record
		want error
	}{
		{"status edited to SUCCESS", forge(func(r *judge.Record) { r.Verdict.Status = judge.StatusSuccess }), tee.ErrNotReproduced},
		{"another verdict's hash", forge(func(r *judge.Record) { r.VerdictHash = other.VerdictHash }), tee.ErrNotReproduced},
		{"another verdict and its hash", forge(func(r *judge.Record) { r.Verdict, r.VerdictHash = other.Verdict, other.VerdictHash }), tee.ErrNotReproduced},
		{"another trace hash", forge(func(r *judge.Record) { r.TraceHash = other.TraceHash }), tee.ErrNotReproduced},
		{"another spec hash", forge(func(r *judge.Record) { r.SpecHash = canon.Sum([]byte("another spec")) }), tee.ErrNotReproduced},
		{"another trace under the same hashes", forge(func(r *judge.Record) { r.Trace = other.Trace }), tee.ErrNotReproduced},
		{"a check result flipped", forge(func(r *judge.Record) { r.Verdict.Checks[0].Pass = !r.Verdict.Checks[0].Pass }), tee.ErrNotReproduced},
		{"no trace", forge(func(r *judge.Record) { r.Trace = nil }), tee.ErrNoTrace},
		{"a foreign evaluator digest", forge(func(r *judge.Record) { r.Evaluator.Digest = canon.Sum([]byte("another bundle")) }), tee.ErrForeignEvaluator},
		{"an invalid trace", forge(func(r *judge.Record) { r.Trace = []byte(`{"trialId":1}`) }), judge.ErrInvalidTrace},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev, err := tee.QuoteRecord(ctx, b, e, tc.rec)
			require.ErrorIs(t, err, tc.want)
			assert.Nil(t, ev, "no evidence for a record the TEE did not reproduce")
		})
	}
	_, err = tee.QuoteRecord(ctx, b, nil, honest)
	require.ErrorIs(t, err, tee.ErrForeignEvaluator)
}
