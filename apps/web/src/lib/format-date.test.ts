import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows a calendar date as that day in every time zone', () => {
    expect(formatDate('2026-11-01', 'en')).toBe('November 1, 2026');
    expect(formatDate('2026-11-01', 'ko')).toBe('2026년 11월 1일');
  });

  it('gives null for values that are not dates', () => {
    expect(formatDate('soon', 'en')).toBeNull();
    expect(formatDate('', 'en')).toBeNull();
  });

  it('dates a review by its UTC day in the interface language', () => {
    expect(formatDate('2026-03-04T23:30:00.000Z', 'en', 'medium', 'UTC')).toBe('Mar 4, 2026');
    expect(formatDate('2026-03-04T23:30:00.000Z', 'ko', 'medium', 'UTC')).toBe('2026. 3. 4.');
    expect(formatDate('not a date', 'en', 'medium', 'UTC')).toBeNull();
  });

  it('labels chart days without slipping to the day before', () => {
    expect(formatDate('2026-11-01', 'en', 'shortDay')).toBe('Nov 1');
    expect(formatDate('x', 'en', 'shortDay')).toBeNull();
  });

  it('writes a moment with its time for the logs', () => {
    const moment = '2026-11-21T16:05:00Z';
    const local = new Date(moment);
    expect(formatDate(moment, 'en', 'dateTime')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(local),
    );
    expect(formatDate('never', 'en', 'dateTime')).toBeNull();
  });
});
