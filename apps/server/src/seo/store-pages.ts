import { EXTENSION_FILTERS, EXTENSION_SORTS, THEME_LISTS } from '@lagoon/contract';
import type { Config } from '../config/config.js';

/** The store's own documents live under this path; the footer links name which ones it uses. */
const POLICY_PREFIX = '/policies/';

/**
 * The documents the footer links to that this store serves itself. An operator who points a
 * link at another site (STORE_LINKS) has that page there, so the store's default text under
 * /policies/ is not advertised for it.
 */
function policyPaths(config: Pick<Config, 'links' | 'publicUrl'>): string[] {
  const own = new URL(config.publicUrl).origin;
  const { social: _social, ...documents } = config.links;
  const paths = Object.values(documents).flatMap((link) => {
    const url = URL.parse(link, config.publicUrl);
    if (!url || url.origin !== own || !url.pathname.startsWith(POLICY_PREFIX)) return [];
    return [url.pathname];
  });
  return [...new Set(paths)];
}

/**
 * The store's public pages other than item details, as paths: the extension lists in both
 * sorts with each filter, the contest years that have winners, the wallpaper lists, the web
 * apps (notebook edition only, where that section exists), the event pages visitors can open
 * now and the store's own documents.
 */
export function storePagePaths(
  config: Pick<Config, 'links' | 'publicUrl' | 'notebookEdition'>,
  winnerYears: readonly number[],
  eventSlugs: readonly string[],
): string[] {
  const extensionLists = EXTENSION_SORTS.flatMap((sort) => [
    `/extensions/${sort}`,
    ...EXTENSION_FILTERS.map((filter) => `/extensions/${sort}/${filter}`),
  ]);
  return [
    ...extensionLists,
    ...winnerYears.map((year) => `/extensions/winners/${year}`),
    ...THEME_LISTS.map((list) => `/wallpapers/${list}`),
    ...(config.notebookEdition ? ['/whaleapps'] : []),
    ...eventSlugs.map((slug) => `/event/${slug}`),
    ...policyPaths(config),
  ];
}
