package verify

import (
	"context"
	"fmt"
	"strings"

	"github.com/verijudge/verijudge/collect"
	"github.com/verijudge/verijudge/judge"
)

// checkEvidence holds a web3 record's trace against its chain, or a code
// record's against its repository. Only a record whose verdict reproduced
// is checked (the caller's to see): its trace is the one judged.
func (v *Verifier) checkEvidence(ctx context.Context, rec *judge.Record, res *Result) error {
	switch {
	case rec.Verdict.EvidenceClass == judge.ClassCode && v.repo != "":
		return v.checkRepo(rec, res)
	case rec.Verdict.EvidenceClass == judge.ClassCode:
		return fmt.Errorf("%w: a code record's evidence is checked against its repository (WithEvidenceRepo, --evidence-repo), and none was given", ErrEvidenceNotCheckable)
	case rec.Verdict.EvidenceClass != judge.ClassWeb3:
		return fmt.Errorf("%w: a %s record's evidence has no chain or repository to be checked against", ErrEvidenceNotCheckable, rec.Verdict.EvidenceClass)
	case v.evidence == nil:
		return fmt.Errorf("%w: a web3 record's evidence is checked against its chain (WithEvidenceSource, --evidence-rpc), and none was given", ErrEvidenceNotCheckable)
	}
	rep, err := collect.CheckWeb3Source(ctx, v.evidence, rec.Trace)
	if err != nil {
		// A node that cannot serve the evidence, or whose answers are
		// refused (collect.ErrNode, ErrReorg): nothing was confirmed.
		return fmt.Errorf("%w: %w", ErrEvidenceNotCheckable, err)
	}
	res.EvidenceSource = rep
	if rep.OK() {
		internal := "their internal transfers"
		if !rep.Traced {
			internal = "no internal transfers (the trace says none were collected)"
		}
		code := ""
		if n := len(rep.CodeAccounts); n > 0 {
			code = fmt.Sprintf("; %d of them have code (%s), whose value others' transactions may move unseen by a nonce", n, strings.Join(rep.CodeAccounts, ", "))
		}
		res.add(CheckEvidenceSource, ErrEvidenceSource, true, "chain %d confirms %d transactions with %s, %d balances, and that its %d senders, actors and checked holders sent no other transaction in the window (the actors' addresses are the trace's word)%s", rep.ChainID, rep.Transactions, internal, rep.Balances, rep.Accounts, code)
		return nil
	}
	parts := make([]string, len(rep.Differences))
	for i, d := range rep.Differences {
		parts[i] = d.String()
	}
	res.add(CheckEvidenceSource, ErrEvidenceSource, false, "chain %d differs: %s", rep.ChainID, strings.Join(parts, "; "))
	return nil
}

// checkRepo holds a code record's trace against the repository.
func (v *Verifier) checkRepo(rec *judge.Record, res *Result) error {
	rep, err := collect.CheckCodeSource(v.repo, rec.Trace)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrEvidenceNotCheckable, err)
	}
	res.EvidenceRepo = rep
	if rep.OK() {
		res.add(CheckEvidenceSource, ErrEvidenceSource, true, "the repository holds commit %s with tree %s, and confirms %d artifact digests (%d from the commit, %d from the checkout)", rep.Commit, rep.Tree, rep.Artifacts, rep.FromCommit, rep.Artifacts-rep.FromCommit)
		return nil
	}
	parts := make([]string, len(rep.Differences))
	for i, d := range rep.Differences {
		parts[i] = d.String()
	}
	res.add(CheckEvidenceSource, ErrEvidenceSource, false, "the repository differs: %s", strings.Join(parts, "; "))
	return nil
}
