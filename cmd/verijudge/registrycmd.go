package main

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
)

func init() {
	register(&command{name: "registry", summary: "EvaluatorRegistry: allow|revoke|list|transfer-ownership|accept-ownership", subs: registrySubs, run: runRegistry})
}

const registryDoc = `
Manages the EvaluatorRegistry of a deployment (--rpc URL --deployment FILE):

  allow evaluator DIGEST [--version V] [--uri U]   allow an evaluator digest
  allow attester ADDRESS                           allow an attester
  allow measurement DIGEST                         allow a TEE measurement (see 'verijudge tee verify')
  allow zk-program ID                              allow a ZK program (a verifying key's digest, see 'verijudge zk setup')
  revoke evaluator DIGEST | revoke attester ADDRESS | revoke measurement DIGEST | revoke zk-program ID
  revoke platform PLATFORM_ID                      revoke a TDX platform for good (sha256 of its PPID; its level-3 records drop)
  revoke fmspc FMSPC                               revoke every TDX platform of a model (12 hex digits), for good
  min-tcb MEASUREMENT TEE_TCB_SVN QE_SVN           the least TCB a quote for the measurement must show
                                                   (32 hex digits, a number; see 'verijudge tee verify --json')
  transfer-ownership ADDRESS                       start a two-step transfer
  accept-ownership                                 complete it (as the new owner)
  list [--from-block N]                            owner and allow-lists (from events)

Only the owner's changes succeed; a refused change prints the contract's
reason (e.g. NotOwner). Keys as for 'attest'.

Exit codes: 0 done; 2 error.`

func runRegistry(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("registry", "registry SUBCOMMAND [ARGS] --rpc URL --deployment FILE", registryDoc, stderr, stdout)
	cf := addChainFlags(fs)
	version := fs.String("version", "", "release version of an allowed evaluator")
	uri := fs.String("uri", "", "where the evaluator bundle is published")
	from := fs.Uint64("from-block", 0, "list: first block to read registry events from")
	asJSON := fs.Bool("json", false, "print JSON (list: the registry; changes: the transactions)")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	words := fs.Args()
	if len(words) == 0 {
		return fail(stderr, errors.New("registry needs a subcommand"), "verijudge registry --help")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*cf.timeout)
	defer cancel()
	dep, err := cf.loadDeployment()
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	readOnly := words[0] == "list"
	c, err := cf.dialWith(ctx, dep, !readOnly)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	txs := logMined(c, stderr)
	arg := func(i int) string {
		if i < len(words) {
			return words[i]
		}
		return ""
	}
	switch words[0] {
	case "list":
		st, err := c.Registry(ctx, *from)
		if err != nil {
			return fail(stderr, err, hintFor(err))
		}
		if *asJSON {
			writeJSON(stdout, st)
			return exitOK
		}
		fmt.Fprintf(stdout, "owner      %s\n", st.Owner)
		var ds []string
		for d, v := range st.Evaluators {
			ds = append(ds, d.String()+"  "+v)
		}
		sort.Strings(ds)
		for _, d := range ds {
			fmt.Fprintf(stdout, "evaluator  %s\n", d)
		}
		var as []string
		for a := range st.Attesters {
			as = append(as, a.Hex())
		}
		sort.Strings(as)
		for _, a := range as {
			fmt.Fprintf(stdout, "attester   %s\n", a)
		}
		var ms []string
		for m := range st.Measurements {
			ms = append(ms, m.String())
		}
		sort.Strings(ms)
		for _, m := range ms {
			fmt.Fprintf(stdout, "measurement %s\n", m)
		}
		var zs []string
		for z := range st.ZkPrograms {
			zs = append(zs, z.String())
		}
		sort.Strings(zs)
		for _, z := range zs {
			fmt.Fprintf(stdout, "zk-program %s\n", z)
		}
		var ts []string
		for m, t := range st.MinTCBs {
			ts = append(ts, fmt.Sprintf("min-tcb    %s  teeTcbSvn %x qeSvn %d", m, t.TeeTcbSvn, t.QESVN))
		}
		for p := range st.RevokedPlatforms {
			ts = append(ts, "revoked    platform "+p.String())
		}
		for f := range st.RevokedFMSPCs {
			ts = append(ts, "revoked    fmspc "+f)
		}
		sort.Strings(ts)
		for _, l := range ts {
			fmt.Fprintln(stdout, l)
		}
		return exitOK
	case "allow", "revoke":
		switch arg(1) {
		case "evaluator":
			d, err := canon.ParseHash(arg(2))
			if err != nil {
				return fail(stderr, err, "the evaluator digest is 0x + 64 lowercase hex (see 'verijudge bundle build')")
			}
			if words[0] == "allow" {
				err = c.AllowEvaluator(ctx, d, *version, *uri)
			} else {
				err = c.RevokeEvaluator(ctx, d)
			}
			if err != nil {
				return fail(stderr, err, hintFor(err))
			}
		case "measurement":
			m, err := canon.ParseHash(arg(2))
			if err != nil {
				return fail(stderr, err, "a TEE measurement is 0x + 64 lowercase hex (see 'verijudge tee verify')")
			}
			if words[0] == "allow" {
				err = c.AllowTeeMeasurement(ctx, m)
			} else {
				err = c.RevokeTeeMeasurement(ctx, m)
			}
			if err != nil {
				return fail(stderr, err, hintFor(err))
			}
		case "zk-program":
			id, err := canon.ParseHash(arg(2))
			if err != nil {
				return fail(stderr, err, "a ZK program id is 0x + 64 lowercase hex (see 'verijudge zk setup' or 'zk ceremony verify')")
			}
			if words[0] == "allow" {
				err = c.AllowZkProgram(ctx, id)
			} else {
				err = c.RevokeZkProgram(ctx, id)
			}
			if err != nil {
				return fail(stderr, err, hintFor(err))
			}
		case "platform", "fmspc":
			if words[0] != "revoke" {
				return fail(stderr, fmt.Errorf("a TDX %s can only be revoked (for good)", arg(1)), "verijudge registry --help")
			}
			if arg(1) == "platform" {
				h, err := canon.ParseHash(arg(2))
				if err != nil {
					return fail(stderr, err, "a platform id is 0x + 64 lowercase hex (platformId in 'verijudge tee verify --json')")
				}
				err = c.RevokeTdxPlatform(ctx, h)
				if err != nil {
					return fail(stderr, err, hintFor(err))
				}
				break
			}
			b, err := hex.DecodeString(strings.TrimPrefix(arg(2), "0x"))
			if err != nil || len(b) != 6 {
				return fail(stderr, fmt.Errorf("FMSPC %q: want 12 hex digits", arg(2)), "fmspc in 'verijudge tee verify --json'")
			}
			if err := c.RevokeTdxFmspc(ctx, [6]byte(b)); err != nil {
				return fail(stderr, err, hintFor(err))
			}
		case "attester":
			a, err := parseAddress("attester", arg(2))
			if err != nil {
				return fail(stderr, err, "")
			}
			if words[0] == "allow" {
				err = c.AllowAttester(ctx, a)
			} else {
				err = c.RevokeAttester(ctx, a)
			}
			if err != nil {
				return fail(stderr, err, hintFor(err))
			}
		default:
			return fail(stderr, fmt.Errorf("%s what? (evaluator DIGEST, measurement DIGEST, zk-program ID, attester ADDRESS; revoke platform HASH or fmspc HEX)", words[0]), "verijudge registry --help")
		}
	case "min-tcb":
		m, err := canon.ParseHash(arg(1))
		if err != nil {
			return fail(stderr, err, "a TEE measurement is 0x + 64 lowercase hex (see 'verijudge tee verify')")
		}
		svn, err := hex.DecodeString(strings.TrimPrefix(arg(2), "0x"))
		if err != nil || len(svn) != 16 {
			return fail(stderr, fmt.Errorf("TEE_TCB_SVN %q: want 32 hex digits", arg(2)), "teeTcbSvn in 'verijudge tee verify --json'")
		}
		qe, err := strconv.ParseUint(arg(3), 10, 16)
		if err != nil {
			return fail(stderr, fmt.Errorf("QE_SVN %q: want a number 0-65535", arg(3)), "qeSvn in 'verijudge tee verify --json'")
		}
		if err := c.SetMinTcb(ctx, m, chain.TCB{TeeTcbSvn: [16]byte(svn), QESVN: uint16(qe)}); err != nil {
			return fail(stderr, err, hintFor(err))
		}
	case "transfer-ownership":
		a, err := parseAddress("new owner", arg(1))
		if err != nil {
			return fail(stderr, err, "")
		}
		if err := c.TransferOwnership(ctx, a); err != nil {
			return fail(stderr, err, hintFor(err))
		}
	case "accept-ownership":
		if err := c.AcceptOwnership(ctx); err != nil {
			return fail(stderr, err, hintFor(err))
		}
	default:
		return unknownSub(stderr, "registry", words[0], registrySubs)
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"ok": true, "change": strings.Join(words, " "), "sender": c.Address(), "transactions": *txs})
		return exitOK
	}
	fmt.Fprintln(stdout, "ok")
	return exitOK
}
