// The admin console's pages under axe-core, in their own file (and server) beside the store's
// pages in accessibility.test.ts: the two files run side by side, and neither runs long alone.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { assertNoFindings, auditPages } from '../src/accessibility.js';
import { signedInApi, useStore } from '../src/harness.js';
import { ADMIN, getWithPage, signInTo } from '../src/signed-in-page.js';

const { storeTest, server } = useStore();

describe('accessibility of the admin console (axe-core, light and dark theme)', () => {
  storeTest('the admin console has no serious or critical violations', async ({ page }) => {
    await signInTo(page, ADMIN, '/admin/reviews?hl=en');
    const queue = await getWithPage<{ items: { extensionId: string; isUpdate: boolean }[] }>(
      page,
      '/admin/api/reviews?hl=en',
    );
    const inReview = queue.items[0]?.extensionId;
    assert.ok(inReview, 'the demo store has an item waiting for review');
    // An update has a submitted package and a published one: its code and its changes.
    const update = queue.items.find((item) => item.isUpdate)?.extensionId;
    assert.ok(update, 'the demo store has an update waiting for review');
    // A visitor's report of the update's live product, so the reports page has one to show.
    const visitor = await signedInApi(server().url, ADMIN);
    const report = await visitor.call('POST', `/ajax/extensions/${update}/reports?hl=en`, {
      reason: 'spam',
    });
    await visitor.dispose();
    assert.equal(report.status, 201, 'the report is filed');
    const findings = await auditPages(page, [
      { path: '/admin/reviews', ready: 'review-queue-row' },
      { path: `/admin/items/${inReview}`, ready: 'admin-review-case' },
      { path: `/admin/items/${update}/code`, ready: 'code-file-text' },
      { path: `/admin/items/${update}/changes`, ready: 'changed-files' },
      { path: `/admin/items/${update}/changes?file=manifest.json`, ready: 'diff-view' },
      { path: '/admin/reports', ready: 'item-report' },
      { path: '/admin/ratings', ready: 'ratings-log-link' },
      { path: '/admin/ratings?state=hidden', ready: 'ratings-log-link' },
      { path: '/admin/log', ready: 'audit-range' },
      { path: '/admin/stats', ready: 'stats-views-total' },
      { path: '/admin/curation/banners', ready: 'banner-row' },
      { path: '/admin/curation/picks', ready: 'picks-list' },
      { path: '/admin/curation/winners', ready: 'winners-count' },
      { path: '/admin/curation/categories', ready: 'categories-table' },
      { path: '/admin/curation/log', ready: 'curation-log-search' },
      { path: '/admin/browsers', ready: 'browsers-policy-file' },
      { path: '/admin/mail', ready: 'mail-status-tab-all' },
    ]);
    assertNoFindings(findings);
  });
});
