import type { AdminEvent, CurationItem } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  createInputOf,
  eventFormOf,
  eventTitleIn,
  suggestSlug,
  updateInputOf,
  visibleCount,
  withItem,
  withItemMoved,
  withoutItem,
  withTitleEn,
} from './event-form';

function item(letter: string, listed = true): CurationItem {
  return {
    extensionId: letter.repeat(32),
    name: `Item ${letter}`,
    icon: null,
    productType: 'extension',
    pick: false,
    listed,
    blocked: false,
  };
}

const EVENT: AdminEvent = {
  id: '4',
  slug: 'security-week',
  titleEn: 'Security Week',
  titleKo: null,
  descriptionEn: 'Stay safe.',
  descriptionKo: null,
  cover: '/files/cover.jpg',
  state: 'live',
  status: 'live',
  startsAt: null,
  endsAt: '2030-01-01T00:00:00.000Z',
  items: [item('a'), item('b', false)],
  createAt: '2026-01-01T00:00:00.000Z',
  updateAt: '2026-01-01T00:00:00.000Z',
};

describe('event form', () => {
  it('suggests a slug from the English title until the administrator types one', () => {
    expect(suggestSlug('  Back to School!  ')).toBe('back-to-school');
    expect(suggestSlug('Café & Crème 2026')).toBe('cafe-creme-2026');
    expect(suggestSlug('보안 주간')).toBe('');
    expect(suggestSlug(`${'word '.repeat(20)}`).length).toBeLessThanOrEqual(60);
    expect(suggestSlug(`${'word '.repeat(20)}`)).not.toMatch(/-$/);

    const fresh = withTitleEn(eventFormOf(null), 'Spring Picks');
    expect(fresh.slug).toBe('spring-picks');
    const typed = withTitleEn({ ...fresh, slug: 'spring', slugEdited: true }, 'Spring Sale');
    expect(typed.slug).toBe('spring');
    // An existing event keeps its address when its title changes.
    expect(withTitleEn(eventFormOf(EVENT), 'Safety Week').slug).toBe('security-week');
  });

  it('adds each item once, moves and removes them, and counts what visitors will see', () => {
    let form = eventFormOf(null);
    form = withItem(form, item('a'));
    form = withItem(form, item('b', false));
    form = withItem(form, item('a'));
    form = withItem(form, item('c'));
    expect(form.items.map((entry) => entry.extensionId[0])).toEqual(['a', 'b', 'c']);
    expect(visibleCount(form)).toBe(2);
    form = withItemMoved(form, 2, 0);
    expect(form.items.map((entry) => entry.extensionId[0])).toEqual(['c', 'a', 'b']);
    expect(withItemMoved(form, 0, -1)).toBe(form);
    form = withoutItem(form, 'a'.repeat(32));
    expect(form.items.map((entry) => entry.extensionId[0])).toEqual(['c', 'b']);

    let full = eventFormOf(null);
    for (let index = 0; index < 60; index += 1) {
      full = withItem(full, { ...item('a'), extensionId: `${'a'.repeat(30)}${index}`.slice(-32) });
    }
    expect(full.items).toHaveLength(60);
    expect(withItem(full, item('z'))).toBe(full);
  });

  it('sends the fields of a new event, empty texts as none', () => {
    const form = {
      ...withItem(withTitleEn(eventFormOf(null), 'Spring Picks'), item('a')),
      titleKo: '봄 추천',
      state: 'live' as const,
      reason: 'Season',
    };
    expect(createInputOf(form, null)).toEqual({
      slug: 'spring-picks',
      titleEn: 'Spring Picks',
      titleKo: '봄 추천',
      descriptionEn: null,
      descriptionKo: null,
      itemIds: ['a'.repeat(32)],
      state: 'live',
      startsAt: null,
      endsAt: null,
      reason: 'Season',
    });
    expect(createInputOf(form, '/files/new.png')).toMatchObject({ cover: '/files/new.png' });
  });

  it('changes the cover only when a new one was uploaded or the old one taken away', () => {
    const form = eventFormOf(EVENT);
    expect(form.endsAt).not.toBe('');
    const unchanged = updateInputOf(form, null);
    expect('cover' in unchanged).toBe(false);
    expect(unchanged).toMatchObject({
      slug: 'security-week',
      itemIds: ['a'.repeat(32), 'b'.repeat(32)],
      state: 'live',
      endsAt: '2030-01-01T00:00:00.000Z',
    });
    expect(updateInputOf({ ...form, removeCover: true }, null)).toMatchObject({ cover: null });
    expect(updateInputOf(form, '/files/other.png')).toMatchObject({ cover: '/files/other.png' });
  });

  it('names an event in the console’s language, Korean falling back to English', () => {
    expect(eventTitleIn(EVENT, 'ko')).toBe('Security Week');
    expect(eventTitleIn({ ...EVENT, titleKo: '보안 주간' }, 'ko')).toBe('보안 주간');
    expect(eventTitleIn({ ...EVENT, titleKo: '보안 주간' }, 'en')).toBe('Security Week');
  });
});
