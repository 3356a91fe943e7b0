import { describe, expect, it } from 'vitest';
import { splitHomeGroups } from './home-groups';

describe('home groups', () => {
  it('highlights the first 8 items, then fills groups of 24', () => {
    const items = Array.from({ length: 60 }, (_, index) => index);
    const { highlighted, groups } = splitHomeGroups(items);
    expect(highlighted).toEqual(items.slice(0, 8));
    expect(groups.map((group) => group.length)).toEqual([24, 24, 4]);
    expect(groups[1]?.[0]).toBe(32);
  });

  it('has no groups while the highlighted row is not full', () => {
    expect(splitHomeGroups([1, 2, 3])).toEqual({ highlighted: [1, 2, 3], groups: [] });
  });
});
