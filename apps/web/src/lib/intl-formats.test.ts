import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('hands out one formatter per language and options, each writing as its own', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en').format(75068)).toBe('75,068');
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1.25)).toBe('1.3');
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en'));
    const korean = dateTimeFormat('ko', { dateStyle: 'long', timeZone: 'UTC' });
    expect(korean).toBe(dateTimeFormat('ko', { dateStyle: 'long', timeZone: 'UTC' }));
    expect(korean.format(new Date('2026-11-01T00:00:00Z'))).toBe('2026년 11월 1일');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(0))).toBe(
      'January 1, 1970',
    );
  });

  it('refuses a language Intl refuses, every time', () => {
    expect(() => numberFormat('not a language!')).toThrow(RangeError);
    expect(() => numberFormat('not a language!')).toThrow(RangeError);
  });
});
