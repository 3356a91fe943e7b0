import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type ItemLocale,
  LISTING_NAME_MAX,
  LISTING_SHORT_DESCRIPTION_MAX,
  MANIFEST_MAX_DEPTH,
  type ManifestV2Mode,
  type PackageProductType,
  productTypeOf,
} from '@lagoon/contract';
import type { Entry, ZipFile } from 'yauzl';
import type { PackageReportRecord } from '../../db/schema.js';
import { checkLocalizedKeys, type DefaultCatalog } from './localized-keys.js';
import { checkManifestFiles } from './manifest-files.js';
import { checkBrowserKeys } from './manifest-keys.js';
import { checkManifestTypes } from './manifest-types.js';
import {
  isRecord,
  itemLocaleOf,
  type Messages,
  messagesFromJson,
  parseJson,
  resolveMessages,
  unstorableJson,
} from './messages.js';
import { readData, unreadable } from './package-data.js';
import { type PackageIcon, readIcon } from './package-icon.js';
import { Report } from './report.js';
import { compareVersions, isValidVersion } from './versions.js';
import {
  collisionKey,
  hasSupportedMethod,
  isEncrypted,
  isSymlink,
  nameProblem,
  openZip,
  readCentralDirectory,
  verifyEntry,
  type ZipEntryRecord,
} from './zip-entries.js';

export type { PackageIcon } from './package-icon.js';
export { compareVersions } from './versions.js';

const MiB = 1024 * 1024;

export interface InspectLimits {
  /** Entries in the central directory. */
  maxEntries: number;
  /**
   * Sum of the declared uncompressed sizes of all entries. Every entry stops at its declared
   * size, so this bounds what inspection ever inflates.
   */
  maxUncompressedBytes: number;
  /** Uncompressed/compressed size above which an entry larger than 1 MiB is a zip bomb. */
  maxRatio: number;
  /**
   * Sum of the declared uncompressed sizes over the archive's size above which a package
   * larger than 8 MiB uncompressed is a zip bomb: many entries of 1 MiB each slip under the
   * per-entry rule, not under this one.
   */
  maxTotalRatio: number;
  /** Bytes inflated from manifest.json and from each messages.json. */
  maxManifestBytes: number;
}

/**
 * Real packages sit far inside these: the extension sources of uBlock Origin (about 630 files,
 * 8 MiB) and Dark Reader (about 400), or pdf.js's viewer with its 170 CMaps, are hundreds of
 * files; minified scripts, JSON and SVG compress 3 to 8 times, images and WebAssembly barely.
 * The entry cap bounds the work of the central directory and CRC passes (about 20 µs an
 * entry); the total and the two ratios bound what the CRC pass inflates.
 */
export const DEFAULT_INSPECT_LIMITS: InspectLimits = Object.freeze({
  maxEntries: 5_000,
  maxUncompressedBytes: 128 * MiB,
  maxRatio: 100,
  maxTotalRatio: 20,
  maxManifestBytes: 1 * MiB,
});

/** Small files compress well for honest reasons; the ratio rule only looks at larger ones. */
const RATIO_MIN_BYTES = 1 * MiB;
/** Likewise, a small package may compress well as a whole; the total ratio starts here. */
const TOTAL_RATIO_MIN_BYTES = 8 * MiB;
/** The CRC pass checks small entries synchronously and lets other requests in this often. */
const YIELD_EVERY_MS = 5;
/** The manifest's name and description have the listing's limits (Chromium's are the same). */
const NAME_MAX = LISTING_NAME_MAX;
const DESCRIPTION_MAX = LISTING_SHORT_DESCRIPTION_MAX;
const MANIFEST = 'manifest.json';
const LOCALES = '_locales';
/** The listing language of a package without _locales (or with a default the store lacks). */
const FALLBACK_LOCALE: ItemLocale = 'en';

export interface PackageText {
  locale: ItemLocale;
  name: string;
  description: string;
}

export interface PackageInspection {
  report: PackageReportRecord;
  ok: boolean;
  manifest: Record<string, unknown> | null;
  manifestVersion: number | null;
  version: string | null;
  /** Store code of default_locale; null when the package has no _locales. */
  defaultLocale: ItemLocale | null;
  /** The default-locale text first, then one per other _locales folder the store lists. */
  texts: PackageText[];
  productType: PackageProductType;
  icon: PackageIcon | null;
  permissions: string[];
  hostPermissions: string[];
}

/**
 * Checks every central directory record before any data is read; returns the files by path.
 * Refusals: names that escape or cannot be extracted, links, encryption, unknown compression,
 * collisions (also case-insensitive and between a file and a folder), and zip bombs by total
 * declared size, by the ratio of one entry or by the ratio of the whole archive.
 */
function checkEntries(
  records: readonly ZipEntryRecord[],
  archiveBytes: number,
  limits: InspectLimits,
  report: Report,
): Map<string, Entry> {
  const files = new Map<string, Entry>();
  if (records.every((record) => record.directory)) {
    report.add('ZIP_EMPTY');
    return files;
  }
  const kinds = new Map<string, 'file' | 'directory'>();
  let total = 0;
  for (const { entry, rawName, path, directory } of records) {
    total += entry.uncompressedSize;
    const problem = nameProblem(rawName);
    if (problem || path === null) {
      report.add(problem ?? 'ZIP_INVALID_NAME', rawName);
      continue;
    }
    if (isSymlink(entry)) report.add('ZIP_LINK', path);
    if (isEncrypted(entry)) report.add('ZIP_ENCRYPTED', path);
    if (!hasSupportedMethod(entry)) report.add('ZIP_UNSUPPORTED_COMPRESSION', path);
    if (
      entry.uncompressedSize > RATIO_MIN_BYTES &&
      entry.uncompressedSize > limits.maxRatio * entry.compressedSize
    ) {
      report.add('ZIP_SUSPICIOUS_RATIO', path);
    }
    const key = collisionKey(path);
    const kind = directory ? 'directory' : 'file';
    const earlier = kinds.get(key);
    // The same folder listed twice extracts to the same thing; anything else overwrites.
    if (earlier && (earlier === 'file' || kind === 'file')) report.add('ZIP_DUPLICATE_ENTRY', path);
    if (!earlier || kind === 'file') kinds.set(key, kind);
    if (!directory) files.set(path, entry);
  }
  // A file whose path runs through another file cannot be extracted next to it.
  for (const path of files.keys()) {
    const segments = path.split('/');
    for (let i = 1; i < segments.length; i++) {
      if (kinds.get(collisionKey(segments.slice(0, i).join('/'))) === 'file') {
        report.add('ZIP_DUPLICATE_ENTRY', path);
        break;
      }
    }
  }
  if (total > limits.maxUncompressedBytes) report.add('ZIP_TOO_LARGE_UNCOMPRESSED');
  if (total > TOTAL_RATIO_MIN_BYTES && total > limits.maxTotalRatio * archiveBytes) {
    report.add('ZIP_SUSPICIOUS_TOTAL_RATIO');
  }
  return files;
}

/** yauzl refuses strong encryption while reading the central directory. */
function isStrongEncryptionError(error: unknown): boolean {
  return error instanceof Error && /strong encryption/i.test(error.message);
}

/**
 * Inflates every file once and checks it against its CRC-32: yauzl does not, so a damaged or
 * altered entry would be published and only the browser would refuse to install it. Each entry
 * stops at its declared size, and checkEntries held those to maxUncompressedBytes. The first
 * damaged entry refuses the package, so the pass stops there; small entries are checked
 * synchronously, and the pass lets other requests run every few milliseconds.
 */
async function verifyFiles(
  zip: ZipFile,
  files: ReadonlyMap<string, Entry>,
  report: Report,
): Promise<void> {
  let turnStarted = performance.now();
  for (const [path, entry] of files) {
    try {
      await verifyEntry(zip, entry);
    } catch (error) {
      report.add(unreadable(error), path);
      return;
    }
    if (performance.now() - turnStarted >= YIELD_EVERY_MS) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
}

function codePoints(text: string): number {
  return [...text].length;
}

interface LocaleCatalog {
  folder: string;
  path: string;
  entry: Entry;
}

/** `_locales/<folder>/messages.json` files, by folder, in archive order. */
function localeCatalogs(files: ReadonlyMap<string, Entry>): {
  present: boolean;
  catalogs: Map<string, LocaleCatalog>;
} {
  const catalogs = new Map<string, LocaleCatalog>();
  let present = false;
  for (const [path, entry] of files) {
    const segments = path.split('/');
    if (segments[0] !== LOCALES) continue;
    present = true;
    const folder = segments[1];
    if (folder !== undefined && segments.length === 3 && segments[2] === 'messages.json') {
      catalogs.set(folder, { folder, path, entry });
    }
  }
  return { present, catalogs };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function isHostPattern(permission: string): boolean {
  return permission === '<all_urls>' || permission.includes('://');
}

/** `<all_urls>` or any scheme with the host `*`: every website. */
function isBroadHostPattern(pattern: string): boolean {
  return pattern === '<all_urls>' || /^(\*|https?|wss?):\/\/\*\//.test(pattern);
}

interface ManifestTexts {
  texts: PackageText[];
  defaultLocale: ItemLocale | null;
  /** The package has _locales or names a default_locale: Chromium localizes its manifest. */
  localized: boolean;
  catalog: DefaultCatalog | null;
}

/** Name and description of every language, with __MSG_…__ resolved as Chromium does. */
async function readTexts(
  zip: ZipFile,
  manifest: Record<string, unknown>,
  files: ReadonlyMap<string, Entry>,
  limits: InspectLimits,
  report: Report,
): Promise<ManifestTexts> {
  const { present, catalogs } = localeCatalogs(files);
  const declared = manifest.default_locale;
  if (present && declared === undefined) report.add('LOCALES_WITHOUT_DEFAULT', LOCALES);

  const messagesOf = async (catalog: LocaleCatalog): Promise<Messages | null> => {
    const data = await readData(
      zip,
      catalog.entry,
      catalog.path,
      limits.maxManifestBytes,
      'MANIFEST_TOO_LARGE',
      report,
    );
    if (!data) return null;
    const json = parseJson(data);
    // Its texts become the listing's: they must be storable (depth does not matter, only the
    // message texts are read).
    if (unstorableJson(json, Number.POSITIVE_INFINITY) !== null) {
      report.add('MANIFEST_INVALID_CHARACTERS', catalog.path);
      return null;
    }
    const messages = messagesFromJson(json);
    if (!messages) report.add('MESSAGES_INVALID_JSON', catalog.path);
    return messages;
  };

  let defaultFolder: string | null = null;
  let defaultMessages: Messages | null = null;
  let defaultCatalog: DefaultCatalog | null = null;
  if (declared !== undefined) {
    const catalog = typeof declared === 'string' ? catalogs.get(declared) : undefined;
    if (catalog) {
      defaultFolder = catalog.folder;
      defaultMessages = await messagesOf(catalog);
      if (defaultMessages) defaultCatalog = { path: catalog.path, messages: defaultMessages };
    } else {
      const folder = typeof declared === 'string' ? declared : '<default_locale>';
      report.add('LOCALES_DEFAULT_MISSING', `${LOCALES}/${folder}/messages.json`);
    }
  }

  const textFor = (messages: Messages | null, path: string) => {
    const rawName = typeof manifest.name === 'string' ? manifest.name : '';
    const name = resolveMessages(rawName, messages, defaultMessages);
    const rawDescription = typeof manifest.description === 'string' ? manifest.description : '';
    const description = resolveMessages(rawDescription, messages, defaultMessages);
    const text = { name: name.text.trim(), description: description.text.trim() };
    const nameLength = codePoints(text.name);
    if (nameLength > NAME_MAX) {
      report.add('MANIFEST_NAME_TOO_LONG', path, { values: { length: String(nameLength) } });
    }
    const descriptionLength = codePoints(text.description);
    if (descriptionLength > DESCRIPTION_MAX) {
      report.add('MANIFEST_DESCRIPTION_TOO_LONG', path, {
        values: { length: String(descriptionLength) },
      });
    }
    return { text };
  };

  const defaultLocale = defaultFolder === null ? null : itemLocaleOf(defaultFolder);
  if (defaultFolder !== null && defaultLocale === null) {
    report.add('UNKNOWN_LOCALE', `${LOCALES}/${defaultFolder}`, { label: defaultFolder });
  }
  // Undefined __MSG_…__ names are reported with every other localized key (localized-keys.ts).
  const main = textFor(defaultMessages, MANIFEST);
  if (main.text.name === '') report.add('MANIFEST_NAME_MISSING', MANIFEST);
  if (main.text.description === '') report.add('DESCRIPTION_MISSING', MANIFEST);

  const texts: PackageText[] = [];
  const used = new Set<ItemLocale>();
  if (main.text.name !== '') {
    const locale = defaultLocale ?? FALLBACK_LOCALE;
    texts.push({ locale, ...main.text });
    used.add(locale);
  }
  for (const catalog of catalogs.values()) {
    if (catalog.folder === defaultFolder) continue;
    const messages = await messagesOf(catalog);
    const locale = itemLocaleOf(catalog.folder);
    if (locale === null) {
      report.add('UNKNOWN_LOCALE', `${LOCALES}/${catalog.folder}`, { label: catalog.folder });
      continue;
    }
    if (!messages || used.has(locale)) continue;
    const { text } = textFor(messages, catalog.path);
    if (text.name === '') continue;
    texts.push({ locale, ...text });
    used.add(locale);
  }
  return {
    texts,
    defaultLocale,
    localized: present || declared !== undefined,
    catalog: defaultCatalog,
  };
}

function readPermissions(
  manifest: Record<string, unknown>,
  report: Report,
): { permissions: string[]; hostPermissions: string[] } {
  const permissions = new Set<string>();
  const hostPermissions = new Set<string>();
  // MV2 lists host patterns among the permissions; MV3 has host_permissions.
  for (const permission of stringList(manifest.permissions)) {
    (isHostPattern(permission) ? hostPermissions : permissions).add(permission);
  }
  for (const pattern of stringList(manifest.host_permissions)) hostPermissions.add(pattern);
  // Content scripts reach the pages they match as well, so they count for the warning.
  const contentScripts = Array.isArray(manifest.content_scripts) ? manifest.content_scripts : [];
  const matches = contentScripts.flatMap((script) =>
    isRecord(script) ? stringList(script.matches) : [],
  );
  if ([...hostPermissions, ...matches].some(isBroadHostPattern)) {
    report.add('BROAD_HOST_PERMISSIONS', MANIFEST);
  }
  return { permissions: [...permissions], hostPermissions: [...hostPermissions] };
}

/**
 * The manifest.json of a zip made from the extension's folder rather than from its contents
 * (`my-extension/manifest.json`): the one manifest one folder down, or null.
 */
function nestedManifest(files: ReadonlyMap<string, Entry>): string | null {
  const found = [...files.keys()].filter((path) => {
    const segments = path.split('/');
    return segments.length === 2 && segments[1] === MANIFEST;
  });
  return found.length === 1 ? (found[0] ?? null) : null;
}

function emptyInspection(report: Report): PackageInspection {
  return {
    report: report.toRecord(),
    ok: !report.hasErrors,
    manifest: null,
    manifestVersion: null,
    version: null,
    defaultLocale: null,
    texts: [],
    productType: 'extension',
    icon: null,
    permissions: [],
    hostPermissions: [],
  };
}

async function inspectContents(
  zip: ZipFile,
  files: ReadonlyMap<string, Entry>,
  limits: InspectLimits,
  report: Report,
  { previousVersion, manifestV2 }: { previousVersion: string | null; manifestV2: ManifestV2Mode },
): Promise<PackageInspection> {
  const manifestEntry = files.get(MANIFEST);
  if (!manifestEntry) {
    const nested = nestedManifest(files);
    if (nested) report.add('MANIFEST_IN_FOLDER', nested);
    else report.add('MANIFEST_MISSING', MANIFEST);
    return emptyInspection(report);
  }
  const data = await readData(
    zip,
    manifestEntry,
    MANIFEST,
    limits.maxManifestBytes,
    'MANIFEST_TOO_LARGE',
    report,
  );
  if (!data) return emptyInspection(report);
  const manifest = parseJson(data);
  if (!isRecord(manifest)) {
    report.add('MANIFEST_INVALID_JSON', MANIFEST);
    return emptyInspection(report);
  }
  // The manifest is kept as JSON and its texts as the listing's: refuse what cannot be stored.
  const unstorable = unstorableJson(manifest, MANIFEST_MAX_DEPTH);
  if (unstorable) {
    report.add(unstorable, MANIFEST);
    return emptyInspection(report);
  }

  let manifestVersion: number | null = null;
  if (manifest.manifest_version === 2 || manifest.manifest_version === 3) {
    manifestVersion = manifest.manifest_version;
    if (manifestVersion === 2) {
      report.add(manifestV2 === 'refuse' ? 'MANIFEST_V2_REFUSED' : 'MANIFEST_V2', MANIFEST);
    }
  } else {
    report.add('MANIFEST_VERSION_UNSUPPORTED', MANIFEST);
  }

  let version: string | null = null;
  if (manifest.version === undefined) {
    report.add('MANIFEST_VERSION_MISSING', MANIFEST);
  } else if (typeof manifest.version !== 'string' || !isValidVersion(manifest.version)) {
    report.add('MANIFEST_VERSION_INVALID', MANIFEST);
  } else {
    version = manifest.version;
    if (
      previousVersion &&
      isValidVersion(previousVersion) &&
      compareVersions(version, previousVersion) <= 0
    ) {
      report.add('VERSION_NOT_INCREASED', MANIFEST, {
        values: { published: previousVersion, version },
      });
    }
  }
  if (manifest.key !== undefined) report.add('MANIFEST_KEY_IGNORED', MANIFEST);
  checkBrowserKeys(manifest, manifestVersion, report);
  checkManifestTypes(manifest, manifestVersion, report);

  const { texts, defaultLocale, localized, catalog } = await readTexts(
    zip,
    manifest,
    files,
    limits,
    report,
  );
  checkLocalizedKeys(manifest, localized, catalog, report);
  await checkManifestFiles(zip, manifest, manifestVersion, files, report);
  const icon = await readIcon(zip, manifest, files, report);
  const { permissions, hostPermissions } = readPermissions(manifest, report);
  return {
    report: report.toRecord(),
    ok: !report.hasErrors,
    manifest,
    manifestVersion,
    version,
    defaultLocale,
    texts,
    productType: productTypeOf(manifest),
    icon,
    permissions,
    hostPermissions,
  };
}

/**
 * Inspects an uploaded extension package without trusting it. The archive is read into memory
 * (uploads are held to MAX_PACKAGE_BYTES) and its central directory checked entry by entry
 * before any data is read; then every file is inflated once to check its CRC-32, up to the
 * first damaged one; then manifest.json, the messages.json files and the listing icon are read,
 * each under a hard cap, and texts that cannot be stored refuse the package. Nothing is written
 * to disk. Callers serving requests run it through inspectionGate (upload-limits.ts).
 */
export async function inspectPackage(
  zipPath: string,
  options: {
    limits?: Partial<InspectLimits>;
    previousVersion?: string | null;
    /** Manifest V2 refused (the store's default) or accepted with a warning. */
    manifestV2?: ManifestV2Mode;
  } = {},
): Promise<PackageInspection> {
  const limits: InspectLimits = { ...DEFAULT_INSPECT_LIMITS, ...options.limits };
  const report = new Report();
  let zip: ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch {
    report.add('ZIP_UNREADABLE');
    return emptyInspection(report);
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      report.add('ZIP_TOO_MANY_ENTRIES');
      return emptyInspection(report);
    }
    let records: ZipEntryRecord[];
    try {
      records = await readCentralDirectory(zip);
    } catch (error) {
      report.add(isStrongEncryptionError(error) ? 'ZIP_ENCRYPTED' : 'ZIP_UNREADABLE');
      return emptyInspection(report);
    }
    const files = checkEntries(records, zip.fileSize, limits, report);
    if (report.hasErrors) return emptyInspection(report);
    await verifyFiles(zip, files, report);
    if (report.hasErrors) return emptyInspection(report);
    return await inspectContents(zip, files, limits, report, {
      previousVersion: options.previousVersion ?? null,
      manifestV2: options.manifestV2 ?? 'warn',
    });
  } finally {
    zip.close();
  }
}
