import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { stripXssi, useStore } from '../src/harness.js';
import { ADMIN, DEVELOPER, signInTo } from '../src/signed-in-page.js';

const { storeTest } = useStore();

const VISITOR = { email: 'visitor@lagoon.test', password: 'lagoon-visitor' };

/** The demo developer's update waiting for review, and their new item waiting for review. */
const UPDATE_NAME = 'Word Counter';
const NEW_ITEM_NAME = 'Color Dropper';

interface QueueEntry {
  extensionId: string;
  name: string;
  submittedAt: string | null;
  isUpdate: boolean;
  version: string | null;
  publishedVersion: string | null;
}

/** GETs a console call with the page's cookies, the way the console does. */
async function adminGet<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  const response = await page.request.get(path, { headers: { accept: 'application/json' } });
  return { status: response.status(), body: JSON.parse(stripXssi(await response.text())) as T };
}

function origin(page: Page): string {
  return new URL(page.url()).origin;
}

async function snackbarText(page: Page): Promise<string> {
  const snackbar = page.getByTestId('snackbar');
  await snackbar.waitFor();
  return (await snackbar.textContent())?.trim() ?? '';
}

async function queueEntry(page: Page, name: string): Promise<QueueEntry> {
  const { body } = await adminGet<{ items: QueueEntry[] }>(page, '/admin/api/reviews?hl=en');
  const entry = body.items.find((item) => item.name === name);
  assert.ok(entry, `${name} waits for review in the demo store`);
  return entry;
}

/** Opens an item of the queue from its row, as an administrator does. */
async function openFromQueue(page: Page, name: string): Promise<void> {
  await page.goto('/admin/reviews?hl=en');
  const row = page.getByTestId('review-queue-row').filter({ hasText: name });
  await row.getByTestId('review-queue-open').click();
  await page.waitForURL(/\/admin\/items\/[a-p]{32}\?hl=en$/);
  await page.getByTestId('admin-review-case').waitFor();
}

describe('the moderation console in Chromium', () => {
  storeTest('visitors and non-administrators are unable to access /admin', async ({ page }) => {
    await page.goto('/admin/reviews?hl=en');
    await page.getByTestId('not-found').waitFor();
    assert.equal(await page.getByTestId('admin-console').count(), 0);

    await signInTo(page, VISITOR, '/admin?hl=en');
    await page.getByTestId('not-found').waitFor();
    assert.match((await page.getByTestId('not-found').textContent()) ?? '', /Unable to access/);
    assert.equal(await page.title(), 'Unable to access – Lagoon');
    const refused = await page.request.get('/admin/api/reviews');
    assert.equal(refused.status(), 404);
    assert.match(await refused.text(), /"code":"NOT_FOUND"/);
  });

  storeTest(
    'the queue lists the items in review oldest first, and an update shows what changed',
    async ({ page }) => {
      await signInTo(page, ADMIN, '/admin?hl=en');
      // /admin opens the review queue.
      await page.waitForURL(/\/admin\/reviews\?hl=en$/);
      await page.getByTestId('admin-review-queue').waitFor();
      assert.equal(await page.title(), 'Review queue – Lagoon');
      assert.equal(
        await page.getByTestId('admin-nav-reviews').getAttribute('aria-current'),
        'page',
      );
      for (const section of ['log', 'stats', 'curation']) {
        assert.match(
          (await page.getByTestId(`admin-nav-${section}`).getAttribute('href')) ?? '',
          new RegExp(`^/admin/${section}\\?hl=en$`),
        );
      }

      const { body } = await adminGet<{ items: QueueEntry[] }>(page, '/admin/api/reviews?hl=en');
      assert.ok(body.items.length >= 3, 'the demo has several items in review');
      const times = body.items.map((item) => Date.parse(item.submittedAt ?? ''));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => a - b),
        'the server answers oldest request first',
      );
      const rows = page.getByTestId('review-queue-row');
      await rows.first().waitFor();
      const shownIds = await rows.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-extension-id')),
      );
      assert.deepEqual(
        shownIds,
        body.items.map((item) => item.extensionId),
      );
      assert.equal(
        (await page.getByTestId('review-queue-count').textContent())?.trim(),
        `${body.items.length} items waiting`,
      );

      const update = await queueEntry(page, UPDATE_NAME);
      assert.ok(update.isUpdate && update.publishedVersion && update.version);
      const row = rows.filter({ hasText: UPDATE_NAME });
      assert.equal((await row.getByTestId('review-queue-kind').textContent())?.trim(), 'Update');
      assert.match(
        (await row.getByTestId('review-queue-version').textContent()) ?? '',
        new RegExp(`${update.publishedVersion}\\s*→\\s*${update.version}`),
      );

      await openFromQueue(page, UPDATE_NAME);
      assert.equal(await page.title(), `${UPDATE_NAME} – Lagoon`);
      assert.equal(
        await page.getByTestId('admin-nav-reviews').getAttribute('aria-current'),
        'page',
        'an item belongs to the review queue section',
      );
      assert.equal(
        (await page.getByTestId('case-review-state').textContent())?.trim(),
        'In review',
      );
      const version = page.locator('[data-testid="review-change"][data-field="version"]');
      await version.waitFor();
      assert.equal(
        (await version.getByTestId('change-before').textContent())?.trim(),
        update.publishedVersion,
      );
      assert.equal(
        (await version.getByTestId('change-after').textContent())?.trim(),
        update.version,
      );
      assert.equal(
        (
          await page.getByTestId('package-draft').getByTestId('package-version').textContent()
        )?.trim(),
        update.version,
      );
      assert.equal(
        (
          await page.getByTestId('package-published').getByTestId('package-version').textContent()
        )?.trim(),
        update.publishedVersion,
      );
      // The request for review is on record.
      const history = page.getByTestId('case-history').getByTestId('audit-row');
      assert.equal(await history.last().getAttribute('data-action'), 'submitted');
      // The decisions a request in review allows.
      for (const kind of ['approve', 'reject', 'private', 'block']) {
        await page.getByTestId(`decision-${kind}`).waitFor();
      }
      assert.equal(await page.getByTestId('decision-unblock').count(), 0);

      // The console speaks Korean too.
      await page.goto('/admin/reviews?hl=ko');
      await page.getByTestId('review-queue-row').first().waitFor();
      assert.equal((await page.getByTestId('page-title').textContent())?.trim(), '심사 대기열');
      assert.equal(
        (await page.getByTestId('review-queue-count').textContent())?.trim(),
        `대기 중인 항목 ${body.items.length}개`,
      );
    },
  );

  storeTest(
    'rejecting an update keeps the old version live and shows the developer the guidelines',
    async ({ page, newContext }) => {
      await signInTo(page, ADMIN, '/admin/reviews?hl=en');
      const update = await queueEntry(page, UPDATE_NAME);
      await openFromQueue(page, UPDATE_NAME);

      await page.getByTestId('decision-reject').click();
      const dialog = page.getByTestId('decision-dialog');
      await dialog.waitFor();
      // A rejection without a guideline is stopped in the dialog, with the focus on the list.
      await dialog.getByTestId('decision-submit').click();
      assert.equal(
        (await dialog.getByTestId('decision-problem').textContent())?.trim(),
        'Choose at least one guideline.',
      );
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('data-code')),
        'MISLEADING_METADATA',
      );
      await dialog
        .locator('[data-testid="decision-guideline"][data-code="EXCESSIVE_PERMISSIONS"]')
        .check();
      await dialog.locator('[data-testid="decision-guideline"][data-code="SPAM"]').check();
      assert.equal(await dialog.getByTestId('decision-problem').count(), 0);
      await dialog
        .getByTestId('decision-message')
        .fill('The new version reads every page; explain why in the description.');
      await dialog.getByTestId('decision-submit').click();
      assert.equal(await snackbarText(page), `${UPDATE_NAME} is rejected.`);
      await dialog.waitFor({ state: 'detached' });

      // The page now shows the decision and no longer offers approving.
      await page.getByTestId('case-review-state').filter({ hasText: 'Update rejected' }).waitFor();
      assert.equal(await page.getByTestId('decision-approve').count(), 0);
      const latest = page.getByTestId('case-history').getByTestId('audit-row').first();
      assert.equal(await latest.getAttribute('data-action'), 'rejected');
      assert.match(
        (await latest.getByTestId('audit-actor').textContent()) ?? '',
        /admin@lagoon\.test/,
      );
      assert.deepEqual(
        await latest.getByTestId('audit-guidelines').locator('li').allTextContents(),
        ['EXCESSIVE_PERMISSIONS', 'SPAM'],
      );
      // The queue no longer has it.
      await page.getByTestId('case-back').click();
      await page.getByTestId('admin-review-queue').waitFor();
      await page.getByTestId('review-queue-row').first().waitFor();
      // The queue may show its previous answer while it refreshes; the row must then go.
      await page
        .getByTestId('review-queue-row')
        .filter({ hasText: UPDATE_NAME })
        .waitFor({ state: 'detached' });

      // A visitor still gets the published version.
      const visitorContext = await newContext();
      try {
        const visitor = await visitorContext.newPage();
        await visitor.goto(`/detail/${update.extensionId}?hl=en`);
        await visitor.getByTestId('product-detail').waitFor();
        const facts = (await visitor.getByTestId('product-facts').textContent()) ?? '';
        assert.ok(facts.includes(update.publishedVersion ?? ''), facts);
        assert.ok(!facts.includes(update.version ?? ''), facts);
      } finally {
        await visitorContext.close();
      }

      // The developer reads the guidelines and the message in their dashboard.
      const developerContext = await newContext();
      try {
        await developerDialog(await developerContext.newPage(), update.extensionId);
      } finally {
        await developerContext.close();
      }
    },
  );
  storeTest('approving a new item publishes it for visitors', async ({ page, newContext }) => {
    await signInTo(page, ADMIN, '/admin/reviews?hl=en');
    const entry = await queueEntry(page, NEW_ITEM_NAME);
    assert.equal(entry.isUpdate, false);

    const visitor = await newContext();
    try {
      const before = await visitor.newPage();
      await before.goto(`/detail/${entry.extensionId}?hl=en`);
      await before.getByTestId('not-found').waitFor();

      await openFromQueue(page, NEW_ITEM_NAME);
      await page.getByText('A new item: everything in the draft is new.').waitFor();
      await page.getByTestId('decision-approve').click();
      const dialog = page.getByTestId('decision-dialog');
      await dialog.getByTestId('decision-submit').click();
      assert.equal(await snackbarText(page), `${NEW_ITEM_NAME} is approved.`);
      await page.getByTestId('case-review-state').filter({ hasText: 'Approved' }).waitFor();
      assert.match(
        (await page.getByTestId('case-public-page').getAttribute('href')) ?? '',
        new RegExp(`^/detail/${entry.extensionId}\\?hl=en$`),
      );
      // The developer is told by e-mail; this store has no SMTP, so it waits under Mail.
      await page.getByTestId('admin-nav-mail').click();
      await page.getByTestId('mail-outbox-only').waitFor();
      const mail = page.getByTestId('mail-row').filter({ hasText: `Approved: ${NEW_ITEM_NAME}` });
      await mail.getByTestId('mail-subject').click();
      assert.match(
        (await page.getByTestId('mail-text').textContent()) ?? '',
        new RegExp(`${NEW_ITEM_NAME} passed review[^]*/detail/${entry.extensionId}\\?hl=en`),
      );

      await before.goto(`/detail/${entry.extensionId}?hl=en`);
      await before.getByTestId('product-detail').waitFor();
      assert.equal((await before.getByTestId('product-name').textContent())?.trim(), NEW_ITEM_NAME);

      // It is listed and searchable now, like any published item.
      const card = before.locator(
        `[data-testid="product-card"][data-extension-id="${entry.extensionId}"]`,
      );
      await before.goto(`/search/${encodeURIComponent(NEW_ITEM_NAME)}?hl=en`);
      await card.first().waitFor();
      await before.goto('/extensions/new/productivity?hl=en');
      await before.getByTestId('product-card').first().waitFor();
      const cards = before.getByTestId('product-card');
      for (let round = 0; round < 20 && (await card.count()) === 0; round += 1) {
        const more = before.getByTestId('load-more');
        if ((await more.count()) === 0) break;
        const shown = await cards.count();
        await more.click();
        await before.waitForFunction(
          (count) => document.querySelectorAll('[data-testid="product-card"]').length > count,
          shown,
        );
      }
      assert.equal(await card.count(), 1, 'the approved item is in its category list');
    } finally {
      await visitor.close();
    }
  });

  storeTest(
    'blocking an item from its address marks it blocked for visitors, with the reason on record',
    async ({ page, newContext }) => {
      const { body: list } = await adminGet<{ items: { extensionId: string; blocked: boolean }[] }>(
        page,
        '/ajax/extensions?type=extension&size=20&offset=0&hl=en',
      );
      const target = list.items.find((item) => !item.blocked);
      assert.ok(target, 'the demo lists items that are not blocked');

      await signInTo(page, ADMIN, '/admin/reviews?hl=en');
      // An address that is not an item's is refused in the form.
      await page.getByTestId('find-item-input').fill('https://example.com/nothing');
      await page.getByTestId('find-item-submit').click();
      await page.getByTestId('find-item-error').waitFor();
      await page
        .getByTestId('find-item-input')
        .fill(`${origin(page)}/detail/${target.extensionId}?hl=en`);
      await page.getByTestId('find-item-submit').click();
      await page.waitForURL(new RegExp(`/admin/items/${target.extensionId}\\?hl=en$`));
      await page.getByTestId('case-not-in-review').waitFor();

      await page.getByTestId('decision-block').click();
      const dialog = page.getByTestId('decision-dialog');
      await dialog.getByTestId('decision-submit').click();
      assert.equal(
        (await dialog.getByTestId('decision-problem').textContent())?.trim(),
        'Enter a reason.',
      );
      await dialog
        .getByTestId('decision-reason')
        .fill('Ships a crypto miner in its background page.');
      await dialog.getByTestId('decision-submit').click();
      await page.getByTestId('case-blocked').waitFor();
      await page.getByTestId('decision-unblock').waitFor();

      const visitor = await newContext();
      try {
        const detail = await visitor.newPage();
        await detail.goto(`/detail/${target.extensionId}?hl=en`);
        await detail.getByTestId('blocked-badge').waitFor();
        assert.equal(
          (await detail.getByTestId('blocked-badge').textContent())?.trim(),
          'Blocked by admin',
        );
      } finally {
        await visitor.close();
      }

      // The log finds the decision by its reason, and filters by action.
      await page.getByTestId('admin-nav-log').click();
      await page.getByTestId('admin-log').waitFor();
      assert.equal(await page.title(), 'Log – Lagoon');
      const rows = page.getByTestId('audit-row');
      // Newest first: the block just made leads the log, as a review entry.
      assert.equal(await rows.first().getAttribute('data-action'), 'blocked');
      assert.equal(await rows.first().getAttribute('data-area'), 'review');
      assert.equal(
        (await rows.first().getByTestId('audit-action-label').textContent())?.trim(),
        'Blocked',
      );
      await page.getByTestId('audit-search').fill('crypto miner');
      await page.getByTestId('audit-action').selectOption('blocked');
      await page.getByTestId('audit-submit').click();
      await page.waitForURL(/\/admin\/log\?q=crypto\+miner&action=blocked&hl=en$/);
      // The earlier page stays on screen, marked busy, until the search answers.
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await page
        .getByTestId('audit-range')
        .filter({ hasText: /^1–1 of 1$/ })
        .waitFor();
      assert.equal(await rows.count(), 1);
      assert.equal(await rows.first().getAttribute('data-extension-id'), target.extensionId);
      assert.match(
        (await rows.first().getByTestId('audit-message').textContent()) ?? '',
        /crypto miner/,
      );
      // The curation part of the log holds no decision on an item; the review part does.
      await page.getByTestId('audit-area').selectOption('curation');
      await page.getByTestId('audit-submit').click();
      await page.waitForURL(/\/admin\/log\?q=crypto\+miner&area=curation&hl=en$/);
      await page.getByTestId('empty-state').waitFor();
      // Role changes made with `npm run admin` and access tokens are their own part, with their
      // own actions.
      await page.getByTestId('audit-area').selectOption('access');
      assert.deepEqual(await page.getByTestId('audit-action').locator('option').allTextContents(), [
        'All actions',
        'Administrator role granted',
        'Administrator role revoked',
        'Access token created',
        'Access token revoked',
      ]);
      await page.getByTestId('audit-area').selectOption('review');
      await page.getByTestId('audit-submit').click();
      await page.waitForURL(/\/admin\/log\?q=crypto\+miner&area=review&hl=en$/);
      await page
        .getByTestId('audit-range')
        .filter({ hasText: /^1–1 of 1$/ })
        .waitFor();
      await page.getByTestId('audit-action').selectOption('approved');
      await page.getByTestId('audit-submit').click();
      await page.waitForURL(/\/admin\/log\?q=crypto\+miner&area=review&action=approved&hl=en$/);
      await page.getByTestId('empty-state').waitFor();

      // Unblocking asks for a reason too, and lifts the mark.
      await page.goto(`/admin/items/${target.extensionId}?hl=en`);
      await page.getByTestId('decision-unblock').click();
      await page.getByTestId('decision-reason').fill('The miner is gone in the reviewed package.');
      await page.getByTestId('decision-submit').click();
      await page.getByTestId('decision-block').waitFor();
      assert.equal(await page.getByTestId('case-blocked').count(), 0);
    },
  );

  storeTest('statistics draw charts with tables of the same numbers', async ({ page }) => {
    await signInTo(page, ADMIN, '/admin/stats?hl=en');
    await page.getByTestId('admin-stats').waitFor();
    assert.equal(await page.title(), 'Statistics – Lagoon');
    const { body } = await adminGet<{
      reviewStates: { review: string; count: number }[];
      topItems: { name: string }[];
    }>(page, '/admin/api/stats?days=30&hl=en');

    const states = page.getByTestId('chart-states');
    await states.getByTestId('bar-chart').waitFor();
    assert.equal(
      await states.getByTestId('bar-chart').locator('rect').count(),
      body.reviewStates.length,
    );
    await states.locator('summary').click();
    const inReview = body.reviewStates.find((row) => row.review === 'IN_REVIEW');
    assert.ok(inReview);
    assert.equal(
      (await states.locator('tr', { hasText: 'In review' }).locator('td').textContent())?.trim(),
      String(inReview.count),
    );

    // The page views of the last 30 days: one column a day.
    const views = page.getByTestId('chart-views');
    assert.equal(await views.getByTestId('column-chart').locator('rect').count(), 30);
    assert.ok(await views.locator('[role="img"]').getAttribute('aria-label'));

    const items = page.getByTestId('chart-items');
    assert.equal(
      await items.getByTestId('bar-chart').locator('rect').count(),
      body.topItems.length * 2,
    );

    await page.getByTestId('stats-period-7').click();
    await page.waitForURL(/\/admin\/stats\?days=7&hl=en$/);
    await views.getByTestId('column-chart').locator('rect').nth(6).waitFor();
    assert.equal(await views.getByTestId('column-chart').locator('rect').count(), 7);
  });

  storeTest(
    'a case’s code is read highlighted, and an update’s changes line by line',
    async ({ page }) => {
      await signInTo(page, ADMIN, '/admin/reviews?hl=en');
      // The demo developer's update, whether an earlier test decided it yet or not.
      const { body } = await adminGet<{ items: { extensionId: string | null }[] }>(
        page,
        `/admin/api/audit?q=${encodeURIComponent(UPDATE_NAME)}&hl=en`,
      );
      const id = body.items.find((entry) => entry.extensionId)?.extensionId;
      assert.ok(id, `${UPDATE_NAME} is in the review log`);
      await page.goto(`/admin/items/${id}?hl=en`);
      await page.getByTestId('case-flags').waitFor();

      await page.getByTestId('case-code').click();
      await page.waitForURL(new RegExp(`/admin/items/${id}/code\\?hl=en$`));
      // The manifest opens first, highlighted, with its line numbers.
      const text = page.locator('[data-testid="code-file-text"][data-highlighted="true"]');
      await text.waitFor();
      assert.equal(
        (await page.getByTestId('code-file-path').textContent())?.trim(),
        'manifest.json',
      );
      assert.equal(await text.locator('.hljs-attr', { hasText: '"manifest_version"' }).count(), 1);
      assert.equal(
        (await text.locator('tbody tr').first().locator('td').first().textContent())?.trim(),
        '1',
      );
      // Another file from the tree: its page is shown as highlighted text, never as a page.
      await page.locator('[data-testid="code-tree-file"][data-path="popup.html"]').click();
      await page.waitForURL(/file=popup\.html/);
      await text.locator('.hljs-tag').first().waitFor();
      assert.equal(await text.locator('title').count(), 0);

      await page.getByTestId('code-review-tab-changes').click();
      const manifest = page.locator('[data-testid="changed-file"][data-path="manifest.json"]');
      await manifest.waitFor();
      assert.equal(await manifest.getAttribute('data-status'), 'changed');
      await manifest.getByTestId('changed-file-link').click();
      const added = page.locator('[data-testid="diff-line"][data-type="added"]');
      await added.first().waitFor();
      assert.match((await added.allTextContents()).join('\n'), /\+Added line\s*"version"/);
      assert.equal(
        await page
          .locator('[data-testid="diff-line"][data-type="removed"]', { hasText: '"version"' })
          .count(),
        1,
      );
    },
  );
});

/** Signs the demo developer in and opens the review note of one of their items. */
async function developerDialog(page: Page, extensionId: string): Promise<void> {
  await signInTo(page, DEVELOPER, '/developers/dashboard/extensions?hl=en');
  const row = page.locator(`[data-testid="dashboard-row"][data-extension-id="${extensionId}"]`);
  await row.getByTestId('review-note-open').click();
  const note = page.getByTestId('review-note-dialog');
  await note.waitFor();
  assert.deepEqual(
    await note
      .getByTestId('review-note-guideline')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-code'))),
    ['EXCESSIVE_PERMISSIONS', 'SPAM'],
  );
  assert.match(
    (await note.getByTestId('review-note-message').textContent()) ?? '',
    /explain why in the description/,
  );
}
