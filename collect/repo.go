package collect

import (
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
)

// ErrRepo: the repository named for a revision cannot give one (not a
// git repository, no commit checked out, uncommitted changes).
var ErrRepo = errors.New("collect: the repository's revision cannot be read")

// Revision is evidence.revision: the git commit that was tested and its
// tree, as lowercase hex (SHA-1 or SHA-256 object ids).
type Revision struct {
	Commit string `json:"commit"`
	Tree   string `json:"tree"`
}

// TestLog is evidence.testLog: the SHA-256 and size of the raw test log
// the outcomes were read from.
type TestLog struct {
	SHA256 canon.Hash `json:"sha256"`
	Bytes  int64      `json:"bytes"`
}

// maxDirty is how many changed files a dirty-worktree error names.
const maxDirty = 5

// ReadRevision reads the commit checked out in the git repository at dir
// (the folder holding .git) and its tree. A worktree with changes that are
// not committed (modified, staged, deleted or untracked files that
// .gitignore does not cover) is refused, naming them: the tested code
// would not be the commit's.
func ReadRevision(dir string) (*Revision, error) {
	repo, err := git.PlainOpen(dir)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrRepo, dir, err)
	}
	head, err := repo.Head()
	if err != nil {
		return nil, fmt.Errorf("%w: %s: no commit checked out: %w", ErrRepo, dir, err)
	}
	c, err := repo.CommitObject(head.Hash())
	if err != nil {
		return nil, fmt.Errorf("%w: %s: HEAD %s: %w", ErrRepo, dir, head.Hash(), err)
	}
	wt, err := repo.Worktree()
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrRepo, dir, err)
	}
	st, err := wt.Status()
	if err != nil {
		return nil, fmt.Errorf("%w: %s: the worktree's status: %w", ErrRepo, dir, err)
	}
	if !st.IsClean() {
		var changed []string
		for p, s := range st {
			if s.Worktree != git.Unmodified || s.Staging != git.Unmodified {
				changed = append(changed, p)
			}
		}
		slices.Sort(changed)
		more := ""
		if len(changed) > maxDirty {
			more = fmt.Sprintf(" and %d more", len(changed)-maxDirty)
			changed = changed[:maxDirty]
		}
		return nil, fmt.Errorf("%w: %s has uncommitted changes (%s%s): commit them, or test a clean checkout, so that the revision recorded is the code tested", ErrRepo, dir, strings.Join(changed, ", "), more)
	}
	return &Revision{Commit: c.Hash.String(), Tree: c.TreeHash.String()}, nil
}

// trackedChanges lists the tracked files of the worktree at dir that
// differ from the commit (modified, deleted or staged); untracked files
// (a run's outputs) are not listed.
func trackedChanges(dir string) ([]string, error) {
	repo, err := git.PlainOpen(dir)
	if err != nil {
		return nil, err
	}
	wt, err := repo.Worktree()
	if err != nil {
		return nil, err
	}
	st, err := wt.Status()
	if err != nil {
		return nil, err
	}
	var out []string
	for p, f := range st {
		if f.Worktree == git.Untracked && f.Staging == git.Untracked {
			continue
		}
		if f.Worktree != git.Unmodified || f.Staging != git.Unmodified {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out, nil
}

// headCommit is the commit checked out at dir.
func headCommit(dir string) (string, error) {
	repo, err := git.PlainOpen(dir)
	if err != nil {
		return "", err
	}
	head, err := repo.Head()
	if err != nil {
		return "", err
	}
	return head.Hash().String(), nil
}

// RepoReport is a code trace's revision and artifacts held against a
// repository.
type RepoReport struct {
	Commit string `json:"commit"`
	Tree   string `json:"tree"`
	// Artifacts counts the artifact digests recomputed; FromCommit those
	// read from the commit's tree (the others from the checkout's files).
	Artifacts   int              `json:"artifacts"`
	FromCommit  int              `json:"fromCommit"`
	Differences []RepoDifference `json:"differences"`
}

// RepoDifference is one member of a code trace's evidence the repository
// does not confirm.
type RepoDifference struct {
	Field string `json:"field"`
	Trace string `json:"trace"`
	Repo  string `json:"repo"`
}

func (d RepoDifference) String() string {
	return fmt.Sprintf("%s: trace %s, repository %s", d.Field, d.Trace, d.Repo)
}

// OK reports whether the repository confirmed every member checked.
func (r *RepoReport) OK() bool { return len(r.Differences) == 0 }

// CheckCodeSource holds a code trace's evidence against the git
// repository at dir: the commit the trace names must be in it, with the
// tree the trace names, and each artifact's SHA-256 is recomputed from the
// file at its path in that commit's tree or, when the commit does not
// hold it (a build output), from the file under dir (opened as Artifacts
// opens files: nothing outside dir, no symlinks). A difference is
// reported, not returned as an error. A trace without a revision is
// ErrNotCheckable: there is nothing to tie the repository to.
func CheckCodeSource(dir string, trace []byte) (*RepoReport, error) {
	c, err := judge.Canonicalize(trace)
	if err != nil {
		return nil, err
	}
	var t struct {
		Spec     struct{ EvidenceClass string } `json:"spec"`
		Evidence struct {
			Revision  *Revision  `json:"revision"`
			Artifacts []Artifact `json:"artifacts"`
		} `json:"evidence"`
	}
	if err := json.Unmarshal(c.Bytes(), &t); err != nil {
		return nil, fmt.Errorf("%w: %w", judge.ErrInvalidTrace, err)
	}
	if t.Spec.EvidenceClass != judge.ClassCode {
		return nil, fmt.Errorf("%w: a %s trace has no repository to check against", ErrNotCheckable, t.Spec.EvidenceClass)
	}
	rev := t.Evidence.Revision
	if rev == nil {
		return nil, fmt.Errorf("%w: the trace names no revision (evidence.revision): collect it with --repo", ErrNotCheckable)
	}
	repo, err := git.PlainOpen(dir)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrRepo, dir, err)
	}
	rep := &RepoReport{Commit: rev.Commit, Tree: rev.Tree, Differences: []RepoDifference{}}
	diff := func(field, trace, repo string) {
		rep.Differences = append(rep.Differences, RepoDifference{Field: field, Trace: trace, Repo: repo})
	}
	commit, err := repo.CommitObject(plumbing.NewHash(rev.Commit))
	if err != nil || commit.Hash.String() != rev.Commit {
		diff("revision.commit", rev.Commit, "not in the repository")
		commit = nil
	} else if commit.TreeHash.String() != rev.Tree {
		diff("revision.tree", rev.Tree, commit.TreeHash.String())
	}
	if commit == nil {
		// Nothing else can be held to a commit the repository lacks.
		return rep, nil
	}
	tree, err := commit.Tree()
	if err != nil {
		return nil, fmt.Errorf("%w: %s: the tree of %s: %w", ErrRepo, dir, rev.Commit, err)
	}
	var fromFiles []string
	want := map[string]canon.Hash{}
	for _, a := range t.Evidence.Artifacts {
		if _, dup := want[a.Path]; dup {
			continue // the evaluator reads the first entry of a path
		}
		want[a.Path] = a.SHA256
		rep.Artifacts++
		if path.Clean(a.Path) == a.Path && !strings.HasPrefix(a.Path, "/") {
			if f, err := tree.File(a.Path); err == nil {
				if f.Mode != filemode.Regular && f.Mode != filemode.Executable {
					diff("artifact "+a.Path, a.SHA256.String(), fmt.Sprintf("not a regular file in the commit (mode %s)", f.Mode))
					continue
				}
				sum, err := blobSum(f)
				if err != nil {
					return nil, fmt.Errorf("%w: %s: %s at %s: %w", ErrRepo, dir, a.Path, rev.Commit, err)
				}
				rep.FromCommit++
				if sum != a.SHA256 {
					diff("artifact "+a.Path, a.SHA256.String(), sum.String()+" (in the commit)")
				}
				continue
			}
		}
		fromFiles = append(fromFiles, a.Path)
	}
	// Files the commit does not hold (build outputs) are read from the
	// checkout, which must then be the trace's commit with no
	// uncommitted change: otherwise they cannot be confirmed here.
	if len(fromFiles) > 0 {
		cur, err := ReadRevision(dir)
		if err != nil {
			return nil, fmt.Errorf("%w: artifacts %v are not in commit %s and are read from the checkout: %w", ErrNotCheckable, fromFiles, rev.Commit, err)
		}
		if cur.Commit != rev.Commit {
			return nil, fmt.Errorf("%w: artifacts %v are not in commit %s and are read from the checkout, which is at %s: check out the trace's commit", ErrNotCheckable, fromFiles, rev.Commit, cur.Commit)
		}
	}
	for _, p := range fromFiles {
		got, err := Artifacts(dir, []string{p})
		if err != nil {
			diff("artifact "+p, want[p].String(), "unreadable: "+err.Error())
			continue
		}
		if got[0].SHA256 != want[p] {
			diff("artifact "+p, want[p].String(), got[0].SHA256.String()+" (in the checkout)")
		}
	}
	return rep, nil
}

func blobSum(f *object.File) (canon.Hash, error) {
	r, err := f.Reader()
	if err != nil {
		return canon.Hash{}, err
	}
	defer r.Close()
	return sha256Of(r)
}
