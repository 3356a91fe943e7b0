import type { MobileSiteList } from '@lagoon/contract';
import {
  DEMO_MOBILE_SITES,
  ImageBatch,
  NOT_CHECKED_DETAIL,
  planMobileSites,
} from '@lagoon/demo-catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp } from '../test/app.js';
import { renderImages } from './images.js';
import { writeMobileSites } from './mobile-sites.js';

describe('demo mobile websites', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const images = new ImageBatch();
    const sites = planMobileSites(images);
    await writeMobileSites(t.database.db, sites, await renderImages(images, t.storage));
  });
  afterAll(async () => t.close());

  const list = async (hl: string) =>
    jsonOf<MobileSiteList>(await t.app.inject(`/ajax/mobile-sites?hl=${hl}`)).items;

  it('gives each language its sites and the shared ones, all waiting for a check', async () => {
    const english = await list('en');
    const korean = await list('ko');
    expect(english.length).toBeGreaterThanOrEqual(6);
    expect(korean.length).toBeGreaterThanOrEqual(6);
    expect(english.every((site) => site.language !== 'ko')).toBe(true);
    expect(korean.every((site) => site.language !== 'en')).toBe(true);
    expect(korean.map((site) => site.name)).toEqual(expect.arrayContaining(['네이버', '다음']));
    expect(english.map((site) => site.name)).toContain('Wikipedia');
    expect([...english, ...korean].every((site) => site.framing === 'unknown')).toBe(true);
    expect(new Set([...english, ...korean].map((site) => site.category)).size).toBeGreaterThan(3);

    const rows = await t.database.db.selectFrom('mobile_sites').selectAll().execute();
    expect(rows).toHaveLength(DEMO_MOBILE_SITES.length);
    expect(rows.every((row) => row.framing_detail === NOT_CHECKED_DETAIL)).toBe(true);
    expect(rows.every((row) => row.url.startsWith('https://'))).toBe(true);
  });

  it('stores a square drawn icon for every site', async () => {
    for (const site of await list('en')) {
      expect(site.icon).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);
      const data = await t.storage.read(site.icon!.slice('/files/'.length));
      const metadata = await sharp(data!).metadata();
      expect([metadata.width, metadata.height, metadata.format]).toEqual([128, 128, 'png']);
    }
  });
});
