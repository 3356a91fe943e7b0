import { describe, expect, it } from 'vitest';
import { readHomeList, splitHomeGroups } from './home-groups';

const page = (from: number, count: number) => ({
  products: Array.from({ length: count }, (_, index) => ({ id: from + index })),
});

describe('home groups', () => {
  it('sets hasFeature on the first 8 items of the list, across pages', () => {
    const items = readHomeList([page(0, 5), page(5, 10), page(15, 10)]);
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 25 }, (_, index) => index));
    expect(items.filter((item) => item.hasFeature).map((item) => item.id)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(readHomeList([])).toEqual([]);
  });

  it('highlights the first 8 items, then fills groups of 24', () => {
    const items = readHomeList([page(0, 60)]);
    const { highlighted, groups } = splitHomeGroups(items);
    expect(highlighted.map((item) => item.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(groups.map((group) => group.length)).toEqual([24, 24, 4]);
    expect(groups[1]?.[0]?.id).toBe(32);
  });

  it('highlights the items that have the feature flag, wherever they are', () => {
    const items = [3, 0, 9, 1].map((id) => ({ id, hasFeature: id % 3 === 0 }));
    const { highlighted, groups } = splitHomeGroups(items);
    expect(highlighted.map((item) => item.id)).toEqual([3, 0, 9]);
    expect(groups).toEqual([[{ id: 1, hasFeature: false }]]);
  });

  it('has no groups while the highlighted row is not full', () => {
    const { highlighted, groups } = splitHomeGroups(readHomeList([page(0, 3)]));
    expect(highlighted.map((item) => item.id)).toEqual([0, 1, 2]);
    expect(groups).toEqual([]);
  });
});
