import type { Product, ProductType } from '@lagoon/contract';

/** The kinds of cards an event page shows, named like the search's groups. */
export type EventGroupType = 'EXTENSION' | 'APP' | 'THEME';

export interface EventGroup {
  type: EventGroupType;
  items: Product[];
}

const GROUP_OF: Record<ProductType, EventGroupType | null> = {
  extension: 'EXTENSION',
  sidebar: 'EXTENSION',
  app: 'APP',
  pwa: 'APP',
  shortcut: 'APP',
  theme: 'THEME',
  curation: null,
};

/**
 * An event's items by kind, since wallpapers have cards of their own: each group keeps the
 * administrators' order, and the groups come in the order their first item does. Kinds an
 * event page does not show are left out.
 */
export function eventGroups(items: readonly Product[]): EventGroup[] {
  const groups: EventGroup[] = [];
  for (const item of items) {
    const type = GROUP_OF[item.productType];
    if (!type) continue;
    let group = groups.find((entry) => entry.type === type);
    if (!group) {
      group = { type, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
