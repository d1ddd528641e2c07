package tee

import (
	"context"
	"fmt"

	"github.com/fxamacker/cbor/v2"
)

// NSMTransport sends one CBOR request to the Nitro Secure Module and
// returns its CBOR answer.
type NSMTransport interface {
	Send(req []byte) ([]byte, error)
}

// nitroBackend asks the NSM for an attestation document whose user data is
// the report data, with the NSM's request/response messages: a CBOR map
// {"Attestation": {"user_data", "nonce", "public_key"}} answered by
// {"Attestation": {"document"}} or {"Error": "<code>"}.
type nitroBackend struct{ nsm NSMTransport }

func (*nitroBackend) Name() string { return BackendNitro }

type nsmAttestation struct {
	UserData  []byte `cbor:"user_data"`
	Nonce     []byte `cbor:"nonce"`
	PublicKey []byte `cbor:"public_key"`
}

func (b *nitroBackend) Quote(_ context.Context, rd [ReportDataSize]byte) (*Evidence, error) {
	t := b.nsm
	if t == nil {
		d, err := openNSM()
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %v (not inside a Nitro enclave)", ErrBackend, BackendNitro, err)
		}
		defer d.Close()
		t = d
	}
	req, err := cbor.Marshal(map[string]nsmAttestation{"Attestation": {UserData: rd[:]}})
	if err != nil {
		return nil, err
	}
	raw, err := t.Send(req)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrBackend, BackendNitro, err)
	}
	var res struct {
		Attestation *struct {
			Document []byte `cbor:"document"`
		} `cbor:"Attestation"`
		Error string `cbor:"Error"`
	}
	if err := cbor.Unmarshal(raw, &res); err != nil {
		// Errors come back as a bare CBOR text string in some versions.
		var code string
		if cbor.Unmarshal(raw, &code) == nil {
			return nil, fmt.Errorf("%w: %s: NSM error %s", ErrBackend, BackendNitro, code)
		}
		return nil, fmt.Errorf("%w: %s: NSM answer: %v", ErrBackend, BackendNitro, err)
	}
	if res.Error != "" || res.Attestation == nil || len(res.Attestation.Document) == 0 {
		return nil, fmt.Errorf("%w: %s: NSM error %q", ErrBackend, BackendNitro, res.Error)
	}
	return evidence(KindNitro, BackendNitro, res.Attestation.Document), nil
}
