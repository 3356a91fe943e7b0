import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { getJson, stripXssi, useStore } from '../src/harness.js';

const { storeTest } = useStore();

const LIST_URL = /\/extensions\/(new|popular)(\?.*)?$/;

interface ApiProduct {
  extensionId: string;
  name: string;
  productType: string;
  hasFeature: boolean;
}

/** The path of the current address, without the query. */
function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function countOf(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).count();
}

async function idsOf(page: Page, testId: string): Promise<string[]> {
  return page
    .getByTestId(testId)
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-extension-id') ?? ''),
    );
}

describe('storefront routes in Chromium', () => {
  storeTest('/ opens an extension list in the normal edition', async ({ page }) => {
    await page.goto('/');
    await page.waitForURL(LIST_URL);
    await page.getByTestId('product-card').first().waitFor();
    assert.match(await page.title(), /Extensions – Lagoon/);
  });

  storeTest('/extensions goes to new or popular at random, both seen', async ({ page }) => {
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 16; attempt += 1) {
      await page.goto('/extensions');
      await page.waitForURL(LIST_URL);
      const sort = pathOf(page).split('/')[2] ?? '';
      assert.ok(sort === 'new' || sort === 'popular', `landed on ${page.url()}`);
      seen.add(sort);
      if (seen.size === 2) break;
    }
    assert.deepEqual([...seen].sort(), ['new', 'popular']);
  });

  storeTest(
    'a category filter shows that category; bad sorts and filters go back',
    async ({ page }) => {
      await page.goto('/extensions/new/productivity');
      await page.getByTestId('product-card').first().waitFor();
      assert.equal(
        await page.getByTestId('category-chip-productivity').getAttribute('aria-current'),
        'page',
      );
      const categories = await page.getByTestId('product-card-category').allTextContents();
      assert.ok(categories.length > 0);
      for (const category of categories) assert.equal(category.trim(), 'Productivity');

      await page.getByTestId('sort-tab-popular').click();
      await page.waitForURL(/\/extensions\/popular\/productivity/);

      await page.goto('/extensions/oldest');
      await page.waitForURL(LIST_URL);
      await page.goto('/extensions/new/no_such_filter');
      await page.waitForURL(LIST_URL);
    },
  );

  storeTest(
    'the home highlights 8 items, then shows groups of 24, one more group per read',
    async ({ page, server }) => {
      await page.goto('/extensions/new');
      await page.getByTestId('home-banners').waitFor();
      const highlighted = page.getByTestId('highlighted-grid').getByTestId('product-card');
      await highlighted.first().waitFor();
      assert.equal(await highlighted.count(), 8);
      // The first read: 8 highlighted and the first group of 24.
      assert.equal(await countOf(page, 'product-card'), 32);
      const groups = page.getByTestId('product-group');
      assert.equal(await groups.count(), 1);
      assert.equal(await groups.nth(0).getByTestId('product-card').count(), 24);
      await page.getByTestId('home-inline-banner').waitFor();

      await page.getByTestId('load-more').click();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="product-card"]').length === 56,
      );
      assert.equal(await groups.count(), 2);
      assert.equal(await groups.nth(1).getByTestId('product-card').count(), 24);

      // The server marks the highlighted ones (hasFeature) and pages the way the page reads.
      const { body: first } = await getJson<{ items: ApiProduct[] }>(
        `${server.url}/ajax/extensions?type=extension&sort=new&size=32&offset=0&hl=en`,
      );
      const { body: second } = await getJson<{ items: ApiProduct[] }>(
        `${server.url}/ajax/extensions?type=extension&sort=new&size=24&offset=32&hl=en`,
      );
      const shown = await idsOf(page, 'product-card');
      assert.deepEqual(
        shown.slice(0, 8),
        first.items.filter((item) => item.hasFeature).map((item) => item.extensionId),
      );
      assert.deepEqual(
        shown.slice(32, 56),
        second.items.map((item) => item.extensionId),
      );
      assert.equal(new Set(shown).size, shown.length, 'no item twice');
    },
  );

  storeTest('paging stops when a page comes back short', async ({ page, server }) => {
    const { body } = await getJson<{ totalCount: number }>(
      `${server.url}/ajax/extensions?type=extension&sort=new&category=sports&size=10&offset=0`,
    );
    await page.goto('/extensions/new/sports');
    await page.getByTestId('product-card').first().waitFor();
    const loadMore = page.getByTestId('load-more');
    while (await loadMore.isVisible()) {
      const before = await countOf(page, 'product-card');
      await loadMore.click();
      await page.waitForFunction(
        (count) =>
          document.querySelectorAll('[data-testid="product-card"]').length > count ||
          !document.querySelector('[data-testid="load-more"]'),
        before,
      );
    }
    assert.equal(await countOf(page, 'product-card'), body.totalCount);
  });

  storeTest(
    'winners: 2019 by default, 7 winners with gold first; 2018 by the toolbar',
    async ({ page }) => {
      await page.goto('/extensions/winners');
      await page.getByTestId('winners-banner').waitFor();
      await page.getByTestId('winner').first().waitFor();
      assert.equal(
        await page.getByTestId('winners-year-2019').getAttribute('aria-current'),
        'page',
      );
      assert.equal(await countOf(page, 'winner'), 7);
      const prizes = await page
        .getByTestId('prize-section')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-prize')));
      assert.deepEqual(prizes, ['gold', 'silver', 'bronze', 'special']);
      for (const sole of ['gold', 'silver']) {
        assert.equal(await page.locator(`[data-testid="winner"][data-prize="${sole}"]`).count(), 1);
      }

      const first2019 = await idsOf(page, 'product-card');
      await page.getByTestId('winners-year-2018').click();
      await page.waitForURL(/\/extensions\/winners\/2018/);
      await page.waitForFunction(
        (previous) =>
          document
            .querySelector('[data-testid="product-card"]')
            ?.getAttribute('data-extension-id') !== previous,
        first2019[0],
      );
      assert.equal(await countOf(page, 'winner'), 7);
      assert.equal(
        await page.getByTestId('prize-section').first().getAttribute('data-prize'),
        'gold',
      );

      await page.goto('/extensions/winners/2017');
      await page.waitForURL(/\/extensions\/winners(\?.*)?$/);
    },
  );

  storeTest('/wallpapers and /wallpapers/* go to the recommended list', async ({ page }) => {
    for (const path of ['/wallpapers', '/wallpapers/anything/deeper', '/wallpapers/unknown']) {
      await page.goto(path);
      await page.waitForURL(/\/wallpapers\/recommended(\?.*)?$/);
    }
    await page.getByTestId('themes-for-me').waitFor();
    const forMe = await page.getByTestId('themes-for-me').getByTestId('wallpaper-card').count();
    assert.ok(forMe > 0 && forMe <= 16, `for me shows up to 16 (${forMe})`);
    await page.getByTestId('themes-hot').waitFor();
    assert.match((await page.getByTestId('themes-hot').textContent()) ?? '', /Like Top 30/);
    await page.getByTestId('themes-selected').waitFor();
    // The demo has fewer picks than the selection's 30: the section shows them all and says so.
    const selected = await page
      .getByTestId('themes-selected')
      .getByTestId('wallpaper-card')
      .count();
    assert.ok(selected > 0 && selected < 30, `the demo's picks (${selected})`);
    assert.equal(
      (await page.getByTestId('themes-selected-note').textContent())?.trim(),
      `This section draws up to 30 of the wallpapers our editors selected. They have selected ${selected} so far, so all of them are here, in a new order on every visit.`,
    );
    await page.getByTestId('themes-picks').waitFor();
    const stored = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('lagoon.themeState.v1') ?? '{}').lastList,
    );
    assert.equal(stored, 'recommended');
  });

  storeTest(
    'discover shows 3 random wallpapers, then pages of 3 until the end',
    async ({ page }) => {
      // Every page the list asks for is recorded: the first is 3 random themes, each later one
      // asks for 3 more, and an empty answer ends the list. Scrolling may fetch pages on its
      // own, so the answers are checked rather than how the cards grew.
      const answers: { random: boolean; size: string | null; ids: string[] }[] = [];
      // Each answer is recorded as it is handed to the page (fetched here, then fulfilled), not
      // read back from the browser afterwards: a body read after the fact can be gone once the
      // request is done with, which made this test fail on a busy machine.
      await page.route('**/ajax/theme-around**', async (route) => {
        const response = await route.fetch();
        const text = await response.text();
        const url = new URL(route.request().url());
        answers.push({
          random: url.pathname.endsWith('/random'),
          size: url.searchParams.get('size'),
          ids: (JSON.parse(stripXssi(text)) as { extensionId: string }[]).map(
            (theme) => theme.extensionId,
          ),
        });
        await route.fulfill({ response, body: text });
      });
      await page.goto('/wallpapers/discover');
      const cards = page.getByTestId('discover-grid').getByTestId('wallpaper-card');
      await cards.first().waitFor();

      const more = page.getByTestId('discover-more');
      const end = page.getByTestId('discover-end');
      let rounds = 0;
      while (!(await end.isVisible())) {
        const before = await cards.count();
        if (await more.isEnabled().catch(() => false)) await more.click().catch(() => {});
        await page.waitForFunction(
          (count) =>
            document.querySelectorAll(
              '[data-testid="discover-grid"] [data-testid="wallpaper-card"]',
            ).length > count || document.querySelector('[data-testid="discover-end"]') !== null,
          before,
        );
        rounds += 1;
        assert.ok(rounds < 40, 'discover ends');
      }

      const [first, ...later] = answers;
      assert.ok(first?.random, 'the first page is the random one');
      assert.equal(first.size, '3');
      assert.equal(first.ids.length, 3);
      assert.ok(later.length > 0, 'later pages were read');
      for (const answer of later) {
        assert.equal(answer.random, false, 'only the first page is random');
        assert.equal(answer.size, '3');
        assert.ok(answer.ids.length <= 3);
      }
      assert.equal(later.at(-1)?.ids.length, 0, 'an empty page ends the list');

      const ids = await idsOf(page, 'wallpaper-card');
      assert.deepEqual(ids.slice(0, 3), first.ids, 'the random three come first');
      assert.ok(ids.length > 3, `more than the first 3 (${ids.length})`);
      assert.equal(new Set(ids).size, ids.length, 'no wallpaper twice');
      assert.deepEqual(
        new Set(ids),
        new Set(answers.flatMap((answer) => answer.ids)),
        'every card came from a page',
      );
      // The list ends only when every public wallpaper is on screen, whichever three came first.
      const everyId: string[] = [];
      for (;;) {
        const response = await page.request.get(
          `/ajax/theme-around?size=3&idLessThan=${everyId.at(-1) ?? ''}`,
        );
        const pageIds = (
          JSON.parse(stripXssi(await response.text())) as { extensionId: string }[]
        ).map((theme) => theme.extensionId);
        if (pageIds.length === 0) break;
        everyId.push(...pageIds);
      }
      assert.deepEqual([...ids].sort(), [...everyId].sort(), 'every wallpaper is reached');
      const stored = await page.evaluate(
        () => JSON.parse(window.localStorage.getItem('lagoon.themeState.v1') ?? '{}').lastList,
      );
      assert.equal(stored, 'discover');
      // The header's Wallpapers tab returns to the list looked at last.
      await page.goto('/extensions/popular');
      await page.getByTestId('menu-wallpapers').click();
      await page.waitForURL(/\/wallpapers\/discover$/);
    },
  );

  storeTest('a wallpaper opens its detail with the Apply button', async ({ page }) => {
    await page.goto('/wallpapers/recommended');
    const card = page.getByTestId('wallpaper-card').first();
    await card.waitFor();
    await card.click();
    await page.getByTestId('wallpaper-detail').waitFor();
    await page.getByTestId('wallpaper-image').waitFor();
    assert.equal((await page.getByTestId('wallpaper-apply').textContent())?.trim(), 'Apply');
    assert.match((await page.getByTestId('wallpaper-likes').textContent()) ?? '', /Likes \d/);
    assert.match((await page.getByTestId('wallpaper-photos').textContent()) ?? '', /Photos \d/);
    assert.equal(
      (await page.getByTestId('clock-digital').count()) +
        (await page.getByTestId('clock-analog').count()),
      1,
    );
  });

  storeTest('whaleapps goes home in the normal edition', async ({ page }) => {
    await page.goto('/whaleapps');
    await page.waitForURL(LIST_URL);
  });

  storeTest('detail shows the item with its facts and the Add button', async ({ page, server }) => {
    const { body } = await getJson<{ items: ApiProduct[] }>(
      `${server.url}/ajax/extensions?type=extension&sort=popular&size=10&offset=0&hl=en`,
    );
    const item = body.items[0];
    assert.ok(item);
    await page.goto('/extensions/popular');
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(new RegExp(`/detail/${item.extensionId}`));
    await page.getByTestId('product-detail').waitFor();
    assert.equal((await page.getByTestId('product-name').textContent())?.trim(), item.name);
    assert.equal(await page.title(), `${item.name} – Lagoon`);
    assert.equal((await page.getByTestId('install-button').textContent())?.trim(), 'Add');
    assert.match((await page.getByTestId('fact-downloads').textContent()) ?? '', /\d+(K|M|B)?\+?/);
    await page.getByTestId('rating-summary').waitFor();
    assert.match(
      (await page.getByTestId('store-link').inputValue()) ?? '',
      new RegExp(`/detail/${item.extensionId}$`),
    );
    assert.equal(await page.getByTestId('preview-notice').count(), 0);
  });

  storeTest(
    'an address the route patterns refuse goes where unknown paths go, uncounted',
    async ({ page }) => {
      const views: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/ajax/page-views')) {
          views.push((JSON.parse(request.postData() ?? '{}') as { path: string }).path);
        }
      });
      const id = 'abcdefghijklmnopabcdefghijklmnop';
      for (const address of [
        '/detail/not-an-item-id',
        `/detail/${id}a`,
        `/detail/${id}/edit`,
        `/detail/${id}/preview/more`,
        '/extensions/oldest',
        '/extensions/new/no_such_filter',
        '/no/such/address',
      ]) {
        await page.goto(`${address}?hl=ko`);
        await page.waitForURL(LIST_URL);
        assert.match(page.url(), /[?&]hl=ko/, address);
        await page.getByTestId('product-card').first().waitFor();
      }
      assert.ok(views.length > 0, 'the lists landed on count');
      assert.deepEqual(
        views.filter((path) => !/^\/extensions\/(new|popular)$/.test(path)),
        [],
        'only the lists count as page views',
      );
    },
  );

  storeTest(
    'search shows groups in order with counts, see more and an empty state',
    async ({ page, server }) => {
      const { body } = await getJson<
        Array<{ type: string; totalCount: number; items: ApiProduct[] }>
      >(`${server.url}/ajax/search2?keyword=tab&page=0&size=100&hl=en`);
      await page.goto('/search/tab');
      await page.getByTestId('search-group-extension').waitFor();
      const order = await page
        .locator('section[data-testid^="search-group-"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
      assert.deepEqual(order, ['search-group-extension', 'search-group-theme', 'search-group-app']);
      const counts = await page.getByTestId('search-group-count').allTextContents();
      const expected = ['EXTENSION', 'THEME', 'APP'].map((type) =>
        String(
          body
            .filter((group) =>
              (type === 'APP' ? ['APP', 'PWA', 'SHORTCUT'] : [type]).includes(group.type),
            )
            .reduce((sum, group) => sum + group.totalCount, 0),
        ),
      );
      assert.deepEqual(
        counts.map((count) => count.trim()),
        expected,
      );

      // Eight cards per group; "See more" opens the group's own pages (the last test below).
      const extensions = page.getByTestId('search-group-extension');
      const extensionItems = body.find((group) => group.type === 'EXTENSION')?.items.length ?? 0;
      assert.equal(
        await extensions.getByTestId('product-card').count(),
        Math.min(8, extensionItems),
      );
      assert.equal(await page.title(), 'Results for “tab” – Lagoon');

      await page.goto('/search/qqqzzzxxxnothing');
      const empty = page.getByTestId('empty-state');
      await empty.waitFor();
      assert.match((await empty.textContent()) ?? '', /There is nothing to display\./);
    },
  );

  storeTest('the header search suggests names and goes to the results', async ({ page }) => {
    await page.goto('/extensions/new');
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('ta', { delay: 30 });
    const suggestion = page.getByTestId('search-suggestion').first();
    await suggestion.waitFor();
    const name = (await suggestion.textContent())?.trim() ?? '';
    await input.press('ArrowDown');
    assert.equal(await suggestion.getAttribute('aria-selected'), 'true');
    await input.press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/search/${name}`);
    await page.getByTestId('search-group-extension').waitFor();

    await input.fill('tab');
    await page.getByTestId('search-suggestion').first().waitFor();
    await input.press('Escape');
    await page.getByTestId('search-suggestions').waitFor({ state: 'hidden' });
  });

  storeTest('category addresses, /unsupported and unknown paths', async ({ page }) => {
    await page.goto('/category/theme');
    await page.waitForURL(/\/wallpapers\/recommended(\?.*)?$/);
    await page.goto('/category/extensions');
    await page.waitForURL(LIST_URL);
    await page.goto('/unsupported');
    await page.getByTestId('unsupported').waitFor();
    assert.equal(pathOf(page), '/unsupported');
    await page.goto('/no/such/address');
    await page.waitForURL(LIST_URL);
  });

  storeTest('hl is carried from list to wallpapers, detail and search', async ({ page }) => {
    await page.goto('/extensions/new?hl=ko');
    await page.getByTestId('product-card').first().waitFor();
    assert.equal(await page.title(), '확장 앱 – Lagoon');
    await page.getByTestId('product-card').first().click();
    await page.getByTestId('product-detail').waitFor();
    assert.match(page.url(), /[?&]hl=ko/);
    assert.equal((await page.getByTestId('install-button').textContent())?.trim(), '추가');

    await page.getByTestId('menu-wallpapers').click();
    await page.waitForURL(/\/wallpapers\/recommended\?hl=ko/);
    await page.getByTestId('wallpaper-list-discover').click();
    await page.waitForURL(/\/wallpapers\/discover\?hl=ko/);

    await page.getByTestId('search-input').fill('tab');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL(/\/search\/tab\?hl=ko/);
    await page.getByTestId('search-group-extension').waitFor();
    assert.match((await page.getByTestId('search-group-extension').textContent()) ?? '', /확장 앱/);
  });

  storeTest(
    'a blocked item says so and explains why it cannot be installed',
    async ({ page, server }) => {
      const { body } = await getJson<{ items: (ApiProduct & { blocked: boolean })[] }[]>(
        `${server.url}/ajax/search2?keyword=${encodeURIComponent('Autoplay Helper')}&page=0&size=100&hl=en`,
      );
      const blocked = body.flatMap((group) => group.items).find((item) => item.blocked);
      assert.ok(blocked, 'the demo catalog has a blocked extension');
      await page.goto(`/detail/${blocked.extensionId}`);
      const button = page.getByTestId('install-button');
      assert.equal((await button.textContent())?.trim(), 'Blocked by admin');
      await button.click();
      const dialog = page.getByTestId('install-blocked-dialog');
      await dialog.waitFor();
      const text = (await dialog.textContent()) ?? '';
      assert.match(text, /This extension is blocked by administrator/);
      assert.match(text, new RegExp(blocked.extensionId));
      assert.match(text, /Autoplay Helper/);
    },
  );

  storeTest(
    'see more pages through every result of a group, narrowed by category',
    async ({ page }) => {
      const totalOf = async () => {
        const text = (await page.getByTestId('search-range').textContent()) ?? '';
        return Number(/of ([\d,]+)/.exec(text)?.[1]?.replaceAll(',', ''));
      };
      await page.goto('/search/a?hl=en');
      await page.getByTestId('search-group-extension').getByTestId('search-see-more').click();
      await page.waitForURL(/\/search\/a\?type=extension&hl=en$/);
      await page.getByTestId('search-group-page').waitFor();
      const total = await totalOf();
      assert.ok(total > 48, `more than one page of extensions match "a" (${total})`);
      const first = await idsOf(page, 'product-card');
      assert.equal(first.length, 48);

      await page.getByTestId('search-page-next').click();
      await page.waitForURL(/[?&]page=2&hl=en$/);
      await page.getByTestId('search-range').filter({ hasText: /^49–/ }).waitFor();
      const second = await idsOf(page, 'product-card');
      assert.ok(second.length > 0);
      assert.deepEqual(
        second.filter((id) => first.includes(id)),
        [],
        'a later page shows other results',
      );

      await page.getByTestId('search-category-productivity').click();
      await page.waitForURL(/category=productivity&hl=en$/);
      await page.getByTestId('search-range').filter({ hasText: /^1–/ }).waitFor();
      assert.ok((await totalOf()) < total, 'the category narrows the results');
      const categories = await page.getByTestId('product-card-category').allTextContents();
      assert.ok(categories.length > 0);
      assert.deepEqual([...new Set(categories.map((name) => name.trim()))], ['Productivity']);
    },
  );
});
