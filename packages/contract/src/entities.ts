import { z } from 'zod';
import {
  CREATOR_EMAIL_MAX,
  CREATOR_HOMEPAGE_MAX,
  CREATOR_NAME_MAX,
  EXTENSION_ID_PATTERN,
} from './constants.js';
import { CompanionInfo, ManifestV2Mode } from './distribution.js';
import {
  BannerType,
  ItemLocale,
  Prize,
  ProductType,
  ReviewState,
  SearchGroupType,
  WireVisibility,
} from './enums.js';
import { singleLineText } from './text-fields.js';
import { PublishedVersion } from './versions.js';

export const ExtensionId = z.string().regex(EXTENSION_ID_PATTERN, 'extension id');
/** Timestamps travel as ISO 8601 strings. */
export const Timestamp = z.string();

/** The signed-in (or anonymous) user, GET /ajax/user. */
export const User = z.object({
  nickname: z.string().nullable(),
  profileImage: z.string().nullable(),
  bigProfileImage: z.string().nullable(),
  age: z.number().int().nullable(),
  naverId: z.string().nullable(),
  isAuthenticated: z.boolean(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof User>;

/** Creator form input; the messages are catalog keys of the web app. */
export const CreatorInput = z.object({
  name: singleLineText()
    .trim()
    .min(1, 'creator.name.required')
    .max(CREATOR_NAME_MAX, 'creator.name.max'),
  email: z
    .string()
    .trim()
    .min(1, 'creator.email.invalid')
    .max(CREATOR_EMAIL_MAX, 'creator.email.invalid')
    .email('creator.email.invalid'),
  homepage: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(CREATOR_HOMEPAGE_MAX, 'creator.homepage.invalid')
        .url('creator.homepage.invalid')
        .refine((value) => /^https?:\/\//i.test(value), 'creator.homepage.invalid'),
    ])
    .optional(),
  isAgreeToTerms: z.literal(true, 'creator.terms.required'),
  isAgreeToDevelopersTerms: z.literal(true, 'creator.terms.required'),
});
export type CreatorInput = z.infer<typeof CreatorInput>;

/** PATCH /creator/api/creator: the profile fields, each optional, with the rules of CreatorInput. */
export const CreatorUpdate = CreatorInput.pick({
  name: true,
  email: true,
  homepage: true,
}).partial();
export type CreatorUpdate = z.infer<typeof CreatorUpdate>;

/** POST /creator/api/agreement: both terms, agreed. */
export const CreatorAgreement = CreatorInput.pick({
  isAgreeToTerms: true,
  isAgreeToDevelopersTerms: true,
});
export type CreatorAgreement = z.infer<typeof CreatorAgreement>;

/** DELETE /creator/api/creator: the confirmation check (body, or query ?confirm=true). */
export const CreatorWithdrawal = z.object({ confirm: z.literal(true, 'creator.withdraw.confirm') });
export type CreatorWithdrawal = z.infer<typeof CreatorWithdrawal>;

export const Creator = z.object({
  creatorId: z.string(),
  name: z.string(),
  email: z.string(),
  homepage: z.string().nullable(),
  isAgreeToTerms: z.boolean(),
  isAgreeToDevelopersTerms: z.boolean(),
  isCreator: z.boolean(),
});
export type Creator = z.infer<typeof Creator>;

export const Category = z.object({ code: z.string(), name: z.string() });
export type Category = z.infer<typeof Category>;

export const Localization = z.object({
  locale: ItemLocale,
  name: z.string(),
  shortDescription: z.string().nullable(),
  description: z.string(),
});
export type Localization = z.infer<typeof Localization>;

/** A screenshot; "common" slides have locale null and show in every language. */
export const Slide = z.object({
  url: z.string(),
  locale: ItemLocale.nullable(),
  width: z.number().int(),
  height: z.number().int(),
  createAt: Timestamp,
});
export type Slide = z.infer<typeof Slide>;

export const Developer = z.object({
  creatorId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  homepage: z.string().nullable(),
});
export type Developer = z.infer<typeof Developer>;

/** Wallpaper-specific attributes. */
export const ThemeDraft = z.object({
  themeImage: z.string(),
  /** The same photo at most 640 × 360, for lists and cards, when the store made one. */
  thumbnail: z.string().optional(),
  likeCount: z.number().int(),
});
export type ThemeDraft = z.infer<typeof ThemeDraft>;
export const ThemeAttributes = z.object({
  id: z.string(),
  themeDrafts: z.array(ThemeDraft),
  photoCount: z.number().int(),
  notices: z.boolean(),
  topSites: z.boolean(),
  clock: z.enum(['digital', 'analog']),
});

/** Web-app-specific attributes. */
export const WebAppManifest = z.object({
  name: z.string().nullable(),
  short_name: z.string().nullable(),
  start_url: z.string().nullable(),
  display: z.string().nullable(),
  theme_color: z.string().nullable(),
  background_color: z.string().nullable(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string().nullable() })),
});
export const WebAppAttributes = z.object({
  url: z.string(),
  manifest: WebAppManifest.nullable(),
});

/**
 * An item of the store: extension, sidebar, web app, wallpaper or curation.
 * Errors inside lists carry logref and message instead (see ListErrorItem).
 */
export const Product = z.object({
  extensionId: ExtensionId,
  name: z.string(),
  shortDescription: z.string().nullable(),
  description: z.string(),
  changeLog: z.string().nullable(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  category: Category.nullable(),
  productType: ProductType,
  /** NAVER, WHALE or CONTEST; "NAVER,WHALE" arrives as NAVER with byWhale set. */
  provider: z.string().nullable(),
  byWhale: z.boolean(),
  matureContent: z.boolean(),
  regions: z.array(z.string()),
  defaultLocale: z.string(),
  displayLocale: z.string(),
  localizations: z.array(Localization),
  review: ReviewState,
  status: WireVisibility,
  blocked: z.boolean(),
  slides: z.array(Slide),
  score: z.number(),
  version: z.string().nullable(),
  /** The package's manifest_version (2 or 3); null for items without a package. */
  manifestVersion: z.number().int().nullable().default(null),
  size: z.number().int().nullable(),
  usercount: z.number().int(),
  downloadcount: z.number().int(),
  reviewCount: z.number().int(),
  likeCount: z.number().int(),
  updateAt: Timestamp,
  createAt: Timestamp,
  developer: Developer.nullable(),
  storeLink: z.string().nullable(),
  pick: z.boolean(),
  /**
   * The extension home highlights the item among its first HOME_HIGHLIGHT_COUNT. A page of GET
   * /ajax/extensions?type=extension sets it on the list's first HOME_HIGHLIGHT_COUNT items (in
   * that list's order and category); a detail answer sets it while the item is among the first
   * of the unfiltered home list, newest or most popular. False everywhere else.
   */
  hasFeature: z.boolean(),
  theme: ThemeAttributes.nullable(),
  webApp: WebAppAttributes.nullable(),
});
export type Product = z.infer<typeof Product>;

export const ListErrorItem = z.object({ logref: z.string(), message: z.string() });
export type ListErrorItem = z.infer<typeof ListErrorItem>;

/** A detail response may carry both the published product and the draft being edited. */
export const ProductDetail = Product.extend({
  /**
   * The signed package of the live version (`/crx/<id>/<version>.crx`), which the install
   * button opens; null when there is none (web apps, wallpapers, previews).
   */
  crxUrl: z.string().nullable().default(null),
  /**
   * What the package declares, for the install warnings (see permissionWarnings): its manifest
   * permissions, and the host patterns it reaches (host permissions and content script
   * matches). Empty for items without a package.
   */
  permissions: z.array(z.string()).default([]),
  hostPermissions: z.array(z.string()).default([]),
  /** The published versions, newest first, as GET /ajax/extensions/{id}/versions lists them. */
  versions: z.array(PublishedVersion).default([]),
  product: Product.nullable().optional(),
  draft: Product.nullable().optional(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** A page of products: GET /ajax/extensions. */
export const ProductPage = z.object({
  items: z.array(z.union([Product, ListErrorItem])),
  offset: z.number().int(),
  size: z.number().int(),
  totalCount: z.number().int(),
});
export type ProductPage = z.infer<typeof ProductPage>;

/** A wallpaper as the wallpaper lists return it. */
export const Theme = z.object({
  id: z.string(),
  extensionId: ExtensionId,
  name: z.string(),
  image: z.string(),
  likeCount: z.number().int(),
  themeDrafts: z.array(ThemeDraft),
});
export type Theme = z.infer<typeof Theme>;

/** The recommended wallpaper tab: GET /ajax/theme-tab. */
export const ThemeTab = z.object({
  /** Up to THEMES_FOR_ME_MAX themes suggested for this visitor. */
  forMe: z.array(Product),
  /**
   * Up to THEMES_SELECTED_RANDOM editors' picks drawn at random on every visit: all of them,
   * shuffled, while there are no more than that.
   */
  selected: z.array(Product),
  /** How many editors' picks there are to draw from; more than `selected` holds when over 30. */
  selectedTotal: z.number().int(),
  /** "Like Top 30": the HOT_THEMES_COUNT most liked themes. */
  hot: z.array(Product),
});
export type ThemeTab = z.infer<typeof ThemeTab>;

/** A web app as registered by URL. */
export const WebApp = z.object({
  extensionId: ExtensionId,
  url: z.string(),
  name: z.string(),
  shortDescription: z.string().nullable(),
  icon: z.string().nullable(),
  manifest: WebAppManifest.nullable(),
  productType: z.enum(['app', 'pwa', 'shortcut']),
});
export type WebApp = z.infer<typeof WebApp>;

/** GET /creator/api/photo/upload/session. */
export const UploadSession = z.object({
  sessionKey: z.string(),
  downloadHost: z.string(),
  uploadHost: z.string(),
});
export type UploadSession = z.infer<typeof UploadSession>;

/**
 * An item as a search result shows it: what a product card or a wallpaper card displays, not
 * the whole product. Field names and meanings are those of Product, so a card reads either.
 * `slides` and `localizations` are always empty: they are kept so that clients which recognise
 * a product by those arrays accept a card too.
 */
export const SearchCard = z.object({
  extensionId: ExtensionId,
  /** The name in the requested language, else in the item's default language. */
  name: z.string(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  category: Category.nullable(),
  productType: ProductType,
  provider: z.string().nullable(),
  byWhale: z.boolean(),
  status: WireVisibility,
  blocked: z.boolean(),
  score: z.number(),
  usercount: z.number().int(),
  likeCount: z.number().int(),
  developer: Developer.pick({ creatorId: true, name: true }).nullable(),
  /** Wallpapers: the first photo only, which the card shows. */
  theme: z.object({ themeDrafts: z.array(ThemeDraft).max(1) }).nullable(),
  slides: z.tuple([]),
  localizations: z.tuple([]),
});
export type SearchCard = z.infer<typeof SearchCard>;

export const SearchResultGroup = z.object({
  type: SearchGroupType,
  totalCount: z.number().int(),
  items: z.array(SearchCard),
});
export type SearchResultGroup = z.infer<typeof SearchResultGroup>;

export const AutocompleteResult = z.object({ names: z.array(z.string()) });
export type AutocompleteResult = z.infer<typeof AutocompleteResult>;

export const Winner = z.object({
  provider: Prize,
  createAt: Timestamp,
  list: z.array(Product),
});
export type Winner = z.infer<typeof Winner>;

export const WinnersByYear = z.object({ year: z.number().int(), winners: z.array(Winner) });
export type WinnersByYear = z.infer<typeof WinnersByYear>;

export const Banner = z.object({
  id: z.string(),
  type: BannerType,
  linkUrl: z.string(),
  image: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  backgroundColor: z.string().nullable(),
});
export type Banner = z.infer<typeof Banner>;

export const RegionEntry = z.object({ code: z.string(), name: z.string() });
export const LocaleEntry = z.object({ code: z.string(), name: z.string() });

export const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof Health>;

/** A social network link of the footer. */
export const SocialLink = z.object({ name: z.string(), url: z.string() });
export type SocialLink = z.infer<typeof SocialLink>;

/** Footer and menu links; each points at a page outside the store. */
export const StoreLinks = z.object({
  terms: z.string(),
  privacy: z.string(),
  whitePaper: z.string(),
  contact: z.string(),
  bugBounty: z.string(),
  corp: z.string(),
  download: z.string(),
  social: z.array(SocialLink),
});
export type StoreLinks = z.infer<typeof StoreLinks>;

/** Deployment settings the web app reads at start-up: GET /ajax/config. */
export const StoreConfig = z.object({
  notebookEdition: z.boolean(),
  version: z.string(),
  links: StoreLinks,
  /** The login portal; the store sends visitors there with a returnUrl. */
  loginUrl: z.string().default('/accounts/login'),
  /** Where the store POSTs to end the session. */
  logoutUrl: z.string().default('/accounts/logout'),
  /** The Lagoon companion extension this store signs and serves (see distribution.ts). */
  companion: CompanionInfo.nullable().default(null),
  /** Whether Manifest V2 uploads are refused or accepted with a warning. */
  manifestV2: ManifestV2Mode.default('refuse'),
});
export type StoreConfig = z.infer<typeof StoreConfig>;
