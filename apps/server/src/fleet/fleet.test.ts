import { randomBytes, randomUUID } from 'node:crypto';
import {
  type BrowserGroupDetail,
  type BrowserGroupList,
  CHROME_WEB_STORE_UPDATE_URL,
  FLEET_REPORT_MAX_EXTENSIONS,
  FLEET_REPORT_PATH,
  FLEET_REPORTS_PER_HOUR,
  type FleetExtensionDetail,
  type FleetExtensionList,
  type FleetReportedExtension,
} from '@lagoon/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectError,
  expectNotFoundTo,
  jsonOf,
  type TestApp,
  type TestClient,
} from '../test/app.js';
import { companionTemplate } from '../test/companion-template.js';
import { createItem, nonAdmins, signedInAdmin } from '../test/factories.js';

let t: TestApp;
let admin: TestClient;
let defaultGroupId = '';
let salesGroupId = '';
let quietGroupId = '';
let storeItemId = '';
const companion = companionTemplate();

const ORIGIN = 'http://store.test:8080';
const STORE_UPDATE_URL = `${ORIGIN}/service/update2/crx`;
const OUTSIDE_ID = 'cjpalhdlnbpafiamejdnhcphjbkeiagm';
const UNPACKED_ID = 'aaaabbbbccccddddeeeeffffgggghhhh';

const secret = () => randomBytes(32).toString('base64url');

function extension(overrides: Partial<FleetReportedExtension> = {}): FleetReportedExtension {
  return {
    id: OUTSIDE_ID,
    name: 'uBlock Origin',
    version: '1.60.0',
    enabled: true,
    installType: 'normal',
    permissions: ['storage', 'tabs'],
    hostPermissions: ['<all_urls>'],
    updateUrl: CHROME_WEB_STORE_UPDATE_URL,
    ...overrides,
  };
}

interface Browser {
  browserId: string;
  secret: string;
  groupId?: string | null;
}

function newBrowser(groupId: string | null = null): Browser {
  return { browserId: randomUUID(), secret: secret(), groupId };
}

function send(body: unknown, address = '198.51.100.7', options: Partial<InjectOptions> = {}) {
  return t.app.inject({
    method: 'POST',
    url: FLEET_REPORT_PATH,
    payload: body as InjectOptions['payload'],
    remoteAddress: address,
    ...options,
  });
}

async function report(browser: Browser, extensions: FleetReportedExtension[]) {
  const answer = await send({ ...browser, extensions });
  expect(answer.statusCode, answer.body).toBe(204);
}

async function list(query = ''): Promise<FleetExtensionList> {
  const answer = await admin.get(`/admin/api/fleet/extensions${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return jsonOf<FleetExtensionList>(answer);
}

async function detail(id: string): Promise<FleetExtensionDetail> {
  const answer = await admin.get(`/admin/api/fleet/extensions/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return jsonOf<FleetExtensionDetail>(answer);
}

async function setInventory(groupId: string, inventory: boolean) {
  const answer = await admin.patch(`/admin/api/groups/${groupId}`, { inventory });
  expect(answer.statusCode, answer.body).toBe(200);
  return jsonOf<BrowserGroupDetail>(answer);
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN, COMPANION_DIST: companion.dir });
  admin = await signedInAdmin(t);
  const groups = jsonOf<BrowserGroupList>(await admin.get('/admin/api/groups')).groups;
  defaultGroupId = groups.find((group) => group.isDefault)?.id ?? '';
  const created = async (name: string) => {
    const answer = await admin.post('/admin/api/groups', { name });
    expect(answer.statusCode, answer.body).toBe(201);
    return jsonOf<BrowserGroupDetail>(answer).id;
  };
  salesGroupId = await created('Sales');
  quietGroupId = await created('Quiet');
  await setInventory(defaultGroupId, true);
  await setInventory(salesGroupId, true);
  storeItemId = (await createItem(t.database.db, { names: { en: 'Store Notes' } })).id;
});
afterAll(async () => {
  await t.close();
  companion.remove();
});

describe('the group setting', () => {
  it('is off by default and, turned on, hands the companion inventoryReports in every file', async () => {
    const quiet = jsonOf<BrowserGroupDetail>(await admin.get(`/admin/api/groups/${quietGroupId}`));
    expect(quiet.inventory).toBe(false);
    const linux = async (groupId: string) =>
      JSON.parse(
        jsonOf<{ content: string }>(
          await admin.get(
            `/admin/api/browser-policy?browser=chromium&platform=linux&group=${groupId}`,
          ),
        ).content,
      ) as { '3rdparty'?: { extensions: Record<string, Record<string, unknown>> } };
    const settingsOf = async (groupId: string) =>
      Object.values((await linux(groupId))['3rdparty']?.extensions ?? {})[0] ?? {};
    expect(await settingsOf(quietGroupId)).not.toHaveProperty('inventoryReports');
    expect(await settingsOf(salesGroupId)).toMatchObject({ inventoryReports: true });
    const reg = jsonOf<{ content: string }>(
      await admin.get(
        `/admin/api/browser-policy?browser=chrome&platform=windows&group=${salesGroupId}`,
      ),
    ).content;
    expect(reg).toContain('"inventoryReports"=dword:00000001');
  });
});

describe('POST /ajax/fleet/report', () => {
  it('registers a browser on its first report and refuses the same id with another secret', async () => {
    const browser = newBrowser(salesGroupId);
    await report(browser, [extension()]);
    const forged = await send({ ...browser, secret: secret(), extensions: [] });
    expectError(forged, 403, 'FLEET_BROWSER_REFUSED');
    // The forged report changed nothing: the browser still has its extension.
    const seen = await detail(OUTSIDE_ID);
    expect(seen.browserList.map((row) => row.browserId)).toContain(browser.browserId);
    // The right secret replaces the list: the extension left this browser, and with it the
    // inventory (the store knows nothing else of it).
    await report(browser, []);
    expectError(
      await admin.get(`/admin/api/fleet/extensions/${OUTSIDE_ID}`),
      404,
      'EXTENSION_NOT_FOUND',
    );
  });

  it('refuses reports of a group whose policy does not allow them, and stores nothing', async () => {
    const browser = newBrowser(quietGroupId);
    expectError(await send({ ...browser, extensions: [extension()] }), 403, 'FLEET_INVENTORY_OFF');
    const rows = await t.database.db
      .selectFrom('fleet_browsers')
      .select('id')
      .where('id', '=', browser.browserId)
      .execute();
    expect(rows).toEqual([]);
    const unknown = newBrowser(randomUUID());
    expectError(await send({ ...unknown, extensions: [] }), 404, 'GROUP_NOT_FOUND');
  });

  it('validates every field and the number of extensions', async () => {
    const browser = newBrowser(salesGroupId);
    for (const bad of [
      { ...browser, browserId: 'not-a-uuid', extensions: [] },
      { ...browser, secret: 'short', extensions: [] },
      { ...browser, extensions: [extension({ id: 'NOT-AN-ID' })] },
      { ...browser, extensions: [extension({ name: 'x'.repeat(201) })] },
      { ...browser, extensions: [extension({ installType: 'store' as never })] },
      { ...browser, extensions: [extension({ permissions: ['p'.repeat(501)] })] },
      {
        ...browser,
        extensions: Array.from({ length: FLEET_REPORT_MAX_EXTENSIONS + 1 }, () => extension()),
      },
    ]) {
      expectError(await send(bad), 400, 'INVALID_REQUEST');
    }
  });

  it('limits reports per browser and hour', async () => {
    const browser = newBrowser(salesGroupId);
    for (let n = 0; n < FLEET_REPORTS_PER_HOUR; n += 1) {
      expect((await send({ ...browser, extensions: [] }, '198.51.100.9')).statusCode).toBe(204);
    }
    expectError(await send({ ...browser, extensions: [] }, '198.51.100.9'), 429, 'RATE_LIMITED');
  });
});

describe('the fleet list and an extension’s page', () => {
  it('lists every extension with its browsers, versions, groups, permissions and sources', async () => {
    const a = newBrowser(salesGroupId);
    const b = newBrowser(null);
    await report(a, [
      extension({ version: '1.61.0' }),
      extension({
        id: storeItemId,
        name: 'Store Notes',
        permissions: ['storage'],
        hostPermissions: [],
        updateUrl: `${STORE_UPDATE_URL}?group=${salesGroupId}`,
      }),
    ]);
    await report(b, [
      extension({ enabled: false }),
      extension({
        id: UNPACKED_ID,
        name: '=HYPERLINK("http://evil.test")',
        installType: 'development',
        permissions: ['debugger'],
        hostPermissions: [],
        updateUrl: null,
      }),
    ]);
    const all = await list();
    const outside = all.extensions.find((row) => row.extensionId === OUTSIDE_ID);
    expect(outside).toMatchObject({
      name: 'uBlock Origin',
      permissions: ['storage', 'tabs'],
      hostPermissions: ['<all_urls>'],
      sources: ['chrome-web-store'],
      installTypes: ['normal'],
      storeItem: false,
    });
    expect(outside?.versions.map((v) => v.version)).toEqual(
      expect.arrayContaining(['1.60.0', '1.61.0']),
    );
    expect(outside?.groups.map((g) => g.groupId)).toEqual(
      expect.arrayContaining([salesGroupId, defaultGroupId]),
    );
    const store = all.extensions.find((row) => row.extensionId === storeItemId);
    expect(store).toMatchObject({ sources: ['store'], storeItem: true, browsers: 1 });
    expect(all.extensions.find((row) => row.extensionId === UNPACKED_ID)?.sources).toEqual([
      'unpacked',
    ]);
    expect(all.browserCount).toBeGreaterThanOrEqual(2);
    expect(all.retentionDays).toBe(30);

    // Filters: group, permission (API or host), source, text.
    const ids = (page: FleetExtensionList) => page.extensions.map((row) => row.extensionId);
    expect(ids(await list(`?group=${salesGroupId}`))).not.toContain(UNPACKED_ID);
    expect(ids(await list('?permission=debugger'))).toEqual([UNPACKED_ID]);
    expect(ids(await list(`?permission=${encodeURIComponent('<all_urls>')}`))).toContain(
      OUTSIDE_ID,
    );
    expect(ids(await list('?source=store'))).toEqual([storeItemId]);
    expect(ids(await list('?q=ublock'))).toEqual([OUTSIDE_ID]);
    // The risk score, with its reasons: every site, tabs and a store elsewhere is medium;
    // debugger in an unpacked extension is high.
    expect(outside?.risk).toEqual({
      score: 35,
      level: 'medium',
      reasons: [
        { factor: 'permission', points: 5, detail: 'tabs' },
        { factor: 'allHosts', points: 25, detail: '*' },
        { factor: 'source', points: 5, detail: 'chrome-web-store' },
      ],
    });
    expect(ids(await list('?risk=high'))).toEqual([UNPACKED_ID]);
    expect(ids(await list('?risk=low'))).toEqual([storeItemId]);
    expectError(await admin.get('/admin/api/fleet/extensions?source=mars'), 400, 'INVALID_REQUEST');
  });

  it('exports the list as CSV a spreadsheet cannot run', async () => {
    const answer = await admin.get('/admin/api/fleet/extensions.csv?permission=debugger');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="lagoon-fleet-/);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^extension_id,name,browsers/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
  });

  it('answers for a store item no browser reported, and for unknown ids with not-found', async () => {
    const fresh = (await createItem(t.database.db, { names: { en: 'Quiet Item' } })).id;
    const page = await detail(fresh);
    expect(page).toMatchObject({
      browsers: 0,
      storeItem: true,
      browserList: [],
      name: 'Quiet Item',
    });
    expect(page.groupEntries.map((entry) => entry.groupId)).toContain(salesGroupId);
    expectError(
      await admin.get(`/admin/api/fleet/extensions/${'p'.repeat(32)}`),
      404,
      'EXTENSION_NOT_FOUND',
    );
  });

  it('shows what each group says of an extension after a block through the group entry API', async () => {
    const created = await admin.post('/admin/api/outside-items', {
      extensionId: OUTSIDE_ID,
      updateUrl: CHROME_WEB_STORE_UPDATE_URL,
      name: 'uBlock Origin',
    });
    expect(created.statusCode, created.body).toBe(201);
    const put = await admin.put(`/admin/api/groups/${salesGroupId}/items/${OUTSIDE_ID}`, {
      mode: 'blocked',
    });
    expect(put.statusCode, put.body).toBe(200);
    const page = await detail(OUTSIDE_ID);
    expect(page.outsideItem).toBe(true);
    expect(page.groupEntries.find((entry) => entry.groupId === salesGroupId)?.mode).toBe('blocked');
    expect(page.groupEntries.find((entry) => entry.groupId === quietGroupId)?.mode).toBeNull();
  });

  it('leaves out browsers silent for longer than the retention, and sweeps them', async () => {
    const old = newBrowser(salesGroupId);
    const ghostId = 'ghghghghghghghghghghghghghghghgh';
    await report(old, [extension({ id: ghostId, name: 'Ghost' })]);
    expect((await detail(ghostId)).browsers).toBe(1);
    await t.database.db
      .updateTable('fleet_browsers')
      .set({ last_seen_at: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where('id', '=', old.browserId)
      .execute();
    expectError(
      await admin.get(`/admin/api/fleet/extensions/${ghostId}`),
      404,
      'EXTENSION_NOT_FOUND',
    );
    expect((await list('?q=ghost')).extensions).toEqual([]);
    const { sweepSilentBrowsers } = await import('./report-commands.js');
    await sweepSilentBrowsers(t.database.db, new Date(Date.now() - 30 * 24 * 60 * 60 * 1000));
    const left = await t.database.db
      .selectFrom('fleet_extensions')
      .select('extension_id')
      .where('browser_id', '=', old.browserId)
      .execute();
    expect(left).toEqual([]);
  });

  it('is for administrators only', async () => {
    await expectNotFoundTo(await nonAdmins(t), [
      ['GET', '/admin/api/fleet/extensions'],
      ['GET', '/admin/api/fleet/extensions.csv'],
      ['GET', `/admin/api/fleet/extensions/${OUTSIDE_ID}`],
    ]);
  });
});
