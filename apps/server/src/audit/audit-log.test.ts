import type { AuditPage, ReviewCase } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { jsonOf } from '../test/app.js';
import { createItem, signedInCreator } from '../test/factories.js';
import { admin, adminId, t, useModerationApp } from '../test/moderation-app.js';
import { revisionOf } from '../test/review-items.js';

/* The administrators' log of review decisions and curation changes. */

useModerationApp();

describe('accountability', () => {
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
