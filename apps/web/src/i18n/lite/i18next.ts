/**
 * The part of i18next the store uses, in a few hundred bytes instead of eighteen kilobytes
 * (spec §9 budget for the first page). The build points the "i18next" import here; types still
 * come from i18next itself, so every key stays checked. Supported: nested keys with ".",
 * {{name}} interpolation (no escaping: React escapes), plural keys (key_one, key_other) when
 * a numeric count is given, one fallback language, and the calls below.
 */
type Catalog = Record<string, unknown>;
type Listener = (language: string) => void;

export interface InitOptions {
  resources?: Record<string, Record<string, Catalog>>;
  lng?: string;
  fallbackLng?: string;
  defaultNS?: string;
}

interface Plugin {
  type: string;
  init?: (instance: LiteI18n) => void;
}

function lookup(catalog: Catalog | undefined, key: string): unknown {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Catalog)[part];
  }
  return node;
}

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

function isCatalog(value: unknown): value is Catalog {
  return typeof value === 'object' && value !== null;
}

function mergeDeep(target: Catalog, source: Catalog, overwrite: boolean): Catalog {
  const merged: Catalog = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    if (isCatalog(existing) && isCatalog(value))
      merged[key] = mergeDeep(existing, value, overwrite);
    else if (overwrite || !(key in merged)) merged[key] = value;
  }
  return merged;
}

export class LiteI18n {
  language = '';
  resolvedLanguage = '';
  isInitialized = false;
  private store: Record<string, Record<string, Catalog>> = {};
  private fallback = 'en';
  private namespace = 'translation';
  private listeners = new Map<string, Set<Listener>>();

  use(plugin: Plugin): this {
    plugin.init?.(this);
    return this;
  }

  init(options: InitOptions): this {
    this.store = { ...(options.resources ?? {}) };
    this.fallback = options.fallbackLng ?? 'en';
    this.namespace = options.defaultNS ?? 'translation';
    this.language = options.lng ?? this.fallback;
    this.resolvedLanguage = this.language;
    this.isInitialized = true;
    this.emit('initialized', this.language);
    return this;
  }

  t = (key: string, options: Record<string, unknown> = {}): string => {
    for (const language of [this.language, this.fallback]) {
      const catalog = this.store[language]?.[this.namespace];
      const count = options.count;
      if (typeof count === 'number') {
        const rule = new Intl.PluralRules(language).select(count);
        const plural = lookup(catalog, `${key}_${rule}`) ?? lookup(catalog, `${key}_other`);
        if (typeof plural === 'string') return interpolate(plural, options);
      }
      const text = lookup(catalog, key);
      if (typeof text === 'string') return interpolate(text, options);
    }
    return typeof options.defaultValue === 'string' ? options.defaultValue : key;
  };

  exists(key: string): boolean {
    return typeof lookup(this.store[this.language]?.[this.namespace], key) === 'string';
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store[language]?.[namespace] !== undefined;
  }

  /**
   * Adds keys to a language's namespace as i18next does: the bundle's top-level keys replace
   * the namespace's, or with deep the two trees are merged, existing texts kept unless
   * overwrite.
   */
  addResourceBundle(
    language: string,
    namespace: string,
    bundle: Catalog,
    deep = false,
    overwrite = false,
  ): this {
    const current = this.store[language]?.[namespace] ?? {};
    const merged = deep ? mergeDeep(current, bundle, overwrite) : { ...current, ...bundle };
    this.store[language] = { ...this.store[language], [namespace]: merged };
    return this;
  }

  async changeLanguage(language: string): Promise<typeof this.t> {
    if (language !== this.language) {
      this.language = language;
      this.resolvedLanguage = language;
      this.emit('languageChanged', language);
    }
    return this.t;
  }

  on(event: string, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, language: string): void {
    for (const listener of this.listeners.get(event) ?? []) listener(language);
  }
}

const i18next = new LiteI18n();
export default i18next;
