import { createHash } from 'node:crypto';
import {
  type AccessToken,
  type AccessTokenList,
  type AuditEntry,
  type CreatedAccessToken,
  errorMessage,
  TOKEN_SECRET_PATTERN,
  TOKENS_PER_ACCOUNT_MAX,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerHeader, issueAccessToken } from '../test/access-tokens.js';
import { createTestApp, errorOf, expectError, jsonOf, type TestApp } from '../test/app.js';
import { signedInAdmin, signedInCreator, signedInUser } from '../test/factories.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function tokenRows(userId: string) {
  return t.database.db
    .selectFrom('access_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}

async function accessLog(admin: Awaited<ReturnType<typeof signedInAdmin>>) {
  const response = await admin.get('/admin/api/audit?area=access&size=50');
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<{ items: AuditEntry[] }>(response).items;
}

describe('a developer’s access tokens', () => {
  it('creates a token whose secret is shown once, lists it without the secret, and revokes it', async () => {
    const { user, client } = await signedInCreator(t);
    const created = await client.post('/creator/api/tokens', {
      name: 'GitHub Actions',
      scopes: ['items:write', 'items:read'],
      expiresInDays: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token, secret } = jsonOf<CreatedAccessToken>(created);
    expect(secret).toMatch(TOKEN_SECRET_PATTERN);
    expect(token).toMatchObject({
      kind: 'creator',
      name: 'GitHub Actions',
      scopes: ['items:read', 'items:write'],
      prefix: secret.slice(0, 10),
      lastUsedAt: null,
      revokedAt: null,
      status: 'active',
    });
    const lifetime = Date.parse(token.expiresAt) - Date.parse(token.createdAt);
    expect(lifetime).toBe(30 * DAY_MS);

    const listed = jsonOf<AccessTokenList>(await client.get('/creator/api/tokens'));
    expect(listed.tokens).toEqual([token]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const revoked = await client.delete(`/creator/api/tokens/${token.tokenId}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(jsonOf<AccessToken>(revoked)).toMatchObject({ status: 'revoked' });
    const after = jsonOf<AccessTokenList>(await client.get('/creator/api/tokens'));
    expect(after.tokens.map((entry) => entry.status)).toEqual(['revoked']);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/creator/api/extensions',
      headers: bearerHeader(secret),
    });
    expectError(refused, 401, 'TOKEN_INVALID');
    expect((await tokenRows(user.id))[0]?.revoked_by).toBe(user.id);
  });

  it('keeps only the SHA-256 of the secret and its first characters in the database', async () => {
    const { user, client } = await signedInCreator(t);
    const { secret } = jsonOf<CreatedAccessToken>(
      await client.post('/creator/api/tokens', { name: 'Hash check', scopes: ['items:read'] }),
    );
    const [row] = await tokenRows(user.id);
    expect(row?.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row?.display_prefix).toBe(secret.slice(0, 10));
    expect(JSON.stringify(row)).not.toContain(secret.slice(10));
    // 90 days when no expiry is chosen.
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(90 * DAY_MS);
  });

  it('refuses bad input with a contract code in either language and creates nothing', async () => {
    const { user, client } = await signedInCreator(t);
    const refusals: [object, string][] = [
      [{ name: '', scopes: ['items:read'] }, 'INVALID_REQUEST'],
      [{ name: 'x'.repeat(65), scopes: ['items:read'] }, 'INVALID_REQUEST'],
      [{ name: 'two\nlines', scopes: ['items:read'] }, 'TEXT_NOT_SINGLE_LINE'],
      [{ name: 'CI', scopes: [] }, 'INVALID_REQUEST'],
      [{ name: 'CI', scopes: ['admin:read'] }, 'INVALID_REQUEST'],
      [{ name: 'CI', scopes: ['items:everything'] }, 'INVALID_REQUEST'],
      [{ name: 'CI', scopes: ['items:read'], expiresInDays: 366 }, 'INVALID_REQUEST'],
      [{ name: 'CI', scopes: ['items:read'], expiresInDays: 0 }, 'INVALID_REQUEST'],
      [{ name: 'CI', scopes: ['items:read'], expiresAt: 'tomorrow' }, 'INVALID_REQUEST'],
      [
        {
          name: 'CI',
          scopes: ['items:read'],
          expiresAt: new Date(Date.now() - DAY_MS).toISOString(),
        },
        'TOKEN_EXPIRY_INVALID',
      ],
      [
        {
          name: 'CI',
          scopes: ['items:read'],
          expiresAt: new Date(Date.now() + 366 * DAY_MS).toISOString(),
        },
        'TOKEN_EXPIRY_INVALID',
      ],
      [
        {
          name: 'CI',
          scopes: ['items:read'],
          expiresInDays: 30,
          expiresAt: new Date(Date.now() + DAY_MS).toISOString(),
        },
        'TOKEN_EXPIRY_INVALID',
      ],
    ];
    for (const [body, code] of refusals) {
      const response = await client.post('/creator/api/tokens', body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(errorOf(response).code, JSON.stringify(body)).toBe(code);
    }
    const korean = await client.post('/creator/api/tokens?hl=ko', {
      name: 'CI',
      scopes: ['items:read'],
      expiresAt: new Date(Date.now() - DAY_MS).toISOString(),
    });
    expect(errorOf(korean).message).toBe(errorMessage('TOKEN_EXPIRY_INVALID', 'ko'));
    expectError(await client.delete('/creator/api/tokens/not-a-uuid'), 400, 'INVALID_REQUEST');
    expectError(
      await client.delete('/creator/api/tokens/0b6f4f0e-3c1c-4a8e-9d57-3d0f1f0b2a11'),
      404,
      'TOKEN_NOT_FOUND',
    );
    expect(await tokenRows(user.id)).toEqual([]);
  });

  it('is for developers only, and one developer cannot see or revoke another’s tokens', async () => {
    const visitor = await signedInUser(t);
    expectError(await visitor.client.get('/creator/api/tokens'), 404, 'NOT_A_CREATOR');
    expectError(
      await visitor.client.post('/creator/api/tokens', { name: 'CI', scopes: ['items:read'] }),
      404,
      'NOT_A_CREATOR',
    );
    const owner = await signedInCreator(t);
    const issued = await issueAccessToken(t, owner.user.id);
    const other = await signedInCreator(t);
    expect(jsonOf<AccessTokenList>(await other.client.get('/creator/api/tokens')).tokens).toEqual(
      [],
    );
    expectError(
      await other.client.delete(`/creator/api/tokens/${issued.tokenId}`),
      404,
      'TOKEN_NOT_FOUND',
    );
    expect((await tokenRows(owner.user.id))[0]?.revoked_at).toBeNull();
  });

  it(`holds at most ${TOKENS_PER_ACCOUNT_MAX} active tokens per account`, async () => {
    const { user, client } = await signedInCreator(t);
    for (let i = 0; i < TOKENS_PER_ACCOUNT_MAX; i++) {
      await issueAccessToken(t, user.id, { name: `Token ${i}` });
    }
    const refused = await client.post('/creator/api/tokens', {
      name: 'One more',
      scopes: ['items:read'],
    });
    expectError(refused, 409, 'TOKEN_TOO_MANY');
    const first = (await tokenRows(user.id))[0]!;
    await client.delete(`/creator/api/tokens/${first.id}`);
    const made = await client.post('/creator/api/tokens', {
      name: 'One more',
      scopes: ['items:read'],
    });
    expect(made.statusCode, made.body).toBe(201);
  });
});

describe('leaving the developer programme', () => {
  it('revokes the account’s developer tokens, in the log, and no token can do it', async () => {
    const admin = await signedInAdmin(t);
    const developer = await signedInCreator(t);
    const issued = await issueAccessToken(t, developer.user.id, { name: 'Old CI' });
    const byToken = await t.app.inject({
      method: 'DELETE',
      url: '/creator/api/creator',
      headers: bearerHeader(issued.secret),
    });
    expectError(byToken, 403, 'TOKEN_SESSION_REQUIRED');
    const left = await developer.client.delete('/creator/api/creator');
    expect(left.statusCode, left.body).toBe(204);
    const [row] = await tokenRows(developer.user.id);
    expect(row?.revoked_at).not.toBeNull();
    const revoked = (await accessLog(admin)).find(
      (entry) => entry.target === `token:${issued.tokenId}` && entry.action === 'token.revoke',
    );
    expect(revoked?.details).toMatchObject({ name: 'Old CI', owner: developer.user.email });
    expect(revoked?.message).toBe('Left the developer programme');
  });
});

describe('administrators’ access tokens', () => {
  it('creates admin tokens, lists every token of the store with its owner, and revokes any of them', async () => {
    const admin = await signedInAdmin(t);
    const created = await admin.post('/admin/api/tokens', {
      name: 'Audit export',
      scopes: ['admin:read'],
      expiresInDays: 365,
    });
    expect(created.statusCode, created.body).toBe(201);
    const own = jsonOf<CreatedAccessToken>(created).token;
    expect(own).toMatchObject({ kind: 'admin', scopes: ['admin:read'] });
    expect(jsonOf<AccessTokenList>(await admin.get('/admin/api/tokens')).tokens).toEqual([own]);

    const developer = await signedInCreator(t, { email: `leaky-${Date.now()}@example.test` });
    const leaked = await issueAccessToken(t, developer.user.id, { name: 'Leaked in a log' });
    const all = jsonOf<AccessTokenList>(await admin.get('/admin/api/tokens?all=true')).tokens;
    const found = all.find((entry) => entry.tokenId === leaked.tokenId);
    expect(found).toMatchObject({
      kind: 'creator',
      name: 'Leaked in a log',
      owner: { email: developer.user.email },
    });
    const revoked = await admin.delete(`/admin/api/tokens/${leaked.tokenId}`);
    expect(jsonOf<AccessToken>(revoked)).toMatchObject({ status: 'revoked' });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/creator/api/extensions',
      headers: bearerHeader(leaked.secret),
    });
    expectError(refused, 401, 'TOKEN_INVALID');
    const listed = jsonOf<AccessTokenList>(await developer.client.get('/creator/api/tokens'));
    expect(listed.tokens[0]?.status).toBe('revoked');
  });

  it('hides the console’s token calls from everyone but administrators', async () => {
    const developer = await signedInCreator(t);
    const issued = await issueAccessToken(t, developer.user.id);
    for (const response of [
      await developer.client.get('/admin/api/tokens?all=true'),
      await developer.client.post('/admin/api/tokens', { name: 'x', scopes: ['admin:read'] }),
      await developer.client.delete(`/admin/api/tokens/${issued.tokenId}`),
    ]) {
      expectError(response, 404, 'NOT_FOUND');
    }
    expect((await tokenRows(developer.user.id))[0]?.revoked_at).toBeNull();
  });

  it('writes every creation and revocation to the log with the token’s name, kind, scopes and expiry, never the secret', async () => {
    const admin = await signedInAdmin(t);
    const developer = await signedInCreator(t);
    const { token, secret } = jsonOf<CreatedAccessToken>(
      await developer.client.post('/creator/api/tokens', {
        name: 'Nightly build',
        scopes: ['items:read', 'items:write', 'items:submit'],
      }),
    );
    await admin.delete(`/admin/api/tokens/${token.tokenId}`);
    const entries = (await accessLog(admin)).filter(
      (entry) => entry.target === `token:${token.tokenId}`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['token.revoke', 'token.create']);
    for (const entry of entries) {
      expect(entry.area).toBe('access');
      expect(entry.details).toMatchObject({
        name: 'Nightly build',
        kind: 'creator',
        scopes: ['items:read', 'items:write', 'items:submit'],
        expiresAt: token.expiresAt,
        owner: developer.user.email,
      });
      expect(JSON.stringify(entry)).not.toContain(secret.slice(10));
    }
    expect(entries[1]?.actor).toContain(developer.user.email);
    expect(entries[0]?.actor).not.toContain(developer.user.email);
  });
});
