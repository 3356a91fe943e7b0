/**
 * Paths in manifest.json resolved the way Chromium's loader resolves them, so the store refuses
 * exactly the references Chromium cannot load. Chromium reads a manifest path in one of three
 * ways (extensions/common, read from its source):
 * - a file path (`Extension::GetResource`): content scripts, icons, rulesets, MV2 background
 *   scripts. One leading "/" is dropped; every segment must be a "safe portable" name
 *   (net::IsSafePortableRelativePath), so "./a.js", "a/../b.js" and ".hidden.js" fail to load.
 * - a URL in the extension (`GetResourceURL`, then `ExtensionURLToRelativeFilePath`): the
 *   service worker, popups, options, devtools and override pages. The string is resolved as a
 *   URL ("./", "../" and "?query" are fine), its path percent-decoded, leading slashes dropped,
 *   and the result checked as a file path.
 * - a URL path pattern (`URLPattern`): web accessible resources and sandboxed pages, where "*"
 *   is a wildcard; Chromium never checks these against the files.
 */

export type ResolvedPath = { ok: true; path: string } | { ok: false };

const INVALID: ResolvedPath = { ok: false };

/** Windows device names, alone or before a dot (net::IsReservedNameOnWindows). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9]|lpt[1-9]|clock\$)(\.|$)/i;
const WINDOWS_MAGIC = new Set(['desktop.ini', 'thumbs.db']);
/** base::i18n::IsFilenameLegal: characters no file name may hold anywhere. */
const ILLEGAL_ANYWHERE = /["*/:<>?\\|~\p{Cc}\p{Cf}\p{Noncharacter_Code_Point}]/u;
/** …nor start or end with (a dot or white space); this also rules out "." and "..". */
const ILLEGAL_AT_ENDS = /^[\p{White_Space}.]|[\p{White_Space}.]$/u;
/** Extensions Windows' shell acts on (net::IsShellIntegratedExtension). */
const SHELL_EXTENSION = /\.(lnk|local|\{.*\})$/i;

/** One path segment Chromium accepts in a resource path (net::IsSafePortablePathComponent). */
export function isSafeSegment(segment: string): boolean {
  return (
    segment !== '' &&
    !ILLEGAL_ANYWHERE.test(segment) &&
    !ILLEGAL_AT_ENDS.test(segment) &&
    !SHELL_EXTENSION.test(segment) &&
    !WINDOWS_DEVICE.test(segment) &&
    !WINDOWS_MAGIC.has(segment.toLowerCase())
  );
}

/** A relative path every segment of which is safe; repeated slashes read as one. */
function safeRelativePath(path: string): ResolvedPath {
  if (path === '' || path.startsWith('/') || path.endsWith('/') || path.includes('\\')) {
    return INVALID;
  }
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments.every(isSafeSegment) ? { ok: true, path: segments.join('/') } : INVALID;
}

/** A manifest file path as `Extension::GetResource(std::string)` reads it. */
export function resolveFilePath(raw: string): ResolvedPath {
  return safeRelativePath(raw.startsWith('/') ? raw.slice(1) : raw);
}

/** Any origin will do: only the path of the resolved URL is used, as Chromium does. */
const BASE = 'https://extension.invalid/';

/** The path of `raw` resolved as a URL in the extension (GURL::Resolve), still escaped. */
export function resolvedUrlPath(raw: string): string | null {
  try {
    return new URL(raw, BASE).pathname;
  } catch {
    return null;
  }
}

/**
 * Percent-decoding as base::UnescapeBinaryURLComponentSafe with fail_on_path_separators: an
 * escaped "/", "\" or control character makes the path unusable. Null then, or when the bytes
 * are not UTF-8 (no file in a zip has such a name).
 */
function unescapePath(path: string): string | null {
  const bytes: number[] = [];
  for (let i = 0; i < path.length; i++) {
    const hex = path[i] === '%' ? path.slice(i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      const byte = Number.parseInt(hex, 16);
      if (byte === 0x2f || byte === 0x5c || byte < 0x20 || byte === 0x7f) return null;
      bytes.push(byte);
      i += 2;
    } else {
      bytes.push(...Buffer.from(path[i]!, 'utf8'));
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

/** A manifest page or script URL as Chromium turns it into a file of the package. */
export function resolveUrlFile(raw: string): ResolvedPath {
  const path = resolvedUrlPath(raw);
  const decoded = path === null ? null : unescapePath(path);
  if (decoded === null) return INVALID;
  return safeRelativePath(decoded.replace(/^[/\\]+/, ''));
}

/** True for a web accessible resource or sandboxed page entry that is a pattern ("*"). */
export function isPathPattern(entry: string): boolean {
  return entry.includes('*');
}

/**
 * The files a non-pattern web accessible resource or sandboxed page may name: the entry with
 * its leading slashes dropped, and its percent-decoded form. Chromium checks neither against
 * the package, so either counts.
 */
export function patternEntryCandidates(entry: string): string[] {
  const plain = entry.replace(/^\/+/, '');
  if (plain === '') return [];
  const decoded = unescapePath(plain);
  return decoded !== null && decoded !== plain ? [plain, decoded] : [plain];
}

/**
 * A path Chromium appends to the package folder as it is (theme images, the managed storage
 * schema): the file system resolves "." and "..", so only a path leaving the package or naming
 * no file is unusable.
 */
export function resolveFolderPath(raw: string): ResolvedPath {
  const segments: string[] = [];
  for (const segment of raw.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') segments.push(segment);
    else if (segments.pop() === undefined) return INVALID;
  }
  return segments.length > 0 && !raw.endsWith('/')
    ? { ok: true, path: segments.join('/') }
    : INVALID;
}
