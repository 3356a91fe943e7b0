import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { parseSitemap, type SitemapItem } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../test/app.js';
import { createItem, createUser, signIn } from '../test/factories.js';

/**
 * Event pages (/event/<slug>) in the sitemap: the ones visitors can open now, each in both
 * languages with its alternates, and none once an administrator takes it back.
 */

const STORE = 'http://store.test';

async function urlsOf(response: LightMyRequestResponse): Promise<SitemapItem[]> {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  return parseSitemap(Readable.from([response.body]));
}

describe('sitemap.xml with event pages', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const item = await createItem(db);
    const now = Date.now();
    const events = {
      open: { state: 'live', starts_at: null, ends_at: null },
      running: { state: 'live', starts_at: new Date(now - DAY), ends_at: new Date(now + DAY) },
      draft: { state: 'draft', starts_at: null, ends_at: null },
      scheduled: { state: 'live', starts_at: new Date(now + DAY), ends_at: null },
      ended: { state: 'live', starts_at: null, ends_at: new Date(now - DAY) },
    };
    for (const [slug, fields] of Object.entries(events)) {
      const row = await db
        .insertInto('events')
        .values({ slug, title_en: `Event ${slug}`, ...fields })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[slug] = Number(row.id);
      await db
        .insertInto('event_items')
        .values({ event_id: row.id, item_id: item.id, position: 0 })
        .execute();
    }
  });
  afterAll(async () => t.close());

  /** The event slugs a sitemap lists, language variants folded. */
  const eventSlugs = (urls: readonly SitemapItem[]) => [
    ...new Set(urls.flatMap((entry) => /\/event\/([a-z0-9-]+)\?hl=/.exec(entry.url)?.[1] ?? [])),
  ];

  it('lists the events visitors can open now, in both languages', async () => {
    const urls = await urlsOf(await t.app.inject('/sitemap.xml'));
    expect(eventSlugs(urls).sort()).toEqual(['open', 'running']);
    for (const slug of ['open', 'running']) {
      const korean = urls.find((entry) => entry.url === `${STORE}/event/${slug}?hl=ko`);
      expect(korean?.links).toEqual([
        { lang: 'en', url: `${STORE}/event/${slug}?hl=en` },
        { lang: 'ko', url: `${STORE}/event/${slug}?hl=ko` },
        { lang: 'x-default', url: `${STORE}/event/${slug}` },
      ]);
      expect(urls.map((entry) => entry.url)).toContain(`${STORE}/event/${slug}?hl=en`);
    }
    // Every listed event is one visitors can open.
    for (const slug of eventSlugs(urls)) {
      expect((await t.app.inject(`/ajax/events/${slug}`)).statusCode, slug).toBe(200);
    }
    expect((await t.app.inject('/ajax/events/scheduled')).statusCode).toBe(404);
  });

  it('drops an event once an administrator takes it back to draft', async () => {
    const admin = new TestClient(t.app);
    const user = await createUser(t.database.db, { isAdmin: true });
    await signIn(t.database.db, admin, user.id);
    const change = await admin.patch(`/admin/api/curation/events/${ids.open}`, {
      state: 'draft',
      reason: 'Season over',
    });
    expect(change.statusCode).toBe(200);
    expect(eventSlugs(await urlsOf(await t.app.inject('/sitemap.xml')))).toEqual(['running']);
  });
});
