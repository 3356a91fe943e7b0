import type { AppliedWallpaper } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { applyTheme, clearTheme, type HandlerContext, themeState } from './handlers.js';
import { generationOf, NEXT_PHOTO_KEY, NOTICES_KEY, WALLPAPER_KEY } from './kept-wallpaper.js';
import type { BridgeReply } from './replies.js';
import { NO_STORE } from './store-config.js';
import {
  bridgeDeps,
  createFakeBrowser,
  type FakeBrowserOptions,
  type FakeFile,
  fixedConfig,
  STORE_ORIGIN,
} from './test/fake-browser.js';
import { PHOTO_MAX_BYTES } from './wallpaper.js';

const ID = 'a'.repeat(32);
const OTHER_ID = 'b'.repeat(32);
const PHOTO_1 = `${STORE_ORIGIN}/files/one.jpg`;
const PHOTO_2 = `${STORE_ORIGIN}/files/two.png`;
const PHOTO_3 = `${STORE_ORIGIN}/files/three.webp`;
const NOTICES_URL = `${STORE_ORIGIN}/ajax/banner/home-inline?hl=ko`;
const JPEG: FakeFile = { type: 'image/jpeg', size: 2048 };

function wallpaper(overrides: Partial<AppliedWallpaper> = {}): AppliedWallpaper {
  return {
    extensionId: ID,
    name: 'Blue lagoon',
    photos: [PHOTO_1, PHOTO_2],
    clock: 'analog',
    topSites: true,
    notices: false,
    storeUrl: `${STORE_ORIGIN}/detail/${ID}`,
    language: 'en',
    ...overrides,
  };
}

function setup(options: FakeBrowserOptions = {}, config = fixedConfig()) {
  const fake = createFakeBrowser({
    files: { [PHOTO_1]: JPEG, [PHOTO_2]: { type: 'image/png' }, [PHOTO_3]: JPEG },
    ...options,
  });
  const context: HandlerContext = {
    ...bridgeDeps(fake.browser, config),
    sender: { origin: STORE_ORIGIN, tab: { incognito: false, windowId: 7 } },
  };
  const apply = (theme: AppliedWallpaper) => applyTheme({ type: 'applyTheme', theme }, context);
  const state = () => themeState({ type: 'themeState' }, context);
  /** The generations the kept photos belong to. */
  const generations = () => new Set([...fake.photos.keys()].map(generationOf));
  return { ...fake, context, apply, state, generations };
}

function expectRefusal(reply: BridgeReply, code: string) {
  expect(reply).toMatchObject({ ok: false, error: { code } });
}

describe('applyTheme', () => {
  it('downloads and keeps every photo with the settings, and says when', async () => {
    const fake = setup();
    fake.storage.set(NEXT_PHOTO_KEY, 5);
    const reply = await fake.apply(wallpaper());
    expect(reply).toEqual({
      ok: true,
      theme: { ...wallpaper(), appliedAt: expect.any(String) },
    });
    expect(fake.fetched).toEqual([PHOTO_1, PHOTO_2]);
    expect([...fake.photos.values()]).toEqual([
      { type: 'image/jpeg', size: 2048 },
      { type: 'image/png', size: 1000 },
    ]);
    expect(fake.generations().size).toBe(1);
    expect(fake.storage.get(NEXT_PHOTO_KEY)).toBe(0);
    expect(await fake.state()).toEqual(reply);
    expect(fake.keptAlive()).toBe(0);
  });

  it('refuses photos that are not on the store, without fetching anything', async () => {
    const fake = setup();
    for (const photo of [
      'https://elsewhere.example/one.jpg',
      'http://localhost:8081/files/one.jpg',
      'ftp://localhost:8080/files/one.jpg',
    ]) {
      expectRefusal(await fake.apply(wallpaper({ photos: [PHOTO_1, photo] })), 'NOT_ALLOWED');
    }
    expect(fake.fetched).toEqual([]);
    expect(fake.photos.size).toBe(0);
    expect(await fake.state()).toEqual({ ok: true, theme: null });
  });

  it('refuses a store link that is not on the store', async () => {
    const fake = setup();
    const reply = await fake.apply(wallpaper({ storeUrl: 'https://elsewhere.example/detail/x' }));
    expectRefusal(reply, 'NOT_ALLOWED');
    expect(fake.fetched).toEqual([]);
  });

  it('applies nothing without store.json', async () => {
    const fake = setup({}, fixedConfig(NO_STORE));
    expectRefusal(await fake.apply(wallpaper()), 'NOT_ALLOWED');
    expect(fake.fetched).toEqual([]);
  });

  it('refuses a photo that redirects off the store', async () => {
    const fake = setup({
      files: { [PHOTO_1]: { ...JPEG, redirectedTo: 'https://cdn.example/one.jpg' } },
    });
    expectRefusal(await fake.apply(wallpaper({ photos: [PHOTO_1] })), 'NOT_ALLOWED');
    expect(fake.photos.size).toBe(0);
  });

  it('refuses what is not a raster photo, or is too large', async () => {
    const cases: FakeFile[] = [
      { type: 'image/svg+xml' },
      { type: 'text/html' },
      { type: '' },
      { type: 'image/jpeg', size: 0 },
      { type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 },
    ];
    for (const file of cases) {
      const fake = setup({ files: { [PHOTO_1]: file } });
      expectRefusal(await fake.apply(wallpaper({ photos: [PHOTO_1] })), 'FAILED');
      expect(fake.photos.size).toBe(0);
      expect(fake.keptAlive()).toBe(0);
    }
  });

  it('keeps the wallpaper applied before when a download fails', async () => {
    const fake = setup({
      files: { [PHOTO_1]: JPEG, [PHOTO_2]: JPEG, [PHOTO_3]: new Error('HTTP 503') },
    });
    const first = await fake.apply(wallpaper());
    const keptPhotos = [...fake.photos.keys()];
    const reply = await fake.apply(
      wallpaper({ extensionId: OTHER_ID, photos: [PHOTO_2, PHOTO_3] }),
    );
    expectRefusal(reply, 'FAILED');
    if (!reply.ok) expect(reply.error.message).toContain('HTTP 503');
    expect(await fake.state()).toEqual(first);
    // The photo of the failed apply that did download is gone again.
    expect([...fake.photos.keys()]).toEqual(keptPhotos);
  });

  it('keeps the wallpaper applied before when the photos cannot be stored', async () => {
    const fake = setup();
    const first = await fake.apply(wallpaper());
    const failing = setup({ photoPutFailure: 'QuotaExceededError' });
    failing.storage.set(WALLPAPER_KEY, fake.storage.get(WALLPAPER_KEY));
    const reply = await failing.apply(wallpaper({ extensionId: OTHER_ID }));
    expectRefusal(reply, 'FAILED');
    expect(await failing.state()).toEqual(first);
  });

  it('replaces the previous photos once the new ones are kept', async () => {
    const fake = setup();
    await fake.apply(wallpaper());
    const before = fake.generations();
    const reply = await fake.apply(wallpaper({ extensionId: OTHER_ID, photos: [PHOTO_3] }));
    expect(reply).toMatchObject({ ok: true, theme: { extensionId: OTHER_ID } });
    expect(fake.photos.size).toBe(1);
    const [generation] = fake.generations();
    expect(before.has(generation ?? null)).toBe(false);
  });

  it('runs two applies one after the other: the last one wins, with its own photos', async () => {
    const fake = setup();
    const [, second] = await Promise.all([
      fake.apply(wallpaper()),
      fake.apply(wallpaper({ extensionId: OTHER_ID, photos: [PHOTO_3] })),
    ]);
    expect(await fake.state()).toEqual(second);
    expect(fake.photos.size).toBe(1);
  });
});

describe('notices', () => {
  const banners = [
    { title: ' Winter contest ', linkUrl: '/event/winter', image: '/files/banner-1.png' },
    { title: 'Partner', linkUrl: 'https://partner.example/x', image: 'https://cdn.example/b.png' },
    { title: 'Script', linkUrl: 'javascript:alert(1)', image: '/files/b.png' },
    { title: '', linkUrl: '/somewhere', image: '/files/c.png' },
  ].map((banner, index) => ({
    id: String(index),
    type: 'home-inline',
    description: null,
    backgroundColor: null,
    ...banner,
  }));
  const body = `)]}',\n${JSON.stringify(banners)}`;
  const koWallpaper = wallpaper({ notices: true, language: 'ko' });

  it('keeps the live banners as text, links and store images when the wallpaper shows them', async () => {
    const fake = setup({ responses: { [NOTICES_URL]: body } });
    expect(await fake.apply(koWallpaper)).toMatchObject({ ok: true });
    expect(fake.storage.get(NOTICES_KEY)).toEqual({
      origin: STORE_ORIGIN,
      language: 'ko',
      fetchedAt: expect.any(String),
      items: [
        {
          title: 'Winter contest',
          link: `${STORE_ORIGIN}/event/winter`,
          image: `${STORE_ORIGIN}/files/banner-1.png`,
        },
        { title: 'Partner', link: 'https://partner.example/x', image: null },
      ],
    });
  });

  it('applies the wallpaper even when the notices cannot be read, and keeps the last ones', async () => {
    const fake = setup({ responses: { [NOTICES_URL]: new Error('HTTP 500') } });
    const earlier = { origin: STORE_ORIGIN, language: 'ko', fetchedAt: 'x', items: [] };
    fake.storage.set(NOTICES_KEY, earlier);
    expect(await fake.apply(koWallpaper)).toMatchObject({ ok: true });
    expect(fake.storage.get(NOTICES_KEY)).toEqual(earlier);
    expect(await fake.context.wallpaper.refreshNotices()).toMatch(/HTTP 500/);
  });

  it('forgets the notices when the wallpaper does not show them', async () => {
    const fake = setup({ responses: { [NOTICES_URL]: body } });
    await fake.apply(koWallpaper);
    await fake.apply(wallpaper({ notices: false }));
    expect(fake.storage.has(NOTICES_KEY)).toBe(false);
    expect(fake.fetched.filter((url) => url === NOTICES_URL)).toHaveLength(1);
  });
});

describe('clearTheme', () => {
  it('forgets the wallpaper, its photos and notices', async () => {
    const fake = setup({ responses: { [NOTICES_URL]: '[]' } });
    await fake.apply(wallpaper({ notices: true, language: 'ko' }));
    expect(fake.storage.has(NOTICES_KEY)).toBe(true);
    expect(await clearTheme({ type: 'clearTheme' }, fake.context)).toEqual({
      ok: true,
      theme: null,
    });
    expect(fake.photos.size).toBe(0);
    expect([...fake.storage.keys()]).toEqual([]);
    expect(await fake.state()).toEqual({ ok: true, theme: null });
  });
});
