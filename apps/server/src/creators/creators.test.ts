import type { Creator, UploadSession } from '@lagoon/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';
import { findUploadSessionUser } from './upload-session.js';

interface ErrorBody {
  error: {
    code: string;
    message: string;
    status: number;
    fields?: { field: string; code: string; message: string }[];
  };
}

const VALID = {
  name: 'Lagoon Labs',
  email: 'labs@example.test',
  homepage: 'https://labs.example',
  isAgreeToTerms: true,
  isAgreeToDevelopersTerms: true,
};

function errorOf(response: LightMyRequestResponse) {
  return jsonOf<ErrorBody>(response).error;
}

describe('creator profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function clientFor(options: { age?: number; creator?: 'agreed' | 'not-agreed' } = {}) {
    const user = await createUser(t.database.db, { age: options.age ?? 30 });
    const creator = options.creator
      ? await createCreator(t.database.db, user.id, { agreed: options.creator === 'agreed' })
      : null;
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, user.id);
    return { user, creator, client };
  }

  async function creatorRow(userId: string) {
    return t.database.db
      .selectFrom('creators')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  it('asks a signed-out visitor to log in on every call', async () => {
    const client = new TestClient(t.app);
    const calls = [
      client.get('/creator/api/creator'),
      client.post('/creator/api/creators', VALID),
      client.patch('/creator/api/creator', { name: 'X' }),
      client.request({ method: 'DELETE', url: '/creator/api/creator', payload: { confirm: true } }),
      client.post('/creator/api/agreement', {
        isAgreeToTerms: true,
        isAgreeToDevelopersTerms: true,
      }),
      client.get('/creator/api/photo/upload/session'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.body.startsWith(")]}',\n")).toBe(true);
      expect(errorOf(response).code).toBe('LOGIN_REQUIRED');
    }
  });

  it('tells a signed-in user without a profile NOT_A_CREATOR (404)', async () => {
    const { client } = await clientFor();
    for (const response of [
      await client.get('/creator/api/creator'),
      await client.patch('/creator/api/creator', { name: 'X' }),
      await client.request({
        method: 'DELETE',
        url: '/creator/api/creator',
        payload: { confirm: true },
      }),
      await client.post('/creator/api/agreement', {
        isAgreeToTerms: true,
        isAgreeToDevelopersTerms: true,
      }),
      await client.get('/creator/api/photo/upload/session'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_A_CREATOR');
    }
  });

  it('registers a developer, who can then read the profile', async () => {
    const { user, client } = await clientFor();
    const response = await client.post('/creator/api/creators', VALID);
    expect(response.statusCode).toBe(201);
    const created = jsonOf<Creator>(response);
    expect(created).toMatchObject({
      name: 'Lagoon Labs',
      email: 'labs@example.test',
      homepage: 'https://labs.example',
      isAgreeToTerms: true,
      isAgreeToDevelopersTerms: true,
      isCreator: true,
    });
    const read = jsonOf<Creator>(await client.get('/creator/api/creator'));
    expect(read).toEqual(created);
    const row = await creatorRow(user.id);
    expect(row?.terms_agreed_at).toBeInstanceOf(Date);
    expect(row?.developer_terms_agreed_at).toBeInstanceOf(Date);

    const again = await client.post('/creator/api/creators', VALID);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('ALREADY_A_CREATOR');
  });

  it('stores an empty homepage as none', async () => {
    const { client } = await clientFor();
    const response = await client.post('/creator/api/creators', { ...VALID, homepage: '' });
    expect(jsonOf<Creator>(response).homepage).toBeNull();
  });

  it('refuses invalid registrations field by field with the contract’s messages', async () => {
    const { user, client } = await clientFor();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...VALID, name: '  ' }, { name: 'creator.name.required' }],
      [{ ...VALID, name: 'x'.repeat(33) }, { name: 'creator.name.max' }],
      [{ ...VALID, email: 'not-mail' }, { email: 'creator.email.invalid' }],
      [{ ...VALID, email: `${'a'.repeat(65)}@ex.io` }, { email: 'creator.email.invalid' }],
      [{ ...VALID, homepage: 'ftp://files.example' }, { homepage: 'creator.homepage.invalid' }],
      [
        { ...VALID, homepage: `https://${'a'.repeat(60)}.example` },
        { homepage: 'creator.homepage.invalid' },
      ],
      [{ ...VALID, isAgreeToTerms: false }, { isAgreeToTerms: 'creator.terms.required' }],
      [
        { name: '', email: '', isAgreeToTerms: false, isAgreeToDevelopersTerms: false },
        {
          name: 'creator.name.required',
          email: 'creator.email.invalid',
          isAgreeToTerms: 'creator.terms.required',
          isAgreeToDevelopersTerms: 'creator.terms.required',
        },
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await client.post('/creator/api/creators', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('INVALID_REQUEST');
      const byField = Object.fromEntries((error.fields ?? []).map((f) => [f.field, f.code]));
      for (const [field, code] of Object.entries(expected)) expect(byField[field]).toBe(code);
    }
    const korean = await client.request({
      method: 'POST',
      url: '/creator/api/creators?hl=ko',
      payload: { ...VALID, email: 'nope' },
    });
    expect(errorOf(korean).fields?.[0]?.message).toBe('이메일 주소를 다시 확인해 주세요.');
    // The API's headline is the refused field's words; the form shows its own progress message.
    expect(errorOf(korean).message).toBe('이메일 주소를 다시 확인해 주세요.');
    const english = await client.post('/creator/api/creators', { ...VALID, name: '' });
    expect(errorOf(english).fields?.[0]?.message).toBe('Display name is required.');
    expect(await creatorRow(user.id)).toBeUndefined();
  });

  it('keeps a child out of every creator call', async () => {
    for (const setup of [{}, { creator: 'agreed' as const }]) {
      const { user, client } = await clientFor({ age: 13, ...setup });
      const before = await creatorRow(user.id);
      const responses = [
        await client.get('/creator/api/creator'),
        await client.post('/creator/api/creators', VALID),
        await client.patch('/creator/api/creator', { name: 'Kid Studio' }),
        await client.request({
          method: 'DELETE',
          url: '/creator/api/creator',
          payload: { confirm: true },
        }),
        await client.post('/creator/api/agreement', {
          isAgreeToTerms: true,
          isAgreeToDevelopersTerms: true,
        }),
        await client.get('/creator/api/photo/upload/session'),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('AGE_LIMIT');
      }
      expect(await creatorRow(user.id)).toEqual(before);
    }
    // Fourteen is old enough.
    const { client } = await clientFor({ age: 14 });
    expect((await client.post('/creator/api/creators', VALID)).statusCode).toBe(201);
  });

  it('edits the profile with the same rules', async () => {
    const { user, client } = await clientFor({ creator: 'agreed' });
    const response = await client.patch('/creator/api/creator', {
      name: 'Renamed Studio',
      email: 'renamed@example.test',
      homepage: 'https://renamed.example',
    });
    expect(response.statusCode).toBe(200);
    expect(jsonOf<Creator>(response)).toMatchObject({
      name: 'Renamed Studio',
      email: 'renamed@example.test',
      homepage: 'https://renamed.example',
    });
    const cleared = await client.patch('/creator/api/creator', { homepage: '' });
    expect(jsonOf<Creator>(cleared).homepage).toBeNull();
    const bad = await client.patch('/creator/api/creator', { name: '', email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(
      errorOf(bad)
        .fields?.map((f) => f.code)
        .sort(),
    ).toEqual(['creator.email.invalid', 'creator.name.required']);
    expect((await creatorRow(user.id))?.name).toBe('Renamed Studio');
  });

  it('needs both terms to edit or open an upload session, and records the agreement', async () => {
    const { user, client } = await clientFor({ creator: 'not-agreed' });
    const read = jsonOf<Creator>(await client.get('/creator/api/creator'));
    expect(read).toMatchObject({ isAgreeToTerms: false, isAgreeToDevelopersTerms: false });
    for (const response of [
      await client.patch('/creator/api/creator', { name: 'Edited' }),
      await client.get('/creator/api/photo/upload/session'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('TERMS_NOT_AGREED');
    }
    const half = await client.post('/creator/api/agreement', {
      isAgreeToTerms: true,
      isAgreeToDevelopersTerms: false,
    });
    expect(half.statusCode).toBe(400);
    expect(errorOf(half).fields?.[0]).toMatchObject({
      field: 'isAgreeToDevelopersTerms',
      code: 'creator.terms.required',
    });
    const agreed = await client.post('/creator/api/agreement', {
      isAgreeToTerms: true,
      isAgreeToDevelopersTerms: true,
    });
    expect(agreed.statusCode).toBe(200);
    expect(jsonOf<Creator>(agreed)).toMatchObject({
      isAgreeToTerms: true,
      isAgreeToDevelopersTerms: true,
    });
    const row = await creatorRow(user.id);
    expect(row?.terms_agreed_at).toBeInstanceOf(Date);
    expect(row?.developer_terms_agreed_at).toBeInstanceOf(Date);
    expect((await client.patch('/creator/api/creator', { name: 'Edited' })).statusCode).toBe(200);
  });

  it('opens a per-user upload session that expires', async () => {
    const { user, client } = await clientFor({ creator: 'agreed' });
    const response = await client.get('/creator/api/photo/upload/session');
    expect(response.statusCode).toBe(200);
    const session = jsonOf<UploadSession>(response);
    // Paths on the page's own origin, whatever address the store was opened at.
    expect(session.downloadHost).toBe('/files');
    expect(session.uploadHost).toBe('/creator/api');
    expect(session.sessionKey.length).toBeGreaterThanOrEqual(40);
    expect(await findUploadSessionUser(t.database.db, session.sessionKey)).toBe(user.id);
    expect(await findUploadSessionUser(t.database.db, 'made-up')).toBeNull();
    const stored = await t.database.db
      .selectFrom('upload_sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.id).not.toBe(session.sessionKey);
    const minutes = (stored.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(25);
    expect(minutes).toBeLessThanOrEqual(30);
    await t.database.db
      .updateTable('upload_sessions')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('user_id', '=', user.id)
      .execute();
    expect(await findUploadSessionUser(t.database.db, session.sessionKey)).toBeNull();
  });

  it('withdraws only without items, and never with an unchecked confirmation', async () => {
    const { user, creator, client } = await clientFor({ creator: 'agreed' });
    const unchecked = await client.request({
      method: 'DELETE',
      url: '/creator/api/creator',
      payload: { confirm: false },
    });
    expect(errorOf(unchecked).fields?.[0]?.code).toBe('creator.withdraw.confirm');
    const uncheckedInQuery = await client.request({
      method: 'DELETE',
      url: '/creator/api/creator?confirm=false',
    });
    expect(errorOf(uncheckedInQuery).fields?.[0]?.code).toBe('creator.withdraw.confirm');

    const draft = await createItem(t.database.db, {
      creatorId: creator!.id,
      reviewState: 'PREPARE_FOR_SUBMISSION',
    });
    const withDraft = await client.request({
      method: 'DELETE',
      url: '/creator/api/creator?confirm=true',
    });
    expect(withDraft.statusCode).toBe(409);
    expect(errorOf(withDraft)).toMatchObject({
      code: 'PRODUCT_DRAFT_EXISTS',
      message: 'You cannot withdraw until all extensions are deleted.',
    });
    await createItem(t.database.db, { creatorId: creator!.id, reviewState: 'READY_FOR_OPEN' });
    // The call as the store's API defines it, with nothing in it, gets the reason it cannot go ahead.
    const plain = await client.request({ method: 'DELETE', url: '/creator/api/creator' });
    expect(plain.statusCode).toBe(409);
    expect(errorOf(plain).code).toBe('PRODUCT_EXISTS');
    const withProduct = await client.request({
      method: 'DELETE',
      url: '/creator/api/creator?hl=ko',
      payload: { confirm: true },
    });
    expect(errorOf(withProduct)).toMatchObject({
      code: 'PRODUCT_EXISTS',
      message: '모든 확장 앱을 삭제해야 탈퇴할 수 있습니다.',
    });
    expect(await creatorRow(user.id)).toBeDefined();

    await t.database.db.deleteFrom('items').where('creator_id', '=', creator!.id).execute();
    expect(draft.id).toBeTruthy();
    const done = await client.request({ method: 'DELETE', url: '/creator/api/creator' });
    expect(done.statusCode).toBe(204);
    expect(await creatorRow(user.id)).toBeUndefined();
    expect(errorOf(await client.get('/creator/api/creator')).code).toBe('NOT_A_CREATOR');
    // The account itself stays; only the developer profile is gone.
    expect(
      jsonOf<{ isAuthenticated: boolean }>(await client.get('/ajax/user')).isAuthenticated,
    ).toBe(true);
  });

  it('lets a developer who never agreed withdraw', async () => {
    const { user, client } = await clientFor({ creator: 'not-agreed' });
    const response = await client.request({
      method: 'DELETE',
      url: '/creator/api/creator?confirm=true',
    });
    expect(response.statusCode).toBe(204);
    expect(await creatorRow(user.id)).toBeUndefined();
  });

  it('only ever reads or changes the caller’s own profile', async () => {
    const alice = await clientFor({ creator: 'agreed' });
    const bob = await clientFor({ creator: 'agreed' });
    const aliceBefore = await creatorRow(alice.user.id);
    const bobRead = jsonOf<Creator>(await bob.client.get('/creator/api/creator'));
    expect(bobRead.creatorId).toBe(bob.creator!.id);
    expect(bobRead.creatorId).not.toBe(alice.creator!.id);

    // Ids smuggled in the body or the query are ignored: there is no id in these paths.
    const patched = await bob.client.patch(
      `/creator/api/creator?creatorId=${alice.creator!.id}&userId=${alice.user.id}`,
      { name: 'Hijacked', creatorId: alice.creator!.id, userId: alice.user.id },
    );
    expect(patched.statusCode).toBe(200);
    expect(jsonOf<Creator>(patched).creatorId).toBe(bob.creator!.id);
    expect((await creatorRow(bob.user.id))?.name).toBe('Hijacked');
    expect(await creatorRow(alice.user.id)).toEqual(aliceBefore);

    await createItem(t.database.db, { creatorId: alice.creator!.id });
    const deleted = await bob.client.request({
      method: 'DELETE',
      url: `/creator/api/creator?creatorId=${alice.creator!.id}`,
      payload: { confirm: true, creatorId: alice.creator!.id },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await creatorRow(bob.user.id)).toBeUndefined();
    expect(await creatorRow(alice.user.id)).toEqual(aliceBefore);
    const aliceRead = jsonOf<Creator>(await alice.client.get('/creator/api/creator'));
    expect(aliceRead.name).toBe(aliceBefore!.name);
  });

  it('refuses writes without the anti-forgery header and changes nothing', async () => {
    const { user, client } = await clientFor({ creator: 'not-agreed' });
    const before = await creatorRow(user.id);
    const other = await clientFor();
    const forged = { 'x-xsrf-token': 'forged' };
    const responses = [
      await other.client.request({
        method: 'POST',
        url: '/creator/api/creators',
        payload: VALID,
        headers: forged,
      }),
      await client.request({
        method: 'PATCH',
        url: '/creator/api/creator',
        payload: { name: 'Forged' },
        headers: forged,
      }),
      await client.request({
        method: 'DELETE',
        url: '/creator/api/creator',
        payload: { confirm: true },
        headers: forged,
      }),
      await client.request({
        method: 'POST',
        url: '/creator/api/agreement',
        payload: { isAgreeToTerms: true, isAgreeToDevelopersTerms: true },
        headers: forged,
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('XSRF_TOKEN_MISMATCH');
    }
    expect(await creatorRow(user.id)).toEqual(before);
    expect(await creatorRow(other.user.id)).toBeUndefined();
  });
});
