import { describe, expect, it } from 'vitest';
import { ageOn, birthDateForAge } from './age.js';

describe('ages', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('2016-03-10', new Date('2026-03-09T12:00:00Z'))).toBe(9);
    expect(ageOn('2016-03-10', new Date('2026-03-10T12:00:00Z'))).toBe(10);
  });

  it('round-trips with birthDateForAge', () => {
    const today = new Date('2026-11-21T00:00:00Z');
    for (const age of [10, 13, 14, 40]) expect(ageOn(birthDateForAge(age, today), today)).toBe(age);
  });
});
