import { z } from 'zod';
import { ExtensionId, Timestamp } from './entities.js';
import { BannerType, CategoryType, Language, Prize, ProductType } from './enums.js';
import { optionalChangedText, singleLineText } from './text-fields.js';

/**
 * The curation calls of the moderation console, under /admin/api/curation/ (administrators
 * only): banners, picks, contest winners and categories. Every write is kept in the log with
 * its author and an optional reason (GET /admin/api/audit?area=curation). Messages of field
 * rules are catalog keys of the web app (admin.curation.*).
 */

/** Banner images: wide pictures within these bounds (the demo banners are 1200 x 300). */
export const BANNER_IMAGE_MIN_WIDTH = 600;
export const BANNER_IMAGE_MAX_WIDTH = 2400;
export const BANNER_IMAGE_MIN_HEIGHT = 100;
export const BANNER_IMAGE_MAX_HEIGHT = 800;
/** A banner is at least twice as wide as it is high. */
export const BANNER_IMAGE_MIN_RATIO = 2;
/** Largest banner image accepted, in bytes. */
export const BANNER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** True when an image of this size may be a banner. */
export function isBannerImageSize(width: number, height: number): boolean {
  return (
    width >= BANNER_IMAGE_MIN_WIDTH &&
    width <= BANNER_IMAGE_MAX_WIDTH &&
    height >= BANNER_IMAGE_MIN_HEIGHT &&
    height <= BANNER_IMAGE_MAX_HEIGHT &&
    width >= height * BANNER_IMAGE_MIN_RATIO
  );
}

export const BANNER_TITLE_MAX = 80;
export const BANNER_DESCRIPTION_MAX = 200;
export const BANNER_LINK_MAX = 2000;
export const CURATION_REASON_MAX = 500;
export const CATEGORY_NAME_MAX = 40;
/** Years a contest may be recorded for. */
export const WINNER_YEAR_MIN = 2000;
export const WINNER_YEAR_MAX = 2100;

/** Where a banner stands now, by its active switch and schedule (the database clock). */
export const BANNER_STATES = ['live', 'scheduled', 'ended', 'inactive'] as const;
export const BannerState = z.enum(BANNER_STATES);
export type BannerState = z.infer<typeof BannerState>;

/** A banner as the console edits it: both languages, the raw link, schedule and state. */
export const AdminBanner = z.object({
  id: z.string(),
  type: BannerType,
  image: z.string(),
  linkUrl: z.string(),
  titleEn: z.string(),
  titleKo: z.string(),
  descriptionEn: z.string().nullable(),
  descriptionKo: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  /** The one interface language it is shown in; null for every language. */
  language: Language.nullable(),
  position: z.number().int(),
  active: z.boolean(),
  startsAt: Timestamp.nullable(),
  endsAt: Timestamp.nullable(),
  state: BannerState,
  createAt: Timestamp,
});
export type AdminBanner = z.infer<typeof AdminBanner>;

/** GET /admin/api/curation/banners: every banner, by type then position. */
export const AdminBannerList = z.object({ items: z.array(AdminBanner) });
export type AdminBannerList = z.infer<typeof AdminBannerList>;

/** POST /admin/api/curation/banner-images: a checked, stored banner image. */
export const BannerImageUpload = z.object({
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type BannerImageUpload = z.infer<typeof BannerImageUpload>;

/** An administrator's reason for a curation change, for the log; blank reads as none. */
export const curationReason = z
  .string()
  .trim()
  .max(CURATION_REASON_MAX, 'admin.curation.reason.max')
  .optional()
  .transform((value) => value || null);

/** A link is a path inside the store or an http(s) address. */
const BannerLink = z
  .string()
  .trim()
  .min(1, 'admin.curation.linkUrl.required')
  .max(BANNER_LINK_MAX, 'admin.curation.linkUrl.invalid')
  .refine(
    (value) =>
      (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(value),
    'admin.curation.linkUrl.invalid',
  );

/** An instant with its offset, e.g. 2026-12-01T09:00:00.000Z. */
const Instant = z.iso.datetime({ offset: true, message: 'admin.curation.schedule.invalid' });

const bannerFields = {
  linkUrl: BannerLink,
  titleEn: singleLineText()
    .trim()
    .min(1, 'admin.curation.title.required')
    .max(BANNER_TITLE_MAX, 'admin.curation.title.max'),
  titleKo: singleLineText()
    .trim()
    .min(1, 'admin.curation.title.required')
    .max(BANNER_TITLE_MAX, 'admin.curation.title.max'),
  descriptionEn: optionalChangedText(BANNER_DESCRIPTION_MAX, 'admin.curation.description.max'),
  descriptionKo: optionalChangedText(BANNER_DESCRIPTION_MAX, 'admin.curation.description.max'),
  backgroundColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'admin.curation.backgroundColor.invalid')
    .nullable()
    .optional(),
  language: Language.nullable().optional(),
  active: z.boolean().optional(),
  startsAt: Instant.nullable().optional(),
  endsAt: Instant.nullable().optional(),
};

function scheduleInOrder(value: { startsAt?: string | null; endsAt?: string | null }): boolean {
  if (!value.startsAt || !value.endsAt) return true;
  return Date.parse(value.startsAt) < Date.parse(value.endsAt);
}
const SCHEDULE_ORDER = {
  message: 'admin.curation.schedule.order',
  path: ['endsAt'],
};

/**
 * POST /admin/api/curation/banners. As JSON, `image` is the address of an image uploaded
 * before (POST banner-images, or another banner's); as multipart, a `file` part carries the
 * image and a `banner` part this object as JSON text, without `image`. New banners go last.
 */
export const BannerCreateInput = z
  .object({
    type: BannerType,
    image: z.string().max(300).optional(),
    ...bannerFields,
    reason: curationReason,
  })
  .refine(scheduleInOrder, SCHEDULE_ORDER);
export type BannerCreateInput = z.input<typeof BannerCreateInput>;

/** PATCH /admin/api/curation/banners/{id}: the fields to change. */
export const BannerUpdateInput = z
  .object({
    image: z.string().max(300).optional(),
    ...bannerFields,
    linkUrl: BannerLink.optional(),
    titleEn: bannerFields.titleEn.optional(),
    titleKo: bannerFields.titleKo.optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    reason: curationReason,
  })
  .refine(scheduleInOrder, SCHEDULE_ORDER);
export type BannerUpdateInput = z.input<typeof BannerUpdateInput>;

/** POST /admin/api/curation/banners/reorder: every banner of a type, in the new order. */
export const BannerReorderInput = z.object({
  type: BannerType,
  ids: z.array(z.string().regex(/^\d{1,18}$/)).max(500),
  reason: curationReason,
});
export type BannerReorderInput = z.input<typeof BannerReorderInput>;

/** DELETE bodies and other writes that carry only the reason for the log. */
export const CurationReasonInput = z.object({ reason: curationReason });
export type CurationReasonInput = z.input<typeof CurationReasonInput>;

/** An item as the curation screens show it. */
export const CurationItem = z.object({
  extensionId: ExtensionId,
  name: z.string().nullable(),
  icon: z.string().nullable(),
  productType: ProductType,
  pick: z.boolean(),
  /** Shown in the store's lists: live, listed and not blocked. */
  listed: z.boolean(),
  blocked: z.boolean(),
});
export type CurationItem = z.infer<typeof CurationItem>;

export const CurationItemList = z.object({ items: z.array(CurationItem) });
export type CurationItemList = z.infer<typeof CurationItemList>;

/** Item kinds that can be picked; the wallpaper tab's picks are the picked themes. */
export const PICK_TYPES = ['extension', 'theme'] as const;
export const PickType = z.enum(PICK_TYPES);
export type PickType = z.infer<typeof PickType>;

/** PUT /admin/api/curation/picks/{id} */
export const PickInput = z.object({ pick: z.boolean(), reason: curationReason });
export type PickInput = z.input<typeof PickInput>;

export const AdminWinnerEntry = z.object({ item: CurationItem, position: z.number().int() });
export type AdminWinnerEntry = z.infer<typeof AdminWinnerEntry>;

/** One year's winners by prize (every prize listed, possibly empty). */
export const AdminWinnerYear = z.object({
  year: z.number().int(),
  prizes: z.array(z.object({ prize: Prize, winners: z.array(AdminWinnerEntry) })),
  count: z.number().int(),
});
export type AdminWinnerYear = z.infer<typeof AdminWinnerYear>;

/** GET /admin/api/curation/winners */
export const AdminWinnerList = z.object({ years: z.array(AdminWinnerYear) });
export type AdminWinnerList = z.infer<typeof AdminWinnerList>;

export const WinnerYear = z.coerce.number().int().min(WINNER_YEAR_MIN).max(WINNER_YEAR_MAX);

/**
 * PUT /admin/api/curation/winners/{year}/{prize}: the winners of one prize, in order, replacing
 * the previous ones. Gold and silver have a sole winner; a year has at most WINNERS_PER_YEAR.
 */
export const WinnersInput = z.object({
  itemIds: z.array(ExtensionId).max(50),
  reason: curationReason,
});
export type WinnersInput = z.input<typeof WinnersInput>;

export const CategoryCode = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,39}$/, 'admin.curation.category.code.invalid');

const categoryName = singleLineText()
  .trim()
  .min(1, 'admin.curation.category.name.required')
  .max(CATEGORY_NAME_MAX, 'admin.curation.category.name.max');

export const AdminCategory = z.object({
  type: CategoryType,
  code: z.string(),
  nameEn: z.string(),
  nameKo: z.string(),
  position: z.number().int(),
  /** Listings (published or draft) filed under it; it can be deleted only at zero. */
  listingCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** GET /admin/api/curation/categories */
export const AdminCategoryList = z.object({ items: z.array(AdminCategory) });
export type AdminCategoryList = z.infer<typeof AdminCategoryList>;

/** POST /admin/api/curation/categories: added last in its type. */
export const CategoryCreateInput = z.object({
  type: CategoryType,
  code: CategoryCode,
  nameEn: categoryName,
  nameKo: categoryName,
  reason: curationReason,
});
export type CategoryCreateInput = z.input<typeof CategoryCreateInput>;

/** PATCH /admin/api/curation/categories/{type}/{code} */
export const CategoryUpdateInput = z.object({
  nameEn: categoryName.optional(),
  nameKo: categoryName.optional(),
  reason: curationReason,
});
export type CategoryUpdateInput = z.input<typeof CategoryUpdateInput>;

/** POST /admin/api/curation/categories/{type}/reorder: every code of the type, in order. */
export const CategoryReorderInput = z.object({
  codes: z.array(CategoryCode).max(200),
  reason: curationReason,
});
export type CategoryReorderInput = z.input<typeof CategoryReorderInput>;

/** What the log records of curation changes. */
export const CURATION_ACTIONS = [
  'banner.create',
  'banner.update',
  'banner.delete',
  'banner.reorder',
  'pick.set',
  'pick.unset',
  'winners.set',
  'winner.remove',
  'category.create',
  'category.update',
  'category.reorder',
  'category.delete',
  /** How managed browsers get an item (none, pre-installed, required): details {from, to}. */
  'install_policy.set',
  /**
   * Browser groups ("group:<id>"): details {name} on create and delete, {changes: field names}
   * on update; an item's entry in a group ("group:<id>"): details {itemId, mode} or {itemId}.
   */
  'group.create',
  'group.update',
  'group.delete',
  'group_item.set',
  'group_item.clear',
  /**
   * A visitor's install request decided ("install_request:<id>"): details {itemId, groupId,
   * mode, requests: how many open requests the approval answered} or {itemId, groupId}.
   */
  'install_request.approve',
  'install_request.deny',
  /**
   * Items from elsewhere ("outside:<id>"): details {name, updateUrl, blocked} on create,
   * {changes: field names} on update, {name, groupEntries: how many group entries left} on delete.
   */
  'outside_item.create',
  'outside_item.update',
  'outside_item.delete',
  /**
   * A drift alert acknowledged ("fleet_alert:<id>"): details {kind, extensionId, name}. Only the
   * first acknowledgement is written; acknowledging it again changes nothing.
   */
  'fleet_alert.acknowledge',
  /** The curated mobile websites ("mobile_site:<id>", "mobile_sites" for the order). */
  'mobile_site.create',
  'mobile_site.update',
  'mobile_site.delete',
  'mobile_site.reorder',
  /** The framing check run again on request: details {url, before, after, detail}. */
  'mobile_site.check',
  /** The footer's social links ("social_links"): details {before, after}, each [{name, url}]. */
  'social_links.set',
  /** Event pages ("event:<id>"); publish and unpublish change only its state. */
  'event.create',
  'event.update',
  'event.publish',
  'event.unpublish',
  'event.delete',
] as const;
export const CurationAction = z.enum(CURATION_ACTIONS);
export type CurationAction = z.infer<typeof CurationAction>;
