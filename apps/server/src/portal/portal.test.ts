import { randomBytes } from 'node:crypto';
import { XSRF_COOKIE } from '@lagoon/contract';
import { DEMO_ACCOUNTS } from '@lagoon/demo-catalog';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDateForAge } from '../accounts/age.js';
import { hashPasswordScrypt, verifyPassword } from '../accounts/password.js';
import { SESSION_COOKIE } from '../accounts/session.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';
import { SIGN_IN_POLICY, SIGN_UP_POLICY } from './sign-in-limits.js';

function form(fields: Record<string, string>): {
  payload: string;
  headers: Record<string, string>;
} {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** A browser posting the portal's form: the token travels in the `_xsrf` field, not a header. */
async function postForm(
  t: TestApp,
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  if (!client.cookies.has(XSRF_COOKIE)) await client.get('/accounts/login');
  const token = client.cookies.get(XSRF_COOKIE)!;
  const body = form({ _xsrf: token, ...fields });
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...headers, cookie },
  });
  for (const c of response.cookies) {
    if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) client.cookies.delete(c.name);
    else client.cookies.set(c.name, c.value);
  }
  return response;
}

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----lagoon${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="me.png"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function user(client: TestClient) {
  return jsonOf<{
    isAuthenticated: boolean;
    nickname: string | null;
    age: number | null;
    naverId: string | null;
    profileImage: string | null;
    bigProfileImage: string | null;
  }>(await client.get('/ajax/user'));
}

describe('login portal', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Each test signs in from its own address (X-Forwarded-For), as behind a reverse proxy.
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => t.close());

  it('renders the sign-in page in English and Korean with the anti-forgery token', async () => {
    const client = new TestClient(t.app);
    const en = await client.get('/accounts/login?returnUrl=%2Fdevelopers');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toContain('Sign in to Lagoon');
    expect(en.body).toContain(`name="_xsrf" value="${client.cookies.get(XSRF_COOKIE)}"`);
    expect(en.body).toContain('name="returnUrl" value="/developers"');
    expect(en.body).toContain('href="/accounts/login?hl=ko&amp;returnUrl=%2Fdevelopers"');
    const ko = await client.get('/accounts/login?hl=ko');
    expect(ko.body).toContain('Lagoon에 로그인');
    expect(ko.body).toContain('<html lang="ko">');
    const byHeader = await t.app.inject({
      url: '/accounts/signup',
      headers: { 'accept-language': 'ko-KR,ko;q=0.9' },
    });
    expect(byHeader.body).toContain('Lagoon 계정 만들기');
    expect(en.headers['x-frame-options']).toBe('DENY');
  });

  it('signs in with the right password and returns to the return URL', async () => {
    const account = await createUser(t.database.db, {
      email: 'Reader@Example.test',
      password: 'correct horse',
      nickname: 'Reader',
    });
    const client = new TestClient(t.app);
    const response = await postForm(t, client, '/accounts/login', {
      email: 'reader@example.test',
      password: 'correct horse',
      returnUrl: '/detail/abc?hl=ko',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/detail/abc?hl=ko');
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie.secure).toBeFalsy();
    const me = await user(client);
    expect(me).toMatchObject({ isAuthenticated: true, nickname: 'Reader', naverId: account.id });
    // The stored session is a hash, not the cookie token.
    const rows = await t.database.db.selectFrom('sessions').select('id').execute();
    expect(rows.map((row) => row.id)).not.toContain(cookie.value);
  });

  it('gives the same message for an unknown email and a wrong password, keeping the email', async () => {
    await createUser(t.database.db, { email: 'known@example.test', password: 'right-password' });
    const client = new TestClient(t.app);
    const wrong = await postForm(t, client, '/accounts/login', {
      email: 'known@example.test',
      password: 'wrong-password',
    });
    const unknown = await postForm(t, client, '/accounts/login', {
      email: 'nobody@example.test',
      password: 'right-password',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('The email or password is incorrect.');
      expect(response.body).not.toContain('right-password');
      expect(response.body).not.toContain('wrong-password');
    }
    expect(wrong.body).toContain('value="known@example.test"');
    const ko = await postForm(t, client, '/accounts/login?hl=ko', {
      email: 'known@example.test',
      password: 'nope-nope',
    });
    expect(ko.body).toContain('이메일 또는 비밀번호가 올바르지 않습니다.');
    expect((await user(client)).isAuthenticated).toBe(false);
  });

  it('answers JSON clients with error codes', async () => {
    await createUser(t.database.db, { email: 'json@example.test', password: 'json-password' });
    const client = new TestClient(t.app);
    const bad = await client.request({
      method: 'POST',
      url: '/accounts/login',
      payload: { email: 'json@example.test', password: 'nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(jsonOf<{ error: { code: string } }>(bad).error.code).toBe('INVALID_CREDENTIALS');
    const good = await client.request({
      method: 'POST',
      url: '/accounts/login?returnUrl=//evil.example',
      payload: { email: 'json@example.test', password: 'json-password' },
    });
    expect(good.statusCode).toBe(200);
    expect(jsonOf(good)).toEqual({ returnUrl: '/' });
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
  ])('sends a sign-in with return URL %j back to /', async (hostile) => {
    const email = `hostile-${randomBytes(4).toString('hex')}@example.test`;
    await createUser(t.database.db, { email, password: 'hostile-pass' });
    const client = new TestClient(t.app);
    const page = await client.get(`/accounts/login?returnUrl=${encodeURIComponent(hostile)}`);
    expect(page.body).toContain('name="returnUrl" value="/"');
    const response = await postForm(t, client, '/accounts/login', {
      email,
      password: 'hostile-pass',
      returnUrl: hostile,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    // Already signed in: the portal forwards at once, still never off the store.
    const again = await client.get(`/accounts/login?returnUrl=${encodeURIComponent(hostile)}`);
    expect(again.headers.location).toBe('/');
  });

  it('refuses form posts without the anti-forgery token and changes nothing', async () => {
    await createUser(t.database.db, { email: 'xsrf@example.test', password: 'xsrf-password' });
    const client = new TestClient(t.app);
    await client.get('/accounts/login');
    const cookie = `${XSRF_COOKIE}=${client.cookies.get(XSRF_COOKIE)}`;
    const attempts: { url: string; fields: Record<string, string> }[] = [
      { url: '/accounts/login', fields: { email: 'xsrf@example.test', password: 'xsrf-password' } },
      {
        url: '/accounts/signup',
        fields: {
          nickname: 'Forged',
          email: 'forged@example.test',
          password: 'forged-password',
          birthDate: '1990-01-01',
        },
      },
    ];
    for (const attempt of attempts) {
      for (const token of [undefined, 'wrong-token']) {
        const body = form({ ...attempt.fields, ...(token ? { _xsrf: token } : {}) });
        const response = await t.app.inject({
          method: 'POST',
          url: attempt.url,
          payload: body.payload,
          headers: { ...body.headers, cookie },
        });
        expect(response.statusCode).toBe(403);
        expect(jsonOf<{ error: { code: string } }>(response).error.code).toBe(
          'XSRF_TOKEN_MISMATCH',
        );
        expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      }
    }
    const forged = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'forged@example.test')
      .execute();
    expect(forged).toEqual([]);
  });

  it('no longer refuses the right password from elsewhere after 10 failures for the email', async () => {
    await createUser(t.database.db, { email: 'limited@example.test', password: 'limited-pass' });
    const client = new TestClient(t.app);
    // Ten failures for the email, two from each of five addresses (the old lockout).
    for (let i = 0; i < 10; i += 1) {
      const response = await postForm(
        t,
        client,
        '/accounts/login',
        { email: 'limited@example.test', password: `wrong-${i}` },
        { 'x-forwarded-for': `192.0.2.${10 + (i % 5)}` },
      );
      expect(response.statusCode).toBe(401);
    }
    const owner = await postForm(
      t,
      client,
      '/accounts/login?hl=ko',
      { email: 'LIMITED@example.test', password: 'limited-pass' },
      { 'x-forwarded-for': '198.51.100.20' },
    );
    expect(owner.statusCode).toBe(303);
    expect((await user(client)).isAuthenticated).toBe(true);
  });

  it('limits failures per client address across emails', async () => {
    await createUser(t.database.db, { email: 'address@example.test', password: 'address-pass' });
    const client = new TestClient(t.app);
    const from = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 50; i += 1) {
      const response = await client.request({
        method: 'POST',
        url: '/accounts/login',
        headers: from,
        payload: { email: `spray${i}@example.test`, password: 'guess-guess' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await client.request({
      method: 'POST',
      url: '/accounts/login',
      headers: from,
      payload: { email: 'address@example.test', password: 'address-pass' },
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await client.request({
      method: 'POST',
      url: '/accounts/login',
      headers: { 'x-forwarded-for': '198.51.100.7' },
      payload: { email: 'address@example.test', password: 'address-pass' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('ignores a forged X-Forwarded-For unless told to trust a proxy', async () => {
    const direct = await createTestApp();
    try {
      const client = new TestClient(direct.app);
      for (let i = 0; i < 50; i += 1) {
        await client.request({
          method: 'POST',
          url: '/accounts/login',
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
          payload: { email: `forged${i}@example.test`, password: 'guess-guess' },
        });
      }
      const next = await client.request({
        method: 'POST',
        url: '/accounts/login',
        headers: { 'x-forwarded-for': '192.0.2.200' },
        payload: { email: 'someone@example.test', password: 'guess-guess' },
      });
      expect(next.statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('refuses an expired session', async () => {
    await createUser(t.database.db, { email: 'expiry@example.test', password: 'expiry-pass' });
    const client = new TestClient(t.app);
    await postForm(t, client, '/accounts/login', {
      email: 'expiry@example.test',
      password: 'expiry-pass',
    });
    expect((await user(client)).isAuthenticated).toBe(true);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(
        'user_id',
        '=',
        t.database.db.selectFrom('users').select('id').where('email', '=', 'expiry@example.test'),
      )
      .execute();
    expect((await user(client)).isAuthenticated).toBe(false);
  });

  it('signs out with fetch (204) and with a form (redirect), ending the session row', async () => {
    await createUser(t.database.db, { email: 'bye@example.test', password: 'bye-password' });
    const client = new TestClient(t.app);
    await postForm(t, client, '/accounts/login', {
      email: 'bye@example.test',
      password: 'bye-password',
    });
    const token = client.cookies.get(SESSION_COOKIE)!;
    const page = await client.get('/accounts/logout?returnUrl=/extensions');
    expect(page.body).toContain('Sign out of Lagoon?');
    const response = await client.post('/accounts/logout');
    expect(response.statusCode).toBe(204);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await user(client)).isAuthenticated).toBe(false);
    // The old token no longer works even if a copy was kept.
    client.cookies.set(SESSION_COOKIE, token);
    expect((await user(client)).isAuthenticated).toBe(false);

    await postForm(t, client, '/accounts/login', {
      email: 'bye@example.test',
      password: 'bye-password',
    });
    const viaForm = await postForm(t, client, '/accounts/logout', { returnUrl: '//evil.example' });
    expect(viaForm.statusCode).toBe(303);
    expect(viaForm.headers.location).toBe('/');
    expect((await user(client)).isAuthenticated).toBe(false);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/accounts/logout',
      headers: { cookie: `${SESSION_COOKIE}=x` },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('signs up with a picture, derives the age and returns to the return URL', async () => {
    const client = new TestClient(t.app);
    await client.get('/accounts/signup');
    const picture = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#0a7f95' },
    })
      .png()
      .toBuffer();
    const body = multipart(
      {
        _xsrf: client.cookies.get(XSRF_COOKIE)!,
        nickname: '  New Dev ',
        email: 'new.dev@example.test',
        password: 'new-dev-password',
        birthDate: birthDateForAge(20),
        returnUrl: '/developers/profile/new',
      },
      { name: 'profileImage', data: picture },
    );
    const response = await client.request({
      method: 'POST',
      url: '/accounts/signup',
      payload: body.payload,
      headers: { ...body.headers, 'x-xsrf-token': 'ignored-when-field-present' },
    });
    // The header, when sent, must match too.
    expect(response.statusCode).toBe(403);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/accounts/signup',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/developers/profile/new');
    const session = ok.cookies.find((c) => c.name === SESSION_COOKIE)!;
    client.cookies.set(SESSION_COOKIE, session.value);
    const me = await user(client);
    expect(me).toMatchObject({ isAuthenticated: true, nickname: 'New Dev', age: 20 });
    expect(me.profileImage).toMatch(/^\/files\/[a-f0-9]{64}\.webp$/);
    expect(me.bigProfileImage).toMatch(/^\/files\/[a-f0-9]{64}\.webp$/);
    const big = await t.app.inject(me.bigProfileImage!);
    const meta = await sharp(big.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const small = await sharp((await t.app.inject(me.profileImage!)).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([64, 64]);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'new.dev@example.test')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('re-renders sign-up with every field problem and the entered values, never the password', async () => {
    const client = new TestClient(t.app);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const response = await postForm(t, client, '/accounts/signup', {
      nickname: 'x'.repeat(33),
      email: 'not-an-email',
      password: 'short7!',
      birthDate: future,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please correct the highlighted fields.');
    expect(response.body).toContain('Enter a nickname of up to 32 characters.');
    expect(response.body).toContain('Enter a valid email address.');
    expect(response.body).toContain('Use at least 8 characters');
    expect(response.body).toContain('not in the future');
    expect(response.body).toContain('value="not-an-email"');
    expect(response.body).not.toContain('short7!');
    for (const birthDate of ['1900-01-01', '2001-02-30', '01/02/2001', '']) {
      const again = await postForm(t, client, '/accounts/signup?hl=ko', {
        nickname: 'Fine',
        email: 'fine@example.test',
        password: 'long-enough',
        birthDate,
      });
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain('올바른 생년월일');
    }
    const count = await t.database.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('email', '=', 'fine@example.test')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });

  it('refuses a picture that is not PNG, JPEG or WebP', async () => {
    const client = new TestClient(t.app);
    await client.get('/accounts/signup');
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    for (const data of [gif, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const body = multipart(
        {
          _xsrf: client.cookies.get(XSRF_COOKIE)!,
          nickname: 'Pic',
          email: 'pic@example.test',
          password: 'pic-password',
          birthDate: '1990-05-05',
        },
        { name: 'profileImage', data },
      );
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await t.app.inject({
        method: 'POST',
        url: '/accounts/signup',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Use a PNG, JPEG or WebP picture');
    }
  });

  it('refuses a duplicate email whatever its case', async () => {
    await createUser(t.database.db, { email: 'taken@example.test' });
    const client = new TestClient(t.app);
    const response = await postForm(t, client, '/accounts/signup?hl=ko', {
      nickname: 'Twin',
      email: 'TAKEN@example.test',
      password: 'twin-password',
      birthDate: '1991-01-01',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('이미 가입된 이메일입니다.');
    const json = await client.request({
      method: 'POST',
      url: '/accounts/signup',
      payload: {
        nickname: 'Twin',
        email: 'taken@example.test',
        password: 'twin-password',
        birthDate: '1991-01-01',
      },
    });
    expect(json.statusCode).toBe(409);
    expect(jsonOf<{ error: { code: string } }>(json).error.code).toBe('EMAIL_TAKEN');
  });

  it('still accepts an old scrypt hash and upgrades it to argon2id', async () => {
    const account = await createUser(t.database.db, { email: 'old@example.test' });
    const old = await hashPasswordScrypt('old-password', randomBytes(16));
    await t.database.db
      .updateTable('users')
      .set({ password_hash: old })
      .where('id', '=', account.id)
      .execute();
    const client = new TestClient(t.app);
    const response = await postForm(t, client, '/accounts/login', {
      email: 'old@example.test',
      password: 'old-password',
    });
    expect(response.statusCode).toBe(303);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('old-password', row.password_hash)).toBe(true);
  });

  it('lets the demo accounts sign in with the passwords the README lists', async () => {
    for (const account of DEMO_ACCOUNTS) {
      await createUser(t.database.db, {
        email: account.email,
        password: account.password,
        age: account.age,
      });
    }
    for (const account of DEMO_ACCOUNTS) {
      const client = new TestClient(t.app);
      const response = await postForm(t, client, '/accounts/login', {
        email: account.email,
        password: account.password,
      });
      expect(response.statusCode, account.email).toBe(303);
      expect((await user(client)).age).toBe(account.age);
    }
  });

  it('edits the nickname on the profile page', async () => {
    await createUser(t.database.db, { email: 'edit@example.test', password: 'edit-password' });
    const client = new TestClient(t.app);
    const signedOut = await client.get('/accounts/profile');
    expect(signedOut.headers.location).toBe(
      '/accounts/login?hl=en&returnUrl=%2Faccounts%2Fprofile',
    );
    await postForm(t, client, '/accounts/login', {
      email: 'edit@example.test',
      password: 'edit-password',
    });
    const saved = await postForm(t, client, '/accounts/profile', { nickname: 'Renamed' });
    expect(saved.statusCode).toBe(303);
    expect((await user(client)).nickname).toBe('Renamed');
    const bad = await postForm(t, client, '/accounts/profile', { nickname: ' ' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('login portal behind https', () => {
  it('marks the session cookie Secure', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://store.example' });
    try {
      await createUser(t.database.db, { email: 'secure@example.test', password: 'secure-pass' });
      const client = new TestClient(t.app);
      const response = await postForm(t, client, '/accounts/login', {
        email: 'secure@example.test',
        password: 'secure-pass',
        returnUrl: 'https://store.example/extensions/new',
      });
      expect(response.headers.location).toBe('/extensions/new');
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});

type ErrorBody = { error: { code: string; message: string } };

/** The count of each status among responses. */
function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses)
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

describe('sign-in limits (issue 12, finding 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => t.close());

  /** A JSON sign-in from an address; 401 means the password was verified, 429 that it was not. */
  function signInFrom(address: string, email: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/accounts/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': address, 'x-xsrf-token': 'tok', cookie: `${XSRF_COOKIE}=tok` },
    });
  }

  it('verifies only the free attempts of 60 simultaneous wrong passwords from one address', async () => {
    await createUser(t.database.db, { email: 'burst@example.test', password: 'burst-password' });
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        signInFrom(
          '203.0.113.1',
          'burst@example.test',
          `wrong-guess-${String(i).padStart(2, '0')}`,
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: SIGN_IN_POLICY.pair.free, 429: 55 });
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(jsonOf<ErrorBody>(refused).error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('verifies at most the per-email limit of 60 simultaneous wrong passwords from 60 addresses', async () => {
    await createUser(t.database.db, { email: 'spread@example.test', password: 'spread-password' });
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        signInFrom(
          `198.18.0.${i + 1}`,
          'spread@example.test',
          `wrong-guess-${String(i).padStart(2, '0')}`,
        ),
      ),
    );
    expect(statuses(responses)).toEqual({
      401: SIGN_IN_POLICY.email.free,
      429: 60 - SIGN_IN_POLICY.email.free,
    });
  });

  it('refuses the right password sent as the 15th simultaneous guess', async () => {
    const account = await createUser(t.database.db, {
      email: 'fifteenth@example.test',
      password: 'right-password',
    });
    const guesses = Array.from(
      { length: 14 },
      (_, i) => `wrong-passwd-${String(i).padStart(2, '0')}`,
    );
    const responses = await Promise.all(
      [...guesses, 'right-password'].map((password) =>
        signInFrom('203.0.113.15', 'fifteenth@example.test', password),
      ),
    );
    const right = responses[14]!;
    expect(right.statusCode).toBe(429);
    expect(right.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(statuses(responses)).toEqual({ 401: SIGN_IN_POLICY.pair.free, 429: 10 });
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', account.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it("lets the owner sign in from their usual address after an attacker's failures from others", async () => {
    await createUser(t.database.db, { email: 'owner@example.test', password: 'owner-password' });
    // The owner signed in from home before.
    expect(
      (await signInFrom('198.51.100.50', 'owner@example.test', 'owner-password')).statusCode,
    ).toBe(200);
    // One address hammers the account while many addresses guess one password each; a stranger,
    // the attacker's address and the owner at home then send the right password, all at once.
    const responses = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        signInFrom('203.0.113.66', 'owner@example.test', `bad-pass-${String(i).padStart(2, '0')}`),
      ),
      ...Array.from({ length: 40 }, (_, i) =>
        signInFrom(
          `198.19.1.${i + 1}`,
          'owner@example.test',
          `bad-pass-${String(i).padStart(2, '0')}`,
        ),
      ),
      signInFrom('198.19.2.1', 'owner@example.test', 'owner-password'),
      signInFrom('203.0.113.66', 'owner@example.test', 'owner-password'),
      signInFrom('198.51.100.50', 'owner@example.test', 'owner-password'),
    ]);
    const [stranger, attacker, home] = responses.slice(-3) as [
      LightMyRequestResponse,
      LightMyRequestResponse,
      LightMyRequestResponse,
    ];
    // Only the per-email limit's worth of guesses were verified, and the new address waits...
    expect(statuses(responses.slice(0, -3))[401]).toBe(SIGN_IN_POLICY.email.free);
    expect(stranger.statusCode).toBe(429);
    expect(attacker.statusCode).toBe(429);
    // ...but the owner, from home, signs in with the right password at once.
    expect(home.statusCode).toBe(200);
    expect(home.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
    // And again afterwards.
    expect(
      (await signInFrom('198.51.100.50', 'owner@example.test', 'owner-password')).statusCode,
    ).toBe(200);
  });

  it('lets an owner who never signed in before in from another address after one address guessed', async () => {
    await createUser(t.database.db, { email: 'newcomer@example.test', password: 'newcomer-pass' });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInFrom('203.0.113.77', 'newcomer@example.test', `bad-${i}`),
      ),
    );
    const owner = await signInFrom('198.51.100.77', 'newcomer@example.test', 'newcomer-pass');
    expect(owner.statusCode).toBe(200);
  });

  it('says how long to wait, in English and Korean, and slows rather than locks', async () => {
    await createUser(t.database.db, { email: 'patient@example.test', password: 'patient-pass' });
    const client = new TestClient(t.app);
    await client.get('/accounts/login');
    const from = { 'x-forwarded-for': '203.0.113.88' };
    const attempt = (url: string, password: string) =>
      postForm(t, client, url, { email: 'patient@example.test', password }, from);
    // The free guesses are still running when the next ones arrive: those wait one second.
    const [guesses, en, ko, json] = await Promise.all([
      Promise.all(
        Array.from({ length: SIGN_IN_POLICY.pair.free }, (_, i) =>
          attempt('/accounts/login', `wrong-pass-${i}`),
        ),
      ),
      attempt('/accounts/login', 'patient-pass'),
      attempt('/accounts/login?hl=ko', 'patient-pass'),
      client.request({
        method: 'POST',
        url: '/accounts/login?hl=ko',
        headers: from,
        payload: { email: 'patient@example.test', password: 'patient-pass' },
      }),
    ]);
    expect(statuses(guesses)).toEqual({ 401: SIGN_IN_POLICY.pair.free });
    expect(en.statusCode).toBe(429);
    expect(en.headers['retry-after']).toBe('1');
    expect(en.body).toContain('Too many sign-in attempts. Please wait 1 second and try again.');
    expect(ko.statusCode).toBe(429);
    expect(ko.body).toContain('로그인 시도가 너무 많습니다. 1초 후에 다시 시도해 주세요.');
    expect(json.statusCode).toBe(429);
    expect(jsonOf<ErrorBody>(json).error).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect((await user(client)).isAuthenticated).toBe(false);
    // After the wait, the same address may try again, and the right password gets in.
    await new Promise((resolve) => setTimeout(resolve, SIGN_IN_POLICY.pair.baseDelayMs + 50));
    expect((await attempt('/accounts/login', 'patient-pass')).statusCode).toBe(303);
  });
});

describe('sign-up limits (issue 12, finding 10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => t.close());

  function signUpFrom(address: string, email: string, language = 'en') {
    return t.app.inject({
      method: 'POST',
      url: `/accounts/signup?hl=${language}`,
      payload: { nickname: 'Probe', email, password: 'probe-password', birthDate: '1990-01-01' },
      headers: { 'x-forwarded-for': address, 'x-xsrf-token': 'tok', cookie: `${XSRF_COOKIE}=tok` },
    });
  }

  it('answers EMAIL_TAKEN only within the per-address limit, also to simultaneous probes', async () => {
    await createUser(t.database.db, { email: 'probed@example.test' });
    const sequential: LightMyRequestResponse[] = [];
    for (let i = 0; i <= SIGN_UP_POLICY.attempts.free; i += 1) {
      sequential.push(await signUpFrom('203.0.113.30', 'probed@example.test'));
    }
    expect(statuses(sequential)).toEqual({ 409: SIGN_UP_POLICY.attempts.free, 429: 1 });
    // New addresses are refused the same way: nothing reveals whether they are taken. Asked right
    // after the refusal, well inside its one-second wait, so a slow machine cannot let it through.
    const fresh = await signUpFrom('203.0.113.30', 'unused-address@example.test', 'ko');
    expect(fresh.statusCode).toBe(429);
    // Probes running at once count while they run; each could become an account, so no more run
    // together than the accounts an address may create.
    const simultaneous = await Promise.all(
      Array.from({ length: 60 }, () => signUpFrom('203.0.113.32', 'probed@example.test')),
    );
    const together = Math.min(SIGN_UP_POLICY.attempts.free, SIGN_UP_POLICY.accounts.free);
    expect(statuses(simultaneous)).toEqual({ 409: together, 429: 60 - together });
    const refused = sequential.at(-1)!;
    expect(jsonOf<ErrorBody>(refused).error.code).toBe('TOO_MANY_SIGNUPS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(jsonOf<ErrorBody>(fresh).error.message).toBe(
      '이 네트워크에서 가입 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    );
    const created = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'unused-address@example.test')
      .execute();
    expect(created).toEqual([]);
    // Another address is not affected.
    expect((await signUpFrom('203.0.113.31', 'probed@example.test')).statusCode).toBe(409);
  });

  it('creates at most the per-address number of accounts, then asks to wait', async () => {
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < SIGN_UP_POLICY.accounts.free + 2; i += 1) {
      responses.push(await signUpFrom('203.0.113.40', `factory-${i}@example.test`));
    }
    expect(statuses(responses)).toEqual({ 201: SIGN_UP_POLICY.accounts.free, 429: 2 });
    const made = await t.database.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('email', 'like', 'factory-%@example.test')
      .executeTakeFirstOrThrow();
    expect(made.n).toBe(SIGN_UP_POLICY.accounts.free);
    // The page says it in both languages.
    const client = new TestClient(t.app);
    for (const [language, text] of [
      ['en', 'Too many sign-up attempts from your network. Please wait'],
      ['ko', '이 네트워크에서 가입 시도가 너무 많습니다.'],
    ] as const) {
      const page = await postForm(
        t,
        client,
        `/accounts/signup?hl=${language}`,
        {
          nickname: 'Factory',
          email: `factory-page-${language}@example.test`,
          password: 'factory-password',
          birthDate: '1990-01-01',
        },
        { 'x-forwarded-for': '203.0.113.40' },
      );
      expect(page.statusCode).toBe(429);
      expect(page.body).toContain(text);
      expect(page.body).toContain(`value="factory-page-${language}@example.test"`);
    }
  });
});

describe('portal pages and sessions (issue 12, findings 1, 12, 13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => t.close());

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2E//evil.example/x?y=1',
    '/%2e%2e%2f%2fevil.example',
    'http://store.test/.//evil.example',
  ])(
    'keeps return URL %j on the store: logout, login, signup and the Cancel link',
    async (hostile) => {
      const email = `redirect-${randomBytes(4).toString('hex')}@example.test`;
      const account = await createUser(t.database.db, { email, password: 'redirect-pass' });
      const query = `returnUrl=${encodeURIComponent(hostile)}`;
      const anonymous = new TestClient(t.app);
      expect((await anonymous.get(`/accounts/logout?${query}`)).headers.location).toBe('/');
      const loginPage = await anonymous.get(`/accounts/login?${query}`);
      expect(loginPage.body).toContain('name="returnUrl" value="/"');
      const signedIn = await postForm(t, anonymous, `/accounts/login?${query}`, {
        email,
        password: 'redirect-pass',
        returnUrl: hostile,
      });
      expect(signedIn.headers.location).toBe('/');

      const client = new TestClient(t.app);
      await signIn(t.database.db, client, account.id);
      for (const path of ['/accounts/login', '/accounts/signup']) {
        const response = await client.get(`${path}?${query}`);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/');
      }
      const logout = await client.get(`/accounts/logout?${query}`);
      expect(logout.statusCode).toBe(200);
      expect(logout.body).toContain('<a class="secondary-link" href="/">');
      expect(logout.body).toContain('name="returnUrl" value="/"');
      expect(logout.body).not.toContain('evil.example');
      const out = await postForm(t, client, '/accounts/logout', { returnUrl: hostile });
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/');
    },
  );

  it("shows nicknames with $&, $` and $' verbatim on the sign-out page", async () => {
    const nickname = "a$&b$`c$'d$$e$1";
    const account = await createUser(t.database.db, { nickname });
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, account.id);
    const en = await client.get('/accounts/logout');
    expect(en.body).toContain('You are signed in as a$&amp;b$`c$&#39;d$$e$1.');
    const ko = await client.get('/accounts/logout?hl=ko');
    expect(ko.body).toContain('a$&amp;b$`c$&#39;d$$e$1 님으로 로그인되어 있습니다.');
  });

  async function sessionCount(userId: string): Promise<number> {
    const row = await t.database.db
      .selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  it('signs out everywhere: every session of the account ends, other accounts keep theirs', async () => {
    const account = await createUser(t.database.db, { nickname: 'Roamer' });
    const other = await createUser(t.database.db);
    const laptop = new TestClient(t.app);
    const phone = new TestClient(t.app);
    const bystander = new TestClient(t.app);
    await signIn(t.database.db, laptop, account.id);
    await signIn(t.database.db, phone, account.id);
    await signIn(t.database.db, bystander, other.id);
    const page = await laptop.get('/accounts/logout');
    expect(page.body).toContain('name="everywhere" value="1"');
    expect(page.body).toContain('Sign out everywhere');
    expect((await laptop.get('/accounts/logout?hl=ko')).body).toContain('모든 기기에서 로그아웃');

    const response = await postForm(t, laptop, '/accounts/logout', {
      everywhere: '1',
      returnUrl: '/extensions',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/extensions');
    expect((await user(laptop)).isAuthenticated).toBe(false);
    expect((await user(phone)).isAuthenticated).toBe(false);
    expect((await user(bystander)).isAuthenticated).toBe(true);
    expect(await sessionCount(account.id)).toBe(0);

    // The same from a script.
    await signIn(t.database.db, laptop, account.id);
    await signIn(t.database.db, phone, account.id);
    const fetched = await laptop.post('/accounts/logout', { everywhere: true });
    expect(fetched.statusCode).toBe(204);
    expect((await user(phone)).isAuthenticated).toBe(false);
    expect(await sessionCount(account.id)).toBe(0);
  });

  it('refuses an unknown sign-out scope with a code and changes nothing', async () => {
    const account = await createUser(t.database.db);
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, account.id);
    for (const everywhere of ['yes', '2', 'all']) {
      const response = await postForm(t, client, '/accounts/logout?hl=ko', { everywhere });
      expect(response.statusCode).toBe(400);
      const body = jsonOf<ErrorBody>(response);
      expect(body.error.code).toBe('INVALID_REQUEST');
      expect(body.error.message).toMatch(/[가-힣]/);
    }
    expect((await user(client)).isAuthenticated).toBe(true);
    expect(await sessionCount(account.id)).toBe(1);
  });

  it('changes the password on the profile page and ends every other session', async () => {
    const account = await createUser(t.database.db, {
      email: 'rotate@example.test',
      password: 'old-password',
    });
    const here = new TestClient(t.app);
    const elsewhere = new TestClient(t.app);
    await postForm(t, here, '/accounts/login', {
      email: 'rotate@example.test',
      password: 'old-password',
    });
    await signIn(t.database.db, elsewhere, account.id);
    const oldToken = here.cookies.get(SESSION_COOKIE)!;
    const profile = await here.get('/accounts/profile');
    expect(profile.body).toContain('Change password');
    expect(profile.body).toContain('name="currentPassword"');
    expect((await here.get('/accounts/profile?hl=ko')).body).toContain('비밀번호 변경');

    const wrong = await postForm(t, here, '/accounts/password', {
      currentPassword: 'not-the-password',
      newPassword: 'new-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The current password is incorrect.');
    const short = await postForm(t, here, '/accounts/password?hl=ko', {
      currentPassword: 'old-password',
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('비밀번호는 8자 이상 200자 이하로 입력해 주세요.');
    expect(short.body).not.toContain('old-password');
    expect(await sessionCount(account.id)).toBe(2);

    const changed = await postForm(t, here, '/accounts/password', {
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toBe('/accounts/profile?hl=en&password=changed');
    expect((await user(here)).isAuthenticated).toBe(true);
    expect((await user(elsewhere)).isAuthenticated).toBe(false);
    expect(await sessionCount(account.id)).toBe(1);
    const copy = new TestClient(t.app);
    copy.cookies.set(SESSION_COOKIE, oldToken);
    expect((await user(copy)).isAuthenticated).toBe(false);
    expect((await here.get(changed.headers.location as string)).body).toContain(
      'Your password was changed. Your other sessions were signed out.',
    );

    const stale = await postForm(t, new TestClient(t.app), '/accounts/login', {
      email: 'rotate@example.test',
      password: 'old-password',
    });
    expect(stale.statusCode).toBe(401);
    const fresh = await postForm(t, new TestClient(t.app), '/accounts/login', {
      email: 'rotate@example.test',
      password: 'new-password',
    });
    expect(fresh.statusCode).toBe(303);
  });

  it('answers password changes from scripts with codes, and has none for single sign-on accounts', async () => {
    const anonymous = new TestClient(t.app);
    const signedOut = await anonymous.post('/accounts/password', {
      currentPassword: 'x',
      newPassword: 'long-enough',
    });
    expect(jsonOf<ErrorBody>(signedOut).error.code).toBe('LOGIN_REQUIRED');

    const account = await createUser(t.database.db, { password: 'script-password' });
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, account.id);
    const wrong = await client.post('/accounts/password', {
      currentPassword: 'nope-nope',
      newPassword: 'long-enough',
    });
    expect(wrong.statusCode).toBe(401);
    expect(jsonOf<ErrorBody>(wrong).error.code).toBe('INVALID_CREDENTIALS');
    const bad = await client.post('/accounts/password', { currentPassword: '', newPassword: 1 });
    expect(bad.statusCode).toBe(400);
    expect(jsonOf<ErrorBody>(bad).error.code).toBe('INVALID_REQUEST');

    const sso = await createUser(t.database.db);
    await t.database.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', sso.id)
      .execute();
    const ssoClient = new TestClient(t.app);
    await signIn(t.database.db, ssoClient, sso.id);
    const page = await ssoClient.get('/accounts/profile?hl=ko');
    expect(page.body).toContain('변경할 비밀번호가 없습니다');
    expect(page.body).not.toContain('name="currentPassword"');
    const refused = await postForm(t, ssoClient, '/accounts/password', {
      currentPassword: '',
      newPassword: 'long-enough',
    });
    expect(refused.statusCode).toBe(400);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', sso.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
  });

  it('limits guesses of the current password like sign-ins', async () => {
    const account = await createUser(t.database.db, { password: 'guarded-password' });
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, account.id);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client.request({
          method: 'POST',
          url: '/accounts/password',
          headers: { 'x-forwarded-for': '203.0.113.99' },
          payload: {
            currentPassword: `guess-${String(i).padStart(2, '0')}`,
            newPassword: 'hijacked-pass',
          },
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: SIGN_IN_POLICY.pair.free, 429: 25 });
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('guarded-password', row.password_hash)).toBe(true);
  });
});
