import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { getJson, useStore } from '../src/harness.js';

const { storeTest, server } = useStore();

const VISITOR = { email: 'visitor@lagoon.test', password: 'lagoon-visitor' };

interface LikeState {
  likeCount: number;
  liked: boolean;
}

/** A wallpaper of the Like Top 30: live, listed and not blocked. */
async function likedWallpaper(): Promise<string> {
  const { status, body } = await getJson<{ hot: { extensionId: string }[] }>(
    `${server().url}/ajax/theme-tab?hl=en`,
  );
  assert.equal(status, 200);
  const id = body.hot[0]?.extensionId;
  assert.ok(id, 'the demo store has wallpapers');
  return id;
}

async function likeStateOf(id: string): Promise<LikeState> {
  const { status, body } = await getJson<LikeState>(
    `${server().url}/ajax/extensions/${id}/like?hl=en`,
  );
  assert.equal(status, 200);
  return body;
}

/**
 * Waits until the like button shows the count and the like: once the page is in the browser
 * it reads them for the visitor (a rendered page shows the catalog's count and no like).
 */
async function waitForLike(page: Page, expected: LikeState): Promise<void> {
  try {
    await page.waitForFunction(({ likeCount, liked }) => {
      const button = document.querySelector('[data-testid="wallpaper-like"]');
      const count = document.querySelector('[data-testid="wallpaper-likes"]');
      return (
        button?.getAttribute('aria-pressed') === String(liked) &&
        !button.hasAttribute('aria-busy') &&
        count?.getAttribute('data-count') === String(likeCount)
      );
    }, expected);
  } catch (error) {
    // What the button showed instead, and any message beside it, say which read went wrong.
    const shown = await page.evaluate(() => {
      const button = document.querySelector('[data-testid="wallpaper-like"]');
      return {
        pressed: button?.getAttribute('aria-pressed'),
        busy: button?.hasAttribute('aria-busy'),
        count: document
          .querySelector('[data-testid="wallpaper-likes"]')
          ?.getAttribute('data-count'),
        error: document.querySelector('[data-testid="wallpaper-like-error"]')?.textContent ?? null,
      };
    });
    if (error instanceof Error) {
      error.message += `\nexpected ${JSON.stringify(expected)}, shown ${JSON.stringify(shown)}`;
    }
    throw error;
  }
}

describe('likes of wallpapers', () => {
  storeTest(
    'a visitor signs in from the like button, likes, finds it after a reload and takes it back',
    async ({ page }) => {
      const id = await likedWallpaper();
      const path = `/detail/${id}?hl=en`;
      const before = await likeStateOf(id);

      // Signed out, the button leads to the portal, which comes back here.
      await page.goto(path);
      const button = page.getByTestId('wallpaper-like');
      await waitForLike(page, { likeCount: before.likeCount, liked: false });
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="wallpaper-like"]')?.hasAttribute('title'),
      );
      await button.click();
      await page.waitForURL((url) => url.pathname === '/accounts/login');
      const returnUrl = new URL(page.url()).searchParams.get('returnUrl') ?? '';
      assert.equal(
        new URL(returnUrl, server().url).href,
        `${server().url}${path}`,
        'the portal returns to the wallpaper',
      );
      await page.locator('input[name="email"]').fill(VISITOR.email);
      await page.locator('input[name="password"]').fill(VISITOR.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
      await waitForLike(page, { likeCount: before.likeCount, liked: false });

      // Liking counts at once; the button's name says the count.
      const liked = { likeCount: before.likeCount + 1, liked: true };
      await button.click();
      await waitForLike(page, liked);
      const name = `Likes ${new Intl.NumberFormat('en').format(liked.likeCount)}`;
      assert.equal(await page.getByRole('button', { name, pressed: true }).count(), 1);
      assert.deepEqual(await likeStateOf(id), { likeCount: liked.likeCount, liked: false });

      // A reload draws the page for everyone, then shows the visitor's like again.
      await page.reload();
      await waitForLike(page, liked);

      // Taking it back, with the keyboard.
      await button.focus();
      await page.keyboard.press('Enter');
      await waitForLike(page, { likeCount: before.likeCount, liked: false });
      assert.deepEqual(await likeStateOf(id), { likeCount: before.likeCount, liked: false });
    },
  );
});
