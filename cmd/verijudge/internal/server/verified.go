package server

import (
	"bytes"
	"context"
	"sync"
	"time"

	"github.com/verijudge/verijudge/canon"
	"github.com/verijudge/verijudge/judge"
	"github.com/verijudge/verijudge/verify"
)

// maxIndexVerified bounds the records the index verifies per request
// (each is cached by the SHA-256 of its bytes); later ones are listed
// without a result.
const maxIndexVerified = 500

// maxVerifiedCache bounds the cache of results.
const maxVerifiedCache = 4096

// Verified is the server's own verification of one record, as the index
// shows it: package verify's outcome and level. A reader should not take
// the server's word for it; the page and the kit re-verify in the
// reader's hands.
type Verified struct {
	Outcome   verify.Outcome `json:"outcome"`
	Level     verify.Level   `json:"level"`
	LevelName string         `json:"levelName"`
	Failed    []string       `json:"failed,omitempty"`
}

type verifiedCache struct {
	mu sync.Mutex
	m  map[canon.Hash]Verified
}

// verified returns the server's verification of the records of ids
// (bounded by maxIndexVerified), or nil without a verifier.
func (s *Server) verified(ctx context.Context, ids []string) map[string]Verified {
	if s.verifier == nil {
		return nil
	}
	out := map[string]Verified{}
	for i, id := range ids {
		if i >= maxIndexVerified || ctx.Err() != nil {
			break
		}
		b, err := s.readRecord(id)
		if err != nil {
			continue
		}
		h := canon.Sum(b)
		s.cache.mu.Lock()
		v, ok := s.cache.m[h]
		s.cache.mu.Unlock()
		if !ok {
			v = Verified{Outcome: verify.Error, LevelName: verify.LevelName(0), Failed: []string{"record"}}
			if rec, err := judge.ParseRecord(bytes.NewReader(b)); err == nil {
				vctx, cancel := context.WithTimeout(ctx, 30*time.Second)
				res, _ := s.verifier.Verify(vctx, rec, s.policy)
				cancel()
				v = Verified{Outcome: res.Outcome, Level: res.Level, LevelName: res.LevelName}
				for _, n := range res.Failed() {
					v.Failed = append(v.Failed, string(n))
				}
			}
			s.cache.mu.Lock()
			if len(s.cache.m) >= maxVerifiedCache {
				s.cache.m = map[canon.Hash]Verified{}
			}
			s.cache.m[h] = v
			s.cache.mu.Unlock()
		}
		out[id] = v
	}
	return out
}
