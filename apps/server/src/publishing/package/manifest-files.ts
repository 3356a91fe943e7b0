import { isUtf8 } from 'node:buffer';
import type { PackageIssueCode } from '@lagoon/contract';
import type { Entry, ZipFile } from 'yauzl';
import {
  isPathPattern,
  patternEntryCandidates,
  type ResolvedPath,
  resolvedUrlPath,
  resolveFilePath,
  resolveFolderPath,
  resolveUrlFile,
} from './manifest-paths.js';
import { OVERRIDABLE_PAGES } from './manifest-types.js';
import { isRecord } from './messages.js';
import type { Report } from './report.js';
import { readEntry } from './zip-entries.js';

/**
 * How Chromium reads a key's path (manifest-paths.ts): a file path, a URL in the extension, the
 * side panel's URL path (looked up undecoded), or a path appended to the package folder.
 */
type Reading = 'file' | 'url' | 'sidePanel' | 'folder';

/** A file manifest.json names, with the key naming it (`content_scripts[0].js[1]`). */
interface FileReference {
  key: string;
  raw: string;
  code: PackageIssueCode;
  reading: Reading;
  /** Content scripts must also be UTF-8; icons must also not be empty. */
  role?: 'script' | 'icon';
}

/** A web accessible resource or sandboxed page: a pattern, or a path Chromium never checks. */
interface PatternReference {
  key: string;
  raw: string;
  code: PackageIssueCode;
  caseInsensitive: boolean;
}

/**
 * Icons Chromium loads: a file whose name gives a supported image type. Others are passed over
 * with a warning at load (manifest_handler_helpers.cc, IsIconMimeTypeValid).
 */
const ICON_TYPES = /\.(png|apng|jpe?g|jfif|pjpeg|pjp|gif|webp|bmp|ico|svgz?|avif|xbm)$/i;
/** `default_popup` Chromium reads as "no popup" for old extensions that set it at run time. */
const NO_POPUP = new Set(['', 'index.html/']);
/** Noncharacters: base::IsStringUTF8, which Chromium applies to content scripts, refuses them. */
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The string entries of a list, with their indexes. */
function stringsOf(value: unknown): [number, string][] {
  return listOf(value).flatMap((item, index): [number, string][] =>
    typeof item === 'string' ? [[index, item]] : [],
  );
}

/** Icons of an `icons` object or an action's `default_icon` (a string or an object). */
function iconReferences(key: string, value: unknown): FileReference[] {
  const entries: [string, unknown][] =
    typeof value === 'string' ? [[key, value]] : isRecord(value) ? sizeEntries(key, value) : [];
  return entries.flatMap(([entryKey, raw]) => {
    if (typeof raw !== 'string') return [];
    // A path Chromium cannot read fails whatever its type; a non-image one is passed over.
    if (resolveFilePath(raw).ok && !ICON_TYPES.test(raw)) return [];
    return [{ key: entryKey, raw, code: 'ICON_FILE_MISSING', reading: 'file', role: 'icon' }];
  });
}

function sizeEntries(key: string, icons: Record<string, unknown>): [string, unknown][] {
  return Object.entries(icons).map(([size, raw]) => [`${key}.${size}`, raw]);
}

/** The actions whose files Chromium reads: `action` in MV3, the two older ones in MV2. */
function actionKeys(manifestVersion: number | null): string[] {
  return manifestVersion === 2 ? ['browser_action', 'page_action'] : ['action'];
}

/** The options page Chromium uses: `options_ui.page` when it is a page, else `options_page`. */
function optionsReference(manifest: Record<string, unknown>): FileReference | null {
  const ui = isRecord(manifest.options_ui) ? manifest.options_ui : {};
  if (typeof ui.page === 'string' && !URL.canParse(ui.page)) {
    return { key: 'options_ui.page', raw: ui.page, code: 'OPTIONS_PAGE_MISSING', reading: 'url' };
  }
  const page = manifest.options_page;
  if (typeof page !== 'string' || page === '') return null;
  return { key: 'options_page', raw: page, code: 'OPTIONS_PAGE_MISSING', reading: 'url' };
}

/** Every file manifest.json names, key by key, as the manifest version has Chromium read it. */
export function fileReferences(
  manifest: Record<string, unknown>,
  manifestVersion: number | null,
): FileReference[] {
  const refs: FileReference[] = [];
  const add = (key: string, raw: unknown, code: PackageIssueCode, reading: Reading) => {
    if (typeof raw === 'string') refs.push({ key, raw, code, reading });
  };
  const background = isRecord(manifest.background) ? manifest.background : {};
  if (manifestVersion === 3) {
    add('background.service_worker', background.service_worker, 'BACKGROUND_FILE_MISSING', 'url');
  } else {
    for (const [i, raw] of stringsOf(background.scripts)) {
      add(`background.scripts[${i}]`, raw, 'BACKGROUND_FILE_MISSING', 'file');
    }
    add('background.page', background.page, 'BACKGROUND_FILE_MISSING', 'url');
  }
  listOf(manifest.content_scripts).forEach((script, i) => {
    if (!isRecord(script)) return;
    for (const part of ['js', 'css']) {
      for (const [j, raw] of stringsOf(script[part])) {
        const key = `content_scripts[${i}].${part}[${j}]`;
        refs.push({
          key,
          raw,
          code: 'CONTENT_SCRIPT_FILE_MISSING',
          reading: 'file',
          role: 'script',
        });
      }
    }
  });
  refs.push(...iconReferences('icons', isRecord(manifest.icons) ? manifest.icons : null));
  for (const actionKey of actionKeys(manifestVersion)) {
    const action = manifest[actionKey];
    if (!isRecord(action)) continue;
    refs.push(...iconReferences(`${actionKey}.default_icon`, action.default_icon));
    const popup = action.default_popup;
    if (typeof popup === 'string' && !NO_POPUP.has(popup)) {
      add(`${actionKey}.default_popup`, popup, 'POPUP_FILE_MISSING', 'url');
    }
  }
  const options = optionsReference(manifest);
  if (options) refs.push(options);
  const sidePanel = isRecord(manifest.side_panel) ? manifest.side_panel : {};
  add('side_panel.default_path', sidePanel.default_path, 'SIDE_PANEL_FILE_MISSING', 'sidePanel');
  const overrides = isRecord(manifest.chrome_url_overrides) ? manifest.chrome_url_overrides : {};
  for (const page of OVERRIDABLE_PAGES) {
    add(`chrome_url_overrides.${page}`, overrides[page], 'OVERRIDE_PAGE_MISSING', 'url');
  }
  add('devtools_page', manifest.devtools_page, 'DEVTOOLS_PAGE_MISSING', 'url');
  const rules = isRecord(manifest.declarative_net_request) ? manifest.declarative_net_request : {};
  listOf(rules.rule_resources).forEach((ruleset, i) => {
    if (!isRecord(ruleset)) return;
    const key = `declarative_net_request.rule_resources[${i}].path`;
    add(key, ruleset.path, 'RULESET_FILE_MISSING', 'file');
  });
  const storage = isRecord(manifest.storage) ? manifest.storage : {};
  add('storage.managed_schema', storage.managed_schema, 'MANAGED_SCHEMA_MISSING', 'folder');
  const theme = isRecord(manifest.theme) ? manifest.theme : {};
  for (const [name, raw] of Object.entries(isRecord(theme.images) ? theme.images : {})) {
    add(`theme.images.${name}`, raw, 'THEME_IMAGE_MISSING', 'folder');
  }
  return refs;
}

/** Web accessible resources and sandboxed pages that name one file (no "*"). */
export function patternReferences(
  manifest: Record<string, unknown>,
  manifestVersion: number | null,
): PatternReference[] {
  const refs: PatternReference[] = [];
  const code = 'WEB_ACCESSIBLE_RESOURCE_MISSING';
  const resources = manifest.web_accessible_resources;
  if (manifestVersion === 2) {
    for (const [i, raw] of stringsOf(resources)) {
      refs.push({ key: `web_accessible_resources[${i}]`, raw, code, caseInsensitive: false });
    }
  } else {
    listOf(resources).forEach((entry, i) => {
      if (!isRecord(entry)) return;
      for (const [j, raw] of stringsOf(entry.resources)) {
        const key = `web_accessible_resources[${i}].resources[${j}]`;
        refs.push({ key, raw, code, caseInsensitive: false });
      }
    });
  }
  const sandbox = isRecord(manifest.sandbox) ? manifest.sandbox : {};
  for (const [i, raw] of stringsOf(sandbox.pages)) {
    // Chromium matches sandboxed pages without regard to case.
    const key = `sandbox.pages[${i}]`;
    refs.push({ key, raw, code: 'SANDBOX_PAGE_MISSING', caseInsensitive: true });
  }
  return refs.filter((ref) => !isPathPattern(ref.raw));
}

/** The files a reference may name, in the order Chromium would look. */
function candidatesOf(ref: FileReference): ResolvedPath[] {
  switch (ref.reading) {
    case 'file':
      return [resolveFilePath(ref.raw)];
    case 'url':
      return [resolveUrlFile(ref.raw)];
    case 'folder':
      return [resolveFolderPath(ref.raw)];
    case 'sidePanel': {
      // Chromium looks up the URL's path as it is escaped; a decoded match counts as well.
      const escaped = resolvedUrlPath(ref.raw);
      return [escaped === null ? { ok: false } : resolveFilePath(escaped), resolveUrlFile(ref.raw)];
    }
  }
}

/** Whether a content script or style sheet is text Chromium accepts: UTF-8, no noncharacters. */
async function isUtf8Text(zip: ZipFile, entry: Entry): Promise<boolean> {
  const data = await readEntry(zip, entry, entry.uncompressedSize);
  return isUtf8(data) && !NONCHARACTER.test(data.toString('utf8'));
}

/** Every folder a file of the package lies in, in the case given. */
function foldersOf(paths: Iterable<string>, caseInsensitive: boolean): Set<string> {
  const folders = new Set<string>();
  for (const path of paths) {
    const segments = (caseInsensitive ? path.toLowerCase() : path).split('/');
    for (let i = 1; i < segments.length; i++) folders.add(segments.slice(0, i).join('/'));
  }
  return folders;
}

/**
 * Checks every file manifest.json names against the package, the way Chromium resolves each
 * key's path: a missing file is an error with the key's own code, a path Chromium cannot read
 * is MANIFEST_PATH_INVALID, an empty icon or a content script that is not UTF-8 is refused as
 * Chromium refuses it at load. Paths are reported as the manifest writes them.
 */
export async function checkManifestFiles(
  zip: ZipFile,
  manifest: Record<string, unknown>,
  manifestVersion: number | null,
  files: ReadonlyMap<string, Entry>,
  report: Report,
): Promise<void> {
  const checkedScripts = new Map<string, boolean>();
  for (const ref of fileReferences(manifest, manifestVersion)) {
    const where = { values: { key: ref.key } };
    const usable = candidatesOf(ref).flatMap((candidate) => (candidate.ok ? [candidate.path] : []));
    if (usable.length === 0) {
      report.add('MANIFEST_PATH_INVALID', ref.raw, where);
      continue;
    }
    const path = usable.find((candidate) => files.has(candidate));
    const entry = path === undefined ? undefined : files.get(path);
    if (path === undefined || entry === undefined) {
      report.add(ref.code, ref.raw, where);
    } else if (ref.role === 'icon' && entry.uncompressedSize === 0) {
      report.add('ICON_FILE_EMPTY', ref.raw, where);
    } else if (ref.role === 'script') {
      const text = checkedScripts.get(path) ?? (await isUtf8Text(zip, entry));
      checkedScripts.set(path, text);
      if (!text) report.add('CONTENT_SCRIPT_NOT_UTF8', ref.raw, where);
    }
  }

  const patterns = patternReferences(manifest, manifestVersion);
  if (patterns.length === 0) return;
  const exact = { files: new Set(files.keys()), folders: foldersOf(files.keys(), false) };
  const lower = {
    files: new Set([...files.keys()].map((path) => path.toLowerCase())),
    folders: foldersOf(files.keys(), true),
  };
  for (const ref of patterns) {
    const known = ref.caseInsensitive ? lower : exact;
    const found = patternEntryCandidates(ref.raw).some((candidate) => {
      const name = ref.caseInsensitive ? candidate.toLowerCase() : candidate;
      const plain = name.replace(/\/+$/, '');
      return known.files.has(name) || known.folders.has(plain);
    });
    if (!found && ref.raw.replace(/^\/+/, '') !== '') {
      report.add(ref.code, ref.raw, { values: { key: ref.key } });
    }
  }
}
