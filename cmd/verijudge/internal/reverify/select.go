package reverify

import (
	"bytes"
	"container/heap"
	"crypto/sha256"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Shard is part i of n (0 <= I < N) of a selection.
type Shard struct{ I, N int }

// ParseShard reads "i/n" with 0 <= i < n, the form a CI job matrix gives
// (GitHub Actions: strategy.job-index / strategy.job-total).
func ParseShard(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n || n > 1_000_000 {
		return Shard{}, fmt.Errorf("shard %q: want i/n with 0 <= i < n, e.g. 0/4", s)
	}
	return Shard{I: i, N: n}, nil
}

func (s Shard) String() string {
	if s.N == 0 {
		return "0/1"
	}
	return fmt.Sprintf("%d/%d", s.I, s.N)
}

// Select returns the records a run re-verifies, in the order it verifies
// them. With sample > 0 it takes the sample ids whose SHA-256(seed ‖ 0x00 ‖
// id) are smallest: the same ids on every machine for the same seed and
// listing, whatever order the listing came in, and a record added to the
// folder never displaces more than one other. sample <= 0 takes every id,
// sorted. The selection is then cut into shard.N parts by position (part i
// holds positions i, i+N, i+2N, ...): the parts are disjoint and together are
// the whole selection.
func Select(ids []string, sample int, seed string, shard Shard) ([]string, error) {
	if shard.N == 0 {
		shard = Shard{0, 1}
	}
	if shard.I < 0 || shard.I >= shard.N {
		return nil, errors.New("reverify: shard index out of range")
	}
	sel := append([]string(nil), ids...)
	sort.Strings(sel)
	for i := 1; i < len(sel); i++ {
		if sel[i] == sel[i-1] {
			return nil, fmt.Errorf("reverify: record id %q listed twice", sel[i])
		}
	}
	if sample > 0 {
		sel = smallestKeys(sel, sample, seed)
	}
	out := make([]string, 0, len(sel)/shard.N+1)
	for i := shard.I; i < len(sel); i += shard.N {
		out = append(out, sel[i])
	}
	return out, nil
}

// keyed is an id with its sampling key.
type keyed struct {
	key [32]byte
	id  string
}

// keyHeap is a max-heap of keyed ids by key.
type keyHeap []keyed

func (h keyHeap) Len() int           { return len(h) }
func (h keyHeap) Less(i, j int) bool { return bytes.Compare(h[i].key[:], h[j].key[:]) > 0 }
func (h keyHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *keyHeap) Push(x any)        { *h = append(*h, x.(keyed)) }
func (h *keyHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// smallestKeys is the n ids with the smallest SHA-256(seed ‖ 0x00 ‖ id),
// in key order, in memory of n keys (a bounded heap), not of every id.
func smallestKeys(ids []string, n int, seed string) []string {
	h := make(keyHeap, 0, min(n, len(ids)))
	for _, id := range ids {
		k := keyed{sha256.Sum256([]byte(seed + "\x00" + id)), id}
		switch {
		case len(h) < n:
			heap.Push(&h, k)
		case bytes.Compare(k.key[:], h[0].key[:]) < 0:
			h[0] = k
			heap.Fix(&h, 0)
		}
	}
	sort.Slice(h, func(a, b int) bool { return bytes.Compare(h[a].key[:], h[b].key[:]) < 0 })
	out := make([]string, len(h))
	for i, k := range h {
		out[i] = k.id
	}
	return out
}

// selectionDigest names a selection: equal digests, equal id lists.
func selectionDigest(ids []string) string {
	h := sha256.New()
	for _, id := range ids {
		h.Write([]byte(id))
		h.Write([]byte{0})
	}
	return fmt.Sprintf("0x%x", h.Sum(nil))
}
