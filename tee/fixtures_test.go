package tee_test

import (
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/fixtures/teechain"
	"github.com/verijudge/verijudge/tee"
)

const teeFixtures = "../fixtures/testdata/tee"

func readRoot(t *testing.T, name string) *x509.Certificate {
	b, err := os.ReadFile(filepath.Join(teeFixtures, name))
	require.NoError(t, err)
	blk, _ := pem.Decode(b)
	require.NotNil(t, blk)
	c, err := x509.ParseCertificate(blk.Bytes)
	require.NoError(t, err)
	return c
}

// The committed TEST-ONLY evidence verifies (or not) exactly as its
// manifest says, binds the manifest's verdict, carries the fixture
// measurements, and the production roots reject all of it.
func TestCommittedTEEFixtures(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(teeFixtures, "manifest.json"))
	require.NoError(t, err)
	var m teechain.Manifest
	require.NoError(t, json.Unmarshal(b, &m))
	mrtd, rtmr, pcr := teechain.FixtureMeasurements()
	var rt [4]tee.HexBytes
	for i := range rtmr {
		rt[i] = rtmr[i][:]
	}
	policy := tee.Policy{Measurements: []canon.Hash{
		tee.TDXMeasurement(mrtd[:], rt),
		tee.NitroMeasurement([3]tee.HexBytes{pcr[0][:], pcr[1][:], pcr[2][:]}),
	}}
	e, tr, v := canon.Sum([]byte(m.Evaluator)), canon.Sum([]byte(m.Trace)), canon.Sum([]byte(m.Verdict))
	require.Len(t, m.Files, 7)
	for name, info := range m.Files {
		ev, err := os.ReadFile(filepath.Join(teeFixtures, name))
		require.NoError(t, err)
		root := readRoot(t, info.Root)
		verify := func(roots []*x509.Certificate) (*tee.Result, error) {
			if info.Kind == teechain.KindTDXName {
				return tee.VerifyTDX(ev, tee.TDXOptions{Roots: roots, Now: m.CheckAt})
			}
			return tee.VerifyNitro(ev, tee.NitroOptions{Roots: roots, Now: m.CheckAt})
		}
		res, err := verify([]*x509.Certificate{root})
		if info.Valid {
			require.NoError(t, err, name)
			assert.NoError(t, res.Check(policy, e, tr, v), name)
		} else {
			assert.ErrorIs(t, err, tee.ErrInvalid, "%s: %s", name, info.Why)
		}
		_, err = verify(nil)
		assert.ErrorIs(t, err, tee.ErrInvalid, "%s: the production root must reject it", name)
	}
}
