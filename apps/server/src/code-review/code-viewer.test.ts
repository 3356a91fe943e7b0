import { randomBytes } from 'node:crypto';
import {
  type ApiErrorBody,
  CODE_VIEW_IMAGE_MAX_BYTES,
  CODE_VIEW_TEXT_MAX_BYTES,
  type PackageFileView,
  type PackageTree,
  XSSI_PREFIX,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { png } from '../test/extension-package.js';
import { signedInAdmin, signedInDeveloper, signedInUser } from '../test/factories.js';
import { textFile, uniqueZip, uploadNewItem } from '../test/review-items.js';

let t: TestApp;
let admin: TestClient;
let owner: TestClient;
let id: string;

const BACKGROUND = 'chrome.runtime.onInstalled.addListener(() => {\n  console.log("hello");\n});\n';
const PAGE = '<!doctype html>\n<script>alert(document.cookie)</script>\n';
/** Random hex compresses about two to one, so the package passes the zip-bomb ratio rule. */
const LARGE_TEXT = randomBytes(Math.ceil(CODE_VIEW_TEXT_MAX_BYTES / 2) + 1024).toString('hex');
const WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x00, 0x01]);
let icon: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  owner = await signedInDeveloper(t);
  icon = await png(48, 48, '#d53a7b');
  id = await uploadNewItem(
    owner,
    await uniqueZip({
      files: [
        textFile('src/background.js', BACKGROUND),
        textFile('pages/evil.html', PAGE),
        textFile('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        // A name that says image over bytes that are a page: the bytes decide.
        textFile('fake.png', '<html><script>alert(1)</script></html>'),
        { name: 'images/logo.png', data: icon },
        // Over the image cap: a PNG signature, then noise that does not compress.
        {
          name: 'images/huge.png',
          data: Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            randomBytes(CODE_VIEW_IMAGE_MAX_BYTES),
          ]),
        },
        { name: 'lib/module.wasm', data: WASM },
        textFile('vendor/data.txt', LARGE_TEXT),
      ],
    }),
  );
});
afterAll(() => t.close());

const filesUrl = (item: string, query = '') => `/admin/api/reviews/${item}/files${query}`;
const fileUrl = (path: string, query = '') =>
  `/admin/api/reviews/${id}/file?path=${encodeURIComponent(path)}${query}`;

async function file(path: string): Promise<PackageFileView> {
  const response = await admin.get(fileUrl(path));
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<PackageFileView>(response);
}

async function refusal(client: TestClient, url: string) {
  const response = await client.get(url);
  return { status: response.statusCode, error: jsonOf<ApiErrorBody>(response).error };
}

describe('the file tree', () => {
  it('lists every file of the submitted package with its size and kind, sorted by path', async () => {
    const response = await admin.get(filesUrl(id));
    expect(response.statusCode, response.body).toBe(200);
    const tree = jsonOf<PackageTree>(response);
    expect(tree.package).toBe('submitted');
    expect(tree.ref.version).toBe('1.0.0');
    expect(tree.packages).toEqual({ submitted: tree.ref, published: null });
    expect(tree.name).toBe('Paper Trail');
    expect(jsonOf<PackageTree>(await admin.get(filesUrl(id, '?hl=ko'))).name).toBe('페이퍼 트레일');
    const paths = tree.files.map((entry) => entry.path);
    expect(paths).toEqual([...paths].sort());
    expect(tree.files).toEqual(
      expect.arrayContaining([
        { path: 'manifest.json', size: expect.any(Number), kind: 'text' },
        { path: 'src/background.js', size: Buffer.byteLength(BACKGROUND), kind: 'text' },
        { path: 'images/logo.png', size: icon.length, kind: 'image' },
        { path: 'lib/module.wasm', size: WASM.length, kind: 'binary' },
        { path: 'vendor/data.txt', size: LARGE_TEXT.length, kind: 'text' },
      ]),
    );
    // Folders are not files.
    expect(paths).not.toContain('src');
    expect(paths).not.toContain('src/');
  });

  it('answers PACKAGE_NOT_FOUND for the published package of an item never published', async () => {
    const refused = await refusal(admin, filesUrl(id, '?package=published'));
    expect(refused.status).toBe(404);
    expect(refused.error.code).toBe('PACKAGE_NOT_FOUND');
    const missing = await refusal(admin, filesUrl('p'.repeat(32)));
    expect(missing.status).toBe(404);
    expect(missing.error.code).toBe('EXTENSION_NOT_FOUND');
    const bad = await refusal(admin, filesUrl(id, '?package=draft'));
    expect(bad.status).toBe(400);
    expect(bad.error.code).toBe('INVALID_REQUEST');
  });
});

describe('one file', () => {
  it('answers text as a JSON string, never as the page or script it is', async () => {
    expect(await file('src/background.js')).toMatchObject({ kind: 'text', text: BACKGROUND });
    const response = await admin.get(fileUrl('pages/evil.html'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith(XSSI_PREFIX)).toBe(true);
    expect(jsonOf<PackageFileView>(response)).toMatchObject({ kind: 'text', text: PAGE });
    // SVG may hold scripts: it is shown as its text, never as an image.
    expect((await file('logo.svg')).kind).toBe('text');
  });

  it('previews a raster image by its bytes, and only by its bytes', async () => {
    const image = await file('images/logo.png');
    expect(image).toMatchObject({ kind: 'image', mediaType: 'image/png', size: icon.length });
    expect(Buffer.from((image as { base64: string }).base64, 'base64').equals(icon)).toBe(true);
    const fake = await file('fake.png');
    expect(fake.kind).toBe('text');
  });

  it('names binary files with their size and carries nothing of them', async () => {
    expect(await file('lib/module.wasm')).toEqual({
      kind: 'binary',
      path: 'lib/module.wasm',
      size: WASM.length,
      packageId: expect.any(Number),
    });
  });

  it('says a file is over its cap instead of carrying it', async () => {
    expect(await file('vendor/data.txt')).toEqual({
      kind: 'tooLarge',
      path: 'vendor/data.txt',
      size: LARGE_TEXT.length,
      packageId: expect.any(Number),
      limit: CODE_VIEW_TEXT_MAX_BYTES,
    });
    expect(await file('images/huge.png')).toMatchObject({
      kind: 'tooLarge',
      limit: CODE_VIEW_IMAGE_MAX_BYTES,
    });
  });

  it('answers PACKAGE_FILE_NOT_FOUND for a path the package does not hold', async () => {
    for (const path of ['nothing.js', 'src', 'src/', 'src//background.js', 'SRC/background.js']) {
      const refused = await refusal(admin, fileUrl(path));
      expect(refused.status, path).toBe(404);
      expect(refused.error.code, path).toBe('PACKAGE_FILE_NOT_FOUND');
    }
  });

  it('refuses paths that leave the package, in both languages', async () => {
    for (const path of [
      '../manifest.json',
      'src/../../etc/passwd',
      '/manifest.json',
      'C:/windows/win.ini',
      'src\\background.js',
    ]) {
      const refused = await refusal(admin, fileUrl(path));
      expect(refused.status, path).toBe(400);
      expect(refused.error.code, path).toBe('PACKAGE_PATH_INVALID');
    }
    const korean = await refusal(admin, fileUrl('../x', '&hl=ko'));
    expect(korean.error.message).toMatch(/패키지/);
    // Text PostgreSQL could not hold is refused before any handler, and a missing path too.
    const nul = await refusal(admin, `/admin/api/reviews/${id}/file?path=a%00b`);
    expect(nul.status).toBe(400);
    expect(nul.error.code).toBe('INVALID_REQUEST');
    const none = await refusal(admin, `/admin/api/reviews/${id}/file`);
    expect(none.status).toBe(400);
    expect(none.error.code).toBe('INVALID_REQUEST');
  });
});

describe('access', () => {
  it('answers not-found to visitors, users and the item’s own developer on every call', async () => {
    const { client: signedIn } = await signedInUser(t);
    const calls = [
      filesUrl(id),
      fileUrl('src/background.js'),
      `/admin/api/reviews/${id}/changes`,
      `/admin/api/reviews/${id}/diff?path=manifest.json`,
      `/admin/api/reviews/${id}/flags`,
      '/admin/api/review-flags',
    ];
    for (const [label, client] of [
      ['visitor', new TestClient(t.app)],
      ['user', signedIn],
      ['owner', owner],
    ] as const) {
      for (const url of calls) {
        const refused = await refusal(client, url);
        expect(refused.status, `${label} ${url}`).toBe(404);
        expect(refused.error.code, `${label} ${url}`).toBe('NOT_FOUND');
      }
    }
  });
});
