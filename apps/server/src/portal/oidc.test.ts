import { XSRF_COOKIE } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDateForAge } from '../accounts/age.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { signInAtProvider, startProvider } from '../test/oidc-test-provider.js';

async function me(client: TestClient) {
  return jsonOf<{ isAuthenticated: boolean; nickname: string | null; age: number | null }>(
    await client.get('/ajax/user'),
  );
}

describe('single sign-on with OpenID Connect', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startProvider();
    t = await createTestApp({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'lagoon',
      OIDC_CLIENT_SECRET: 'lagoon-test-secret',
      OIDC_NAME: 'Example ID',
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  async function startFlow(client: TestClient, returnUrl: string) {
    const start = await client.get(
      `/accounts/oidc/start?returnUrl=${encodeURIComponent(returnUrl)}`,
    );
    expect(start.statusCode).toBe(303);
    const target = new URL(start.headers.location as string);
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    return target.href;
  }

  it('offers the provider on the sign-in page', async () => {
    const page = await t.app.inject('/accounts/login?returnUrl=/developers');
    expect(page.body).toContain('Sign in with Example ID');
    expect(page.body).toContain('href="/accounts/oidc/start?hl=en&amp;returnUrl=%2Fdevelopers"');
  });

  it('creates an account on first sign-in, finds it the next time, and returns to the return URL', async () => {
    const client = new TestClient(t.app);
    const back = await signInAtProvider(
      await startFlow(client, '/developers/dashboard'),
      'sub-adult',
    );
    expect(back.startsWith('/accounts/oidc/callback?')).toBe(true);
    const callback = await client.get(back);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/developers/dashboard');
    expect(await me(client)).toMatchObject({
      isAuthenticated: true,
      nickname: 'Sso Adult',
      age: 35,
    });
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('oidc_subject', '=', 'sub-adult')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ oidc_issuer: provider.issuer, password_hash: null });

    const again = new TestClient(t.app);
    const second = await again.get(
      await signInAtProvider(await startFlow(again, '//evil.example'), 'sub-adult'),
    );
    expect(second.headers.location).toBe('/');
    const count = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sso.adult@example.test')
      .execute();
    expect(count).toHaveLength(1);
  });

  it('asks for a birth date when the provider shares none', async () => {
    const client = new TestClient(t.app);
    const callback = await client.get(
      await signInAtProvider(await startFlow(client, '/extensions'), 'sub-nobirth'),
    );
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('One more step');
    expect(callback.body).toContain('value="No Birth"');
    expect((await me(client)).isAuthenticated).toBe(false);
    const token = client.cookies.get(XSRF_COOKIE)!;
    const bad = await client.request({
      method: 'POST',
      url: '/accounts/oidc/complete',
      payload: new URLSearchParams({
        _xsrf: token,
        nickname: 'No Birth',
        birthDate: '2999-01-01',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.statusCode).toBe(400);
    const done = await client.request({
      method: 'POST',
      url: '/accounts/oidc/complete',
      payload: new URLSearchParams({
        _xsrf: token,
        nickname: 'Birth Given',
        birthDate: birthDateForAge(12),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/extensions');
    expect(await me(client)).toMatchObject({
      isAuthenticated: true,
      nickname: 'Birth Given',
      age: 12,
    });
    // The flow is finished: completing it again does nothing.
    const replay = await client.request({
      method: 'POST',
      url: '/accounts/oidc/complete',
      payload: new URLSearchParams({
        _xsrf: token,
        nickname: 'X',
        birthDate: '1990-01-01',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('links a verified email to the existing account, never an unverified one', async () => {
    const linked = await createUser(t.database.db, { email: 'Linked@example.test', age: 40 });
    const client = new TestClient(t.app);
    const callback = await client.get(
      await signInAtProvider(await startFlow(client, '/'), 'sub-linker'),
    );
    expect(callback.statusCode).toBe(303);
    const row = await t.database.db
      .selectFrom('users')
      .select(['id', 'oidc_subject'])
      .where('id', '=', linked.id)
      .executeTakeFirstOrThrow();
    expect(row.oidc_subject).toBe('sub-linker');

    const victim = await createUser(t.database.db, { email: 'victim@example.test' });
    const attacker = new TestClient(t.app);
    const refused = await attacker.get(
      await signInAtProvider(await startFlow(attacker, '/'), 'sub-unverified'),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('An account with this email already exists.');
    expect((await me(attacker)).isAuthenticated).toBe(false);
    const untouched = await t.database.db
      .selectFrom('users')
      .select('oidc_subject')
      .where('id', '=', victim.id)
      .executeTakeFirstOrThrow();
    expect(untouched.oidc_subject).toBeNull();
  });

  it('refuses a callback without its flow, or with a forged state', async () => {
    const stranger = new TestClient(t.app);
    const lost = await stranger.get('/accounts/oidc/callback?code=abc&state=xyz');
    expect(lost.statusCode).toBe(400);
    expect(lost.body).toContain('Single sign-on did not complete.');

    const client = new TestClient(t.app);
    const back = await signInAtProvider(await startFlow(client, '/'), 'sub-adult');
    const forged = back.replace(/state=[^&]+/, 'state=forged');
    const refused = await client.get(forged);
    expect(refused.statusCode).toBe(400);
    expect((await me(client)).isAuthenticated).toBe(false);
  });
});
