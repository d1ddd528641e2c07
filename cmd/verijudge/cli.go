package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Exit codes (documented in docs/cli.md and `verijudge help`).
const (
	exitOK       = 0
	exitMismatch = 1
	exitError    = 2
)

// A command is one top-level subcommand. Its run function parses its own
// flags with newFlags and parse, which accept flags in any position.
type command struct {
	name    string
	summary string
	// subs are the words the command takes first (e.g. review trace),
	// for completion and "did you mean".
	subs []string
	run  func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

// run executes the CLI. The command tree is cobra's (dispatch, "did you
// mean", shell completion); each command parses its flags itself with
// pflag, so every command parses them the same way, in any position.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		usage(stdout)
		if len(args) == 0 {
			return exitError
		}
		return exitOK
	}
	code := exitOK
	root := newRoot(stdout, stderr, &code)
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	if w := args[0]; !strings.HasPrefix(w, "-") && !isRootCommand(root, w) {
		return unknownCommand(stderr, root, w)
	}
	root.SetArgs(args)
	if err := root.Execute(); err != nil {
		return fail(stderr, err, "verijudge help")
	}
	return code
}

func isRootCommand(root *cobra.Command, w string) bool {
	for _, c := range root.Commands() {
		if c.Name() == w || c.HasAlias(w) {
			return true
		}
	}
	return w == cobra.ShellCompRequestCmd || w == cobra.ShellCompNoDescRequestCmd
}

// unknownCommand fails on a word that is not a command, suggesting the
// nearest ones.
func unknownCommand(stderr io.Writer, root *cobra.Command, w string) int {
	var names []string
	for _, c := range root.Commands() {
		names = append(names, c.Name())
	}
	return fail(stderr, fmt.Errorf("unknown command %q", w), suggest(nearest(w, names), "run 'verijudge help' for the list of commands"))
}

// suggest is a hint naming the closest known words, else otherwise.
func suggest(near []string, otherwise string) string {
	if len(near) == 0 {
		return otherwise
	}
	return "did you mean " + strings.Join(near, " or ") + "? (" + otherwise + ")"
}

// newRoot builds the command tree. Each command's result is stored in
// *code: cobra only says whether it ran.
func newRoot(stdout, stderr io.Writer, code *int) *cobra.Command {
	root := &cobra.Command{
		Use:           "verijudge",
		Short:         "verdicts anyone can check: verdict = judge(trace)",
		SilenceErrors: true,
		SilenceUsage:  true,
		// cobra's own completion command stays: verijudge completion
		// bash|zsh|fish|powershell.
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetHelpFunc(func(*cobra.Command, []string) { usage(stdout) })
	names := commandNames()
	root.SetHelpCommand(&cobra.Command{
		Use:   "help [command]",
		Short: "print the command list, or a command's --help",
		Args:  cobra.MaximumNArgs(1),
		ValidArgsFunction: func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(_ *cobra.Command, args []string) error {
			if len(args) == 0 {
				usage(stdout)
				return nil
			}
			c, ok := commands[args[0]]
			if !ok {
				*code = unknownCommand(stderr, root, args[0])
				return nil
			}
			*code = c.run([]string{"--help"}, stdout, stderr)
			return nil
		},
	})
	for _, n := range names {
		c := commands[n]
		root.AddCommand(&cobra.Command{
			Use:                c.name,
			Short:              c.summary,
			DisableFlagParsing: true,
			RunE: func(_ *cobra.Command, args []string) error {
				*code = c.run(args, stdout, stderr)
				return nil
			},
			ValidArgsFunction: func(_ *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
				return complete(c, args, toComplete)
			},
		})
	}
	return root
}

// complete lists what may follow args: the command's subcommand words
// first, then its flags (the ones the command's parse would accept).
func complete(c *command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if len(args) == 0 && len(c.subs) > 0 && !strings.HasPrefix(toComplete, "-") {
		var out []string
		for _, w := range c.subs {
			if strings.HasPrefix(w, toComplete) {
				out = append(out, w)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
	if !strings.HasPrefix(toComplete, "-") {
		return nil, cobra.ShellCompDirectiveDefault // file names
	}
	var out []string
	for _, f := range flagsOf(c, args) {
		if strings.HasPrefix("--"+f.Name, toComplete) {
			out = append(out, "--"+f.Name+"\t"+f.Usage)
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// flagsOf runs the command in probe mode: its parse hands over the flag
// set instead of parsing, and the command returns without doing anything.
func flagsOf(c *command, args []string) []*flag.Flag {
	var got []*flag.Flag
	flagProbe = func(fs *flag.FlagSet) { fs.VisitAll(func(f *flag.Flag) { got = append(got, f) }) }
	defer func() { flagProbe = nil }()
	c.run(append(append([]string{}, args...), "--help"), io.Discard, io.Discard)
	return got
}

// flagProbe, when set, receives the flag set parse is given instead of
// parsing it (shell completion).
var flagProbe func(*flag.FlagSet)

func commandNames() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "verijudge: verdicts anyone can check. verdict = judge(trace).")
	fmt.Fprintln(w, "\nUsage: verijudge <command> [flags] [args]   (flags may come anywhere after the command)\n\nCommands:")
	for _, n := range commandNames() {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintf(w, "  %-10s %s\n", "completion", "print a shell completion script (completion bash|zsh|fish|powershell)")
	fmt.Fprintln(w, "\nRun 'verijudge <command> --help' for a command's flags.")
	fmt.Fprintln(w, "\nExit codes: 0 ok/MATCH, 1 MISMATCH (verify) or digest differs (bundle build --check), 2 error.")
}

// fail prints an error in the CLI's format and returns exitError.
func fail(stderr io.Writer, err error, hint string) int {
	fmt.Fprintf(stderr, "verijudge: error: %v\n", err)
	if hint != "" {
		fmt.Fprintf(stderr, "hint: %s\n", hint)
	}
	return exitError
}

// unknownSub fails on a subcommand word the command does not have,
// suggesting the nearest ones.
func unknownSub(stderr io.Writer, cmd, word string, known []string) int {
	return fail(stderr, fmt.Errorf("unknown %s subcommand %q", cmd, word), suggest(nearest(word, known), "verijudge "+cmd+" --help"))
}

// newFlags returns a FlagSet whose --help prints the command's usage text.
// Flags are declared with the standard flag package and parsed by parse.
func newFlags(name, usageLine, doc string, stderr, stdout io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "Usage: verijudge %s\n\n%s\n", usageLine, strings.TrimSpace(doc))
		if p := pflagsOf(fs); p.HasFlags() {
			fmt.Fprintf(w, "\nFlags (in any position; --name=value or --name value):\n%s", p.FlagUsages())
		}
	}
	return fs
}

// pflagsOf is a pflag set over the same flag values as fs.
func pflagsOf(fs *flag.FlagSet) *pflag.FlagSet {
	p := pflag.NewFlagSet(fs.Name(), pflag.ContinueOnError)
	p.SetOutput(io.Discard)
	p.SortFlags = true
	p.AddGoFlagSet(fs)
	return p
}

// parse parses flags, which may come before, between or after the
// arguments ("--" ends them); it returns (code, false) when the command
// must stop: --help (exit 0, usage on stdout) or a flag error (exit 2,
// with the nearest flag names). A single dash before a long name
// (-json) is read as two, as the standard flag package allows.
func parse(fs *flag.FlagSet, args []string, stdout io.Writer) (int, bool) {
	if flagProbe != nil {
		flagProbe(fs)
		return exitOK, false
	}
	p := pflagsOf(fs)
	err := p.Parse(longDashes(fs, args))
	if errors.Is(err, pflag.ErrHelp) {
		out := fs.Output()
		fs.SetOutput(stdout)
		fs.Usage()
		fs.SetOutput(out)
		return exitOK, false
	}
	if err != nil {
		var nx *pflag.NotExistError
		hint := "verijudge " + fs.Name() + " --help"
		if errors.As(err, &nx) {
			var names []string
			fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
			var near []string
			for _, n := range nearest(strings.TrimLeft(nx.GetSpecifiedName(), "-"), names) {
				near = append(near, "--"+n)
			}
			hint = suggest(near, hint)
		}
		return fail(fs.Output(), err, hint), false
	}
	// The positional arguments, for fs.Args: "--" stops the flag package.
	if err := fs.Parse(append([]string{"--"}, p.Args()...)); err != nil {
		return fail(fs.Output(), err, ""), false
	}
	hooks := parsedHooks[fs]
	delete(parsedHooks, fs)
	for _, h := range hooks {
		if err := h(p.Changed); err != nil {
			return fail(fs.Output(), err, "verijudge "+fs.Name()+" --help"), false
		}
	}
	return 0, true
}

// parsedHooks run once a flag set is parsed, told which flags the
// command line gave: defaults from the environment fill only what was not
// given (a flag given always wins).
var parsedHooks = map[*flag.FlagSet][]func(given func(name string) bool) error{}

// onParsed adds a hook to fs.
func onParsed(fs *flag.FlagSet, h func(given func(name string) bool) error) {
	parsedHooks[fs] = append(parsedHooks[fs], h)
}

// longDashes rewrites -name and -name=value to --name… for the flags fs
// defines whose names are longer than one letter. The value of a flag
// that takes one (given as the next argument) is left as it is, whatever
// it looks like; "--" ends the flags.
func longDashes(fs *flag.FlagSet, args []string) []string {
	out := make([]string, len(args))
	copy(out, args)
	for i := 0; i < len(out); i++ {
		a := out[i]
		if a == "--" {
			break
		}
		if len(a) < 2 || a[0] != '-' {
			continue
		}
		name, _, hasValue := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-"), "=")
		f := fs.Lookup(name)
		if f == nil {
			continue
		}
		if a[1] != '-' && len(name) > 1 {
			out[i] = "-" + a
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !hasValue && !(ok && b.IsBoolFlag()) {
			i++ // its value
		}
	}
	return out
}

// nearest returns the known words within a small edit distance of w
// (or that w is a prefix of), closest first.
func nearest(w string, known []string) []string {
	type cand struct {
		s string
		d int
	}
	var cs []cand
	for _, k := range known {
		d := editDistance(strings.ToLower(w), strings.ToLower(k))
		if d <= 2 || (len(w) >= 2 && strings.HasPrefix(k, w)) {
			cs = append(cs, cand{k, d})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	var out []string
	for i, c := range cs {
		if i == 3 {
			break
		}
		out = append(out, c.s)
	}
	return out
}

// editDistance is the Levenshtein distance of a and b (bytes).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// The subcommand words of the commands that take one first.
var (
	hashKinds    = []string{"trace", "spec", "verdict"}
	registrySubs = []string{"allow", "revoke", "min-tcb", "transfer-ownership", "accept-ownership", "list"}
	reviewSubs   = []string{"trace", "receipt", "admit", "manifest", "next", "adopt"}
	teeSubs      = []string{"quote", "verify", "submit", "register-platform"}
	trustSubs    = []string{"init", "show", "check"}
	zkSubs       = []string{"profile", "setup", "prove", "verify", "export-solidity", "submit", "ceremony"}
)
