import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  ApiErrorBody,
  Blocklist,
  BrowserPolicyFile,
  BrowsersOverview,
  PackageUploadResult,
  PolicyItem,
  ProductDetail,
  ReviewCase,
  StoreConfig,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { approveItem } from '../items/decisions.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { extensionZip, uploadPackage } from '../test/extension-package.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';
import { prepareCompanion } from './companion.js';
import { readCrx3 } from './crx3.js';
import { signingContext, signMissingPackages } from './sign-package.js';

let t: TestApp;
let admin: TestClient;
let companionDir: string;

/** A minimal built companion: what `apps/companion/dist` holds, as a template. */
function writeCompanionTemplate(dir: string, version = '1.0.0'): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      manifest_version: 3,
      name: 'Lagoon companion',
      version,
      permissions: ['management', 'storage', 'alarms', 'sidePanel', 'topSites'],
      background: { service_worker: 'background.js', type: 'module' },
      side_panel: { default_path: 'sidepanel.html' },
      chrome_url_overrides: { newtab: 'newtab.html' },
      host_permissions: [],
      externally_connectable: { matches: [] },
    }),
  );
  fs.writeFileSync(path.join(dir, 'background.js'), 'export {};\n');
}

beforeAll(async () => {
  companionDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-companion-'));
  writeCompanionTemplate(companionDir);
  t = await createTestApp({
    COMPANION_DIST: companionDir,
    PUBLIC_URL: 'http://store.test:8080',
    STORE_HOSTNAMES: 'apps.store.test',
  });
  const user = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, user.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(companionDir, { recursive: true, force: true });
});

async function developer() {
  const user = await createUser(t.database.db);
  await createCreator(t.database.db, user.id);
  const client = new TestClient(t.app);
  await signIn(t.database.db, client, user.id);
  return client;
}

/** Approves an item as the console does, naming the revision its review case shows. */
async function approve(id: string) {
  const shown = jsonOf<ReviewCase>(await admin.get(`/admin/api/reviews/${id}`));
  return admin.post(`/admin/api/items/${id}/approve`, { revision: shown.revision });
}

/** Puts an item's draft in review, as a developer's review request does. */
async function submit(id: string): Promise<void> {
  await t.database.db
    .updateTable('items')
    .set({ review_state: 'IN_REVIEW', submitted_at: new Date(), visibility: 'LISTING' })
    .where('id', '=', id)
    .execute();
}

/** A developer's extension, uploaded as a real package and approved by an administrator. */
async function publishedExtension(version = '1.0.0'): Promise<{ id: string; owner: TestClient }> {
  const owner = await developer();
  const uploaded = await uploadPackage(
    owner,
    '/creator/api/extensions/upload',
    await extensionZip({ version }),
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { extensionId } = jsonOf<PackageUploadResult>(uploaded);
  await submit(extensionId);
  const approved = await approve(extensionId);
  expect(approved.statusCode, approved.body).toBe(200);
  return { id: extensionId, owner };
}

function updateCheck(...entries: string[]) {
  const query = entries.map((entry) => `x=${encodeURIComponent(entry)}`).join('&');
  return t.app.inject({
    method: 'GET',
    url: `/service/update2/crx?os=linux&arch=x64&prodversion=156.0&${query}`,
  });
}

/** The apps of a gupdate answer: appid → app status and updatecheck attributes. */
function readApps(xml: string): Map<string, Record<string, string>> {
  const apps = new Map<string, Record<string, string>>();
  for (const match of xml.matchAll(
    /<app appid="([^"]*)" status="([^"]*)"(?:\/>|>([\s\S]*?)<\/app>)/g,
  )) {
    const check: Record<string, string> = { app: match[2]! };
    for (const attribute of (match[3] ?? '').matchAll(/(\w+)="([^"]*)"/g)) {
      check[attribute[1]!] = attribute[2]!.replace(/&amp;/g, '&');
    }
    apps.set(match[1]!, check);
  }
  return apps;
}

async function zipManifest(zip: Buffer): Promise<Record<string, unknown>> {
  const files = await zipFiles(zip);
  return JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, unknown>;
}

async function zipFiles(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    const stream = await archive.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  archive.close();
  return files;
}

describe('signed packages and the update service', () => {
  it('signs an approved package with the item key and offers it to browsers', async () => {
    const { id } = await publishedExtension('1.2.0');
    const apps = readApps((await updateCheck(`id=${id}&v=0.0.0.0&installsource=policy&uc`)).body);
    const check = apps.get(id)!;
    expect(check).toMatchObject({ app: 'ok', status: 'ok', version: '1.2.0' });
    expect(check.codebase).toBe(`http://store.test:8080/crx/${id}/1.2.0.crx`);

    const download = await t.app.inject({ method: 'GET', url: `/crx/${id}/1.2.0.crx` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/x-chrome-extension');
    expect(download.headers['cache-control']).toContain('immutable');
    const crx = download.rawPayload;
    expect(createHash('sha256').update(crx).digest('hex')).toBe(check.hash_sha256);
    const verified = readCrx3(crx);
    expect(verified.id).toBe(id);
    const manifest = await zipManifest(verified.zip);
    expect(manifest.update_url).toBe('http://store.test:8080/service/update2/crx');
    expect(manifest.version).toBe('1.2.0');
    expect(manifest).not.toHaveProperty('key');

    const detail = jsonOf<ProductDetail>(await t.app.inject({ url: `/ajax/extensions/${id}` }));
    expect(detail.crxUrl).toBe(`/crx/${id}/1.2.0.crx`);
    expect(detail.manifestVersion).toBe(3);
  });

  it('answers noupdate for the current version and offers a newly approved one', async () => {
    const { id, owner } = await publishedExtension('1.0.0');
    const current = await updateCheck(`id=${id}&v=1.0.0&uc`);
    expect(readApps(current.body).get(id)).toMatchObject({ app: 'ok', status: 'noupdate' });
    // Chromium's update client sends no cookies: it is handed none to send back.
    expect(current.headers['set-cookie']).toBeUndefined();
    const update = await uploadPackage(
      owner,
      `/creator/api/extensions/${id}/upload`,
      await extensionZip({ version: '1.1.0' }),
    );
    expect(update.statusCode, update.body).toBe(200);
    // While the update waits for review, browsers keep the approved version.
    await submit(id);
    expect(readApps((await updateCheck(`id=${id}&v=1.0.0`)).body).get(id)?.status).toBe('noupdate');
    expect((await approve(id)).statusCode).toBe(200);
    expect(readApps((await updateCheck(`id=${id}&v=1.0.0`)).body).get(id)).toMatchObject({
      status: 'ok',
      version: '1.1.0',
    });
    // The older file keeps its address: a browser midway through fetching it still gets it.
    expect((await t.app.inject({ url: `/crx/${id}/1.0.0.crx` })).statusCode).toBe(200);
  });

  it('answers many ids in one request, each with its own status', async () => {
    const { id: live } = await publishedExtension('2.0.0');
    const { id: blocked } = await publishedExtension('1.0.0');
    await admin.post(`/admin/api/items/${blocked}/block`, { reason: 'Malware' });
    const hidden = await createItem(t.database.db, { visibility: 'TRUSTED_TESTER' });
    const unknown = 'p'.repeat(32);
    const response = await updateCheck(
      `id=${live}&v=1.0`,
      `id=${blocked}&v=1.0.0`,
      `id=${hidden.id}&v=1.0.0`,
      `id=${unknown}&v=1.0.0`,
      'id=not-an-id&v=1',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('xmlns="http://www.google.com/update2/response"');
    const apps = readApps(response.body);
    expect(apps.get(live)).toMatchObject({ app: 'ok', status: 'ok', version: '2.0.0' });
    expect(apps.get(blocked)).toEqual({ app: 'restricted' });
    expect(apps.get(hidden.id)).toEqual({ app: 'error-unknownApplication' });
    expect(apps.get(unknown)).toEqual({ app: 'error-unknownApplication' });
    expect(apps.get('not-an-id')).toEqual({ app: 'error-invalidAppId' });
    // A blocked item's packages are not handed out either.
    expect((await t.app.inject({ url: `/crx/${blocked}/1.0.0.crx` })).statusCode).toBe(404);
  });

  it('refuses a malformed update check with 400 and a code, never a 5xx', async () => {
    for (const url of [
      '/service/update2/crx',
      '/service/update2/crx?x=',
      `/service/update2/crx?x=${encodeURIComponent('v=1.0&uc')}`,
      `/service/update2/crx?x=${'a'.repeat(2001)}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(jsonOf<ApiErrorBody>(response).error.code).toBe('INVALID_REQUEST');
    }
    for (const url of [`/crx/${'a'.repeat(32)}/1.0.crx`, '/crx/nope/1.0.crx', '/crx/x/../y']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('signs live packages that approval did not sign, once', async () => {
    const owner = await developer();
    const { extensionId } = jsonOf<PackageUploadResult>(
      await uploadPackage(owner, '/creator/api/extensions/upload', await extensionZip()),
    );
    await submit(extensionId);
    await t.database.db.transaction().execute((trx) => approveItem(trx, extensionId, null));
    const context = signingContext(t.app);
    const first = await signMissingPackages(t.database.db, context);
    expect(first.failed).toEqual([]);
    expect(first.signed).toBeGreaterThanOrEqual(1);
    expect(await signMissingPackages(t.database.db, context)).toEqual({ signed: 0, failed: [] });
    t.app.catalogCache.clear();
    expect(readApps((await updateCheck(`id=${extensionId}`)).body).get(extensionId)?.status).toBe(
      'ok',
    );
  });
});

describe('the companion extension', () => {
  it('is signed at start-up for the store origins and named in the store configuration', async () => {
    const config = jsonOf<StoreConfig>(await t.app.inject({ url: '/ajax/config' }));
    expect(config.companion?.id).toMatch(/^[a-p]{32}$/);
    expect(config.companion?.version).toBe('1.0.0.1');
    expect(config.manifestV2).toBe('refuse');
    const id = config.companion!.id;
    const check = readApps((await updateCheck(`id=${id}&v=0.0.0.0&installedby=policy`)).body).get(
      id,
    )!;
    expect(check).toMatchObject({ status: 'ok', version: '1.0.0.1' });
    const crx = (await t.app.inject({ url: new URL(check.codebase!).pathname })).rawPayload;
    const verified = readCrx3(crx);
    expect(verified.id).toBe(id);
    const files = await zipFiles(verified.zip);
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
    expect(manifest.externally_connectable).toEqual({
      matches: ['http://store.test:8080/*', 'http://apps.store.test:8080/*'],
    });
    // The wallpaper photos and the notices are read from the store's origins, and only there.
    expect(manifest.host_permissions).toEqual([
      'http://store.test:8080/*',
      'http://apps.store.test:8080/*',
    ]);
    // The new tab page and the side panel come from the template untouched.
    expect(manifest.chrome_url_overrides).toEqual({ newtab: 'newtab.html' });
    expect(manifest.side_panel).toEqual({ default_path: 'sidepanel.html' });
    expect(manifest.permissions).toEqual([
      'management',
      'storage',
      'alarms',
      'sidePanel',
      'topSites',
    ]);
    expect(manifest.update_url).toBe('http://store.test:8080/service/update2/crx');
    expect(JSON.parse(files.get('store.json')!.toString('utf8'))).toEqual({
      storeUrl: 'http://store.test:8080',
      origins: ['http://store.test:8080', 'http://apps.store.test:8080'],
      blocklistUrl: 'http://store.test:8080/ajax/blocklist',
    });
  });

  it('keeps its id, and makes a newer build only when its files or origins change', async () => {
    const context = {
      storage: t.storage,
      keySecret: t.app.keySecret,
      distDir: companionDir,
      publicUrl: 'http://store.test:8080',
      storeOrigins: ['http://store.test:8080', 'http://apps.store.test:8080'],
      updateUrl: 'http://store.test:8080/service/update2/crx',
    };
    const same = await prepareCompanion(t.database.db, context);
    expect(same).toEqual(t.app.companion);
    const moved = await prepareCompanion(t.database.db, {
      ...context,
      storeOrigins: ['http://store.test:8080'],
    });
    expect(moved).toEqual({ id: same.id, version: '1.0.0.2' });
    const rebuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-companion-'));
    writeCompanionTemplate(rebuilt, '1.1.0');
    const upgraded = await prepareCompanion(t.database.db, { ...context, distDir: rebuilt });
    fs.rmSync(rebuilt, { recursive: true, force: true });
    expect(upgraded).toEqual({ id: same.id, version: '1.1.0.1' });
  });
});

describe('blocklist', () => {
  it('lists blocked ids for the companion, and drops them when unblocked', async () => {
    const { id } = await publishedExtension();
    const read = async () =>
      jsonOf<Blocklist>(await t.app.inject({ method: 'GET', url: '/ajax/blocklist' }));
    // The update service's answer changes with each decision, though it was asked just before.
    const checked = async () =>
      readApps((await updateCheck(`id=${id}&v=0.9.0&uc`)).body).get(id)?.app;
    expect((await read()).ids).not.toContain(id);
    expect(await checked()).toBe('ok');
    await admin.post(`/admin/api/items/${id}/block`, { reason: 'Tracks users', mode: 'removed' });
    const blocked = await read();
    expect(blocked.ids).toContain(id);
    expect(blocked.updatedAt).not.toBeNull();
    expect(await checked()).toBe('restricted');
    await admin.post(`/admin/api/items/${id}/unblock`, { reason: 'Fixed' });
    expect((await read()).ids).not.toContain(id);
    expect(await checked()).toBe('ok');
  });
});

describe('managed-browser policy', () => {
  async function policy(browser = 'chromium', platform = 'linux') {
    const response = await admin.get(
      `/admin/api/browser-policy?browser=${browser}&platform=${platform}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return jsonOf<BrowserPolicyFile>(response);
  }

  it('installs the companion, allows installs from the store and names chosen and blocked items', async () => {
    const { id: required } = await publishedExtension();
    const { id: blocked } = await publishedExtension();
    const before = jsonOf<BrowsersOverview>(await admin.get('/admin/api/browsers'));
    const set = await admin.put(`/admin/api/items/${required}/install-policy`, {
      installPolicy: 'required',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(jsonOf<PolicyItem>(set)).toMatchObject({
      extensionId: required,
      installPolicy: 'required',
    });
    await admin.post(`/admin/api/items/${blocked}/block`, { reason: 'Malware', mode: 'removed' });

    const file = await policy();
    expect(file.fileName).toBe('lagoon.json');
    const settings = JSON.parse(file.content).ExtensionSettings;
    const companionId = t.app.companion!.id;
    expect(settings['*']).toEqual({ install_sources: ['http://store.test:8080/*'] });
    expect(settings[companionId]).toEqual({
      installation_mode: 'force_installed',
      update_url: 'http://store.test:8080/service/update2/crx',
      override_update_url: true,
    });
    expect(settings[required]).toMatchObject({
      installation_mode: 'force_installed',
      override_update_url: true,
    });
    expect(settings[blocked]).toEqual({ installation_mode: 'removed' });

    const after = jsonOf<BrowsersOverview>(await admin.get('/admin/api/browsers'));
    expect(after.companion.id).toBe(companionId);
    expect(after.changedAt).not.toBeNull();
    expect(after.changedAt! >= (before.changedAt ?? '')).toBe(true);
    expect(after.items.map((item) => item.extensionId)).toEqual(
      expect.arrayContaining([required, blocked]),
    );
    const audit = await admin.get('/admin/api/audit?action=install_policy.set');
    expect(audit.body).toContain(required);

    expect((await policy('edge', 'windows')).content).toContain('Microsoft\\Edge');
    expect((await policy('chrome', 'macos')).content).toContain('com.google.Chrome');
  });

  it('refuses bad input with a code and changes nothing', async () => {
    const { id } = await publishedExtension();
    const hidden = await createItem(t.database.db, { visibility: 'TRUSTED_TESTER' });
    const bad = await admin.put(`/admin/api/items/${id}/install-policy`, {
      installPolicy: 'always',
    });
    expect(bad.statusCode).toBe(400);
    expect(jsonOf<ApiErrorBody>(bad).error.code).toBe('INVALID_REQUEST');
    const privateItem = await admin.put(`/admin/api/items/${hidden.id}/install-policy`, {
      installPolicy: 'preinstalled',
    });
    expect(privateItem.statusCode).toBe(409);
    expect(jsonOf<ApiErrorBody>(privateItem).error.code).toBe('INSTALL_POLICY_PRIVATE');
    const missing = await admin.put(`/admin/api/items/${'a'.repeat(32)}/install-policy`, {
      installPolicy: 'preinstalled',
    });
    expect(jsonOf<ApiErrorBody>(missing).error.code).toBe('EXTENSION_NOT_FOUND');
    const query = await admin.get('/admin/api/browser-policy?browser=firefox&platform=linux');
    expect(query.statusCode).toBe(400);
    // Nothing was written for the refused choices: neither item has an entry in any group.
    const rows = await t.database.db
      .selectFrom('browser_group_items')
      .select('item_id')
      .where('item_id', 'in', [id, hidden.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers not-found to everyone but administrators', async () => {
    const visitor = new TestClient(t.app);
    const user = new TestClient(t.app);
    await signIn(t.database.db, user, (await createUser(t.database.db)).id);
    for (const client of [visitor, user]) {
      for (const response of [
        await client.get('/admin/api/browsers'),
        await client.get('/admin/api/browser-policy'),
        await client.put(`/admin/api/items/${'a'.repeat(32)}/install-policy`, {
          installPolicy: 'x',
        }),
      ]) {
        expect(response.statusCode).toBe(404);
      }
    }
  });
});

describe('Manifest V2 setting', () => {
  it('accepts Manifest V2 with its warning when the store is set to warn', async () => {
    const warned = await createTestApp({ MANIFEST_V2: 'warn' });
    try {
      const user = await createUser(warned.database.db);
      await createCreator(warned.database.db, user.id);
      const client = new TestClient(warned.app);
      await signIn(warned.database.db, client, user.id);
      const response = await uploadPackage(
        client,
        '/creator/api/extensions/upload',
        await extensionZip({ manifestVersion: 2 }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const result = jsonOf<PackageUploadResult>(response);
      expect(result.manifestVersion).toBe(2);
      expect(result.report.warnings.map((warning) => warning.code)).toContain('MANIFEST_V2');
      const config = jsonOf<StoreConfig>(await warned.app.inject({ url: '/ajax/config' }));
      expect(config.manifestV2).toBe('warn');
    } finally {
      await warned.close();
    }
  });
});
