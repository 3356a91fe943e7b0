import { HOME_GROUP_SIZE, HOME_HIGHLIGHT_COUNT } from '@lagoon/contract';

export interface HomeGroups<T> {
  highlighted: T[];
  groups: T[][];
}

/** The home list's layout (spec §9): the first 8 items highlighted, then groups of 24. */
export function splitHomeGroups<T>(items: readonly T[]): HomeGroups<T> {
  const highlighted = items.slice(0, HOME_HIGHLIGHT_COUNT);
  const groups: T[][] = [];
  for (let start = HOME_HIGHLIGHT_COUNT; start < items.length; start += HOME_GROUP_SIZE) {
    groups.push(items.slice(start, start + HOME_GROUP_SIZE));
  }
  return { highlighted, groups };
}
