import { type ErrorCode, FALLBACK_LANGUAGE, type Language } from '@lagoon/contract';
import type { AdminMessages } from './areas/admin.en';
import type { DevelopersMessages } from './areas/developers.en';
import type { StoreMessages } from './areas/store.en';
import type { Messages } from './en';
import { type Catalog, createTranslator, type TFunction, type Translator } from './runtime';

/** The messages every page needs. */
export type BaseTranslation = Messages;

type ErrorMessages = Readonly<Record<ErrorCode, string>>;

/**
 * One language's catalog as a translator holds it once every area is loaded. The areas' keys
 * are typed like the rest, though they arrive with their area (see loadArea).
 */
export type Translation = BaseTranslation &
  StoreMessages & {
    developers: DevelopersMessages;
    admin: AdminMessages;
    errors: ErrorMessages;
  };

/** A translator of the store's catalog: `t` accepts exactly the catalog's keys. */
export type AppTranslator = Translator<Translation>;

/** The `t` of the store's catalog, for helpers that put texts together for a component. */
export type Translate = TFunction<Translation>;

/**
 * The app's translator in the browser, started by initI18n. Rendering reads the provider's
 * translator (see ./react.tsx); this one is the default of the calls below for code that runs
 * outside rendering, such as a route's loading of its chunk.
 */
export const appTranslator: AppTranslator = createTranslator<Translation>({
  language: FALLBACK_LANGUAGE,
  fallbackLanguage: FALLBACK_LANGUAGE,
});

/**
 * The parts of the interface whose messages load with them instead of with every page. The
 * first page does without two of them: "store", the messages of the other store pages, and
 * "errors", the contract's error messages.
 */
export type Area = 'developers' | 'admin' | 'errors' | 'store';

/** Loads one area's messages in one language; each is its own chunk. */
export async function loadAreaMessages(
  area: 'developers',
  language: Language,
): Promise<DevelopersMessages>;
export async function loadAreaMessages(area: 'admin', language: Language): Promise<AdminMessages>;
export async function loadAreaMessages(area: 'errors', language: Language): Promise<ErrorMessages>;
export async function loadAreaMessages(area: 'store', language: Language): Promise<StoreMessages>;
export async function loadAreaMessages(
  area: Area,
  language: Language,
): Promise<DevelopersMessages | AdminMessages | ErrorMessages | StoreMessages>;
export async function loadAreaMessages(area: Area, language: Language) {
  if (area === 'store') {
    return language === 'ko'
      ? (await import('./areas/store.ko')).store
      : (await import('./areas/store.en')).store;
  }
  if (area === 'errors') {
    return language === 'ko'
      ? (await import('./areas/errors.ko')).errors
      : (await import('./areas/errors.en')).errors;
  }
  if (area === 'developers') {
    return language === 'ko'
      ? (await import('./areas/developers.ko')).developers
      : (await import('./areas/developers.en')).developers;
  }
  return language === 'ko'
    ? (await import('./areas/admin.ko')).admin
    : (await import('./areas/admin.en')).admin;
}

type Part = 'messages' | Area;

/** What a translator holds: the areas entered so far and the parts added per language. */
interface Loaded {
  areas: Set<Area>;
  added: Set<`${string}:${Part}`>;
}

const loadedParts = new WeakMap<AppTranslator, Loaded>();

function loadedOf(instance: AppTranslator): Loaded {
  let loaded = loadedParts.get(instance);
  if (!loaded) {
    loaded = { areas: new Set(), added: new Set() };
    loadedParts.set(instance, loaded);
  }
  return loaded;
}

async function loadPart(part: Part, language: Language): Promise<Catalog> {
  if (part === 'messages') return loadMessages(language);
  // The store's messages sit beside the base ones (product.* has keys in both); every other
  // area has a key of its own.
  if (part === 'store') return loadAreaMessages(part, language);
  return { [part]: await loadAreaMessages(part, language) };
}

/**
 * Adds to the instance whatever it lacks of one language: the messages and every area entered.
 * It checks again after each load, as an area may be entered while a language loads.
 */
async function completeLanguage(instance: AppTranslator, language: Language): Promise<void> {
  const loaded = loadedOf(instance);
  for (;;) {
    const missing = (['messages', ...loaded.areas] as const).filter(
      (part) => !loaded.added.has(`${language}:${part}`),
    );
    if (missing.length === 0) return;
    const bundles = await Promise.all(missing.map((part) => loadPart(part, language)));
    // Merged into the one catalog, so t('admin.…') reads like any other key.
    for (const bundle of bundles) instance.addMessages(language, bundle);
    for (const part of missing) loaded.added.add(`${language}:${part}`);
  }
}

/** The area's messages are there in the instance's current language. */
export function hasArea(area: Area, instance: AppTranslator = appTranslator): boolean {
  return loadedOf(instance).added.has(`${instance.language}:${area}`);
}

/**
 * Loads an area's messages before its first page renders, in the language shown; a later
 * language switch loads them in the new language too.
 */
export async function loadArea(area: Area, instance: AppTranslator = appTranslator): Promise<void> {
  const loaded = loadedOf(instance);
  loaded.areas.add(area);
  let language: Language;
  do {
    language = instance.language as Language;
    await completeLanguage(instance, language);
  } while (instance.language !== language);
}

/**
 * Loads one language's catalog. Each is its own chunk, so a visitor downloads only the
 * language they read; the other loads when they switch.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  return language === 'ko' ? (await import('./ko')).ko : (await import('./en')).en;
}

/**
 * A translator of its own showing one language, with that language's catalog already loaded;
 * texts missing in it are read in the fallback language once that is loaded too.
 */
export function createI18n(language: Language, messages: Messages): AppTranslator {
  const instance = createTranslator<Translation>({
    language,
    fallbackLanguage: FALLBACK_LANGUAGE,
    messages: { [language]: messages },
  });
  loadedOf(instance).added.add(`${language}:messages`);
  return instance;
}

/** Starts the app's translator in the given language, whose catalog is already loaded. */
export function initI18n(language: Language, messages: Messages): AppTranslator {
  appTranslator.addMessages(language, messages);
  appTranslator.changeLanguage(language);
  loadedOf(appTranslator).added.add(`${language}:messages`);
  return appTranslator;
}

/**
 * Switches the interface language, loading first what is not loaded yet in it: its catalog and
 * the messages of the areas in use.
 */
export async function changeLanguage(instance: AppTranslator, language: Language): Promise<void> {
  await completeLanguage(instance, language);
  instance.changeLanguage(language);
}
