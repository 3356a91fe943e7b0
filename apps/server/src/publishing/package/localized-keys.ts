import { isRecord, type Messages, resolveMessages } from './messages.js';
import type { Report } from './report.js';

/** The default locale's messages.json, when the package has one that could be read. */
export interface DefaultCatalog {
  path: string;
  messages: Messages;
}

/** Keys Chromium never localizes without _locales, but whose texts the store lists. */
const LISTED_KEYS = ['name', 'description'];

/**
 * The manifest strings Chromium localizes when it loads an extension with _locales
 * (extension_l10n_util.cc, LocalizeManifest), by key.
 */
function localizedStrings(manifest: Record<string, unknown>): [string, unknown][] {
  const found: [string, unknown][] = [];
  const at = (key: string, value: unknown) => {
    if (!Array.isArray(value)) found.push([key, value]);
    else for (const [i, item] of value.entries()) found.push([`${key}[${i}]`, item]);
  };
  const object = (value: unknown) => (isRecord(value) ? value : {});
  at('short_name', manifest.short_name);
  for (const action of ['action', 'browser_action', 'page_action']) {
    at(`${action}.default_title`, object(manifest[action]).default_title);
  }
  at('omnibox.keyword', object(manifest.omnibox).keyword);
  for (const [name, command] of Object.entries(object(manifest.commands))) {
    at(`commands.${name}.description`, object(command).description);
  }
  const settings = object(manifest.chrome_settings_overrides);
  at('chrome_settings_overrides.homepage', settings.homepage);
  at('chrome_settings_overrides.startup_pages', settings.startup_pages);
  for (const [name, value] of Object.entries(object(settings.search_provider))) {
    at(`chrome_settings_overrides.search_provider.${name}`, value);
  }
  return found;
}

/**
 * Reports every `__MSG_name__` of manifest.json that the default locale does not define, with
 * the key using it: Chromium refuses to load an extension whose manifest uses an undefined
 * message ("Variable __MSG_name__ used but not defined"). Other languages fall back to the
 * default one, so the default catalog decides; messages Chromium predefines (`@@ui_locale`)
 * always resolve. Without _locales Chromium localizes nothing, but the name and description
 * become the listing's texts, so theirs are reported too. A package whose default catalog is
 * missing or unreadable has that reported already, and nothing more here.
 */
export function checkLocalizedKeys(
  manifest: Record<string, unknown>,
  localized: boolean,
  catalog: DefaultCatalog | null,
  report: Report,
): void {
  if (localized && catalog === null) return;
  const strings: [string, unknown][] = LISTED_KEYS.map((key) => [key, manifest[key]]);
  if (localized) strings.push(...localizedStrings(manifest));
  for (const [key, value] of strings) {
    if (typeof value !== 'string') continue;
    const { missing } = resolveMessages(value, catalog?.messages ?? null, null);
    for (const message of missing) {
      if (message.startsWith('@@')) continue;
      report.add('MESSAGE_NOT_FOUND', catalog?.path ?? null, { values: { key, message } });
    }
  }
}
