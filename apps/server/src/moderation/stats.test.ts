import type { StoreStats } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { jsonOf } from '../test/app.js';
import { createItem } from '../test/factories.js';
import { admin, t, useModerationApp } from '../test/moderation-app.js';

/* The store statistics of the moderation console. */

useModerationApp();

describe('statistics', () => {
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
