import type { MobileSite, MobileSiteCategory } from '@lagoon/contract';

export interface MobileSiteGroup {
  category: MobileSiteCategory;
  sites: MobileSite[];
}

/**
 * The sites by category, in the console's order: a category comes where its first site is, and
 * its sites keep their order.
 */
export function groupMobileSites(sites: readonly MobileSite[]): MobileSiteGroup[] {
  const groups = new Map<MobileSiteCategory, MobileSiteGroup>();
  for (const site of sites) {
    const group = groups.get(site.category);
    if (group) group.sites.push(site);
    else groups.set(site.category, { category: site.category, sites: [site] });
  }
  return [...groups.values()];
}

/**
 * True when the site is shown inside the panel. Only a site the store found willing to be
 * framed is; one that refuses, or whose answer the store could not read, opens in a new tab.
 */
export function opensInPanel(site: Pick<MobileSite, 'framing'>): boolean {
  return site.framing === 'allowed';
}

/** The host a row shows under the site's name: "m.example.com" for https://m.example.com/news. */
export function siteHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
