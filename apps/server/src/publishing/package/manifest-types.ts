import type { PackageIssueCode } from '@lagoon/contract';
import { CONTENT_SCRIPT_SCHEMES, parseMatchPattern } from './match-patterns.js';
import { isRecord } from './messages.js';
import type { Report } from './report.js';

const MANIFEST = 'manifest.json';

/** Icon sizes Chromium reads: whole numbers up to four times EXTENSION_ICON_GIGANTOR (512). */
const ICON_SIZE_MAX = 2048;
/** The extension ids of `web_accessible_resources[].extension_ids`: 32 letters a to p. */
const EXTENSION_ID = /^[a-p]{32}$/;
const DNR_PERMISSIONS = ['declarativeNetRequest', 'declarativeNetRequestWithHostAccess'];
/** The pages chrome_url_overrides may replace (chrome_url_overrides.idl); one at most. */
export const OVERRIDABLE_PAGES = [
  'newtab',
  'bookmarks',
  'history',
  'activationmessage',
  'keyboard',
];

type Kind = 'string' | 'list' | 'object' | 'boolean';

const WRONG_TYPE: Record<Kind, PackageIssueCode> = {
  string: 'MANIFEST_KEY_NOT_STRING',
  list: 'MANIFEST_KEY_NOT_LIST',
  object: 'MANIFEST_KEY_NOT_OBJECT',
  boolean: 'MANIFEST_KEY_NOT_BOOLEAN',
};

function kindOf(value: unknown): Kind | null {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'list';
  return isRecord(value) ? 'object' : null;
}

/** base::Version as Chromium parses `minimum_chrome_version`. */
function isChromiumVersion(value: string): boolean {
  const parts = value.split('.');
  return (
    parts.every((part) => /^\d+$/.test(part) && Number(part) <= 0xffffffff) &&
    String(Number(parts[0])) === parts[0]
  );
}

/** An http or https URL, as GURL reads one (the scheme's slashes may be left out). */
function isWebUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/**
 * The manifest keys Chromium refuses to load with a wrong type or value, checked key by key.
 * Every finding names the key (`content_scripts[0].run_at`) and is reported on manifest.json.
 */
class ManifestTypes {
  constructor(
    private readonly report: Report,
    private readonly manifestVersion: number | null,
  ) {}

  fail(code: PackageIssueCode, key: string, values: Record<string, string> = {}): void {
    this.report.add(code, MANIFEST, { values: { key, ...values } });
  }

  /** True when the value is of the kind; absent values pass unless required. */
  is(kind: Kind, key: string, value: unknown, required = false): boolean {
    if (value === undefined && !required) return false;
    if (kindOf(value) === kind) return true;
    this.fail(WRONG_TYPE[kind], key);
    return false;
  }

  nonEmptyString(key: string, value: unknown): void {
    if (this.is('string', key, value) && value === '') this.fail('MANIFEST_VALUE_EMPTY', key);
  }

  oneOf(key: string, value: unknown, allowed: readonly string[]): void {
    if (this.is('string', key, value) && !allowed.includes(value as string)) {
      this.fail('MANIFEST_VALUE_NOT_ALLOWED', key, {
        value: value as string,
        allowed: allowed.join(', '),
      });
    }
  }

  /** A list of strings; returns the strings with their keys. */
  strings(key: string, value: unknown, required = false): [string, string][] {
    if (!this.is('list', key, value, required)) return [];
    return (value as unknown[]).flatMap((item, i): [string, string][] =>
      this.is('string', `${key}[${i}]`, item, true) ? [[`${key}[${i}]`, item as string]] : [],
    );
  }

  /** The entries of a list of objects, with their keys. */
  objects(key: string, value: unknown): [string, Record<string, unknown>][] {
    if (!this.is('list', key, value)) return [];
    return (value as unknown[]).flatMap((item, i): [string, Record<string, unknown>][] =>
      this.is('object', `${key}[${i}]`, item, true)
        ? [[`${key}[${i}]`, item as Record<string, unknown>]]
        : [],
    );
  }

  patterns(key: string, value: unknown, schemes: ReadonlySet<string> | null, required = false) {
    const found = this.strings(key, value, required);
    for (const [itemKey, pattern] of found) {
      if (!parseMatchPattern(pattern, schemes)) {
        this.fail('MANIFEST_MATCH_PATTERN_INVALID', itemKey, { value: pattern });
      }
    }
    return found;
  }

  icons(key: string, value: unknown): void {
    if (!this.is('object', key, value)) return;
    for (const [size, path] of Object.entries(value as Record<string, unknown>)) {
      const n = /^\d+$/.test(size) ? Number(size) : 0;
      if (n < 1 || n > ICON_SIZE_MAX) this.fail('MANIFEST_ICON_SIZE_INVALID', key, { value: size });
      this.is('string', `${key}.${size}`, path, true);
    }
  }

  top(manifest: Record<string, unknown>): void {
    this.is('string', 'description', manifest.description);
    this.nonEmptyString('short_name', manifest.short_name);
    this.is('string', 'version_name', manifest.version_name);
    this.nonEmptyString('default_locale', manifest.default_locale);
    const minimum = manifest.minimum_chrome_version;
    if (
      this.is('string', 'minimum_chrome_version', minimum) &&
      !isChromiumVersion(minimum as string)
    ) {
      this.fail('MANIFEST_VALUE_INVALID', 'minimum_chrome_version', { value: minimum as string });
    }
    const homepage = manifest.homepage_url;
    if (this.is('string', 'homepage_url', homepage) && !isWebUrl(homepage as string)) {
      this.fail('MANIFEST_VALUE_INVALID', 'homepage_url', { value: homepage as string });
    }
    this.oneOf('incognito', manifest.incognito, ['spanning', 'split', 'not_allowed']);
    for (const key of ['permissions', 'optional_permissions']) this.strings(key, manifest[key]);
    if (this.manifestVersion === 3) {
      for (const key of ['host_permissions', 'optional_host_permissions']) {
        this.strings(key, manifest[key]);
      }
    }
    this.icons('icons', manifest.icons);
    this.is('string', 'options_page', manifest.options_page);
    this.is('string', 'devtools_page', manifest.devtools_page);
  }

  actions(manifest: Record<string, unknown>): void {
    const keys = this.manifestVersion === 2 ? ['browser_action', 'page_action'] : ['action'];
    for (const key of keys) {
      const action = manifest[key];
      if (!this.is('object', key, action)) continue;
      const { default_icon: icon, default_title, default_popup, default_state } = action as never;
      // A string or an object of sizes; the path itself is checked with the files.
      if (kindOf(icon) === 'object') this.icons(`${key}.default_icon`, icon);
      else if (icon !== undefined && typeof icon !== 'string') {
        this.fail('MANIFEST_KEY_NOT_OBJECT', `${key}.default_icon`);
      }
      this.is('string', `${key}.default_title`, default_title);
      this.is('string', `${key}.default_popup`, default_popup);
      if (key === 'action')
        this.oneOf(`${key}.default_state`, default_state, ['enabled', 'disabled']);
    }
  }

  background(value: unknown): void {
    if (!this.is('object', 'background', value)) return;
    const background = value as Record<string, unknown>;
    if (this.manifestVersion === 3) {
      this.is('string', 'background.service_worker', background.service_worker);
      this.oneOf('background.type', background.type, ['classic', 'module']);
    } else {
      this.strings('background.scripts', background.scripts);
      this.is('string', 'background.page', background.page);
      this.is('boolean', 'background.persistent', background.persistent);
    }
  }

  contentScripts(value: unknown): void {
    for (const [key, script] of this.objects('content_scripts', value)) {
      const matches = this.patterns(`${key}.matches`, script.matches, CONTENT_SCRIPT_SCHEMES, true);
      if (Array.isArray(script.matches) && script.matches.length === 0) {
        this.fail('MANIFEST_VALUE_EMPTY', `${key}.matches`);
      }
      this.patterns(`${key}.exclude_matches`, script.exclude_matches, CONTENT_SCRIPT_SCHEMES);
      const files = [
        ...this.strings(`${key}.js`, script.js),
        ...this.strings(`${key}.css`, script.css),
      ];
      if (files.length === 0 && matches.length > 0) this.fail('CONTENT_SCRIPT_EMPTY', key);
      this.oneOf(`${key}.run_at`, script.run_at, [
        'document_start',
        'document_end',
        'document_idle',
      ]);
      for (const flag of ['all_frames', 'match_about_blank', 'match_origin_as_fallback']) {
        this.is('boolean', `${key}.${flag}`, script[flag]);
      }
      this.strings(`${key}.include_globs`, script.include_globs);
      this.strings(`${key}.exclude_globs`, script.exclude_globs);
      if (this.manifestVersion === 3)
        this.oneOf(`${key}.world`, script.world, ['ISOLATED', 'MAIN']);
    }
  }

  webAccessibleResources(value: unknown): void {
    if (this.manifestVersion !== 3) {
      this.strings('web_accessible_resources', value);
      return;
    }
    for (const [key, entry] of this.objects('web_accessible_resources', value)) {
      this.strings(`${key}.resources`, entry.resources, true);
      for (const [patternKey, pattern] of this.strings(`${key}.matches`, entry.matches)) {
        if (parseMatchPattern(pattern, null)?.path !== '/*') {
          this.fail('MANIFEST_MATCH_PATTERN_INVALID', patternKey, { value: pattern });
        }
      }
      const ids = this.strings(`${key}.extension_ids`, entry.extension_ids);
      for (const [idKey, id] of ids) {
        if (!(EXTENSION_ID.test(id) || (id === '*' && ids.length === 1))) {
          this.fail('MANIFEST_VALUE_INVALID', idKey, { value: id });
        }
      }
      this.is('boolean', `${key}.use_dynamic_url`, entry.use_dynamic_url);
      if (
        entry.matches === undefined &&
        entry.extension_ids === undefined &&
        entry.use_dynamic_url !== true
      ) {
        this.fail('WEB_ACCESSIBLE_RESOURCE_ENTRY_INVALID', key);
      }
    }
  }

  pages(manifest: Record<string, unknown>): void {
    if (this.is('object', 'side_panel', manifest.side_panel)) {
      const sidePanel = manifest.side_panel as Record<string, unknown>;
      this.is('string', 'side_panel.default_path', sidePanel.default_path, true);
    }
    if (this.is('object', 'chrome_url_overrides', manifest.chrome_url_overrides)) {
      const overrides = manifest.chrome_url_overrides as Record<string, unknown>;
      const pages = OVERRIDABLE_PAGES.filter((page) => overrides[page] !== undefined);
      for (const page of pages) this.is('string', `chrome_url_overrides.${page}`, overrides[page]);
      if (pages.length > 1) this.fail('CHROME_URL_OVERRIDES_MULTIPLE', 'chrome_url_overrides');
    }
    if (this.is('object', 'sandbox', manifest.sandbox)) {
      this.strings('sandbox.pages', (manifest.sandbox as Record<string, unknown>).pages, true);
    }
  }

  declarativeNetRequest(manifest: Record<string, unknown>): void {
    const key = 'declarative_net_request';
    if (!this.is('object', key, manifest[key])) return;
    const permissions = Array.isArray(manifest.permissions) ? manifest.permissions : [];
    if (!DNR_PERMISSIONS.some((name) => permissions.includes(name))) {
      this.fail('DNR_PERMISSION_MISSING', key);
    }
    const rulesets = (manifest[key] as Record<string, unknown>).rule_resources;
    const ids = new Set<string>();
    for (const [rulesetKey, ruleset] of this.objects(`${key}.rule_resources`, rulesets)) {
      this.is('string', `${rulesetKey}.path`, ruleset.path, true);
      this.is('boolean', `${rulesetKey}.enabled`, ruleset.enabled, true);
      if (!this.is('string', `${rulesetKey}.id`, ruleset.id, true)) continue;
      const id = ruleset.id as string;
      if (id === '' || id.startsWith('_') || ids.has(id)) {
        this.fail('RULESET_ID_INVALID', `${rulesetKey}.id`, { value: id });
      }
      ids.add(id);
    }
  }
}

/**
 * Type-checks the keys Chromium refuses to load an extension over: a string where a list
 * belongs, an unknown `run_at`, a match pattern without a path, an icon size that is not a
 * number, a ruleset without the permission. Keys Chromium only warns about are left alone.
 */
export function checkManifestTypes(
  manifest: Record<string, unknown>,
  manifestVersion: number | null,
  report: Report,
): void {
  const types = new ManifestTypes(report, manifestVersion);
  types.top(manifest);
  types.actions(manifest);
  types.background(manifest.background);
  types.contentScripts(manifest.content_scripts);
  types.webAccessibleResources(manifest.web_accessible_resources);
  types.pages(manifest);
  types.declarativeNetRequest(manifest);
}
