import {
  type CreatedAccessToken,
  type Creator,
  errorMessage,
  tokenScopeMissingMessage,
  XSRF_HEADER,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerHeader,
  callWithToken,
  issueAccessToken,
  tokenDeveloper,
} from '../test/access-tokens.js';
import { createTestApp, errorOf, expectError, jsonOf, type TestApp } from '../test/app.js';
import {
  createCreator,
  createItem,
  createUser,
  signedInCreator,
  signedInUser,
} from '../test/factories.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a bearer token on the developer API', () => {
  it('authenticates as its owner with no cookie and no anti-forgery header', async () => {
    const developer = await tokenDeveloper(t);
    const read = await developer.call({ method: 'GET', url: '/creator/api/creator' });
    expect(read.statusCode, read.body).toBe(200);
    expect(jsonOf<Creator>(read).creatorId).toBe(developer.creator.id);
    const write = await developer.call({
      method: 'PATCH',
      url: '/creator/api/creator',
      payload: { homepage: 'https://studio.example' },
    });
    expect(write.statusCode, write.body).toBe(200);
    expect(jsonOf<Creator>(write).homepage).toBe('https://studio.example');
    expect(write.headers['set-cookie'] ?? '').not.toContain('lagoon_session');
  });

  it('ignores the cookies a request also carries, even a valid session of another user', async () => {
    const developer = await tokenDeveloper(t);
    const someoneElse = await signedInCreator(t);
    const response = await someoneElse.client.request({
      method: 'PATCH',
      url: '/creator/api/creator',
      payload: { name: 'Renamed by CI' },
      headers: { ...bearerHeader(developer.secret), [XSRF_HEADER.toLowerCase()]: 'not-checked' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(jsonOf<Creator>(response).creatorId).toBe(developer.creator.id);
    const theirs = jsonOf<Creator>(await someoneElse.client.get('/creator/api/creator'));
    expect(theirs.name).not.toBe('Renamed by CI');
  });

  it('answers a malformed, unknown, expired or revoked token alike: 401 TOKEN_INVALID', async () => {
    const developer = await tokenDeveloper(t);
    const expired = await issueAccessToken(t, developer.user.id);
    await t.database.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.tokenId)
      .execute();
    const revoked = await issueAccessToken(t, developer.user.id);
    await t.database.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date() })
      .where('id', '=', revoked.tokenId)
      .execute();
    const unknown = `lgn_${'A'.repeat(43)}`;
    const bodies = new Set<string>();
    for (const secret of ['', 'garbage', unknown, expired.secret, revoked.secret]) {
      const response = await callWithToken(t, secret, {
        method: 'GET',
        url: '/creator/api/extensions',
      });
      expectError(response, 401, 'TOKEN_INVALID');
      expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
      const { logref: _logref, ...error } = errorOf(response);
      bodies.add(JSON.stringify(error));
    }
    expect(bodies.size).toBe(1);
    const korean = await callWithToken(t, unknown, {
      method: 'GET',
      url: '/creator/api/extensions?hl=ko',
    });
    expect(errorOf(korean).message).toBe(errorMessage('TOKEN_INVALID', 'ko'));
  });

  it('needs items:read to read, items:write to write and items:submit to ask for review', async () => {
    const reader = await tokenDeveloper(t, { scopes: ['items:read'] });
    const item = await createItem(t.database.db, {
      creatorId: reader.creator.id,
      reviewState: 'PREPARE_FOR_SUBMISSION',
    });
    const read = await reader.call({ method: 'GET', url: `/creator/api/extensions/${item.id}` });
    expect(read.statusCode, read.body).toBe(200);
    const write = await reader.call({
      method: 'PATCH',
      url: `/creator/api/extensions/${item.id}`,
      payload: { matureContent: true },
    });
    expectError(write, 403, 'TOKEN_SCOPE_MISSING');
    expect(errorOf(write).message).toBe(tokenScopeMissingMessage('items:write', 'en'));
    expect(write.headers['www-authenticate']).toContain('scope="items:write"');

    const writer = await issueAccessToken(t, reader.user.id, {
      scopes: ['items:read', 'items:write'],
    });
    const saved = await callWithToken(t, writer.secret, {
      method: 'PATCH',
      url: `/creator/api/extensions/${item.id}`,
      payload: { matureContent: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const submit = await callWithToken(t, writer.secret, {
      method: 'PATCH',
      url: `/creator/api/extensions/${item.id}?hl=ko`,
      payload: { review: 'IN_REVIEW' },
    });
    expectError(submit, 403, 'TOKEN_SCOPE_MISSING');
    expect(errorOf(submit).fields?.[0]).toMatchObject({ field: 'scope', code: 'items:submit' });
    expect(errorOf(submit).message).toBe(tokenScopeMissingMessage('items:submit', 'ko'));
    const state = await t.database.db
      .selectFrom('items')
      .select('review_state')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(state.review_state).toBe('PREPARE_FOR_SUBMISSION');

    const submitter = await issueAccessToken(t, reader.user.id);
    const asked = await callWithToken(t, submitter.secret, {
      method: 'PATCH',
      url: `/creator/api/extensions/${item.id}`,
      payload: { review: 'IN_REVIEW' },
    });
    // Past the token's checks: the item's own readiness answers now.
    expect(errorOf(asked).code).not.toMatch(/^TOKEN_/);
  });

  it('cannot list, create or revoke tokens: that needs a signed-in browser', async () => {
    const developer = await tokenDeveloper(t);
    const calls = [
      { method: 'GET', url: '/creator/api/tokens' },
      {
        method: 'POST',
        url: '/creator/api/tokens',
        payload: { name: 'More', scopes: ['items:read'] },
      },
      { method: 'DELETE', url: `/creator/api/tokens/${developer.tokenId}` },
    ] as const;
    for (const call of calls) {
      expectError(await developer.call(call), 403, 'TOKEN_SESSION_REQUIRED');
    }
    const rows = await t.database.db
      .selectFrom('access_tokens')
      .select(['id', 'revoked_at'])
      .where('user_id', '=', developer.user.id)
      .execute();
    expect(rows).toEqual([{ id: developer.tokenId, revoked_at: null }]);
  });

  it('is ignored outside the two APIs: the store’s own calls read the cookie', async () => {
    const { user, client } = await signedInUser(t);
    const response = await client.request({
      method: 'GET',
      url: '/ajax/user',
      headers: bearerHeader('garbage'),
    });
    expect(response.statusCode).toBe(200);
    expect(jsonOf<{ nickname: string }>(response).nickname).toBe(user.nickname);
  });
});

describe('tokens and the console', () => {
  it('never opens the admin API with a developer token, even an administrator’s', async () => {
    const user = await createUser(t.database.db, { isAdmin: true });
    await createCreator(t.database.db, user.id);
    const creatorToken = await issueAccessToken(t, user.id);
    const refused = await callWithToken(t, creatorToken.secret, {
      method: 'GET',
      url: '/admin/api/groups',
    });
    expectError(refused, 403, 'TOKEN_SCOPE_MISSING');
    expect(errorOf(refused).fields?.[0]?.code).toBe('admin:read');
  });

  it('opens the admin API with admin scopes, and the developer API only with item scopes', async () => {
    const user = await createUser(t.database.db, { isAdmin: true });
    const reader = await issueAccessToken(t, user.id, { kind: 'admin', scopes: ['admin:read'] });
    const groups = await callWithToken(t, reader.secret, {
      method: 'GET',
      url: '/admin/api/groups',
    });
    expect(groups.statusCode, groups.body).toBe(200);
    const write = await callWithToken(t, reader.secret, {
      method: 'POST',
      url: '/admin/api/groups',
      payload: { name: 'Finance' },
    });
    expectError(write, 403, 'TOKEN_SCOPE_MISSING');
    expect(errorOf(write).fields?.[0]?.code).toBe('admin:write');
    const creatorCall = await callWithToken(t, reader.secret, {
      method: 'GET',
      url: '/creator/api/extensions',
    });
    expectError(creatorCall, 403, 'TOKEN_SCOPE_MISSING');
    // With item scopes, but no developer profile: the developer guard answers.
    const both = await issueAccessToken(t, user.id, {
      kind: 'admin',
      scopes: ['admin:read', 'items:read'],
    });
    expectError(
      await callWithToken(t, both.secret, { method: 'GET', url: '/creator/api/extensions' }),
      404,
      'NOT_A_CREATOR',
    );
    // The console's token calls stay cookie only.
    expectError(
      await callWithToken(t, reader.secret, { method: 'GET', url: '/admin/api/tokens' }),
      403,
      'TOKEN_SESSION_REQUIRED',
    );
  });

  it('stops working once its owner is no longer an administrator', async () => {
    const user = await createUser(t.database.db, { isAdmin: true });
    const token = await issueAccessToken(t, user.id, { kind: 'admin', scopes: ['admin:read'] });
    await t.database.db
      .updateTable('users')
      .set({ is_admin: false })
      .where('id', '=', user.id)
      .execute();
    expectError(
      await callWithToken(t, token.secret, { method: 'GET', url: '/admin/api/groups' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('creating a token', () => {
  it('answers the secret with no-store, so no cache keeps it', async () => {
    const { client } = await signedInCreator(t);
    const response = await client.post('/creator/api/tokens', {
      name: 'CI',
      scopes: ['items:read'],
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(jsonOf<CreatedAccessToken>(response).secret).toMatch(/^lgn_/);
  });
});
