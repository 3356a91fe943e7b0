import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  AdminMobileSite,
  AdminMobileSiteList,
  MobileSiteIconUpload,
  MobileSiteList,
} from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Call,
  createTestApp,
  errorOf,
  expectForgeryRefused,
  expectNotFoundTo,
  jsonOf,
  type TestApp,
  TestClient,
} from '../test/app.js';
import { adminActionCount, lastCurationEntry } from '../test/audit-log.js';
import { nonAdmins, signedInAdmin } from '../test/factories.js';
import { postForm } from '../test/multipart.js';
import { startWebAppSite, type WebAppSite } from '../test/web-app-site.js';

/**
 * The mobile websites through the API, as the console and the sidebar store use it. The sites
 * are pages of a local HTTPS site the server may reach (test-only settings), so the framing
 * check runs for real.
 */

let t: TestApp;
let site: WebAppSite;
let caDir: string;
let admin: TestClient;
let visitor: TestClient;

const BASE = '/admin/api/curation/mobile-sites';

beforeAll(async () => {
  site = await startWebAppSite({
    '/open': { headers: { 'content-type': 'text/html' }, body: '<p>open' },
    '/closed': {
      headers: { 'content-type': 'text/html', 'x-frame-options': 'SAMEORIGIN' },
      body: '<p>closed',
    },
  });
  caDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-mobile-sites-'));
  const caFile = path.join(caDir, 'ca.pem');
  await fs.promises.writeFile(caFile, site.ca);
  t = await createTestApp({ WEBAPP_FETCH_ALLOW_PRIVATE: 'true', WEBAPP_FETCH_CA_FILE: caFile });
  admin = await signedInAdmin(t, { nickname: 'Curator Mo' });
  visitor = new TestClient(t.app);
});
afterAll(async () => {
  await t?.close();
  await site?.close();
  if (caDir) await fs.promises.rm(caDir, { recursive: true, force: true });
});

async function publicSites(query = 'hl=en'): Promise<MobileSiteList['items']> {
  const response = await visitor.get(`/ajax/mobile-sites?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<MobileSiteList>(response).items;
}

async function state() {
  const db = t.database.db;
  return {
    sites: await db.selectFrom('mobile_sites').selectAll().orderBy('id').execute(),
    log: await adminActionCount(db),
  };
}

async function addSite(fields: Record<string, unknown>): Promise<AdminMobileSite> {
  const response = await admin.post(BASE, {
    name: 'Open site',
    url: `${site.origin}/open`,
    category: 'tools',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<AdminMobileSite>(response);
}

/** A square PNG (or another size) to upload as an icon. */
function picture(width: number, height = width): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
}

function uploadIcon(client: TestClient, data: Buffer) {
  return postForm(client, '/admin/api/curation/mobile-site-icons', [
    { name: 'file', filename: 'icon.png', contentType: 'image/png', data },
  ]);
}

describe('access', () => {
  it('answers not-found to everyone but administrators, and changes nothing', async () => {
    const db = t.database.db;
    const held = await addSite({ name: 'Held site' });
    const before = await state();
    const clients = await nonAdmins(t);

    const calls: Call[] = [
      ['GET', BASE],
      ['POST', BASE, { name: 'Taken', url: `${site.origin}/open`, category: 'news' }],
      ['PATCH', `${BASE}/${held.id}`, { name: 'Taken over' }],
      ['DELETE', `${BASE}/${held.id}`, {}],
      ['POST', `${BASE}/reorder`, { ids: [held.id] }],
      ['POST', `${BASE}/${held.id}/check`, {}],
      ['POST', '/admin/api/curation/mobile-site-icons', {}],
    ];
    const hits = site.hits('/open');
    await expectNotFoundTo(clients, calls);
    for (const [label, client] of clients) {
      const upload = await uploadIcon(client, await picture(96));
      expect(upload.statusCode, `${label} upload`).toBe(404);
    }
    // A write without the anti-forgery token is refused, even for an administrator.
    await expectForgeryRefused(admin, {
      method: 'PATCH',
      url: `${BASE}/${held.id}`,
      payload: { name: 'Forged' },
    });

    expect(await state()).toEqual(before);
    // Nobody made the store ask the site anything.
    expect(site.hits('/open')).toBe(hits);
    await db.deleteFrom('mobile_sites').where('id', '=', Number(held.id)).execute();
  });
});

describe('adding and checking', () => {
  it('adds a site with an icon, checks it at once and lists it for visitors', async () => {
    // Read before the change, so the test proves the change empties the cache.
    const before = await publicSites();
    const upload = await uploadIcon(admin, await picture(128));
    expect(upload.statusCode, upload.body).toBe(201);
    const icon = jsonOf<MobileSiteIconUpload>(upload);
    expect(icon).toMatchObject({ width: 128, height: 128 });
    expect(icon.icon).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);

    const hits = site.hits('/closed');
    const created = await addSite({
      name: '  Closed news  ',
      url: `${site.origin}/closed`,
      category: 'news',
      icon: icon.icon,
      reason: 'A site editors like',
    });
    expect(site.hits('/closed')).toBe(hits + 1);
    expect(created).toMatchObject({
      name: 'Closed news',
      url: `${site.origin}/closed`,
      icon: icon.icon,
      category: 'news',
      language: null,
      framing: 'refused',
      framingDetail: 'X-Frame-Options: SAMEORIGIN',
    });
    expect(Date.parse(created.checkedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const after = await publicSites();
    expect(after.map((entry) => entry.id)).toEqual([
      ...before.map((entry) => entry.id),
      created.id,
    ]);
    expect(after.at(-1)).toEqual({
      id: created.id,
      name: 'Closed news',
      url: `${site.origin}/closed`,
      icon: icon.icon,
      category: 'news',
      language: null,
      framing: 'refused',
    });

    const entry = await lastCurationEntry(admin, 'closed%20news');
    expect(entry).toMatchObject({
      area: 'curation',
      action: 'mobile_site.create',
      target: `mobile_site:${created.id}`,
      message: 'A site editors like',
      extensionId: null,
    });
    expect(entry?.details).toMatchObject({ framing: 'refused', icon: icon.icon });
    expect(entry?.actor).toContain('Curator Mo');
  });

  it('checks again on request and when the address changes', async () => {
    site.setRoute('/changing', { headers: { 'content-type': 'text/html' }, body: '<p>hi' });
    const created = await addSite({ name: 'Changing site', url: `${site.origin}/changing` });
    expect(created.framing).toBe('allowed');
    expect((await publicSites()).find((entry) => entry.id === created.id)?.framing).toBe('allowed');

    // The site starts refusing; the list keeps the old verdict until someone asks again.
    site.setRoute('/changing', {
      headers: {
        'content-type': 'text/html',
        'content-security-policy': "frame-ancestors 'self'",
      },
      body: '<p>hi',
    });
    const checked = await admin.post(`${BASE}/${created.id}/check`, { reason: 'Reported' });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(jsonOf<AdminMobileSite>(checked)).toMatchObject({
      framing: 'refused',
      framingDetail: "Content-Security-Policy: frame-ancestors 'self'",
    });
    expect((await publicSites()).find((entry) => entry.id === created.id)?.framing).toBe('refused');
    expect(await lastCurationEntry(admin, 'changing%20site')).toMatchObject({
      action: 'mobile_site.check',
      message: 'Reported',
      details: { before: 'allowed', after: 'refused' },
    });

    // Saving the same address again asks nothing; a new address is checked.
    const hits = site.hits('/open');
    const same = await admin.patch(`${BASE}/${created.id}`, {
      url: `${site.origin}/changing`,
      name: 'Changed site',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(jsonOf<AdminMobileSite>(same).framing).toBe('refused');
    const moved = await admin.patch(`${BASE}/${created.id}`, { url: `${site.origin}/open` });
    expect(site.hits('/open')).toBe(hits + 1);
    expect(jsonOf<AdminMobileSite>(moved)).toMatchObject({
      url: `${site.origin}/open`,
      framing: 'allowed',
    });
    expect(await lastCurationEntry(admin, 'changed%20site')).toMatchObject({
      action: 'mobile_site.update',
      details: {
        changes: { url: { before: `${site.origin}/changing`, after: `${site.origin}/open` } },
        framing: 'allowed',
      },
    });
  });

  it('keeps a site it cannot reach as unknown, with the reason', async () => {
    const created = await addSite({ name: 'Gone site', url: `${site.origin}/gone` });
    expect(created.framing).toBe('unknown');
    expect(created.framingDetail).toContain('HTTP 404');
  });
});

describe('refusals', () => {
  it('refuses bad fields with their catalog keys, asks nothing and changes nothing', async () => {
    const existing = await addSite({ name: 'Kept site' });
    const before = await state();
    const hits = site.hits('/open');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'admin.curation.mobileSite.name.required'],
      [{ name: 'x'.repeat(61) }, 'name', 'admin.curation.mobileSite.name.max'],
      [{ url: '' }, 'url', 'admin.curation.mobileSite.url.required'],
      [{ url: 'javascript:alert(1)' }, 'url', 'admin.curation.mobileSite.url.invalid'],
      [{ url: 'ftp://files.example/' }, 'url', 'admin.curation.mobileSite.url.invalid'],
      [{ url: 'https://[broken/' }, 'url', 'admin.curation.mobileSite.url.invalid'],
      [{ category: 'weather' }, 'category', 'admin.curation.mobileSite.category.invalid'],
      [{ language: 'fr' }, 'language', 'admin.curation.mobileSite.language.invalid'],
      [{ reason: 'r'.repeat(501) }, 'reason', 'admin.curation.reason.max'],
    ];
    for (const [fields, field, code] of cases) {
      for (const [method, url] of [
        ['POST', BASE],
        ['PATCH', `${BASE}/${existing.id}`],
      ] as const) {
        const payload = {
          ...(method === 'POST'
            ? { name: 'New site', url: `${site.origin}/open`, category: 'tools' }
            : {}),
          ...fields,
        };
        // An empty name or address is "nothing to change" for a PATCH only when absent.
        const response = await admin.request({ method, url, payload });
        expect(response.statusCode, `${method} ${JSON.stringify(fields)}`).toBe(400);
        expect(errorOf(response).fields?.[0], `${method} ${JSON.stringify(fields)}`).toMatchObject({
          field,
          code,
        });
      }
    }
    // An icon address that names no stored icon.
    for (const icon of [`/files/${'b'.repeat(64)}.png`, '/etc/passwd']) {
      const response = await admin.post(BASE, {
        name: 'New site',
        url: `${site.origin}/open`,
        category: 'tools',
        icon,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'INVALID_IMAGE',
        fields: [{ field: 'icon', code: 'admin.curation.mobileSite.icon.invalid' }],
      });
    }
    const broken = await admin.request({
      method: 'POST',
      url: BASE,
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);

    expect(await state()).toEqual(before);
    expect(site.hits('/open')).toBe(hits);
  });

  it('refuses icons that are not square pictures of the right size', async () => {
    const before = await state();
    const cases: [Buffer, number, string][] = [
      [Buffer.from('not a picture'), 400, 'INVALID_IMAGE'],
      [(await picture(128)).subarray(0, 60), 400, 'INVALID_IMAGE'],
      [await picture(128, 64), 400, 'UNSUPPORTED_IMAGE_RESOLUTION'],
      [await picture(32), 400, 'UNSUPPORTED_IMAGE_RESOLUTION'],
      [await picture(600), 400, 'UNSUPPORTED_IMAGE_RESOLUTION'],
      [Buffer.concat([await picture(128), Buffer.alloc(1024 * 1024)]), 413, 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [data, status, code] of cases) {
      const response = await uploadIcon(admin, data);
      expect(response.statusCode, code).toBe(status);
      expect(errorOf(response).code).toBe(code);
    }
    const empty = await admin.post('/admin/api/curation/mobile-site-icons', {});
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.[0]).toMatchObject({
      field: 'file',
      code: 'admin.curation.mobileSite.icon.required',
    });
    // A stored picture that is not an icon cannot be named as one.
    const wide = await t.storage.put(await picture(300, 100), 'png');
    const named = await admin.post(BASE, {
      name: 'New site',
      url: `${site.origin}/open`,
      category: 'tools',
      icon: `/files/${wide.key}`,
    });
    expect(errorOf(named).code).toBe('UNSUPPORTED_IMAGE_RESOLUTION');
    expect(await state()).toEqual(before);
  });

  it('answers MOBILE_SITE_NOT_FOUND for a site that does not exist', async () => {
    const before = await state();
    for (const id of ['999999', 'abc', '0', '1'.repeat(30)]) {
      for (const [method, url, payload] of [
        ['PATCH', `${BASE}/${id}`, { name: 'Nobody' }],
        ['DELETE', `${BASE}/${id}`, {}],
        ['POST', `${BASE}/${id}/check`, {}],
      ] as const) {
        const response = await admin.request({ method, url, payload });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(errorOf(response).code, `${method} ${url}`).toBe('MOBILE_SITE_NOT_FOUND');
      }
    }
    expect(await state()).toEqual(before);
  });
});

describe('order, languages and deletion', () => {
  it('lists each language its own sites and those of every language, in order', async () => {
    const db = t.database.db;
    await db.deleteFrom('mobile_sites').execute();
    const everyone = await addSite({ name: 'Everyone', category: 'search' });
    const english = await addSite({ name: 'English news', category: 'news', language: 'en' });
    const korean = await addSite({ name: '한국 뉴스', category: 'news', language: 'ko' });
    const names = (items: MobileSiteList['items']) => items.map((entry) => entry.name);

    expect(names(await publicSites('hl=en'))).toEqual(['Everyone', 'English news']);
    expect(names(await publicSites('hl=ko'))).toEqual(['Everyone', '한국 뉴스']);
    expect(names(await publicSites('hl=ko&category=news'))).toEqual(['한국 뉴스']);
    expect(names(await publicSites('hl=en&category=shopping'))).toEqual([]);
    const accept = await visitor.request({
      method: 'GET',
      url: '/ajax/mobile-sites',
      headers: { 'accept-language': 'ko-KR,ko;q=0.9' },
    });
    expect(names(jsonOf<MobileSiteList>(accept).items)).toEqual(['Everyone', '한국 뉴스']);
    expect((await visitor.get('/ajax/mobile-sites?category=weather')).statusCode).toBe(400);

    // Moving the Korean site first and the English one into every language.
    const stale = await admin.post(`${BASE}/reorder`, { ids: [korean.id, everyone.id] });
    expect(stale.statusCode).toBe(400);
    expect(errorOf(stale).fields?.[0]?.code).toBe('admin.curation.order.stale');
    const twice = await admin.post(`${BASE}/reorder`, {
      ids: [korean.id, korean.id, everyone.id],
    });
    expect(twice.statusCode).toBe(400);
    const reordered = await admin.post(`${BASE}/reorder`, {
      ids: [korean.id, everyone.id, english.id],
      reason: 'Korean first',
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(jsonOf<AdminMobileSiteList>(reordered).items.map((entry) => entry.id)).toEqual([
      korean.id,
      everyone.id,
      english.id,
    ]);
    expect(names(await publicSites('hl=ko'))).toEqual(['한국 뉴스', 'Everyone']);
    expect(await lastCurationEntry(admin, 'korean%20first')).toMatchObject({
      action: 'mobile_site.reorder',
      target: 'mobile_sites',
      details: { after: [korean.id, everyone.id, english.id] },
    });

    const widened = await admin.patch(`${BASE}/${english.id}`, { language: null });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(names(await publicSites('hl=ko'))).toEqual(['한국 뉴스', 'Everyone', 'English news']);

    const listed = jsonOf<AdminMobileSiteList>(await admin.get(BASE)).items;
    expect(listed.map((entry) => [entry.name, entry.position])).toEqual([
      ['한국 뉴스', 0],
      ['Everyone', 1],
      ['English news', 2],
    ]);
  });

  it('deletes a site with a reason; visitors stop seeing it at once', async () => {
    const doomed = await addSite({ name: 'Doomed site' });
    expect((await publicSites()).map((entry) => entry.id)).toContain(doomed.id);
    const response = await admin.request({
      method: 'DELETE',
      url: `${BASE}/${doomed.id}`,
      payload: { reason: 'No longer works' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicSites()).map((entry) => entry.id)).not.toContain(doomed.id);
    expect(await lastCurationEntry(admin, 'doomed%20site')).toMatchObject({
      action: 'mobile_site.delete',
      target: `mobile_site:${doomed.id}`,
      message: 'No longer works',
      details: { name: 'Doomed site', url: `${site.origin}/open` },
    });
    const again = await admin.request({
      method: 'DELETE',
      url: `${BASE}/${doomed.id}`,
      payload: {},
    });
    expect(errorOf(again).code).toBe('MOBILE_SITE_NOT_FOUND');
  });
});
