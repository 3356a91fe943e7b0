import type { StoreConfig, User } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';
import { listAdministrators, setAdministrator } from './admin.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_PORTAL_URL: 'https://login.example/signin' });
  });
  afterAll(async () => t.close());

  it('tells the store where the sign-in portal and sign-out are', async () => {
    const config = jsonOf<StoreConfig>(await t.app.inject('/ajax/config'));
    expect(config.loginUrl).toBe('https://login.example/signin');
    expect(config.logoutUrl).toBe('/accounts/logout');
  });

  it('returns the account id as naverId, and both picture sizes', async () => {
    const user = await createUser(t.database.db, { nickname: 'Pic', age: 22 });
    await t.database.db
      .updateTable('users')
      .set({ profile_image: '/files/small.webp', big_profile_image: '/files/big.webp' })
      .where('id', '=', user.id)
      .execute();
    const client = new TestClient(t.app);
    expect(jsonOf<User>(await client.get('/ajax/user'))).toMatchObject({
      isAuthenticated: false,
      naverId: null,
    });
    await signIn(t.database.db, client, user.id);
    expect(jsonOf<User>(await client.get('/ajax/user'))).toEqual({
      nickname: 'Pic',
      profileImage: '/files/small.webp',
      bigProfileImage: '/files/big.webp',
      age: 22,
      naverId: user.id,
      isAuthenticated: true,
      isAdmin: false,
    });
  });

  it('grants and revokes the administrator role by email', async () => {
    const user = await createUser(t.database.db, { email: 'Boss@Example.test' });
    expect(await setAdministrator(t.database.db, 'boss@example.test', true)).toBe(true);
    expect(await listAdministrators(t.database.db)).toContain('Boss@Example.test');
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, user.id);
    expect(jsonOf<User>(await client.get('/ajax/user')).isAdmin).toBe(true);
    expect(await setAdministrator(t.database.db, ' BOSS@example.test ', false)).toBe(true);
    expect(jsonOf<User>(await client.get('/ajax/user')).isAdmin).toBe(false);
    expect(await setAdministrator(t.database.db, 'nobody@example.test', true)).toBe(false);
  });
});

describe('passwords', () => {
  it('hash with argon2id and verify', async () => {
    const stored = await hashPassword('pässword');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('pässword', stored)).toBe(true);
    // NFKC: the same text typed with a combining mark still matches.
    expect(await verifyPassword('pa\u0308ssword', stored)).toBe(true);
    expect(await verifyPassword('password', stored)).toBe(false);
    expect(await verifyPassword('x', 'none')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$broken')).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$a$b')).toBe(true);
  });
});

describe('account settings', () => {
  it('needs all three single sign-on settings or none', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example' })).toThrow(ConfigError);
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_ID: 'lagoon',
        OIDC_CLIENT_SECRET: 'secret',
      }).oidc,
    ).toEqual({
      issuer: 'https://id.example',
      clientId: 'lagoon',
      clientSecret: 'secret',
      name: 'OpenID Connect',
    });
  });

  it('defaults the portal addresses to Lagoon’s own pages', () => {
    const config = loadConfig({});
    expect(config.loginPortalUrl).toBe('/accounts/login');
    expect(config.logoutUrl).toBe('/accounts/logout');
  });
});
