import type { IncomingHttpHeaders } from 'node:http';
import type { MobileSiteFraming } from '@lagoon/contract';
import {
  FetchError,
  guardedFetch,
  type WebAppFetchOptions,
} from '../publishing/webapp/guarded-fetch.js';

/**
 * Whether a mobile website may be shown inside the browser's side panel. The sidebar store
 * runs in a frame of the companion's extension page and frames the site from there, so the
 * site's page has two ancestors: the store's page and the extension page (chrome-extension:).
 * A site decides with X-Frame-Options or with a Content-Security-Policy frame-ancestors
 * directive; the check asks the site once (a GET through the guarded fetch, which only reaches
 * public https addresses) and judges the headers of the page it finally lands on as a browser
 * would:
 *
 * - a frame-ancestors directive, when there is one, decides and X-Frame-Options is ignored (as
 *   browsers do); it allows the panel only when it lets both ancestors in: `*`, or sources
 *   naming the store's origin and the extension scheme (or the companion's own origin);
 * - otherwise X-Frame-Options DENY, SAMEORIGIN or ALLOW-FROM (obsolete, not understood by
 *   current browsers, so never counted on) refuses;
 * - otherwise the site may be framed.
 *
 * A site that could not be reached, or did not answer with a page, is `unknown`: the panel
 * opens it in a new tab, like a refusal, until someone checks it again. A `<meta>` policy is
 * not read: browsers ignore frame-ancestors there.
 */

/** Time for the whole check, redirects included: the console waits for it. */
export const FRAMING_TIMEOUT_MS = 5_000;
/**
 * The most of the page read: only the headers matter, but the guarded fetch reads the body it
 * answers with, and refuses (as unknown here) a page larger than this.
 */
export const FRAMING_BODY_MAX_BYTES = 2 * 1024 * 1024;
/** Longest detail kept: a header quoted back, or an error's message. */
export const FRAMING_DETAIL_MAX = 300;

export interface FramingVerdict {
  framing: MobileSiteFraming;
  /** What decided: the header as the site sent it, or why the site was not reached. */
  detail: string;
}

export interface FramingContext {
  /** The store's origin, e.g. https://store.example: the page that frames the site. */
  storeOrigin: string;
  /** The companion's extension origin (chrome-extension://<id>) when the store knows it. */
  companionOrigin?: string | null;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > FRAMING_DETAIL_MAX ? `${flat.slice(0, FRAMING_DETAIL_MAX - 1)}…` : flat;
}

/** Every value of a header, repeated headers included (Node joins most of them with ", "). */
function headerValues(headers: IncomingHttpHeaders, name: string): string[] {
  const value = headers[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

function portOf(url: URL): string {
  return url.port || DEFAULT_PORTS[url.protocol] || '';
}

/** A scheme matches itself, and http: also matches https: (the upgrade browsers allow). */
function schemeMatches(expected: string, actual: string): boolean {
  return expected === actual || (expected === 'http:' && actual === 'https:');
}

const SCHEME_SOURCE = /^([a-z][a-z0-9+.-]*):$/i;
const HOST_SOURCE =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?(?:\/[^\s]*)?$/i;

/** Whether one source expression of frame-ancestors lets `ancestor` frame the site. */
function sourceMatches(source: string, ancestor: URL, site: URL): boolean {
  const token = source.toLowerCase();
  // A site that lets any origin frame it is taken to let the panel's extension page in too.
  if (token === '*') return true;
  if (token === "'self'") return ancestor.origin === site.origin;
  const scheme = SCHEME_SOURCE.exec(token);
  if (scheme) return schemeMatches(`${scheme[1]}:`, ancestor.protocol);
  const host = HOST_SOURCE.exec(token);
  if (!host) return false;
  const [, sourceScheme, sourceHost = '', sourcePort] = host;
  if (sourceScheme) {
    if (!schemeMatches(`${sourceScheme}:`, ancestor.protocol)) return false;
  } else if (!schemeMatches(site.protocol, ancestor.protocol)) {
    return false;
  }
  const ancestorHost = ancestor.hostname.toLowerCase();
  if (sourceHost.startsWith('*.')) {
    if (!ancestorHost.endsWith(sourceHost.slice(1))) return false;
  } else if (sourceHost !== '*' && sourceHost !== ancestorHost) {
    return false;
  }
  if (sourcePort === '*') return true;
  const ancestorPort = portOf(ancestor);
  if (sourcePort) return sourcePort === ancestorPort;
  // No port: the scheme's default, or the default of the scheme it was upgraded from.
  const defaultPort = DEFAULT_PORTS[sourceScheme ? `${sourceScheme}:` : site.protocol];
  return (
    ancestorPort === '' ||
    ancestorPort === defaultPort ||
    (defaultPort === '80' && ancestorPort === '443')
  );
}

/** The frame-ancestors value of each policy of the headers that has one (enforced ones only). */
function frameAncestorPolicies(headers: IncomingHttpHeaders): string[] {
  const found: string[] = [];
  for (const header of headerValues(headers, 'content-security-policy')) {
    // A comma separates policies sent in one header; every policy must allow the frame.
    for (const policy of header.split(',')) {
      const directive = policy
        .split(';')
        .map((part) => part.trim())
        // The first frame-ancestors of a policy counts; later ones are ignored.
        .find((part) => /^frame-ancestors(\s|$)/i.test(part));
      if (directive !== undefined) found.push(directive.slice('frame-ancestors'.length).trim());
    }
  }
  return found;
}

/** Whether a frame-ancestors value lets every ancestor of the side panel in. */
function ancestorsAllowed(value: string, site: URL, context: FramingContext): boolean {
  let sources = value.split(/\s+/).filter(Boolean);
  // 'none' counts only alone; with other sources it is ignored.
  if (sources.length === 1 && sources[0]?.toLowerCase() === "'none'") return false;
  sources = sources.filter((source) => source.toLowerCase() !== "'none'");
  const store = new URL(context.storeOrigin);
  const allows = (ancestor: URL) => sources.some((source) => sourceMatches(source, ancestor, site));
  const extension = [
    // Some extension: what a scheme source (chrome-extension:) or a wildcard host lets in.
    new URL(`chrome-extension://${'a'.repeat(32)}/`),
    ...(context.companionOrigin ? [new URL(context.companionOrigin)] : []),
  ];
  return allows(store) && extension.some(allows);
}

/** The verdict on the headers of the page a site answered with. */
export function judgeFraming(
  headers: IncomingHttpHeaders,
  siteUrl: string,
  context: FramingContext,
): FramingVerdict {
  const site = new URL(siteUrl);
  const policies = frameAncestorPolicies(headers);
  if (policies.length > 0) {
    const refusing = policies.find((value) => !ancestorsAllowed(value, site, context));
    const quoted = refusing ?? policies[0] ?? '';
    return {
      framing: refusing === undefined ? 'allowed' : 'refused',
      detail: shorten(`Content-Security-Policy: frame-ancestors ${quoted}`),
    };
  }
  const options = headerValues(headers, 'x-frame-options');
  const values = options
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const refusing = values.find((value) => /^(deny|sameorigin|allow-from)(\s|$)/i.test(value));
  if (refusing) {
    const [keyword = '', ...rest] = refusing.split(/\s+/);
    return {
      framing: 'refused',
      detail: shorten(`X-Frame-Options: ${[keyword.toUpperCase(), ...rest].join(' ')}`),
    };
  }
  return {
    framing: 'allowed',
    detail:
      values.length > 0
        ? shorten(`X-Frame-Options: ${values.join(', ')} (not a refusal)`)
        : 'Neither X-Frame-Options nor CSP frame-ancestors forbids framing',
  };
}

/**
 * Asks the site and judges its answer. Never throws for the site's sake: a failure to reach it
 * is the `unknown` verdict with the reason as its detail.
 */
export async function checkFraming(
  url: string,
  fetchOptions: WebAppFetchOptions,
  context: FramingContext,
): Promise<FramingVerdict> {
  try {
    const response = await guardedFetch(url, {
      ...fetchOptions,
      timeoutMs: Math.min(fetchOptions.timeoutMs ?? FRAMING_TIMEOUT_MS, FRAMING_TIMEOUT_MS),
      maxBytes: FRAMING_BODY_MAX_BYTES,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    });
    if (response.status < 200 || response.status > 299) {
      return {
        framing: 'unknown',
        detail: shorten(`The site answered HTTP ${response.status} at ${response.finalUrl}`),
      };
    }
    return judgeFraming(response.headers, response.finalUrl, context);
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    // A page on plain http cannot be shown inside the store's secure page at all.
    if (error.reason === 'not-https') {
      return { framing: 'refused', detail: 'Not an https address: a secure page cannot show it' };
    }
    return {
      framing: 'unknown',
      detail: shorten(`Not reached (${error.reason}): ${error.message}`),
    };
  }
}
