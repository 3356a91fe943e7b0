import {
  type CreatorItemDetail,
  ICON_MIN_SIZE,
  type ItemLocale,
  type ItemPatch,
  LISTING_TEXT_LIMITS,
  LOCALE_CODES,
  REGION_ALL,
  type SlideInput,
  type Visibility,
  WEB_APP_TYPES,
} from '@lagoon/contract';

/** The two editors: extensions (texts come from the package) and web apps (named here). */
export type EditorKind = 'extension' | 'webapp';

/** The texts a developer writes per language; name and short description for web apps only. */
export interface LocaleTexts {
  name: string;
  shortDescription: string;
  description: string;
  changeLog: string;
}
export type TextField = keyof LocaleTexts;
export const TEXT_FIELDS: readonly TextField[] = [
  'name',
  'shortDescription',
  'description',
  'changeLog',
];

/** Per-language maps the editor writes for each kind. */
export function textFieldsOf(kind: EditorKind): readonly TextField[] {
  return kind === 'webapp' ? TEXT_FIELDS : ['description', 'changeLog'];
}

/** The longest text of each field, per language (the contract's limits, checked by the server). */
export const TEXT_LIMITS: Readonly<Record<TextField, number>> = LISTING_TEXT_LIMITS;

export const NOT_DEFINED = 'NOT_DEFINED';

/** Where a screenshot shows: every language ("common") or one language. */
export type SlideBucket = ItemLocale | 'common';
export const COMMON_SLIDES = 'common' as const;

export interface EditorSlide {
  url: string;
  locale: ItemLocale | null;
}

/** Everything the editor lets the developer change, as it is being edited. */
export interface EditorState {
  /** An item locale, or NOT_DEFINED while none is chosen. */
  defaultLocale: string;
  /** The languages the listing is described in, in the order they were added. */
  locales: ItemLocale[];
  texts: Partial<Record<ItemLocale, LocaleTexts>>;
  /** A category code, or null while none is chosen. */
  category: string | null;
  matureContent: boolean;
  /** ["all"] or a list of region codes. */
  regions: string[];
  status: Visibility;
  icon: string | null;
  /**
   * The listing's icon when it is smaller than ICON_MIN_SIZE (taken from a package with small
   * icons), with its shorter side: review waits for a larger one. An icon uploaded here is
   * always large enough, so only this URL counts as small.
   */
  smallIcon?: { url: string; size: number } | null;
  slides: EditorSlide[];
  images: string[];
}

const ITEM_LOCALES = new Set<string>(LOCALE_CODES);

export function isItemLocale(value: string | null | undefined): value is ItemLocale {
  return value != null && ITEM_LOCALES.has(value);
}

export function isWebAppItem(item: Pick<CreatorItemDetail, 'productType'>): boolean {
  return (WEB_APP_TYPES as readonly string[]).includes(item.productType);
}

export const EMPTY_TEXTS: LocaleTexts = {
  name: '',
  shortDescription: '',
  description: '',
  changeLog: '',
};

/** The item's icon with its shorter side, when that is under ICON_MIN_SIZE; null otherwise. */
function smallIconOf(item: CreatorItemDetail): EditorState['smallIcon'] {
  if (!item.icon || !item.iconSize) return null;
  const size = Math.min(item.iconSize.width, item.iconSize.height);
  return size < ICON_MIN_SIZE ? { url: item.icon, size } : null;
}

/** The editor's starting point: the listing the server shows (the draft when there is one). */
export function editorStateFromItem(item: CreatorItemDetail): EditorState {
  const texts: Partial<Record<ItemLocale, LocaleTexts>> = {};
  const locales: ItemLocale[] = [];
  for (const entry of item.texts) {
    texts[entry.locale] = {
      name: entry.name,
      shortDescription: entry.shortDescription ?? '',
      description: entry.description,
      changeLog: entry.changeLog ?? '',
    };
    locales.push(entry.locale);
  }
  const defaultLocale = isItemLocale(item.defaultLocale) ? item.defaultLocale : NOT_DEFINED;
  // The default language always has a tab, even before it has any text.
  if (isItemLocale(defaultLocale) && !locales.includes(defaultLocale)) {
    locales.unshift(defaultLocale);
    texts[defaultLocale] = { ...EMPTY_TEXTS };
  }
  const category = item.category?.code;
  return {
    defaultLocale,
    locales,
    texts,
    category: category && category.toLowerCase() !== 'not_defined' ? category : null,
    matureContent: item.matureContent,
    regions: item.regions.length > 0 ? [...item.regions] : [REGION_ALL],
    status: item.status,
    icon: item.icon,
    smallIcon: smallIconOf(item),
    slides: item.slides.map((slide) => ({ url: slide.url, locale: slide.locale })),
    images: [...item.images],
  };
}

/** Adds a language tab (empty texts); nothing changes when it is already there. */
export function addLocale(state: EditorState, locale: ItemLocale): EditorState {
  if (state.locales.includes(locale)) return state;
  return {
    ...state,
    locales: [...state.locales, locale],
    texts: { ...state.texts, [locale]: { ...EMPTY_TEXTS } },
  };
}

/**
 * Removes a language with its texts and its own screenshots. The default language stays: the
 * listing falls back to it.
 */
export function removeLocale(state: EditorState, locale: ItemLocale): EditorState {
  if (locale === state.defaultLocale || !state.locales.includes(locale)) return state;
  const texts = { ...state.texts };
  delete texts[locale];
  return {
    ...state,
    locales: state.locales.filter((entry) => entry !== locale),
    texts,
    slides: state.slides.filter((slide) => slide.locale !== locale),
  };
}

export function setText(
  state: EditorState,
  locale: ItemLocale,
  field: TextField,
  value: string,
): EditorState {
  const current = state.texts[locale] ?? EMPTY_TEXTS;
  return {
    ...state,
    locales: state.locales.includes(locale) ? state.locales : [...state.locales, locale],
    texts: { ...state.texts, [locale]: { ...current, [field]: value } },
  };
}

/** Choosing a default language also gives it a tab. */
export function setDefaultLocale(state: EditorState, locale: string): EditorState {
  const next = { ...state, defaultLocale: locale };
  return isItemLocale(locale) ? addLocale(next, locale) : next;
}

// ---- The PATCH ------------------------------------------------------------------------------

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function sameSlides(a: readonly EditorSlide[], b: readonly EditorSlide[]): boolean {
  return (
    a.length === b.length &&
    a.every((slide, index) => slide.url === b[index]?.url && slide.locale === b[index]?.locale)
  );
}

/**
 * The PATCH for what changed between the loaded listing and the edited one. Texts carry only
 * the languages whose text changed; a removed language sends empty texts, which the server
 * reads as "remove". Name and short description go out for web apps only.
 */
export function buildPatch(
  initial: EditorState,
  current: EditorState,
  kind: EditorKind,
): ItemPatch {
  const patch: ItemPatch = {};
  if (current.defaultLocale !== initial.defaultLocale) patch.defaultLocale = current.defaultLocale;
  if (current.category !== initial.category) patch.category = current.category;
  if (current.matureContent !== initial.matureContent) patch.matureContent = current.matureContent;
  if (!sameList([...current.regions].sort(), [...initial.regions].sort())) {
    patch.regions = [...current.regions];
  }
  if (current.status !== initial.status) patch.status = current.status;
  if (current.icon !== initial.icon) patch.icon = current.icon;
  if (!sameList(current.images, initial.images)) {
    patch.image = current.images.length === 0 ? null : [...current.images];
  }
  if (!sameSlides(current.slides, initial.slides)) {
    patch.slides = current.slides.map(
      (slide): SlideInput => ({ url: slide.url, locale: slide.locale }),
    );
  }

  const languages = new Set<ItemLocale>([...initial.locales, ...current.locales]);
  for (const field of textFieldsOf(kind)) {
    const changes: Partial<Record<ItemLocale, string>> = {};
    for (const locale of languages) {
      const before = initial.locales.includes(locale) ? (initial.texts[locale]?.[field] ?? '') : '';
      const after = current.locales.includes(locale) ? (current.texts[locale]?.[field] ?? '') : '';
      if (before.trim() !== after.trim()) changes[locale] = after.trim();
    }
    if (Object.keys(changes).length > 0) patch[field] = changes;
  }
  return patch;
}

export function isEmptyPatch(patch: ItemPatch): boolean {
  return Object.keys(patch).length === 0;
}

// ---- Package --------------------------------------------------------------------------------

/** The draft carries a package other than the published one: it can be taken back. */
export function hasPackageUpdate(
  item: Pick<CreatorItemDetail, 'package' | 'publishedPackage'>,
): boolean {
  return (
    item.package !== null &&
    item.publishedPackage !== null &&
    item.package.sha256 !== item.publishedPackage.sha256
  );
}

/** Regions: "all" or a non-empty list; choosing a region leaves "all". */
export function toggleRegion(regions: readonly string[], code: string, on: boolean): string[] {
  const listed = regions.filter((region) => region !== REGION_ALL);
  const next = on ? [...new Set([...listed, code])] : listed.filter((region) => region !== code);
  return next;
}
