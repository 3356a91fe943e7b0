import { describe, expect, it } from 'vitest';
import {
  MalformedUpdateCheck,
  parseUpdateChecks,
  renderUpdateResponse,
} from './update-protocol.js';

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
  });

  it('writes an offer with its attributes escaped, the same each time it is sent', () => {
    const update = { version: '2.0', codebase: 'https://s.test/crx/a.crx?x=1&y="2"', sha256: 'ab' };
    const once = renderUpdateResponse([{ id: ID, status: 'ok', update }]);
    expect(once).toContain('codebase="https://s.test/crx/a.crx?x=1&amp;y=&quot;2&quot;"');
    expect(renderUpdateResponse([{ id: ID, status: 'ok', update }])).toBe(once);
  });
});
