/**
 * Match patterns (`https://*.example.com/*`) checked for the failures Chromium's URLPattern
 * parser reports when it loads an extension: no "://", a scheme the key does not take, an empty
 * host or path, a "*" inside a host, a port that is not a number. Hosts are otherwise taken as
 * written: Chromium canonicalizes them, and a stricter rule here would refuse packages it loads.
 */

/** The schemes of content scripts' `matches` (UserScript::ValidUserScriptSchemes). */
export const CONTENT_SCRIPT_SCHEMES: ReadonlySet<string> = new Set([
  '*',
  'http',
  'https',
  'file',
  'ftp',
  'urn',
  'uuid-in-package',
]);

const SCHEME = /^([a-z][a-z0-9+.-]*|\*)$/;
const PORT = /^(\*|\d{1,5})$/;

export interface ParsedPattern {
  scheme: string;
  host: string;
  path: string;
}

/**
 * The parts of a match pattern, or null when Chromium would refuse it. `schemes` limits the
 * schemes (null: any).
 */
export function parseMatchPattern(
  pattern: string,
  schemes: ReadonlySet<string> | null,
): ParsedPattern | null {
  if (pattern === '<all_urls>') return { scheme: '*', host: '*', path: '/*' };
  const separator = pattern.indexOf('://');
  if (separator < 1) return null;
  const scheme = pattern.slice(0, separator).toLowerCase();
  if (!SCHEME.test(scheme) || (schemes !== null && !schemes.has(scheme))) return null;
  const rest = pattern.slice(separator + 3);
  const slash = rest.indexOf('/');
  if (slash === -1) return null;
  const path = rest.slice(slash);
  // A file URL has no host to check.
  if (scheme === 'file') return { scheme, host: '', path };
  let host = rest.slice(0, slash);
  const portAt = host.startsWith('[') ? host.indexOf(':', host.indexOf(']')) : host.indexOf(':');
  if (portAt !== -1) {
    if (!PORT.test(host.slice(portAt + 1))) return null;
    host = host.slice(0, portAt);
  }
  if (host === '') return null;
  if (host.includes('*') && host !== '*' && !(host.startsWith('*.') && !host.includes('*', 1))) {
    return null;
  }
  return { scheme, host, path };
}
