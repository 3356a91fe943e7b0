import { describe, expect, it } from 'vitest';
import { MalformedUpdateCheck, parseUpdateChecks } from './update-protocol.js';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

describe('the update protocol', () => {
  it('reads plain and encoded entries alike, the first of each name, and refuses one without id', () => {
    const plain = `id=${ID}&v=1.2.0&installsource=policy&ping=r%3D1&uc`;
    const spelled = `installsource=ondemand&id=${ID}&v=1.2.0&v=9.9.9&ping=r=1&uc`;
    expect(parseUpdateChecks([plain, spelled, `id=${ID}&v=1.2&uc`])).toEqual([
      { id: ID, version: '1.2.0', firstInstall: false, rollCall: { days: 1, date: null } },
      { id: ID, version: '1.2.0', firstInstall: false, rollCall: { days: 1, date: null } },
      { id: ID, version: '1.2', firstInstall: false, rollCall: null },
    ]);
    expect(parseUpdateChecks(`id=${ID}&v=0.0.0.0`)[0]?.firstInstall).toBe(true);
    expect(parseUpdateChecks(`id=${ID}&v=not+a+version`)[0]?.version).toBe('0.0.0.0');
    expect(() => parseUpdateChecks(['v=1.0&uc'])).toThrow(MalformedUpdateCheck);
    expect(() => parseUpdateChecks(['id&v=1.0'])).toThrow(MalformedUpdateCheck);
    // A name is read whole: `idx` and `vv` are not `id` and `v`; a name without `=` is empty.
    expect(parseUpdateChecks([`idx=zz&id=${ID}&vv=9.9&v`])).toEqual([
      { id: ID, version: '0.0.0.0', firstInstall: false, rollCall: null },
    ]);
    expect(parseUpdateChecks([`id=${ID}&v=2.0&ping=rd=-1&`])[0]?.rollCall).toEqual({
      days: null,
      date: -1,
    });
  });
});
