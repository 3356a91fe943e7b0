import { describe, expect, it } from 'vitest';
import { answerChecks, drawOffer, updateDocument } from './update-answer.js';
import { parseUpdateChecks, type Release } from './update-protocol.js';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const OTHER = 'a'.repeat(32);
const TODAY = 7000;
const offer = (version: string): Release => ({
  status: 'available',
  version,
  codebase: `https://s.test/crx/${ID}/${version}.crx`,
  sha256: 'ab',
});

describe("the update service's answer", () => {
  it('writes an offer with its attributes escaped, drawn once for every check', () => {
    const drawn = drawOffer(ID, {
      status: 'available',
      version: '2.0',
      codebase: 'https://s.test/crx/a.crx?x=1&y="2"',
      sha256: 'ab',
    });
    expect(drawn.update?.toString()).toContain(
      'codebase="https://s.test/crx/a.crx?x=1&amp;y=&quot;2&quot;"',
    );
    const checks = parseUpdateChecks([`id=${ID}&v=1.0`, `id=${ID}&v=1.5`]);
    const { apps } = answerChecks(checks, [drawn, drawn], TODAY);
    expect(apps).toEqual([drawn.update, drawn.update]);
  });

  it('answers each id as asked: the package, noupdate, unknown, restricted or an invalid id', () => {
    const checks = parseUpdateChecks([
      `id=${ID}&v=1.0`,
      `id=${ID}&v=2.0`,
      `id=${ID}&v=10.0`,
      `id=${OTHER}&v=1.0`,
      'id=nope&v=1',
      `id=${'b'.repeat(32)}&v=1`,
    ]);
    const available = drawOffer(ID, offer('2.0'));
    const blocked = drawOffer(OTHER, { status: 'blocked' });
    const unknown = drawOffer('b'.repeat(32), { status: 'unknown' });
    const document = updateDocument(
      answerChecks(checks, [available, available, available, blocked, undefined, unknown], TODAY),
      { elapsedSeconds: 30, elapsedDays: TODAY },
    );
    expect(document.toString()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<gupdate xmlns="http://www.google.com/update2/response" protocol="2.0" server="lagoon">\n' +
        `  <daystart elapsed_seconds="30" elapsed_days="${TODAY}"/>\n` +
        `  <app appid="${ID}" status="ok">\n` +
        `    <updatecheck status="ok" codebase="https://s.test/crx/${ID}/2.0.crx" version="2.0" hash_sha256="ab"/>\n` +
        '  </app>\n' +
        `  <app appid="${ID}" status="ok">\n    <updatecheck status="noupdate"/>\n  </app>\n` +
        `  <app appid="${ID}" status="ok">\n    <updatecheck status="noupdate"/>\n  </app>\n` +
        `  <app appid="${OTHER}" status="restricted"/>\n` +
        '  <app appid="nope" status="error-invalidAppId"/>\n' +
        `  <app appid="${'b'.repeat(32)}" status="error-unknownApplication"/>\n` +
        '</gupdate>\n',
    );
  });

  it('writes the document as UTF-8 bytes of the length it says, with the day of each answer', () => {
    const checks = parseUpdateChecks([`id=${ID}&v=1.0`, `id=${encodeURIComponent('é<x>')}&v=1`]);
    const available = drawOffer(ID, offer('2.0'));
    const answered = answerChecks(checks, [available, undefined], TODAY);
    const first = updateDocument(answered, { elapsedSeconds: 30, elapsedDays: TODAY });
    const again = updateDocument(answered, { elapsedSeconds: 30, elapsedDays: TODAY });
    const later = updateDocument(answered, { elapsedSeconds: 31, elapsedDays: TODAY });
    const text = first.toString('utf8');
    expect(Buffer.byteLength(text)).toBe(first.length);
    expect(text).toContain('  <app appid="é&lt;x&gt;" status="error-invalidAppId"/>\n</gupdate>\n');
    expect(again.equals(first)).toBe(true);
    expect(later.toString()).toBe(text.replace('elapsed_seconds="30"', 'elapsed_seconds="31"'));
    expect(updateDocument(answered, null).toString()).toBe(
      text.replace(`  <daystart elapsed_seconds="30" elapsed_days="${TODAY}"/>\n`, ''),
    );
  });

  it('counts what the store could know: no invalid or foreign id, a new install only when offered', () => {
    const checks = parseUpdateChecks([
      `id=${ID}&v=0.0.0.0&installsource=policy&uc`,
      `id=${OTHER}&v=2.0&ping=${encodeURIComponent('r=1')}`,
      'id=nope&v=1',
      `id=${'c'.repeat(32)}&v=1.0`,
      `id=${ID}&v=2.0`,
    ]);
    const available = drawOffer(ID, offer('2.0'));
    const current = drawOffer(OTHER, offer('2.0'));
    const foreign = drawOffer('c'.repeat(32), { status: 'unknown', foreign: true });
    const answered = answerChecks(
      checks,
      [available, current, undefined, foreign, available],
      TODAY,
    );
    expect(answered.items).toEqual([
      { itemId: ID, reportsActive: false, installsNew: true },
      { itemId: OTHER, reportsActive: true, installsNew: false },
      { itemId: ID, reportsActive: false, installsNew: false },
    ]);
    expect(answered.versions).toEqual([
      { id: ID, version: '0.0.0.0', offered: '2.0' },
      { id: OTHER, version: '2.0', offered: null },
      { id: ID, version: '2.0', offered: null },
    ]);
  });
});
