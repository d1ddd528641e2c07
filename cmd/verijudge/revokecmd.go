package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/attester"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/judge"
)

func init() {
	register(&command{name: "revoke", summary: "revoke a record's attestations on chain, or an offchain attestation (revoke RECORD | revoke --offchain FILE)", run: runRevoke})
}

const revokeDoc = `
Revokes, on the chain of --rpc URL --deployment FILE (or --network dev):

  revoke RECORD...           the verdict and provenance attestations the
                             records name (their "attestations" member, or
                             for a record of an anchored batch, its two
                             offchain attestations, with revokeOffchain);
                             verification then says REVOKED
  revoke --offchain FILE...  offchain attestations written by 'verijudge
                             attest --offchain': EAS's revokeOffchain
                             records (and timestamps) that their signer
                             revokes them; the signing key must be the
                             attestation's signer for it to count

Every file is read, and each attestation checked on the chain, before
the first transaction: it exists with its schema, the signing key made it
(only the attester can revoke; offchain, only the signer's revocation
counts), a verdict attestation is of the record's verdict (computed from
the record) and a provenance references it. One already revoked is
skipped. Each transaction is printed (--json: all of them).

Exit codes: 0 revoked; 2 error (nothing to revoke, a foreign chain, a
refusal).`

func runRevoke(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("revoke", "revoke (--rpc URL --deployment FILE | --network dev) [--json] (RECORD... | --offchain FILE...)", revokeDoc, stderr, stdout)
	cf := addChainFlags(fs)
	offchain := fs.Bool("offchain", false, "the files are offchain attestations (attest --offchain), not records")
	asJSON := fs.Bool("json", false, "print the revoked UIDs and the transactions as JSON")
	if code, ok := parse(fs, args, stdout); !ok {
		return code
	}
	if fs.NArg() == 0 {
		return fail(stderr, errors.New("revoke needs a record (or, with --offchain, an offchain attestation file)"), "verijudge revoke --help")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*cf.timeout)
	defer cancel()
	dep, err := cf.loadDeployment()
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	// Every file is read and checked before the first transaction.
	type target struct {
		path   string
		schema attest.UID
		uid    attest.UID
		what   string
		signer common.Address // offchain: who signed it
		rec    *judge.Record
		off    bool // revoked with revokeOffchain
	}
	var targets []target
	for _, p := range fs.Args() {
		if *offchain {
			f, err := readOffchain(p)
			if err != nil {
				return fail(stderr, fmt.Errorf("%s: %w", p, err), "")
			}
			a := f.Attestation
			if a.Domain.ChainID != dep.ChainID || a.Domain.EAS != dep.EAS {
				return fail(stderr, fmt.Errorf("%s: signed for EAS %s on chain %d, not this deployment's EAS %s on chain %d", p, a.Domain.EAS.Hex(), a.Domain.ChainID, dep.EAS.Hex(), dep.ChainID), "")
			}
			targets = append(targets, target{path: p, schema: a.Message.Schema, uid: a.UID, what: "offchain", signer: f.Signer, off: true})
			continue
		}
		rec, err := readRecord(p)
		if err != nil {
			return fail(stderr, fmt.Errorf("%s: %w", p, err), hintFor(err))
		}
		if len(rec.Anchor) > 0 {
			ts, err := anchoredTargets(p, rec, dep)
			if err != nil {
				return fail(stderr, err, "")
			}
			for _, t := range ts {
				targets = append(targets, target{path: p, schema: t.Message.Schema, uid: t.UID, what: t.what, signer: t.signer, rec: rec, off: true})
			}
			continue
		}
		at := rec.Attestations
		if at == nil {
			return fail(stderr, fmt.Errorf("%s: the record names no attestations: nothing to revoke", p), "attest it first, or pass --offchain for an offchain attestation file")
		}
		if at.ChainID != dep.ChainID {
			return fail(stderr, fmt.Errorf("%s: attested on chain %d, not chain %d", p, at.ChainID, dep.ChainID), "")
		}
		targets = append(targets, target{path: p, schema: dep.VerdictSchema, uid: attest.UID(at.VerdictUID), what: "verdict", rec: rec})
		if !at.ProvenanceUID.IsZero() {
			targets = append(targets, target{path: p, schema: dep.ProvenanceSchema, uid: attest.UID(at.ProvenanceUID), what: "provenance", rec: rec})
		}
	}
	c, err := cf.dialWith(ctx, dep, true)
	if err != nil {
		return fail(stderr, err, hintFor(err))
	}
	// What the chain holds is checked before anything is sent: the
	// attestation exists with its schema, this key made it (only the
	// attester can revoke; offchain, only the signer's revocation counts),
	// a verdict attestation is of this record's verdict (computed), a
	// provenance references it. An attestation already revoked is skipped.
	var todo []target
	for _, t := range targets {
		if t.off {
			if t.signer != c.Address() {
				return fail(stderr, fmt.Errorf("%s: signed by %s, not by the signing key %s: only the signer's revocation counts", t.path, t.signer.Hex(), c.Address().Hex()), "sign with the attester's key")
			}
			when, err := c.OffchainRevoked(ctx, c.Address(), t.uid)
			if err != nil {
				return fail(stderr, err, hintFor(err))
			}
			if when != 0 {
				fmt.Fprintf(stderr, "%s: %s attestation %s already revoked at %s: skipped\n", t.path, t.what, t.uid, time.Unix(int64(when), 0).UTC().Format(time.RFC3339))
				continue
			}
			todo = append(todo, t)
			continue
		}
		a, err := c.Attestation(ctx, t.uid)
		if err != nil {
			return fail(stderr, fmt.Errorf("%s: the %s attestation %s: %w", t.path, t.what, t.uid, err), hintFor(err))
		}
		if a.Schema != t.schema {
			return fail(stderr, fmt.Errorf("%s: %s is not a %s attestation of this deployment (schema %x)", t.path, t.uid, t.what, a.Schema), "")
		}
		if a.Attester != c.Address() {
			return fail(stderr, fmt.Errorf("%s: the %s attestation %s was made by %s, not the signing key %s: only its attester can revoke it", t.path, t.what, t.uid, a.Attester.Hex(), c.Address().Hex()), "sign with the attester's key")
		}
		switch t.what {
		case "verdict":
			vh, err := judge.VerdictHash(&t.rec.Verdict)
			if err != nil {
				return fail(stderr, err, "")
			}
			vd, err := attest.DecodeVerdictData(a.Data)
			if err != nil || vd.VerdictHash != vh {
				return fail(stderr, fmt.Errorf("%s: the verdict attestation %s is not of this record's verdict %s", t.path, t.uid, vh), "")
			}
		case "provenance":
			if attest.UID(a.RefUID) != attest.UID(t.rec.Attestations.VerdictUID) {
				return fail(stderr, fmt.Errorf("%s: the provenance attestation %s does not reference the record's verdict attestation", t.path, t.uid), "")
			}
		}
		if a.RevocationTime != 0 {
			fmt.Fprintf(stderr, "%s: the %s attestation %s is already revoked: skipped\n", t.path, t.what, t.uid)
			continue
		}
		todo = append(todo, t)
	}
	txs := logMined(c, stderr)
	type revoked struct {
		Path string     `json:"path"`
		What string     `json:"what"`
		UID  attest.UID `json:"uid"`
	}
	done := []revoked{}
	for _, t := range todo {
		if t.off {
			err = c.RevokeOffchain(ctx, t.uid)
		} else {
			err = c.RevokeAttestation(ctx, t.schema, t.uid)
		}
		if err != nil {
			return fail(stderr, fmt.Errorf("%s: revoking the %s attestation %s: %w", t.path, t.what, t.uid, err), hintFor(err))
		}
		done = append(done, revoked{t.path, t.what, t.uid})
		if !*asJSON {
			fmt.Fprintf(stdout, "%s  revoked %s %s\n", t.path, t.what, t.uid)
		}
	}
	if *asJSON {
		writeJSON(stdout, map[string]any{"chainId": dep.ChainID, "revoker": c.Address(), "revoked": done, "transactions": *txs})
	}
	return exitOK
}

type anchoredTarget struct {
	attest.OffchainAttestation
	what   string
	signer common.Address
}

// anchoredTargets are the two offchain attestations of an anchored
// record, verified (UID, signature, this deployment's EAS domain, the
// record's verdict, the provenance referencing it) before anything is
// revoked.
func anchoredTargets(path string, rec *judge.Record, dep chain.Deployment) ([]anchoredTarget, error) {
	a, err := attest.ParseAnchor(rec.Anchor)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var out []anchoredTarget
	for _, x := range []struct {
		what   string
		o      attest.OffchainAttestation
		schema attest.UID
	}{{"anchored verdict", a.Verdict, dep.VerdictSchema}, {"anchored provenance", a.Provenance, dep.ProvenanceSchema}} {
		if x.o.Domain.ChainID != dep.ChainID || x.o.Domain.EAS != dep.EAS {
			return nil, fmt.Errorf("%s: the %s attestation is signed for EAS %s on chain %d, not this deployment's EAS %s on chain %d", path, x.what,
				x.o.Domain.EAS.Hex(), x.o.Domain.ChainID, dep.EAS.Hex(), dep.ChainID)
		}
		if x.o.Message.Schema != x.schema {
			return nil, fmt.Errorf("%s: the %s attestation is not of this deployment's schema", path, x.what)
		}
		signer, err := attest.OffchainSigner(&x.o)
		if err != nil {
			return nil, fmt.Errorf("%s: the %s attestation: %w", path, x.what, err)
		}
		out = append(out, anchoredTarget{x.o, x.what, signer})
	}
	vh, err := judge.VerdictHash(&rec.Verdict)
	if err != nil {
		return nil, err
	}
	if vd, err := attest.DecodeVerdictData(a.Verdict.Message.Data); err != nil || vd.VerdictHash != vh {
		return nil, fmt.Errorf("%s: the anchored verdict attestation %s is not of this record's verdict %s", path, a.Verdict.UID, vh)
	}
	if a.Provenance.Message.RefUID != a.Verdict.UID {
		return nil, fmt.Errorf("%s: the anchored provenance attestation does not reference the verdict attestation", path)
	}
	return out, nil
}

// readOffchain reads and verifies an offchain attestation file: its UID
// and signature must hold (the signer is recovered, not trusted).
func readOffchain(path string) (*offchainFile, error) {
	b, err := readFile(path, 1<<20)
	if err != nil {
		return nil, err
	}
	var f offchainFile
	dec := json.NewDecoder(bytesReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("not an offchain attestation file: %w", err)
	}
	if f.MediaType != offchainMediaType {
		return nil, fmt.Errorf("mediaType %q, want %q", f.MediaType, offchainMediaType)
	}
	if err := attest.VerifyOffchain(&f.Attestation, f.Signer); err != nil {
		return nil, err
	}
	return &f, nil
}

// offchainMediaType versions the files 'attest --offchain' writes.
const offchainMediaType = "application/vnd.verijudge.offchain-attestation.v1+json"

// offchainFile is an offchain attestation of a verdict, as written: the
// EAS SDK's attestation (uid, domain, message, signature) under
// "attestation", its signer, and the record it attests.
type offchainFile struct {
	MediaType   string                     `json:"mediaType"`
	Signer      common.Address             `json:"signer"`
	Record      string                     `json:"record"`
	Attestation attest.OffchainAttestation `json:"attestation"`
}

// offchainPath is where attest --offchain writes a record's attestation.
func offchainPath(record string) string {
	return strings.TrimSuffix(strings.TrimSuffix(record, ".json"), ".record") + ".offchain.json"
}

// attestOffchain writes an offchain verdict attestation of each record
// beside it, signed by attester.Attester.SignOffchain after the checks an
// on-chain attestation gets.
func attestOffchain(ctx context.Context, c *chain.Client, att *attester.Attester, paths []string, recs []*judge.Record, asJSON bool, stdout, stderr io.Writer) int {
	// Where each attestation goes is settled before anything is signed.
	seen := map[string]string{}
	for _, p := range paths {
		op := offchainPath(p)
		if prev, dup := seen[op]; dup {
			return fail(stderr, fmt.Errorf("%s and %s would both be written to %s", prev, p, op), "")
		}
		seen[op] = p
		if _, err := os.Lstat(op); err == nil {
			return fail(stderr, fmt.Errorf("%s exists: it may hold an attestation worth keeping", op), "move it away (or revoke it with 'verijudge revoke --offchain') first")
		}
	}
	if err := warnIfNotAttester(ctx, c, stderr); err != nil {
		return fail(stderr, err, hintFor(err))
	}
	signed, err := att.SignOffchain(ctx, c, recs, time.Now())
	if err != nil {
		if errors.Is(err, attester.ErrRefused) {
			fmt.Fprintf(stderr, "verijudge: %v\n  hint: nothing was signed\n", err)
			return exitMismatch
		}
		return fail(stderr, err, hintFor(err))
	}
	var out []offchainFile
	for i, a := range signed {
		f := offchainFile{MediaType: offchainMediaType, Signer: c.Address(), Record: paths[i], Attestation: *a}
		b, err := json.MarshalIndent(f, "", "  ")
		if err == nil {
			err = writeAtomicMode(offchainPath(paths[i]), append(b, '\n'), 0o644)
		}
		if err != nil {
			return fail(stderr, err, "")
		}
		out = append(out, f)
		if !asJSON {
			fmt.Fprintf(stdout, "%s  offchain %s  -> %s\n", paths[i], a.UID, offchainPath(paths[i]))
		}
	}
	if asJSON {
		writeJSON(stdout, map[string]any{"attester": c.Address(), "offchain": out})
	}
	return exitOK
}
