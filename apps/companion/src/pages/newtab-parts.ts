/**
 * The pieces of the new tab around the photo and the clock: the most visited sites, the
 * store's notices and the link to the store. Each is filled from what the browser and the
 * companion keep locally; none waits for the network.
 */
import type { KeptNotices, KeptWallpaper } from '../kept-wallpaper.js';
import { parseUrl } from '../parse-url.js';
import type { PageStrings } from './strings.js';

const TOP_SITES_MAX = 8;

function isWebAddress(address: string): boolean {
  const url = parseUrl(address);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
}

/** The site's icon as the browser keeps it (the `favicon` permission). */
function faviconUrl(pageUrl: string): string {
  const url = new URL(chrome.runtime.getURL('/_favicon/'));
  url.searchParams.set('pageUrl', pageUrl);
  url.searchParams.set('size', '32');
  return url.href;
}

/** The visitor's most visited sites (`chrome.topSites`), up to eight, with their icons. */
export async function showTopSites(list: HTMLElement, strings: PageStrings): Promise<void> {
  const sites = (await chrome.topSites.get())
    .filter((site) => isWebAddress(site.url))
    .slice(0, TOP_SITES_MAX);
  if (sites.length === 0) return;
  list.setAttribute('aria-label', strings.topSites);
  const items = sites.map((site) => {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.className = 'site';
    link.href = site.url;
    const icon = document.createElement('img');
    icon.src = faviconUrl(site.url);
    icon.alt = '';
    icon.width = 32;
    icon.height = 32;
    const name = document.createElement('span');
    name.className = 'site-name';
    name.textContent = site.title || new URL(site.url).hostname;
    link.append(icon, name);
    item.append(link);
    return item;
  });
  list.querySelector('ul')?.replaceChildren(...items);
  list.hidden = false;
}

/**
 * The store's notices kept by the companion, when they were read for the wallpaper's store
 * and language. Titles are text; links and images were checked when they were read.
 */
export function showNotices(
  section: HTMLElement,
  notices: KeptNotices | undefined,
  kept: KeptWallpaper,
  strings: PageStrings,
): void {
  const origin = parseUrl(kept.theme.storeUrl)?.origin;
  if (!notices || notices.origin !== origin || notices.language !== kept.theme.language) return;
  const items = notices.items
    .filter((notice) => isWebAddress(notice.link))
    .map((notice) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.className = 'notice';
      link.href = notice.link;
      if (notice.image && isWebAddress(notice.image)) {
        const image = document.createElement('img');
        image.src = notice.image;
        image.alt = '';
        image.loading = 'lazy';
        link.append(image);
      }
      const title = document.createElement('span');
      title.textContent = notice.title;
      link.append(title);
      item.append(link);
      return item;
    });
  if (items.length === 0) return;
  const heading = section.querySelector('h2');
  if (heading) heading.textContent = strings.notices;
  section.querySelector('ul')?.replaceChildren(...items);
  section.hidden = false;
}

/** The link to the wallpaper's page in the store, or to the store's wallpapers. */
export function showStoreLink(
  slot: HTMLElement,
  address: string | null,
  text: string,
  name?: string,
): void {
  if (!address || !isWebAddress(address)) return;
  const link = document.createElement('a');
  link.className = 'store-link';
  link.dataset.testid = 'newtab-store-link';
  link.href = address;
  if (name) {
    const title = document.createElement('strong');
    title.textContent = name;
    link.append(title);
  }
  const label = document.createElement('span');
  label.className = 'store-link-label';
  label.textContent = text;
  link.append(label);
  slot.replaceChildren(link);
}
