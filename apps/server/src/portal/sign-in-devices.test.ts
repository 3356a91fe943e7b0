import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../accounts/session.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { signInAtProvider, startProvider } from '../test/oidc-test-provider.js';
import {
  DEVICE_ACCOUNTS_MAX,
  DEVICE_COOKIE,
  DEVICE_TTL_DAYS,
  SignInDevices,
} from './sign-in-devices.js';
import { SIGN_IN_POLICY } from './sign-in-limits.js';

/**
 * A browser's sign-ins: a new one ends the session the browser held, and a browser that signed
 * in to an account before (its device cookie) keeps a guess budget of its own, so a stranger who
 * knows the email cannot keep the owner out.
 */

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // Each test signs in from addresses of its own (X-Forwarded-For), as behind a reverse proxy.
  t = await createTestApp({ TRUST_PROXY: 'true' }, { logger: { level: 'info', stream } });
});
afterAll(async () => t.close());

/** Signs in with a password the way a script does (JSON), from an address. */
function signInWith(
  client: TestClient,
  email: string,
  password: string,
  address = '198.51.100.1',
): Promise<LightMyRequestResponse> {
  return client.request({
    method: 'POST',
    url: '/accounts/login',
    headers: { 'x-forwarded-for': address },
    payload: { email, password },
  });
}

async function signedInAs(client: TestClient): Promise<string | null> {
  const me = jsonOf<{ isAuthenticated: boolean; nickname: string | null }>(
    await client.get('/ajax/user'),
  );
  return me.isAuthenticated ? me.nickname : null;
}

/** A browser holding only this session cookie (a copy of it, say). */
function browserWith(sessionToken: string): TestClient {
  const client = new TestClient(t.app);
  client.cookies.set(SESSION_COOKIE, sessionToken);
  return client;
}

async function sessionsOf(userId: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

describe('signing in as someone else in the same browser', () => {
  it("ends the first account's session on the server, not only in the cookie", async () => {
    const ana = await createUser(t.database.db, {
      email: 'ana@switch.test',
      password: 'ana-password',
      nickname: 'Ana',
    });
    const ben = await createUser(t.database.db, {
      email: 'ben@switch.test',
      password: 'ben-password',
      nickname: 'Ben',
    });
    const browser = new TestClient(t.app);
    expect((await signInWith(browser, 'ana@switch.test', 'ana-password')).statusCode).toBe(200);
    const anaToken = browser.cookies.get(SESSION_COOKIE)!;
    expect(await signedInAs(browser)).toBe('Ana');
    expect(await sessionsOf(ana.id)).toBe(1);

    expect((await signInWith(browser, 'ben@switch.test', 'ben-password')).statusCode).toBe(200);
    expect(await signedInAs(browser)).toBe('Ben');
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(anaToken);
    // Ana's old cookie answers as signed out, wherever it is sent from.
    expect(await signedInAs(browserWith(anaToken))).toBeNull();
    expect(await sessionsOf(ana.id)).toBe(0);
    expect(await sessionsOf(ben.id)).toBe(1);
  });

  it('replaces the session when the same account signs in again', async () => {
    const cleo = await createUser(t.database.db, {
      email: 'cleo@switch.test',
      password: 'cleo-password',
      nickname: 'Cleo',
    });
    const browser = new TestClient(t.app);
    await signInWith(browser, 'cleo@switch.test', 'cleo-password');
    const first = browser.cookies.get(SESSION_COOKIE)!;
    await signInWith(browser, 'cleo@switch.test', 'cleo-password');
    expect(await signedInAs(browserWith(first))).toBeNull();
    expect(await signedInAs(browser)).toBe('Cleo');
    expect(await sessionsOf(cleo.id)).toBe(1);
  });

  it('ends it when the browser signs in through single sign-on', async () => {
    const provider = await startProvider();
    const sso = await createTestApp({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'lagoon',
      OIDC_CLIENT_SECRET: 'lagoon-test-secret',
    });
    try {
      const dora = await createUser(sso.database.db, {
        email: 'dora@switch.test',
        password: 'dora-password',
        nickname: 'Dora',
      });
      const browser = new TestClient(sso.app);
      const signedIn = await browser.request({
        method: 'POST',
        url: '/accounts/login',
        payload: { email: 'dora@switch.test', password: 'dora-password' },
      });
      expect(signedIn.statusCode).toBe(200);
      const doraToken = browser.cookies.get(SESSION_COOKIE)!;
      const start = await browser.get('/accounts/oidc/start?returnUrl=%2F');
      const back = await signInAtProvider(start.headers.location as string, 'sub-adult');
      expect((await browser.get(back)).statusCode).toBe(303);
      const me = jsonOf<{ nickname: string | null }>(await browser.get('/ajax/user'));
      expect(me.nickname).toBe('Sso Adult');
      const copy = new TestClient(sso.app);
      copy.cookies.set(SESSION_COOKIE, doraToken);
      const old = jsonOf<{ isAuthenticated: boolean }>(await copy.get('/ajax/user'));
      expect(old.isAuthenticated).toBe(false);
      const rows = await sso.database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', dora.id)
        .execute();
      expect(rows).toEqual([]);
    } finally {
      await sso.close();
      await provider.close();
    }
  });
});

describe("the owner's own browser while a stranger guesses", () => {
  it('hands a signed-in browser a long-lived, HTTP-only device cookie for the portal', async () => {
    await createUser(t.database.db, { email: 'erin@device.test', password: 'erin-password' });
    const browser = new TestClient(t.app);
    const response = await signInWith(browser, 'erin@device.test', 'erin-password');
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/accounts' });
    expect(cookie.maxAge).toBe(DEVICE_TTL_DAYS * 24 * 60 * 60);
    expect(cookie.secure).toBeFalsy();
    // It names no account: nothing in it is the email or the account's id.
    expect(cookie.value).not.toMatch(/erin|device\.test/i);
  });

  it("lets the owner's browser in with the right password after a stranger's failures, while a new browser still waits", async () => {
    const owner = await createUser(t.database.db, {
      email: 'fay@device.test',
      password: 'fay-password',
      nickname: 'Fay',
    });
    // The office network: the owner, the stranger and a colleague share one address.
    const office = '203.0.113.40';
    const ownBrowser = new TestClient(t.app);
    const first = await signInWith(ownBrowser, 'fay@device.test', 'fay-password', office);
    expect(first.statusCode).toBe(200);
    expect(ownBrowser.cookies.has(DEVICE_COOKIE)).toBe(true);
    await ownBrowser.request({ method: 'POST', url: '/accounts/logout', payload: {} });
    expect(await signedInAs(ownBrowser)).toBeNull();

    // A stranger who knows the email guesses from the office.
    const stranger = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_POLICY.pair.free; i += 1) {
      const guess = await signInWith(stranger, 'fay@device.test', `guess-${i}`, office);
      statuses.push(guess.statusCode);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_POLICY.pair.free).fill(401), 429]);
    // Asked right after, well inside the one-second wait: a browser that never signed in to the
    // account is slowed even with the right password; the owner's own browser goes straight in.
    const newBrowser = new TestClient(t.app);
    const slowed = await signInWith(newBrowser, 'fay@device.test', 'fay-password', office);
    const own = await signInWith(ownBrowser, 'fay@device.test', 'fay-password', office);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(own.statusCode, own.body).toBe(200);
    expect(await signedInAs(ownBrowser)).toBe('Fay');
    expect(await signedInAs(newBrowser)).toBeNull();
    expect(await sessionsOf(owner.id)).toBe(1);
  });

  it('lets the owner in from a new address after guesses spread over many addresses', async () => {
    await createUser(t.database.db, { email: 'gil@device.test', password: 'gil-password' });
    const ownBrowser = new TestClient(t.app);
    await signInWith(ownBrowser, 'gil@device.test', 'gil-password', '198.51.100.60');
    await ownBrowser.request({ method: 'POST', url: '/accounts/logout', payload: {} });
    const stranger = new TestClient(t.app);
    for (let i = 0; i < SIGN_IN_POLICY.email.free; i += 1) {
      const guess = await signInWith(
        stranger,
        'gil@device.test',
        `spread-${i}`,
        `192.0.2.${i + 1}`,
      );
      expect(guess.statusCode).toBe(401);
    }
    // The owner travels: at the café the email's own limit slows a new browser, not theirs.
    const cafe = '198.51.100.61';
    const newBrowser = new TestClient(t.app);
    const slowed = await signInWith(newBrowser, 'gil@device.test', 'gil-password', cafe);
    const own = await signInWith(ownBrowser, 'gil@device.test', 'gil-password', cafe);
    expect(slowed.statusCode).toBe(429);
    expect(own.statusCode, own.body).toBe(200);
  });
  it('counts wrong passwords from the known browser against that browser only', async () => {
    await createUser(t.database.db, { email: 'gus@device.test', password: 'gus-password' });
    const address = '203.0.113.41';
    const ownBrowser = new TestClient(t.app);
    await signInWith(ownBrowser, 'gus@device.test', 'gus-password', address);
    await ownBrowser.request({ method: 'POST', url: '/accounts/logout', payload: {} });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_POLICY.device.free + 1; i += 1) {
      statuses.push(
        (await signInWith(ownBrowser, 'gus@device.test', `typo-${i}`, address)).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(SIGN_IN_POLICY.device.free).fill(401), 429]);
    const rightButWaiting = await signInWith(
      ownBrowser,
      'gus@device.test',
      'gus-password',
      address,
    );
    expect(rightButWaiting.statusCode).toBe(429);
    // Another browser at the same address is not slowed by the known browser's typos.
    const colleague = new TestClient(t.app);
    expect(
      (await signInWith(colleague, 'gus@device.test', 'gus-password', address)).statusCode,
    ).toBe(200);
  });

  it('gives no budget of its own to a cookie of another account or a forged one', async () => {
    await createUser(t.database.db, { email: 'hal@device.test', password: 'hal-password' });
    await createUser(t.database.db, { email: 'ivy@device.test', password: 'ivy-password' });
    const address = '203.0.113.42';
    // The stranger signed in to an account of their own: their device cookie is for that one.
    const stranger = new TestClient(t.app);
    await signInWith(stranger, 'ivy@device.test', 'ivy-password', address);
    const forged = new TestClient(t.app);
    forged.cookies.set(DEVICE_COOKIE, `${'A'.repeat(22)}.9999999999~${'B'.repeat(22)}`);
    for (const client of [stranger, forged]) {
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_POLICY.pair.free + 1; i += 1) {
        statuses.push((await signInWith(client, 'hal@device.test', `x-${i}`, address)).statusCode);
      }
      // The address's pair budget applies: the cookie did not help.
      expect(statuses.at(-1)).toBe(429);
    }
  });

  it('logs a refused sign-in with its code, never the password, the email or a cookie', async () => {
    await createUser(t.database.db, { email: 'jo@device.test', password: 'jo-password' });
    const browser = new TestClient(t.app);
    const refused = await signInWith(browser, 'jo@device.test', 'not-jo-secret-42', '203.0.113.43');
    expect(refused.statusCode).toBe(401);
    const logref = jsonOf<{ error: { logref: string } }>(refused).error.logref;
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const logged = entries.filter((entry) => entry.reqId === logref);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'refused request',
        refusal: { code: 'INVALID_CREDENTIALS', status: 401 },
      }),
    );
    const text = logged.map((entry) => JSON.stringify(entry)).join('\n');
    expect(text).not.toContain('not-jo-secret-42');
    expect(text).not.toContain('jo@device.test');
    for (const value of browser.cookies.values()) expect(text).not.toContain(value);
    // The form (an HTML page) is logged the same way.
    const form = await browser.request({
      method: 'POST',
      url: '/accounts/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '203.0.113.43',
      },
      payload: new URLSearchParams({
        email: 'jo@device.test',
        password: 'form-secret-43',
        _xsrf: browser.cookies.get('XSRF-TOKEN') ?? '',
      }).toString(),
    });
    expect(form.statusCode).toBe(401);
    const all = lines.join('');
    expect(all).toContain('"code":"INVALID_CREDENTIALS"');
    expect(all).not.toContain('form-secret-43');
  });
});

describe('device cookies', () => {
  const secret = Buffer.alloc(32, 7);

  it('vouch for the accounts the browser signed in to, until they expire', () => {
    let now = Date.UTC(2025, 0, 1);
    const devices = new SignInDevices(secret, () => now);
    const cookie = devices.remember(undefined, 'account-a');
    const device = devices.recognise(cookie, 'account-a');
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(devices.recognise(cookie, 'account-b')).toBeNull();
    // Another store's secret does not recognise it.
    expect(new SignInDevices(Buffer.alloc(32, 8), () => now).recognise(cookie, 'account-a')).toBe(
      null,
    );
    const both = devices.remember(cookie, 'account-b');
    expect(devices.recognise(both, 'account-a')).toBe(device);
    expect(devices.recognise(both, 'account-b')).toBe(device);
    now += (DEVICE_TTL_DAYS + 1) * 24 * 60 * 60 * 1000;
    expect(devices.recognise(both, 'account-a')).toBeNull();
  });

  it('keep the newest accounts of a shared browser and refuse altered values', () => {
    const devices = new SignInDevices(secret);
    let cookie: string | undefined;
    for (let i = 0; i <= DEVICE_ACCOUNTS_MAX; i += 1)
      cookie = devices.remember(cookie, `account-${i}`);
    expect(devices.recognise(cookie, 'account-0')).toBeNull();
    expect(devices.recognise(cookie, `account-${DEVICE_ACCOUNTS_MAX}`)).not.toBeNull();
    expect(devices.recognise(cookie, 'account-1')).not.toBeNull();
    // Signing in again moves the account first instead of adding it twice.
    const again = devices.remember(cookie, 'account-1');
    expect(again.split('.')).toHaveLength(DEVICE_ACCOUNTS_MAX + 1);
    const [id, entry] = again.split('.');
    const otherDevice = `${'C'.repeat(22)}.${entry}`;
    expect(devices.recognise(otherDevice, 'account-1')).toBeNull();
    expect(devices.recognise(`${id}.${entry}x`, 'account-1')).toBeNull();
    expect(devices.recognise('garbage', 'account-1')).toBeNull();
    expect(devices.recognise(undefined, 'account-1')).toBeNull();
  });
});
