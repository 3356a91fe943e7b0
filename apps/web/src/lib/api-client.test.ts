import { ERRORS, type ErrorCode, errorMessage, type User, XSSI_PREFIX } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUrl, createApiClient, readCookie } from './api-client';
import { ApiError, codeForStatus, failureText } from './api-error';
import { parseErrorResponse } from './error-response';
import { startTestServer } from './test-server';

const user: User = {
  nickname: 'Mina',
  profileImage: null,
  bigProfileImage: null,
  age: 31,
  naverId: 'mina',
  isAuthenticated: true,
  isAdmin: false,
};

function send(
  response: import('node:http').ServerResponse,
  status: number,
  body: string,
  contentType = 'application/json',
) {
  response.writeHead(status, { 'Content-Type': contentType });
  response.end(body);
}

let server: Awaited<ReturnType<typeof startTestServer>>;
/** Cookies "the browser" holds; the guarded route sets one the way a Set-Cookie would. */
let cookieJar = '';

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    switch (path) {
      case '/ajax/user':
        return send(response, 200, `${XSSI_PREFIX}${JSON.stringify(user)}`);
      case '/ajax/plain':
        return send(response, 200, JSON.stringify({ ok: true }));
      case '/ajax/not-found':
        return send(
          response,
          404,
          `${XSSI_PREFIX}${JSON.stringify({
            error: { code: 'EXTENSION_NOT_FOUND', message: 'gone', status: 404, logref: 'abc123' },
          })}`,
        );
      case '/ajax/invalid':
        return send(
          response,
          400,
          `${XSSI_PREFIX}${JSON.stringify({
            error: {
              code: 'INVALID_REQUEST',
              message: 'check the form',
              status: 400,
              fields: [{ field: 'name', code: 'too_big', message: 'max 32' }],
            },
          })}`,
        );
      case '/ajax/unknown-code':
        return send(
          response,
          403,
          `${XSSI_PREFIX}${JSON.stringify({ error: { code: 'SOMETHING_NEW', message: 'new', status: 403 } })}`,
        );
      case '/ajax/html-failure':
        return send(response, 502, '<html>Bad gateway</html>', 'text/html');
      case '/ajax/garbled':
        return send(response, 200, `${XSSI_PREFIX}{"nickname": `);
      case '/ajax/echo':
        return send(response, 200, `${XSSI_PREFIX}${JSON.stringify({ received: request.body })}`);
      case '/ajax/guarded':
        if (request.headers['x-xsrf-token'] !== 'fresh') {
          // Like the server: refuse, and hand out the cookie with the refusal.
          cookieJar = 'XSRF-TOKEN=fresh';
          return send(
            response,
            403,
            `${XSSI_PREFIX}${JSON.stringify({ error: { code: 'XSRF_TOKEN_MISMATCH', message: 'no', status: 403 } })}`,
          );
        }
        return send(response, 200, `${XSSI_PREFIX}{"saved":true}`);
      case '/ajax/empty':
        response.writeHead(204);
        return response.end();
      default:
        return send(response, 404, 'not found', 'text/plain');
    }
  });
});

afterAll(() => server.close());

/** The words the app's catalog holds for a code, in one language. */
const inLanguage = (language: string) => (code: ErrorCode) => errorMessage(code, language);

function client(language = 'ko', cookies = '') {
  return createApiClient({
    baseUrl: server.baseUrl,
    getLanguage: () => language,
    getCookies: () => cookies,
    describeError: inLanguage(language),
  });
}

describe('api client against a live HTTP server', () => {
  it('strips the XSSI prefix and returns the answer as sent', async () => {
    await expect(client().get<User>('/ajax/user')).resolves.toEqual(user);
  });

  it('also reads bodies without the prefix', async () => {
    await expect(client().get('/ajax/plain')).resolves.toEqual({ ok: true });
  });

  it('appends hl and the query, skipping empty values', async () => {
    await client('ko').get('/ajax/plain', { query: { sort: 'new', category: null, offset: 0 } });
    expect(server.requests.at(-1)?.url).toBe('/ajax/plain?sort=new&offset=0&hl=ko');
  });

  it('keeps an hl the caller chose', async () => {
    await client('ko').get('/ajax/plain', { query: { hl: 'en' } });
    expect(server.requests.at(-1)?.url).toBe('/ajax/plain?hl=en');
  });

  it('sends the XSRF cookie as a header on every call', async () => {
    const api = client('en', 'other=1; XSRF-TOKEN=tok%3D123; last=2');
    await api.post('/ajax/echo', { body: { path: '/x' } });
    const post = server.requests.at(-1);
    expect(post?.headers['x-xsrf-token']).toBe('tok=123');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.body).toBe('{"path":"/x"}');

    await api.get('/ajax/plain');
    expect(server.requests.at(-1)?.headers['x-xsrf-token']).toBe('tok=123');

    for (const method of ['put', 'patch', 'delete'] as const) {
      await api[method]('/ajax/echo');
      expect(server.requests.at(-1)?.headers['x-xsrf-token']).toBe('tok=123');
    }
  });

  it('retries a first write once the refusal has handed out the XSRF cookie', async () => {
    cookieJar = '';
    const api = createApiClient({
      baseUrl: server.baseUrl,
      getLanguage: () => 'en',
      getCookies: () => cookieJar,
    });
    const before = server.requests.length;
    await expect(api.post('/ajax/guarded', { body: {} })).resolves.toEqual({ saved: true });
    expect(server.requests.length - before).toBe(2);
    expect(server.requests.at(-1)?.headers['x-xsrf-token']).toBe('fresh');
  });

  it('does not retry a write that already carried a token', async () => {
    const api = client('en', 'XSRF-TOKEN=stale');
    const before = server.requests.length;
    const error = await api.post('/ajax/guarded', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'XSRF_TOKEN_MISMATCH', status: 403 });
    expect(server.requests.length - before).toBe(1);
  });

  it('turns an error body into an ApiError with code, status, message and logref', async () => {
    const error = await client()
      .get('/ajax/not-found')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'EXTENSION_NOT_FOUND',
      status: 404,
      message: 'gone',
      logref: 'abc123',
      isNetworkError: false,
    });
  });

  it('keeps field issues of validation errors', async () => {
    const error = await client()
      .post('/ajax/invalid', { body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'INVALID_REQUEST',
      fields: [{ field: 'name', code: 'too_big', message: 'max 32' }],
    });
  });

  it('maps a code this build does not know to one for the status', async () => {
    const error = await client()
      .get('/ajax/unknown-code')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403, message: 'new' });
  });

  it('reads a non-JSON failure by its status, in the request language', async () => {
    const error = await client('ko')
      .get('/ajax/html-failure')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'INTERNAL_ERROR',
      status: 502,
      message: ERRORS.INTERNAL_ERROR.ko,
    });
  });

  it('turns a successful answer that is not JSON into an error in the request language', async () => {
    const error = await client('ko')
      .get('/ajax/garbled')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'INTERNAL_ERROR',
      status: 200,
      isNetworkError: false,
      message: ERRORS.INTERNAL_ERROR.ko,
    });
  });

  it('returns undefined for empty answers', async () => {
    await expect(client().delete('/ajax/empty')).resolves.toBeUndefined();
  });

  it('reports a server that cannot be reached as a network error', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const api = createApiClient({
      baseUrl: closed.baseUrl,
      getLanguage: () => 'en',
      getCookies: () => '',
      describeError: inLanguage('en'),
    });
    const error = await api.get('/ajax/user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'INTERNAL_ERROR',
      status: 0,
      isNetworkError: true,
      message: ERRORS.INTERNAL_ERROR.en,
    });
  });
});

describe('api client helpers', () => {
  it('reads one cookie', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc; b=2', 'XSRF-TOKEN')).toBe('abc');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('builds URLs with hl', () => {
    expect(buildUrl('', '/ajax/extensions', { type: 'extension', size: 10 }, 'en')).toBe(
      '/ajax/extensions?type=extension&size=10&hl=en',
    );
    expect(buildUrl('', '/files/x?v=1', undefined, 'ko')).toBe('/files/x?v=1&hl=ko');
  });

  it('maps statuses to codes', () => {
    expect(codeForStatus(401)).toBe('LOGIN_REQUIRED');
    expect(codeForStatus(404)).toBe('NOT_FOUND');
    expect(codeForStatus(418)).toBe('INTERNAL_ERROR');
  });

  it('parses an error body with or without the prefix', () => {
    const body = JSON.stringify({
      error: { code: 'AGE_LIMIT', message: 'too young', status: 403 },
    });
    expect(parseErrorResponse(403, body, inLanguage('en'))).toMatchObject({ code: 'AGE_LIMIT' });
    expect(parseErrorResponse(403, `${XSSI_PREFIX}${body}`, inLanguage('en'))).toMatchObject({
      code: 'AGE_LIMIT',
      message: 'too young',
    });
  });

  it('fills a missing message from the contract', () => {
    const body = JSON.stringify({ error: { code: 'SECRET_MODE' } });
    expect(parseErrorResponse(403, body, inLanguage('ko')).message).toBe(ERRORS.SECRET_MODE.ko);
  });
  it("shows a refusal's own headline, and words other failures by their code", () => {
    const describe = inLanguage('en');
    const refusal = parseErrorResponse(
      400,
      JSON.stringify({
        error: {
          code: 'CATEGORY_NOT_FOR_TYPE',
          message: ERRORS.CATEGORY_NOT_FOR_TYPE.ko,
          status: 400,
        },
      }),
      describe,
    );
    expect(failureText(refusal, describe)).toBe(ERRORS.CATEGORY_NOT_FOR_TYPE.ko);
    const crash = parseErrorResponse(500, '{"error":{"code":"INTERNAL_ERROR","message":"x"}}');
    expect(failureText(crash, describe)).toBe(ERRORS.INTERNAL_ERROR.en);
    const offline = new ApiError({
      code: 'INTERNAL_ERROR',
      status: 0,
      message: '',
      isNetworkError: true,
    });
    expect(failureText(offline, describe)).toBe(ERRORS.INTERNAL_ERROR.en);
    expect(failureText(new Error('not a call'), describe)).toBe(ERRORS.INTERNAL_ERROR.en);
  });
});
