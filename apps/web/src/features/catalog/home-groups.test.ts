import { HOME_GROUP_SIZE, HOME_HIGHLIGHT_COUNT, HOME_PAGE_SIZE } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { HOME_FIRST_READ, listPageAt, splitHomeGroups } from './home-groups';

/** A list as the server answers it: hasFeature on its first 8 items. */
const list = (count: number) =>
  Array.from({ length: count }, (_, id) => ({ id, hasFeature: id < HOME_HIGHLIGHT_COUNT }));

describe('home groups', () => {
  it('reads the 8 highlighted items with the first group of 24, then one group at a time', () => {
    expect(HOME_FIRST_READ).toBe(32);
    expect(listPageAt(true, 0)).toEqual({ offset: 0, size: 32 });
    expect(listPageAt(true, 31)).toEqual({ offset: 0, size: 32 });
    expect(listPageAt(true, 32)).toEqual({ offset: 32, size: HOME_GROUP_SIZE });
    expect(listPageAt(true, 60)).toEqual({ offset: 56, size: HOME_GROUP_SIZE });
    // Anything odd in an address reads the first page.
    expect(listPageAt(true, -5)).toEqual({ offset: 0, size: 32 });
    expect(listPageAt(true, Number.NaN)).toEqual({ offset: 0, size: 32 });
  });

  it('reads other lists in pages of 10', () => {
    expect(listPageAt(false, 0)).toEqual({ offset: 0, size: HOME_PAGE_SIZE });
    expect(listPageAt(false, 25)).toEqual({ offset: 20, size: HOME_PAGE_SIZE });
  });

  it('highlights the first 8 items, then fills groups of 24, one per page read', () => {
    const { highlighted, groups } = splitHomeGroups(list(HOME_FIRST_READ + 2 * HOME_GROUP_SIZE));
    expect(highlighted.map((item) => item.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(groups.map((group) => group.length)).toEqual([24, 24, 24]);
    expect(groups[1]?.[0]?.id).toBe(32);
  });

  it('highlights the items that have the feature flag, wherever they are', () => {
    const items = [3, 0, 9, 1].map((id) => ({ id, hasFeature: id % 3 === 0 }));
    const { highlighted, groups } = splitHomeGroups(items);
    expect(highlighted.map((item) => item.id)).toEqual([3, 0, 9]);
    expect(groups).toEqual([[{ id: 1, hasFeature: false }]]);
  });

  it('has no groups while the highlighted row is not full', () => {
    const { highlighted, groups } = splitHomeGroups(list(3));
    expect(highlighted.map((item) => item.id)).toEqual([0, 1, 2]);
    expect(groups).toEqual([]);
  });
});
