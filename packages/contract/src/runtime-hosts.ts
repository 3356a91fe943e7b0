/**
 * Host patterns of a group's `runtime_blocked_hosts` and `runtime_allowed_hosts`, checked the
 * way Chromium reads them: it appends `/*` to each entry (all but `<all_urls>`) and parses the
 * result as an extension match pattern. One entry that fails makes Chromium drop the whole
 * settings entry of that extension or group, so every entry is checked before it reaches a
 * policy. Paths are refused here although Chromium would parse some: the limit is on hosts,
 * and `https://example.com/admin` would read as a path rule it is not.
 */

/** Schemes a policy host pattern may name; `*` stands for http, https, ws and wss. */
const SCHEMES = new Set(['*', 'http', 'https', 'ws', 'wss', 'ftp', 'file']);

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function isHostName(host: string): boolean {
  if (host.length > 253) return false;
  return host.split('.').every((label) => LABEL.test(label));
}

function isIpv6(host: string): boolean {
  return /^\[[0-9a-f:.]+\]$/.test(host) && host.includes(':');
}

/**
 * True when Chromium accepts `entry` in a runtime host list: `<all_urls>`, or
 * `scheme://host[:port]` where the scheme is `*` or a web scheme, the host is `*`, a name, a
 * name under `*.`, an IPv4 address or a bracketed IPv6 address, and the port is digits or `*`;
 * `file://` takes no host.
 */
export function isRuntimeHostPattern(entry: string): boolean {
  if (entry === '<all_urls>') return true;
  const match = /^([^:/]+):\/\/([^/]*)$/.exec(entry);
  if (!match) return false;
  const scheme = match[1]!;
  const authority = match[2]!.toLowerCase();
  if (!SCHEMES.has(scheme)) return false;
  if (scheme === 'file') return authority === '';
  const hostPort = /^(\[[^\]]+\]|[^:]+)(?::(\*|\d{1,5}))?$/.exec(authority);
  if (!hostPort) return false;
  const host = hostPort[1]!;
  const port = hostPort[2];
  if (port !== undefined && port !== '*' && Number(port) > 65535) return false;
  if (host === '*') return true;
  if (isIpv6(host)) return true;
  const name = host.startsWith('*.') ? host.slice(2) : host;
  return isHostName(name);
}
