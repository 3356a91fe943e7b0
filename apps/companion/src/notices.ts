import { Banner, stripXssiPrefix } from '@lagoon/contract';
import { z } from 'zod';
import type { Notice } from './kept-wallpaper.js';
import { parseUrl } from './parse-url.js';

/** How many notices the new tab shows at most. */
export const NOTICES_MAX = 5;
const TITLE_MAX = 200;

/** The store's live home banners, in a language: what the new tab shows as notices. */
export function noticesUrl(origin: string, language: string): string {
  return `${origin}/ajax/banner/home-inline?hl=${encodeURIComponent(language)}`;
}

const BannerList = z.array(Banner.pick({ title: true, linkUrl: true, image: true }));

function absolute(address: string, origin: string): URL | null {
  const url = parseUrl(address.trim(), origin);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}

/**
 * The notices in the body of `GET /ajax/banner/home-inline` (with or without the XSSI prefix):
 * the title as plain text, the link made absolute (http and https only: a banner whose link is
 * anything else is left out), and the image only when it is on the store, since the new tab
 * loads it from there. Throws when the body is not a list of banners.
 */
export function parseNotices(body: string, origin: string): Notice[] {
  const banners = BannerList.parse(JSON.parse(stripXssiPrefix(body)));
  const notices: Notice[] = [];
  for (const banner of banners) {
    const title = banner.title.trim().slice(0, TITLE_MAX);
    const link = absolute(banner.linkUrl, origin);
    if (!title || !link) continue;
    const image = absolute(banner.image, origin);
    notices.push({
      title,
      link: link.href,
      image: image && image.origin === origin ? image.href : null,
    });
    if (notices.length === NOTICES_MAX) break;
  }
  return notices;
}
