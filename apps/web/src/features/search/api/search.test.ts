import { describe, expect, it } from 'vitest';
import { readSearchGroups } from './search';

describe('search groups', () => {
  it('orders EXTENSION, THEME, APP and merges PWA and SHORTCUT into APP', () => {
    const groups = readSearchGroups([
      { type: 'APP', totalCount: 1, items: [] },
      { type: 'PWA', totalCount: 2, items: [] },
      { type: 'EXTENSION', totalCount: 5, items: [] },
      { type: 'SHORTCUT', totalCount: 3, items: [] },
    ]);
    expect(groups.map((group) => [group.type, group.totalCount])).toEqual([
      ['EXTENSION', 5],
      ['THEME', 0],
      ['APP', 6],
    ]);
  });

  it('reads a malformed answer as no results', () => {
    expect(readSearchGroups(null).every((group) => group.totalCount === 0)).toBe(true);
  });
});
