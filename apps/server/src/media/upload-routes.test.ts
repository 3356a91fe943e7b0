import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  errorMessage,
  inputFieldIssueMessage,
  MAX_MEDIA_BYTES,
  type MediaUpload,
  type UploadSession,
} from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, hashToken } from '../accounts/session.js';
import { createUploadSession } from '../creators/upload-session.js';
import type { Db } from '../db/database.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createCreator, createUser, signIn } from '../test/factories.js';
import { brokenMultipartBodies, multipartBody } from '../test/multipart.js';
import { findUploadedMedia } from './upload-queries.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } });

interface ErrorBody {
  error: {
    code: string;
    status: number;
    message: string;
    fields?: { code: string; message: string }[];
  };
}

/** An upload key for `userId`, bound to a sign-in session of theirs opened for it. */
async function keyFor(db: Db, userId: string): Promise<string> {
  const { token } = await createSession(db, userId);
  const session = await createUploadSession(db, { userId, signInSessionId: hashToken(token) });
  return session.sessionKey;
}

describe('POST /creator/api/photo/upload', () => {
  let t: TestApp;
  let filesRoot: string;

  beforeAll(async () => {
    t = await createTestApp();
    filesRoot = path.join(t.config.dataDir, 'files');
  });
  afterAll(() => t.close());

  /** A signed-in developer with both terms agreed, a client and an upload session key. */
  async function developer() {
    const user = await createUser(t.database.db);
    await createCreator(t.database.db, user.id);
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, user.id);
    const session = await client.get('/creator/api/photo/upload/session');
    expect(session.statusCode).toBe(200);
    const { sessionKey } = jsonOf<{ sessionKey: string }>(session);
    return { user, client, sessionKey };
  }

  function upload(
    client: TestClient,
    query: Record<string, string>,
    file: { data: Buffer; filename?: string; contentType?: string },
    headers: Record<string, string> = {},
    path = '/creator/api/photo/upload',
  ) {
    const { body, contentType } = multipartBody([
      {
        name: 'file',
        filename: file.filename ?? 'picture.png',
        contentType: file.contentType ?? 'image/png',
        data: file.data,
      },
    ]);
    return client.request({
      method: 'POST',
      url: `${path}?${new URLSearchParams(query)}`,
      payload: body,
      headers: { 'content-type': contentType, ...headers },
    });
  }

  function storedFiles(): string[] {
    if (!fs.existsSync(filesRoot)) return [];
    return fs
      .readdirSync(filesRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  }

  async function uploadRows(userId: string) {
    return t.database.db
      .selectFrom('media_uploads')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  }

  it('stores each kind with its derivatives, records it and answers MediaUpload', async () => {
    const { user, client, sessionKey } = await developer();
    const cases = [
      { kind: 'icon', data: await solid(256, 256).png().toBuffer(), width: 256, height: 256 },
      { kind: 'slide', data: await solid(1280, 800).jpeg().toBuffer(), width: 1280, height: 800 },
      { kind: 'image', data: await solid(440, 280).webp().toBuffer(), width: 440, height: 280 },
    ] as const;
    for (const { kind, data, width, height } of cases) {
      const response = await upload(client, { sessionKey, kind }, { data });
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.startsWith(")]}',\n")).toBe(true);
      const body = jsonOf<MediaUpload>(response);
      expect(body).toMatchObject({ kind, width, height });
      expect(body.url).toMatch(/^\/files\/[a-f0-9]{64}\.(png|jpg)$/);
      expect(Object.keys(body.derivatives).sort()).toEqual(['thumb', 'webp']);

      const key = body.url.slice('/files/'.length);
      const recorded = await findUploadedMedia(t.database.db, user.id, kind, key);
      expect(recorded).toEqual({
        file_key: key,
        width,
        height,
        derivatives: Object.fromEntries(
          Object.entries(body.derivatives).map(([name, url]) => [name, url.slice(7)]),
        ),
      });

      const served = await client.get(body.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width, height });
      for (const url of Object.values(body.derivatives)) {
        const derivative = await client.get(url);
        expect(derivative.statusCode).toBe(200);
        expect(derivative.headers['content-type']).toBe('image/webp');
        expect((await sharp(derivative.rawPayload).metadata()).format).toBe('webp');
      }
    }
    expect(await uploadRows(user.id)).toHaveLength(3);
  });

  it('uploads from a page opened at another address than PUBLIC_URL', async () => {
    const user = await createUser(t.database.db);
    await createCreator(t.database.db, user.id);
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, user.id);
    // The store answers on 127.0.0.1 as well as on PUBLIC_URL's host; its pages may only
    // reach their own origin, so the session must not send them to PUBLIC_URL.
    const page = 'http://127.0.0.1:8080';
    expect(new URL(t.config.publicUrl).origin).not.toBe(page);
    const opened = await client.request({
      method: 'GET',
      url: '/creator/api/photo/upload/session',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(opened.statusCode).toBe(200);
    const session = jsonOf<UploadSession>(opened);
    expect(Object.keys(session).sort()).toEqual(['downloadHost', 'sessionKey', 'uploadHost']);
    const uploadUrl = new URL(`${session.uploadHost}/photo/upload`, page);
    expect(uploadUrl.origin).toBe(page);

    const response = await upload(
      client,
      { sessionKey: session.sessionKey, kind: 'icon' },
      { data: await solid(128, 128).png().toBuffer() },
      { host: '127.0.0.1:8080' },
      `${uploadUrl.pathname}`,
    );
    expect(response.statusCode, response.body).toBe(201);
    const stored = jsonOf<MediaUpload>(response);
    const downloadUrl = new URL(
      `${session.downloadHost}/${stored.url.slice('/files/'.length)}`,
      page,
    );
    expect(downloadUrl.origin).toBe(page);
    const served = await client.request({
      method: 'GET',
      url: downloadUrl.pathname,
      headers: { host: '127.0.0.1:8080' },
    });
    expect(served.statusCode).toBe(200);
    expect(await uploadRows(user.id)).toHaveLength(1);
  });

  it('records an upload only for its own user and kind', async () => {
    const { user, client, sessionKey } = await developer();
    const other = await developer();
    const response = await upload(
      client,
      { sessionKey, kind: 'icon' },
      { data: await solid(128, 128).png().toBuffer() },
    );
    const key = jsonOf<MediaUpload>(response).url.slice('/files/'.length);
    expect(await findUploadedMedia(t.database.db, user.id, 'icon', key)).not.toBeNull();
    expect(await findUploadedMedia(t.database.db, user.id, 'slide', key)).toBeNull();
    expect(await findUploadedMedia(t.database.db, other.user.id, 'icon', key)).toBeNull();
    // The same bytes again: the same files, still one record.
    const again = await upload(
      client,
      { sessionKey, kind: 'icon' },
      { data: await solid(128, 128).png().toBuffer() },
    );
    expect(again.statusCode).toBe(201);
    expect(jsonOf<MediaUpload>(again).url).toBe(`/files/${key}`);
    expect(await uploadRows(user.id)).toHaveLength(1);
  });

  it('goes by content, not by name or declared type', async () => {
    const { client, sessionKey } = await developer();
    const response = await upload(
      client,
      { sessionKey, kind: 'slide' },
      {
        data: await solid(640, 400).png().toBuffer(),
        filename: 'screenshot.jpg',
        contentType: 'image/jpeg',
      },
    );
    expect(response.statusCode).toBe(201);
    expect(jsonOf<MediaUpload>(response).url).toMatch(/\.png$/);

    const before = storedFiles().length;
    const text = await upload(
      client,
      { sessionKey, kind: 'icon' },
      { data: Buffer.from('just some text\n'), filename: 'icon.png', contentType: 'image/png' },
    );
    expect(text.statusCode).toBe(400);
    expect(jsonOf<ErrorBody>(text).error.code).toBe('INVALID_IMAGE');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses truncated images and sizes the kind does not allow', async () => {
    const { user, client, sessionKey } = await developer();
    const whole = await solid(1280, 800).png({ compressionLevel: 0 }).toBuffer();
    const truncated = await upload(
      client,
      { sessionKey, kind: 'slide' },
      { data: whole.subarray(0, whole.length / 2) },
    );
    expect(jsonOf<ErrorBody>(truncated).error.code).toBe('INVALID_IMAGE');

    const wrongSize = await upload(
      client,
      { sessionKey, kind: 'image' },
      { data: await solid(1280, 800).png().toBuffer() },
    );
    expect(wrongSize.statusCode).toBe(400);
    expect(jsonOf<ErrorBody>(wrongSize).error.code).toBe('UNSUPPORTED_IMAGE_RESOLUTION');
    expect(await uploadRows(user.id)).toEqual([]);
  });

  it('refuses an upload over the size limit and stores nothing', async () => {
    const { user, client, sessionKey } = await developer();
    const before = storedFiles().length;
    const header = await solid(1280, 800).png().toBuffer();
    const oversized = Buffer.concat([header, Buffer.alloc(MAX_MEDIA_BYTES + 1 - header.length)]);
    const response = await upload(client, { sessionKey, kind: 'slide' }, { data: oversized });
    expect(response.statusCode).toBe(413);
    expect(jsonOf<ErrorBody>(response).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles()).toHaveLength(before);
    expect(await uploadRows(user.id)).toEqual([]);
  });

  it('needs a known, unexpired upload session key', async () => {
    const { user, client, sessionKey } = await developer();
    const data = await solid(128, 128).png().toBuffer();
    const withoutValidKey: Record<string, string>[] = [
      { kind: 'icon' },
      { sessionKey: '', kind: 'icon' },
      { sessionKey: 'not-a-key', kind: 'icon' },
    ];
    for (const query of withoutValidKey) {
      const response = await upload(client, query, { data });
      expect(response.statusCode).toBe(401);
      expect(jsonOf<ErrorBody>(response).error.code).toBe('LOGIN_REQUIRED');
    }
    await t.database.db
      .updateTable('upload_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await upload(client, { sessionKey, kind: 'icon' }, { data });
    expect(jsonOf<ErrorBody>(expired).error.code).toBe('LOGIN_REQUIRED');
  });

  it('takes the key as the credential when no one is signed in', async () => {
    const { user, sessionKey } = await developer();
    const anonymous = new TestClient(t.app);
    const response = await upload(
      anonymous,
      { sessionKey, kind: 'icon' },
      { data: await solid(128, 128).png().toBuffer() },
    );
    expect(response.statusCode).toBe(201);
    expect(await uploadRows(user.id)).toHaveLength(1);
  });

  it("refuses another user's key used with my session", async () => {
    const me = await developer();
    const other = await developer();
    const response = await upload(
      me.client,
      { sessionKey: other.sessionKey, kind: 'icon' },
      { data: await solid(128, 128).png().toBuffer() },
    );
    expect(response.statusCode).toBe(403);
    expect(jsonOf<ErrorBody>(response).error.code).toBe('FORBIDDEN');
    expect(await uploadRows(other.user.id)).toEqual([]);
  });

  it('needs the key to belong to a developer who agreed to both terms', async () => {
    const data = await solid(128, 128).png().toBuffer();
    const db = t.database.db;

    const visitor = await createUser(db);
    const visitorKey = await keyFor(db, visitor.id);
    const notCreator = await upload(
      new TestClient(t.app),
      { sessionKey: visitorKey, kind: 'icon' },
      { data },
    );
    expect(jsonOf<ErrorBody>(notCreator).error.code).toBe('NOT_A_CREATOR');

    const pending = await createUser(db);
    await createCreator(db, pending.id, { agreed: false });
    const pendingKey = await keyFor(db, pending.id);
    const notAgreed = await upload(
      new TestClient(t.app),
      { sessionKey: pendingKey, kind: 'icon' },
      { data },
    );
    expect(notAgreed.statusCode).toBe(403);
    expect(jsonOf<ErrorBody>(notAgreed).error.code).toBe('TERMS_NOT_AGREED');
  });

  it('needs the anti-forgery token', async () => {
    const { user, client, sessionKey } = await developer();
    const response = await upload(
      client,
      { sessionKey, kind: 'icon' },
      { data: await solid(128, 128).png().toBuffer() },
      { 'x-xsrf-token': 'forged' },
    );
    expect(response.statusCode).toBe(403);
    expect(jsonOf<ErrorBody>(response).error.code).toBe('XSRF_TOKEN_MISMATCH');
    expect(await uploadRows(user.id)).toEqual([]);
  });

  it('refuses a request without a file part or with an unknown kind', async () => {
    const { client, sessionKey } = await developer();
    const { body, contentType } = multipartBody([{ name: 'note', data: 'no file here' }]);
    const noFile = await client.request({
      method: 'POST',
      url: `/creator/api/photo/upload?sessionKey=${encodeURIComponent(sessionKey)}&kind=icon`,
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(noFile.statusCode).toBe(400);
    expect(jsonOf<ErrorBody>(noFile).error.code).toBe('INVALID_REQUEST');

    const unknownKind = await upload(
      client,
      { sessionKey, kind: 'banner' },
      { data: await solid(128, 128).png().toBuffer() },
    );
    expect(jsonOf<ErrorBody>(unknownKind).error.code).toBe('INVALID_REQUEST');
  });

  it('strips EXIF metadata from what it serves', async () => {
    const { client, sessionKey } = await developer();
    const marker = 'Lagoon-home-address-52.52N-13.40E';
    const photo = await solid(1280, 800)
      .jpeg()
      .withExif({ IFD0: { Artist: marker, ImageDescription: marker } })
      .toBuffer();
    expect(photo.includes(marker)).toBe(true);
    const response = await upload(client, { sessionKey, kind: 'slide' }, { data: photo });
    expect(response.statusCode).toBe(201);
    const body = jsonOf<MediaUpload>(response);
    for (const url of [body.url, ...Object.values(body.derivatives)]) {
      const served = await client.get(url);
      expect(served.rawPayload.includes(marker)).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    }
  });
  it('ends with the sign-in session that opened the key', async () => {
    const { user, client, sessionKey } = await developer();
    // The same developer, signed in on another browser, with a key of that session.
    const elsewhere = new TestClient(t.app);
    await signIn(t.database.db, elsewhere, user.id);
    const otherKey = jsonOf<{ sessionKey: string }>(
      await elsewhere.get('/creator/api/photo/upload/session'),
    ).sessionKey;
    const data = await solid(128, 128).png().toBuffer();

    const signOut = await client.post('/accounts/logout');
    expect(signOut.statusCode).toBe(204);
    for (const uploader of [client, new TestClient(t.app)]) {
      const refused = await upload(uploader, { sessionKey, kind: 'icon' }, { data });
      expect(refused.statusCode).toBe(401);
      expect(jsonOf<ErrorBody>(refused).error.code).toBe('LOGIN_REQUIRED');
    }
    expect(await uploadRows(user.id)).toEqual([]);

    // The other browser's session, and so its key, still stand.
    const accepted = await upload(
      new TestClient(t.app),
      { sessionKey: otherKey, kind: 'icon' },
      { data },
    );
    expect(accepted.statusCode, accepted.body).toBe(201);

    // A sign-in session that expires takes its keys with it.
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await upload(
      new TestClient(t.app),
      { sessionKey: otherKey, kind: 'icon' },
      {
        data: await solid(130, 130).png().toBuffer(),
      },
    );
    expect(jsonOf<ErrorBody>(expired).error.code).toBe('LOGIN_REQUIRED');
    expect(await uploadRows(user.id)).toHaveLength(1);
  });

  it('refuses every malformed form with 400 and a message in both languages, storing nothing', async () => {
    const { user, client, sessionKey } = await developer();
    const before = storedFiles().length;
    const cases = brokenMultipartBodies([
      {
        name: 'file',
        filename: 'picture.png',
        contentType: 'image/png',
        data: await solid(256, 256).png().toBuffer(),
      },
    ]);
    for (const { label, contentType, body } of cases) {
      for (const hl of ['en', 'ko'] as const) {
        const response = await client.request({
          method: 'POST',
          url: `/creator/api/photo/upload?${new URLSearchParams({ sessionKey, kind: 'icon', hl })}`,
          payload: body,
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
        const { error } = jsonOf<ErrorBody>(response);
        expect(error.code, label).toBe('INVALID_REQUEST');
        // The headline is the refused part's own words (a broken form, no file, a body of another
        // type or one holding NUL characters), never the generic ones.
        expect(error.message, label).toBe(error.fields?.[0]?.message);
        expect(error.message, label).not.toBe(errorMessage('INVALID_REQUEST', hl));
      }
    }
    expect(storedFiles()).toHaveLength(before);
    expect(await uploadRows(user.id)).toEqual([]);
  });

  it('names a form it cannot read as such', async () => {
    const { client, sessionKey } = await developer();
    const { body } = multipartBody([
      { name: 'file', filename: 'a.png', data: await solid(128, 128).png().toBuffer() },
    ]);
    const response = await client.request({
      method: 'POST',
      url: `/creator/api/photo/upload?${new URLSearchParams({ sessionKey, kind: 'icon', hl: 'ko' })}`,
      payload: body,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(jsonOf<ErrorBody>(response).error.fields).toEqual([
      {
        field: 'file',
        code: 'upload.malformed',
        message: inputFieldIssueMessage('upload.malformed', 'ko'),
      },
    ]);
  });
});

describe('the upload key in the request log', () => {
  it('is redacted from the logged request line, which keeps the rest of the query', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({}, { logger: { level: 'info', stream } });
    try {
      const user = await createUser(logged.database.db);
      await createCreator(logged.database.db, user.id);
      const client = new TestClient(logged.app);
      await signIn(logged.database.db, client, user.id);
      const { sessionKey } = jsonOf<{ sessionKey: string }>(
        await client.get('/creator/api/photo/upload/session'),
      );
      const { body, contentType } = multipartBody([
        { name: 'file', filename: 'a.png', data: await solid(128, 128).png().toBuffer() },
      ]);
      for (const query of [
        `sessionKey=${sessionKey}&kind=icon`,
        `kind=icon&%73essionKey=${sessionKey}`,
      ]) {
        const response = await client.request({
          method: 'POST',
          url: `/creator/api/photo/upload?${query}`,
          payload: body,
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      const entries = lines.map(
        (line) => JSON.parse(line) as { msg: string; req?: { url: string } },
      );
      const incoming = entries.filter(
        (entry) =>
          entry.msg === 'incoming request' &&
          entry.req?.url.startsWith('/creator/api/photo/upload?'),
      );
      expect(incoming.map((entry) => entry.req?.url)).toEqual([
        '/creator/api/photo/upload?sessionKey=[redacted]&kind=icon',
        '/creator/api/photo/upload?kind=icon&%73essionKey=[redacted]',
      ]);
      expect(lines.join('')).not.toContain(sessionKey);
    } finally {
      await logged.close();
    }
  });
});
