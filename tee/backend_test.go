package tee_test

import (
	"context"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/fxamacker/cbor/v2"
	"github.com/google/go-configfs-tsm/configfs/configfsi"
	"github.com/google/go-configfs-tsm/configfs/faketsm"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/tee"
)

// A TDX machine, as the backends' devices see it: it quotes whatever report
// data it is given through the TEST-ONLY chain.
var tdxMachine = teechain.NewTDXChain("machine", teechain.Default, teechain.Validity{})

func machineQuote(rd []byte) []byte {
	mrtd, rtmr := measurements()
	s := teechain.TDXQuote{MRTD: mrtd, RTMR: rtmr}
	copy(s.ReportData[:], rd)
	return tdxMachine.Quote("machine", s)
}

// fakeConfigFS is configfs-tsm's report subsystem as go-configfs-tsm's fake
// implements it (entries, inblob, generation counters), with outblob
// answering a quote as the TDX guest driver does.
func fakeConfigFS(provider string) configfsi.Client {
	sub := faketsm.ReportV7(0)
	base := sub.ReadAttr
	sub.ReadAttr = func(e *faketsm.ReportEntry, attr string) ([]byte, error) {
		switch attr {
		case "provider":
			return []byte(provider + "\n"), nil
		case "outblob":
			in, ok := e.InAttrs["inblob"]
			if !ok || len(in.Value) != tee.ReportDataSize {
				return base(e, attr)
			}
			return machineQuote(in.Value), nil
		}
		return base(e, attr)
	}
	return &faketsm.Client{Subsystems: map[string]configfsi.Client{"report": sub}}
}

// fakeDstack serves the guest agent's GetQuote on a Unix socket.
func fakeDstack(t *testing.T, status int) string {
	sock := filepath.Join(t.TempDir(), "dstack.sock")
	ln, err := net.Listen("unix", sock)
	require.NoError(t, err)
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			ReportData string `json:"report_data"`
		}
		if r.Method != http.MethodPost || r.URL.Path != "/GetQuote" || json.NewDecoder(r.Body).Decode(&req) != nil {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		rd, err := hex.DecodeString(req.ReportData)
		if err != nil || len(rd) > tee.ReportDataSize || status != http.StatusOK {
			http.Error(w, "refused", max(status, http.StatusBadRequest))
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]string{"quote": hex.EncodeToString(machineQuote(rd)), "event_log": "[]"})
	})}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return sock
}

// fakeNSM answers the NSM's CBOR messages as the device does.
type fakeNSM struct {
	chain *teechain.Chain
	err   string
}

func (f fakeNSM) Send(req []byte) ([]byte, error) {
	var in map[string]struct {
		UserData []byte `cbor:"user_data"`
	}
	if err := cbor.Unmarshal(req, &in); err != nil {
		return cbor.Marshal("InvalidArgument")
	}
	a, ok := in["Attestation"]
	if !ok || f.err != "" {
		return cbor.Marshal(map[string]string{"Error": f.err})
	}
	d := teechain.NitroDocument{UserData: a.UserData, Timestamp: uint64(at.UnixMilli())}
	return cbor.Marshal(map[string]map[string][]byte{"Attestation": {"document": f.chain.Document(d)}})
}

// Every backend's evidence, produced through its real code path against a
// local fake of its device or socket, verifies and binds the report data
// it was asked for.
func TestBackends(t *testing.T) {
	nitroChain := teechain.NewNitroChain("machine", teechain.Default, teechain.Validity{})
	rd := tee.ReportData(evaluator, trace, verdict)
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		cfg  tee.BackendConfig
		kind string
	}{
		{tee.BackendTDXConfigFS, tee.BackendConfig{ConfigFS: fakeConfigFS("tdx_guest")}, tee.KindTDX},
		{tee.BackendTDXDstack, tee.BackendConfig{DstackSocket: fakeDstack(t, http.StatusOK)}, tee.KindTDX},
		{tee.BackendNitro, tee.BackendConfig{NSM: fakeNSM{chain: nitroChain}}, tee.KindNitro},
	} {
		b, err := tee.NewBackend(tc.name, tc.cfg)
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.name, b.Name())
		ev, err := b.Quote(ctx, rd)
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.kind, ev.Kind)
		assert.Equal(t, tc.name, ev.Backend)
		var res *tee.Result
		if tc.kind == tee.KindTDX {
			res, err = tee.VerifyTDX(ev.Quote, tee.TDXOptions{Roots: []*x509.Certificate{tdxMachine.Root}, Now: at})
		} else {
			res, err = tee.VerifyNitro(ev.Quote, tee.NitroOptions{Roots: []*x509.Certificate{nitroChain.Root}, Now: at})
		}
		require.NoError(t, err, tc.name)
		assert.Equal(t, ev.QuoteHash, res.QuoteHash)
		assert.Equal(t, rd[:], []byte(res.ReportData), "%s: the quote binds the report data asked for", tc.name)

		// The evidence survives the record's JSON.
		b2, err := json.Marshal(ev)
		require.NoError(t, err)
		back, err := tee.ParseEvidence(b2)
		require.NoError(t, err)
		assert.Equal(t, ev, back)
	}

	// reproducible-only is the default and makes no evidence.
	t.Setenv(tee.EnvBackend, "")
	b, err := tee.NewBackend("", tee.BackendConfig{})
	require.NoError(t, err)
	assert.Equal(t, tee.BackendReproducible, b.Name())
	ev, err := b.Quote(ctx, rd)
	require.NoError(t, err)
	assert.Nil(t, ev)
	t.Setenv(tee.EnvBackend, tee.BackendTDXDstack)
	b, err = tee.NewBackend("", tee.BackendConfig{})
	require.NoError(t, err)
	assert.Equal(t, tee.BackendTDXDstack, b.Name(), "$VERIJUDGE_TEE_BACKEND selects")
	_, err = tee.NewBackend("sgx", tee.BackendConfig{})
	assert.ErrorIs(t, err, tee.ErrBackend)
}

// Backends that cannot reach their device or agent say so.
func TestBackendsUnavailable(t *testing.T) {
	rd := tee.ReportData(evaluator, trace, verdict)
	ctx := context.Background()
	for name, cfg := range map[string]tee.BackendConfig{
		"dstack socket missing":  {DstackSocket: filepath.Join(t.TempDir(), "none.sock")},
		"dstack agent refuses":   {DstackSocket: fakeDstack(t, http.StatusInternalServerError)},
		"NSM answers with error": {NSM: fakeNSM{err: "InvalidOperation"}},
		"TSM provider not TDX":   {ConfigFS: fakeConfigFS("sev_guest")},
	} {
		var backend string
		switch {
		case cfg.DstackSocket != "":
			backend = tee.BackendTDXDstack
		case cfg.NSM != nil:
			backend = tee.BackendNitro
		default:
			backend = tee.BackendTDXConfigFS
		}
		b, err := tee.NewBackend(backend, cfg)
		require.NoError(t, err)
		_, err = b.Quote(ctx, rd)
		assert.ErrorIs(t, err, tee.ErrBackend, name)
	}
	if _, err := os.Stat("/sys/kernel/config/tsm/report"); os.IsNotExist(err) {
		b, err := tee.NewBackend(tee.BackendTDXConfigFS, tee.BackendConfig{})
		require.NoError(t, err)
		_, err = b.Quote(ctx, rd)
		assert.ErrorIs(t, err, tee.ErrBackend, "no configfs-tsm on this machine")
	}
}

func TestParseEvidenceRejects(t *testing.T) {
	for name, raw := range map[string]string{
		"unknown field": `{"kind":"tdx","backend":"x","quote":"AA==","quoteHash":"0x6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d","extra":1}`,
		"wrong hash":    `{"kind":"tdx","backend":"x","quote":"AA==","quoteHash":"0x0000000000000000000000000000000000000000000000000000000000000000"}`,
		"unknown kind":  `{"kind":"sev","backend":"x","quote":"AA==","quoteHash":"0x6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d"}`,
		"not json":      `{`,
	} {
		_, err := tee.ParseEvidence([]byte(raw))
		assert.ErrorIs(t, err, tee.ErrInvalid, name)
	}
}
