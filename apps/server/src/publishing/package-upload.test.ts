import { PassThrough } from 'node:stream';
import { errorMessage, inputFieldIssueMessage, packageIssueMessage } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../test/app.js';
import { extensionZip, png, uploadPackage } from '../test/extension-package.js';
import { createItem, signedInCreator } from '../test/factories.js';
import { brokenMultipartBodies, multipartBody } from '../test/multipart.js';
import { buildZip, zerosDeflated } from '../test/zip-builder.js';
import { UPLOADS_AT_ONCE, UPLOADS_PER_WINDOW } from './package/upload-limits.js';
import { uploadThrottleOf } from './package-upload.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function storedFiles(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of t.storage.list()) keys.push(entry.key);
  return keys.sort();
}

/** Items, packages and stored files: what a refused upload must leave as they were. */
async function footprint() {
  const count = async (table: 'items' | 'packages' | 'localizations') => {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    items: await count('items'),
    packages: await count('packages'),
    localizations: await count('localizations'),
    files: await storedFiles(),
  };
}

describe('package upload: malformed multipart', () => {
  it('refuses every broken form on both upload routes with 400 in both languages, keeping nothing', async () => {
    const zip = await extensionZip({ version: '2.0.0' });
    const cases = brokenMultipartBodies([
      { name: 'filename', data: 'paper-trail.zip' },
      { name: 'file', filename: 'paper-trail.zip', contentType: 'application/zip', data: zip },
    ]);
    for (const route of ['new item', 'new package'] as const) {
      for (const [index, { label, contentType, body }] of cases.entries()) {
        // A developer each: a broken upload counts against the upload throttle too.
        const { client, creator } = await signedInCreator(t);
        const url =
          route === 'new item'
            ? '/creator/api/extensions/upload'
            : `/creator/api/extensions/${(await createItem(t.database.db, { creatorId: creator.id })).id}/upload`;
        const hl = index % 2 === 0 ? 'en' : 'ko';
        const before = await footprint();
        const response = await client.request({
          method: 'POST',
          url: `${url}?hl=${hl}`,
          payload: body,
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode, `${route}, ${label}: ${response.body}`).toBe(400);
        const error = errorOf(response);
        expect(error.code, label).toBe('INVALID_REQUEST');
        // The headline is the refused part's own words (a broken form, no file, a body of another
        // type or one holding NUL characters), never the generic ones.
        expect(error.message, label).toBe(error.fields?.[0]?.message);
        expect(error.message, label).not.toBe(errorMessage('INVALID_REQUEST', hl));
        expect(await footprint(), label).toEqual(before);
      }
    }
  }, 30_000);

  it('says that the form could not be read', async () => {
    const { client } = await signedInCreator(t);
    const { body } = multipartBody([
      { name: 'file', filename: 'a.zip', data: await extensionZip() },
    ]);
    const response = await client.request({
      method: 'POST',
      url: '/creator/api/extensions/upload?hl=ko',
      payload: body.subarray(0, body.length - 100),
      headers: {
        'content-type': multipartBody([]).contentType.replace(/boundary=.*/, 'boundary=x'),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual([
      {
        field: 'file',
        code: 'upload.malformed',
        message: inputFieldIssueMessage('upload.malformed', 'ko'),
      },
    ]);
  });
});

describe('package upload: throttle', () => {
  it(`takes ${UPLOADS_PER_WINDOW} uploads a minute from one developer, then 429 RATE_LIMITED`, async () => {
    const { client } = await signedInCreator(t);
    const other = await signedInCreator(t);
    // Refused packages count too: inspecting them costs the same.
    const zip = await extensionZip({ manifestVersion: 2 });
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++) {
      const response = await uploadPackage(client, '/creator/api/extensions/upload', zip);
      expect(errorOf(response).code).toBe('INVALID_PACKAGE');
    }
    const before = await footprint();
    for (const hl of ['en', 'ko'] as const) {
      const refused = await uploadPackage(
        client,
        `/creator/api/extensions/upload?hl=${hl}`,
        await extensionZip(),
      );
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused)).toMatchObject({
        code: 'RATE_LIMITED',
        message: errorMessage('RATE_LIMITED', hl),
      });
    }
    expect(await footprint()).toEqual(before);
    // Another developer is not held back.
    const theirs = await uploadPackage(
      other.client,
      '/creator/api/extensions/upload',
      await extensionZip(),
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
  });

  it(`takes ${UPLOADS_AT_ONCE} uploads at a time from one developer`, async () => {
    const { user, client } = await signedInCreator(t);
    const zip = await extensionZip();
    const form = multipartBody([
      { name: 'filename', data: 'paper-trail.zip' },
      { name: 'file', filename: 'paper-trail.zip', contentType: 'application/zip', data: zip },
    ]);
    // Uploads whose bodies are still arriving hold their places.
    const bodies = Array.from({ length: UPLOADS_AT_ONCE }, () => new PassThrough());
    const pending = bodies.map((body) => {
      body.write(form.body.subarray(0, 200));
      return client.request({
        method: 'POST',
        url: '/creator/api/extensions/upload',
        payload: body,
        headers: { 'content-type': form.contentType },
      });
    });
    await vi.waitFor(() => expect(uploadThrottleOf(t.app).inProgress(`user:${user.id}`)).toBe(2));
    const refused = await uploadPackage(client, '/creator/api/extensions/upload', zip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    for (const body of bodies) body.end(form.body.subarray(200));
    for (const response of await Promise.all(pending)) {
      expect(response.statusCode, response.body).toBe(201);
    }
    // Places come back when uploads end.
    const after = await uploadPackage(client, '/creator/api/extensions/upload', zip);
    expect(after.statusCode, after.body).toBe(201);
  });
});

describe('package upload: zip bombs and texts that cannot be stored', () => {
  it('refuses 250 entries of 1 MiB of zeros (282 KB) from the central directory', async () => {
    const { client } = await signedInCreator(t);
    const megabyte = zerosDeflated(1);
    const zip = buildZip([
      {
        name: 'manifest.json',
        data: JSON.stringify({ manifest_version: 3, name: 'Bomb', version: '1.0' }),
      },
      ...Array.from({ length: 250 }, (_, i) => ({ name: `z/${i}.bin`, deflated: megabyte })),
    ]);
    expect(zip.length).toBeLessThan(300 * 1024);
    const before = await footprint();
    const response = await uploadPackage(client, '/creator/api/extensions/upload', zip);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.map((field) => field.code)).toEqual([
      'ZIP_TOO_LARGE_UNCOMPRESSED',
      'ZIP_SUSPICIOUS_TOTAL_RATIO',
    ]);
    expect(await footprint()).toEqual(before);
  });

  it('refuses U+0000 and broken characters in the manifest and messages, before storing anything', async () => {
    const { client } = await signedInCreator(t);
    const icon = await png(128, 128);
    const messages = (text: string) =>
      JSON.stringify({ appName: { message: 'Paper Trail' }, appDescription: { message: text } });
    const packages: [string, Buffer, string][] = [
      [
        'NUL in the name',
        await extensionZip({ extra: { name: 'Paper\u0000Trail' } }),
        'manifest.json',
      ],
      [
        'lone surrogate in the description',
        await extensionZip({ extra: { description: 'Keeps a trail \ud83d' } }),
        'manifest.json',
      ],
      ['NUL in a key', await extensionZip({ extra: { 'key\u0000': 'x' } }), 'manifest.json'],
      [
        'lone surrogate in messages.json',
        buildZip([
          {
            name: 'manifest.json',
            data: JSON.stringify({
              manifest_version: 3,
              name: '__MSG_appName__',
              description: '__MSG_appDescription__',
              version: '1.0.0',
              default_locale: 'en',
              icons: { '128': 'icon.png' },
            }),
          },
          { name: '_locales/en/messages.json', data: messages('half \udc00 a pair') },
          { name: 'icon.png', data: icon, method: 'store' },
        ]),
        '_locales/en/messages.json',
      ],
    ];
    const before = await footprint();
    for (const [label, zip, path] of packages) {
      const response = await uploadPackage(client, '/creator/api/extensions/upload?hl=ko', zip);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      const error = errorOf(response);
      expect(error.code, label).toBe('INVALID_PACKAGE');
      expect(error.fields?.[0], label).toEqual({
        field: path,
        code: 'MANIFEST_INVALID_CHARACTERS',
        message: packageIssueMessage('MANIFEST_INVALID_CHARACTERS', 'ko'),
      });
    }
    expect(await footprint()).toEqual(before);
  });

  it('refuses a manifest nested too deeply to store', async () => {
    const { client } = await signedInCreator(t);
    const depth = 100_000;
    const manifest = `{"manifest_version":3,"name":"Deep","version":"1.0","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const before = await footprint();
    const response = await uploadPackage(
      client,
      '/creator/api/extensions/upload',
      buildZip([{ name: 'manifest.json', data: manifest }]),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields?.map((field) => field.code)).toEqual(['MANIFEST_TOO_DEEP']);
    expect(await footprint()).toEqual(before);
  });
});
