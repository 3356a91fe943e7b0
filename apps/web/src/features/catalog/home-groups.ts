import { HOME_GROUP_SIZE, HOME_HIGHLIGHT_COUNT } from '@lagoon/contract';

/** A home list item with the client-set hasFeature flag: the home highlights it. */
export type HomeItem<T> = T & { hasFeature: boolean };

export interface HomeGroups<T> {
  highlighted: T[];
  groups: T[][];
}

/** The home list as read, page after page, with hasFeature set on its first 8 items. */
export function readHomeList<T extends object>(
  pages: readonly { products: readonly T[] }[],
): HomeItem<T>[] {
  return pages
    .flatMap((page) => page.products)
    .map((item, index) => ({ ...item, hasFeature: index < HOME_HIGHLIGHT_COUNT }));
}

/** The home list's layout: the featured items highlighted, the rest in groups of 24. */
export function splitHomeGroups<T extends { hasFeature: boolean }>(
  items: readonly T[],
): HomeGroups<T> {
  const highlighted = items.filter((item) => item.hasFeature);
  const rest = items.filter((item) => !item.hasFeature);
  const groups: T[][] = [];
  for (let start = 0; start < rest.length; start += HOME_GROUP_SIZE) {
    groups.push(rest.slice(start, start + HOME_GROUP_SIZE));
  }
  return { highlighted, groups };
}
