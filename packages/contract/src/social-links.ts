import { z } from 'zod';
import { curationReason } from './curation.js';
import { SocialLink } from './entities.js';

/**
 * The footer's social links (the store's blog, channels, community), which administrators keep
 * in the console's Curation section: GET and PUT /admin/api/curation/social-links. Once saved
 * there, the console's list is what GET /ajax/config answers in `links.social`; until then the
 * footer shows the list of the server's STORE_LINKS setting (none by default). Messages of field
 * rules are catalog keys of the web app (admin.curation.socialLinks.*).
 */

export const SOCIAL_LINKS_MAX = 8;
export const SOCIAL_LINK_NAME_MAX = 40;
export const SOCIAL_LINK_URL_MAX = 500;

/** An address a visitor's browser opens in a new tab: http or https, with a host. */
export function isSocialLinkUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const SocialLinkInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'admin.curation.socialLinks.name.required')
    .max(SOCIAL_LINK_NAME_MAX, 'admin.curation.socialLinks.name.max')
    .regex(/^[^\r\n\t]*$/, 'admin.curation.socialLinks.name.required'),
  url: z
    .string()
    .trim()
    .min(1, 'admin.curation.socialLinks.url.required')
    .max(SOCIAL_LINK_URL_MAX, 'admin.curation.socialLinks.url.invalid')
    .refine(isSocialLinkUrl, 'admin.curation.socialLinks.url.invalid'),
});
export type SocialLinkInput = z.input<typeof SocialLinkInput>;

/** PUT /admin/api/curation/social-links: the whole list, in the footer's order. */
export const SocialLinksInput = z.object({
  links: z.array(SocialLinkInput).max(SOCIAL_LINKS_MAX, 'admin.curation.socialLinks.max'),
  reason: curationReason,
});
export type SocialLinksInput = z.input<typeof SocialLinksInput>;

/** Where the footer's social links come from now. */
export const SOCIAL_LINKS_SOURCES = ['console', 'configuration'] as const;
export const SocialLinksSource = z.enum(SOCIAL_LINKS_SOURCES);
export type SocialLinksSource = z.infer<typeof SocialLinksSource>;

/** GET and PUT /admin/api/curation/social-links: the footer's list and where it comes from. */
export const AdminSocialLinks = z.object({
  links: z.array(SocialLink),
  /** console: saved here; configuration: the STORE_LINKS setting, until the console saves one. */
  source: SocialLinksSource,
});
export type AdminSocialLinks = z.infer<typeof AdminSocialLinks>;
