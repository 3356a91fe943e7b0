import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { assertNoFindings, auditPages } from '../src/accessibility.js';
import { getJson, signedInApi, useStore, waitForApp } from '../src/harness.js';
import { ADMIN, DEVELOPER, signInTo } from '../src/signed-in-page.js';

const { storeTest } = useStore();

const VISITOR = { email: 'visitor@lagoon.test', password: 'lagoon-visitor' };
const NEWCOMER = { email: 'newcomer@lagoon.test', password: 'lagoon-newcomer' };

/** The longest developer reply and moderation reason (RATING_REPLY_MAX, RATING_REPORT_TEXT_MAX). */
const REPLY_MAX = 1000;
const REASON_MAX = 500;

interface CreatorItem {
  extensionId: string;
  name: string;
  published: boolean;
  blocked: boolean;
  status: string;
  version: string | null;
}

interface RatingSummary {
  score: number;
  count: number;
  reviewCount: number;
}

interface Rating {
  ratingId: string;
  text: string | null;
  nickname: string;
  reply: { text: string; author: string } | null;
}

interface RatingPage {
  summary: RatingSummary;
  ratings: Rating[];
  totalCount: number;
}

interface AuditPage {
  items: {
    area: string;
    action: string;
    extensionId: string | null;
    target: string | null;
    message: string | null;
  }[];
}

/** Waits for the snackbar to say `message` (an earlier message may still be showing). */
async function expectSnackbar(page: Page, message: string): Promise<void> {
  await page.getByTestId('snackbar').filter({ hasText: message }).waitFor();
}

async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('ratings and their moderation in Chromium', () => {
  storeTest(
    'a developer replies to a review; an administrator hides it, restores it and dismisses a report',
    async ({ page, server, newContext }) => {
      const base = server.url;
      const ratingsOf = async (extensionId: string) => {
        const { status, body } = await getJson<RatingPage>(
          `${base}/ajax/extensions/${extensionId}/ratings?sort=recent&hl=en`,
        );
        assert.equal(status, 200, `GET the ratings of ${extensionId}`);
        return body;
      };

      // One of the demo developer's live items.
      const developerApi = await signedInApi(base, DEVELOPER);
      const mine = await developerApi.call<{ items: CreatorItem[] }>(
        'GET',
        '/creator/api/extensions?type=extension&hl=en',
      );
      await developerApi.dispose();
      assert.equal(mine.status, 200);
      const item = mine.body.items.find(
        (entry) => entry.published && !entry.blocked && entry.status === 'LISTING',
      );
      assert.ok(item, 'the demo developer has a live extension');
      const before = (await ratingsOf(item.extensionId)).summary;

      // A visitor rates it with a written review (through the API, with the visitor's cookies).
      const review = `The popup takes a while to open on big pages (${Date.now()}).`;
      const visitorApi = await signedInApi(base, VISITOR);
      const created = await visitorApi.call<Rating>(
        'POST',
        `/ajax/extensions/${item.extensionId}/ratings?hl=en`,
        { score: 2, text: review },
      );
      await visitorApi.dispose();
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const { ratingId } = created.body;
      const rated = (await ratingsOf(item.extensionId)).summary;
      assert.equal(rated.count, before.count + 1, 'the new rating counts');
      assert.equal(rated.reviewCount, before.reviewCount + 1, 'and so does its review');

      // Its developer finds it in the developer area, newest first, and replies.
      await signInTo(page, DEVELOPER, '/developers/dashboard/extensions?hl=en');
      await page.getByTestId('dashboard-tab-ratings').click();
      await page.waitForURL(/\/developers\/ratings\?hl=en$/);
      await page.getByTestId('developer-ratings').waitFor();
      assert.equal(
        await page.getByTestId('dashboard-tab-ratings').getAttribute('aria-current'),
        'page',
      );
      assert.equal(await page.title(), 'Ratings and reviews – Lagoon');
      await page.getByTestId('ratings-item').selectOption(item.extensionId);
      await page.getByTestId('ratings-show').click();
      await page.waitForURL(new RegExp(`/developers/ratings\\?item=${item.extensionId}&hl=en$`));
      const card = page.locator(`[data-testid="creator-rating"][data-rating-id="${ratingId}"]`);
      await card.waitFor();
      assert.equal(
        await page.getByTestId('creator-rating').first().getAttribute('data-rating-id'),
        ratingId,
        'the newest rating comes first',
      );
      assert.equal(await text(card.getByTestId('creator-rating-text')), review);
      assert.equal(await text(card.getByTestId('creator-rating-author')), 'Visitor');
      assert.equal(await text(card.getByTestId('creator-rating-item')), item.name);
      assert.match(await text(card.getByTestId('creator-rating-version')), /^Version \S+$/);
      assert.ok(await card.getByRole('img', { name: 'Rated 2.0 out of 5' }).isVisible());

      await card.getByTestId('reply-open').click();
      const field = card.getByTestId('reply-textarea');
      assert.ok(
        await field.evaluate((element) => element === document.activeElement),
        'the form opens with the focus in its text',
      );
      assert.equal(await text(card.getByTestId('reply-counter')), `0 / ${REPLY_MAX}`);
      // Nothing but spaces is no reply, as the server would say.
      await field.fill('   ');
      await card.getByTestId('reply-submit').click();
      assert.equal(await text(card.getByTestId('reply-problem')), 'Write your reply first.');
      assert.equal(await field.getAttribute('aria-invalid'), 'true');

      const reply = 'Thanks! Version 2 opens the popup at once; please update.';
      await field.fill(reply);
      assert.equal(await text(card.getByTestId('reply-counter')), `${reply.length} / ${REPLY_MAX}`);
      await card.getByTestId('reply-submit').click();
      await expectSnackbar(page, 'Your reply is published.');
      assert.equal(await text(card.getByTestId('reply-text')), reply);
      assert.equal(await card.getByTestId('reply-form').count(), 0);

      // Edited, the reply replaces the first one.
      const edited = `${reply} Thank you for the report.`;
      await card.getByTestId('reply-edit').click();
      assert.equal(await card.getByTestId('reply-textarea').inputValue(), reply);
      await card.getByTestId('reply-textarea').fill(edited);
      await card.getByTestId('reply-submit').click();
      await expectSnackbar(page, 'Your reply is saved.');
      assert.equal(await text(card.getByTestId('reply-text')), edited);

      // The page with a reply has no serious accessibility problem either.
      assertNoFindings(
        await auditPages(page, [
          { path: `/developers/ratings?item=${item.extensionId}`, ready: 'creator-rating' },
        ]),
      );

      // Visitors see the reply under the review: in the public call and on the detail page.
      const withReply = (await ratingsOf(item.extensionId)).ratings.find(
        (rating) => rating.ratingId === ratingId,
      );
      assert.equal(withReply?.reply?.text, edited);
      const visitor = await (
        await newContext({ viewport: { width: 1440, height: 900 } })
      ).newPage();
      await visitor.goto(`/detail/${item.extensionId}?hl=en`);
      await visitor.getByTestId('product-detail').waitFor();
      await visitor.getByText(edited).waitFor();
      assert.ok(await visitor.getByText(review).isVisible());

      // Another visitor reports the review.
      const note = 'Reads like an advertisement for another extension.';
      const reporterApi = await signedInApi(base, NEWCOMER);
      const reported = await reporterApi.call<{ ok: boolean }>(
        'POST',
        `/ajax/extensions/${item.extensionId}/ratings/${ratingId}/reports?hl=en`,
        { reason: 'offensive', text: note },
      );
      await reporterApi.dispose();
      assert.equal(reported.status, 201, JSON.stringify(reported.body));

      // The administrator sees it in Reviews, with the report.
      const admin = await (await newContext({ viewport: { width: 1440, height: 900 } })).newPage();
      await signInTo(admin, ADMIN, '/admin/reviews?hl=en');
      await admin.getByTestId('admin-nav-ratings').click();
      await admin.waitForURL(/\/admin\/ratings\?hl=en$/);
      await admin.getByTestId('admin-ratings').waitFor();
      assert.equal(await admin.title(), 'Reported reviews – Lagoon');
      assert.equal(
        await admin.getByTestId('admin-nav-ratings').getAttribute('aria-current'),
        'page',
      );
      assert.equal(
        await admin.getByTestId('ratings-state-open').getAttribute('aria-current'),
        'page',
      );
      const entry = admin.locator(`[data-testid="reported-rating"][data-rating-id="${ratingId}"]`);
      await entry.waitFor();
      assert.equal(await text(entry.getByTestId('reported-rating-text')), review);
      assert.equal(await text(entry.getByTestId('reported-rating-author')), 'Visitor');
      assert.equal(await text(entry.getByTestId('reported-rating-item')), item.name);
      const report = entry.getByTestId('rating-report');
      assert.equal(await report.count(), 1);
      assert.equal(await text(report.getByTestId('rating-report-reason')), 'Offensive');
      assert.equal(await text(report.getByTestId('rating-report-note')), note);
      assert.match(await text(report), /by Noah Newcomer/);
      assert.equal(await entry.getByTestId('reported-rating-restore').count(), 0);

      assertNoFindings(
        await auditPages(admin, [{ path: '/admin/ratings', ready: 'reported-rating' }]),
      );
      await admin.goto('/admin/ratings?hl=en');

      // Hidden with a reason, the review leaves the list and the item's rating.
      const hideReason = `Advertising in a review (${Date.now()})`;
      await entry.getByTestId('reported-rating-hide').click();
      const dialog = admin.getByTestId('rating-decision-dialog');
      await dialog.waitFor();
      assert.match(await text(dialog), /Hide the review by Visitor/);
      assert.equal(await text(dialog.getByTestId('rating-decision-counter')), `0 / ${REASON_MAX}`);
      await dialog.getByTestId('rating-decision-reason').fill(hideReason);
      assert.equal(
        await text(dialog.getByTestId('rating-decision-counter')),
        `${hideReason.length} / ${REASON_MAX}`,
      );
      await dialog.getByTestId('rating-decision-submit').click();
      await expectSnackbar(admin, 'The review by Visitor is hidden.');
      await dialog.waitFor({ state: 'detached' });
      await entry.waitFor({ state: 'detached' });

      const hidden = await ratingsOf(item.extensionId);
      assert.equal(hidden.summary.count, rated.count - 1, 'a hidden rating leaves the count');
      assert.equal(hidden.summary.count, before.count);
      assert.equal(hidden.summary.reviewCount, before.reviewCount);
      assert.ok(!hidden.ratings.some((rating) => rating.ratingId === ratingId));

      // The log, filtered to the ratings, shows the decision with its reason.
      await admin.getByTestId('ratings-log-link').click();
      await admin.waitForURL(/\/admin\/log\?area=ratings&hl=en$/);
      await admin.getByTestId('audit-log').waitFor();
      assert.equal(await admin.getByTestId('audit-area').inputValue(), 'ratings');
      const hideRow = admin.getByTestId('audit-row').first();
      assert.equal(await hideRow.getAttribute('data-action'), 'rating.hide');
      assert.equal(await hideRow.getAttribute('data-area'), 'ratings');
      assert.equal(await hideRow.getAttribute('data-extension-id'), item.extensionId);
      assert.equal(await text(hideRow.getByTestId('audit-action-label')), 'Review hidden');
      assert.equal(await text(hideRow.getByTestId('audit-message')), hideReason);
      assert.equal(await text(hideRow.getByTestId('audit-target')), `Review #${ratingId}`);
      assert.equal(await text(hideRow.getByTestId('audit-item')), item.name);
      assert.match(await text(hideRow.getByTestId('audit-actor')), /admin@lagoon\.test/);
      const rows = await admin
        .getByTestId('audit-row')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-area')));
      assert.ok(
        rows.every((area) => area === 'ratings'),
        'only decisions about ratings',
      );

      // Restored from the hidden view, it counts again.
      await admin.goto('/admin/ratings?hl=en');
      await admin.getByTestId('ratings-state-hidden').click();
      await admin.waitForURL(/\/admin\/ratings\?state=hidden&hl=en$/);
      const hiddenEntry = admin.locator(
        `[data-testid="reported-rating"][data-rating-id="${ratingId}"]`,
      );
      await hiddenEntry.waitFor();
      assert.equal(await hiddenEntry.getAttribute('data-hidden'), 'true');
      assert.equal(await text(hiddenEntry.getByTestId('reported-rating-hidden')), 'Hidden');
      assert.equal(await hiddenEntry.getByTestId('reported-rating-hide').count(), 0);
      await hiddenEntry.getByTestId('reported-rating-restore').click();
      await dialog.waitFor();
      await dialog.getByTestId('rating-decision-reason').fill('Not an advertisement after all.');
      await dialog.getByTestId('rating-decision-submit').click();
      await expectSnackbar(admin, 'The review by Visitor is restored.');
      await hiddenEntry.waitFor({ state: 'detached' });
      const restored = await ratingsOf(item.extensionId);
      assert.equal(restored.summary.count, rated.count, 'a restored rating counts again');
      assert.equal(restored.summary.reviewCount, rated.reviewCount);
      assert.ok(restored.ratings.some((rating) => rating.ratingId === ratingId));

      // A new report, dismissed without a reason: the review stays and the log says so.
      const adminApi = await signedInApi(base, ADMIN);
      const again = await adminApi.call<{ ok: boolean }>(
        'POST',
        `/ajax/extensions/${item.extensionId}/ratings/${ratingId}/reports?hl=en`,
        { reason: 'spam' },
      );
      assert.equal(again.status, 201, JSON.stringify(again.body));
      await admin.getByTestId('ratings-state-open').click();
      await admin.waitForURL(/\/admin\/ratings\?hl=en$/);
      await entry.waitFor();
      assert.equal(await text(entry.getByTestId('rating-report-reason')), 'Spam');
      await entry.getByTestId('reported-rating-dismiss').click();
      await dialog.waitFor();
      await dialog.getByTestId('rating-decision-submit').click();
      await expectSnackbar(admin, 'The reports of the review by Visitor are dismissed.');
      await entry.waitFor({ state: 'detached' });
      assert.equal((await ratingsOf(item.extensionId)).summary.count, rated.count);

      const log = await adminApi.call<AuditPage>('GET', '/admin/api/audit?area=ratings&size=10');
      await adminApi.dispose();
      assert.equal(log.status, 200);
      const decisions = log.body.items
        .filter((line) => line.target === `rating:${ratingId}`)
        .map((line) => [line.action, line.message]);
      assert.deepEqual(decisions, [
        ['rating.dismiss', null],
        ['rating.restore', 'Not an advertisement after all.'],
        ['rating.hide', hideReason],
      ]);

      // The section speaks Korean too.
      await admin.goto('/admin/ratings?state=hidden&hl=ko');
      await admin.getByTestId('admin-ratings').waitFor();
      assert.equal(await text(admin.getByTestId('page-title')), '신고된 리뷰');
      assert.equal(await text(admin.getByTestId('admin-nav-ratings')), '리뷰');
      assert.equal(await text(admin.getByTestId('ratings-state-hidden')), '숨김');
      assert.equal(await text(admin.getByTestId('ratings-log-link')), '기록에서 결정 보기');
    },
  );

  storeTest(
    'a visitor reports an item from its page; an administrator finds it in Reports and dismisses it',
    async ({ page, server, newContext }) => {
      const list = await getJson<{ items: { extensionId?: string; name?: string }[] }>(
        `${server.url}/ajax/extensions?type=extension&size=5&offset=0&hl=en`,
      );
      assert.equal(list.status, 200);
      const item = list.body.items.find((entry) => entry.extensionId && entry.name);
      assert.ok(item?.extensionId && item.name, 'the demo catalog lists an extension');
      const detailPath = `/detail/${item.extensionId}?hl=en`;

      // The visitor opens the item's page, signed in, and reports it from the bottom of it.
      await signInTo(page, VISITOR, detailPath);
      await waitForApp(page);
      await page.getByTestId('report-item-open').click();
      const dialog = page.getByTestId('report-item-dialog');
      await dialog.waitFor();
      // "Something else" needs details: the form says so before sending anything.
      await dialog.getByTestId('report-item-reason-other').check();
      await dialog.getByTestId('report-item-submit').click();
      assert.equal(
        await text(dialog.getByTestId('report-item-text-problem')),
        'Describe the problem: details are needed for “Something else”.',
      );
      const details = `It opens ads in new tabs on every site (${Date.now()}).`;
      await dialog.getByTestId('report-item-reason-spam').check();
      await dialog.getByTestId('report-item-text').fill(details);
      await dialog.getByTestId('report-item-submit').click();
      await expectSnackbar(page, 'Thank you. The administrators will look at this item.');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(
        await text(page.getByTestId('report-item-done')),
        'You reported this item. The administrators will look at it.',
      );

      // The administrator finds it under Reports, with the item, the reason and the reporter.
      const admin = await (await newContext({ viewport: { width: 1440, height: 900 } })).newPage();
      await signInTo(admin, ADMIN, '/admin/reviews?hl=en');
      await admin.getByTestId('admin-nav-reports').click();
      await admin.waitForURL(/\/admin\/reports\?hl=en$/);
      await admin.getByTestId('admin-reports').waitFor();
      assert.equal(await admin.title(), 'Reported items – Lagoon');
      const entry = admin
        .locator(`[data-testid="item-report"][data-extension-id="${item.extensionId}"]`)
        .filter({ hasText: details });
      await entry.waitFor();
      assert.equal(await text(entry.getByTestId('item-report-item')), item.name);
      assert.equal(await text(entry.getByTestId('item-report-reason')), 'Spam');
      assert.equal(await text(entry.getByTestId('item-report-reporter')), 'Reported by Visitor');
      assert.equal(
        await entry.getByTestId('item-report-case').getAttribute('href'),
        `/admin/items/${item.extensionId}?hl=en`,
      );

      // Dismissed with a note, it leaves the open reports for the closed ones.
      await entry.getByTestId('item-report-dismiss').click();
      const decision = admin.getByTestId('report-decision-dialog');
      await decision.waitFor();
      await decision.getByTestId('report-decision-note').fill('Ads are allowed in this item.');
      await decision.getByTestId('report-decision-submit').click();
      await expectSnackbar(admin, `The report of ${item.name} is dismissed.`);
      await entry.waitFor({ state: 'detached' });
      await admin.getByTestId('reports-state-closed').click();
      await admin.waitForURL(/\/admin\/reports\?state=closed&hl=en$/);
      const closed = admin
        .locator(`[data-testid="item-report"][data-extension-id="${item.extensionId}"]`)
        .filter({ hasText: details });
      await closed.waitFor();
      assert.equal(await text(closed.getByTestId('item-report-resolution')), 'Dismissed');
      assert.equal(
        await text(closed.getByTestId('item-report-note')),
        'Note: Ads are allowed in this item.',
      );
    },
  );
});
