import type { ItemUsage, UsageDay } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { countsInstalls, peakOf, statsPath, summarize, usageRangeFor } from './usage-model';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

function day(date: string, values: Partial<UsageDay> = {}): UsageDay {
  return {
    day: date,
    activeInstalls: 0,
    newInstalls: 0,
    updateChecks: 0,
    ratings: 0,
    ratingAverage: null,
    ...values,
  };
}

function usage(days: UsageDay[], today = '2026-11-21'): ItemUsage {
  return {
    extensionId: ID,
    name: 'Paper Trail',
    icon: null,
    productType: 'extension',
    from: days[0]?.day ?? today,
    to: days.at(-1)?.day ?? today,
    today,
    days,
    rating: { count: 0, average: null },
  };
}

describe('the range and the address', () => {
  it('asks for the last days ending today, across a month end', () => {
    expect(usageRangeFor(7, '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(usageRangeFor(1, '2026-03-03')).toEqual({ from: '2026-03-03', to: '2026-03-03' });
    expect(statsPath(ID, 90)).toBe(`/developers/stats/${ID}?days=90`);
  });

  it('counts installations of extensions, not of web apps', () => {
    expect(countsInstalls('extension')).toBe(true);
    expect(countsInstalls('pwa')).toBe(false);
    expect(countsInstalls('app')).toBe(false);
  });
});

describe('summarize', () => {
  it('adds up checks, new installations and ratings, and takes active installations of today', () => {
    const summary = summarize(
      usage([
        day('2026-11-19', { activeInstalls: 3, updateChecks: 9, newInstalls: 1, ratings: 2 }),
        day('2026-11-20'),
        day('2026-11-21', { activeInstalls: 2, updateChecks: 4 }),
      ]),
    );
    expect(summary).toEqual({
      activeToday: 2,
      updateChecks: 13,
      newInstalls: 1,
      ratings: 2,
      anyActive: true,
      empty: false,
    });
  });

  it('tells checks without any active installation apart from nothing at all', () => {
    const checksOnly = summarize(usage([day('2026-11-21', { updateChecks: 5 })]));
    expect(checksOnly).toMatchObject({ anyActive: false, empty: false, activeToday: 0 });
    const nothing = summarize(usage([day('2026-11-20'), day('2026-11-21')]));
    expect(nothing.empty).toBe(true);
    // A range that ended before today has no "today".
    expect(summarize(usage([day('2026-11-01')])).activeToday).toBeNull();
  });

  it('finds the first day with the most of a series', () => {
    const days = [
      day('2026-11-19', { updateChecks: 2 }),
      day('2026-11-20', { updateChecks: 7 }),
      day('2026-11-21', { updateChecks: 7 }),
    ];
    expect(peakOf(days, 'updateChecks')).toEqual({ day: '2026-11-20', value: 7 });
    expect(peakOf([], 'ratings')).toBeNull();
  });
});
