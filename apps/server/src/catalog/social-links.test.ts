import {
  type AdminSocialLinks,
  type ApiErrorBody,
  type AuditPage,
  SOCIAL_LINKS_MAX,
  type StoreConfig,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';

const CONFIGURED = [{ name: 'Old blog', url: 'https://old.example/blog' }];
const PATH = '/admin/api/curation/social-links';

describe("the footer's social links", () => {
  let t: TestApp;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ STORE_LINKS: JSON.stringify({ social: CONFIGURED }) });
    admin = new TestClient(t.app);
    await signIn(t.database.db, admin, (await createUser(t.database.db, { isAdmin: true })).id);
    member = new TestClient(t.app);
    await signIn(t.database.db, member, (await createUser(t.database.db)).id);
  });
  afterAll(async () => t.close());

  const footer = async () => jsonOf<StoreConfig>(await t.app.inject('/ajax/config')).links.social;
  const put = (client: TestClient, payload: unknown) =>
    client.request({ method: 'PUT', url: PATH, payload: payload as object });
  const refusal = (response: Awaited<ReturnType<typeof put>>) =>
    jsonOf<ApiErrorBody>(response).error;

  it("shows STORE_LINKS' list until the console saves one", async () => {
    expect(await footer()).toEqual(CONFIGURED);
    expect(jsonOf<AdminSocialLinks>(await admin.get(PATH))).toEqual({
      links: CONFIGURED,
      source: 'configuration',
    });
  });

  it('is for administrators only', async () => {
    expect((await member.get(PATH)).statusCode).toBe(404);
    const refused = await put(member, { links: [] });
    expect(refused.statusCode).toBe(404);
    expect(await footer()).toEqual(CONFIGURED);
  });

  it('refuses a list the footer could not show, naming the rule', async () => {
    const script = await put(admin, { links: [{ name: 'Script', url: 'javascript:alert(1)' }] });
    expect(script.statusCode).toBe(400);
    expect(refusal(script).fields?.map((field) => field.code)).toEqual([
      'admin.curation.socialLinks.url.invalid',
    ]);
    const nameless = await put(admin, { links: [{ name: '  ', url: 'https://blog.example/' }] });
    expect(refusal(nameless).fields?.map((field) => field.code)).toEqual([
      'admin.curation.socialLinks.name.required',
    ]);
    const many = Array.from({ length: SOCIAL_LINKS_MAX + 1 }, (_, index) => ({
      name: `Link ${index}`,
      url: `https://site${index}.example/`,
    }));
    const tooMany = await put(admin, { links: many });
    expect(refusal(tooMany).fields?.map((field) => field.code)).toEqual([
      'admin.curation.socialLinks.max',
    ]);
    expect(await footer()).toEqual(CONFIGURED);
  });

  it('shows the saved list in the footer at once, and logs the change once', async () => {
    const links = [
      { name: 'Blog', url: 'https://blog.example/' },
      { name: 'Forum', url: 'https://forum.example/t/lagoon' },
    ];
    const saved = await put(admin, {
      links: [{ name: ' Blog ', url: 'https://blog.example/ ' }, links[1]],
      reason: 'Our new places',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(jsonOf<AdminSocialLinks>(saved)).toEqual({ links, source: 'console' });
    expect(await footer()).toEqual(links);
    expect(jsonOf<AdminSocialLinks>(await admin.get(PATH)).source).toBe('console');

    // The same list again changes nothing and logs nothing.
    expect((await put(admin, { links })).statusCode).toBe(200);
    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=curation'));
    const lines = log.items.filter((entry) => entry.action === 'social_links.set');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      target: 'social_links',
      message: 'Our new places',
      details: { before: CONFIGURED, after: links },
    });
  });

  it('is in the OpenAPI document', async () => {
    const document = JSON.parse((await t.app.inject('/api-docs/json')).body) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths[PATH] ?? {}).sort()).toEqual(['get', 'put']);
  });

  it('hides every link when the list is saved empty', async () => {
    expect((await put(admin, { links: [] })).statusCode).toBe(200);
    expect(await footer()).toEqual([]);
    expect(jsonOf<AdminSocialLinks>(await admin.get(PATH))).toEqual({
      links: [],
      source: 'console',
    });
  });
});
