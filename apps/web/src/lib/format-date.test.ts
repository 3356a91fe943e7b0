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
});
