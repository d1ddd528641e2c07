package tee

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/fxamacker/cbor/v2"
	"github.com/google/go-configfs-tsm/configfs/configfsi"
	"github.com/google/go-configfs-tsm/configfs/linuxtsm"
	"github.com/google/go-configfs-tsm/report"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/internal/limits"
)

// Backend names (docs/tee.md). The verdict is the same under every backend;
// only the evidence beside the trace differs.
const (
	BackendReproducible = "reproducible-only" // no quote: the verdict is reproducible from the trace (the default)
	BackendTDXConfigFS  = "tdx-configfs"      // Linux configfs-tsm (/sys/kernel/config/tsm/report), through go-configfs-tsm
	BackendTDXDstack    = "tdx-dstack"        // the dstack guest agent's Unix socket (GetQuote)
	BackendNitro        = "nitro"             // the Nitro Secure Module device (/dev/nsm)
)

// Backends lists the backend names.
var Backends = []string{BackendReproducible, BackendTDXConfigFS, BackendTDXDstack, BackendNitro}

// EnvBackend names the environment variable that selects a backend when no
// flag does.
const EnvBackend = "VERIJUDGE_TEE_BACKEND"

// ErrBackend reports a backend that cannot produce evidence here (no TEE
// device, no agent socket, an unknown name).
var ErrBackend = errors.New("tee: backend unavailable")

// Evidence is TEE evidence as a verdict record carries it (the record's
// "tee" field, docs/tee.md).
type Evidence struct {
	Kind    string `json:"kind"`    // "tdx" or "nitro"
	Backend string `json:"backend"` // the backend that produced it
	// Quote is the TDX quote or Nitro document (base64 in JSON).
	Quote []byte `json:"quote"`
	// QuoteHash is sha256(Quote): the provenance attestation's teeQuoteHash.
	QuoteHash canon.Hash `json:"quoteHash"`
}

// ParseEvidence reads a record's "tee" field strictly.
func ParseEvidence(raw []byte) (*Evidence, error) {
	if len(raw) > 2*limits.MaxQuoteBytes {
		return nil, fmt.Errorf("%w: evidence larger than %d bytes", ErrInvalid, 2*limits.MaxQuoteBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var ev Evidence
	if err := dec.Decode(&ev); err != nil {
		return nil, fmt.Errorf("%w: evidence: %v", ErrInvalid, err)
	}
	if ev.Kind != KindTDX && ev.Kind != KindNitro {
		return nil, fmt.Errorf("%w: evidence kind %q (want %s or %s)", ErrInvalid, ev.Kind, KindTDX, KindNitro)
	}
	if canon.Sum(ev.Quote) != ev.QuoteHash {
		return nil, fmt.Errorf("%w: quoteHash %s is not sha256 of the quote (%s)", ErrInvalid, ev.QuoteHash, canon.Sum(ev.Quote))
	}
	return &ev, nil
}

// A Backend produces TEE evidence over report data.
type Backend interface {
	Name() string
	// Quote returns evidence whose report data is rd, or nil evidence for
	// the reproducible-only backend.
	Quote(ctx context.Context, rd [ReportDataSize]byte) (*Evidence, error)
}

// BackendConfig are the devices and sockets backends use; zero values mean
// the standard locations.
type BackendConfig struct {
	// ConfigFS is the configfs-tsm client (default: the kernel's, at
	// /sys/kernel/config/tsm).
	ConfigFS configfsi.Client
	// DstackSocket is the dstack guest agent socket (default
	// /var/run/dstack.sock).
	DstackSocket string
	// NSM sends one request to the Nitro Secure Module and returns its
	// answer (default: the /dev/nsm device).
	NSM NSMTransport
}

// NewBackend returns the backend called name ("" means the value of
// $VERIJUDGE_TEE_BACKEND, then reproducible-only).
func NewBackend(name string, c BackendConfig) (Backend, error) {
	if name == "" {
		name = os.Getenv(EnvBackend)
	}
	switch name {
	case "", BackendReproducible:
		return reproducible{}, nil
	case BackendTDXConfigFS:
		return &configFS{client: c.ConfigFS}, nil
	case BackendTDXDstack:
		s := c.DstackSocket
		if s == "" {
			s = "/var/run/dstack.sock"
		}
		return &dstack{socket: s}, nil
	case BackendNitro:
		return &nitroBackend{nsm: c.NSM}, nil
	}
	return nil, fmt.Errorf("%w: unknown backend %q (known: %s)", ErrBackend, name, strings.Join(Backends, ", "))
}

type reproducible struct{}

func (reproducible) Name() string { return BackendReproducible }
func (reproducible) Quote(context.Context, [ReportDataSize]byte) (*Evidence, error) {
	return nil, nil
}

func evidence(kind, backend string, q []byte) *Evidence {
	return &Evidence{Kind: kind, Backend: backend, Quote: q, QuoteHash: canon.Sum(q)}
}

// configFS asks the kernel's configfs-tsm report interface for a TDX quote
// (go-configfs-tsm: create a report entry, write inblob, read outblob,
// check the generation counter).
type configFS struct{ client configfsi.Client }

func (*configFS) Name() string { return BackendTDXConfigFS }

func (b *configFS) Quote(_ context.Context, rd [ReportDataSize]byte) (*Evidence, error) {
	client := b.client
	if client == nil {
		c, err := linuxtsm.MakeClient()
		if err != nil {
			return nil, fmt.Errorf("%w: %s: configfs-tsm: %v (not a TDX guest, or configfs not mounted)", ErrBackend, BackendTDXConfigFS, err)
		}
		client = c
	}
	resp, err := report.Get(client, &report.Request{InBlob: rd[:]})
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrBackend, BackendTDXConfigFS, err)
	}
	if resp.Provider != "" && !strings.HasPrefix(strings.TrimSpace(resp.Provider), "tdx") {
		return nil, fmt.Errorf("%w: %s: the TSM provider is %q, not TDX", ErrBackend, BackendTDXConfigFS, strings.TrimSpace(resp.Provider))
	}
	return evidence(KindTDX, BackendTDXConfigFS, resp.OutBlob), nil
}

// dstack asks the dstack guest agent for a TDX quote: POST /GetQuote with
// {"report_data": hex} on its Unix socket; the answer carries the quote as
// hex (docs/tee.md).
type dstack struct{ socket string }

func (*dstack) Name() string { return BackendTDXDstack }

func (b *dstack) Quote(ctx context.Context, rd [ReportDataSize]byte) (*Evidence, error) {
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "unix", b.socket)
		},
	}}
	body, _ := json.Marshal(map[string]string{"report_data": hex.EncodeToString(rd[:])})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://dstack/GetQuote", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %s: %v", ErrBackend, BackendTDXDstack, b.socket, err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, 4*limits.MaxQuoteBytes))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrBackend, BackendTDXDstack, err)
	}
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%w: %s: HTTP %s: %.200s", ErrBackend, BackendTDXDstack, res.Status, raw)
	}
	var out struct {
		Quote string `json:"quote"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, fmt.Errorf("%w: %s: answer: %v", ErrBackend, BackendTDXDstack, err)
	}
	q, err := hex.DecodeString(strings.TrimPrefix(out.Quote, "0x"))
	if err != nil || len(q) == 0 {
		return nil, fmt.Errorf("%w: %s: the answer's quote is not hex", ErrBackend, BackendTDXDstack)
	}
	return evidence(KindTDX, BackendTDXDstack, q), nil
}

// Measurement reads the measurement digest from evidence without verifying
// it (attesters put it in the provenance attestation; verifiers recompute it
// from a verified quote).
func Measurement(ev *Evidence) (canon.Hash, error) {
	switch ev.Kind {
	case KindTDX:
		q, err := parseQuote(ev.Quote)
		if err != nil {
			return canon.Hash{}, err
		}
		if len(q.GetTdQuoteBody().GetRtmrs()) != 4 {
			return canon.Hash{}, fmt.Errorf("%w: not a TDX v4 quote", ErrInvalid)
		}
		var rt [4]HexBytes
		for i, r := range q.GetTdQuoteBody().GetRtmrs() {
			rt[i] = r
		}
		return TDXMeasurement(q.GetTdQuoteBody().GetMrTd(), rt), nil
	case KindNitro:
		doc, err := nitroPayload(ev.Quote)
		if err != nil {
			return canon.Hash{}, err
		}
		var pcr [3]HexBytes
		for i := range pcr {
			if len(doc.PCRs[uint(i)]) != 48 {
				return canon.Hash{}, fmt.Errorf("%w: Nitro document: PCR%d missing", ErrInvalid, i)
			}
			pcr[i] = doc.PCRs[uint(i)]
		}
		return NitroMeasurement(pcr), nil
	}
	return canon.Hash{}, fmt.Errorf("%w: evidence kind %q", ErrInvalid, ev.Kind)
}

type nitroDoc struct {
	PCRs      map[uint][]byte `cbor:"pcrs"`
	Timestamp uint64          `cbor:"timestamp"`
}

// nitroPayload reads a Nitro document's payload without verifying it.
func nitroPayload(b []byte) (doc nitroDoc, err error) {
	var cose struct {
		_           struct{} `cbor:",toarray"`
		Protected   []byte
		Unprotected cbor.RawMessage
		Payload     []byte
		Signature   []byte
	}
	if len(b) > limits.MaxQuoteBytes || cbor.Unmarshal(b, &cose) != nil || cbor.Unmarshal(cose.Payload, &doc) != nil {
		return doc, fmt.Errorf("%w: Nitro document is not COSE_Sign1", ErrInvalid)
	}
	return doc, nil
}

// NitroTime is the time a Nitro document says the NSM made it (its
// timestamp), read without verifying it: Nitro leaf certificates live for
// hours, so a document is checked at its own time.
func NitroTime(b []byte) (time.Time, error) {
	doc, err := nitroPayload(b)
	if err != nil {
		return time.Time{}, err
	}
	if doc.Timestamp == 0 || doc.Timestamp > 1<<53 {
		return time.Time{}, fmt.Errorf("%w: Nitro document timestamp %d", ErrInvalid, doc.Timestamp)
	}
	return time.UnixMilli(int64(doc.Timestamp)).UTC(), nil
}
