import {
  type ItemLocale,
  MANIFEST_MAX_DEPTH,
  type ManifestV2Mode,
  type PackageProductType,
  productTypeOf,
} from '@lagoon/contract';
import type { Entry, ZipFile } from 'yauzl';
import type { PackageReportRecord } from '../../db/schema.js';
import {
  checkEntries,
  DEFAULT_INSPECT_LIMITS,
  type InspectLimits,
  isStrongEncryptionError,
  verifyFiles,
} from './archive-checks.js';
import { checkLocalizedKeys } from './localized-keys.js';
import { checkManifestFiles } from './manifest-files.js';
import { checkBrowserKeys } from './manifest-keys.js';
import { readPermissions } from './manifest-permissions.js';
import { MANIFEST, type PackageText, readTexts } from './manifest-texts.js';
import { checkManifestTypes } from './manifest-types.js';
import { isRecord, parseJson, unstorableJson } from './messages.js';
import { readData } from './package-data.js';
import { type PackageIcon, readIcon } from './package-icon.js';
import { Report } from './report.js';
import { compareVersions, isValidVersion } from './versions.js';
import { openZip, readCentralDirectory, type ZipEntryRecord } from './zip-entries.js';

export { DEFAULT_INSPECT_LIMITS, type InspectLimits } from './archive-checks.js';
export type { PackageText } from './manifest-texts.js';
export type { PackageIcon } from './package-icon.js';
export { compareVersions } from './versions.js';

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
