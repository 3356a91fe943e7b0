import type {
  ApiErrorBody,
  CreatorItemList,
  Product,
  ReviewCase,
  ReviewQueue,
} from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { ensureDraft } from '../items/drafts.js';
import { type Call, errorOf, expectNotFoundTo, jsonOf, TestClient } from '../test/app.js';
import { createItem, signedInCreator, signedInUser } from '../test/factories.js';
import { admin, t, useModerationApp } from '../test/moderation-app.js';
import { revisionOf } from '../test/review-items.js';

/* The administrators' review decisions: who may make them, approving, rejecting, blocking. */

useModerationApp();

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
    expect(english.fields?.map((field) => [field.field, field.code])).toEqual([
      ['guidelines', 'moderation.guidelines.required'],
      ['revision', 'moderation.revision.invalid'],
    ]);
    // Each field says what is wrong with it; the first one heads the refusal.
    expect(english.message).toBe(english.fields?.[0]?.message);
    expect(english.fields?.[1]?.message).toMatch(/“revision”/);
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
