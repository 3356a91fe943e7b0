import {
  type AuditPage,
  BLOCK_REASON_MAX,
  errorMessage,
  ITEM_REPORT_TEXT_MAX,
  type ItemReport,
  type ItemReportEntry,
  type ItemReportQueue,
  type ProductDetail,
  RATING_WRITES_PER_HOUR,
  type ReviewCase,
  XSRF_HEADER,
} from '@lagoon/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floodScope } from '../ratings/flood-limit.js';
import {
  createTestApp,
  errorOf,
  expectError,
  jsonOf,
  type TestApp,
  TestClient,
} from '../test/app.js';
import { createItem, createUser, moderationCast, signedInUser } from '../test/factories.js';
import { fileItemReport } from './report-commands.js';

/*
 * Visitors' reports of items and the administrators' queue, through the HTTP API on a fresh
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */

let t: TestApp;
let admin: TestClient;
let otherAdmin: TestClient;
let visitor: TestClient;
let visitorId: string;
let developer: TestClient;
let anonymous: TestClient;
let adminEmail: string;
let creatorId: string;
/** A live, listed extension of the developer. */
let harbor: string;

beforeAll(async () => {
  t = await createTestApp();
  const cast = await moderationCast(t);
  admin = cast.admin.client;
  adminEmail = cast.admin.user.email;
  otherAdmin = cast.otherAdmin.client;
  visitor = cast.visitor.client;
  visitorId = cast.visitor.user.id;
  developer = cast.developer.client;
  creatorId = cast.developer.creator.id;
  anonymous = new TestClient(t.app);
  harbor = (
    await createItem(t.database.db, { creatorId, names: { en: 'Harbor Lights', ko: '항구 불빛' } })
  ).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A new live, listed extension. */
async function newItem(name: string): Promise<string> {
  return (await createItem(t.database.db, { creatorId, names: { en: name } })).id;
}

function fieldCodes(response: LightMyRequestResponse): string[] {
  return (errorOf(response).fields ?? []).map((field) => field.code);
}

function report(client: TestClient, itemId: string, body: unknown, query = '?hl=en') {
  return client.request({
    method: 'POST',
    url: `/ajax/extensions/${itemId}/reports${query}`,
    payload: body as Record<string, unknown>,
  });
}

async function queue(state: 'open' | 'closed' = 'open'): Promise<ItemReportEntry[]> {
  const response = await admin.get(`/admin/api/item-reports?state=${state}&hl=en`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return jsonOf<ItemReportQueue>(response).reports;
}

/** What a refused call must leave as it was. */
async function snapshot() {
  const db = t.database.db;
  return {
    reports: await db.selectFrom('item_reports').selectAll().orderBy('id').execute(),
    counts: await db
      .selectFrom('attempt_limits')
      .select(['scope', 'key', 'counted'])
      .orderBy('scope')
      .orderBy('key')
      .execute(),
    log: await db.selectFrom('admin_actions').select('id').orderBy('id').execute(),
    events: await db.selectFrom('review_events').select('id').orderBy('id').execute(),
    items: await db
      .selectFrom('items')
      .select(['id', 'blocked', 'block_mode', 'revision'])
      .orderBy('id')
      .execute(),
  };
}

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
      expect(errorOf(response).message).toBe(errorMessage('INVALID_REQUEST', 'en'));
    }
    const korean = await report(visitor, harbor, { reason: 'other' }, '?hl=ko');
    expect(errorOf(korean).message).toBe(errorMessage('INVALID_REQUEST', 'ko'));
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

describe("the administrators' queue", () => {
  let queued: string;
  let first: string;
  let second: string;
  let third: string;

  beforeAll(async () => {
    queued = await newItem('Queued Item');
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const db = t.database.db;
    const reporters = await Promise.all(
      ['Reporter One', 'Reporter Two', 'Reporter Three'].map((nickname) =>
        createUser(db, { nickname }),
      ),
    );
    const rows = await db
      .insertInto('item_reports')
      .values([
        {
          item_id: queued,
          reporter_id: reporters[0]!.id,
          reason: 'copyright',
          text: 'Uses our trademark.',
          created_at: minutesAgo(600),
        },
        {
          item_id: queued,
          reporter_id: reporters[1]!.id,
          reason: 'malware',
          text: null,
          created_at: minutesAgo(500),
        },
        {
          item_id: queued,
          reporter_id: reporters[2]!.id,
          reason: 'other',
          text: 'Asks for my password.',
          created_at: minutesAgo(400),
        },
      ])
      .returning('id')
      .execute();
    [first, second, third] = rows.map((row) => String(row.id)) as [string, string, string];
  });

  it('lists open reports oldest first with the item and the reporter', async () => {
    const reports = await queue();
    const ids = reports.map((entry) => entry.reportId);
    expect(ids.slice(0, 3)).toEqual([first, second, third]);
    expect(reports[0]).toEqual({
      reportId: first,
      extensionId: queued,
      itemName: 'Queued Item',
      productType: 'extension',
      itemBlocked: false,
      reason: 'copyright',
      text: 'Uses our trademark.',
      reporter: 'Reporter One',
      createAt: expect.any(String) as string,
      openReportCount: 3,
      state: 'open',
      resolution: null,
      closedAt: null,
      closedBy: null,
      note: null,
    });
    // The visitors' reports filed above are in it too.
    const harborReport = reports.find((entry) => entry.extensionId === harbor);
    expect(harborReport).toMatchObject({ itemName: 'Harbor Lights', reporter: 'Plain Visitor' });
    const korean = await admin.get('/admin/api/item-reports?hl=ko');
    const named = jsonOf<ItemReportQueue>(korean).reports.find(
      (entry) => entry.extensionId === harbor,
    );
    expect(named?.itemName).toBe('항구 불빛');
    expect(await queue('closed')).toEqual([]);
  });

  it('is for administrators only: everyone else is told it does not exist', async () => {
    const before = await snapshot();
    const calls: [string, string, unknown][] = [
      ['GET', '/admin/api/item-reports', undefined],
      ['GET', '/admin/api/item-reports?state=closed', undefined],
      ['POST', `/admin/api/item-reports/${first}/dismiss`, {}],
      ['POST', `/admin/api/item-reports/${first}/resolve`, { block: 'blocked', note: 'x' }],
      ['POST', '/admin/api/item-reports/abc/dismiss', { note: 42 }],
    ];
    for (const client of [visitor, developer, anonymous]) {
      for (const [method, url, payload] of calls) {
        const response = await client.request({
          method: method as 'GET',
          url,
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
        expectError(response, 404, 'NOT_FOUND');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('dismisses a report: it is closed, the item stays, and the log says who and why', async () => {
    const response = await otherAdmin.post(`/admin/api/item-reports/${first}/dismiss?hl=en`, {
      note: '  The name is generic.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(jsonOf<ItemReportEntry>(response)).toMatchObject({
      reportId: first,
      state: 'closed',
      resolution: 'dismissed',
      closedBy: 'Moderator Max',
      note: 'The name is generic.',
      openReportCount: 2,
      itemBlocked: false,
    });
    expect((await queue()).map((entry) => entry.reportId)).not.toContain(first);
    expect((await queue('closed')).map((entry) => entry.reportId)).toEqual([first]);

    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=reports'));
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      area: 'reports',
      action: 'report.dismiss',
      extensionId: queued,
      itemName: 'Queued Item',
      target: `item-report:${first}`,
      actor: expect.stringContaining('Moderator Max') as string,
      message: 'The name is generic.',
      details: {
        extensionId: queued,
        reason: 'copyright',
        text: 'Uses our trademark.',
        reporter: 'Reporter One',
        block: null,
        reports: 1,
      },
    });
    // The item's case shows it in the item's history.
    const history = jsonOf<ReviewCase>(await admin.get(`/admin/api/reviews/${queued}`)).history;
    expect(history.map((entry) => entry.action)).toContain('report.dismiss');

    const again = await admin.post(`/admin/api/item-reports/${first}/resolve`, {});
    expectError(again, 409, 'ITEM_REPORT_ALREADY_CLOSED');
    expectError(
      await admin.post('/admin/api/item-reports/999999999/dismiss', {}),
      404,
      'ITEM_REPORT_NOT_FOUND',
    );
  });

  it('lets a visitor whose report was closed report the item again', async () => {
    const reporter = (await signedInUser(t, { nickname: 'Second Chance' })).client;
    const item = await newItem('Reported Twice Over Time');
    const firstReport = jsonOf<ItemReport>(await report(reporter, item, { reason: 'spam' }));
    const closed = await admin.post(`/admin/api/item-reports/${firstReport.reportId}/dismiss`);
    expect(closed.statusCode).toBe(200);
    expect((await report(reporter, item, { reason: 'malware' })).statusCode).toBe(201);
  });

  it('resolves a report without blocking: only that report closes', async () => {
    const response = await admin.post(`/admin/api/item-reports/${second}/resolve`, {
      note: 'Asked the developer to remove the tracking.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(jsonOf<ItemReportEntry>(response)).toMatchObject({
      state: 'closed',
      resolution: 'resolved',
      closedBy: 'Moderator Mia',
      itemBlocked: false,
      openReportCount: 1,
    });
    const item = await t.database.db
      .selectFrom('items')
      .select('blocked')
      .where('id', '=', queued)
      .executeTakeFirstOrThrow();
    expect(item.blocked).toBe(false);
    expect((await queue()).map((entry) => entry.reportId)).toContain(third);
    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?action=report.resolve'));
    expect(log.items[0]).toMatchObject({
      action: 'report.resolve',
      actor: `Moderator Mia <${adminEmail}>`,
      details: { block: null, reports: 1 },
    });
  });

  it('refuses bad decisions with the contract codes and changes nothing', async () => {
    const before = await snapshot();
    const cases: [string, unknown, string][] = [
      [
        `/admin/api/item-reports/${third}/resolve`,
        { block: 'blocked' },
        'itemReports.note.required',
      ],
      [
        `/admin/api/item-reports/${third}/resolve`,
        { block: 'removed', note: '   ' },
        'itemReports.note.required',
      ],
      [
        `/admin/api/item-reports/${third}/resolve`,
        { block: 'banana' },
        'itemReports.block.invalid',
      ],
      [
        `/admin/api/item-reports/${third}/dismiss`,
        { note: 'x'.repeat(BLOCK_REASON_MAX + 1) },
        'itemReports.note.max',
      ],
      [`/admin/api/item-reports/${third}/dismiss`, { note: 7 }, 'itemReports.note.invalid'],
      [`/admin/api/item-reports/${third}/dismiss`, { note: 'a\u0000b' }, 'text.invalidCharacter'],
      ['/admin/api/item-reports/0/dismiss', {}, ''],
      ['/admin/api/item-reports/abc/resolve', {}, ''],
      [`/admin/api/item-reports/${'9'.repeat(19)}/dismiss`, {}, ''],
    ];
    for (const [url, body, code] of cases) {
      const response = await admin.post(url, body as Record<string, unknown>);
      expectError(response, 400, 'INVALID_REQUEST');
      if (code) expect(fieldCodes(response), url).toContain(code);
    }
    expect((await admin.get('/admin/api/item-reports?state=hidden')).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('resolves by blocking the item through the review machine, closing its open reports', async () => {
    const db = t.database.db;
    const reporter = (await signedInUser(t, { nickname: 'Late Reporter' })).client;
    const late = jsonOf<ItemReport>(await report(reporter, queued, { reason: 'malware' }));
    // The public detail is cached before the block.
    const detailBefore = jsonOf<ProductDetail>(await anonymous.get(`/ajax/extensions/${queued}`));
    expect(detailBefore.blocked).toBe(false);

    const response = await admin.post(`/admin/api/item-reports/${third}/resolve`, {
      note: 'Phishing for passwords.',
      block: 'removed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(jsonOf<ItemReportEntry>(response)).toMatchObject({
      resolution: 'blocked',
      itemBlocked: true,
      openReportCount: 0,
      note: 'Phishing for passwords.',
    });
    const item = await db
      .selectFrom('items')
      .select(['blocked', 'blocked_reason', 'block_mode'])
      .where('id', '=', queued)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({
      blocked: true,
      blocked_reason: 'Phishing for passwords.',
      block_mode: 'removed',
    });
    // The later report of the same item closed with the block.
    const lateRow = await db
      .selectFrom('item_reports')
      .select(['resolution', 'closed_at'])
      .where('id', '=', Number(late.reportId))
      .executeTakeFirstOrThrow();
    expect(lateRow.resolution).toBe('blocked');
    expect(lateRow.closed_at).not.toBeNull();
    expect((await queue()).some((entry) => entry.extensionId === queued)).toBe(false);

    // The review machine recorded the block as every block is recorded, and visitors see it.
    const history = jsonOf<ReviewCase>(await admin.get(`/admin/api/reviews/${queued}`)).history;
    // One transaction, so one time: the two lines may come in either order.
    expect(
      history
        .map((entry) => entry.action)
        .slice(0, 2)
        .sort(),
    ).toEqual(['blocked', 'report.resolve']);
    expect(history.find((entry) => entry.action === 'blocked')?.message).toBe(
      'Phishing for passwords.',
    );
    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=reports'));
    expect(log.items[0]?.details).toMatchObject({ block: 'removed', reports: 2 });
    const detail = jsonOf<ProductDetail>(await anonymous.get(`/ajax/extensions/${queued}`));
    expect(detail.blocked).toBe(true);

    // A blocked item takes no new reports.
    expectError(await report(visitor, queued, { reason: 'spam' }), 403, 'ITEM_REPORTS_CLOSED');
  });

  it('refuses to block an item that is blocked already, changing nothing', async () => {
    const db = t.database.db;
    const item = await newItem('Blocked Meanwhile');
    const filed = jsonOf<ItemReport>(await report(visitor, item, { reason: 'spam' }));
    await db.updateTable('items').set({ blocked: true }).where('id', '=', item).execute();
    const before = await snapshot();
    const response = await admin.post(`/admin/api/item-reports/${filed.reportId}/resolve`, {
      note: 'Spam',
      block: 'blocked',
    });
    expectError(response, 409, 'INVALID_STATE_TRANSITION');
    expect(await snapshot()).toEqual(before);
    // Resolving it without a block still works.
    expect((await admin.post(`/admin/api/item-reports/${filed.reportId}/resolve`)).statusCode).toBe(
      200,
    );
  });

  it('lets one of two administrators deciding one report at once close it', async () => {
    const item = await newItem('Contested');
    const filed = jsonOf<ItemReport>(await report(visitor, item, { reason: 'copyright' }));
    const logBefore = (await snapshot()).log.length;
    const responses = await Promise.all([
      admin.post(`/admin/api/item-reports/${filed.reportId}/dismiss`, { note: 'first' }),
      otherAdmin.post(`/admin/api/item-reports/${filed.reportId}/resolve`, { note: 'second' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(errorOf(refused).code).toBe('ITEM_REPORT_ALREADY_CLOSED');
    expect((await snapshot()).log.length).toBe(logBefore + 1);
  });

  it('lists closed reports, the most recently closed first', async () => {
    const closed = await queue('closed');
    expect(closed.every((entry) => entry.state === 'closed')).toBe(true);
    const times = closed.map((entry) => entry.closedAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(closed.map((entry) => entry.reportId)).toContain(first);
  });
});
