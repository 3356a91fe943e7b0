import type { AuditPage, Product, ReviewCase } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { errorOf, jsonOf, TestClient } from '../test/app.js';
import { extensionZip, uploadPackage } from '../test/extension-package.js';
import { createItem, signedInCreator } from '../test/factories.js';
import { admin, t, useModerationApp } from '../test/moderation-app.js';
import { readyExtension, revisionOf } from '../test/review-items.js';

/* The revision a reviewer decides on: a decision on a case that changed since is refused. */

useModerationApp();

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
