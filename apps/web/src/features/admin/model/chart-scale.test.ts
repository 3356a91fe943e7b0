import { describe, expect, it } from 'vitest';
import { dayRange } from '../../../components/charts/chart-scale';
import { viewedPaths, viewsPerDay } from './chart-scale';

describe('page views per day', () => {
  const views = [
    { day: '2026-11-19', path: '/extensions', count: 4 },
    { day: '2026-11-19', path: '/search', count: 1 },
    { day: '2026-11-21', path: '/extensions', count: 2 },
    { day: '2026-10-01', path: '/extensions', count: 99 },
  ];
  const days = dayRange(3, '2026-11-21');

  it('adds up every path per day and fills the quiet days with zero', () => {
    expect(viewsPerDay(views, days, null)).toEqual([
      { day: '2026-11-19', count: 5 },
      { day: '2026-11-20', count: 0 },
      { day: '2026-11-21', count: 2 },
    ]);
  });

  it('counts one path when asked', () => {
    expect(viewsPerDay(views, days, '/search').map((row) => row.count)).toEqual([1, 0, 0]);
  });

  it('offers the paths most viewed first', () => {
    expect(viewedPaths(views)).toEqual(['/extensions', '/search']);
  });
});
