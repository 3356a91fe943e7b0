/**
 * Host patterns as Chromium reads them for its install warnings: whether a pattern reaches
 * every site or names one (see permissions.ts).
 */

/** Second-level labels that, under a two-letter country domain, form a public suffix. */
const SECOND_LEVEL_LABELS = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'go',
  'gov',
  'ne',
  'net',
  'or',
  'org',
]);

/** Schemes whose host patterns reach web pages (file:// and chrome:// do not name sites). */
const WEB_SCHEMES = new Set(['*', 'http', 'https', 'ws', 'wss', 'ftp']);

/** True for what Chromium treats as a host pattern in an MV2 permissions list. */
export function isHostPattern(entry: string): boolean {
  return entry === '<all_urls>' || entry.includes('://');
}

/** `*.com`, `*.co.kr`: a wildcard over everything under a public suffix. */
function coversPublicSuffix(host: string): boolean {
  const labels = host.slice(2).split('.');
  if (labels.length === 1) return true;
  return labels.length === 2 && labels[1]!.length === 2 && SECOND_LEVEL_LABELS.has(labels[0]!);
}

export type HostReach =
  | { kind: 'all' }
  | { kind: 'host'; host: string }
  | { kind: 'favicon' }
  | null;

/** What one host pattern reaches; null for patterns that name no web site. */
export function reachOf(pattern: string): HostReach {
  if (pattern === '<all_urls>') return { kind: 'all' };
  const match = /^([^:/]+):\/\/([^/]*)(\/.*)?$/.exec(pattern.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase().replace(/:(\d+|\*)$/, '');
  if (scheme === 'chrome' && host === 'favicon') return { kind: 'favicon' };
  if (!WEB_SCHEMES.has(scheme) || host === '') return null;
  if (host === '*') return { kind: 'all' };
  if (host.startsWith('*.') && coversPublicSuffix(host)) return { kind: 'all' };
  return { kind: 'host', host };
}

/**
 * Whether a host pattern reaches something the earlier patterns did not: a new site, every
 * site where only some were reached, or a pattern naming no web site that was not listed before.
 */
export function widensHostAccess(pattern: string, before: readonly string[]): boolean {
  if (before.includes(pattern)) return false;
  const reach = reachOf(pattern);
  // file://, chrome:// and other non-web patterns: new when not listed before.
  if (!reach || reach.kind === 'favicon') return true;
  const earlier = before.map(reachOf);
  if (earlier.some((entry) => entry?.kind === 'all')) return false;
  if (reach.kind === 'all') return true;
  return !earlier.some((entry) => {
    if (entry?.kind !== 'host') return false;
    if (entry.host === reach.host) return true;
    // *.example.com covers example.com and every name under it.
    if (!entry.host.startsWith('*.')) return false;
    const domain = entry.host.slice(2);
    const host = reach.host.startsWith('*.') ? reach.host.slice(2) : reach.host;
    return host === domain || host.endsWith(`.${domain}`);
  });
}
