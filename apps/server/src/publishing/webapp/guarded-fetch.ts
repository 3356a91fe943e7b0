import dns, { type LookupAddress } from 'node:dns';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream';
import { rootCertificates } from 'node:tls';
import zlib from 'node:zlib';
import type { Config } from '../../config/config.js';
import { isPublicAddress } from './public-address.js';

/**
 * Fetches pages of other people's web sites for the store without becoming a way into the
 * store's own network: only https, every address a host resolves to must be public, the
 * address checked is the one connected to (the check runs inside the socket's own lookup, so
 * a second DNS answer cannot slip in between), and every redirect is judged afresh. Time,
 * redirects and body size are bounded.
 */

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_TOTAL_TIMEOUT_MS = 20_000;

export interface WebAppFetchOptions {
  /**
   * Test only (WEBAPP_FETCH_ALLOW_PRIVATE): allows loopback and private addresses and any
   * port, so tests can reach a site on 127.0.0.1.
   */
  allowPrivate: boolean;
  /** An extra certificate authority to trust besides the usual public ones (PEM). */
  ca?: string | Buffer;
  /** Time for one fetch, redirects included. */
  timeoutMs?: number;
  /** Time for a whole web app check: page, manifest and icons together. */
  totalTimeoutMs?: number;
  maxRedirects?: number;
  /**
   * Replaces the address rule for one connection; for tests that need a first hop to reach the
   * local site while later hops are judged by the real rule. Never set from configuration.
   */
  allowAddress?: (address: string, url: URL) => boolean;
}

export interface GuardedFetchOptions extends WebAppFetchOptions {
  /** Largest body read, after decompression. */
  maxBytes: number;
  accept?: string;
  /** Ends the fetch early (the caller's own deadline, counted as a timeout). */
  signal?: AbortSignal;
}

export interface GuardedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  finalUrl: string;
}

export type FetchFailure =
  | 'not-https'
  | 'credentials'
  | 'port'
  | 'blocked-address'
  | 'too-many-redirects'
  | 'timeout'
  | 'too-large'
  | 'network';

/** Why a guarded fetch did not get an answer. */
export class FetchError extends Error {
  override name = 'FetchError';
  constructor(
    readonly reason: FetchFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const USER_AGENT = 'LagoonStore/1.0 (+web app check)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Fetch options from configuration: the rules in force for this store. */
export function webAppFetchOptions(config: Config): WebAppFetchOptions {
  return {
    allowPrivate: config.webAppFetch.allowPrivate,
    ...(config.webAppFetch.ca ? { ca: config.webAppFetch.ca } : {}),
  };
}

/** The host of a URL without the brackets of an IPv6 literal. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Refuses a URL the fetcher must never request, before any connection. */
function checkTarget(url: URL, options: WebAppFetchOptions): void {
  if (url.protocol !== 'https:') throw new FetchError('not-https', `not https: ${url.protocol}`);
  if (url.username || url.password) throw new FetchError('credentials', 'credentials in URL');
  // The standard port only: other ports reach services that were never meant to be web sites.
  if (url.port !== '' && !options.allowPrivate) {
    throw new FetchError('port', `port ${url.port} is not allowed`);
  }
  const host = bareHost(url);
  if (isIP(host) && !addressAllowed(host, url, options)) {
    throw new FetchError('blocked-address', `address ${host} is not public`);
  }
}

function addressAllowed(address: string, url: URL, options: WebAppFetchOptions): boolean {
  if (options.allowAddress) return options.allowAddress(address, url);
  return options.allowPrivate || isPublicAddress(address);
}

/** A socket lookup that resolves every address of the host and refuses if any is not public. */
function guardedLookup(url: URL, options: WebAppFetchOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0) {
        return callback(new FetchError('network', `${hostname} has no address`), '', 0);
      }
      const refused = addresses.find((entry) => !addressAllowed(entry.address, url, options));
      if (refused) {
        return callback(
          new FetchError('blocked-address', `${hostname} resolves to ${refused.address}`),
          '',
          0,
        );
      }
      if (lookupOptions.all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

function trustedCertificates(ca: string | Buffer | undefined): (string | Buffer)[] | undefined {
  // Node's `ca` replaces the public authorities instead of adding to them.
  return ca ? [...rootCertificates, ca] : undefined;
}

function decoded(response: IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return response;
  // pipeline carries an aborted or broken response through to the reader, where pipe would not.
  return pipeline(response, decoder, () => {});
}

/** Reads a body as a stream and stops as soon as it passes the limit. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes && !response.headers['content-encoding']) {
    response.destroy();
    throw new FetchError('too-large', `body of ${declared} bytes`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const stream = decoded(response);
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      total += buffer.length;
      if (total > maxBytes) throw new FetchError('too-large', `body over ${maxBytes} bytes`);
      chunks.push(buffer);
    }
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks);
}

function requestOnce(
  url: URL,
  options: GuardedFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const host = bareHost(url);
    const request = https.request(
      {
        protocol: 'https:',
        hostname: host,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          accept: options.accept ?? '*/*',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': USER_AGENT,
        },
        // Literal addresses were judged in checkTarget; Node skips the lookup for them.
        lookup: guardedLookup(url, options),
        ca: trustedCertificates(options.ca),
        // Keeping no connections open means each one is checked when it is made.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** Fetches an https URL under the address, redirect, time and size rules. */
export async function guardedFetch(
  input: string,
  options: GuardedFetchOptions,
): Promise<GuardedResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;

  const failure = (error: unknown): FetchError => {
    if (error instanceof FetchError) return error;
    if (signal.aborted) return new FetchError('timeout', 'no answer in time');
    if (error instanceof Error && error.cause instanceof FetchError) return error.cause;
    return new FetchError('network', error instanceof Error ? error.message : 'request failed', {
      cause: error,
    });
  };

  let url: URL;
  try {
    url = new URL(input);
  } catch (error) {
    throw new FetchError('network', 'not a URL', { cause: error });
  }
  for (let redirects = 0; ; redirects += 1) {
    checkTarget(url, options);
    let response: IncomingMessage;
    try {
      response = await requestOnce(url, options, signal);
    } catch (error) {
      throw failure(error);
    }
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (redirects >= maxRedirects) {
        throw new FetchError('too-many-redirects', `more than ${maxRedirects} redirects`);
      }
      try {
        url = new URL(location, url);
      } catch (error) {
        throw new FetchError('network', 'redirect to an invalid URL', { cause: error });
      }
      continue;
    }
    try {
      const body = await readBody(response, options.maxBytes);
      return {
        status: response.statusCode ?? 0,
        headers: response.headers,
        body,
        finalUrl: url.href,
      };
    } catch (error) {
      throw failure(error);
    }
  }
}
