package reviewtest

import (
	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// Attacks on the rule that blocked content must pass again, found in
// review; each must be refused (see Scenarios).

func (f *Fixture) resetTo(sha string) error {
	wt, err := f.sci.Worktree()
	if err != nil {
		return err
	}
	return wt.Reset(&git.ResetOptions{Commit: plumbing.NewHash(sha), Mode: git.HardReset})
}

const bad2 = "experiments/2026-08-02-bad"

// X (child of base) adds a blocked experiment; Y, a child of X, fixes it
// and passes (never admitted); the branch is reset to X and Z, touching
// only another experiment, passes. Z still holds X's blocked content.
func sideBranchFix(f *Fixture) error {
	if _, err := f.admitted(); err != nil {
		return err
	}
	x, err := f.commit(f.sci, map[string]*string{bad2 + "/results.json": s(results(""))}, "experiment: bad", "Generator")
	if err != nil {
		return err
	}
	f.experiments = []string{bad2}
	if err := f.round(x, x, 1, "BLOCKED", openai, []finding{{"BLOCKER", "CA-DATA-001", bad2 + "/results.json"}}, 1); err != nil {
		return err
	}
	y, err := f.commit(f.sci, map[string]*string{bad2 + "/results.json": s(results("kcal/mol"))}, "fix", "Generator")
	if err != nil {
		return err
	}
	if err := f.round(y, y, 2, "PASS", openai, nil, 0); err != nil {
		return err
	}
	if err := f.resetTo(x); err != nil {
		return err
	}
	f.experiments = []string{exp}
	return f.passAfter(map[string]*string{exp + "/notes.md": s("a note\n")}, 3)
}

// X (child of base) breaks the admitted experiment; the first commit a
// (an ancestor of the base, which created the experiment) is audited
// again and passes; Z touches only a new experiment.
func ancestorReaudit(f *Fixture) error {
	if _, err := f.admitted(); err != nil {
		return err
	}
	// the root commit of the science repository
	iter, err := f.sci.Log(&git.LogOptions{})
	if err != nil {
		return err
	}
	var root string
	if err := iter.ForEach(func(c *object.Commit) error { root = c.Hash.String(); return nil }); err != nil {
		return err
	}
	x, err := f.commit(f.sci, map[string]*string{exp + "/results.json": s(results(""))}, "unit dropped", "Generator")
	if err != nil {
		return err
	}
	if err := f.round(x, x, 1, "BLOCKED", openai, []finding{{"BLOCKER", "CA-DATA-001", exp + "/results.json"}}, 1); err != nil {
		return err
	}
	if err := f.round(root, root+"-r2", 2, "PASS", openai, nil, 0); err != nil {
		return err
	}
	const other = "experiments/2026-08-03-other"
	f.experiments = []string{other}
	return f.passAfter(map[string]*string{other + "/results.json": s(results("kcal/mol"))}, 3)
}

// X adds experiments/evil.json (no experiment folder); blocked; Z passes.
func topLevelBlocked(f *Fixture) error {
	if _, err := f.admitted(); err != nil {
		return err
	}
	x, err := f.commit(f.sci, map[string]*string{"experiments/evil.json": s("{\"claim\":\"unsupported\"}\n")}, "evil", "Generator")
	if err != nil {
		return err
	}
	if err := f.round(x, x, 1, "BLOCKED", openai, []finding{{"BLOCKER", "CA-DATA-001", "experiments/evil.json"}}, 0); err != nil {
		return err
	}
	return f.passAfter(map[string]*string{exp + "/notes.md": s("a note\n")}, 2)
}

// X deletes the experiment's metadata; the auditor blocks the deletion; Z
// touches only another experiment.
func blockedDeletion(f *Fixture) error {
	if _, err := f.admitted(); err != nil {
		return err
	}
	x, err := f.commit(f.sci, map[string]*string{exp + "/metadata.yml": nil}, "drop metadata", "Generator")
	if err != nil {
		return err
	}
	if err := f.round(x, x, 1, "BLOCKED", openai, []finding{{"BLOCKER", "CA-METH-001", exp + "/metadata.yml"}}, 0); err != nil {
		return err
	}
	const other = "experiments/2026-08-03-other"
	f.experiments = []string{other}
	return f.passAfter(map[string]*string{other + "/results.json": s(results("kcal/mol"))}, 2)
}

func aliasVendor(gen, aud, cell string) func(*Fixture) error {
	return func(f *Fixture) error {
		a, err := f.start(gen, aud, 3, "kcal/mol")
		if err != nil {
			return err
		}
		if err := f.round(a, a, 1, "PASS", cell, nil, 0); err != nil {
			return err
		}
		return f.emit(a, a)
	}
}
