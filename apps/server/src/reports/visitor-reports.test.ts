import {
  errorMessage,
  ITEM_REPORT_TEXT_MAX,
  type ItemReport,
  RATING_WRITES_PER_HOUR,
  XSRF_HEADER,
} from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { floodScope } from '../ratings/flood-limit.js';
import { errorOf, expectError, jsonOf } from '../test/app.js';
import { createItem, createUser, signedInUser } from '../test/factories.js';
import {
  anonymous,
  creatorId,
  developer,
  fieldCodes,
  harbor,
  newItem,
  report,
  snapshot,
  t,
  useItemReportsApp,
  visitor,
  visitorId,
} from '../test/item-reports.js';
import { fileItemReport } from './report-commands.js';

/* A visitor's report of an item: what is filed, what is refused, and the hourly limit. */

useItemReportsApp();

describe('a visitor reports an item', () => {
  it('files a report of a listed item and answers it', async () => {
    const response = await report(visitor, harbor, {
      reason: 'malware',
      text: '  It sends every page I visit to a server abroad.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const filed = jsonOf<ItemReport>(response);
    expect(filed).toEqual({
      reportId: expect.stringMatching(/^[1-9][0-9]*$/) as string,
      extensionId: harbor,
      reason: 'malware',
      text: 'It sends every page I visit to a server abroad.',
      createAt: expect.any(String) as string,
    });
    const row = await t.database.db
      .selectFrom('item_reports')
      .selectAll()
      .where('id', '=', Number(filed.reportId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ item_id: harbor, reporter_id: visitorId, closed_at: null });
  });

  it('keeps an optional text out when blank, and needs none but for "other"', async () => {
    const reporter = (await signedInUser(t, { nickname: 'Quiet Reporter' })).client;
    const response = await report(reporter, harbor, { reason: 'spam', text: '   ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(jsonOf<ItemReport>(response)).toMatchObject({ reason: 'spam', text: null });
    const longest = await report(reporter, await newItem('Long Story'), {
      reason: 'copyright',
      text: 'x'.repeat(ITEM_REPORT_TEXT_MAX),
    });
    expect(longest.statusCode, longest.body).toBe(201);
    const other = await report(reporter, await newItem('Other Thing'), {
      reason: 'other',
      text: 'Pretends to be a bank.',
    });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('takes one open report per account and item, in both languages', async () => {
    const before = await snapshot();
    const again = await report(visitor, harbor, { reason: 'copyright' });
    expectError(again, 409, 'ITEM_ALREADY_REPORTED');
    expect(errorOf(again).message).toBe(errorMessage('ITEM_ALREADY_REPORTED', 'en'));
    const korean = await report(visitor, harbor, { reason: 'spam' }, '?hl=ko');
    expect(errorOf(korean).message).toBe(errorMessage('ITEM_ALREADY_REPORTED', 'ko'));
    expect(await snapshot()).toEqual(before);
  });

  it('decides between two reports sent at once by one account: one is filed', async () => {
    const item = await newItem('Twice Reported');
    const responses = await Promise.all([
      report(visitor, item, { reason: 'spam' }),
      report(visitor, item, { reason: 'malware' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .selectFrom('item_reports')
      .select('id')
      .where('item_id', '=', item)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with the contract codes and changes nothing', async () => {
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{}, 'itemReports.reason.required'],
      [{ reason: 'scam' }, 'itemReports.reason.required'],
      [{ reason: 42 }, 'itemReports.reason.required'],
      [{ reason: 'other' }, 'itemReports.text.required'],
      [{ reason: 'other', text: '  \n ' }, 'itemReports.text.required'],
      [{ reason: 'spam', text: 'x'.repeat(ITEM_REPORT_TEXT_MAX + 1) }, 'itemReports.text.max'],
      [{ reason: 'spam', text: ['list'] }, 'itemReports.text.invalid'],
      [{ reason: 'spam', text: 'nul\u0000byte' }, 'text.invalidCharacter'],
      [{ reason: 'spam', text: '\uD800' }, 'text.invalidCharacter'],
    ];
    for (const [body, code] of cases) {
      const response = await report(visitor, harbor, body);
      expectError(response, 400, 'INVALID_REQUEST');
      expect(fieldCodes(response), JSON.stringify(body)).toContain(code);
      // The headline is the refused field's own words, not the generic ones.
      expect(errorOf(response).message).toBe(errorOf(response).fields?.[0]?.message);
      expect(errorOf(response).message).not.toBe(errorMessage('INVALID_REQUEST', 'en'));
    }
    const korean = await report(visitor, harbor, { reason: 'other' }, '?hl=ko');
    expect(errorOf(korean).message).toBe('“text” 값이 필요합니다.');
    const raw = await visitor.request({
      method: 'POST',
      url: `/ajax/extensions/${harbor}/reports`,
      headers: { 'content-type': 'application/json' },
      payload: '{"reason":',
    });
    expect(raw.statusCode).toBe(400);
    expectError(await report(visitor, 'not-an-id', { reason: 'spam' }), 400, 'INVALID_REQUEST');
    expect(await snapshot()).toEqual(before);
  });

  it('is for signed-in visitors with the anti-forgery token, whatever they send', async () => {
    const before = await snapshot();
    for (const body of [{ reason: 'spam' }, { reason: 'nonsense' }, {}]) {
      expectError(await report(anonymous, harbor, body), 401, 'LOGIN_REQUIRED');
    }
    const forged = await visitor.request({
      method: 'POST',
      url: `/ajax/extensions/${harbor}/reports`,
      headers: { [XSRF_HEADER.toLowerCase()]: 'another-token' },
      payload: { reason: 'spam' },
    });
    expectError(forged, 403, 'XSRF_TOKEN_MISMATCH');
    expect(await snapshot()).toEqual(before);
  });

  it('answers not-found for items visitors cannot see, and closed for blocked ones', async () => {
    const db = t.database.db;
    const draftOnly = await createItem(db, { creatorId, reviewState: 'PREPARE_FOR_SUBMISSION' });
    const testers = await createItem(db, { creatorId, visibility: 'TRUSTED_TESTER' });
    const turnedPrivate = await createItem(db, { creatorId });
    await db
      .updateTable('items')
      .set({ private_at: new Date() })
      .where('id', '=', turnedPrivate.id)
      .execute();
    const blocked = await createItem(db, { creatorId, blocked: true });
    const unlisted = await createItem(db, { creatorId, visibility: 'UNLISTED' });
    const before = await snapshot();
    for (const id of ['a'.repeat(32), draftOnly.id, testers.id, turnedPrivate.id]) {
      expectError(await report(visitor, id, { reason: 'spam' }), 404, 'EXTENSION_NOT_FOUND');
      // Its owner, who can preview it, cannot report it either: visitors cannot see it.
      expectError(await report(developer, id, { reason: 'spam' }), 404, 'EXTENSION_NOT_FOUND');
    }
    const closed = await report(visitor, blocked.id, { reason: 'malware' });
    expectError(closed, 403, 'ITEM_REPORTS_CLOSED');
    expect(errorOf(closed).message).toBe(errorMessage('ITEM_REPORTS_CLOSED', 'en'));
    expect(await snapshot()).toEqual(before);
    // An unlisted item is open by its link, so a visitor holding the link may report it.
    expect((await report(visitor, unlisted.id, { reason: 'spam' })).statusCode).toBe(201);
  });

  it('counts reports against the hourly limit it shares with reports of reviews', async () => {
    const { user: reporter, client } = await signedInUser(t, { nickname: 'Busy Reporter' });
    await t.database.db
      .insertInto('attempt_limits')
      .values({
        scope: floodScope('report'),
        key: reporter.id,
        counted: RATING_WRITES_PER_HOUR - 1,
        running: 0,
        last_at: new Date(),
        running_until: new Date(),
      })
      .execute();
    expect((await report(client, harbor, { reason: 'spam' })).statusCode).toBe(201);
    const another = await newItem('One Too Many');
    const before = await snapshot();
    const limited = await report(client, another, { reason: 'spam' });
    expectError(limited, 429, 'RATE_LIMITED');
    // The refused report is not stored, and the count stays where the limit stopped it.
    expect(await snapshot()).toEqual(before);
  });

  it('answers the stored report from the one command that files it', async () => {
    const reporter = await createUser(t.database.db, { nickname: 'Direct Reporter' });
    const item = await newItem('Commanded');
    const filed = await fileItemReport(t.database.db, reporter.id, item, {
      reason: 'copyright',
      text: 'My logo.',
    });
    expect(filed).toMatchObject({
      itemId: item,
      reporterId: reporter.id,
      reason: 'copyright',
      text: 'My logo.',
    });
    expect(filed.id).toBeGreaterThan(0);
    expect(filed.createdAt).toBeInstanceOf(Date);
  });
});
