package verify

import (
	"context"
	"fmt"
	"strings"

	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/judge"
)

// checkEvidence holds a web3 record's trace against its chain. Only a
// record whose verdict reproduced is checked: its trace is the one judged.
func (v *Verifier) checkEvidence(ctx context.Context, rec *judge.Record, off judge.Outcome, res *Result) error {
	if off != judge.Match {
		return nil
	}
	if rec.Verdict.EvidenceClass != judge.ClassWeb3 {
		return fmt.Errorf("%w: a %s record's evidence has no chain to be checked against", ErrEvidenceNotCheckable, rec.Verdict.EvidenceClass)
	}
	rep, err := collect.CheckWeb3Source(ctx, v.evidence, rec.Trace)
	if err != nil {
		// A node that cannot serve the evidence, or whose answers are
		// refused (collect.ErrNode, ErrReorg): nothing was confirmed.
		return fmt.Errorf("%w: %w", ErrEvidenceNotCheckable, err)
	}
	res.EvidenceSource = rep
	if rep.OK() {
		res.add(CheckEvidenceSource, ErrEvidenceSource, true, "chain %d confirms %d transactions, %d balances, and that its %d senders and actors sent no other transaction in the window (the actors' addresses are the trace's word)", rep.ChainID, rep.Transactions, rep.Balances, rep.Accounts)
		return nil
	}
	parts := make([]string, len(rep.Differences))
	for i, d := range rep.Differences {
		parts[i] = d.String()
	}
	res.add(CheckEvidenceSource, ErrEvidenceSource, false, "chain %d differs: %s", rep.ChainID, strings.Join(parts, "; "))
	return nil
}
