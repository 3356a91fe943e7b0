import type { ApiErrorBody, Banner } from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from './app.js';
import { createUser, signIn } from './factories.js';
import { multipartBody } from './multipart.js';

/*
 * The curation test files share one set-up: each file opens its own app (live bindings below,
 * set by `useCurationApp`) with one administrator, Curator Cu, and a visitor.
 */

export let t: TestApp;
export let admin: TestClient;
export let visitor: TestClient;

/** Opens the calling test file's app before its tests and closes it after them. */
export function useCurationApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.database.db, { isAdmin: true, nickname: 'Curator Cu' });
    admin = new TestClient(t.app);
    await signIn(t.database.db, admin, user.id);
    visitor = new TestClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
}

/** A real picture: a gradient banner of the given size, encoded as PNG or JPEG. */
export async function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 160;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** A multipart body ready for `inject`: its bytes and its content type. */
export function multipart(parts: Parameters<typeof multipartBody>[0]) {
  const { body, contentType } = multipartBody(parts);
  return { payload: body, headers: { 'content-type': contentType } };
}

/** Adds a banner as the console does with a new picture: its fields and the image in one call. */
export async function createBannerWithImage(
  client: TestClient,
  fields: Record<string, unknown>,
  image?: Buffer,
) {
  return client.request({
    method: 'POST',
    url: '/admin/api/curation/banners',
    ...multipart([
      { name: 'banner', data: JSON.stringify(fields) },
      {
        name: 'file',
        filename: 'banner.png',
        contentType: 'image/png',
        data: image ?? (await picture(1200, 300)),
      },
    ]),
  });
}

/** The banners a visitor sees on a screen. */
export async function publicBanners(type: string, hl = 'en'): Promise<Banner[]> {
  const response = await visitor.get(`/ajax/banner/${type}?hl=${hl}`);
  expect(response.statusCode).toBe(200);
  return jsonOf<Banner[]>(response);
}

/** The error code of a refused call. */
export function errorCode(response: Parameters<typeof jsonOf>[0]): string {
  return jsonOf<ApiErrorBody>(response).error.code;
}

/** How many lines the administrators' log holds. */
export async function logCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('admin_actions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The fields of a valid banner. */
export const BANNER = {
  type: 'extension',
  linkUrl: 'http://store.test/detail/abc?hl=en',
  titleEn: 'Autumn picks',
  titleKo: '가을 추천',
  descriptionEn: 'Extensions for the season.',
  descriptionKo: '계절을 위한 확장 앱.',
};
