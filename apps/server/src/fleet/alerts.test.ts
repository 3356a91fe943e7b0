import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AuditPage,
  type BrowserGroupDetail,
  type BrowserGroupList,
  CHROME_WEB_STORE_UPDATE_URL,
  FLEET_ALERT_DIGEST_MINUTES,
  FLEET_ALERT_RISE_MIN_BROWSERS,
  FLEET_ALERTS_PATH,
  FLEET_REPORT_PATH,
  type FleetAlert,
  type FleetAlertKind,
  type FleetAlertList,
  type FleetReportedExtension,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerHeader, callWithToken, issueAccessToken } from '../test/access-tokens.js';
import {
  createTestApp,
  expectError,
  expectNotFoundTo,
  jsonOf,
  type TestApp,
  type TestClient,
} from '../test/app.js';
import { companionTemplate } from '../test/companion-template.js';
import {
  createCreator,
  createItem,
  createUser,
  nonAdmins,
  signedInCreator,
  signedInUser,
} from '../test/factories.js';
import {
  publish,
  putInReview,
  readyExtension,
  uniqueZip,
  uploadUpdate,
} from '../test/review-items.js';
import { TestSmtpServer } from '../test/smtp-server.js';

/*
 * Drift alerts as an administrator meets them: browsers report through the companion's call,
 * administrators change groups and items through the console's calls, and the alert list, the
 * acknowledgement and the digest mail (through a real SMTP server) show what came of it.
 */

const ORIGIN = 'http://store.test:8080';
const STORE_UPDATE_URL = `${ORIGIN}/service/update2/crx`;
const companion = companionTemplate();

let smtp: TestSmtpServer;
let t: TestApp;
let admin: TestClient;
let adminUserId = '';
let defaultGroupId = '';
let lockedGroupId = '';

/** A fresh extension id (32 letters a to p). */
function newExtensionId(): string {
  return [...randomBytes(32)].map((byte) => String.fromCharCode(97 + (byte % 16))).join('');
}

function extension(
  id: string,
  overrides: Partial<FleetReportedExtension> = {},
): FleetReportedExtension {
  return {
    id,
    name: `Extension ${id.slice(0, 6)}`,
    version: '1.0.0',
    enabled: true,
    installType: 'normal',
    permissions: ['storage'],
    hostPermissions: [],
    updateUrl: CHROME_WEB_STORE_UPDATE_URL,
    ...overrides,
  };
}

interface Browser {
  browserId: string;
  secret: string;
  groupId: string | null;
}

function newBrowser(groupId: string | null = null): Browser {
  return { browserId: randomUUID(), secret: randomBytes(32).toString('base64url'), groupId };
}

async function report(browser: Browser, extensions: FleetReportedExtension[]) {
  const answer = await t.app.inject({
    method: 'POST',
    url: FLEET_REPORT_PATH,
    payload: { ...browser, extensions },
    remoteAddress: '198.51.100.9',
  });
  expect(answer.statusCode, answer.body).toBe(204);
}

async function alertList(query = ''): Promise<FleetAlertList> {
  const answer = await admin.get(`${FLEET_ALERTS_PATH}${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return jsonOf<FleetAlertList>(answer);
}

/** The alerts of one extension (every state), newest first. */
async function alertsOf(extensionId: string, kind?: FleetAlertKind): Promise<FleetAlert[]> {
  const lists: FleetAlertList[] = [];
  for (const state of ['open', 'acknowledged', 'resolved']) {
    lists.push(await alertList(`?state=${state}${kind ? `&kind=${kind}` : ''}`));
  }
  return lists.flatMap((list) => list.alerts).filter((alert) => alert.extensionId === extensionId);
}

async function patchGroup(groupId: string, patch: Record<string, unknown>) {
  const answer = await admin.patch(`/admin/api/groups/${groupId}`, patch);
  expect(answer.statusCode, answer.body).toBe(200);
}

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  t = await createTestApp({
    PUBLIC_URL: ORIGIN,
    COMPANION_DIST: companion.dir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Lagoon Store <store@store.test>',
  });
  // The timer would send digests of its own; the digest test sends them itself.
  await t.app.fleetAlerts.stop();
  const signedIn = await signedInUser(t, { isAdmin: true, nickname: 'Moderator Mia' });
  admin = signedIn.client;
  adminUserId = signedIn.user.id;
  const groups = jsonOf<BrowserGroupList>(await admin.get('/admin/api/groups')).groups;
  defaultGroupId = groups.find((group) => group.isDefault)?.id ?? '';
  const created = await admin.post('/admin/api/groups', { name: 'Locked' });
  expect(created.statusCode, created.body).toBe(201);
  lockedGroupId = jsonOf<BrowserGroupDetail>(created).id;
  await patchGroup(defaultGroupId, { inventory: true });
  await patchGroup(lockedGroupId, { inventory: true, installMode: 'allowlist' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  companion.remove();
});

describe('an extension the group does not allow', () => {
  it('raises one alert per extension and group, counts the reports, and resolves once the browsers drop it', async () => {
    const id = newExtensionId();
    const first = newBrowser(lockedGroupId);
    const second = newBrowser(lockedGroupId);
    const open = newBrowser(defaultGroupId);
    await report(first, [extension(id)]);
    await report(first, [extension(id)]);
    await report(second, [extension(id)]);
    // The default group is open: the same extension there is no alert.
    await report(open, [extension(id)]);

    const [alert, ...others] = await alertsOf(id, 'not-allowed');
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'not-allowed',
      state: 'open',
      browsers: 2,
      count: 3,
      groups: [{ groupId: lockedGroupId, name: 'Locked' }],
      details: { kind: 'not-allowed', reason: 'not-allowlisted' },
      acknowledgedAt: null,
      resolvedAt: null,
    });
    expect(Date.parse(alert!.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(alert!.firstSeenAt));

    await report(first, []);
    expect((await alertsOf(id, 'not-allowed'))[0]).toMatchObject({ state: 'open', browsers: 1 });
    await report(second, []);
    const [resolved] = await alertsOf(id, 'not-allowed');
    expect(resolved).toMatchObject({ alertId: alert!.alertId, state: 'resolved' });
    expect(resolved!.resolvedAt).not.toBeNull();
    expectError(
      await admin.post(`${FLEET_ALERTS_PATH}/${alert!.alertId}/acknowledge`, {}),
      409,
      'FLEET_ALERT_RESOLVED',
    );

    // The cause coming back is a new alert.
    await report(first, [extension(id)]);
    const again = await alertsOf(id, 'not-allowed');
    expect(again.map((entry) => entry.state).sort()).toEqual(['open', 'resolved']);
  });

  it('is acknowledged by an administrator, stays acknowledged while the cause lasts, and leaves the open count', async () => {
    const id = newExtensionId();
    const browser = newBrowser(lockedGroupId);
    await report(browser, [extension(id)]);
    const [alert] = await alertsOf(id, 'not-allowed');
    const before = (await alertList()).counts;

    const answer = await admin.post(`${FLEET_ALERTS_PATH}/${alert!.alertId}/acknowledge`, {});
    expect(answer.statusCode, answer.body).toBe(200);
    expect(jsonOf<FleetAlert>(answer)).toMatchObject({
      state: 'acknowledged',
      acknowledgedBy: 'Moderator Mia',
    });
    const after = (await alertList()).counts;
    expect(after.open).toBe(before.open - 1);
    expect(after.acknowledged).toBe(before.acknowledged + 1);
    // Again: nothing changes, and the administrators' log keeps the one acknowledgement.
    const twice = await admin.post(`${FLEET_ALERTS_PATH}/${alert!.alertId}/acknowledge`, {});
    expect(twice.statusCode, twice.body).toBe(200);
    const log = jsonOf<AuditPage>(
      await admin.get('/admin/api/audit?action=fleet_alert.acknowledge'),
    );
    const logged = log.items.filter((entry) => entry.target === `fleet_alert:${alert!.alertId}`);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actor).toMatch(/^Moderator Mia /);
    expect(logged[0]).toMatchObject({
      details: { kind: 'not-allowed', extensionId: id },
    });

    await report(browser, [extension(id)]);
    expect((await alertsOf(id, 'not-allowed'))[0]).toMatchObject({
      state: 'acknowledged',
      count: 2,
    });
    const openOnly = await alertList('?state=open');
    expect(openOnly.alerts.some((entry) => entry.alertId === alert!.alertId)).toBe(false);
  });

  it('follows a browser that moves to another group', async () => {
    const id = newExtensionId();
    const browser = newBrowser(lockedGroupId);
    await report(browser, [extension(id)]);
    expect(await alertsOf(id, 'not-allowed')).toMatchObject([{ state: 'open' }]);
    await report({ ...browser, groupId: defaultGroupId }, [extension(id)]);
    expect(await alertsOf(id, 'not-allowed')).toMatchObject([{ state: 'resolved' }]);
  });

  it('is raised when the store changes: a group blocks a store item its browsers have, and resolved when it no longer does', async () => {
    const item = await createItem(t.database.db, { names: { en: 'Shared Notes' } });
    const browser = newBrowser(defaultGroupId);
    await report(browser, [extension(item.id, { updateUrl: STORE_UPDATE_URL })]);
    expect(await alertsOf(item.id)).toEqual([]);

    const blocked = await admin.put(`/admin/api/groups/${defaultGroupId}/items/${item.id}`, {
      mode: 'blocked',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await alertsOf(item.id, 'not-allowed')).toMatchObject([
      {
        state: 'open',
        count: 1,
        groups: [{ groupId: defaultGroupId }],
        details: { reason: 'blocked-in-group' },
      },
    ]);

    const removed = await admin.delete(`/admin/api/groups/${defaultGroupId}/items/${item.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await alertsOf(item.id, 'not-allowed')).toMatchObject([{ state: 'resolved' }]);
  });
});

describe('a version that asks for more', () => {
  it('raises an alert when browsers report an outside extension’s new version with more permissions or hosts', async () => {
    const id = newExtensionId();
    const browser = newBrowser(defaultGroupId);
    await report(browser, [
      extension(id, { version: '1.0.0', hostPermissions: ['https://a.example/*'] }),
    ]);
    expect(await alertsOf(id)).toEqual([]);
    const wider = {
      version: '1.1.0',
      permissions: ['storage', 'tabs'],
      hostPermissions: ['https://a.example/*', 'https://*/*'],
    };
    await report(browser, [extension(id, wider)]);
    await report(browser, [extension(id, wider)]);
    const [alert, ...others] = await alertsOf(id, 'permissions-increased');
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      state: 'open',
      browsers: 1,
      count: 2,
      details: {
        kind: 'permissions-increased',
        fromVersion: '1.0.0',
        toVersion: '1.1.0',
        newPermissions: ['tabs'],
        newHostPermissions: ['https://*/*'],
        seenIn: 'fleet',
        casePath: null,
      },
    });

    // 1.2.0 asks for what 1.1.0 did: no new alert, and 1.1.0's resolves once no browser runs it.
    await report(browser, [extension(id, { ...wider, version: '1.2.0' })]);
    expect(await alertsOf(id, 'permissions-increased')).toMatchObject([
      { alertId: alert!.alertId, state: 'resolved' },
    ]);
  });

  it('links a store item’s update waiting in review to its case, and resolves once it is approved', async () => {
    const { client: developer } = await signedInCreator(t);
    const id = await readyExtension(t, developer, '1.0.0');
    await publish(t, admin, id);
    await uploadUpdate(
      developer,
      id,
      await uniqueZip({
        version: '1.1.0',
        extra: { permissions: ['history'], host_permissions: ['<all_urls>'] },
      }),
    );
    await putInReview(t, id);
    const browser = newBrowser(defaultGroupId);
    await report(browser, [extension(id, { updateUrl: STORE_UPDATE_URL })]);

    expect(await alertsOf(id, 'permissions-increased')).toMatchObject([
      {
        state: 'open',
        details: {
          fromVersion: '1.0.0',
          toVersion: '1.1.0',
          newPermissions: ['history'],
          newHostPermissions: ['<all_urls>'],
          seenIn: 'review',
          casePath: `/admin/items/${id}`,
        },
      },
    ]);
    await publish(t, admin, id);
    expect(await alertsOf(id, 'permissions-increased')).toMatchObject([{ state: 'resolved' }]);
  });
});

describe('a store item whose developer changed', () => {
  it('raises an alert naming both developers, and resolves when the item goes back', async () => {
    const db = t.database.db;
    const before = await createCreator(db, (await createUser(db)).id);
    const after = await createCreator(db, (await createUser(db)).id);
    await db
      .updateTable('creators')
      .set({ name: 'First Maker' })
      .where('id', '=', before.id)
      .execute();
    await db
      .updateTable('creators')
      .set({ name: 'New Owner Ltd' })
      .where('id', '=', after.id)
      .execute();
    const item = await createItem(db, { creatorId: before.id });
    await report(newBrowser(lockedGroupId), [extension(item.id, { updateUrl: STORE_UPDATE_URL })]);
    expect(await alertsOf(item.id, 'owner-changed')).toEqual([]);

    // However the account changes (no command may skip the record), the store keeps it.
    await db.updateTable('items').set({ creator_id: after.id }).where('id', '=', item.id).execute();
    const [alert] = await alertsOf(item.id, 'owner-changed');
    expect(alert).toMatchObject({
      state: 'open',
      browsers: 1,
      groups: [{ groupId: lockedGroupId }],
      details: {
        kind: 'owner-changed',
        fromDeveloper: 'First Maker',
        toDeveloper: 'New Owner Ltd',
      },
    });

    await db
      .updateTable('items')
      .set({ creator_id: before.id })
      .where('id', '=', item.id)
      .execute();
    expect(await alertsOf(item.id, 'owner-changed')).toMatchObject([{ state: 'resolved' }]);
  });
});

describe('a sudden rise of an unknown extension', () => {
  const unknown = (id: string) =>
    extension(id, { updateUrl: 'https://updates.example.net/crx', name: 'Coupon Helper' });

  it(`needs ${FLEET_ALERT_RISE_MIN_BROWSERS} browsers, and resolves once the store knows the extension`, async () => {
    const id = newExtensionId();
    for (let index = 1; index < FLEET_ALERT_RISE_MIN_BROWSERS; index++) {
      await report(newBrowser(defaultGroupId), [unknown(id)]);
    }
    expect(await alertsOf(id, 'unknown-rise')).toEqual([]);
    await report(newBrowser(defaultGroupId), [unknown(id)]);
    expect(await alertsOf(id, 'unknown-rise')).toMatchObject([
      {
        state: 'open',
        name: 'Coupon Helper',
        browsers: FLEET_ALERT_RISE_MIN_BROWSERS,
        groups: [{ groupId: defaultGroupId }],
        details: { kind: 'unknown-rise', previousBrowsers: 0 },
      },
    ]);

    const known = await admin.post('/admin/api/outside-items', {
      extensionId: id,
      updateUrl: 'https://updates.example.net/crx',
      name: 'Coupon Helper',
    });
    expect(known.statusCode, known.body).toBe(201);
    expect(await alertsOf(id, 'unknown-rise')).toMatchObject([{ state: 'resolved' }]);
  });

  it('is no alert when the browsers that had it a day before were a third or more of today’s', async () => {
    const id = newExtensionId();
    const browsers = Array.from({ length: 6 }, () => newBrowser(defaultGroupId));
    for (const browser of browsers.slice(0, 3)) await report(browser, [unknown(id)]);
    await t.database.db
      .updateTable('fleet_extensions')
      .set({ first_seen_at: new Date(Date.now() - 30 * 3_600_000) })
      .where('extension_id', '=', id)
      .execute();
    for (const browser of browsers.slice(3)) await report(browser, [unknown(id)]);
    expect(await alertsOf(id, 'unknown-rise')).toEqual([]);
  });
});

describe('the calls', () => {
  it('answer not-found to everyone but administrators, and refuse bad input with contract codes', async () => {
    const alertPath = `${FLEET_ALERTS_PATH}/${randomUUID()}/acknowledge`;
    await expectNotFoundTo(await nonAdmins(t), [
      ['GET', FLEET_ALERTS_PATH],
      ['POST', alertPath, {}],
      ['GET', `${FLEET_ALERTS_PATH}/mail-preferences`],
      ['PUT', `${FLEET_ALERTS_PATH}/mail-preferences`, { digest: false, language: 'en' }],
    ]);
    expectError(await admin.get(`${FLEET_ALERTS_PATH}?state=everything`), 400, 'INVALID_REQUEST');
    expectError(await admin.get(`${FLEET_ALERTS_PATH}?kind=weather`), 400, 'INVALID_REQUEST');
    expectError(await admin.get(`${FLEET_ALERTS_PATH}?page=0`), 400, 'INVALID_REQUEST');
    expectError(
      await admin.post(`${FLEET_ALERTS_PATH}/not-an-id/acknowledge`, {}),
      400,
      'INVALID_REQUEST',
    );
    expectError(await admin.post(alertPath, {}), 404, 'FLEET_ALERT_NOT_FOUND');
    expectError(
      await admin.put(`${FLEET_ALERTS_PATH}/mail-preferences`, { digest: 'yes', language: 'en' }),
      400,
      'INVALID_REQUEST',
    );
  });

  it('take an administrator’s token: admin:read lists, admin:write acknowledges', async () => {
    const id = newExtensionId();
    await report(newBrowser(lockedGroupId), [extension(id)]);
    const [alert] = await alertsOf(id, 'not-allowed');
    const reader = await issueAccessToken(t, adminUserId, {
      kind: 'admin',
      scopes: ['admin:read'],
    });
    const listed = await callWithToken(t, reader.secret, {
      method: 'GET',
      url: `${FLEET_ALERTS_PATH}?state=open`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const refused = await callWithToken(t, reader.secret, {
      method: 'POST',
      url: `${FLEET_ALERTS_PATH}/${alert!.alertId}/acknowledge`,
      payload: {},
    });
    expectError(refused, 403, 'TOKEN_SCOPE_MISSING');
    const writer = await issueAccessToken(t, adminUserId, {
      kind: 'admin',
      scopes: ['admin:read', 'admin:write'],
    });
    const acknowledged = await t.app.inject({
      method: 'POST',
      url: `${FLEET_ALERTS_PATH}/${alert!.alertId}/acknowledge`,
      headers: bearerHeader(writer.secret),
      payload: {},
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
  });
});

describe('the digest', () => {
  it('mails new open alerts to administrators who take it, in their language, at most once an interval', async () => {
    const db = t.database.db;
    const korean = await signedInUser(t, {
      isAdmin: true,
      nickname: 'Kim',
      email: 'kim@alerts.test',
    });
    const quiet = await signedInUser(t, { isAdmin: true, email: 'quiet@alerts.test' });
    const saved = await korean.client.put(`${FLEET_ALERTS_PATH}/mail-preferences`, {
      digest: true,
      language: 'ko',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (
        await quiet.client.put(`${FLEET_ALERTS_PATH}/mail-preferences`, {
          digest: false,
          language: 'en',
        })
      ).statusCode,
    ).toBe(200);
    expect(jsonOf(await quiet.client.get(`${FLEET_ALERTS_PATH}/mail-preferences`))).toEqual({
      digest: false,
      language: 'en',
    });

    const id = newExtensionId();
    await report(newBrowser(lockedGroupId), [extension(id, { name: 'Tab Hoarder' })]);
    const now = new Date();
    const before = smtp.received.length;
    const queued = await t.app.fleetAlerts.sendDigest(now);
    expect(queued).toBeGreaterThan(0);
    await smtp.waitFor(before + queued);
    const kim = await smtp.waitForMail((mail) => mail.to.includes('kim@alerts.test'), before);
    const arrived = smtp.received.slice(before);
    expect(arrived.some((mail) => mail.to.includes('quiet@alerts.test'))).toBe(false);
    expect(kim?.subject).toMatch(/^플릿 알림: 새 알림 \d+개$/);
    expect(kim?.text).toContain('Tab Hoarder');
    expect(kim?.text).toContain(`${ORIGIN}/admin/fleet/alerts?hl=ko`);
    const outbox = await db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient'])
      .where('recipient', '=', 'kim@alerts.test')
      .execute();
    expect(outbox).toEqual([{ kind: 'fleet.alerts', recipient: 'kim@alerts.test' }]);

    // A new alert right after: it waits for the next interval, then goes out alone.
    const next = newExtensionId();
    await report(newBrowser(lockedGroupId), [extension(next, { name: 'Late Arrival' })]);
    expect(await t.app.fleetAlerts.sendDigest(new Date(now.getTime() + 60_000))).toBe(0);
    const later = new Date(now.getTime() + (FLEET_ALERT_DIGEST_MINUTES + 1) * 60_000);
    const count = smtp.received.length;
    const again = await t.app.fleetAlerts.sendDigest(later);
    expect(again).toBe(queued);
    await smtp.waitFor(count + again);
    const second = await smtp.waitForMail((mail) => mail.to.includes('kim@alerts.test'), count);
    expect(second?.text).toContain('Late Arrival');
    expect(second?.text).not.toContain('Tab Hoarder');
  });
});
