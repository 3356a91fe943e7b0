import type { Banner, Prize, WinnersByYear } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp } from '../test/app.js';
import { createBanner, createWinner } from '../test/catalog-factories.js';
import { createItem } from '../test/factories.js';
import { rewriteBannerLink } from './banner-link.js';

describe('banner links', () => {
  const hosts = ['store.test', 'www.lagoon.example'];

  it('makes links into the store relative, keeping query and fragment', () => {
    expect(rewriteBannerLink('http://store.test/wallpapers/discover?hl=ko#top', hosts)).toBe(
      '/wallpapers/discover?hl=ko#top',
    );
    expect(rewriteBannerLink('https://WWW.Lagoon.example/detail/abc', hosts)).toBe('/detail/abc');
  });

  it('keeps event pages absolute', () => {
    expect(rewriteBannerLink('https://store.test/event/security-week', hosts)).toBe(
      'https://store.test/event/security-week',
    );
  });

  it('keeps links to other sites and relative links as they are', () => {
    expect(rewriteBannerLink('https://elsewhere.example/store.test/x', hosts)).toBe(
      'https://elsewhere.example/store.test/x',
    );
    expect(rewriteBannerLink('/extensions/new/sidebar', hosts)).toBe('/extensions/new/sidebar');
    expect(rewriteBannerLink('/event/spring', hosts)).toBe('/event/spring');
  });

  it('replaces links that are not web addresses', () => {
    expect(rewriteBannerLink('javascript:alert(1)', hosts)).toBe('/');
    expect(rewriteBannerLink('http://', hosts)).toBe('/');
  });
});

describe('banners and winners', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ STORE_HOSTNAMES: 'lagoon.example, www.lagoon.example' });
    const db = t.database.db;
    await createBanner(db, {
      linkUrl: 'http://store.test/extensions/popular/games?from=banner',
      title: { en: 'Games week', ko: '게임 주간' },
      position: 1,
    });
    await createBanner(db, {
      linkUrl: 'https://lagoon.example/event/security-week',
      title: { en: 'Security week', ko: '보안 주간' },
      position: 2,
    });
    await createBanner(db, {
      linkUrl: 'https://partner.example/deal',
      title: { en: 'Partner', ko: '파트너' },
      position: 3,
    });
    await createBanner(db, { linkUrl: 'https://www.lagoon.example/detail/x', position: 4 });
    await createBanner(db, { active: false, title: { en: 'Old', ko: '지난' } });
    await createBanner(db, { type: 'theme', title: { en: 'Wallpapers', ko: '배경화면' } });

    const prizes: Prize[] = ['special', 'bronze', 'gold', 'special', 'silver', 'bronze', 'special'];
    for (const year of [2019, 2018]) {
      for (const [index, prize] of prizes.entries()) {
        const item = await createItem(db, {
          names: { en: `Entry ${year}-${index}` },
          provider: 'CONTEST',
        });
        await createWinner(db, { year, prize, itemId: item.id, position: index });
      }
    }
  });
  afterAll(async () => t.close());

  it('serves active banners of a type in order, titled in the language', async () => {
    const banners = jsonOf<Banner[]>(await t.app.inject('/ajax/banner/extension?hl=ko'));
    expect(banners.map((banner) => banner.title)).toEqual([
      '게임 주간',
      '보안 주간',
      '파트너',
      '배너',
    ]);
    expect(banners[0]).toMatchObject({
      type: 'extension',
      description: '배너 소개.',
      backgroundColor: '#123456',
    });
    expect(banners[0]?.image).toMatch(/^\/files\//);
    const themes = jsonOf<Banner[]>(await t.app.inject('/ajax/banner/theme?hl=en'));
    expect(themes.map((banner) => banner.title)).toEqual(['Wallpapers']);
    expect(jsonOf<Banner[]>(await t.app.inject('/ajax/banner/home-inline'))).toEqual([]);
  });

  it('rewrites banner links on the store hosts, except events', async () => {
    const banners = jsonOf<Banner[]>(await t.app.inject('/ajax/banner/extension'));
    expect(banners.map((banner) => banner.linkUrl)).toEqual([
      '/extensions/popular/games?from=banner',
      'https://lagoon.example/event/security-week',
      'https://partner.example/deal',
      '/detail/x',
    ]);
  });

  it('refuses an unknown banner type', async () => {
    const response = await t.app.inject('/ajax/banner/sidebar');
    expect(response.statusCode).toBe(400);
    expect(jsonOf<{ error: { code: string } }>(response).error.code).toBe('INVALID_REQUEST');
  });

  it('groups winners by year with prizes in order gold, silver, bronze, special', async () => {
    const years = jsonOf<WinnersByYear[]>(await t.app.inject('/ajax/winning-prize?hl=en'));
    expect(years.map((entry) => entry.year)).toEqual([2018, 2019]);
    for (const { year, winners } of years) {
      expect(winners.map((winner) => winner.provider)).toEqual([
        'gold',
        'silver',
        'bronze',
        'special',
      ]);
      expect(winners.map((winner) => winner.list.length)).toEqual([1, 1, 2, 3]);
      expect(winners.flatMap((winner) => winner.list)).toHaveLength(7);
      expect(winners[0]?.list[0]?.name).toBe(`Entry ${year}-2`);
      expect(winners[2]?.list.map((product) => product.name)).toEqual([
        `Entry ${year}-1`,
        `Entry ${year}-5`,
      ]);
      expect(winners[0]?.createAt).toBe(new Date(Date.UTC(year, 11, 1)).toISOString());
      expect(winners[0]?.list[0]?.provider).toBe('CONTEST');
    }
  });
});
