import { describe, expect, it } from 'vitest';
import { usageDayOf } from '../usage/usage-day.js';
import { reportsToday } from './check-counts.js';
import { dayStartOf, parseUpdateChecks, protocolDayOf } from './update-protocol.js';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const TODAY = 7000;

/** The roll-call of one check as Chromium writes it: `ping=` + the escaped value, in `x`. */
const rollCallOf = (ping: string) =>
  parseUpdateChecks(`id=${ID}&v=1.0&uc&ping=${encodeURIComponent(ping)}`)[0]!.rollCall;

describe('roll-calls', () => {
  it('reads the days form: the first report (-1) and reports on a later day count', () => {
    expect(reportsToday(rollCallOf('r=-1&e=1'), TODAY)).toBe(true);
    expect(reportsToday(rollCallOf('r=1&e=1'), TODAY)).toBe(true);
    expect(reportsToday(rollCallOf('r=12&e=0&dr=1&a=3'), TODAY)).toBe(true);
    expect(reportsToday(rollCallOf('r=0'), TODAY)).toBe(false);
    expect(reportsToday(rollCallOf('a=1'), TODAY)).toBe(false);
    expect(reportsToday(rollCallOf('r=one'), TODAY)).toBe(false);
    expect(reportsToday(null, TODAY)).toBe(false);
  });

  it('reads the date form first, and the days form when the date is unknown (-2)', () => {
    expect(reportsToday(rollCallOf(`rd=${TODAY - 1}`), TODAY)).toBe(true);
    expect(reportsToday(rollCallOf('rd=-1'), TODAY)).toBe(true);
    expect(reportsToday(rollCallOf(`rd=${TODAY}&r=1`), TODAY)).toBe(false);
    expect(reportsToday(rollCallOf(`rd=${TODAY + 1}`), TODAY)).toBe(false);
    expect(reportsToday(rollCallOf('rd=-2&r=3'), TODAY)).toBe(true);
    expect(reportsToday(rollCallOf('rd=-2'), TODAY)).toBe(false);
  });
});

describe('the day', () => {
  it('is the UTC calendar day, numbered from 2007-01-01 as the update protocol does', () => {
    const moment = new Date('2026-11-21T23:59:30Z');
    expect(usageDayOf(moment)).toBe('2026-11-21');
    expect(protocolDayOf(new Date('2007-01-01T00:00:00Z'))).toBe(0);
    expect(protocolDayOf(new Date('2007-01-02T00:00:00Z'))).toBe(1);
    expect(dayStartOf(moment)).toEqual({
      elapsedSeconds: 24 * 60 * 60 - 30,
      elapsedDays: protocolDayOf(moment),
    });
  });
});
