package verify

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// Networks are the names a trust root can be given by (TrustSource).
var Networks = []string{"sepolia", "dev"}

// ErrUnknownNetwork: a network name that is not one of Networks.
var ErrUnknownNetwork = errors.New("verify: unknown network")

// A TrustSource says where a verifier's trust root comes from: a trust
// root document (File, as 'verijudge trust init' writes it), or a network
// by name (Network): "sepolia", the trust root verijudge ships, or "dev",
// the running dev chain's (DevFile, which 'verijudge devchain' writes). A
// trust root computed from a deployment on its chain is InitTrustRoot.
type TrustSource struct {
	File    string
	Network string
	DevFile string
}

// LoadTrustRoot reads the trust root s names: exactly one of File and
// Network.
func LoadTrustRoot(s TrustSource) (*TrustRoot, error) {
	switch {
	case s.File != "" && s.Network != "":
		return nil, errors.New("verify: a trust root file names its network: give the file or the network, not both")
	case s.File != "":
		return ReadTrustRoot(s.File)
	case s.Network == "sepolia":
		return Sepolia()
	case s.Network == "dev":
		if s.DevFile == "" {
			return nil, errors.New("verify: network dev: no dev chain trust root file")
		}
		if _, err := os.Stat(s.DevFile); errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("verify: no dev chain running (its trust root %s does not exist): start one with 'verijudge devchain'", s.DevFile)
		}
		return ReadTrustRoot(s.DevFile)
	case s.Network != "":
		return nil, fmt.Errorf("%w %q (known: %v; or a trust root file)", ErrUnknownNetwork, s.Network, Networks)
	}
	return nil, errors.New("verify: no trust root: a trust root file or a network (sepolia, dev)")
}

// ReadTrustRoot reads and validates the trust root document at path (at
// most MaxTrustRootBytes).
func ReadTrustRoot(path string) (*TrustRoot, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%w: %s is not a regular file", ErrTrustRoot, path)
	}
	b, err := io.ReadAll(io.LimitReader(f, MaxTrustRootBytes+1))
	if err != nil {
		return nil, err
	}
	if len(b) > MaxTrustRootBytes {
		return nil, fmt.Errorf("%w: %s is larger than %d bytes", ErrTrustRoot, path, MaxTrustRootBytes)
	}
	t, err := ParseTrustRoot(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}
