import { WEB_APP_URL_MAX } from '@lagoon/contract';
import sharp from 'sharp';
import type { WebAppManifestRecord } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import {
  DEFAULT_TOTAL_TIMEOUT_MS,
  FetchError,
  type GuardedResponse,
  guardedFetch,
  type WebAppFetchOptions,
} from './guarded-fetch.js';
import { findManifestUrl } from './manifest-link.js';
import {
  byPreference,
  type IconCandidate,
  iconCandidates,
  manifestRecord,
  parseManifest,
  text,
} from './manifest-members.js';

export type { WebAppFetchOptions } from './guarded-fetch.js';

/**
 * Checks a web app entered by URL (spec: web app by URL), in the order a developer fixes them:
 * a valid URL, https, a domain not yet in the store, a page that answers, a manifest linked from
 * it, a name or short_name in it and an icon that is a real image. Only installable web apps
 * (with a manifest) can be registered.
 *
 * Failure codes:
 * - INVALID_URL_SYNTAX: not an absolute web address (or one with a user name or password).
 * - ONLY_SUPPORT_START_WITH_HTTPS_: an http: address.
 * - DUPLICATED_DOMAIN: `isDomainTaken` says the host is already registered. Checked before any
 *   request, so a known site is not fetched again.
 * - CAN_T_CONNECT_TO_URL: the page (or the manifest) could not be fetched at all: no answer,
 *   an error status for the page, a refused address, port or redirect (including a redirect to
 *   http:), too many redirects, too slow, or a page over the size limit.
 * - INVALID_MANIFEST_FILE: no manifest link, or the manifest answered with an error status, is
 *   too large, or is not a JSON object.
 * - MUST_DEFINE_THE_NAME_OR_SHORT_NAME: neither is a non-empty string.
 * - MUST_DEFINE_THE_ICON: no https icon in `icons`, or none of the best few could be fetched
 *   and decoded as an image. The site itself answered, so an unusable icon is the manifest's
 *   fault, whatever kept it from loading.
 *
 * Each request has its own time limit (`timeoutMs`) and the whole check one more
 * (`totalTimeoutMs`, 20 s by default).
 */

export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const MANIFEST_MAX_BYTES = 256 * 1024;
export const ICON_MAX_BYTES = 1024 * 1024;
/** Icons tried, best first, before giving up. */
export const ICON_ATTEMPTS = 3;
const URL_MAX_LENGTH = WEB_APP_URL_MAX;
const ICON_MAX_PIXELS = 2048 * 2048;
/**
 * Formats an icon may have, told by their first bytes before any decoder sees the file: only
 * these raster formats reach the image library (not SVG, whose decoder reads a whole document
 * language, nor any other format it happens to support).
 */
const ICON_FORMATS: { format: string; contentType: string; matches: (head: Buffer) => boolean }[] =
  [
    {
      format: 'png',
      contentType: 'image/png',
      matches: (head) => head.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
    },
    {
      format: 'jpeg',
      contentType: 'image/jpeg',
      matches: (head) => head.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')),
    },
    {
      format: 'gif',
      contentType: 'image/gif',
      matches: (head) => /^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1')),
    },
    {
      format: 'webp',
      contentType: 'image/webp',
      matches: (head) =>
        head.subarray(0, 4).toString('latin1') === 'RIFF' &&
        head.subarray(8, 12).toString('latin1') === 'WEBP',
    },
    {
      format: 'heif',
      contentType: 'image/avif',
      matches: (head) =>
        head.subarray(4, 8).toString('latin1') === 'ftyp' &&
        ['avif', 'avis'].includes(head.subarray(8, 12).toString('latin1')),
    },
  ];

export interface CheckedWebApp {
  /** The normalised URL entered (https). */
  url: string;
  /** After redirects. */
  finalUrl: string;
  domain: string;
  manifestUrl: string;
  manifest: WebAppManifestRecord;
  /** name ?? short_name */
  name: string;
  shortName: string | null;
  description: string | null;
  icon: { data: Buffer; contentType: string; width: number; height: number; url: string };
}

/**
 * The domain a web app is registered under: the URL's host, lower-cased (the URL parser has
 * already turned international names into their ASCII form) and without a trailing dot. The
 * whole host counts, not a registrable suffix: app.example.com and blog.example.com are
 * different web apps, and telling "example.co.uk" from "co.uk" would need the public suffix list.
 */
export function webAppDomain(url: URL): string {
  return url.hostname.toLowerCase().replace(/\.$/, '');
}

/** Parses what the developer entered; throws INVALID_URL_SYNTAX or ONLY_SUPPORT_…_HTTPS_. */
export function parseWebAppUrl(input: string): URL {
  const text = input.trim();
  if (text === '' || text.length > URL_MAX_LENGTH) throw new AppError('INVALID_URL_SYNTAX');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError('INVALID_URL_SYNTAX');
  }
  if (url.protocol === 'http:') throw new AppError('ONLY_SUPPORT_START_WITH_HTTPS_');
  if (url.protocol !== 'https:' || url.hostname === '' || url.username || url.password) {
    throw new AppError('INVALID_URL_SYNTAX');
  }
  url.hash = '';
  return url;
}

function ok(response: GuardedResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

/** The fetch options of one check, with its overall deadline. */
type FetchSettings = WebAppFetchOptions & { signal: AbortSignal };

async function fetchIcon(
  candidate: IconCandidate,
  options: FetchSettings,
): Promise<CheckedWebApp['icon'] | null> {
  let response: GuardedResponse;
  try {
    response = await guardedFetch(candidate.url.href, {
      ...options,
      maxBytes: ICON_MAX_BYTES,
      accept: 'image/png,image/webp,image/*;q=0.8',
    });
  } catch (error) {
    if (error instanceof FetchError) return null;
    throw error;
  }
  if (!ok(response)) return null;
  const kind = ICON_FORMATS.find((candidateFormat) => candidateFormat.matches(response.body));
  if (!kind) return null;
  try {
    const metadata = await sharp(response.body, { limitInputPixels: ICON_MAX_PIXELS }).metadata();
    if (metadata.format !== kind.format || !metadata.width || !metadata.height) return null;
    // Decoding the pixels, not only the header, proves the file is a whole image.
    await sharp(response.body, { limitInputPixels: ICON_MAX_PIXELS }).raw().toBuffer();
    return {
      data: response.body,
      contentType: kind.contentType,
      width: metadata.width,
      height: metadata.height,
      url: response.finalUrl,
    };
  } catch {
    return null;
  }
}

async function fetchOrFail(
  url: string,
  options: FetchSettings,
  maxBytes: number,
  accept: string,
  tooLarge: 'CAN_T_CONNECT_TO_URL' | 'INVALID_MANIFEST_FILE',
): Promise<GuardedResponse> {
  try {
    return await guardedFetch(url, { ...options, maxBytes, accept });
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    throw new AppError(
      error.reason === 'too-large' ? tooLarge : 'CAN_T_CONNECT_TO_URL',
      undefined,
      {
        cause: error,
      },
    );
  }
}

function charset(response: GuardedResponse): string {
  const match = /charset\s*=\s*"?([\w.:-]+)/i.exec(String(response.headers['content-type'] ?? ''));
  return match?.[1] ?? 'utf-8';
}

function decodeText(body: Buffer, encoding: string): string {
  try {
    return new TextDecoder(encoding).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Runs every check on an entered URL; throws AppError with the contract's code on the first failure. */
export async function checkWebApp(
  input: string,
  options: WebAppFetchOptions,
  isDomainTaken: (domain: string) => Promise<boolean>,
): Promise<CheckedWebApp> {
  const url = parseWebAppUrl(input);
  const domain = webAppDomain(url);
  if (await isDomainTaken(domain)) throw new AppError('DUPLICATED_DOMAIN');
  // One budget for every request of the check, so a slow site cannot hold it for
  // (1 page + 1 manifest + icons) × the per-request time.
  const budget = AbortSignal.timeout(options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS);
  const fetching: FetchSettings = { ...options, signal: budget };

  const page = await fetchOrFail(
    url.href,
    fetching,
    PAGE_MAX_BYTES,
    'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    'CAN_T_CONNECT_TO_URL',
  );
  if (!ok(page)) throw new AppError('CAN_T_CONNECT_TO_URL');

  const manifestLink = findManifestUrl(decodeText(page.body, charset(page)), page.finalUrl);
  if (!manifestLink) throw new AppError('INVALID_MANIFEST_FILE');
  if (manifestLink.protocol !== 'https:') throw new AppError('INVALID_MANIFEST_FILE');
  const manifestResponse = await fetchOrFail(
    manifestLink.href,
    fetching,
    MANIFEST_MAX_BYTES,
    'application/manifest+json,application/json;q=0.9,*/*;q=0.5',
    'INVALID_MANIFEST_FILE',
  );
  if (!ok(manifestResponse)) throw new AppError('INVALID_MANIFEST_FILE');
  const manifestUrl = new URL(manifestResponse.finalUrl);
  const manifest = parseManifest(manifestResponse.body);

  const name = text(manifest.name);
  const shortName = text(manifest.short_name);
  if (!name && !shortName) throw new AppError('MUST_DEFINE_THE_NAME_OR_SHORT_NAME');

  const candidates = iconCandidates(manifest.icons, manifestUrl);
  if (candidates.length === 0) throw new AppError('MUST_DEFINE_THE_ICON');
  let icon: CheckedWebApp['icon'] | null = null;
  for (const candidate of [...candidates].sort(byPreference).slice(0, ICON_ATTEMPTS)) {
    icon = await fetchIcon(candidate, fetching);
    if (icon) break;
  }
  if (!icon) throw new AppError('MUST_DEFINE_THE_ICON');

  return {
    url: url.href,
    finalUrl: page.finalUrl,
    domain,
    manifestUrl: manifestUrl.href,
    manifest: manifestRecord(manifest, manifestUrl, new URL(page.finalUrl), candidates),
    name: (name ?? shortName) as string,
    shortName,
    description: text(manifest.description),
    icon,
  };
}
