import type { AdminEvent, AdminEventList, BannerImageUpload, StoreEvent } from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Call,
  createTestApp,
  errorOf,
  expectForgeryRefused,
  expectNotFoundTo,
  jsonOf,
  type TestApp,
  TestClient,
} from '../test/app.js';
import { adminActionCount, lastCurationEntry } from '../test/audit-log.js';
import { createTheme } from '../test/catalog-factories.js';
import { createItem, nonAdmins, signedInAdmin } from '../test/factories.js';
import { postForm } from '../test/multipart.js';

/**
 * Event pages through the API, as the console builds them and visitors read them: the
 * administrators' calls with their refusals and log lines, and what /ajax/events/{slug}
 * shows (live events only, listed items only, in order, in the visitor's language).
 */

let t: TestApp;
let admin: TestClient;
let visitor: TestClient;
/** Items visitors see: an extension, a wallpaper, a web app. */
let listed: { extension: string; theme: string; app: string };
/** Items visitors do not see, each for another reason. */
let hidden: { unlisted: string; blocked: string; tester: string; unpublished: string };

const BASE = '/admin/api/curation/events';

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
    unpublished: (await createItem(db, { reviewState: 'IN_REVIEW', names: { en: 'New one' } })).id,
  };
});
afterAll(async () => t?.close());

/** Everything a refused change must leave as it was: events, their items and the log. */
async function state() {
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

async function addEvent(fields: Record<string, unknown> = {}): Promise<AdminEvent> {
  const response = await admin.post(`${BASE}?hl=en`, {
    slug: newSlug(),
    titleEn: 'Spring picks',
    itemIds: [listed.extension],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<AdminEvent>(response);
}

async function change(id: string, fields: Record<string, unknown>): Promise<AdminEvent> {
  const response = await admin.patch(`${BASE}/${id}?hl=en`, fields);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<AdminEvent>(response);
}

function showEvent(slug: string, hl = 'en') {
  return visitor.get(`/ajax/events/${slug}?hl=${hl}`);
}

async function shownItems(slug: string): Promise<string[]> {
  const response = await showEvent(slug);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<StoreEvent>(response).items.map((item) => item.extensionId);
}

async function expectNotFound(slug: string) {
  const response = await showEvent(slug);
  expect(response.statusCode, slug).toBe(404);
  expect(errorOf(response).code, slug).toBe('EVENT_NOT_FOUND');
}

/** A banner-shaped picture to use as a cover. */
async function uploadCover(): Promise<string> {
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

describe('access', () => {
  it('answers not-found to everyone but administrators, and changes nothing', async () => {
    const held = await addEvent({ state: 'live' });
    const before = await state();
    const clients = await nonAdmins(t);

    const calls: Call[] = [
      ['GET', BASE],
      ['POST', BASE, { slug: 'taken-over', titleEn: 'Mine', itemIds: [] }],
      ['PATCH', `${BASE}/${held.id}`, { titleEn: 'Taken over' }],
      ['PATCH', `${BASE}/${held.id}`, { state: 'draft' }],
      ['DELETE', `${BASE}/${held.id}`, {}],
    ];
    await expectNotFoundTo(clients, calls);
    // A write without the anti-forgery token is refused, even for an administrator.
    await expectForgeryRefused(admin, {
      method: 'PATCH',
      url: `${BASE}/${held.id}`,
      payload: { titleEn: 'Forged' },
    });

    expect(await state()).toEqual(before);
    expect(await shownItems(held.slug)).toEqual([listed.extension]);
  });
});

describe('building an event', () => {
  it('keeps a new event a draft that visitors cannot open, then publishes it', async () => {
    const cover = await uploadCover();
    const created = await addEvent({
      slug: '  autumn-week  ',
      titleEn: '  Autumn week ',
      titleKo: '가을 주간',
      descriptionEn: 'Warm tools for cold days.',
      cover,
      itemIds: [listed.theme, listed.extension, listed.app],
      reason: 'Seasonal page',
    });
    expect(created).toMatchObject({
      slug: 'autumn-week',
      titleEn: 'Autumn week',
      titleKo: '가을 주간',
      descriptionEn: 'Warm tools for cold days.',
      descriptionKo: null,
      cover,
      state: 'draft',
      status: 'draft',
      startsAt: null,
      endsAt: null,
    });
    expect(created.items.map((item) => [item.extensionId, item.listed])).toEqual([
      [listed.theme, true],
      [listed.extension, true],
      [listed.app, true],
    ]);
    expect(created.items.map((item) => item.name)).toEqual([
      'Quiet Lake',
      'Lock Box',
      'Lesson Board',
    ]);
    const logged = await lastCurationEntry(admin, 'Seasonal');
    expect(logged).toMatchObject({
      action: 'event.create',
      target: `event:${created.id}`,
      message: 'Seasonal page',
      actor: expect.stringContaining('Curator Ev'),
    });
    expect(logged?.details).toMatchObject({ slug: 'autumn-week', state: 'draft', cover });

    // A draft is the administrators' own: visitors get the answer of an unknown address.
    await expectNotFound('autumn-week');

    const published = await change(created.id, { state: 'live', reason: 'Go' });
    expect(published).toMatchObject({ state: 'live', status: 'live' });
    expect((await lastCurationEntry(admin, 'Go'))?.action).toBe('event.publish');

    const english = jsonOf<StoreEvent>(await showEvent('autumn-week'));
    expect(english).toMatchObject({
      slug: 'autumn-week',
      title: 'Autumn week',
      description: 'Warm tools for cold days.',
      cover,
      startsAt: null,
      endsAt: null,
    });
    expect(english.items.map((item) => [item.extensionId, item.productType, item.name])).toEqual([
      [listed.theme, 'theme', 'Quiet Lake'],
      [listed.extension, 'extension', 'Lock Box'],
      [listed.app, 'app', 'Lesson Board'],
    ]);
    // Korean visitors read the Korean title and the English description it lacks; the items
    // are named in Korean where they have a Korean name.
    const korean = jsonOf<StoreEvent>(await showEvent('autumn-week', 'ko'));
    expect(korean.title).toBe('가을 주간');
    expect(korean.description).toBe('Warm tools for cold days.');
    expect(korean.items.find((item) => item.extensionId === listed.extension)?.name).toBe(
      '잠금 상자',
    );
    // The cover is a stored picture visitors can load.
    const image = await visitor.get(cover);
    expect(image.statusCode).toBe(200);

    // Reordering and removing items is one change of the list; visitors see it at once.
    await change(created.id, { itemIds: [listed.app, listed.theme], reason: 'Apps first' });
    expect(await shownItems('autumn-week')).toEqual([listed.app, listed.theme]);
    const reordered = await lastCurationEntry(admin, 'Apps');
    expect(reordered?.action).toBe('event.update');
    expect(reordered?.details).toMatchObject({
      changes: {
        items: {
          before: [listed.theme, listed.extension, listed.app],
          after: [listed.app, listed.theme],
        },
      },
    });

    // Unpublishing hides it again; deleting takes it away with its items.
    await change(created.id, { state: 'draft', reason: 'Pause' });
    expect((await lastCurationEntry(admin, 'Pause'))?.action).toBe('event.unpublish');
    await expectNotFound('autumn-week');
    const removed = await admin.request({
      method: 'DELETE',
      url: `${BASE}/${created.id}`,
      payload: { reason: 'Season over' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await lastCurationEntry(admin, 'Season'))?.details).toMatchObject({
      slug: 'autumn-week',
      itemIds: [listed.app, listed.theme],
    });
    const list = jsonOf<AdminEventList>(await admin.get(BASE));
    expect(list.items.some((event) => event.id === created.id)).toBe(false);
    const left = await t.database.db
      .selectFrom('event_items')
      .selectAll()
      .where('event_id', '=', Number(created.id))
      .execute();
    expect(left).toEqual([]);
  });

  it('shows visitors only the listed items, while the console shows every one', async () => {
    const event = await addEvent({
      itemIds: [
        hidden.unlisted,
        listed.extension,
        hidden.blocked,
        hidden.tester,
        listed.theme,
        hidden.unpublished,
      ],
      state: 'live',
    });
    expect(event.items.map((item) => [item.extensionId, item.listed])).toEqual([
      [hidden.unlisted, false],
      [listed.extension, true],
      [hidden.blocked, false],
      [hidden.tester, false],
      [listed.theme, true],
      [hidden.unpublished, false],
    ]);
    expect(await shownItems(event.slug)).toEqual([listed.extension, listed.theme]);

    // An item that stops being listed leaves the page with the next change visitors see.
    await t.database.db
      .updateTable('items')
      .set({ visibility: 'UNLISTED' })
      .where('id', '=', listed.theme)
      .execute();
    await change(event.id, { titleEn: 'Renamed' });
    expect(await shownItems(event.slug)).toEqual([listed.extension]);
    await t.database.db
      .updateTable('items')
      .set({ visibility: 'LISTING' })
      .where('id', '=', listed.theme)
      .execute();
  });

  it('shows an event only within its dates', async () => {
    const hour = 60 * 60 * 1000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const ended = await addEvent({ state: 'live', startsAt: at(-2 * hour), endsAt: at(-hour) });
    const later = await addEvent({ state: 'live', startsAt: at(hour) });
    const running = await addEvent({ state: 'live', startsAt: at(-hour), endsAt: at(hour) });
    expect([ended.status, later.status, running.status]).toEqual(['ended', 'scheduled', 'live']);
    await expectNotFound(ended.slug);
    await expectNotFound(later.slug);
    expect(await shownItems(running.slug)).toEqual([listed.extension]);
    const shown = jsonOf<StoreEvent>(await showEvent(running.slug));
    expect(Date.parse(shown.endsAt ?? '')).toBe(Date.parse(running.endsAt ?? ''));

    // Taking the end away brings an ended event back.
    await change(ended.id, { endsAt: null });
    expect(await shownItems(ended.slug)).toEqual([listed.extension]);
  });
});

describe('refusals', () => {
  it('refuses bad input with the field it concerns, never a 5xx, and changes nothing', async () => {
    const event = await addEvent({ slug: 'taken', state: 'live' });
    const before = await state();
    const cases: [string, string, unknown, number, string, string?][] = [
      ['POST', BASE, { slug: 'Not A Slug', titleEn: 'X' }, 400, 'INVALID_REQUEST', 'slug'],
      ['POST', BASE, { slug: 'a', titleEn: 'X' }, 400, 'INVALID_REQUEST', 'slug'],
      ['POST', BASE, { slug: '-dash', titleEn: 'X' }, 400, 'INVALID_REQUEST', 'slug'],
      ['POST', BASE, { slug: 'x'.repeat(61), titleEn: 'X' }, 400, 'INVALID_REQUEST', 'slug'],
      ['POST', BASE, { slug: 'fine', titleEn: '   ' }, 400, 'INVALID_REQUEST', 'titleEn'],
      ['POST', BASE, { slug: 'fine', titleEn: 'X'.repeat(81) }, 400, 'INVALID_REQUEST', 'titleEn'],
      ['POST', BASE, { slug: 'fine' }, 400, 'INVALID_REQUEST', 'titleEn'],
      ['POST', BASE, { slug: 'taken', titleEn: 'X' }, 409, 'EVENT_SLUG_TAKEN', 'slug'],
      [
        'POST',
        BASE,
        { slug: 'fine', titleEn: 'X', itemIds: [listed.extension, 'a'.repeat(32)] },
        404,
        'EXTENSION_NOT_FOUND',
        'itemIds.1',
      ],
      [
        'POST',
        BASE,
        { slug: 'fine', titleEn: 'X', itemIds: [listed.extension, listed.extension] },
        400,
        'INVALID_REQUEST',
        'itemIds.1',
      ],
      [
        'POST',
        BASE,
        { slug: 'fine', titleEn: 'X', itemIds: ['not-an-id'] },
        400,
        'INVALID_REQUEST',
        'itemIds.0',
      ],
      [
        'POST',
        BASE,
        { slug: 'fine', titleEn: 'X', itemIds: Array(61).fill(listed.extension) },
        400,
        'INVALID_REQUEST',
        'itemIds',
      ],
      [
        'POST',
        BASE,
        { slug: 'fine', titleEn: 'X', itemIds: [hidden.unlisted], state: 'live' },
        409,
        'EVENT_NO_ITEMS',
        'itemIds',
      ],
      [
        'POST',
        BASE,
        { slug: 'fine', titleEn: 'X', state: 'open' },
        400,
        'INVALID_REQUEST',
        'state',
      ],
      [
        'POST',
        BASE,
        {
          slug: 'fine',
          titleEn: 'X',
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        400,
        'INVALID_REQUEST',
        'endsAt',
      ],
      [
        'POST',
        BASE,
        { slug: 'fine', titleEn: 'X', startsAt: 'tomorrow' },
        400,
        'INVALID_REQUEST',
        'startsAt',
      ],
      [
        'POST',
        BASE,
        { slug: 'fine', titleEn: 'X', cover: '/files/nothing.png' },
        400,
        'INVALID_IMAGE',
        'image',
      ],
      ['POST', BASE, 'not json', 400, 'INVALID_REQUEST'],
      ['POST', BASE, [1, 2], 400, 'INVALID_REQUEST'],
      ['PATCH', `${BASE}/${event.id}`, { slug: 'taken' }, 200, ''],
      ['PATCH', `${BASE}/${event.id}`, { itemIds: [] }, 409, 'EVENT_NO_ITEMS', 'itemIds'],
      [
        'PATCH',
        `${BASE}/${event.id}`,
        { endsAt: '2000-01-01T00:00:00Z', startsAt: '2001-01-01T00:00:00Z' },
        400,
        'INVALID_REQUEST',
        'endsAt',
      ],
      ['PATCH', `${BASE}/${event.id}`, { titleEn: null }, 400, 'INVALID_REQUEST', 'titleEn'],
      ['PATCH', `${BASE}/999999`, { titleEn: 'Ghost' }, 404, 'EVENT_NOT_FOUND'],
      ['PATCH', `${BASE}/abc`, { titleEn: 'Ghost' }, 404, 'EVENT_NOT_FOUND'],
      ['DELETE', `${BASE}/999999`, {}, 404, 'EVENT_NOT_FOUND'],
      ['DELETE', `${BASE}/0`, {}, 404, 'EVENT_NOT_FOUND'],
    ];
    for (const [method, url, payload, status, code, field] of cases) {
      const label = `${method} ${url} ${JSON.stringify(payload)}`;
      const response = await admin.request({
        method: method as 'POST',
        url,
        payload: payload as object,
        headers: typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
      });
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      if (status !== 200) {
        expect(errorOf(response).code, label).toBe(code);
        if (field) {
          expect(
            errorOf(response).fields?.map((entry) => entry.field),
            label,
          ).toContain(field);
        }
      }
    }
    // Its own slug again is no change at all.
    expect(await state()).toEqual(before);

    // Another event's slug, on a change.
    const other = await addEvent();
    const taken = await admin.patch(`${BASE}/${other.id}`, { slug: 'taken' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields?.[0]?.field).toBe('slug');
  });

  it('answers not-found to visitors for any address that names no live event', async () => {
    for (const slug of ['nothing-here', 'UPPER', 'a', `${'x'.repeat(61)}`, 'a--b', 'a_b']) {
      await expectNotFound(slug);
    }
    const response = await showEvent('nothing-here', 'ko');
    expect(errorOf(response).message).toBe('이벤트가 없거나 이미 끝났습니다.');
  });
});
