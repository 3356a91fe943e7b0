import { type ItemLocale, LISTING_NAME_MAX, LISTING_SHORT_DESCRIPTION_MAX } from '@lagoon/contract';
import type { Entry, ZipFile } from 'yauzl';
import type { InspectLimits } from './archive-checks.js';
import type { DefaultCatalog } from './localized-keys.js';
import {
  itemLocaleOf,
  type Messages,
  messagesFromJson,
  parseJson,
  resolveMessages,
  unstorableJson,
} from './messages.js';
import { readData } from './package-data.js';
import type { Report } from './report.js';

// A package's name and description in every language it carries, read from manifest.json and
// its _locales catalogs the way Chromium localizes them.

export const MANIFEST = 'manifest.json';
/** The manifest's name and description have the listing's limits (Chromium's are the same). */
const NAME_MAX = LISTING_NAME_MAX;
const DESCRIPTION_MAX = LISTING_SHORT_DESCRIPTION_MAX;
export const LOCALES = '_locales';
/** The listing language of a package without _locales (or with a default the store lacks). */
const FALLBACK_LOCALE: ItemLocale = 'en';

export interface PackageText {
  locale: ItemLocale;
  name: string;
  description: string;
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

export interface ManifestTexts {
  texts: PackageText[];
  defaultLocale: ItemLocale | null;
  /** The package has _locales or names a default_locale: Chromium localizes its manifest. */
  localized: boolean;
  catalog: DefaultCatalog | null;
}

/** Name and description of every language, with __MSG_…__ resolved as Chromium does. */
export async function readTexts(
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
