/**
 * Percent-encodes a text as UTF-8, writing a lone surrogate as the three bytes CESU-8 would
 * (%ED%A0%80): what a client can put in a URL or a form for it. No UTF-8 decoder accepts them.
 */
export function percent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}
