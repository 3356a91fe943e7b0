import { z } from 'zod';
import { curationReason } from './curation.js';
import { Timestamp } from './entities.js';
import { Language } from './enums.js';
import { singleLineText } from './text-fields.js';

/**
 * Mobile websites: a curated list of sites made for narrow screens, which the sidebar store
 * (/sidebar/mobile) opens inside the browser's side panel. Administrators keep the list in the
 * console's Curation section (/admin/api/curation/mobile-sites); visitors read it through
 * GET /ajax/mobile-sites?hl=&category=.
 *
 * A site that forbids being shown inside another page (X-Frame-Options, or a CSP
 * frame-ancestors that leaves the store out) cannot be shown in the panel: the store checks
 * each site's answer when it is saved (and on request) and keeps the verdict in `framing`;
 * the panel opens `refused` and `unknown` sites in a new tab instead.
 */

export const MOBILE_SITE_NAME_MAX = 60;
export const MOBILE_SITE_URL_MAX = 2000;
/** Site icons: square PNG, JPEG or WebP pictures within these bounds (pixels a side). */
export const MOBILE_SITE_ICON_MIN_SIZE = 48;
export const MOBILE_SITE_ICON_MAX_SIZE = 512;
/** Largest site icon accepted, in bytes. */
export const MOBILE_SITE_ICON_MAX_BYTES = 1024 * 1024;
export const MOBILE_SITE_CATEGORIES = [
  'news',
  'search',
  'shopping',
  'social',
  'tools',
  'entertainment',
] as const;
export const MobileSiteCategory = z.enum(MOBILE_SITE_CATEGORIES);
export type MobileSiteCategory = z.infer<typeof MobileSiteCategory>;

/** What the store found when it asked the site whether it may be framed. */
export const MOBILE_SITE_FRAMING = ['allowed', 'refused', 'unknown'] as const;
export const MobileSiteFraming = z.enum(MOBILE_SITE_FRAMING);
export type MobileSiteFraming = z.infer<typeof MobileSiteFraming>;

/** A site as visitors get it. */
export const MobileSite = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  /** The icon's address in the store's files, or null to show the site's initial. */
  icon: z.string().nullable(),
  category: MobileSiteCategory,
  /** The interface language it is listed for; null for every language. */
  language: Language.nullable(),
  framing: MobileSiteFraming,
});
export type MobileSite = z.infer<typeof MobileSite>;

/** GET /ajax/mobile-sites: the list in the console's order. */
export const MobileSiteList = z.object({ items: z.array(MobileSite) });
export type MobileSiteList = z.infer<typeof MobileSiteList>;

/** A site as the console edits it. */
export const AdminMobileSite = MobileSite.extend({
  position: z.number().int(),
  /** What the framing check saw (a header, a refusal, a network error), for the console. */
  framingDetail: z.string().nullable(),
  checkedAt: Timestamp.nullable(),
  createAt: Timestamp,
});
export type AdminMobileSite = z.infer<typeof AdminMobileSite>;

export const AdminMobileSiteList = z.object({ items: z.array(AdminMobileSite) });
export type AdminMobileSiteList = z.infer<typeof AdminMobileSiteList>;

const SiteUrl = z
  .string()
  .trim()
  .min(1, 'admin.curation.mobileSite.url.required')
  .max(MOBILE_SITE_URL_MAX, 'admin.curation.mobileSite.url.invalid')
  .refine(
    (value) => /^https?:\/\/[^\s/]+[^\s]*$/i.test(value),
    'admin.curation.mobileSite.url.invalid',
  );

const siteFields = {
  name: singleLineText()
    .trim()
    .min(1, 'admin.curation.mobileSite.name.required')
    .max(MOBILE_SITE_NAME_MAX, 'admin.curation.mobileSite.name.max'),
  url: SiteUrl,
  /** An image uploaded before through POST /admin/api/curation/mobile-site-icons, or null. */
  icon: z.string().max(300).nullable().optional(),
  category: MobileSiteCategory,
  language: Language.nullable().optional(),
};

/** POST /admin/api/curation/mobile-sites (new sites go last; the framing check runs at once). */
export const MobileSiteCreateInput = z.object({ ...siteFields, reason: curationReason });
export type MobileSiteCreateInput = z.input<typeof MobileSiteCreateInput>;

/** PATCH /admin/api/curation/mobile-sites/{id}: the fields to change (a new URL is checked again). */
export const MobileSiteUpdateInput = z.object({
  name: siteFields.name.optional(),
  url: SiteUrl.optional(),
  icon: siteFields.icon,
  category: MobileSiteCategory.optional(),
  language: siteFields.language,
  position: z.number().int().min(0).max(10_000).optional(),
  reason: curationReason,
});
export type MobileSiteUpdateInput = z.input<typeof MobileSiteUpdateInput>;

/** POST /admin/api/curation/mobile-sites/reorder: every site, in the new order. */
export const MobileSiteReorderInput = z.object({
  ids: z.array(z.string().regex(/^\d{1,15}$/)).max(500),
  reason: curationReason,
});
export type MobileSiteReorderInput = z.input<typeof MobileSiteReorderInput>;

/** POST /admin/api/curation/mobile-site-icons: a checked, stored icon for a site to use. */
export const MobileSiteIconUpload = z.object({
  icon: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MobileSiteIconUpload = z.infer<typeof MobileSiteIconUpload>;
