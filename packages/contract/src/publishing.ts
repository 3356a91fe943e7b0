import { z } from 'zod';
import { MAX_SLIDES_PER_LOCALE } from './constants.js';
import { Category, ExtensionId, Product, Timestamp } from './entities.js';
import { ItemLocale, ProductType, ReviewState, Visibility, WireVisibility } from './enums.js';
import {
  LISTING_NAME_MAX,
  LISTING_SHORT_DESCRIPTION_MAX,
  LISTING_TEXT_MAX,
  WEB_APP_URL_MAX,
} from './limits.js';
import { PACKAGE_ISSUE_CODES, type PackageIssueCode } from './package-issues.js';
import { singleLineText } from './text-fields.js';

/** The developer's publishing calls: dashboard, packages, listing editor, web apps. */

/**
 * GET /creator/api/extensions?type=extension,sidebar | app,pwa,shortcut. A package with a
 * `theme` key becomes a theme, listed with the developer's extensions.
 */
export const CREATOR_ITEM_TYPES = [
  'extension',
  'sidebar',
  'theme',
  'app',
  'pwa',
  'shortcut',
] as const;
export const CreatorItemType = z.enum(CREATOR_ITEM_TYPES);
export type CreatorItemType = z.infer<typeof CreatorItemType>;
export const DASHBOARD_TYPES = {
  extensions: ['extension', 'sidebar', 'theme'],
  webapps: ['app', 'pwa', 'shortcut'],
} as const satisfies Record<string, readonly CreatorItemType[]>;
export type DashboardItemType = keyof typeof DASHBOARD_TYPES;

/** Package file names: letters, digits, hyphen, comma and period only. */
export const PACKAGE_FILE_NAME_PATTERN = /^[A-Za-z0-9,.-]+$/;
/** The longest package file name the store keeps. */
export const PACKAGE_FILE_NAME_MAX = 255;

/**
 * Why a package file name is refused, or null, checked the same way by the upload
 * page and the server: CRX and WHX are named as such, anything else that is not a zip is a
 * wrong extension, then the name's characters.
 */
export function packageFileNameProblem(
  name: string,
): 'CRX_NOT_ACCEPTED' | 'WHX_NOT_ACCEPTED' | 'INVALID_FILE_EXTENSION' | 'INVALID_FILE_NAME' | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.crx')) return 'CRX_NOT_ACCEPTED';
  if (lower.endsWith('.whx')) return 'WHX_NOT_ACCEPTED';
  if (!lower.endsWith('.zip')) return 'INVALID_FILE_EXTENSION';
  if (name.length > PACKAGE_FILE_NAME_MAX || !PACKAGE_FILE_NAME_PATTERN.test(name)) {
    return 'INVALID_FILE_NAME';
  }
  return null;
}

/** The guideline catalogue reviewers cite when they reject an item or turn it private. */
export const GUIDELINES = {
  MISLEADING_METADATA: {
    en: 'The name, description, icon or screenshots misrepresent what the item does.',
    ko: '이름, 설명, 아이콘 또는 스크린샷이 기능을 잘못 나타냅니다.',
  },
  SINGLE_PURPOSE: {
    en: 'The item must have a single, clear purpose.',
    ko: '하나의 분명한 목적을 가져야 합니다.',
  },
  EXCESSIVE_PERMISSIONS: {
    en: 'The item asks for permissions it does not need.',
    ko: '필요하지 않은 권한을 요청합니다.',
  },
  USER_DATA_POLICY: {
    en: 'User data is collected or shared without disclosure and consent.',
    ko: '고지와 동의 없이 사용자 데이터를 수집하거나 공유합니다.',
  },
  MALWARE: {
    en: 'The item contains malicious or deceptive code.',
    ko: '악성 코드 또는 사용자를 속이는 코드가 포함되어 있습니다.',
  },
  OBFUSCATED_CODE: {
    en: 'The code is obfuscated so that it cannot be reviewed.',
    ko: '검토할 수 없도록 코드가 난독화되어 있습니다.',
  },
  REMOTE_CODE: {
    en: 'The item runs code that is not included in the package.',
    ko: '패키지에 포함되지 않은 원격 코드를 실행합니다.',
  },
  SPAM: {
    en: 'Spam, repetitive content or keyword stuffing.',
    ko: '스팸, 반복 콘텐츠 또는 키워드 남용이 있습니다.',
  },
  INTELLECTUAL_PROPERTY: {
    en: 'The item infringes a trademark, copyright or other rights.',
    ko: '상표권, 저작권 등 타인의 권리를 침해합니다.',
  },
  MATURE_CONTENT: {
    en: 'Mature content that is not marked as such.',
    ko: '성인용 콘텐츠가 표시 없이 포함되어 있습니다.',
  },
  BROKEN_FUNCTIONALITY: {
    en: 'The item does not work as described.',
    ko: '설명대로 작동하지 않습니다.',
  },
  POOR_LISTING_QUALITY: {
    en: 'The listing is incomplete: description, screenshots or images are missing or unclear.',
    ko: '등록 정보가 불완전합니다. 설명, 스크린샷 또는 이미지가 없거나 불분명합니다.',
  },
} as const satisfies Record<string, { en: string; ko: string }>;
export type GuidelineCode = keyof typeof GUIDELINES;
export const GUIDELINE_CODES = Object.keys(GUIDELINES) as GuidelineCode[];
export const GuidelineCodeSchema = z.enum(GUIDELINE_CODES as [GuidelineCode, ...GuidelineCode[]]);

/** One finding of the package validation report. */
export const ValidationIssue = z.object({
  code: z.enum(PACKAGE_ISSUE_CODES as [PackageIssueCode, ...PackageIssueCode[]]),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  /** The zip entry or manifest key concerned, when there is one. */
  path: z.string().nullable(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

export const ValidationReport = z.object({
  errors: z.array(ValidationIssue),
  warnings: z.array(ValidationIssue),
});
export type ValidationReport = z.infer<typeof ValidationReport>;

/** The package an item's draft or product carries. */
export const PackageInfo = z.object({
  fileName: z.string(),
  version: z.string(),
  manifestVersion: z.number().int(),
  size: z.number().int(),
  sha256: z.string(),
  permissions: z.array(z.string()),
  hostPermissions: z.array(z.string()),
  report: ValidationReport,
  uploadedAt: Timestamp,
});
export type PackageInfo = z.infer<typeof PackageInfo>;

/** Why a reviewer rejected an item or turned it private. */
export const ReviewNote = z.object({
  kind: z.enum(['rejected', 'private']),
  guidelines: z.array(z.object({ code: z.string(), text: z.string() })),
  message: z.string().nullable(),
  createAt: Timestamp,
});
export type ReviewNote = z.infer<typeof ReviewNote>;

/** A row of the developer dashboard. */
export const CreatorItem = z.object({
  extensionId: ExtensionId,
  name: z.string(),
  icon: z.string().nullable(),
  productType: ProductType,
  review: ReviewState,
  status: WireVisibility,
  /** A published product is live (label "published"; otherwise "prepare for publication"). */
  published: z.boolean(),
  /** Changes waiting in a draft that visitors don't see yet. */
  hasDraft: z.boolean(),
  blocked: z.boolean(),
  version: z.string().nullable(),
  webUrl: z.string().nullable(),
  updateAt: Timestamp,
  firstApprovedAt: Timestamp.nullable(),
  lastApprovedAt: Timestamp.nullable(),
  reviewNote: ReviewNote.nullable(),
});
export type CreatorItem = z.infer<typeof CreatorItem>;

export const CreatorItemList = z.object({ items: z.array(CreatorItem) });
export type CreatorItemList = z.infer<typeof CreatorItemList>;

/** Per-language texts of a listing as the editor shows them. */
export const ListingText = z.object({
  locale: ItemLocale,
  name: z.string(),
  shortDescription: z.string().nullable(),
  description: z.string(),
  changeLog: z.string().nullable(),
  /**
   * The change log visitors see now in this language (the published listing's), when the item
   * is published: the editor shows it as a hint for the change log of a new version.
   */
  previousChangeLog: z.string().nullable().optional(),
});
export type ListingText = z.infer<typeof ListingText>;

/**
 * GET /creator/api/extensions/{id}: the listing being edited (the draft with published=false,
 * otherwise the product) with both parts, the package and the last review note.
 */
export const CreatorItemDetail = Product.extend({
  draft: Product.nullable(),
  product: Product.nullable(),
  /** Every language's texts of the shown listing, change log included. */
  texts: z.array(ListingText),
  /** Promotional images (440x280 or 220x140); `image` is the first. */
  images: z.array(z.string()),
  /**
   * The size of the shown listing's icon: one taken from a package may be smaller than
   * ICON_MIN_SIZE, which keeps the draft from review until a larger one is uploaded.
   */
  iconSize: z.object({ width: z.number().int(), height: z.number().int() }).nullable().optional(),
  package: PackageInfo.nullable(),
  /** The published product's package, when an update is pending. */
  publishedPackage: PackageInfo.nullable(),
  published: z.boolean(),
  hasDraft: z.boolean(),
  firstApprovedAt: Timestamp.nullable(),
  lastApprovedAt: Timestamp.nullable(),
  reviewNote: ReviewNote.nullable(),
});
export type CreatorItemDetail = z.infer<typeof CreatorItemDetail>;

/** A slide in a PATCH: a stored file URL (/files/<key>) and the language it shows in. */
export const SlideInput = z.object({ url: z.string(), locale: ItemLocale.nullable() });
export type SlideInput = z.infer<typeof SlideInput>;

const localeTexts = z.partialRecord(ItemLocale, z.string().max(LISTING_TEXT_MAX));

/**
 * PATCH /creator/api/extensions/{id}: every field optional; only those present change.
 * Texts are maps from item locale to text; an empty text removes that language's entry.
 * review may only be set to IN_REVIEW (request review), which validates the whole listing.
 */
export const ItemPatch = z.object({
  category: z
    .union([z.string(), Category.pick({ code: true })])
    .nullable()
    .optional(),
  changeLog: localeTexts.optional(),
  defaultLocale: z.string().optional(),
  description: localeTexts.optional(),
  icon: z.string().nullable().optional(),
  image: z
    .union([z.string(), z.array(z.string()).max(2)])
    .nullable()
    .optional(),
  matureContent: z.boolean().optional(),
  productType: ProductType.optional(),
  regions: z.array(z.string()).min(1).optional(),
  review: ReviewState.optional(),
  slides: z.array(SlideInput).optional(),
  status: Visibility.optional(),
  /** Web apps only; each one line (singleLineText). */
  name: z.partialRecord(ItemLocale, singleLineText().max(LISTING_NAME_MAX)).optional(),
  shortDescription: z
    .partialRecord(ItemLocale, singleLineText().max(LISTING_SHORT_DESCRIPTION_MAX))
    .optional(),
});
export type ItemPatch = z.infer<typeof ItemPatch>;

/** The answer to a package upload: the item (new or updated) and what inspection found. */
export const PackageUploadResult = z.object({
  extensionId: ExtensionId,
  item: CreatorItemDetail,
  report: ValidationReport,
  manifestVersion: z.number().int(),
});
export type PackageUploadResult = z.infer<typeof PackageUploadResult>;

/** POST /creator/api/extensions/pwa */
export const WebAppUrlInput = z.object({ url: z.string().max(WEB_APP_URL_MAX) });
export type WebAppUrlInput = z.infer<typeof WebAppUrlInput>;

/** Media kinds a developer uploads through the upload session. */
export const MEDIA_KINDS = ['icon', 'slide', 'image'] as const;
export const MediaKind = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKind>;

/** POST {uploadHost}/photo/upload?sessionKey=…&kind=…: a checked, stored image. */
export const MediaUpload = z.object({
  kind: MediaKind,
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Web-friendly derivatives (WebP, thumbnail), by name. */
  derivatives: z.record(z.string(), z.string()),
});
export type MediaUpload = z.infer<typeof MediaUpload>;

export const MAX_SLIDES = MAX_SLIDES_PER_LOCALE;
/** Default largest package accepted, in bytes (configurable on the server). */
export const DEFAULT_MAX_PACKAGE_BYTES = 50 * 1024 * 1024;
/** Largest image accepted for listing media, in bytes. */
export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;
