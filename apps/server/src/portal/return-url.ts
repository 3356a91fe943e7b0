/** Characters that have no place in a return address: controls, spaces and backslashes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;
/** What a decoded path may not contain: controls and backslashes (decoded spaces are fine). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/;

const MAX_LENGTH = 2000;
/** Layers of percent-encoding undone to look for a hidden "//"; more layers are refused. */
const DECODE_ROUNDS = 3;
const BASE = new URL('http://lagoon.invalid');

/**
 * A path as the URL parser resolves it on our origin (dot segments, "%2e%2e", empty segments),
 * or null when the result is not a same-origin path: it must start with exactly one "/", since a
 * Location or link of "//host" or "/\host" names another host.
 */
function resolvedPath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE.origin) return null;
  const resolved = url.pathname + url.search + url.hash;
  if (!resolved.startsWith('/') || resolved.startsWith('//') || resolved.startsWith('/\\')) {
    return null;
  }
  return resolved;
}

/**
 * The path part of an already resolved address, decoded layer by layer the way a proxy, a server
 * or a router might, must resolve to a same-origin path after every layer too ("/%2e%2e%2f%2fx"
 * is harmless to a browser but "/..//x" once decoded).
 */
function survivesDecoding(resolved: string): boolean {
  const end = resolved.search(/[?#]/);
  let path = end === -1 ? resolved : resolved.slice(0, end);
  for (let round = 0; ; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) return true;
    if (round === DECODE_ROUNDS) return false;
    if (UNSAFE_DECODED.test(decoded)) return false;
    // A decoded "?" or "#" is still part of the path for whoever decoded it.
    if (resolvedPath(decoded.replace(/[?#]/g, encodeURIComponent)) === null) return false;
    path = decoded;
  }
}

/**
 * The address to send a user back to after signing in or out, or "/". Only paths on the store's
 * own origin are kept: a path starting with a single "/", or an absolute URL on the store's own
 * origin (reduced to its path). The path is normalised first (dot segments, percent-encoded dots,
 * empty segments) and judged afterwards, so "/.//host", "/a/../..//host" or "/%2e%2e//host"
 * cannot turn into "//host" after the check; backslashes, tabs, newlines and other controls,
 * schemes, "//host" and "/\host" are refused outright, including percent-encoded ones.
 */
export function safeReturnUrl(raw: unknown, publicUrl: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return '/';
  // Browsers drop tabs and newlines anywhere in a URL and read "\" as "/": refuse them all.
  if (UNSAFE_CHARACTERS.test(raw)) return '/';
  let path = raw;
  if (!path.startsWith('/')) {
    let absolute: URL;
    let own: URL;
    try {
      absolute = new URL(path);
      own = new URL(publicUrl);
    } catch {
      return '/';
    }
    if (absolute.origin !== own.origin || path.slice(0, own.origin.length) !== own.origin) {
      return '/';
    }
    path = path.slice(own.origin.length) || '/';
  }
  const resolved = resolvedPath(path);
  if (resolved === null || !survivesDecoding(resolved)) return '/';
  return resolved;
}
