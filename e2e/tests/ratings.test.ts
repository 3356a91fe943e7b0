import assert from 'node:assert/strict';
import { describe } from 'node:test';
import axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { assertNoFindings, auditPages, THEMES } from '../src/accessibility.js';
import { getJson, stripXssi, useStore } from '../src/harness.js';

const { storeTest, server } = useStore();

const VISITOR = { email: 'visitor@lagoon.test', password: 'lagoon-visitor' };
const DEVELOPER = { email: 'developer@lagoon.test', password: 'lagoon-developer' };

/** The store's words for a second rating of the same item. */
const ALREADY_RATED = 'You have already rated this item. Delete your previous rating first.';

interface ApiRating {
  ratingId: string;
  score: number;
  text: string | null;
  helpfulCount: number;
}

interface ApiRatingPage {
  summary: {
    score: number;
    count: number;
    countPerStar: Record<string, number>;
    reviewCount: number;
  };
  ratings: ApiRating[];
  totalCount: number;
  size: number;
}

/** Signs in through the portal's form and comes back to `returnPath`. */
async function signInTo(
  page: Page,
  account: { email: string; password: string },
  returnPath: string,
): Promise<void> {
  await page.goto(`/accounts/login?returnUrl=${encodeURIComponent(returnPath)}`);
  await submitLogin(page, account);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnPath);
}

async function submitLogin(page: Page, account: { email: string; password: string }) {
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
}

async function ratingsOf(id: string): Promise<ApiRatingPage> {
  const { status, body } = await getJson<ApiRatingPage>(
    `${server().url}/ajax/extensions/${id}/ratings?hl=en`,
  );
  assert.equal(status, 200, `GET the ratings of ${id}`);
  return body;
}

/**
 * A live extension with more than a page of written reviews by other people, so there are
 * reviews to mark helpful and report, and pages to turn.
 */
async function reviewedItem(): Promise<{ id: string; ratings: ApiRatingPage }> {
  const { body } = await getJson<{ items: { extensionId: string; blocked: boolean }[] }>(
    `${server().url}/ajax/extensions?type=extension&sort=popular&size=20&offset=0&hl=en`,
  );
  for (const item of body.items) {
    if (item.blocked) continue;
    const ratings = await ratingsOf(item.extensionId);
    const written = ratings.ratings.filter((rating) => rating.text).length;
    if (written >= 3 && ratings.totalCount > ratings.size) return { id: item.extensionId, ratings };
  }
  throw new Error('The demo store has no popular extension with pages of reviews.');
}

/** The serious and critical axe-core findings on the page as it is now (a dialog open). */
async function axeFindings(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe.run;
    const result = await run(document, {
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: true } },
    });
    return result.violations as {
      id: string;
      impact: string | null;
      nodes: { target: string[]; failureSummary?: string }[];
    }[];
  });
  return violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .flatMap((finding) =>
      finding.nodes.map(
        (node) => `${finding.id} (${finding.impact}) ${where}: ${node.target.join(' ')}`,
      ),
    );
}

/**
 * Waits until the form area knows the visitor: the form, or their rating when they gave one.
 * A rendered page reads the ratings again once the session says who is signed in.
 */
async function raterReady(page: Page): Promise<void> {
  await page.locator('[data-testid="rating-form"], [data-testid="my-rating"]').first().waitFor();
}

async function countOf(locator: Locator): Promise<number> {
  return Number(await locator.getAttribute('data-count'));
}

/** Waits until an element's data-count is the given number. */
async function waitForCount(page: Page, testId: string, count: number): Promise<void> {
  await page.waitForFunction(
    ([id, expected]) =>
      document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-count') ===
      String(expected),
    [testId, count] as const,
  );
}

async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

describe('ratings and reviews on the detail page', () => {
  // First, while the rendered pages the server keeps for a few seconds hold no rating yet.
  storeTest('the rendered page carries the rating and the reviews for search engines', async () => {
    const { id, ratings } = await reviewedItem();
    const response = await fetch(`${server().url}/detail/${id}?hl=en`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /data-testid="ratings-section"/);
    // A review's opening words, where HTML writes them as they are.
    const opening = ratings.ratings
      .map((rating) => /^[^&<>"']{20}/.exec(rating.text ?? '')?.[0])
      .find(Boolean);
    assert.ok(opening, 'the item has a written review');
    assert.ok(html.includes(opening), `"${opening}" is in the page`);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    assert.ok(jsonLd, 'the page has structured data');
    const data = JSON.parse(jsonLd) as {
      aggregateRating: { ratingValue: number; ratingCount: number };
      review: unknown[];
    };
    assert.equal(data.aggregateRating.ratingCount, ratings.summary.count);
    assert.equal(data.aggregateRating.ratingValue, ratings.summary.score);
    assert.ok(data.review.length > 0);
  });

  storeTest(
    'a visitor rates, cannot rate twice, deletes with confirmation and rates again by keyboard',
    async ({ page }) => {
      const { id } = await reviewedItem();
      const path = `/detail/${id}?hl=en`;
      await signInTo(page, VISITOR, path);
      // The rendered page was read anonymously; signed in, it reads the visitor's rating.
      const form = page.getByTestId('rating-form');
      await form.waitFor();

      const total = page.getByTestId('ratings-count');
      const fours = page.getByTestId('ratings-bar-4');
      const threes = page.getByTestId('ratings-bar-3');
      const before = { total: await countOf(total), fours: await countOf(fours) };
      const threesBefore = await countOf(threes);
      const header = page.getByTestId('rating-summary').locator('[data-count]');
      assert.equal(await countOf(header), before.total, 'the header counts what the section does');

      // Four stars with a review; the counter follows the text.
      await page.getByTestId('rating-star-4').click();
      assert.equal(await page.getByTestId('rating-star-4').isChecked(), true);
      const review = 'Tidy and quick. It keeps my hundred tabs in order without slowing Chrome.';
      await page.getByTestId('rating-text-input').fill(review);
      assert.equal(
        await text(page.getByTestId('rating-text-counter')),
        `${review.length} / 1,000 characters`,
      );
      await page.getByTestId('rating-submit').click();
      await page.getByTestId('rating-posted').waitFor();

      // First under "recent", marked as the visitor's; the summary and the bar count it.
      assert.equal(await page.getByTestId('ratings-sort').inputValue(), 'recent');
      const first = page.getByTestId('rating-item').first();
      assert.equal(await first.getAttribute('data-mine'), 'true');
      assert.equal(await text(first.getByTestId('rating-text')), review);
      assert.equal(await text(first.getByTestId('rating-mine-badge')), 'Your review');
      await waitForCount(page, 'ratings-count', before.total + 1);
      await waitForCount(page, 'ratings-bar-4', before.fours + 1);
      assert.equal(await countOf(header), before.total + 1);

      // Rating again: the store's message, with the way to delete the first rating.
      await page.reload();
      await page.getByTestId('rating-already').waitFor();
      assert.equal(await text(page.getByTestId('rating-already')), ALREADY_RATED);
      assert.equal(await page.getByTestId('rating-form').count(), 0);

      // Deleting asks first; cancelling keeps the rating.
      await page.getByTestId('my-rating-delete').click();
      const dialog = page.getByTestId('rating-delete-dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('rating-already').waitFor();
      await page.getByTestId('my-rating-delete').click();
      await dialog.getByTestId('rating-delete-confirm').click();
      await form.waitFor();
      await waitForCount(page, 'ratings-count', before.total);
      await waitForCount(page, 'ratings-bar-4', before.fours);
      assert.equal(await page.locator('[data-testid="rating-item"][data-mine]').count(), 0);

      // Rating again with the keyboard alone: the stars are a radio group.
      await page.getByTestId('rating-star-1').focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.getByTestId('rating-star-3').isChecked(), true);
      assert.equal(await page.getByTestId('rating-star-1').isChecked(), false);
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
        'rating-text-input',
      );
      await page.keyboard.type('Good, but the sidebar could be faster.');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByTestId('rating-posted').waitFor();
      await waitForCount(page, 'ratings-count', before.total + 1);
      await waitForCount(page, 'ratings-bar-3', threesBefore + 1);
      const mine = (await ratingsOf(id)).ratings.find((rating) =>
        rating.text?.startsWith('Good, but the sidebar'),
      );
      assert.equal(mine?.score, 3);
    },
  );

  storeTest('a visitor marks a review helpful and reports another', async ({ page }) => {
    const { id } = await reviewedItem();
    const path = `/detail/${id}?hl=en`;
    await signInTo(page, VISITOR, path);
    await raterReady(page);

    // Helpful (n) counts the visitor's mark, and takes it back.
    const others = page.locator('[data-testid="rating-item"]:not([data-mine])');
    const helpfulItem = others.first();
    const ratingId = await helpfulItem.getAttribute('data-rating-id');
    const item = page.locator(`[data-testid="rating-item"][data-rating-id="${ratingId}"]`);
    const helpful = item.getByTestId('rating-helpful');
    assert.equal(await helpful.getAttribute('aria-pressed'), 'false');
    const count = await countOf(helpful);
    await helpful.click();
    await page.waitForFunction(
      ([rating, expected]) => {
        const button = document.querySelector(
          `[data-rating-id="${rating}"] [data-testid="rating-helpful"]`,
        );
        return (
          button?.getAttribute('aria-pressed') === 'true' &&
          button.getAttribute('data-count') === String(expected)
        );
      },
      [ratingId, count + 1] as const,
    );
    assert.equal(await text(helpful), `Helpful (${count + 1})`);
    await helpful.click();
    await page.waitForFunction(
      (rating) =>
        document
          .querySelector(`[data-rating-id="${rating}"] [data-testid="rating-helpful"]`)
          ?.getAttribute('aria-pressed') === 'false',
      ratingId,
    );
    assert.equal(await countOf(helpful), count);

    // Reporting asks why; the dialog says what is missing, then sends.
    const reportedItem = others.nth(1);
    const reportedId = await reportedItem.getAttribute('data-rating-id');
    await reportedItem.getByTestId('rating-report').click();
    const dialog = page.getByTestId('rating-report-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('rating-report-submit').click();
    assert.equal(
      await text(dialog.getByTestId('rating-report-error')),
      'Choose a reason for the report.',
    );
    await dialog.getByTestId('rating-report-reason-spam').check();
    const note = 'Links to another extension in every sentence.';
    await dialog.getByTestId('rating-report-text').fill(note);
    assert.equal(
      await text(dialog.getByTestId('rating-report-counter')),
      `${note.length} / 500 characters`,
    );
    await dialog.getByTestId('rating-report-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .locator(`[data-rating-id="${reportedId}"] [data-testid="rating-reported"]`)
      .waitFor();
    // The page read again still knows it: the server keeps the report.
    await page.reload();
    await raterReady(page);
    await page
      .locator(`[data-rating-id="${reportedId}"] [data-testid="rating-reported"]`)
      .waitFor();
  });

  storeTest(
    'orders, scores and pages change the list without reading the item or scrolling',
    async ({ page }) => {
      const { id, ratings } = await reviewedItem();
      const itemReads: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === `/ajax/extensions/${id}`) itemReads.push(url.href);
      });
      await page.goto(`/detail/${id}?hl=en`);
      const section = page.getByTestId('ratings-section');
      await section.scrollIntoViewIfNeeded();
      await page.getByTestId('ratings-list').waitFor();
      const scrolled = await page.evaluate(() => window.scrollY);
      assert.ok(scrolled > 0, 'the reviews are below the fold');
      const reads = itemReads.length;

      const scores = async () =>
        (await page
          .getByTestId('rating-item')
          .evaluateAll((items) =>
            items.map((item) =>
              Number(
                /\d/.exec(
                  item.querySelector('svg[role="img"]')?.getAttribute('aria-label') ?? '',
                )?.[0],
              ),
            ),
          )) as number[];

      await page.getByTestId('ratings-sort').selectOption('lowest');
      await page.waitForFunction(
        () => !document.querySelector('[data-testid="ratings-list"][aria-busy]'),
      );
      const lowest = await scores();
      assert.deepEqual(
        lowest,
        [...lowest].sort((a, b) => a - b),
      );
      assert.equal(
        lowest[0],
        Math.min(...[1, 2, 3, 4, 5].filter((s) => ratings.summary.countPerStar[s])),
      );

      // A bar shows only its score; pressing it again shows them all.
      const fives = page.getByTestId('ratings-bar-5');
      await fives.click();
      await page.getByTestId('ratings-filter').waitFor();
      await page.waitForFunction(
        () => !document.querySelector('[data-testid="ratings-list"][aria-busy]'),
      );
      assert.equal(await fives.getAttribute('aria-pressed'), 'true');
      assert.deepEqual(new Set(await scores()), new Set([5]));
      await fives.click();
      await page.getByTestId('ratings-filter').waitFor({ state: 'detached' });

      // The next page of the newest.
      await page.getByTestId('ratings-sort').selectOption('recent');
      const firstPage = await page
        .getByTestId('rating-item')
        .first()
        .getAttribute('data-rating-id');
      await page.getByTestId('ratings-next').click();
      await page.waitForFunction(
        (first) =>
          !document.querySelector('[data-testid="ratings-list"][aria-busy]') &&
          document.querySelector('[data-testid="rating-item"]')?.getAttribute('data-rating-id') !==
            first,
        firstPage,
      );
      const pages = Math.ceil(ratings.totalCount / ratings.size);
      assert.equal(await text(page.getByTestId('ratings-page')), `Page 2 of ${pages}`);

      assert.equal(itemReads.length, reads, 'the item was not read again');
      assert.ok(
        (await page.evaluate(() => window.scrollY)) > 0,
        'the page did not jump to the top',
      );
    },
  );

  storeTest(
    'a signed-out visitor is sent to sign in and back; a developer cannot rate their own item',
    async ({ page, newContext }) => {
      const { id } = await reviewedItem();
      const path = `/detail/${id}?hl=en`;
      await page.goto(path);
      const link = page.getByTestId('rating-sign-in-link');
      await link.waitFor();
      const href = new URL((await link.getAttribute('href')) ?? '', server().url);
      assert.equal(href.pathname, '/accounts/login');
      assert.equal(
        new URL(href.searchParams.get('returnUrl') ?? '', server().url).pathname,
        `/detail/${id}`,
      );
      await link.click();
      await page.waitForURL((url) => url.pathname === '/accounts/login');
      await submitLogin(page, VISITOR);
      await page.waitForURL((url) => url.pathname === `/detail/${id}`);
      await raterReady(page);

      // The developer's own live item.
      const developer = await (
        await newContext({ viewport: { width: 1440, height: 900 } })
      ).newPage();
      await signInTo(developer, DEVELOPER, '/developers/dashboard/extensions?hl=en');
      const response = await developer.request.get('/creator/api/extensions?type=extension&hl=en', {
        headers: { accept: 'application/json' },
      });
      const { items } = JSON.parse(stripXssi(await response.text())) as {
        items: { extensionId: string }[];
      };
      let own: string | undefined;
      for (const item of items) {
        const { status } = await getJson(
          `${server().url}/ajax/extensions/${item.extensionId}/ratings`,
        );
        if (status === 200) {
          own = item.extensionId;
          break;
        }
      }
      assert.ok(own, 'the demo developer has a live extension');
      await developer.goto(`/detail/${own}?hl=en`);
      await developer.getByTestId('rating-own-item').waitFor();
      assert.equal(await developer.getByTestId('rating-form').count(), 0);
    },
  );

  storeTest(
    'the section signed out and in, and its dialogs, have no serious or critical accessibility problems',
    async ({ page }) => {
      const { id: rated } = await reviewedItem();
      const { body } = await getJson<{ items: { extensionId: string; blocked: boolean }[] }>(
        `${server().url}/ajax/extensions?type=extension&sort=new&size=10&offset=0&hl=en`,
      );
      const fresh = body.items.find((item) => !item.blocked && item.extensionId !== rated);
      assert.ok(fresh, 'another live extension');
      const findings = await auditPages(page, [
        { path: `/detail/${rated}`, ready: 'rating-sign-in-link' },
      ]);
      await signInTo(page, VISITOR, `/detail/${fresh.extensionId}?hl=en`);
      findings.push(
        ...(await auditPages(page, [
          { path: `/detail/${fresh.extensionId}`, ready: 'rating-form' },
          { path: `/detail/${rated}`, ready: 'my-rating' },
        ])),
      );
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto(`/detail/${rated}?hl=en`);
        await page.getByTestId('my-rating').waitFor();
        await page.getByTestId('my-rating-delete').click();
        await page.getByTestId('rating-delete-dialog').waitFor();
        findings.push(...(await axeFindings(page, `delete dialog [${theme}]`)));
        await page.keyboard.press('Escape');
        await page.getByTestId('rating-delete-dialog').waitFor({ state: 'detached' });
        await page
          .locator('[data-testid="rating-item"]:not([data-mine]) [data-testid="rating-report"]')
          .first()
          .click();
        const report = page.getByTestId('rating-report-dialog');
        await report.waitFor();
        await report.getByTestId('rating-report-submit').click();
        await report.getByTestId('rating-report-error').waitFor();
        findings.push(...(await axeFindings(page, `report dialog [${theme}]`)));
      }
      assertNoFindings(findings);
    },
  );
});
