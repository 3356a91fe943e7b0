import { randomBytes } from 'node:crypto';
import { XSRF_COOKIE } from '@lagoon/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthDateForAge } from '../accounts/age.js';
import { hashPasswordScrypt, verifyPassword } from '../accounts/password.js';
import { SESSION_COOKIE } from '../accounts/session.js';
import { DEMO_ACCOUNTS } from '../seed/accounts.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser } from '../test/factories.js';

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
): Promise<LightMyRequestResponse> {
  if (!client.cookies.has(XSRF_COOKIE)) await client.get('/accounts/login');
  const token = client.cookies.get(XSRF_COOKIE)!;
  const body = form({ _xsrf: token, ...fields });
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
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

  it('refuses the 11th attempt for one email even with the right password', async () => {
    await createUser(t.database.db, { email: 'limited@example.test', password: 'limited-pass' });
    const client = new TestClient(t.app);
    for (let i = 0; i < 10; i += 1) {
      const response = await postForm(t, client, '/accounts/login', {
        email: 'limited@example.test',
        password: `wrong-${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await postForm(t, client, '/accounts/login?hl=ko', {
      email: 'LIMITED@example.test',
      password: 'limited-pass',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('로그인 시도가 너무 많습니다');
    expect((await user(client)).isAuthenticated).toBe(false);
    const json = await client.request({
      method: 'POST',
      url: '/accounts/login',
      payload: { email: 'limited@example.test', password: 'limited-pass' },
    });
    expect(json.statusCode).toBe(429);
    expect(jsonOf<{ error: { code: string } }>(json).error.code).toBe('TOO_MANY_ATTEMPTS');
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
