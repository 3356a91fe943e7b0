import type { AdminSocialLinks, SocialLinksInput } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

const path = '/admin/api/curation/social-links';

/** GET social-links: the footer's list and whether the console or STORE_LINKS set it. */
export function getSocialLinks(signal?: AbortSignal): Promise<AdminSocialLinks> {
  return api.get<AdminSocialLinks>(path, { signal });
}

/** PUT social-links: the whole list, in the footer's order. */
export function saveSocialLinks(input: SocialLinksInput): Promise<AdminSocialLinks> {
  return api.put<AdminSocialLinks>(path, { body: input });
}
