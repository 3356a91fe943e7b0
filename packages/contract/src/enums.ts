import { z } from 'zod';
import {
  BANNER_TYPES,
  CATEGORY_TYPES,
  normalizeVisibility,
  PRIZES,
  PROVIDERS,
  REVIEW_STATES,
  SEARCH_GROUP_TYPES,
  THEME_CATEGORIES,
  VISIBILITY_NOT_DEFINED,
  WEB_APP_CATEGORIES,
} from './item-values.js';
import {
  LOCALE_ALL,
  LOCALE_CODES,
  LOCALE_NOT_DEFINED,
  REGION_ALL,
  REGION_CODES,
} from './locale-values.js';
import {
  EXTENSION_CATEGORIES,
  EXTENSION_FILTERS,
  EXTENSION_SORTS,
  LANGUAGES,
  PRODUCT_TYPES,
  THEME_LISTS,
  VISIBILITIES,
} from './values.js';

export * from './item-values.js';
export * from './locale-values.js';
export * from './values.js';

export const ReviewState = z.enum(REVIEW_STATES);

export type ReviewState = z.infer<typeof ReviewState>;

export const Visibility = z.enum(VISIBILITIES);

export type Visibility = z.infer<typeof Visibility>;

/** A visibility as it may arrive over the wire: NOT_DEFINED decodes to TRUSTED_TESTER. */
export const WireVisibility = z.codec(
  z.union([Visibility, z.literal(VISIBILITY_NOT_DEFINED)]),
  Visibility,
  { decode: (value) => normalizeVisibility(value), encode: (value) => value },
);

export const ProductType = z.enum(PRODUCT_TYPES);

export type ProductType = z.infer<typeof ProductType>;

export const ExtensionCategory = z.enum(EXTENSION_CATEGORIES);

export type ExtensionCategory = z.infer<typeof ExtensionCategory>;

export const ExtensionFilter = z.enum(EXTENSION_FILTERS);

export type ExtensionFilter = z.infer<typeof ExtensionFilter>;

export const ExtensionSort = z.enum(EXTENSION_SORTS);

export type ExtensionSort = z.infer<typeof ExtensionSort>;

export const ThemeCategory = z.enum(THEME_CATEGORIES);

export type ThemeCategory = z.infer<typeof ThemeCategory>;

export const WebAppCategory = z.enum(WEB_APP_CATEGORIES);

export type WebAppCategory = z.infer<typeof WebAppCategory>;

export const CategoryType = z.enum(CATEGORY_TYPES);

export type CategoryType = z.infer<typeof CategoryType>;

export const ThemeList = z.enum(THEME_LISTS);

export type ThemeList = z.infer<typeof ThemeList>;

export const Provider = z.enum(PROVIDERS);

export type Provider = z.infer<typeof Provider>;

export const SearchGroupType = z.enum(SEARCH_GROUP_TYPES);

export type SearchGroupType = z.infer<typeof SearchGroupType>;

export const BannerType = z.enum(BANNER_TYPES);

export type BannerType = z.infer<typeof BannerType>;

export const Prize = z.enum(PRIZES);

export type Prize = z.infer<typeof Prize>;

export const Language = z.enum(LANGUAGES);

export type Language = z.infer<typeof Language>;

export const Region = z.enum([REGION_ALL, ...REGION_CODES]);

export type Region = z.infer<typeof Region>;

export const Locale = z.enum([LOCALE_ALL, LOCALE_NOT_DEFINED, ...LOCALE_CODES]);

export type Locale = z.infer<typeof Locale>;

export const ItemLocale = z.enum(LOCALE_CODES);

export type ItemLocale = z.infer<typeof ItemLocale>;
