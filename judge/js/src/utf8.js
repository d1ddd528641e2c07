// utf8Encode returns the UTF-8 bytes of a well-formed JS string (lone
// surrogates never reach here: the parser rejects them).
export function utf8Encode(s) {
  const out = new Uint8Array(utf8Length(s));
  let j = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      out[j++] = c;
    } else if (c < 0x800) {
      out[j++] = 0xc0 | (c >> 6);
      out[j++] = 0x80 | (c & 63);
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(++i);
      c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      out[j++] = 0xf0 | (c >> 18);
      out[j++] = 0x80 | ((c >> 12) & 63);
      out[j++] = 0x80 | ((c >> 6) & 63);
      out[j++] = 0x80 | (c & 63);
    } else {
      out[j++] = 0xe0 | (c >> 12);
      out[j++] = 0x80 | ((c >> 6) & 63);
      out[j++] = 0x80 | (c & 63);
    }
  }
  return out;
}

const NON_ASCII = /[^\x00-\x7f]/;

// utf8Length is the UTF-8 byte length of s (a surrogate pair is 4 bytes).
// ASCII text, the common case for large input, is measured with one native
// call instead of a loop over its characters.
export function utf8Length(s) {
  if (!NON_ASCII.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) { n += 4; i++; }
    else n += 3;
  }
  return n;
}
