import type { AdminEventList, StoreEvent } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { jsonOf } from '../test/app.js';
import { lastCurationEntry } from '../test/audit-log.js';
import {
  addEvent,
  admin,
  BASE,
  change,
  expectNotFound,
  hidden,
  listed,
  showEvent,
  shownItems,
  t,
  uploadCover,
  useEventPagesApp,
  visitor,
} from '../test/event-pages.js';

/**
 * Event pages as the console builds them and visitors read them: the administrators' calls
 * with their log lines, and what /ajax/events/{slug} shows (live events only, listed items
 * only, in order, in the visitor's language).
 */

useEventPagesApp();

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
