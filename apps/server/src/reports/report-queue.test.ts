import {
  type AuditPage,
  BLOCK_REASON_MAX,
  type ItemReport,
  type ItemReportEntry,
  type ItemReportQueue,
  type ProductDetail,
  type ReviewCase,
} from '@lagoon/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, expectError, jsonOf } from '../test/app.js';
import { signedInUser } from '../test/factories.js';
import {
  admin,
  adminEmail,
  anonymous,
  developer,
  fieldCodes,
  fileOlderReports,
  harbor,
  newItem,
  otherAdmin,
  queue,
  report,
  snapshot,
  t,
  useItemReportsApp,
  visitor,
  visitorId,
} from '../test/item-reports.js';
import { fileItemReport } from './report-commands.js';

/* The administrators' queue of item reports: listing, dismissing, resolving and blocking. */

useItemReportsApp();

describe("the administrators' queue", () => {
  let queued: string;
  let first: string;
  let second: string;
  let third: string;

  beforeAll(async () => {
    queued = await newItem('Queued Item');
    [first, second, third] = await fileOlderReports(queued);
    // A visitor's report of Harbor Lights, filed now.
    await fileItemReport(t.database.db, visitorId, harbor, { reason: 'malware', text: null });
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
    // The visitor's report of Harbor Lights is in it too.
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
