/**
 * The store's translator. The interface needs a handful of things from a translation library:
 * nested keys, {{name}} values, plural forms, a fallback language, catalogs added in parts and a
 * language switch that components hear. This module does exactly that in about a kilobyte, so
 * the first page's JavaScript budget is not spent on a general library, and its types check
 * every key against the English catalog.
 *
 * A translator is a plain object made by createTranslator, never a global: the browser keeps
 * one for the app (see ./index.ts), and a server rendering pages in two languages at once
 * makes one per language.
 */

import { pluralRules } from '../lib/intl-formats';

/** A catalog: texts by key, nested in groups. */
export interface Catalog {
  readonly [key: string]: string | Catalog;
}

/** The plural categories of Intl.PluralRules, which name a plural text's key: `items_one`. */
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type LeafKey<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** The keys of a plural text's forms, by their base name: `items` for `items_one`. */
type PluralKeys<C> = {
  [K in keyof C & string]: C[K] extends string
    ? K extends `${infer Base}_${PluralCategory}`
      ? Base
      : never
    : `${K}.${PluralKeys<C[K]>}`;
}[keyof C & string];

/**
 * Every text's key in a catalog type, dot-joined, plural forms under their base name. A template
 * key such as `language.${option}` is accepted when every value of `option` makes a key here.
 */
export type TranslationKey<C> = {
  [K in keyof C & string]: C[K] extends string ? LeafKey<K> : `${K}.${TranslationKey<C[K]>}`;
}[keyof C & string];

/** Values for a text's {{name}} placeholders. */
export interface TranslateValues {
  readonly [name: string]: string | number;
}

/**
 * The options a key takes: a plural text needs its count, as a number, to pick its form (the
 * count is also the {{count}} value); any other text takes values only.
 */
export type TranslateArgs<C, K extends TranslationKey<C>> = [K] extends [PluralKeys<C>]
  ? [options: TranslateValues & { readonly count: number }]
  : [options?: TranslateValues];

/** Reads a text in the translator's language, its values filled in. */
export type TFunction<C> = <K extends TranslationKey<C>>(
  key: K,
  ...options: TranslateArgs<C, K>
) => string;

export interface Translator<C> {
  /** The language texts are read in. */
  readonly language: string;
  /** The text of a key; a key with no text in the language or the fallback reads as itself. */
  readonly t: TFunction<C>;
  /** Whether the key has a text in the language or the fallback. */
  exists(key: string): boolean;
  /**
   * Merges texts into a language's catalog: groups merge key by key, a text replaces the text
   * of the same key. The catalogs of the store's areas arrive this way, one part at a time.
   */
  addMessages(language: string, messages: Catalog): void;
  /** Reads texts in another language from now on and tells the subscribers. */
  changeLanguage(language: string): void;
  /** Calls the listener after each language change; returns what stops it. */
  readonly subscribe: (listener: () => void) => () => void;
}

export interface TranslatorOptions {
  /** The language texts are read in first. */
  language: string;
  /** Where a text missing in the language is read instead. */
  fallbackLanguage: string;
  /** Catalogs by language to start with. */
  messages?: Readonly<Record<string, Catalog>>;
}

function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills {{name}} placeholders; one without a value stays as written. No escaping: React does it. */
function interpolate(text: string, values: TranslateValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

function merge(target: Catalog, source: Catalog): Catalog {
  const merged: Record<string, string | Catalog> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] =
      typeof existing === 'object' && typeof value === 'object' ? merge(existing, value) : value;
  }
  return merged;
}

/** Makes a translator of its own: its catalogs, language and subscribers are no one else's. */
export function createTranslator<C>(options: TranslatorOptions): Translator<C> {
  const catalogs: Record<string, Catalog> = { ...options.messages };
  const listeners = new Set<() => void>();
  let language = options.language;
  const languages = () => [language, options.fallbackLanguage];

  const text = (key: string, values: TranslateValues | undefined): string | undefined => {
    const count = values?.count;
    for (const candidate of languages()) {
      const catalog = catalogs[candidate];
      const found =
        (typeof count === 'number'
          ? (lookup(catalog, `${key}_${pluralRules(candidate).select(count)}`) ??
            lookup(catalog, `${key}_other`))
          : undefined) ?? lookup(catalog, key);
      if (found !== undefined) return interpolate(found, values);
    }
    return undefined;
  };

  return {
    get language() {
      return language;
    },
    t: ((key: string, values?: TranslateValues) => text(key, values) ?? key) as TFunction<C>,
    exists: (key) => text(key, undefined) !== undefined,
    addMessages(target, messages) {
      catalogs[target] = merge(catalogs[target] ?? {}, messages);
    },
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
