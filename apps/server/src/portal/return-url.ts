/** Characters that have no place in a return address: controls, spaces and backslashes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * The address to send a user back to after signing in or out. Only paths on the store's own
 * origin are kept: a relative path starting with a single "/", or an absolute URL whose origin
 * is the store's own. Anything else (another host, "//host", "/\host", a script URL, encoded
 * tricks, control characters) becomes "/", so the portal can never be used as an open redirect.
 */
export function safeReturnUrl(raw: unknown, publicUrl: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return '/';
  let candidate = raw;
  if (!candidate.startsWith('/')) {
    let absolute: URL;
    let own: URL;
    try {
      absolute = new URL(candidate);
      own = new URL(publicUrl);
    } catch {
      return '/';
    }
    if (absolute.origin !== own.origin || candidate.slice(0, own.origin.length) !== own.origin) {
      return '/';
    }
    candidate = candidate.slice(own.origin.length) || '/';
    if (!candidate.startsWith('/')) return '/';
  }
  if (UNSAFE_CHARACTERS.test(candidate)) return '/';
  if (candidate.startsWith('//')) return '/';
  // Browsers decode some escapes before resolving; a path that decodes to "//" or "/\" is refused too.
  let decoded = candidate;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return '/';
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (decoded.startsWith('//') || decoded.startsWith('/\\') || UNSAFE_CHARACTERS.test(decoded)) {
    return '/';
  }
  // The URL parser is the final word: resolved against our origin, it must stay there.
  const base = new URL('http://lagoon.invalid');
  const resolved = new URL(candidate, base);
  if (resolved.origin !== base.origin) return '/';
  return resolved.pathname + resolved.search + resolved.hash;
}
