import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripXssiPrefix, XSRF_COOKIE, XSRF_HEADER } from '@lagoon/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../accounts/session.js';
import { SIGN_IN_POLICY } from '../portal/sign-in-limits.js';
import { createThrowawayDatabase, testBackend } from '../test/app.js';
import {
  TEST_S3_CREDENTIALS,
  type TestObjectStore,
  testObjectStore,
} from '../test/object-store.js';
import { type ServerProcess, startServerProcess } from '../test/server-process.js';

/** The first start seeds the demo catalog (images, packages, signatures). */
const FIRST_START_MS = 180_000;
const XSRF = 'cluster-test-token';

/** A JSON call as the web app makes it, with the anti-forgery pair and an optional session. */
async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { body?: unknown; session?: string } = {},
): Promise<{ status: number; json: unknown; cookies: string[] }> {
  const cookies = [`${XSRF_COOKIE}=${XSRF}`];
  if (options.session) cookies.push(`${SESSION_COOKIE}=${options.session}`);
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      cookie: cookies.join('; '),
      [XSRF_HEADER]: XSRF,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(stripXssiPrefix(text));
  } catch {
    // Not JSON (an empty answer).
  }
  return { status: response.status, json, cookies: response.headers.getSetCookie() };
}

async function bytesOf(
  server: ServerProcess,
  url: string,
): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(`${server.url}${url}`);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

type ProductList = {
  totalCount: number;
  items: { extensionId: string; name: string; icon: string | null }[];
};
type ProductDetail = { extensionId: string; blocked: boolean };
type SearchGroups = { items: { extensionId: string; blocked: boolean }[] }[];

/**
 * Two real server processes on one PostgreSQL database and one S3 bucket, with nothing in front
 * of them: every request may go to either, as behind a reverse proxy without sticky sessions.
 */
describe.skipIf(testBackend() !== 'postgres')('two servers, one store', () => {
  let database: { url: string; drop: () => Promise<void> };
  let objects: TestObjectStore;
  const dataDirs: string[] = [];
  let first: ServerProcess;
  let second: ServerProcess;
  let sharedEnv: Record<string, string> = {};

  beforeAll(async () => {
    database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!);
    objects = await testObjectStore();
    const storage = objects.options();
    const shared = {
      DATABASE_URL: database.url,
      STORAGE_URL: `s3://${storage.bucket}/${storage.prefix}`,
      AWS_ENDPOINT_URL_S3: objects.endpoint,
      AWS_REGION: storage.region,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
      // Every server must open the same sealed item keys.
      ITEM_KEY_SECRET: randomBytes(32).toString('hex'),
    };
    for (let i = 0; i < 2; i += 1) {
      dataDirs.push(await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-cluster-')));
    }
    sharedEnv = shared;
    // The first start seeds the demo catalog; the second finds it there. (Servers started
    // together work too, each claiming start-up work in a transaction, but seeding twice at once
    // doubles the slowest part of this test.)
    first = await startServerProcess({ ...shared, DATA_DIR: dataDirs[0]! }, FIRST_START_MS);
    second = await startServerProcess({ ...shared, DATA_DIR: dataDirs[1]! }, 60_000);
  }, FIRST_START_MS + 90_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await objects?.close();
    await database?.drop();
    for (const directory of dataDirs)
      await fs.promises.rm(directory, { recursive: true, force: true });
  }, 60_000);

  it('both servers show the same catalog', async () => {
    const url = '/ajax/extensions?type=extension&size=5';
    const [one, two] = await Promise.all([call(first, 'GET', url), call(second, 'GET', url)]);
    expect(one.status).toBe(200);
    const total = (one.json as ProductList).totalCount;
    expect(total).toBeGreaterThan(0);
    expect((two.json as ProductList).totalCount).toBe(total);
  });

  it('files stored through one server are served by the other, from the bucket', async () => {
    const list = (await call(first, 'GET', '/ajax/extensions?type=extension&size=5'))
      .json as ProductList;
    const icon = list.items.find((item) => item.icon)?.icon;
    expect(icon).toMatch(/^\/files\/[a-f0-9]{64}\.(png|jpg|webp)$/);
    const [fromFirst, fromSecond] = await Promise.all([
      bytesOf(first, icon!),
      bytesOf(second, icon!),
    ]);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.body.equals(fromFirst.body)).toBe(true);
    // Nothing was written to either server's own directory.
    for (const directory of dataDirs) {
      expect(fs.existsSync(path.join(directory, 'files'))).toBe(false);
    }
  });

  it('signed CRX files are served by either server', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // A version visitors may download: a listed item that is live and not blocked (the store
    // answers 404 for the others), the same row whatever order the catalog was seeded in.
    const signed = await client.query<{ app_id: string; version: string; size: string }>(
      `SELECT signed_packages.app_id, signed_packages.version, signed_packages.size
       FROM signed_packages JOIN items ON items.id = signed_packages.app_id
       WHERE signed_packages.package_id IS NOT NULL AND items.live AND NOT items.blocked
         AND items.visibility = 'LISTING'
       ORDER BY signed_packages.app_id, signed_packages.version LIMIT 1`,
    );
    await client.end();
    const row = signed.rows[0];
    expect(row).toBeDefined();
    const url = `/crx/${row!.app_id}/${row!.version}.crx`;
    for (const server of [first, second]) {
      const crx = await bytesOf(server, url);
      expect(crx.status).toBe(200);
      expect(crx.body.subarray(0, 4).toString()).toBe('Cr24');
      expect(crx.body.length).toBe(Number(row!.size));
    }
  });

  let adminSession = '';

  it('a session started on one server is valid on the other', async () => {
    const login = await call(first, 'POST', '/accounts/login', {
      body: { email: 'admin@lagoon.test', password: 'lagoon-admin' },
    });
    expect(login.status).toBe(200);
    const cookie = login.cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    adminSession = cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1) ?? '';
    expect(adminSession).not.toBe('');
    const user = await call(second, 'GET', '/ajax/user', { session: adminSession });
    expect(user.json).toMatchObject({ isAdmin: true });
  });

  it('a change made through one server is seen through the other at once', async ({ annotate }) => {
    const list = (await call(second, 'GET', '/ajax/extensions?type=extension&size=5'))
      .json as ProductList;
    const id = list.items[0]!.extensionId;
    const detailUrl = `/ajax/extensions/${id}`;
    // The second server's search index takes in the item the clear names.
    const searchUrl = `/ajax/search2?${new URLSearchParams({ keyword: list.items[0]!.name, type: 'EXTENSION', size: '100' })}`;
    const foundBlocked = async () => {
      const [group] = (await call(second, 'GET', searchUrl)).json as SearchGroups;
      return group?.items.find((card) => card.extensionId === id)?.blocked;
    };
    expect(await foundBlocked()).toBe(false);
    // The second server has the detail in its cache (fresh for 15 s).
    const before = await call(second, 'GET', detailUrl);
    expect((before.json as ProductDetail).blocked).toBe(false);
    expect(((await call(second, 'GET', detailUrl)).json as ProductDetail).blocked).toBe(false);
    // And its update service has the item's offer in memory (its release table).
    const checkUrl = `/service/update2/crx?${new URLSearchParams({ x: `id=${id}&v=0.0.1&uc` })}`;
    const checkOf = async () => (await bytesOf(second, checkUrl)).body.toString();
    expect(await checkOf()).not.toContain('status="restricted"');

    const started = Date.now();
    const blocked = await call(first, 'POST', `/admin/api/items/${id}/block`, {
      session: adminSession,
      body: { reason: 'Cluster test' },
    });
    expect(blocked.status).toBe(200);
    // Well inside the cache's 15 s: only the clear sent through PostgreSQL explains the change.
    await vi.waitFor(
      async () => {
        const after = await call(second, 'GET', detailUrl);
        expect((after.json as ProductDetail).blocked).toBe(true);
        expect(await checkOf()).toContain(`appid="${id}" status="restricted"`);
        expect(await foundBlocked()).toBe(true);
      },
      { timeout: 5_000, interval: 20 },
    );
    await annotate(`seen through the other server after ${Date.now() - started} ms`);
  });

  it("a group's change made through one server reaches the other's update service at once", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const installable = await client.query<{ app_id: string }>(
      `SELECT signed_packages.app_id FROM signed_packages
       JOIN items ON items.id = signed_packages.app_id
       WHERE signed_packages.package_id IS NOT NULL AND items.live AND NOT items.blocked
         AND items.visibility = 'LISTING'
       ORDER BY signed_packages.app_id LIMIT 1`,
    );
    await client.end();
    const id = installable.rows[0]!.app_id;
    const created = await call(first, 'POST', '/admin/api/groups', {
      session: adminSession,
      body: { name: 'Cluster office', installMode: 'allowlist' },
    });
    expect(created.status).toBe(201);
    const groupId = (created.json as { id: string }).id;
    // The second server answers the group's browsers from memory: the item is not allowed.
    const checkUrl = `/service/update2/crx?group=${groupId}&${new URLSearchParams({ x: `id=${id}&v=0.0.1&uc` })}`;
    const checkOf = async () => (await bytesOf(second, checkUrl)).body.toString();
    expect(await checkOf()).toContain(`appid="${id}" status="restricted"`);

    const allowed = await call(first, 'PUT', `/admin/api/groups/${groupId}/items/${id}`, {
      session: adminSession,
      body: { mode: 'allowed' },
    });
    expect(allowed.status).toBe(200);
    // Only the group policy clear sent through PostgreSQL explains the change.
    await vi.waitFor(async () => expect(await checkOf()).toMatch(`appid="${id}" status="ok">`), {
      timeout: 5_000,
      interval: 20,
    });
    expect(await checkOf()).toContain(`?group=${groupId}`);
  });

  it('sign-in limits count the guesses sent to both servers together', async () => {
    const guess = (server: ServerProcess, n: number) =>
      call(server, 'POST', '/accounts/login', {
        body: { email: 'nobody-here@lagoon.test', password: `wrong-guess-${n}` },
      });
    const statuses: number[] = [];
    for (let n = 0; n < SIGN_IN_POLICY.pair.free; n += 1) {
      statuses.push((await guess(n % 2 === 0 ? first : second, n)).status);
    }
    expect(statuses).toEqual(Array(SIGN_IN_POLICY.pair.free).fill(401));
    // The free attempts are used up on both servers, not on each.
    expect((await guess(first, 100)).status).toBe(429);
    expect((await guess(second, 101)).status).toBe(429);
  });

  it('a server given another item key secret refuses to start, naming the setting', async () => {
    const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-cluster-'));
    dataDirs.push(dataDir);
    const { ITEM_KEY_SECRET: _, ...withoutSecret } = sharedEnv;
    await expect(
      startServerProcess({ ...withoutSecret, DATA_DIR: dataDir }, 60_000),
    ).rejects.toThrow(/exited \(code 1\)[\s\S]*ITEM_KEY_SECRET/);
  });
});
