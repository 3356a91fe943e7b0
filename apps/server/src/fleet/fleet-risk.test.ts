import { randomBytes, randomUUID } from 'node:crypto';
import {
  CHROME_WEB_STORE_UPDATE_URL,
  FLEET_PAGE_SIZE,
  FLEET_REPORT_PATH,
  type FleetExtensionDetail,
  type FleetExtensionList,
  type FleetReportedExtension,
  type RiskReason,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { companionTemplate } from '../test/companion-template.js';
import { createCreator, createUser, signedInAdmin, signedInCreator } from '../test/factories.js';
import { publish, readyExtensionFrom, textFile, uniqueZip } from '../test/review-items.js';

/*
 * The factors of the risk score beyond what browsers report (docs/fleet-risk.md): a store
 * item's own package, its code flags, the age of its version, a move to another developer and
 * its users; an outside extension's update; and the risk filter's paging.
 */

let t: TestApp;
let admin: TestClient;
let developer: TestClient;
let groupId = '';
const companion = companionTemplate();
const DAY_MS = 24 * 60 * 60 * 1000;

const byFactor = (reasons: readonly RiskReason[], factor: RiskReason['factor']) =>
  reasons.filter((reason) => reason.factor === factor);

async function detail(id: string): Promise<FleetExtensionDetail> {
  const answer = await admin.get(`/admin/api/fleet/extensions/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return jsonOf<FleetExtensionDetail>(answer);
}

async function list(query: string): Promise<FleetExtensionList> {
  const answer = await admin.get(`/admin/api/fleet/extensions${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return jsonOf<FleetExtensionList>(answer);
}

function browser() {
  return { browserId: randomUUID(), secret: randomBytes(32).toString('base64url'), groupId };
}

async function report(from: ReturnType<typeof browser>, extensions: FleetReportedExtension[]) {
  const answer = await t.app.inject({
    method: 'POST',
    url: FLEET_REPORT_PATH,
    payload: { ...from, extensions },
    remoteAddress: '198.51.100.40',
  });
  expect(answer.statusCode, answer.body).toBe(204);
}

/** An approved item from a real package with the given manifest keys and files. */
async function liveItem(
  extra: Record<string, unknown>,
  files: { name: string; text: string }[] = [],
): Promise<string> {
  const zip = await uniqueZip({
    extra,
    files: files.map((file) => textFile(file.name, file.text)),
  });
  const id = await readyExtensionFrom(t, developer, zip);
  await publish(t, admin, id);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ COMPANION_DIST: companion.dir });
  admin = await signedInAdmin(t);
  developer = (await signedInCreator(t)).client;
  groupId = (
    await t.database.db
      .selectFrom('browser_groups')
      .select('id')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow()
  ).id;
  const on = await admin.patch(`/admin/api/groups/${groupId}`, { inventory: true });
  expect(on.statusCode, on.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  companion.remove();
});

describe('a store item no browser has reported', () => {
  it('scores from its own package: permissions, host permissions and content scripts', async () => {
    const id = await liveItem(
      {
        permissions: ['cookies', 'storage'],
        host_permissions: ['https://mail.example.com/*'],
        content_scripts: [{ matches: ['<all_urls>'], js: ['content.js'] }],
      },
      [{ name: 'content.js', text: 'document.title;' }],
    );
    const page = await detail(id);
    expect(page.browsers).toBe(0);
    // Content scripts on every site reach every site, whatever host_permissions name.
    expect(page.risk.reasons).toEqual(
      expect.arrayContaining([
        { factor: 'permission', points: 15, detail: 'cookies' },
        { factor: 'allHosts', points: 25, detail: '*' },
      ]),
    );
    expect(page.risk.level).toBe('high');
  });

  it('counts the remote-code flags the code viewer finds in the live package', async () => {
    const id = await liveItem({}, [
      {
        name: 'loader.js',
        text: "import('https://cdn.example.net/payload.js');\nconst run = (text) => eval(text);\n",
      },
    ]);
    const reasons = (await detail(id)).risk.reasons;
    expect(byFactor(reasons, 'remoteCode')).toEqual([
      { factor: 'remoteCode', points: 15, detail: 'remoteImport' },
      { factor: 'remoteCode', points: 10, detail: 'eval' },
    ]);
    // What the heuristics found is kept, so the list reads the same flags without the package.
    const kept = await t.database.db.selectFrom('package_insights').select('package_id').execute();
    expect(kept.length).toBeGreaterThan(0);
  });
});

describe('the age of the current version and the users', () => {
  it('counts the users the store page lists, so a reason never says fewer than the page', async () => {
    const id = await liveItem({ permissions: ['storage'] });
    await t.database.db
      .updateTable('items')
      .set({ usercount: 2500 })
      .where('id', '=', id)
      .execute();
    const reasons = (await detail(id)).risk.reasons;
    expect(byFactor(reasons, 'fewUsers')).toEqual([]);
    expect(byFactor(reasons, 'newVersionWide')).toEqual([
      { factor: 'newVersionWide', points: 20, detail: '0' },
    ]);
  });

  it('weighs a version published this week, more for a widely used item, and a stale one', async () => {
    const id = await liveItem({ permissions: ['storage'] });
    const first = (await detail(id)).risk.reasons;
    // Just published, and nobody uses it yet.
    expect(byFactor(first, 'newVersion')).toEqual([
      { factor: 'newVersion', points: 10, detail: '0' },
    ]);
    expect(byFactor(first, 'fewUsers')).toEqual([{ factor: 'fewUsers', points: 5, detail: '0' }]);

    await t.database.db
      .insertInto('item_usage_daily')
      .values({
        item_id: id,
        day: new Date().toISOString().slice(0, 10),
        active_installs: 4200,
        new_installs: 0,
        update_checks: 0,
      })
      .execute();
    const wide = (await detail(id)).risk.reasons;
    expect(byFactor(wide, 'newVersionWide')).toEqual([
      { factor: 'newVersionWide', points: 20, detail: '0' },
    ]);
    expect(byFactor(wide, 'fewUsers')).toEqual([]);

    await t.database.db
      .updateTable('published_versions')
      .set({ published_at: new Date(Date.now() - 400 * DAY_MS) })
      .where('item_id', '=', id)
      .execute();
    const stale = (await detail(id)).risk.reasons;
    expect(byFactor(stale, 'staleVersion')).toEqual([
      { factor: 'staleVersion', points: 5, detail: '400' },
    ]);
    expect(byFactor(stale, 'newVersionWide')).toEqual([]);
  });
});

describe('a change of publisher', () => {
  it('adds points once the item moves to another developer account', async () => {
    const id = await liveItem({});
    expect(byFactor((await detail(id)).risk.reasons, 'ownerChanged')).toEqual([]);
    const db = t.database.db;
    const other = await createCreator(db, (await createUser(db)).id);
    await db.updateTable('items').set({ creator_id: other.id }).where('id', '=', id).execute();
    const today = new Date().toISOString().slice(0, 10);
    expect(byFactor((await detail(id)).risk.reasons, 'ownerChanged')).toEqual([
      { factor: 'ownerChanged', points: 25, detail: today },
    ]);
  });
});

describe('an extension from elsewhere', () => {
  const ID = 'kkkkllllmmmmnnnnooookkkkllllmmmm';
  const outside = (version: string): FleetReportedExtension => ({
    id: ID,
    name: 'Tab Tidy',
    version,
    enabled: true,
    installType: 'normal',
    permissions: ['tabs'],
    hostPermissions: [],
    updateUrl: CHROME_WEB_STORE_UPDATE_URL,
  });

  it('counts an update browsers already had the extension before, not its first report', async () => {
    const a = browser();
    await report(a, [outside('2.0.0')]);
    expect(byFactor((await detail(ID)).risk.reasons, 'newVersion')).toEqual([]);
    // A month later, browsers report a new version.
    const db = t.database.db;
    const monthAgo = new Date(Date.now() - 30 * DAY_MS);
    await db
      .updateTable('fleet_extensions')
      .set({ first_seen_at: monthAgo })
      .where('extension_id', '=', ID)
      .execute();
    await db
      .updateTable('fleet_extension_versions')
      .set({ first_seen_at: monthAgo })
      .where('extension_id', '=', ID)
      .execute();
    expect(byFactor((await detail(ID)).risk.reasons, 'newVersion')).toEqual([]);
    await report(a, [outside('2.1.0')]);
    const risk = (await detail(ID)).risk;
    expect(byFactor(risk.reasons, 'newVersion')).toEqual([
      { factor: 'newVersion', points: 10, detail: '0' },
    ]);
    // tabs 5, the Chrome Web Store 5, a new version 10: medium.
    expect(risk).toMatchObject({ score: 20, level: 'medium' });
  });
});

describe('the risk filter', () => {
  it('pages through every extension of a level with full pages and the right total', async () => {
    const hex = (n: number) =>
      n
        .toString(16)
        .padStart(4, '0')
        .replace(/[0-9a-f]/g, (c) => 'abcdefghijklmnop'[Number.parseInt(c, 16)]!);
    const made = (n: number, high: boolean): FleetReportedExtension => ({
      id: `${'j'.repeat(28)}${hex(n)}`,
      name: `Paged ${high ? 'High' : 'Low'} ${n}`,
      version: '1.0.0',
      enabled: true,
      installType: high ? 'development' : 'normal',
      permissions: high ? ['debugger', 'proxy'] : ['storage'],
      hostPermissions: [],
      updateUrl: high ? null : CHROME_WEB_STORE_UPDATE_URL,
    });
    // Levels interleaved, so no page of the unfiltered order is all of one level.
    const extensions = Array.from({ length: 130 }, (_, n) => made(n, n % 2 === 0));
    await report(browser(), extensions);
    const first = await list('?q=paged&risk=high&sort=name');
    expect(first.total).toBe(65);
    expect(first.extensions).toHaveLength(FLEET_PAGE_SIZE);
    expect(first.extensions.every((row) => row.risk.level === 'high')).toBe(true);
    const second = await list('?q=paged&risk=high&sort=name&page=2');
    expect(second.extensions).toHaveLength(65 - FLEET_PAGE_SIZE);
    const seen = new Set([...first.extensions, ...second.extensions].map((row) => row.extensionId));
    expect(seen.size).toBe(65);
    const low = await list('?q=paged&risk=low');
    expect(low.total).toBe(65);
    const csv = await admin.get('/admin/api/fleet/extensions.csv?q=paged&risk=high');
    expect(csv.body.trim().split('\r\n')).toHaveLength(66);
  });
});
