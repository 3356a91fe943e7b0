import type {
  ApiErrorBody,
  CreatorItemDetail,
  MediaUpload,
  PackageUploadResult,
  UploadSession,
} from '@lagoon/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../accounts/session.js';
import { tokenDeveloper } from '../test/access-tokens.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { extensionZip, png } from '../test/extension-package.js';
import { signedInCreator, signIn } from '../test/factories.js';
import { type MultipartPart, multipartBody } from '../test/multipart.js';

/**
 * Publishing from CI: every call of a release made with an access token alone, as a script
 * makes it (no cookie, no anti-forgery header), answering what the dashboard's calls answer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

function form(call: Call, url: string, parts: readonly MultipartPart[]) {
  const { body, contentType } = multipartBody(parts);
  return call({ method: 'POST', url, payload: body, headers: { 'content-type': contentType } });
}

function packageParts(zip: Buffer, fileName = 'paper-trail.zip'): MultipartPart[] {
  return [
    { name: 'filename', data: fileName },
    { name: 'file', filename: fileName, contentType: 'application/zip', data: zip },
  ];
}

async function imageParts(width: number, height: number): Promise<MultipartPart[]> {
  return [
    {
      name: 'file',
      filename: 'shot.png',
      contentType: 'image/png',
      data: await png(width, height),
    },
  ];
}

describe('a release made with an access token alone', () => {
  it('creates an item from a package, lists it, adds images, submits it and reads its state', async () => {
    const developer = await tokenDeveloper(t);
    const call: Call = developer.call;

    const created = await form(
      call,
      '/creator/api/extensions/upload',
      packageParts(await extensionZip({ extra: { host_permissions: ['<all_urls>'] } })),
    );
    expect(created.statusCode, created.body).toBe(201);
    const upload = jsonOf<PackageUploadResult>(created);
    const id = upload.extensionId;
    // The dashboard's inspection report: the warning is kept with the package.
    expect(upload.report.warnings.map((issue) => issue.code)).toEqual(['BROAD_HOST_PERMISSIONS']);
    expect(upload.item.package?.report).toEqual(upload.report);

    const listing = await call({
      method: 'PATCH',
      url: `/creator/api/extensions/${id}`,
      payload: {
        description: {
          en: 'Keeps a trail of the pages you read.',
          ko: '읽은 페이지를 기록합니다.',
        },
        changeLog: { en: 'First release' },
        category: 'productivity',
      },
    });
    expect(listing.statusCode, listing.body).toBe(200);
    const saved = jsonOf<CreatorItemDetail>(listing);
    expect(saved.category?.code).toBe('productivity');
    expect(saved.texts.find((text) => text.locale === 'ko')?.description).toBe(
      '읽은 페이지를 기록합니다.',
    );

    // Images: an upload key opened with the token, then the uploads, then the draft.
    const opened = await call({ method: 'GET', url: '/creator/api/photo/upload/session' });
    expect(opened.statusCode, opened.body).toBe(200);
    const { sessionKey, uploadHost } = jsonOf<UploadSession>(opened);
    const uploadImage = async (kind: string, width: number, height: number) => {
      const answer = await form(
        call,
        `${uploadHost}/photo/upload?sessionKey=${sessionKey}&kind=${kind}`,
        await imageParts(width, height),
      );
      expect(answer.statusCode, answer.body).toBe(201);
      return jsonOf<MediaUpload>(answer).url;
    };
    const slide = await uploadImage('slide', 1280, 800);
    const image = await uploadImage('image', 440, 280);
    const withImages = await call({
      method: 'PATCH',
      url: `/creator/api/extensions/${id}`,
      payload: { slides: [{ url: slide, locale: null }], image: [image] },
    });
    expect(withImages.statusCode, withImages.body).toBe(200);
    expect(jsonOf<CreatorItemDetail>(withImages).images).toEqual([image]);

    const submitted = await call({
      method: 'PATCH',
      url: `/creator/api/extensions/${id}`,
      payload: { review: 'IN_REVIEW' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const state = jsonOf<CreatorItemDetail>(
      await call({ method: 'GET', url: `/creator/api/extensions/${id}` }),
    );
    expect(state.review).toBe('IN_REVIEW');
    expect(state.draft?.version).toBe('1.0.0');
    expect(state.product).toBeNull();
  });

  it('refuses a package with errors naming each finding, and takes a new version of an item', async () => {
    const developer = await tokenDeveloper(t);
    const refused = await form(
      developer.call,
      '/creator/api/extensions/upload',
      packageParts(await extensionZip({ extra: { description: 'x'.repeat(200) } })),
    );
    expect(refused.statusCode).toBe(400);
    const error = jsonOf<ApiErrorBody>(refused).error;
    expect(error.code).toBe('INVALID_PACKAGE');
    expect(error.fields?.map((field) => field.code)).toContain('MANIFEST_DESCRIPTION_TOO_LONG');

    const created = jsonOf<PackageUploadResult>(
      await form(
        developer.call,
        '/creator/api/extensions/upload',
        packageParts(await extensionZip()),
      ),
    );
    const newer = await form(
      developer.call,
      `/creator/api/extensions/${created.extensionId}/upload`,
      packageParts(await extensionZip({ version: '1.1.0' })),
    );
    expect(newer.statusCode, newer.body).toBe(200);
    expect(jsonOf<PackageUploadResult>(newer).item.version).toBe('1.1.0');
  });
});

describe('an upload key opened with a token', () => {
  it('ends with the token: a revoked token’s key uploads nothing', async () => {
    const developer = await tokenDeveloper(t);
    const { sessionKey } = jsonOf<UploadSession>(
      await developer.call({ method: 'GET', url: '/creator/api/photo/upload/session' }),
    );
    const anonymous = new TestClient(t.app);
    const url = `/creator/api/photo/upload?sessionKey=${sessionKey}&kind=slide`;
    // The key is the credential on its own, as the web app's is.
    const { body, contentType } = multipartBody(await imageParts(640, 400));
    const upload = () =>
      anonymous.request({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': contentType },
      });
    expect((await upload()).statusCode).toBe(201);

    const owner = new TestClient(t.app);
    await signIn(t.database.db, owner, developer.user.id);
    const revoked = await owner.request({
      method: 'DELETE',
      url: `/creator/api/tokens/${developer.tokenId}`,
    });
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    const refused = await upload();
    expect(refused.statusCode).toBe(401);
    expect(jsonOf<ApiErrorBody>(refused).error.code).toBe('LOGIN_REQUIRED');
  });

  it('is not another developer’s: their session cannot upload with it', async () => {
    const developer = await tokenDeveloper(t);
    const { sessionKey } = jsonOf<UploadSession>(
      await developer.call({ method: 'GET', url: '/creator/api/photo/upload/session' }),
    );
    const other = await signedInCreator(t);
    const { body, contentType } = multipartBody(await imageParts(640, 400));
    const refused = await other.client.request({
      method: 'POST',
      url: `/creator/api/photo/upload?sessionKey=${sessionKey}&kind=slide`,
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(refused.statusCode).toBe(403);
    expect(jsonOf<ApiErrorBody>(refused).error.code).toBe('FORBIDDEN');
  });

  it('binds a browser’s key to its sign-in session as before, never to a token', async () => {
    const { client } = await signedInCreator(t);
    const { sessionKey } = jsonOf<UploadSession>(
      await client.get('/creator/api/photo/upload/session'),
    );
    const row = await t.database.db
      .selectFrom('upload_sessions')
      .select(['session_id', 'access_token_id'])
      .where('id', '=', hashToken(sessionKey))
      .executeTakeFirstOrThrow();
    expect(row.session_id).not.toBeNull();
    expect(row.access_token_id).toBeNull();
  });
});
