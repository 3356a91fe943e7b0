import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';

describe('store calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NOTEBOOK_EDITION: 'true' });
  });
  afterAll(async () => t.close());

  it('describes the store edition and its links', async () => {
    const body = jsonOf<{ notebookEdition: boolean; links: { terms: string } }>(
      await t.app.inject('/ajax/config'),
    );
    expect(body.notebookEdition).toBe(true);
    expect(body.links.terms).toBeTruthy();
  });

  it('returns the signed-in user with an age', async () => {
    const user = await createUser(t.database.db, { age: 10, nickname: 'Kid' });
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, user.id);
    const body = jsonOf<{ isAuthenticated: boolean; nickname: string; age: number }>(
      await client.get('/ajax/user'),
    );
    expect(body).toMatchObject({ isAuthenticated: true, nickname: 'Kid', age: 10 });
  });

  it('answers the health check with the database kind', async () => {
    const body = jsonOf<{ status: string; database: string }>(await t.app.inject('/healthz'));
    expect(body.status).toBe('ok');
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const document = JSON.parse((await t.app.inject('/api-docs/json')).body) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/ajax/extensions',
        '/ajax/extensions/{id}',
        '/ajax/user',
        '/healthz',
      ]),
    );
    const ui = await t.app.inject('/api-docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
