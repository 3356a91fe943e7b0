import { XSSI_PREFIX } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp } from '../test/app.js';

describe('anti-forgery and anti-script-inclusion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('prefixes every JSON body under /ajax/ with the XSSI guard', async () => {
    const response = await t.app.inject({ url: '/ajax/user' });
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith(XSSI_PREFIX)).toBe(true);
    expect(jsonOf<{ isAuthenticated: boolean }>(response).isAuthenticated).toBe(false);
  });

  it('prefixes error bodies too, and not the health check', async () => {
    const missing = await t.app.inject({ url: '/ajax/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.startsWith(XSSI_PREFIX)).toBe(true);
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.body.startsWith('{')).toBe(true);
  });

  it('hands out a readable XSRF-TOKEN cookie', async () => {
    const response = await t.app.inject({ url: '/ajax/user' });
    const cookie = response.cookies.find((entry) => entry.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a write without the header and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('page_view_daily')
            .select((eb) => eb.fn.coalesce(eb.fn.sum('count'), eb.lit(0)).as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const response = await t.app.inject({
      method: 'POST',
      url: '/ajax/page-views',
      cookies: { 'XSRF-TOKEN': 'a-token-of-this-client' },
      payload: { path: '/extensions/new' },
    });
    expect(response.statusCode).toBe(403);
    expect(jsonOf<{ error: { code: string } }>(response).error.code).toBe('XSRF_TOKEN_MISMATCH');
    expect(await count()).toBe(before);
  });

  it('refuses a header that does not match the cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/ajax/page-views',
      cookies: { 'XSRF-TOKEN': 'one-token' },
      headers: { 'x-xsrf-token': 'another-token' },
      payload: { path: '/extensions/new' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a write whose header matches the cookie', async () => {
    const response = await t.client.post('/ajax/page-views', { path: '/extensions/new' });
    expect(response.statusCode).toBe(204);
  });

  it('answers errors in the language asked for', async () => {
    const response = await t.app.inject({
      url: '/ajax/extensions/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa?hl=ko',
    });
    const body = jsonOf<{ error: { code: string; message: string; logref: string } }>(response);
    expect(response.statusCode).toBe(404);
    expect(body.error.code).toBe('EXTENSION_NOT_FOUND');
    expect(body.error.message).toBe('접근 권한이 없거나 주소가 올바르지 않습니다.');
    expect(body.error.logref).toBeTruthy();
  });

  it('reports invalid input with INVALID_REQUEST and the field', async () => {
    const response = await t.client.post('/ajax/page-views', { path: 'no-leading-slash' });
    const body = jsonOf<{ error: { code: string; fields: { field: string }[] } }>(response);
    expect(response.statusCode).toBe(400);
    expect(body.error.code).toBe('INVALID_REQUEST');
    expect(body.error.fields[0]?.field).toBe('path');
  });
});
