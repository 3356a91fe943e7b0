import type {
  AdminBanner,
  AdminBannerList,
  ApiErrorBody,
  AuditPage,
  BannerImageUpload,
} from '@lagoon/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jsonOf } from '../test/app.js';
import {
  admin,
  BANNER,
  createBannerWithImage,
  errorCode,
  logCount,
  multipart,
  picture,
  publicBanners,
  t,
  useCurationApp,
} from '../test/curation-app.js';

useCurationApp();

describe('banners', () => {
  it('adds a banner with an uploaded picture; the storefront shows it at once', async () => {
    // The answer is cached before the change, so the test proves the cache is emptied.
    const beforeIds = (await publicBanners('extension')).map((banner) => banner.id);

    const response = await createBannerWithImage(admin, { ...BANNER, reason: 'Autumn campaign' });
    expect(response.statusCode, response.body).toBe(201);
    const created = jsonOf<AdminBanner>(response);
    expect(created).toMatchObject({
      type: 'extension',
      titleEn: 'Autumn picks',
      language: null,
      active: true,
      state: 'live',
      startsAt: null,
    });
    expect(created.image).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);

    const shown = await publicBanners('extension');
    expect(shown.map((banner) => banner.id)).toEqual([...beforeIds, created.id]);
    expect(shown.at(-1)).toMatchObject({
      title: 'Autumn picks',
      description: 'Extensions for the season.',
      image: created.image,
      // A link into the store becomes a path of the web app.
      linkUrl: '/detail/abc?hl=en',
    });
    expect((await publicBanners('extension', 'ko')).at(-1)?.title).toBe('가을 추천');

    // The stored file is the checked picture, re-encoded.
    const stored = await t.storage.read(created.image.slice('/files/'.length));
    const metadata = await sharp(stored!).metadata();
    expect([metadata.width, metadata.height, metadata.format]).toEqual([1200, 300, 'png']);

    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=curation&q=autumn'));
    expect(log.items[0]).toMatchObject({
      id: expect.stringMatching(/^curation-\d+$/),
      area: 'curation',
      action: 'banner.create',
      target: `banner:${created.id}`,
      extensionId: null,
      message: 'Autumn campaign',
    });
    expect(log.items[0]?.actor).toContain('Curator Cu');
  });

  it('creates a banner from an image uploaded before', async () => {
    const upload = await admin.request({
      method: 'POST',
      url: '/admin/api/curation/banner-images',
      ...multipart([{ name: 'file', filename: 'x.jpg', data: await picture(1000, 250, 'jpeg') }]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const image = jsonOf<BannerImageUpload>(upload);
    expect(image).toMatchObject({ width: 1000, height: 250 });
    expect(image.image).toMatch(/\.jpg$/);

    const response = await admin.post('/admin/api/curation/banners', {
      ...BANNER,
      type: 'theme',
      titleEn: 'Wallpaper week',
      image: `http://store.test${image.image}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(jsonOf<AdminBanner>(response).image).toBe(image.image);
    expect((await publicBanners('theme')).map((banner) => banner.title)).toContain(
      'Wallpaper week',
    );
  });

  it('refuses pictures that are not banner images, and links that are not links', async () => {
    const count = await logCount();
    const bannersBefore = await publicBanners('home-inline');
    const cases: [Buffer, string][] = [
      [Buffer.from('not an image at all'), 'INVALID_IMAGE'],
      [(await picture(1200, 300)).subarray(0, 400), 'INVALID_IMAGE'],
      [await picture(800, 800), 'UNSUPPORTED_IMAGE_RESOLUTION'],
      [await picture(400, 100), 'UNSUPPORTED_IMAGE_RESOLUTION'],
    ];
    for (const [data, code] of cases) {
      const response = await createBannerWithImage(admin, { ...BANNER, type: 'home-inline' }, data);
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe(code);
    }
    const tooLarge = await createBannerWithImage(
      admin,
      { ...BANNER, type: 'home-inline' },
      Buffer.concat([await picture(1200, 300), Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(errorCode(tooLarge)).toBe('PAYLOAD_TOO_LARGE');
    const unknownImage = await admin.post('/admin/api/curation/banners', {
      ...BANNER,
      type: 'home-inline',
      image: `/files/${'b'.repeat(64)}.png`,
    });
    expect(errorCode(unknownImage)).toBe('INVALID_IMAGE');

    for (const linkUrl of ['javascript:alert(1)', '//elsewhere.test/x', '']) {
      const response = await createBannerWithImage(admin, {
        ...BANNER,
        type: 'home-inline',
        linkUrl,
      });
      expect(response.statusCode).toBe(400);
      const body = jsonOf<ApiErrorBody>(response);
      expect(body.error.code).toBe('INVALID_REQUEST');
      expect(body.error.fields?.[0]?.field).toBe('linkUrl');
    }
    const backwards = await createBannerWithImage(admin, {
      ...BANNER,
      type: 'home-inline',
      startsAt: '2030-02-01T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(jsonOf<ApiErrorBody>(backwards).error.fields?.[0]).toMatchObject({
      field: 'endsAt',
      code: 'admin.curation.schedule.order',
    });
    expect(await publicBanners('home-inline')).toEqual(bannersBefore);
    expect(await logCount()).toBe(count);
  });

  it('keeps scheduled, ended, inactive and other-language banners off the storefront', async () => {
    await publicBanners('home-inline');
    await publicBanners('home-inline', 'ko');
    const day = 86_400_000;
    const make = async (titleEn: string, extra: Record<string, unknown>) => {
      const response = await createBannerWithImage(admin, {
        ...BANNER,
        type: 'home-inline',
        titleEn,
        titleKo: `${titleEn} (ko)`,
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      return jsonOf<AdminBanner>(response);
    };
    const later = await make('Later', { startsAt: new Date(Date.now() + day).toISOString() });
    const ended = await make('Ended', {
      startsAt: new Date(Date.now() - 2 * day).toISOString(),
      endsAt: new Date(Date.now() - day).toISOString(),
    });
    const running = await make('Running', {
      startsAt: new Date(Date.now() - day).toISOString(),
      endsAt: new Date(Date.now() + day).toISOString(),
    });
    const korean = await make('Korean only', { language: 'ko' });
    const off = await make('Switched off', { active: false });
    expect([later.state, ended.state, running.state, korean.state, off.state]).toEqual([
      'scheduled',
      'ended',
      'live',
      'live',
      'inactive',
    ]);

    const english = (await publicBanners('home-inline', 'en')).map((banner) => banner.title);
    expect(english).toContain('Running');
    expect(english).not.toContain('Later');
    expect(english).not.toContain('Ended');
    expect(english).not.toContain('Korean only');
    expect(english).not.toContain('Switched off');
    const ko = (await publicBanners('home-inline', 'ko')).map((banner) => banner.title);
    expect(ko).toContain('Korean only (ko)');
    expect(ko).toContain('Running (ko)');

    // Moving the start to the past makes the scheduled banner appear right away.
    const started = await admin.patch(`/admin/api/curation/banners/${later.id}`, {
      startsAt: new Date(Date.now() - 1000).toISOString(),
      reason: 'Start early',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(jsonOf<AdminBanner>(started).state).toBe('live');
    expect((await publicBanners('home-inline')).map((banner) => banner.title)).toContain('Later');

    // A schedule that would end before it starts is refused against the stored start.
    const backwards = await admin.patch(`/admin/api/curation/banners/${running.id}`, {
      endsAt: new Date(Date.now() - 3 * day).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('updates, reorders and deletes banners, each visible at once and logged', async () => {
    const listed = jsonOf<AdminBannerList>(
      await admin.get('/admin/api/curation/banners?type=extension'),
    ).items;
    expect(listed.length).toBeGreaterThanOrEqual(1);
    const first = await createBannerWithImage(admin, { ...BANNER, titleEn: 'Second one' });
    const second = jsonOf<AdminBanner>(first);
    await publicBanners('extension');

    const renamed = await admin.patch(`/admin/api/curation/banners/${second.id}`, {
      titleEn: 'Renamed',
      linkUrl: '/event/autumn',
      language: 'en',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const shown = await publicBanners('extension');
    expect(shown.find((banner) => banner.id === second.id)).toMatchObject({
      title: 'Renamed',
      linkUrl: '/event/autumn',
    });
    expect((await publicBanners('extension', 'ko')).some((b) => b.id === second.id)).toBe(false);

    const ids = jsonOf<AdminBannerList>(
      await admin.get('/admin/api/curation/banners?type=extension'),
    ).items.map((banner) => banner.id);
    const reversed = [...ids].reverse();
    const reordered = await admin.post('/admin/api/curation/banners/reorder', {
      type: 'extension',
      ids: reversed,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(jsonOf<AdminBannerList>(reordered).items.map((banner) => banner.id)).toEqual(reversed);
    expect((await publicBanners('extension')).map((banner) => banner.id)).toEqual(
      reversed.filter((id) => shown.some((banner) => banner.id === id)),
    );

    // An order that leaves a banner out is stale: refused, nothing moves.
    const stale = await admin.post('/admin/api/curation/banners/reorder', {
      type: 'extension',
      ids: reversed.slice(1),
    });
    expect(stale.statusCode).toBe(400);

    const removed = await admin.request({
      method: 'DELETE',
      url: `/admin/api/curation/banners/${second.id}`,
      payload: { reason: 'Campaign over' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await publicBanners('extension')).some((banner) => banner.id === second.id)).toBe(
      false,
    );
    const again = await admin.request({
      method: 'DELETE',
      url: `/admin/api/curation/banners/${second.id}`,
    });
    expect(again.statusCode).toBe(404);

    const log = jsonOf<AuditPage>(
      await admin.get(`/admin/api/audit?q=${encodeURIComponent(`banner:${second.id}`)}`),
    );
    expect(log.items.map((entry) => entry.action)).toEqual([
      'banner.delete',
      'banner.update',
      'banner.create',
    ]);
    expect(log.items[0]?.message).toBe('Campaign over');
    expect(log.items[1]?.details).toMatchObject({
      changes: { title_en: { before: 'Second one', after: 'Renamed' } },
    });
  });
});
