package canon

// Member returns the value of the top-level member named key in c, which
// must be canonical JSON text of an object (what Canonicalize and
// CanonicalizeTrace write): a sub-slice of c, itself canonical, found in
// one pass without decoding anything. It reports false when c is not an
// object or has no such member. key is compared with the member names as
// canonical JSON writes them, so it must be a name that needs no escaping.
func Member(c []byte, key string) ([]byte, bool) {
	if len(c) < 2 || c[0] != '{' {
		return nil, false
	}
	i := 1
	for i < len(c) && c[i] == '"' {
		end := skipString(c, i)
		if end < 0 || end >= len(c) || c[end] != ':' {
			return nil, false
		}
		name := c[i+1 : end-1]
		start := end + 1
		stop := skipValue(c, start)
		if stop < 0 {
			return nil, false
		}
		if string(name) == key {
			return c[start:stop], true
		}
		if stop >= len(c) || c[stop] != ',' {
			return nil, false
		}
		i = stop + 1
	}
	return nil, false
}

// skipString returns the index just past the string starting at c[i] (a
// quote), or -1.
func skipString(c []byte, i int) int {
	for j := i + 1; j < len(c); j++ {
		switch c[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return -1
}

// skipValue returns the index just past the value starting at c[i], or -1.
func skipValue(c []byte, i int) int {
	depth := 0
	for j := i; j < len(c); j++ {
		switch c[j] {
		case '"':
			end := skipString(c, j)
			if end < 0 {
				return -1
			}
			if depth == 0 {
				return end
			}
			j = end - 1
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return j
			}
			depth--
			if depth == 0 {
				return j + 1
			}
		case ',':
			if depth == 0 {
				return j
			}
		}
	}
	if depth == 0 {
		return len(c)
	}
	return -1
}
