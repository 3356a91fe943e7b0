import {
  type AuditPage,
  errorMessage,
  RATING_REPORT_TEXT_MAX,
  type RatingReportQueue,
  type RatingReportReason,
  type ReportedRating,
  type ReviewCase,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuditLog } from '../audit/audit-log.js';
import { createTestApp, errorOf, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { adminActionCount } from '../test/audit-log.js';
import { createItem, createUser, moderationCast } from '../test/factories.js';
import { applyToAggregate } from './aggregate.js';
import { ratingRows } from './present.js';

let t: TestApp;
let admin: TestClient;
let otherAdmin: TestClient;
let visitor: TestClient;
let developer: TestClient;
let adminEmail: string;
let item: string;
let users: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const cast = await moderationCast(t);
  admin = cast.admin.client;
  adminEmail = cast.admin.user.email;
  otherAdmin = cast.otherAdmin.client;
  visitor = cast.visitor.client;
  developer = cast.developer.client;
  const creatorId = cast.developer.creator.id;
  item = (await createItem(db, { creatorId, names: { en: 'Harbor Lights' } })).id;
  users = [];
  for (let index = 0; index < 12; index += 1) {
    users.push((await createUser(db, { nickname: `Member ${index}` })).id);
  }
});
afterAll(async () => {
  await t.close();
});

let nextUser = 0;
/** A rating as the visitors' call would store it: the row and its share of the aggregate. */
async function rate(score: number, text: string | null): Promise<string> {
  const userId = users[nextUser++]!;
  return t.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('ratings')
      .values({ item_id: item, user_id: userId, score, text, version: '2.0' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await applyToAggregate(trx, item, { score, written: text !== null }, 1);
    return String(row.id);
  });
}

async function report(
  ratingId: string,
  reporter: number,
  reason: RatingReportReason,
  text: string | null,
  createdAt: Date,
): Promise<void> {
  await t.database.db
    .insertInto('rating_reports')
    .values({
      rating_id: Number(ratingId),
      reporter_id: users[reporter]!,
      reason,
      text,
      created_at: createdAt,
    })
    .execute();
}

async function aggregate() {
  return t.database.db
    .selectFrom('items')
    .select(['rating_count', 'rating_sum', 'rating_stars', 'rating_text_count'])
    .where('id', '=', item)
    .executeTakeFirstOrThrow();
}

async function ratingState(ratingId: string) {
  return t.database.db
    .selectFrom('ratings')
    .select(['hidden_at'])
    .where('id', '=', Number(ratingId))
    .executeTakeFirstOrThrow();
}

async function openReports(ratingId: string) {
  return t.database.db
    .selectFrom('rating_reports')
    .select(['resolved_at', 'resolution', 'resolved_by'])
    .where('rating_id', '=', Number(ratingId))
    .orderBy('id')
    .execute();
}

/** What must stay as it is after a refused call. */
async function snapshot() {
  return {
    aggregate: await aggregate(),
    ratings: await t.database.db.selectFrom('ratings').selectAll().orderBy('id').execute(),
    reports: await t.database.db.selectFrom('rating_reports').selectAll().orderBy('id').execute(),
    log: await adminActionCount(t.database.db),
  };
}

async function queue(state: 'open' | 'hidden' = 'open'): Promise<ReportedRating[]> {
  const response = await admin.get(`/admin/api/ratings/reports?state=${state}`);
  expect(response.statusCode).toBe(200);
  return jsonOf<RatingReportQueue>(response).ratings;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

let early: string;
let late: string;
let middle: string;
let quiet: string;
let settled: string;
let earliestReport: Date;

describe('the queue of reported ratings', () => {
  beforeAll(async () => {
    late = await rate(1, 'Terrible, buy my tool instead at spam.example');
    early = await rate(2, 'Crashes on start.');
    middle = await rate(5, null);
    quiet = await rate(4, 'Nobody minds this one.');
    settled = await rate(3, 'Reported once, dismissed before.');
    // `early` has the oldest open report although it was reported last as well.
    earliestReport = minutesAgo(50);
    await report(early, 5, 'offensive', 'Rude words', earliestReport);
    await report(early, 6, 'other', null, minutesAgo(1));
    await report(middle, 7, 'off_topic', null, minutesAgo(30));
    await report(late, 8, 'spam', 'Advertises another tool', minutesAgo(10));
    await report(settled, 9, 'spam', null, minutesAgo(90));
    await t.database.db
      .updateTable('rating_reports')
      .set({ resolved_at: new Date(), resolution: 'dismissed' })
      .where('rating_id', '=', Number(settled))
      .execute();
  });

  it('lists ratings with open reports, the oldest open report first, with those reports', async () => {
    const ratings = await queue();
    expect(ratings.map((rating) => rating.ratingId)).toEqual([early, middle, late]);
    const [first] = ratings;
    expect(first).toMatchObject({
      extensionId: item,
      itemName: 'Harbor Lights',
      score: 2,
      text: 'Crashes on start.',
      hidden: false,
      nickname: 'Member 1',
    });
    expect(first?.reports).toEqual([
      {
        reason: 'offensive',
        text: 'Rude words',
        reporter: 'Member 5',
        createAt: expect.any(String) as string,
      },
      { reason: 'other', text: null, reporter: 'Member 6', createAt: expect.any(String) as string },
    ]);
    expect(first?.reportedAt).toBe(earliestReport.toISOString());
    expect(await queue('hidden')).toEqual([]);
  });

  it('is for administrators only: everyone else is told it does not exist', async () => {
    const before = await snapshot();
    const calls: [string, string][] = [
      ['GET', '/admin/api/ratings/reports'],
      ['GET', '/admin/api/ratings/reports?state=hidden'],
      ['POST', `/admin/api/ratings/${late}/hide`],
      ['POST', `/admin/api/ratings/${late}/restore`],
      ['POST', `/admin/api/ratings/${late}/dismiss`],
      ['POST', '/admin/api/ratings/abc/hide'],
    ];
    for (const client of [visitor, developer, new TestClient(t.app)]) {
      for (const [method, url] of calls) {
        const response = await client.request({ method: method as 'GET', url, payload: {} });
        expect(response.statusCode, url).toBe(404);
        expect(errorOf(response).code, url).toBe('NOT_FOUND');
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('hiding, restoring and dismissing', () => {
  it('hides a rating: the aggregate drops by exactly that rating and the log keeps the decision', async () => {
    const before = await aggregate();
    const response = await admin.post(`/admin/api/ratings/${late}/hide`, {
      reason: 'Advertising another product',
    });
    expect(response.statusCode).toBe(200);
    expect(jsonOf<ReportedRating>(response)).toMatchObject({
      ratingId: late,
      hidden: true,
      reports: [{ reason: 'spam', reporter: 'Member 8' }],
    });
    const after = await aggregate();
    expect(after.rating_count).toBe(before.rating_count - 1);
    expect(after.rating_sum).toBe(before.rating_sum - 1);
    expect(after.rating_stars).toEqual([
      before.rating_stars[0]! - 1,
      ...before.rating_stars.slice(1),
    ]);
    expect(after.rating_text_count).toBe(before.rating_text_count - 1);
    expect((await ratingState(late)).hidden_at).not.toBeNull();
    expect(await openReports(late)).toMatchObject([{ resolution: 'hidden' }]);
    expect((await openReports(late))[0]?.resolved_at).not.toBeNull();
    // Out of the queue of open reports, into the hidden ones.
    expect((await queue()).map((rating) => rating.ratingId)).toEqual([early, middle]);
    expect((await queue('hidden')).map((rating) => rating.ratingId)).toEqual([late]);

    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=ratings'));
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      area: 'ratings',
      action: 'rating.hide',
      extensionId: item,
      itemName: 'Harbor Lights',
      target: `rating:${late}`,
      actor: `Moderator Mia <${adminEmail}>`,
      message: 'Advertising another product',
      details: {
        extensionId: item,
        score: 1,
        text: 'Terrible, buy my tool instead at spam.example',
        reports: 1,
      },
    });
    const byTarget = jsonOf<AuditPage>(
      await admin.get(`/admin/api/audit?q=${encodeURIComponent(`rating:${late}`)}`),
    );
    expect(byTarget.items.map((entry) => entry.action)).toEqual(['rating.hide']);
    expect(jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=curation')).totalCount).toBe(0);
    // The item's own history (the review case) shows the decision about its rating.
    const history = jsonOf<ReviewCase>(await admin.get(`/admin/api/reviews/${item}`)).history;
    expect(history.map((entry) => entry.action)).toContain('rating.hide');
    const byItem = await loadAuditLog(t.database.db, { itemId: item, area: 'ratings' }, 0, 10);
    expect(byItem.totalCount).toBe(1);
  });

  it('leaves a hidden rating out of what visitors and the developer see', async () => {
    const visible = await ratingRows(t.database.db, null)
      .where('r.item_id', '=', item)
      .where('r.hidden_at', 'is', null)
      .execute();
    expect(visible.map((row) => String(row.id))).not.toContain(late);
    const listed = await developer.get('/creator/api/ratings');
    expect(
      jsonOf<{ ratings: { ratingId: string }[] }>(listed).ratings.map((r) => r.ratingId),
    ).not.toContain(late);
  });

  it('refuses to hide a hidden rating and to restore a visible one, changing nothing', async () => {
    const before = await snapshot();
    for (const [url, code] of [
      [`/admin/api/ratings/${late}/hide`, 'INVALID_STATE_TRANSITION'],
      [`/admin/api/ratings/${quiet}/restore`, 'INVALID_STATE_TRANSITION'],
      [`/admin/api/ratings/${quiet}/dismiss`, 'INVALID_STATE_TRANSITION'],
      ['/admin/api/ratings/999999999999999999/hide', 'RATING_NOT_FOUND'],
      ['/admin/api/ratings/999999999/dismiss', 'RATING_NOT_FOUND'],
    ] as const) {
      const response = await admin.post(url, {});
      expect(errorOf(response).code, url).toBe(code);
      expect(response.statusCode, url).toBe(code === 'RATING_NOT_FOUND' ? 404 : 409);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('restores a hidden rating: the aggregate is as it was, and the log says so', async () => {
    const hiddenAggregate = await aggregate();
    const response = await admin.post(`/admin/api/ratings/${late}/restore`);
    expect(response.statusCode).toBe(200);
    expect(jsonOf<ReportedRating>(response)).toMatchObject({ ratingId: late, hidden: false });
    const after = await aggregate();
    expect(after.rating_count).toBe(hiddenAggregate.rating_count + 1);
    expect(after.rating_sum).toBe(hiddenAggregate.rating_sum + 1);
    expect(after.rating_stars[0]).toBe(hiddenAggregate.rating_stars[0]! + 1);
    expect(after.rating_text_count).toBe(hiddenAggregate.rating_text_count + 1);
    // Every rating counted again, exactly as the rows say.
    const rows = await t.database.db
      .selectFrom('ratings')
      .select(['score', 'text'])
      .where('item_id', '=', item)
      .where('hidden_at', 'is', null)
      .execute();
    expect(after.rating_count).toBe(rows.length);
    expect(after.rating_sum).toBe(rows.reduce((sum, row) => sum + row.score, 0));
    expect(after.rating_text_count).toBe(rows.filter((row) => row.text !== null).length);
    expect((await ratingState(late)).hidden_at).toBeNull();
    expect(await queue('hidden')).toEqual([]);
    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=ratings'));
    expect(log.items.map((entry) => entry.action)).toEqual(['rating.restore', 'rating.hide']);
    expect(log.items[0]).toMatchObject({ message: null, target: `rating:${late}` });
  });

  it('dismisses the reports of a rating: they are resolved and the rating stays', async () => {
    const before = await aggregate();
    const response = await otherAdmin.post(`/admin/api/ratings/${early}/dismiss`, {
      reason: 'Honest criticism',
    });
    expect(response.statusCode).toBe(200);
    expect(jsonOf<ReportedRating>(response)).toMatchObject({
      ratingId: early,
      hidden: false,
      reports: [],
    });
    expect(await aggregate()).toEqual(before);
    expect((await ratingState(early)).hidden_at).toBeNull();
    expect((await openReports(early)).map((entry) => entry.resolution)).toEqual([
      'dismissed',
      'dismissed',
    ]);
    expect((await queue()).map((rating) => rating.ratingId)).toEqual([middle]);
    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?action=rating.dismiss'));
    expect(log.items[0]).toMatchObject({
      area: 'ratings',
      actor: expect.stringContaining('Moderator Max') as string,
      message: 'Honest criticism',
      details: { reports: 2, score: 2 },
    });
    const again = await otherAdmin.post(`/admin/api/ratings/${early}/dismiss`);
    expect(errorOf(again).code).toBe('INVALID_STATE_TRANSITION');
  });

  it('keeps a short excerpt of a long review in the log', async () => {
    const long = await rate(3, `${'🐟'.repeat(150)} end`);
    const response = await admin.post(`/admin/api/ratings/${long}/hide`);
    expect(response.statusCode).toBe(200);
    const log = jsonOf<AuditPage>(await admin.get(`/admin/api/audit?q=rating:${long}`));
    const details = log.items[0]?.details as { text: string } | null | undefined;
    const excerpt = details?.text ?? '';
    expect(Array.from(excerpt)).toHaveLength(120);
    expect(excerpt.endsWith('🐟…')).toBe(true);
    expect((await admin.post(`/admin/api/ratings/${long}/restore`)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('is refused with the contract codes in both languages and changes nothing', async () => {
    const before = await snapshot();
    const cases: [string, unknown, string][] = [
      [
        `/admin/api/ratings/${middle}/hide`,
        { reason: 'x'.repeat(RATING_REPORT_TEXT_MAX + 1) },
        'ratings.moderation.reasonMax',
      ],
      [`/admin/api/ratings/${middle}/hide`, { reason: 42 }, 'ratings.reason.invalid'],
      [
        `/admin/api/ratings/${middle}/dismiss`,
        { reason: 'nul\u0000byte' },
        'text.invalidCharacter',
      ],
      [`/admin/api/ratings/${middle}/hide`, { reason: '\uDC00' }, 'text.invalidCharacter'],
      ['/admin/api/ratings/0/hide', {}, ''],
      ['/admin/api/ratings/-1/hide', {}, ''],
      ['/admin/api/ratings/abc/restore', {}, ''],
      ['/admin/api/ratings/01/dismiss', {}, ''],
      [`/admin/api/ratings/${'9'.repeat(19)}/hide`, {}, ''],
      ['/admin/api/ratings/%00/hide', {}, ''],
    ];
    for (const [url, body, code] of cases) {
      const response = await admin.post(url, body as Record<string, unknown>);
      expect(response.statusCode, url).toBe(400);
      const error = errorOf(response);
      expect(error.code, url).toBe('INVALID_REQUEST');
      // The headline says what is wrong, not the generic words.
      expect(error.message).not.toBe(errorMessage('INVALID_REQUEST', 'en'));
      if (code)
        expect(
          error.fields?.map((field) => field.code),
          url,
        ).toContain(code);
    }
    const korean = await admin.request({
      method: 'POST',
      url: `/admin/api/ratings/${middle}/hide?hl=ko`,
      payload: { reason: 'x'.repeat(RATING_REPORT_TEXT_MAX + 1) },
    });
    expect(errorOf(korean).message).toBe(
      `“reason”은(는) 최대 ${RATING_REPORT_TEXT_MAX}자까지 입력할 수 있습니다.`,
    );
    expect((await admin.get('/admin/api/ratings/reports?state=closed')).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('two administrators at once', () => {
  it('hide a rating once: one succeeds, the other is told it is hidden, the aggregate drops once', async () => {
    const before = await aggregate();
    const logBefore = await adminActionCount(t.database.db);
    const responses = await Promise.all([
      admin.post(`/admin/api/ratings/${middle}/hide`, { reason: 'first' }),
      otherAdmin.post(`/admin/api/ratings/${middle}/hide`, { reason: 'second' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(errorOf(refused).code).toBe('INVALID_STATE_TRANSITION');
    const after = await aggregate();
    expect(after.rating_count).toBe(before.rating_count - 1);
    expect(after.rating_sum).toBe(before.rating_sum - 5);
    expect(after.rating_stars[4]).toBe(before.rating_stars[4]! - 1);
    expect(after.rating_text_count).toBe(before.rating_text_count);
    expect(await adminActionCount(t.database.db)).toBe(logBefore + 1);

    // And restoring it at once: back exactly once.
    const restores = await Promise.all([
      admin.post(`/admin/api/ratings/${middle}/restore`),
      otherAdmin.post(`/admin/api/ratings/${middle}/restore`),
    ]);
    expect(restores.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await aggregate()).toEqual(before);
    expect(await adminActionCount(t.database.db)).toBe(logBefore + 2);
  });
});
