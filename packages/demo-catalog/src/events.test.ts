import { describe, expect, it } from 'vitest';
import { buildDemoPlan } from './catalog/plan.js';
import { DEMO_EVENTS, planEvents } from './events.js';
import { ImageBatch } from './images.js';

describe('demo events', () => {
  const plan = buildDemoPlan(new Date('2026-05-01T00:00:00Z'), new ImageBatch());
  const events = planEvents(plan);
  const byId = new Map(plan.items.map((item) => [item.id, item]));

  it('gives every banner that links to /event/… its event, with the banner picture as cover', () => {
    const links = plan.banners.filter((banner) => banner.linkUrl.startsWith('/event/'));
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const banner of links) {
      const event = events.find((entry) => `/event/${entry.slug}` === banner.linkUrl);
      expect(event, banner.linkUrl).toBeDefined();
      expect(event?.coverImageId).toBe(banner.image.id);
    }
  });

  it('lists only items visitors can see, each once, of the kinds each event asks for', () => {
    expect(events.map((event) => event.slug)).toEqual(DEMO_EVENTS.map((event) => event.slug));
    for (const event of events) {
      expect(new Set(event.itemIds).size, event.slug).toBe(event.itemIds.length);
      expect(event.itemIds.length, event.slug).toBeGreaterThanOrEqual(4);
      for (const id of event.itemIds) {
        const item = byId.get(id);
        expect(item?.published, id).toBeTruthy();
        expect(item?.visibility, id).toBe('LISTING');
        expect(item?.blocked, id).toBe(false);
      }
    }
    const school = events.find((event) => event.slug === 'back-to-school');
    const kinds = school?.itemIds.map((id) => byId.get(id)?.productType);
    expect(kinds).toEqual(['extension', 'extension', 'extension', 'extension', 'app', 'theme']);
  });
});
