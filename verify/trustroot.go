package verify

import (
	"bytes"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/consensys/gnark/backend/groth16"
	"github.com/ethereum/go-ethereum/common"

	"github.com/verijudge/verijudge/attest"
	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/chain"
	"github.com/verijudge/verijudge/tee"
	"github.com/verijudge/verijudge/zk"
)

// TrustRootMediaType names version 1 of the trust root document.
const TrustRootMediaType = "application/vnd.verijudge.trust-root+json;version=1"

// MaxTrustRootBytes bounds a trust root document.
const MaxTrustRootBytes = 1 << 20

// ErrTrustRoot: a trust root document is malformed or inconsistent.
var ErrTrustRoot = errors.New("verify: invalid trust root")

// Window is when an entry of a trust root is trusted: from ValidFrom
// (required) until ValidUntil (excluded; zero: no end).
type Window struct {
	ValidFrom  time.Time `json:"validFrom"`
	ValidUntil time.Time `json:"validUntil,omitzero"`
}

// Contains reports whether t lies in the window.
func (w Window) Contains(t time.Time) bool {
	return !t.Before(w.ValidFrom) && (w.ValidUntil.IsZero() || t.Before(w.ValidUntil))
}

func (w Window) String() string {
	if w.ValidUntil.IsZero() {
		return "from " + w.ValidFrom.UTC().Format(time.RFC3339)
	}
	return w.ValidFrom.UTC().Format(time.RFC3339) + " to " + w.ValidUntil.UTC().Format(time.RFC3339)
}

func (w Window) check(what string) error {
	if w.ValidFrom.IsZero() {
		return fmt.Errorf("%w: %s has no validFrom", ErrTrustRoot, what)
	}
	if !w.ValidUntil.IsZero() && !w.ValidUntil.After(w.ValidFrom) {
		return fmt.Errorf("%w: %s: validUntil %s is not after validFrom %s", ErrTrustRoot, what, w.ValidUntil, w.ValidFrom)
	}
	return nil
}

// Contract is a contract of the deployment: its role (chain.Role*), its
// address and the keccak256 of its runtime code.
type Contract struct {
	Role     chain.Role     `json:"role"`
	Address  common.Address `json:"address"`
	CodeHash common.Hash    `json:"codeHash"`
	// CreationTx is the transaction that created the contract; its input
	// must be verijudge's creation input for this deployment, so that the
	// constructor stored nothing else.
	CreationTx common.Hash `json:"creationTx"`
	Window
}

// Attester is an address whose attestations are trusted, in its window
// (compared with the attestation's time).
type Attester struct {
	Address common.Address `json:"address"`
	Window
}

// Root is a TEE root certificate: Intel's SGX root for TDX quotes, AWS
// Nitro's root for Nitro documents.
type Root struct {
	Kind string `json:"kind"` // tee.KindTDX or tee.KindNitro
	// Certificate is the PEM certificate; Fingerprint its SHA-256 (DER).
	Certificate string     `json:"certificate"`
	Fingerprint canon.Hash `json:"fingerprint"`
	// TestOnly marks a TEST-ONLY root (the dev chain's): evidence under it
	// proves nothing about real hardware.
	TestOnly bool `json:"testOnly,omitempty"`
	Window

	cert *x509.Certificate
}

// ZKKey is a verifying key of the judge circuit, by program id.
type ZKKey struct {
	ProgramID canon.Hash `json:"programId"`
	Profile   string     `json:"profile"`
	// VerifyingKey is the key's uncompressed encoding (zk.ProgramID is
	// its SHA-256), base64.
	VerifyingKey []byte `json:"verifyingKey"`
	// InsecureDevelopment marks the development keys: anyone can forge
	// proofs under them.
	InsecureDevelopment bool `json:"insecureDevelopment,omitempty"`
	Window

	vk groth16.VerifyingKey // parsed by Validate
}

// verify checks p under the key for the statement and binding the caller
// requires, never the ones p carries.
func (k *ZKKey) verify(p *zk.Proof, want zk.Statement, binding *big.Int) error {
	if k.vk == nil {
		return fmt.Errorf("%w: zk key %s was not validated", ErrTrustRoot, k.ProgramID)
	}
	return zk.Verify(k.vk, p, want, binding)
}

// TrustRoot is what a verifier trusts, as one offline-loadable document:
// the chain, its contracts with their code hashes, the schemas, the
// attesters, the TEE roots and the ZK verifying keys, each with a validity
// window. The chain's own allow-lists (EvaluatorRegistry) are read at
// verification time; the trust root says which chain and which code to
// believe.
type TrustRoot struct {
	MediaType string `json:"mediaType"`
	// Name is a label ("sepolia", "dev").
	Name      string     `json:"name"`
	ChainID   uint64     `json:"chainId"`
	Contracts []Contract `json:"contracts"`
	// The schema UIDs verdicts and provenances must have (zero when the
	// schemas are not registered on the chain).
	VerdictSchema    attest.UID `json:"verdictSchema,omitzero"`
	ProvenanceSchema attest.UID `json:"provenanceSchema,omitzero"`
	// Modules are the level modules' constructor facts (the TDX module's
	// root key, the ZK module's Groth16 verifier and program), from which,
	// with the addresses and schemas, every code hash is recomputed.
	Modules   chain.ModuleFacts `json:"modules,omitzero"`
	Attesters []Attester        `json:"attesters"`
	Roots     []Root            `json:"roots"`
	ZKKeys    []ZKKey           `json:"zkKeys"`
}

var knownRoles = chain.Roles

// ParseTrustRoot reads and validates a trust root document: known media
// type, no unknown fields, every role known and once, code hashes and
// windows present, certificates matching their fingerprints, verifying
// keys matching their program ids.
func ParseTrustRoot(b []byte) (*TrustRoot, error) {
	if len(b) > MaxTrustRootBytes {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrTrustRoot, len(b), MaxTrustRootBytes)
	}
	// One reading only: no duplicate keys, and the document is exactly
	// what its decoded value writes (encoding/json matches keys without
	// regard to case and keeps the last duplicate; another tool might
	// not).
	in, err := canon.Canonicalize(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrTrustRoot, err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var t TrustRoot
	if err := dec.Decode(&t); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrTrustRoot, err)
	}
	again, err := json.Marshal(&t)
	if err == nil {
		again, err = canon.Canonicalize(again)
	}
	if err != nil || !bytes.Equal(in, again) {
		return nil, fmt.Errorf("%w: the document does not read back as itself (a key in another case, a null, a misplaced field?): write it with verijudge trust init", ErrTrustRoot)
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return &t, nil
}

// Validate checks the trust root's consistency (ParseTrustRoot calls it).
func (t *TrustRoot) Validate() error {
	if t.MediaType != TrustRootMediaType {
		return fmt.Errorf("%w: mediaType %q, want %q", ErrTrustRoot, t.MediaType, TrustRootMediaType)
	}
	if t.ChainID == 0 {
		return fmt.Errorf("%w: no chainId", ErrTrustRoot)
	}
	seen := map[chain.Role]bool{}
	for i, c := range t.Contracts {
		what := fmt.Sprintf("contracts[%d] (%s)", i, c.Role)
		switch {
		case !slices.Contains(knownRoles, c.Role):
			return fmt.Errorf("%w: %s: unknown role (known: %v)", ErrTrustRoot, what, knownRoles)
		case seen[c.Role]:
			return fmt.Errorf("%w: %s: role named twice", ErrTrustRoot, what)
		case c.Address == (common.Address{}):
			return fmt.Errorf("%w: %s: no address", ErrTrustRoot, what)
		case c.CodeHash == (common.Hash{}):
			return fmt.Errorf("%w: %s: no codeHash", ErrTrustRoot, what)
		case c.CreationTx == (common.Hash{}):
			return fmt.Errorf("%w: %s: no creationTx", ErrTrustRoot, what)
		}
		if err := c.Window.check(what); err != nil {
			return err
		}
		seen[c.Role] = true
	}
	for _, r := range []chain.Role{chain.RoleEAS, chain.RoleSchemaRegistry} {
		if !seen[r] {
			return fmt.Errorf("%w: no %s contract", ErrTrustRoot, r)
		}
	}
	if seen[chain.RoleJudgeVerifier] {
		if !seen[chain.RoleEvaluatorRegistry] || t.VerdictSchema.IsZero() || t.ProvenanceSchema.IsZero() {
			return fmt.Errorf("%w: a judgeVerifier needs an evaluatorRegistry and both schema UIDs", ErrTrustRoot)
		}
	}
	if (seen[chain.RoleTdxQuoteVerifier] || seen[chain.RoleZkJudgeVerifier]) && !seen[chain.RoleJudgeVerifier] {
		return fmt.Errorf("%w: a level module needs a judgeVerifier", ErrTrustRoot)
	}
	if seen[chain.RoleZkJudgeVerifier] != seen[chain.RoleZkGroth16Verifier] {
		return fmt.Errorf("%w: zkJudgeVerifier and zkGroth16Verifier come together", ErrTrustRoot)
	}
	attesters := map[common.Address]bool{}
	for i, a := range t.Attesters {
		what := fmt.Sprintf("attesters[%d]", i)
		if a.Address == (common.Address{}) || attesters[a.Address] {
			return fmt.Errorf("%w: %s: zero or repeated address", ErrTrustRoot, what)
		}
		if err := a.Window.check(what); err != nil {
			return err
		}
		attesters[a.Address] = true
	}
	for i := range t.Roots {
		r := &t.Roots[i]
		what := fmt.Sprintf("roots[%d]", i)
		if r.Kind != tee.KindTDX && r.Kind != tee.KindNitro {
			return fmt.Errorf("%w: %s: kind %q is neither %q nor %q", ErrTrustRoot, what, r.Kind, tee.KindTDX, tee.KindNitro)
		}
		blk, rest := pem.Decode([]byte(r.Certificate))
		if blk == nil || blk.Type != "CERTIFICATE" || len(bytes.TrimSpace(rest)) != 0 {
			return fmt.Errorf("%w: %s: certificate is not one PEM CERTIFICATE block", ErrTrustRoot, what)
		}
		cert, err := x509.ParseCertificate(blk.Bytes)
		if err != nil {
			return fmt.Errorf("%w: %s: %v", ErrTrustRoot, what, err)
		}
		if fp := canon.Sum(cert.Raw); fp != r.Fingerprint {
			return fmt.Errorf("%w: %s: certificate fingerprint is %s, the entry says %s", ErrTrustRoot, what, fp, r.Fingerprint)
		}
		// Computed, not taken from the file: only Intel's and AWS's roots
		// are production roots.
		if !r.TestOnly && !isProductionRoot(r.Kind, r.Fingerprint) {
			return fmt.Errorf("%w: %s: root %s is not Intel's or AWS Nitro's production root: mark it testOnly", ErrTrustRoot, what, r.Fingerprint)
		}
		if err := r.Window.check(what); err != nil {
			return err
		}
		r.cert = cert
	}
	programs := map[canon.Hash]bool{}
	for i := range t.ZKKeys {
		k := &t.ZKKeys[i]
		what := fmt.Sprintf("zkKeys[%d]", i)
		if _, err := zk.ProfileByName(k.Profile); err != nil {
			return fmt.Errorf("%w: %s: %v", ErrTrustRoot, what, err)
		}
		vk, err := zk.ParseVerifyingKey(k.VerifyingKey)
		if err != nil {
			return fmt.Errorf("%w: %s: %v", ErrTrustRoot, what, err)
		}
		id, err := zk.ProgramID(vk)
		if err != nil || id != k.ProgramID {
			return fmt.Errorf("%w: %s: the verifying key is program %s, the entry says %s", ErrTrustRoot, what, id, k.ProgramID)
		}
		if programs[id] {
			return fmt.Errorf("%w: %s: program named twice", ErrTrustRoot, what)
		}
		if slices.Contains(zk.DevPrograms(), id) && !k.InsecureDevelopment {
			return fmt.Errorf("%w: %s: program %s is the INSECURE development keys': mark it insecureDevelopment", ErrTrustRoot, what, id)
		}
		if err := k.Window.check(what); err != nil {
			return err
		}
		k.vk = vk
		programs[id] = true
	}
	return t.checkCode()
}

// checkCode recomputes every pinned code hash from the committed
// artifacts, the trust root's addresses, schemas and module facts
// (chain.ExpectedCodeHashes): a trust root cannot pin code that is not
// verijudge's.
func (t *TrustRoot) checkCode() error {
	f := t.Modules
	if _, ok := t.Contract(chain.RoleZkJudgeVerifier); ok {
		if len(f.ZkEvaluators) == 0 {
			return fmt.Errorf("%w: a zkJudgeVerifier needs modules.zkEvaluators", ErrTrustRoot)
		}
		for _, e := range f.ZkEvaluators {
			if !slices.Contains(zk.Evaluators(), e) {
				return fmt.Errorf("%w: modules.zkEvaluators names %s, whose rules the circuit does not implement", ErrTrustRoot, e)
			}
		}
		g, _ := t.Contract(chain.RoleZkGroth16Verifier)
		if g.Address != f.ZkVerifier {
			return fmt.Errorf("%w: the zkGroth16Verifier is %s, modules.zkVerifier says %s", ErrTrustRoot, g.Address, f.ZkVerifier)
		}
		var err error
		if f, err = withVerifier(f, t.ZKKeys); err != nil {
			return fmt.Errorf("%w: %w", ErrTrustRoot, err)
		}
		if f.ZkVerifierContract == "" && f.ZkVerifierCreation == nil {
			return fmt.Errorf("%w: %w: the zkJudgeVerifier verifies program %s, which is none of zkKeys: the verifier's code is computed from the program's verifying key (trust init --zk-vk)", ErrTrustRoot, chain.ErrCodeUnknown, f.ZkProgram)
		}
	}
	want, err := chain.ExpectedCodeHashes(t.Deployment(), f)
	if err != nil {
		return fmt.Errorf("%w: computing the code hashes: %v", ErrTrustRoot, err)
	}
	for _, c := range t.Contracts {
		if want[c.Role] != c.CodeHash {
			return fmt.Errorf("%w: the %s's code hash %s is not verijudge's code for this deployment (%s)", ErrTrustRoot, c.Role, c.CodeHash, want[c.Role])
		}
	}
	return nil
}

// isProductionRoot: the embedded production roots.
func isProductionRoot(kind string, fp canon.Hash) bool {
	switch kind {
	case tee.KindTDX:
		return fp == tee.IntelSGXRootFingerprint()
	case tee.KindNitro:
		return fp == tee.NitroRootFingerprint()
	}
	return false
}

// clone returns a deep copy (a Verifier keeps its own).
func (t *TrustRoot) clone() *TrustRoot {
	c := *t
	c.Contracts = append([]Contract(nil), t.Contracts...)
	c.Modules.ZkEvaluators = append([]canon.Hash(nil), t.Modules.ZkEvaluators...)
	c.Attesters = append([]Attester(nil), t.Attesters...)
	c.Roots = append([]Root(nil), t.Roots...)
	c.ZKKeys = make([]ZKKey, len(t.ZKKeys))
	for i, k := range t.ZKKeys {
		k.VerifyingKey = append([]byte(nil), k.VerifyingKey...)
		c.ZKKeys[i] = k
	}
	return &c
}

// Marshal writes the trust root as indented JSON.
func (t *TrustRoot) Marshal() ([]byte, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	b, err := json.MarshalIndent(t, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// Digest is sha256 of the trust root's canonical JSON: it tells two
// trust roots apart.
func (t *TrustRoot) Digest() (canon.Hash, error) {
	b, err := json.Marshal(t)
	if err != nil {
		return canon.Hash{}, err
	}
	c, err := canon.Canonicalize(b)
	if err != nil {
		return canon.Hash{}, err
	}
	return canon.Sum(c), nil
}

// Contract returns the contract of a role.
func (t *TrustRoot) Contract(role chain.Role) (Contract, bool) {
	for _, c := range t.Contracts {
		if c.Role == role {
			return c, true
		}
	}
	return Contract{}, false
}

// Deployment is the deployment the trust root names, for chain.NewClient.
func (t *TrustRoot) Deployment() chain.Deployment {
	addr := func(role chain.Role) common.Address {
		c, _ := t.Contract(role)
		return c.Address
	}
	tx := func(role chain.Role) common.Hash {
		c, _ := t.Contract(role)
		return c.CreationTx
	}
	return chain.Deployment{ChainID: t.ChainID, EAS: addr(chain.RoleEAS), SchemaRegistry: addr(chain.RoleSchemaRegistry),
		EvaluatorRegistry: addr(chain.RoleEvaluatorRegistry), JudgeVerifier: addr(chain.RoleJudgeVerifier),
		VerdictSchema: t.VerdictSchema, ProvenanceSchema: t.ProvenanceSchema,
		TdxQuoteVerifier: addr(chain.RoleTdxQuoteVerifier), ZkJudgeVerifier: addr(chain.RoleZkJudgeVerifier),
		Creations: chain.Creations{EAS: tx(chain.RoleEAS), SchemaRegistry: tx(chain.RoleSchemaRegistry),
			EvaluatorRegistry: tx(chain.RoleEvaluatorRegistry), JudgeVerifier: tx(chain.RoleJudgeVerifier),
			TdxQuoteVerifier: tx(chain.RoleTdxQuoteVerifier), ZkJudgeVerifier: tx(chain.RoleZkJudgeVerifier),
			ZkGroth16Verifier: tx(chain.RoleZkGroth16Verifier)}}
}

// rootsAt returns the certificates of kind valid (in their windows) at t.
func (t *TrustRoot) rootsAt(kind string, at time.Time) (certs []*x509.Certificate, testOnly bool) {
	for _, r := range t.Roots {
		if r.Kind == kind && r.Window.Contains(at) && r.cert != nil {
			certs = append(certs, r.cert)
			testOnly = testOnly || r.TestOnly
		}
	}
	return certs, testOnly
}

func (t *TrustRoot) zkKey(id canon.Hash) (ZKKey, bool) {
	for _, k := range t.ZKKeys {
		if k.ProgramID == id {
			return k, true
		}
	}
	return ZKKey{}, false
}

// zkKeyAt is the key of program id when it is in its window at t.
func (t *TrustRoot) zkKeyAt(id canon.Hash, at time.Time) (ZKKey, bool) {
	k, ok := t.zkKey(id)
	return k, ok && k.Window.Contains(at)
}

func (t *TrustRoot) attester(a common.Address) (Attester, bool) {
	for _, x := range t.Attesters {
		if x.Address == a {
			return x, true
		}
	}
	return Attester{}, false
}

// NewRoot returns the trust root entry for a certificate.
func NewRoot(kind string, cert *x509.Certificate, testOnly bool, w Window) Root {
	p := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: cert.Raw})
	return Root{Kind: kind, Certificate: string(p), Fingerprint: canon.Sum(cert.Raw), TestOnly: testOnly, Window: w, cert: cert}
}

// TestOnlyRoots are certs as TEST-ONLY roots of both TEE kinds (TDX and
// Nitro), each valid over its own validity period: evidence under them
// verifies, and is refused unless the policy says AllowTestOnlyUnsafe.
func TestOnlyRoots(certs ...*x509.Certificate) []Root {
	out := make([]Root, 0, 2*len(certs))
	for _, c := range certs {
		w := Window{ValidFrom: c.NotBefore, ValidUntil: c.NotAfter}
		out = append(out, NewRoot(tee.KindTDX, c, true, w), NewRoot(tee.KindNitro, c, true, w))
	}
	return out
}

// NewZKKey returns the trust root entry for a verifying key.
func NewZKKey(profile string, vkBytes []byte, insecure bool, w Window) (ZKKey, error) {
	vk, err := zk.ParseVerifyingKey(vkBytes)
	if err != nil {
		return ZKKey{}, err
	}
	id, err := zk.ProgramID(vk)
	if err != nil {
		return ZKKey{}, err
	}
	return ZKKey{ProgramID: id, Profile: profile, VerifyingKey: vkBytes, InsecureDevelopment: insecure, Window: w, vk: vk}, nil
}
