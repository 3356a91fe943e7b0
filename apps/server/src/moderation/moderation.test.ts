import type {
  ApiErrorBody,
  AuditPage,
  CreatorItemList,
  Product,
  ReviewCase,
  ReviewQueue,
  StoreStats,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDraft } from '../publishing/drafts.js';
import {
  type Call,
  createTestApp,
  errorOf,
  expectNotFoundTo,
  jsonOf,
  type TestApp,
  TestClient,
} from '../test/app.js';
import { extensionZip, uploadPackage } from '../test/extension-package.js';
import { createItem, signedInCreator, signedInUser } from '../test/factories.js';
import { readyExtension, revisionOf } from '../test/review-items.js';

let t: TestApp;
let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const moderator = await signedInUser(t, { isAdmin: true, nickname: 'Moderator Mo' });
  adminId = moderator.user.id;
  admin = moderator.client;
});
afterAll(async () => {
  await t.close();
});

async function submittedAt(id: string, at: Date) {
  await t.database.db.updateTable('items').set({ submitted_at: at }).where('id', '=', id).execute();
}

const ADMIN_CALLS: Call[] = [
  ['GET', '/admin/api/reviews'],
  ['GET', `/admin/api/reviews/${'a'.repeat(32)}`],
  ['POST', `/admin/api/items/${'a'.repeat(32)}/approve`, {}],
  ['POST', `/admin/api/items/${'a'.repeat(32)}/reject`, { guidelines: ['SPAM'] }],
  ['POST', `/admin/api/items/${'a'.repeat(32)}/private`, { guidelines: ['SPAM'] }],
  ['POST', `/admin/api/items/${'a'.repeat(32)}/block`, { reason: 'x' }],
  ['POST', `/admin/api/items/${'a'.repeat(32)}/unblock`, { reason: 'x' }],
  ['GET', '/admin/api/audit'],
  ['GET', '/admin/api/audit?area=curation&action=pick.set&q=x'],
  ['GET', '/admin/api/stats'],
];

describe('access', () => {
  it('answers not-found to visitors, users, developers and children on every admin call', async () => {
    const clients: [string, TestClient][] = [['visitor', new TestClient(t.app)]];
    for (const [label, age] of [
      ['user', 30],
      ['child', 10],
    ] as const) {
      clients.push([label, (await signedInUser(t, { age })).client]);
    }
    clients.push(['developer', (await signedInCreator(t)).client]);
    const item = await createItem(t.database.db, { reviewState: 'IN_REVIEW' });
    const calls = ADMIN_CALLS.map(
      ([method, url, payload]): Call => [method, url.replace('a'.repeat(32), item.id), payload],
    );
    await expectNotFoundTo(clients, calls);
    const state = await t.database.db
      .selectFrom('items')
      .select('review_state')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(state.review_state).toBe('IN_REVIEW');
  });
});

describe('access before the body', () => {
  it('answers not-found to non-administrators before it reads a decision body', async () => {
    const item = await createItem(t.database.db, { reviewState: 'IN_REVIEW' });
    const clients = [new TestClient(t.app), (await signedInCreator(t)).client];
    const bodies: [string, unknown][] = [
      ['approve', { revision: 'not a number', message: 'x'.repeat(5000) }],
      ['reject', { guidelines: [] }],
      ['private', { guidelines: ['NOT_A_GUIDELINE'] }],
      ['block', { reason: '' }],
      ['unblock', []],
    ];
    for (const client of clients) {
      for (const [action, body] of bodies) {
        const response = await client.post(
          `/admin/api/items/${item.id}/${action}`,
          body as Record<string, unknown>,
        );
        expect(response.statusCode, action).toBe(404);
        expect(errorOf(response).code).toBe('NOT_FOUND');
      }
    }
  });

  it('names refused decision fields with the moderation codes, in both languages', async () => {
    const item = await createItem(t.database.db, { reviewState: 'IN_REVIEW' });
    const english = jsonOf<ApiErrorBody>(
      await admin.post(`/admin/api/items/${item.id}/reject`, { guidelines: [], revision: -1 }),
    ).error;
    expect(english.code).toBe('INVALID_REQUEST');
    expect(english.fields).toEqual([
      {
        field: 'guidelines',
        code: 'moderation.guidelines.required',
        message: english.message,
      },
      { field: 'revision', code: 'moderation.revision.invalid', message: english.message },
    ]);
    const korean = jsonOf<ApiErrorBody>(
      await admin.request({
        method: 'POST',
        url: `/admin/api/items/${item.id}/block?hl=ko`,
        payload: {},
      }),
    ).error;
    expect(korean.fields).toEqual([
      { field: 'reason', code: 'moderation.reason.invalid', message: korean.message },
    ]);
    expect(korean.message).toMatch(/[가-힣]/);
  });
});

describe('review', () => {
  it('lists items in review oldest first and approves one into the public catalog', async () => {
    const { creator } = await signedInCreator(t);
    const older = await createItem(t.database.db, {
      creatorId: creator.id,
      reviewState: 'IN_REVIEW',
      names: { en: 'Older Submission' },
    });
    const newer = await createItem(t.database.db, {
      creatorId: creator.id,
      reviewState: 'IN_REVIEW',
      names: { en: 'Newer Submission' },
    });
    await submittedAt(older.id, new Date(Date.now() - 3 * 86_400_000));
    await submittedAt(newer.id, new Date(Date.now() - 86_400_000));

    const queue = jsonOf<ReviewQueue>(await admin.get('/admin/api/reviews'));
    const ids = queue.items.map((entry) => entry.extensionId);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(queue.items.find((entry) => entry.extensionId === older.id)).toMatchObject({
      isUpdate: false,
      name: 'Older Submission (draft)',
    });

    expect((await new TestClient(t.app).get(`/ajax/extensions/${older.id}`)).statusCode).toBe(404);
    const approved = await admin.post(`/admin/api/items/${older.id}/approve`, {
      revision: await revisionOf(admin, older.id),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const visitor = await new TestClient(t.app).get(`/ajax/extensions/${older.id}`);
    expect(visitor.statusCode).toBe(200);
    expect(jsonOf<Product>(visitor)).toMatchObject({
      review: 'READY_FOR_OPEN',
      name: 'Older Submission (draft)',
    });
    const row = await t.database.db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', older.id)
      .executeTakeFirstOrThrow();
    expect(row.first_approved_at).not.toBeNull();
    expect(row.last_approved_at).not.toBeNull();
    expect(row.draft_listing_id).toBeNull();

    // Approving again is refused and changes nothing.
    const again = await admin.post(`/admin/api/items/${older.id}/approve`, {
      revision: await revisionOf(admin, older.id),
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('INVALID_STATE_TRANSITION');
  });

  it('rejects an update with guidelines, keeping the published product live', async () => {
    const { client, creator } = await signedInCreator(t);
    const update = await createItem(t.database.db, {
      creatorId: creator.id,
      reviewState: 'IN_REVIEW',
      published: true,
      draft: true,
      names: { en: 'Steady Tool' },
    });
    const reviewCase = jsonOf<ReviewCase>(await admin.get(`/admin/api/reviews/${update.id}`));
    expect(reviewCase.changes.map((change) => change.field)).toContain('name.en');
    expect(reviewCase.product?.name).toBe('Steady Tool');
    expect(reviewCase.draft?.name).toBe('Steady Tool (draft)');

    const noGuideline = await admin.post(`/admin/api/items/${update.id}/reject`, {
      revision: await revisionOf(admin, update.id),
      guidelines: [],
      message: 'no',
    });
    expect(errorOf(noGuideline).code).toBe('INVALID_REQUEST');

    const rejected = await admin.post(`/admin/api/items/${update.id}/reject`, {
      revision: await revisionOf(admin, update.id),
      guidelines: ['MISLEADING_METADATA'],
      message: 'The new name promises features the package does not have.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const live = await new TestClient(t.app).get(`/ajax/extensions/${update.id}`);
    expect(live.statusCode).toBe(200);
    expect(jsonOf<Product>(live)).toMatchObject({ name: 'Steady Tool', review: 'REJECTED_UPDATE' });

    const dashboard = jsonOf<CreatorItemList>(await client.get('/creator/api/extensions?hl=ko'));
    const row = dashboard.items.find((item) => item.extensionId === update.id);
    expect(row?.review).toBe('REJECTED_UPDATE');
    expect(row?.reviewNote?.guidelines[0]?.code).toBe('MISLEADING_METADATA');
    expect(row?.reviewNote?.message).toMatch(/new name/);

    const twice = await admin.post(`/admin/api/items/${update.id}/reject`, {
      revision: await revisionOf(admin, update.id),
      guidelines: ['SPAM'],
    });
    expect(errorOf(twice).code).toBe('INVALID_STATE_TRANSITION');
  });

  it('rejects a new item as REJECTED', async () => {
    const item = await createItem(t.database.db, { reviewState: 'IN_REVIEW' });
    await admin.post(`/admin/api/items/${item.id}/reject`, {
      revision: await revisionOf(admin, item.id),
      guidelines: ['SPAM'],
    });
    const row = await t.database.db
      .selectFrom('items')
      .select('review_state')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.review_state).toBe('REJECTED');
  });

  it('turns a published item private until a correction is approved', async () => {
    const { client, creator } = await signedInCreator(t);
    const item = await createItem(t.database.db, { creatorId: creator.id });
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/ajax/extensions/${item.id}`)).statusCode).toBe(200);
    const turned = await admin.post(`/admin/api/items/${item.id}/private`, {
      revision: await revisionOf(admin, item.id),
      guidelines: ['USER_DATA_POLICY'],
      message: 'Undisclosed tracking.',
    });
    expect(turned.statusCode, turned.body).toBe(200);
    expect((await visitor.get(`/ajax/extensions/${item.id}`)).statusCode).toBe(404);
    const row = jsonOf<CreatorItemList>(await client.get('/creator/api/extensions')).items[0];
    expect(row).toMatchObject({ published: false, reviewNote: { kind: 'private' } });
    const twice = await admin.post(`/admin/api/items/${item.id}/private`, {
      revision: await revisionOf(admin, item.id),
      guidelines: ['SPAM'],
    });
    expect(errorOf(twice).code).toBe('INVALID_STATE_TRANSITION');

    // The developer corrects and resubmits; approval makes it public again.
    const row0 = await t.database.db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    await ensureDraft(t.database.db, row0);
    await t.database.db
      .updateTable('items')
      .set({ review_state: 'IN_REVIEW', submitted_at: new Date() })
      .where('id', '=', item.id)
      .execute();
    await admin.post(`/admin/api/items/${item.id}/approve`, {
      revision: await revisionOf(admin, item.id),
    });
    expect((await visitor.get(`/ajax/extensions/${item.id}`)).statusCode).toBe(200);
  });
});

describe('revision', () => {
  async function itemRow(id: string) {
    return t.database.db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async function reviewCase(id: string) {
    const response = await admin.get(`/admin/api/reviews/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return jsonOf<ReviewCase>(response);
  }

  it('refuses to approve a package swapped after the reviewer opened the case; nothing is published', async () => {
    const { client } = await signedInCreator(t);
    const id = await readyExtension(t, client, '1.0.0');
    expect(
      (await client.patch(`/creator/api/extensions/${id}`, { review: 'IN_REVIEW' })).statusCode,
    ).toBe(200);

    // The reviewer opens the case: version 1.0.0 without permissions.
    const seen = await reviewCase(id);
    expect(seen.review).toBe('IN_REVIEW');
    expect(seen.package?.version).toBe('1.0.0');
    expect(seen.package?.permissions).toEqual([]);
    const revisions = [seen.revision];

    // Meanwhile the developer withdraws, uploads a different package and asks again.
    const withdrawn = await client.patch(`/creator/api/extensions/${id}`, {
      review: 'PREPARE_FOR_SUBMISSION',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    revisions.push((await itemRow(id)).revision);
    const swapped = await uploadPackage(
      client,
      `/creator/api/extensions/${id}/upload`,
      await extensionZip({
        version: '3.0.0',
        extra: { permissions: ['cookies', 'webRequest'], host_permissions: ['<all_urls>'] },
      }),
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    revisions.push((await itemRow(id)).revision);
    const resubmitted = await client.patch(`/creator/api/extensions/${id}`, {
      review: 'IN_REVIEW',
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const before = await itemRow(id);
    revisions.push(before.revision);
    // Withdrawal, upload and resubmission each raise the revision.
    expect([...new Set(revisions)].sort((a, b) => a - b)).toEqual(revisions);

    // The decisions name what the reviewer saw: refused, in both languages.
    for (const [action, body] of [
      ['approve', { revision: seen.revision, message: 'Looks good' }],
      ['reject', { revision: seen.revision, guidelines: ['SPAM'] }],
      ['private', { revision: seen.revision, guidelines: ['SPAM'] }],
    ] as const) {
      const refused = await admin.post(`/admin/api/items/${id}/${action}`, body);
      expect(refused.statusCode, action).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'REVIEW_REVISION_CHANGED',
        message: expect.stringMatching(/changed after you opened it/),
      });
    }
    const korean = await admin.request({
      method: 'POST',
      url: `/admin/api/items/${id}/approve?hl=ko`,
      payload: { revision: seen.revision },
    });
    expect(errorOf(korean).message).toMatch(/변경되었습니다/);

    // Nothing was published, signed or recorded.
    expect(await itemRow(id)).toEqual(before);
    expect((await new TestClient(t.app).get(`/ajax/extensions/${id}`)).statusCode).toBe(404);
    const signed = await t.database.db
      .selectFrom('signed_packages')
      .select('version')
      .where('app_id', '=', id)
      .execute();
    expect(signed).toEqual([]);
    const decisions = await t.database.db
      .selectFrom('review_events')
      .select('action')
      .where('item_id', '=', id)
      .where('action', 'in', ['approved', 'rejected', 'private'])
      .execute();
    expect(decisions).toEqual([]);

    // Reloaded, the case shows the swap; approving what is shown now works.
    const now = await reviewCase(id);
    expect(now.revision).toBe(before.revision);
    expect(now.package?.version).toBe('3.0.0');
    expect(now.package?.permissions).toEqual(['cookies', 'webRequest']);
    expect(now.history.map((entry) => entry.action)).toEqual([
      'submitted',
      'cancelled',
      'submitted',
    ]);
    const approved = await admin.post(`/admin/api/items/${id}/approve`, {
      revision: now.revision,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(jsonOf<Product>(await new TestClient(t.app).get(`/ajax/extensions/${id}`)).version).toBe(
      '3.0.0',
    );
    expect((await itemRow(id)).revision).toBeGreaterThan(now.revision);
  });

  it('raises the revision on every change of the draft, and decides on the current one', async () => {
    const { client } = await signedInCreator(t);
    const id = await readyExtension(t, client, '1.0.0');
    const start = (await itemRow(id)).revision;
    await client.patch(`/creator/api/extensions/${id}`, { matureContent: true });
    const edited = (await itemRow(id)).revision;
    expect(edited).toBeGreaterThan(start);
    await client.patch(`/creator/api/extensions/${id}`, { review: 'IN_REVIEW' });
    const submitted = await reviewCase(id);
    expect(submitted.revision).toBeGreaterThan(edited);
    // A decision on the wrong state is still INVALID_STATE_TRANSITION with a current revision.
    const notPublished = await admin.post(`/admin/api/items/${id}/private`, {
      revision: submitted.revision,
      guidelines: ['SPAM'],
    });
    expect(errorOf(notPublished).code).toBe('INVALID_STATE_TRANSITION');
    const rejected = await admin.post(`/admin/api/items/${id}/reject`, {
      revision: submitted.revision,
      guidelines: ['POOR_LISTING_QUALITY'],
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const afterReject = (await itemRow(id)).revision;
    expect(afterReject).toBeGreaterThan(submitted.revision);
    // Two reviewers: the second one's decision on the old revision is refused.
    const late = await admin.post(`/admin/api/items/${id}/reject`, {
      revision: submitted.revision,
      guidelines: ['SPAM'],
    });
    expect(errorOf(late).code).toBe('REVIEW_REVISION_CHANGED');
    expect((await itemRow(id)).revision).toBe(afterReject);
  });

  it('keeps the approval message in the log and the case history', async () => {
    const item = await createItem(t.database.db, { reviewState: 'IN_REVIEW' });
    const { revision } = await reviewCase(item.id);
    const approved = await admin.post(`/admin/api/items/${item.id}/approve`, {
      revision,
      message: '  Thanks for the clear screenshots.  ',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=clear%20screenshots'));
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      action: 'approved',
      extensionId: item.id,
      message: 'Thanks for the clear screenshots.',
    });
    const history = (await reviewCase(item.id)).history;
    expect(history[0]).toMatchObject({
      action: 'approved',
      message: 'Thanks for the clear screenshots.',
    });
    // Without a message the log keeps none.
    const other = await createItem(t.database.db, { reviewState: 'IN_REVIEW' });
    await admin.post(`/admin/api/items/${other.id}/approve`, {
      revision: await revisionOf(admin, other.id),
    });
    expect((await reviewCase(other.id)).history[0]).toMatchObject({
      action: 'approved',
      message: null,
    });
  });
});

describe('block', () => {
  it('blocks and unblocks with a reason; a blocked item stays visible as blocked', async () => {
    const item = await createItem(t.database.db);
    const noReason = await admin.post(`/admin/api/items/${item.id}/block`, { reason: ' ' });
    expect(errorOf(noReason).code).toBe('INVALID_REQUEST');
    const blocked = await admin.post(`/admin/api/items/${item.id}/block`, {
      reason: 'Loads remote code.',
    });
    expect(blocked.statusCode).toBe(200);
    const detail = jsonOf<Product>(await new TestClient(t.app).get(`/ajax/extensions/${item.id}`));
    expect(detail.blocked).toBe(true);
    const again = await admin.post(`/admin/api/items/${item.id}/block`, { reason: 'again' });
    expect(errorOf(again).code).toBe('INVALID_STATE_TRANSITION');
    await admin.post(`/admin/api/items/${item.id}/unblock`, { reason: 'Fixed in 2.0.' });
    const unblocked = jsonOf<Product>(
      await new TestClient(t.app).get(`/ajax/extensions/${item.id}`),
    );
    expect(unblocked.blocked).toBe(false);
  });
});

describe('accountability and statistics', () => {
  it('records who did what and why, searchable', async () => {
    const item = await createItem(t.database.db, { names: { en: 'Audited Widget' } });
    await admin.post(`/admin/api/items/${item.id}/block`, { reason: 'Phishing pages found' });
    const byReason = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=phishing'));
    expect(byReason.items[0]).toMatchObject({
      id: expect.stringMatching(/^review-\d+$/),
      area: 'review',
      action: 'blocked',
      extensionId: item.id,
      itemName: 'Audited Widget',
      target: null,
      details: null,
      message: 'Phishing pages found',
    });
    expect(byReason.items[0]?.actor).toMatch(/Moderator Mo/);
    const byName = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=audited%20widget'));
    expect(byName.items.map((entry) => entry.extensionId)).toContain(item.id);
    const byAction = jsonOf<AuditPage>(await admin.get('/admin/api/audit?action=approved'));
    expect(byAction.items.every((entry) => entry.action === 'approved')).toBe(true);
    const none = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=zzzz-nothing'));
    expect(none).toMatchObject({ items: [], totalCount: 0 });
    expect(adminId).toBeTruthy();
  });

  it('keeps decisions in the log after the developer deletes the item', async () => {
    const { client, creator } = await signedInCreator(t);
    const item = await createItem(t.database.db, {
      creatorId: creator.id,
      reviewState: 'IN_REVIEW',
    });
    await admin.post(`/admin/api/items/${item.id}/reject`, {
      revision: await revisionOf(admin, item.id),
      guidelines: ['MALWARE'],
      message: 'Ships a keylogger.',
    });
    expect((await client.delete(`/creator/api/extensions/${item.id}`)).statusCode).toBe(204);
    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=keylogger'));
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      extensionId: item.id,
      action: 'rejected',
      itemName: null,
      guidelines: ['MALWARE'],
    });
  });

  it('reports page views, the most used items and items by review state', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await t.database.db
      .insertInto('page_view_daily')
      .values({ day: today, path: '/extensions/new', count: 42 })
      .onConflict((conflict) => conflict.columns(['day', 'path']).doUpdateSet({ count: 42 }))
      .execute();
    await createItem(t.database.db, { usercount: 9_000_000, names: { en: 'Very Popular' } });
    const stats = jsonOf<StoreStats>(await admin.get('/admin/api/stats?days=7'));
    expect(stats.pageViews).toContainEqual({ day: today, path: '/extensions/new', count: 42 });
    expect(stats.topItems[0]).toMatchObject({ name: 'Very Popular', usercount: 9_000_000 });
    expect(stats.reviewStates.map((entry) => entry.review)).toEqual([
      'PREPARE_FOR_SUBMISSION',
      'IN_REVIEW',
      'READY_FOR_OPEN',
      'REJECTED',
      'REJECTED_UPDATE',
    ]);
    expect(
      stats.reviewStates.find((entry) => entry.review === 'READY_FOR_OPEN')?.count,
    ).toBeGreaterThan(0);
  });
});

describe('one log of reviews and curation', () => {
  async function setPick(id: string, pick: boolean, reason?: string) {
    const response = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${id}`,
      payload: { pick, ...(reason ? { reason } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('answers review decisions and curation changes in one list, newest first', async () => {
    const lantern = await createItem(t.database.db, {
      reviewState: 'IN_REVIEW',
      names: { en: 'Ledger Lantern' },
    });
    const other = await createItem(t.database.db, { names: { en: 'Quiet Quill' } });
    expect(
      (
        await admin.post(`/admin/api/items/${lantern.id}/approve`, {
          revision: await revisionOf(admin, lantern.id),
        })
      ).statusCode,
    ).toBe(200);
    await setPick(lantern.id, true, 'Editors adore the lantern');
    await admin.post(`/admin/api/items/${other.id}/block`, { reason: 'Mines coins' });

    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?size=3'));
    expect(log.items.map((entry) => [entry.area, entry.action, entry.extensionId])).toEqual([
      ['review', 'blocked', other.id],
      ['curation', 'pick.set', lantern.id],
      ['review', 'approved', lantern.id],
    ]);
    const times = log.items.map((entry) => Date.parse(entry.createAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(log.items[1]).toMatchObject({
      id: expect.stringMatching(/^curation-\d+$/),
      target: `item:${lantern.id}`,
      itemName: 'Ledger Lantern (draft)',
      guidelines: [],
      message: 'Editors adore the lantern',
      details: { productType: 'extension' },
    });
    expect(log.items[1]?.actor).toMatch(/Moderator Mo/);

    // The item's history in the review case holds its curation changes too.
    const history = jsonOf<ReviewCase>(await admin.get(`/admin/api/reviews/${lantern.id}`)).history;
    expect(history.map((entry) => entry.action)).toEqual(['pick.set', 'approved']);
  });

  it('searches both sources: reasons, item names, targets and details', async () => {
    const item = await createItem(t.database.db, { names: { en: 'Marsh Mallow Reader' } });
    await admin.post(`/admin/api/items/${item.id}/block`, { reason: 'Tracks every page' });
    await setPick(item.id, true, 'Wonderful wetland words');
    const category = await admin.post('/admin/api/curation/categories', {
      type: 'theme',
      code: 'moonlit',
      nameEn: 'Moonlit Moors',
      nameKo: '달빛 황야',
      reason: 'Night photography is popular',
    });
    expect(category.statusCode, category.body).toBe(201);

    const byReason = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=WETLAND%20words'));
    expect(byReason.items.map((entry) => [entry.area, entry.action])).toEqual([
      ['curation', 'pick.set'],
    ]);
    const byName = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=marsh%20mallow'));
    expect(byName.items.map((entry) => [entry.area, entry.action])).toEqual([
      ['curation', 'pick.set'],
      ['review', 'blocked'],
    ]);
    expect(byName.totalCount).toBe(2);
    const byTarget = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=category:theme/moon'));
    expect(byTarget.items).toHaveLength(1);
    expect(byTarget.items[0]).toMatchObject({
      area: 'curation',
      action: 'category.create',
      target: 'category:theme/moonlit',
      extensionId: null,
      itemName: null,
      message: 'Night photography is popular',
    });
    const byDetails = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=moonlit%20moors'));
    expect(byDetails.items.map((entry) => entry.target)).toEqual(['category:theme/moonlit']);
    const byActor = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=moderator%20mo'));
    expect(new Set(byActor.items.map((entry) => entry.area))).toEqual(
      new Set(['review', 'curation']),
    );
  });

  it('filters by area and by action', async () => {
    const item = await createItem(t.database.db, { names: { en: 'Filter Fern' } });
    await setPick(item.id, true, 'For the filters');
    await admin.post(`/admin/api/items/${item.id}/block`, { reason: 'For the filters' });

    const all = jsonOf<AuditPage>(await admin.get('/admin/api/audit?size=100'));
    const reviews = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=review&size=100'));
    const curation = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=curation&size=100'));
    expect(reviews.items.length).toBeGreaterThan(0);
    expect(curation.items.length).toBeGreaterThan(0);
    expect(reviews.items.every((entry) => entry.area === 'review')).toBe(true);
    expect(curation.items.every((entry) => entry.area === 'curation')).toBe(true);
    expect(reviews.totalCount + curation.totalCount).toBe(all.totalCount);

    const picks = jsonOf<AuditPage>(await admin.get('/admin/api/audit?action=pick.set'));
    expect(picks.items.length).toBeGreaterThan(0);
    expect(picks.items.every((entry) => entry.action === 'pick.set')).toBe(true);
    const searched = jsonOf<AuditPage>(
      await admin.get('/admin/api/audit?q=for%20the%20filters&area=review'),
    );
    expect(searched.items.map((entry) => entry.action)).toEqual(['blocked']);
    const none = jsonOf<AuditPage>(await admin.get('/admin/api/audit?action=pick.set&area=review'));
    expect(none).toMatchObject({ items: [], totalCount: 0 });

    for (const query of ['area=everything', 'action=banner.paint']) {
      expect((await admin.get(`/admin/api/audit?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('pages across both sources with every entry exactly once, ties included', async () => {
    // Entries of both tables written at the same instant: only the tiebreak orders them.
    const at = new Date('2001-02-03T04:05:06.000Z');
    const item = await createItem(t.database.db);
    await t.database.db
      .insertInto('review_events')
      .values(
        [1, 2, 3].map((n) => ({
          item_id: item.id,
          action: 'blocked',
          actor_id: adminId,
          message: `same instant ${n}`,
          created_at: at,
        })),
      )
      .execute();
    await t.database.db
      .insertInto('admin_actions')
      .values(
        [1, 2, 3, 4].map((n) => ({
          actor_id: adminId,
          action: 'banner.update',
          target: `banner:${900 + n}`,
          details: JSON.stringify({ changes: { active: { before: true, after: false } } }),
          reason: `same instant ${n}`,
          created_at: at,
        })),
      )
      .execute();

    const pages = async (query: string, size: number) => {
      const seen: AuditPage['items'] = [];
      let total = 0;
      for (let offset = 0; ; offset += size) {
        const page = jsonOf<AuditPage>(
          await admin.get(`/admin/api/audit?${query}&offset=${offset}&size=${size}`),
        );
        expect(page).toMatchObject({ offset, size });
        total = page.totalCount;
        seen.push(...page.items);
        if (page.items.length < size) break;
      }
      return { seen, total };
    };

    const tied = await pages('q=same%20instant', 3);
    expect(tied.total).toBe(7);
    expect(tied.seen).toHaveLength(7);
    expect(new Set(tied.seen.map((entry) => entry.id)).size).toBe(7);
    expect(tied.seen.filter((entry) => entry.area === 'review')).toHaveLength(3);
    const whole = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=same%20instant&size=7'));
    expect(tied.seen.map((entry) => entry.id)).toEqual(whole.items.map((entry) => entry.id));

    // The whole log, in pages of four, is the same list as in one page.
    const everything = await pages('q=', 4);
    expect(everything.seen).toHaveLength(everything.total);
    expect(new Set(everything.seen.map((entry) => entry.id)).size).toBe(everything.total);
    const times = everything.seen.map((entry) => Date.parse(entry.createAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(everything.seen.map((entry) => entry.area))).toEqual(
      new Set(['review', 'curation']),
    );
  });
});
