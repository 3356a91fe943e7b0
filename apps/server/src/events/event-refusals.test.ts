import { describe, expect, it } from 'vitest';
import { type Call, errorOf, expectForgeryRefused, expectNotFoundTo } from '../test/app.js';
import {
  addEvent,
  admin,
  BASE,
  expectNotFound,
  hidden,
  listed,
  showEvent,
  shownItems,
  state,
  t,
  useEventPagesApp,
} from '../test/event-pages.js';
import { nonAdmins } from '../test/factories.js';

/* What the event calls refuse: everyone but administrators, bad input, unknown addresses. */

useEventPagesApp();

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
