import type { ApiErrorBody } from '@lagoon/contract';
import { errorMessage } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { jsonOf } from '../test/app.js';
import { admin, BANNER, logCount, picture, t, useCurationApp } from '../test/curation-app.js';
import { brokenMultipartBodies } from '../test/multipart.js';

useCurationApp();

describe('banner uploads: malformed multipart', () => {
  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const entry of t.storage.list()) keys.push(entry.key);
    return keys.sort();
  }

  async function bannerCount(): Promise<number> {
    const row = await t.database.db
      .selectFrom('banners')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('refuses every broken form on banner-images and banners with 400 in both languages, keeping nothing', async () => {
    const image = await picture(1200, 300);
    const routes: [string, Parameters<typeof brokenMultipartBodies>[0]][] = [
      [
        '/admin/api/curation/banner-images',
        [{ name: 'file', filename: 'banner.png', contentType: 'image/png', data: image }],
      ],
      [
        '/admin/api/curation/banners',
        [
          { name: 'banner', data: JSON.stringify({ ...BANNER, type: 'home-inline' }) },
          { name: 'file', filename: 'banner.png', contentType: 'image/png', data: image },
        ],
      ],
    ];
    const before = {
      files: await storedKeys(),
      banners: await bannerCount(),
      log: await logCount(),
    };
    for (const [url, parts] of routes) {
      for (const [index, { label, contentType, body }] of brokenMultipartBodies(parts).entries()) {
        const hl = index % 2 === 0 ? 'en' : 'ko';
        const response = await admin.request({
          method: 'POST',
          url: `${url}?hl=${hl}`,
          payload: body,
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode, `${url}, ${label}: ${response.body}`).toBe(400);
        const { error } = jsonOf<ApiErrorBody>(response);
        expect(error.code, label).toBe('INVALID_REQUEST');
        // The headline names what is wrong (a broken form, no file, a body of another type or
        // one holding NUL characters, the missing image), never the generic words.
        expect(error.message, label).not.toBe(errorMessage('INVALID_REQUEST', hl));
      }
    }
    expect({
      files: await storedKeys(),
      banners: await bannerCount(),
      log: await logCount(),
    }).toEqual(before);
  });
});
