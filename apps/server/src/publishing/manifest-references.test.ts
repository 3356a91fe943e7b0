import {
  type ApiErrorBody,
  type CreatorItemDetail,
  errorMessage,
  type MediaUpload,
  type PackageUploadResult,
  packageIssueMessage,
  type UploadSession,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { extensionZip, png, uploadPackage } from '../test/extension-package.js';
import { signedInDeveloper } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';

/**
 * A package Chromium cannot load is refused at upload, naming the key and the missing file, so
 * it is never approved, signed and pushed to browsers that silently drop it; and a listing whose
 * icon is a package's small one goes to review only once a 128x128 icon is uploaded.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function itemCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function uploadMedia(client: TestClient, kind: string, image: Buffer): Promise<MediaUpload> {
  const session = jsonOf<UploadSession>(await client.get('/creator/api/photo/upload/session'));
  const form = multipartBody([
    { name: 'file', filename: 'image.png', contentType: 'image/png', data: image },
  ]);
  const response = await client.request({
    method: 'POST',
    url: `/creator/api/photo/upload?sessionKey=${encodeURIComponent(session.sessionKey)}&kind=${kind}`,
    payload: form.body,
    headers: { 'content-type': form.contentType },
  });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<MediaUpload>(response);
}

describe('files manifest.json names, at upload', () => {
  it('refuses a package whose service worker is missing, in the developer’s language', async () => {
    const client = await signedInDeveloper(t);
    const before = await itemCount();
    const zip = await extensionZip({
      extra: { background: { service_worker: 'dist/background.js' } },
    });
    for (const hl of ['en', 'ko'] as const) {
      const response = await uploadPackage(client, `/creator/api/extensions/upload?hl=${hl}`, zip);
      expect(response.statusCode, response.body).toBe(400);
      const { error } = jsonOf<ApiErrorBody>(response);
      expect(error.code).toBe('INVALID_PACKAGE');
      expect(error.fields).toEqual([
        {
          field: 'dist/background.js',
          code: 'BACKGROUND_FILE_MISSING',
          message: packageIssueMessage('BACKGROUND_FILE_MISSING', hl, {
            path: 'dist/background.js',
            values: { key: 'background.service_worker' },
          }),
        },
      ]);
      expect(error.fields?.[0]?.message).toContain('background.service_worker');
    }
    expect(await itemCount()).toBe(before);

    const whole = await extensionZip({
      extra: { background: { service_worker: 'dist/background.js' } },
      files: [
        { name: 'dist/background.js', data: 'chrome.runtime.onInstalled.addListener(() => {});' },
      ],
    });
    const accepted = await uploadPackage(client, '/creator/api/extensions/upload', whole);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('refuses a package whose content script is missing', async () => {
    const client = await signedInDeveloper(t);
    const contentScripts = [{ matches: ['https://*.example.com/*'], js: ['content/main.js'] }];
    const response = await uploadPackage(
      client,
      '/creator/api/extensions/upload?hl=en',
      await extensionZip({ extra: { content_scripts: contentScripts } }),
    );
    expect(response.statusCode, response.body).toBe(400);
    const { error } = jsonOf<ApiErrorBody>(response);
    expect(error.fields).toEqual([
      {
        field: 'content/main.js',
        code: 'CONTENT_SCRIPT_FILE_MISSING',
        message:
          'content_scripts[0].js[0] names content/main.js, which is not in the package. ' +
          'Chromium refuses to load the extension. Add the file or correct the path.',
      },
    ]);
  });
});

describe('a listing icon smaller than 128x128', () => {
  it('keeps the item from review until a 128x128 icon is uploaded in the editor', async () => {
    const client = await signedInDeveloper(t);
    const uploaded = await uploadPackage(
      client,
      '/creator/api/extensions/upload?hl=en',
      await extensionZip({ extra: { icons: { '16': 'icons/16.png' } } }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const result = jsonOf<PackageUploadResult>(uploaded);
    expect(result.report.warnings).toContainEqual(
      expect.objectContaining({ code: 'ICON_TOO_SMALL', path: 'icons/16.png' }),
    );
    const id = result.extensionId;
    const detail = jsonOf<CreatorItemDetail>(await client.get(`/creator/api/extensions/${id}`));
    expect(detail.iconSize).toEqual({ width: 16, height: 16 });

    const slide = await uploadMedia(client, 'slide', await png(640, 400));
    const image = await uploadMedia(client, 'image', await png(220, 140));
    const complete = {
      category: { code: 'productivity' },
      slides: [{ url: slide.url, locale: null }],
      image: image.url,
    };
    const refused = await client.patch(`/creator/api/extensions/${id}?hl=ko`, {
      ...complete,
      review: 'IN_REVIEW',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    const { error } = jsonOf<ApiErrorBody>(refused);
    expect(error.code).toBe('REQUIRED_ICON_SIZE');
    expect(error.message).toBe(errorMessage('REQUIRED_ICON_SIZE', 'ko'));
    expect(error.fields).toEqual([
      {
        field: 'icon',
        code: 'REQUIRED_ICON_SIZE',
        message: errorMessage('REQUIRED_ICON_SIZE', 'ko'),
      },
    ]);
    const unchanged = jsonOf<CreatorItemDetail>(await client.get(`/creator/api/extensions/${id}`));
    expect(unchanged.review).toBe('PREPARE_FOR_SUBMISSION');

    const icon = await uploadMedia(client, 'icon', await png(128, 128));
    const submitted = await client.patch(`/creator/api/extensions/${id}`, {
      ...complete,
      icon: icon.url,
      review: 'IN_REVIEW',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const inReview = jsonOf<CreatorItemDetail>(submitted);
    expect(inReview.review).toBe('IN_REVIEW');
    expect(inReview.iconSize).toEqual({ width: 128, height: 128 });
  });
});
