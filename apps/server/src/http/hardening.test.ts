import type { ApiErrorBody } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';
import { API_DOCS_CONTENT_SECURITY_POLICY } from './api-docs.js';

let t: TestApp;
let visitor: TestClient;
let owner: TestClient;
let admin: TestClient;
let publicId: string;
let testerId: string;
let draftId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  visitor = new TestClient(t.app);
  const user = await createUser(db);
  const creator = await createCreator(db, user.id);
  owner = new TestClient(t.app);
  await signIn(db, owner, user.id);
  admin = new TestClient(t.app);
  await signIn(db, admin, (await createUser(db, { isAdmin: true })).id);
  publicId = (await createItem(db, { creatorId: creator.id })).id;
  testerId = (await createItem(db, { creatorId: creator.id, visibility: 'TRUSTED_TESTER' })).id;
  draftId = (await createItem(db, { creatorId: creator.id, reviewState: 'PREPARE_FOR_SUBMISSION' }))
    .id;
});
afterAll(async () => t?.close());

describe('the API explorer (finding 13)', () => {
  it.each([
    '/api-docs',
    '/api-docs/',
    '/api-docs/json',
    '/api-docs/static/swagger-initializer.js',
    '/api-docs/static/swagger-ui.css',
  ])('%s has its Content-Security-Policy and is never framed', async (url) => {
    const response = await visitor.get(url);
    expect(response.statusCode).toBeLessThan(400);
    expect(response.headers['content-security-policy']).toBe(API_DOCS_CONTENT_SECURITY_POLICY);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not put the explorer’s policy on other answers', async () => {
    const response = await visitor.get('/ajax/config');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('nosniff (finding 13)', () => {
  it.each([
    ['public JSON', '/ajax/config', 200],
    ['an API error', '/ajax/extensions/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 404],
    ['a validation error', '/ajax/search2?size=0', 400],
    ['an unknown API path', '/ajax/no-such-call', 404],
    ['the health check', '/healthz', 200],
    ['the OpenAPI document', '/api-docs/json', 200],
  ])('%s is sent with X-Content-Type-Options: nosniff', async (_label, url, status) => {
    const response = await visitor.get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('json');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('covers writes and their refusals too', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/ajax/page-views', payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('answers of one visitor are never stored (finding 13)', () => {
  it('GET /ajax/user, signed out and signed in', async () => {
    for (const client of [visitor, owner]) {
      const response = await client.get('/ajax/user');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("an owner's preview of the draft (event=review), and an administrator's", async () => {
    for (const client of [owner, admin]) {
      const response = await client.get(`/ajax/extensions/${draftId}?event=review`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('a detail that is not public, answered to its owner', async () => {
    const response = await owner.get(`/ajax/extensions/${testerId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const refused = await visitor.get(`/ajax/extensions/${testerId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the shared public detail cacheable', async () => {
    const response = await owner.get(`/ajax/extensions/${publicId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});

describe('refusals before routing keep the API error shape (found by fuzz.test.ts)', () => {
  it.each([
    [
      'a path parameter over the router’s length limit',
      `/ajax/extensions/${'%F0%9F%A6%8A'.repeat(40)}`,
    ],
    ['a path that is no URL component', '/admin/api/curation/categories/extension/%ED%A0%80'],
  ])('%s is 400 INVALID_REQUEST, not a bare 414 or 400', async (_label, url) => {
    const response = await visitor.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    const body = jsonOf<ApiErrorBody>(response);
    expect(body.error.code).toBe('INVALID_REQUEST');
    expect(body.error.status).toBe(400);
    expect(body.error.logref).toBeTruthy();
  });
});
