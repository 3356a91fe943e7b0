import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe } from 'node:test';
import sharp from 'sharp';
import { startWebAppSite } from '../../apps/server/src/test/web-app-site.js';
import { assertNoFindings, auditPages } from '../src/accessibility.js';
import { getJson, useStore } from '../src/harness.js';
import { ADMIN, signInTo } from '../src/signed-in-page.js';

// The mobile websites scenario has the store check a page of a local HTTPS site. The store may
// reach 127.0.0.1 and trust that site's own certificate authority only with these test-only
// settings, which its process reads from the environment when it starts (before any test).
const mobileSite = await startWebAppSite();
const mobileSiteDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-e2e-mobile-'));
process.env.WEBAPP_FETCH_ALLOW_PRIVATE = 'true';
process.env.WEBAPP_FETCH_CA_FILE = path.join(mobileSiteDir, 'site-ca.pem');
await fs.promises.writeFile(process.env.WEBAPP_FETCH_CA_FILE, mobileSite.ca);
after(async () => {
  await mobileSite.close();
  await fs.promises.rm(mobileSiteDir, { recursive: true, force: true });
});

const { storeTest } = useStore();

/** A banner picture: a wide two-colour PNG. */
async function bannerPng(): Promise<Buffer> {
  const stripe = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300">' +
      '<rect width="1200" height="300" fill="#0e7490"/>' +
      '<rect x="600" width="600" height="300" fill="#f59e0b"/></svg>',
  );
  return sharp(stripe).png().toBuffer();
}

describe('curation in Chromium', () => {
  storeTest(
    'the administrator adds a banner with an image and a visitor sees it on the home page',
    async ({ page, context }) => {
      const title = `Curated picks ${Date.now().toString(36)}`;
      await signInTo(page, ADMIN, '/admin/curation?hl=en');
      // The section index goes to the banners, keeping the language.
      await page.waitForURL(/\/admin\/curation\/banners\?hl=en$/);
      const section = page.getByTestId('banners-extension');
      await section.waitFor();
      const before = await section.getByTestId('banner-row').count();

      await page.getByTestId('banners-extension-add').click();
      const dialog = page.getByTestId('banner-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('banner-file').setInputFiles({
        name: 'curated.png',
        mimeType: 'image/png',
        buffer: await bannerPng(),
      });
      await dialog.getByTestId('banner-linkUrl').fill('/extensions/popular');
      await dialog.getByTestId('banner-titleEn').fill(title);
      await dialog.getByTestId('banner-titleKo').fill(`${title} (한국어)`);
      await dialog.getByTestId('banner-descriptionEn').fill('Chosen by the editors.');
      await dialog.getByTestId('curation-reason').fill('Launch of the curated list');
      await dialog.getByTestId('banner-save').click();

      await dialog.waitFor({ state: 'detached' });
      const rows = section.getByTestId('banner-row');
      await rows.nth(before).waitFor();
      assert.equal(await rows.count(), before + 1);
      assert.match((await rows.nth(before).textContent()) ?? '', new RegExp(title));

      // New banners go last; moving it to the top with the keyboard makes it the first slide.
      for (let position = before; position > 0; position -= 1) {
        const moveUp = page.getByRole('button', { name: `Move ${title} up` });
        await moveUp.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          ([expected, index]) =>
            document
              .querySelectorAll('[data-testid="banners-extension"] [data-testid="banner-row"]')
              [index]?.textContent?.includes(expected) ?? false,
          [title, position - 1] as const,
        );
      }

      // The change is in the curation history, with who and why.
      await page.getByTestId('curation-nav-log').click();
      const log = page.getByTestId('curation-log');
      await log.waitFor();
      assert.match((await log.textContent()) ?? '', /Launch of the curated list/);

      // The console's one log holds it too: in words, with its reason and what it recorded.
      await page.getByTestId('curation-log-all').click();
      await page.waitForURL(/\/admin\/log\?area=curation&hl=en$/);
      await page.getByTestId('admin-log').waitFor();
      assert.equal(await page.title(), 'Log – Lagoon');
      const logRows = page.getByTestId('audit-row');
      const added = page
        .locator('[data-testid="audit-row"][data-action="banner.create"]')
        .filter({ hasText: title });
      await added.waitFor();
      assert.equal(
        (await added.getByTestId('audit-action-label').textContent())?.trim(),
        'Banner added',
      );
      assert.match((await added.getByTestId('audit-target').textContent()) ?? '', /^Banner #\d+$/);
      assert.equal(
        (await added.getByTestId('audit-details').textContent())?.trim(),
        `“${title}” · Link: /extensions/popular`,
      );
      assert.equal(
        (await added.getByTestId('audit-message').textContent())?.trim(),
        'Launch of the curated list',
      );
      assert.match(
        (await added.getByTestId('audit-actor').textContent()) ?? '',
        /admin@lagoon\.test/,
      );
      const areasShown = () =>
        logRows.evaluateAll((list) => list.map((row) => (row as HTMLElement).dataset.area));
      assert.deepEqual(new Set(await areasShown()), new Set(['curation']));
      const total = async () => {
        const range = (await page.getByTestId('audit-range').textContent()) ?? '';
        return Number(/of ([\d,]+)$/.exec(range.trim())?.[1]?.replace(/,/g, ''));
      };
      const curationTotal = await total();

      // The area filter: everything holds the reviews as well, and the reviews leave the change out.
      // Done when the rows shown are those of the chosen areas: the address changes before the
      // new page of the log has arrived, and a busy marker may not have appeared yet.
      const showArea = async (value: string, address: RegExp, areas: string[]) => {
        await page.getByTestId('audit-area').selectOption(value);
        await page.getByTestId('audit-submit').click();
        await page.waitForURL(address);
        await page.waitForFunction((expected) => {
          const shown = new Set(
            Array.from(
              document.querySelectorAll<HTMLElement>('[data-testid="audit-row"]'),
              (row) => row.dataset.area,
            ),
          );
          return shown.size === expected.length && expected.every((area) => shown.has(area));
        }, areas);
        await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      };
      await showArea('', /\/admin\/log\?hl=en$/, ['curation', 'review']);
      const allTotal = await total();
      assert.ok(allTotal > curationTotal, `${allTotal} > ${curationTotal}`);
      await showArea('review', /\/admin\/log\?area=review&hl=en$/, ['review']);
      assert.equal(await added.count(), 0);
      assert.equal((await total()) + curationTotal, allTotal);

      // A visitor (no session) opens the home page: the new banner leads the carousel.
      await context.clearCookies();
      await page.goto('/extensions/new?hl=en');
      const hero = page.getByTestId('home-banners').getByTestId('banner').first();
      await hero.waitFor();
      assert.equal(await hero.getAttribute('aria-label'), title);
      assert.equal(
        new URL((await hero.getAttribute('href')) ?? '', page.url()).pathname,
        '/extensions/popular',
      );
      const image = hero.locator('img');
      await page.waitForFunction(
        (element) =>
          element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
        await image.elementHandle(),
      );
      assert.equal(
        await image.evaluate((element) => (element as HTMLImageElement).naturalWidth),
        1200,
      );
    },
  );

  storeTest(
    'the administrator adds a mobile website, sees whether the panel can show it, and visitors get it',
    async ({ page, server }) => {
      const name = `Local news ${Date.now().toString(36)}`;
      // The page first lets anyone frame it, then starts refusing.
      const page1 = {
        headers: { 'content-type': 'text/html', 'content-security-policy': 'frame-ancestors *' },
        body: '<!doctype html><title>Local news</title><p>News for narrow screens',
      };
      mobileSite.setRoute('/m/', page1);
      await signInTo(page, ADMIN, '/admin/curation/mobile-sites?hl=en');
      const section = page.getByTestId('mobile-sites');
      await section.waitFor();
      const rows = section.getByTestId('mobile-site-row');
      const before = await rows.count();
      // The demo sites are listed, not checked yet (the demo seed never goes online).
      assert.ok(before >= 10, `${before} demo sites`);
      assert.equal(
        (await rows.first().getByTestId('mobile-site-framing').textContent())?.trim(),
        'Not checked',
      );

      await page.getByTestId('mobile-sites-add').click();
      const dialog = page.getByTestId('mobile-site-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('mobile-site-name').fill(name);
      await dialog.getByTestId('mobile-site-url').fill(`${mobileSite.origin}/m/`);
      await dialog.getByTestId('mobile-site-category').selectOption('news');
      await dialog.getByTestId('mobile-site-language').selectOption('en');
      await dialog.getByTestId('mobile-site-file').setInputFiles({
        name: 'icon.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 96, height: 96, channels: 3, background: '#0e7490' },
        })
          .png()
          .toBuffer(),
      });
      await dialog.getByTestId('curation-reason').fill('Local news for the panel');
      await dialog.getByTestId('mobile-site-save').click();
      await dialog.waitFor({ state: 'detached' });

      // New sites go last, with the verdict of the check that ran when it was saved.
      const row = rows.nth(before);
      await row.waitFor();
      assert.equal(await rows.count(), before + 1);
      assert.match((await row.textContent()) ?? '', new RegExp(name));
      assert.match((await row.textContent()) ?? '', /127\.0\.0\.1:\d+ · News · English only/);
      assert.equal(await row.getAttribute('data-framing'), 'allowed');
      assert.equal(
        (await row.getByTestId('mobile-site-framing').textContent())?.trim(),
        'Shown in the panel',
      );
      assert.match(
        (await row.getByTestId('mobile-site-detail').textContent()) ?? '',
        /^Content-Security-Policy: frame-ancestors \*/,
      );
      const icon = row.locator('img');
      await page.waitForFunction(
        (element) =>
          element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
        await icon.elementHandle(),
      );

      const listed = async () => {
        const { status, body } = await getJson<{
          items: { name: string; url: string; framing: string; icon: string | null }[];
        }>(`${server.url}/ajax/mobile-sites?hl=en`);
        assert.equal(status, 200);
        return body.items.find((entry) => entry.name === name);
      };
      const shown = await listed();
      assert.ok(shown, 'the new site is in the public list');
      assert.equal(shown.url, `${mobileSite.origin}/m/`);
      assert.equal(shown.framing, 'allowed');
      assert.match(shown.icon ?? '', /^\/files\/[a-f0-9]{64}\.png$/);
      const korean = await getJson<{ items: { name: string }[] }>(
        `${server.url}/ajax/mobile-sites?hl=ko`,
      );
      assert.ok(!korean.body.items.some((entry) => entry.name === name));

      // The site starts refusing to be framed: checking again says it opens in a new tab.
      mobileSite.setRoute('/m/', {
        ...page1,
        headers: { 'content-type': 'text/html', 'x-frame-options': 'SAMEORIGIN' },
      });
      await page.getByRole('button', { name: `Check again: ${name}` }).click();
      await page.waitForFunction(
        (expected) =>
          Array.from(document.querySelectorAll('[data-testid="mobile-site-row"]')).some(
            (element) =>
              element.textContent?.includes(expected) &&
              element.getAttribute('data-framing') === 'refused',
          ),
        name,
      );
      assert.equal(
        (await row.getByTestId('mobile-site-framing').textContent())?.trim(),
        'Opens in a new tab',
      );
      assert.match(
        (await row.getByTestId('mobile-site-detail').textContent()) ?? '',
        /^X-Frame-Options: SAMEORIGIN/,
      );
      assert.equal((await listed())?.framing, 'refused');

      // Moving it to the top with the keyboard puts it first for visitors too.
      for (let position = before; position > 0; position -= 1) {
        const moveUp = page.getByRole('button', { name: `Move ${name} up` });
        await moveUp.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          ([expected, index]) =>
            document
              .querySelectorAll('[data-testid="mobile-site-row"]')
              [index]?.textContent?.includes(expected) ?? false,
          [name, position - 1] as const,
        );
      }
      const first = await getJson<{ items: { name: string }[] }>(
        `${server.url}/ajax/mobile-sites?hl=en`,
      );
      assert.equal(first.body.items[0]?.name, name);

      // The tab reads well in both themes.
      assertNoFindings(
        await auditPages(page, [
          { path: '/admin/curation/mobile-sites', ready: 'mobile-site-row' },
        ]),
      );
    },
  );

  storeTest(
    'a home banner opens its event page, and an event the administrator builds goes live',
    async ({ page, context, server }) => {
      // A visitor follows the home banner that announces an event to its page and its items.
      await page.goto('/extensions/new?hl=en');
      const hero = page.getByTestId('home-banners');
      const eventBanner = hero.locator('a[data-testid="banner"][href^="/event/"]');
      const dots = hero.getByTestId('banner-dot');
      await dots.first().waitFor();
      for (let dot = 0; (await eventBanner.count()) === 0; dot += 1) {
        assert.ok(dot < (await dots.count()), 'a home banner links to an event');
        await dots.nth(dot).click();
      }
      const slug = ((await eventBanner.getAttribute('href')) ?? '').slice('/event/'.length);
      await eventBanner.click();
      await page.waitForURL((url) => url.pathname === `/event/${slug}`);
      const seeded = await getJson<{ title: string; items: { name: string }[] }>(
        `${server.url}/ajax/events/${slug}?hl=en`,
      );
      assert.equal(seeded.status, 200);
      const shown = page.getByTestId('event-page');
      await shown.waitFor();
      assert.equal(await page.getByTestId('page-title').textContent(), seeded.body.title);
      const seededCards = shown.getByTestId('product-card-name');
      assert.ok(seeded.body.items.length >= 4);
      assert.equal(await seededCards.first().textContent(), seeded.body.items[0]?.name);

      // An administrator builds a new event from two of its items and publishes it.
      const [first, second] = seeded.body.items;
      assert.ok(first && second);
      const newSlug = `editors-corner-${Date.now().toString(36)}`;
      await signInTo(page, ADMIN, '/admin/curation/events?hl=en');
      await page.getByTestId('events-add').click();
      const dialog = page.getByTestId('event-dialog');
      await dialog.getByTestId('event-titleEn').fill("Editors' corner");
      await dialog.getByTestId('event-slug').fill(newSlug);
      for (const item of [first, second]) {
        await dialog.getByTestId('event-item-search-input').fill(item.name);
        await dialog
          .getByRole('button', { name: `Add: ${item.name}` })
          .first()
          .click();
      }
      const chosen = await dialog.getByTestId('event-item').allTextContents();
      assert.equal(chosen.length, 2);
      assert.ok(chosen[0]?.includes(first.name) && chosen[1]?.includes(second.name), `${chosen}`);
      await dialog.getByTestId('event-save').click();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByTestId('event-row').filter({ hasText: `/event/${newSlug}` });
      assert.equal(await row.getAttribute('data-status'), 'draft');
      await row.getByTestId('event-publish').click();
      await page
        .locator(`[data-testid="event-row"][data-status="live"]`)
        .filter({ hasText: `/event/${newSlug}` })
        .waitFor();

      assertNoFindings(
        await auditPages(page, [{ path: '/admin/curation/events', ready: 'event-row' }]),
      );

      // A visitor opens it: the two items, in the order chosen.
      await context.clearCookies();
      await page.goto(`/event/${newSlug}?hl=en`);
      await page.getByTestId('event-page').waitFor();
      assert.equal(await page.getByTestId('page-title').textContent(), "Editors' corner");
      assert.deepEqual(await page.getByTestId('product-card-name').allTextContents(), [
        first.name,
        second.name,
      ]);
      assertNoFindings(
        await auditPages(page, [{ path: `/event/${newSlug}`, ready: 'event-page' }]),
      );
    },
  );
  storeTest(
    "the footer shows the demo's social links, and the administrator changes them",
    async ({ page, context }) => {
      const footerLinks = async () => {
        await page.goto('/extensions/new?hl=en');
        const links = page.getByTestId('footer').locator('[data-testid^="footer-social-"]');
        await links.first().waitFor();
        return links.evaluateAll((anchors) =>
          anchors.map((anchor) => `${anchor.textContent} ${anchor.getAttribute('href')}`),
        );
      };
      assert.deepEqual(await footerLinks(), [
        'Blog https://blog.lagoon.example/',
        'Community forum https://community.lagoon.example/',
        'Newsletter https://news.lagoon.example/',
        'Mastodon https://social.lagoon.example/@store',
      ]);

      await signInTo(page, ADMIN, '/admin/curation/footer?hl=en');
      const rows = page.getByTestId('social-link-row');
      await rows.first().waitFor();
      assert.equal(await rows.count(), 4);
      assert.match((await page.getByTestId('social-links-source').textContent()) ?? '', /Set here/);

      // A new link whose address is no web address is refused before anything is sent.
      await page.getByTestId('social-links-add').click();
      await rows.nth(4).getByTestId('social-link-name').fill('Status');
      await rows.nth(4).getByTestId('social-link-url').fill('status.lagoon.example');
      await page.getByTestId('social-links-save').click();
      await rows
        .nth(4)
        .getByText('An address starts with https:// or http:// and names a site.')
        .waitFor();
      await rows.nth(4).getByTestId('social-link-url').fill('https://status.lagoon.example/');
      await page.getByRole('button', { name: 'Remove Newsletter' }).click();
      await page.getByTestId('curation-reason').fill('Status page instead of the newsletter');
      await page.getByTestId('social-links-save').click();
      await page
        .getByTestId('snackbar')
        .getByText('Saved. The footer shows these links now.')
        .waitFor();
      await page.getByTestId('social-links-save').and(page.locator(':disabled')).waitFor();

      assertNoFindings(
        await auditPages(page, [{ path: '/admin/curation/footer', ready: 'social-link-row' }]),
      );

      await context.clearCookies();
      assert.deepEqual(await footerLinks(), [
        'Blog https://blog.lagoon.example/',
        'Community forum https://community.lagoon.example/',
        'Mastodon https://social.lagoon.example/@store',
        'Status https://status.lagoon.example/',
      ]);
    },
  );
});
