package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Exit codes (documented in docs/cli.md and `verijudge help`).
const (
	exitOK       = 0
	exitMismatch = 1
	exitError    = 2
)

type command struct {
	name    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 {
			if c, ok := commands[args[1]]; ok {
				return c.run([]string{"--help"}, stdout, stderr)
			}
		}
		usage(stdout)
		if len(args) == 0 {
			return exitError
		}
		return exitOK
	}
	c, ok := commands[args[0]]
	if !ok {
		return fail(stderr, fmt.Errorf("unknown command %q", args[0]), "run 'verijudge help' for the list of commands")
	}
	return c.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "verijudge: verdicts anyone can check. verdict = judge(trace).")
	fmt.Fprintln(w, "\nUsage: verijudge <command> [flags] [args]\n\nCommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
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

// newFlags returns a FlagSet whose --help prints the command's usage text.
func newFlags(name, usageLine, doc string, stderr, stdout io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "Usage: verijudge %s\n\n%s\n", usageLine, strings.TrimSpace(doc))
		n := 0
		fs.VisitAll(func(*flag.Flag) { n++ })
		if n > 0 {
			fmt.Fprintln(w, "\nFlags:")
			fs.PrintDefaults()
		}
	}
	return fs
}

// parse parses flags; it returns (code, false) when the command must stop:
// --help (exit 0, usage on stdout) or a flag error (exit 2).
func parse(fs *flag.FlagSet, args []string, stdout io.Writer) (int, bool) {
	// The flag package prints the usage itself on -h and on errors: hold
	// it, then send it to stdout for --help and to stderr for an error.
	stderr := fs.Output()
	var held strings.Builder
	fs.SetOutput(&held)
	err := fs.Parse(args)
	fs.SetOutput(stderr)
	if errors.Is(err, flag.ErrHelp) {
		fs.SetOutput(stdout)
		fs.Usage()
		fs.SetOutput(stderr)
		return exitOK, false
	}
	if err != nil {
		io.WriteString(stderr, held.String())
		return exitError, false
	}
	return 0, true
}
