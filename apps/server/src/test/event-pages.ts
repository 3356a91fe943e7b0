import type { AdminEvent, BannerImageUpload, StoreEvent } from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, errorOf, jsonOf, type TestApp, TestClient } from './app.js';
import { adminActionCount } from './audit-log.js';
import { createTheme } from './catalog-factories.js';
import { createItem, signedInAdmin } from './factories.js';
import { postForm } from './multipart.js';

/*
 * The event pages' test files share one set-up: each file opens its own app (live bindings
 * below, set by `useEventPagesApp`) with an administrator, a visitor and items of every kind.
 */

export let t: TestApp;
export let admin: TestClient;
export let visitor: TestClient;
/** Items visitors see: an extension, a wallpaper, a web app. */
export let listed: { extension: string; theme: string; app: string };
/** Items visitors do not see, each for another reason. */
export let hidden: { unlisted: string; blocked: string; tester: string; unpublished: string };

export const BASE = '/admin/api/curation/events';

/** Opens the calling test file's app before its tests and closes it after them. */
export function useEventPagesApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await signedInAdmin(t, { nickname: 'Curator Ev' });
    visitor = new TestClient(t.app);
    listed = {
      extension: (await createItem(db, { names: { en: 'Lock Box', ko: '잠금 상자' } })).id,
      theme: (await createTheme(db, { names: { en: 'Quiet Lake' } })).id,
      app: (await createItem(db, { productType: 'app', names: { en: 'Lesson Board' } })).id,
    };
    hidden = {
      unlisted: (await createItem(db, { visibility: 'UNLISTED', names: { en: 'By link' } })).id,
      blocked: (await createItem(db, { blocked: true, names: { en: 'Blocked one' } })).id,
      tester: (await createItem(db, { visibility: 'TRUSTED_TESTER', names: { en: 'Testers' } })).id,
      unpublished: (await createItem(db, { reviewState: 'IN_REVIEW', names: { en: 'New one' } }))
        .id,
    };
  });
  afterAll(async () => t?.close());
}

/** Everything a refused change must leave as it was: events, their items and the log. */
export async function state() {
  const db = t.database.db;
  return {
    events: await db.selectFrom('events').selectAll().orderBy('id').execute(),
    items: await db
      .selectFrom('event_items')
      .selectAll()
      .orderBy('event_id')
      .orderBy('position')
      .execute(),
    log: await adminActionCount(db),
  };
}

let slugs = 0;
function newSlug(): string {
  slugs += 1;
  return `event-${slugs}`;
}

export async function addEvent(fields: Record<string, unknown> = {}): Promise<AdminEvent> {
  const response = await admin.post(`${BASE}?hl=en`, {
    slug: newSlug(),
    titleEn: 'Spring picks',
    itemIds: [listed.extension],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<AdminEvent>(response);
}

export async function change(id: string, fields: Record<string, unknown>): Promise<AdminEvent> {
  const response = await admin.patch(`${BASE}/${id}?hl=en`, fields);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<AdminEvent>(response);
}

export function showEvent(slug: string, hl = 'en') {
  return visitor.get(`/ajax/events/${slug}?hl=${hl}`);
}

export async function shownItems(slug: string): Promise<string[]> {
  const response = await showEvent(slug);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<StoreEvent>(response).items.map((item) => item.extensionId);
}

export async function expectNotFound(slug: string) {
  const response = await showEvent(slug);
  expect(response.statusCode, slug).toBe(404);
  expect(errorOf(response).code, slug).toBe('EVENT_NOT_FOUND');
}

/** A banner-shaped picture to use as a cover. */
export async function uploadCover(): Promise<string> {
  const data = await sharp({
    create: { width: 1200, height: 300, channels: 3, background: '#0e7490' },
  })
    .png()
    .toBuffer();
  const response = await postForm(admin, '/admin/api/curation/banner-images', [
    { name: 'file', filename: 'cover.png', contentType: 'image/png', data },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<BannerImageUpload>(response).image;
}
