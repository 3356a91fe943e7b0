import {
  type BrowserGroup,
  type BrowserGroupDetail,
  type BrowserGroupList,
  type BrowserPolicyFile,
  type BrowsersOverview,
  type ItemUsage,
  USAGE_REPORT_PATH,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectNotFoundTo, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { companionTemplate } from '../test/companion-template.js';
import { signedInAdmin } from '../test/factories.js';
import {
  atMoment,
  dayOf,
  noonUtc,
  publishedExtension,
  signedInDeveloper,
} from '../test/update-checks.js';

/*
 * Which copy of its group's policy file each browser runs: the file hands the companion the
 * group's policyChangedAt as `policyVersion`, the companion's daily report names it with the
 * group, and the console's group answers count the browsers on the current file and on older
 * ones.
 */

let t: TestApp;
let admin: TestClient;
let developer: TestClient;
let companionId = '';
let item = '';
const companion = companionTemplate();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080', COMPANION_DIST: companion.dir });
  admin = await signedInAdmin(t);
  developer = await signedInDeveloper(t);
  item = await publishedExtension(t, admin, developer);
  companionId = jsonOf<BrowsersOverview>(await admin.get('/admin/api/browsers')).companion.id;
});
afterAll(async () => {
  await t.close();
  companion.remove();
});

/** A report as the companion sends it: JSON, no cookie, each browser from its own address. */
let address = 0;
function report(body: Record<string, unknown>) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: USAGE_REPORT_PATH,
    payload: { ids: [item, companionId], ...body },
    remoteAddress: `198.51.100.${address % 250}`,
  });
}

/** `count` browsers reporting the group and version at `moment`. */
async function browsers(count: number, moment: Date, groupId: string, policyVersion: string) {
  await atMoment(moment, async () => {
    for (let i = 0; i < count; i += 1) {
      const answer = await report({ groupId, policyVersion });
      expect(answer.statusCode, answer.body).toBe(204);
    }
  });
}

async function groupList(): Promise<BrowserGroup[]> {
  return jsonOf<BrowserGroupList>(await admin.get('/admin/api/groups')).groups;
}

async function group(groupId: string): Promise<BrowserGroupDetail> {
  const answer = await admin.get(`/admin/api/groups/${groupId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return jsonOf<BrowserGroupDetail>(answer);
}

async function createGroup(name: string): Promise<BrowserGroupDetail> {
  const created = await admin.post('/admin/api/groups', { name });
  expect(created.statusCode, created.body).toBe(201);
  return jsonOf<BrowserGroupDetail>(created);
}

/** The version the group's Linux file hands the companion (the default group's without an id). */
async function fileVersion(groupId?: string): Promise<string | undefined> {
  const query = groupId ? `&group=${groupId}` : '';
  const file = await admin.get(`/admin/api/browser-policy?browser=chromium&platform=linux${query}`);
  expect(file.statusCode, file.body).toBe(200);
  const policy = JSON.parse(jsonOf<BrowserPolicyFile>(file).content);
  return policy['3rdparty']?.extensions[companionId]?.policyVersion;
}

async function countRows() {
  return t.database.db.selectFrom('group_policy_reports_daily').selectAll().execute();
}

async function activeInstalls(moment: Date): Promise<number | undefined> {
  const day = dayOf(moment);
  const answer = await developer.get(`/creator/api/extensions/${item}/usage?from=${day}&to=${day}`);
  return jsonOf<ItemUsage>(answer).days[0]?.activeInstalls;
}

describe("browsers behind their group's policy file", () => {
  it("hands the companion the group's policyChangedAt as the file's version", async () => {
    const [standard] = await groupList();
    expect(await fileVersion()).toBe(standard!.policyChangedAt);
    const finance = await createGroup('Finance rollout');
    expect(await fileVersion(finance.id)).toBe(finance.policyChangedAt);
    // A standing change moves the version the next file carries.
    await admin.patch(`/admin/api/groups/${finance.id}`, { installMode: 'allowlist' });
    const changed = await group(finance.id);
    expect(changed.policyChangedAt > finance.policyChangedAt).toBe(true);
    expect(await fileVersion(finance.id)).toBe(changed.policyChangedAt);
  });

  it('counts browsers on the current file and on older ones, from the last full day', async () => {
    const sales = await createGroup('Sales rollout');
    const first = sales.policyChangedAt;
    await admin.patch(`/admin/api/groups/${sales.id}`, { blockedPermissions: ['debugger'] });
    const second = (await group(sales.id)).policyChangedAt;
    await admin.patch(`/admin/api/groups/${sales.id}`, { installMode: 'allowlist' });
    const current = (await group(sales.id)).policyChangedAt;

    expect((await group(sales.id)).policyRollout).toBeNull();
    // Three days ago: everyone on the first file (not the last day with reports).
    await browsers(4, noonUtc(-3), sales.id, first);
    // Yesterday: two on the current file, two and one on two older copies.
    const yesterday = noonUtc(-1);
    await browsers(2, yesterday, sales.id, current);
    await browsers(2, yesterday, sales.id, second);
    await browsers(1, yesterday, sales.id, first);
    // Today is under way: it does not replace yesterday's counts yet.
    await browsers(3, noonUtc(0), sales.id, current);

    const expected = {
      day: dayOf(yesterday),
      reported: 5,
      current: 2,
      behind: 3,
      oldestBehind: first,
    };
    expect((await group(sales.id)).policyRollout).toEqual(expected);
    const listed = (await groupList()).find((entry) => entry.id === sales.id);
    expect(listed?.policyRollout).toEqual(expected);
    // Another group's browsers are not this group's.
    const [standard] = await groupList();
    expect(standard!.policyRollout).toBeNull();
    // Counts only: a row per group, version and day, nothing of the browsers.
    const rows = (await countRows()).filter((row) => row.group_id === sales.id);
    expect(rows.map((row) => row.reports).sort()).toEqual([1, 2, 2, 3, 4]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'group_id', 'policy_version', 'reports']);
  });

  it("counts today's reports when no earlier day has any, all current", async () => {
    const lab = await createGroup('Lab rollout');
    await browsers(2, new Date(), lab.id, lab.policyChangedAt);
    expect((await group(lab.id)).policyRollout).toEqual({
      day: dayOf(new Date()),
      reported: 2,
      current: 2,
      behind: 0,
      oldestBehind: null,
    });
  });

  it('leaves an unknown group or a malformed version out of the count, and counts the report', async () => {
    const kiosks = await createGroup('Kiosks rollout');
    const moment = noonUtc(-5);
    const before = (await activeInstalls(moment)) ?? 0;
    const rowsBefore = (await countRows()).length;
    await atMoment(moment, async () => {
      for (const body of [
        { groupId: kiosks.id, policyVersion: 'last Tuesday' },
        { groupId: kiosks.id, policyVersion: 20261118 },
        { groupId: kiosks.id, policyVersion: '2026-13-45T99:99:99Z' },
        { groupId: 'not-a-group', policyVersion: kiosks.policyChangedAt },
        { groupId: 42, policyVersion: kiosks.policyChangedAt },
        { groupId: crypto.randomUUID(), policyVersion: kiosks.policyChangedAt },
        { groupId: kiosks.id },
        { policyVersion: kiosks.policyChangedAt },
      ]) {
        const answer = await report(body);
        expect(answer.statusCode, `${JSON.stringify(body)}: ${answer.body}`).toBe(204);
      }
    });
    expect(await countRows()).toHaveLength(rowsBefore);
    expect(await activeInstalls(moment)).toBe(before + 8);

    // A version later than the group's current one was never in its file: not counted.
    await browsers(1, moment, kiosks.id, '2099-01-01T00:00:00.000Z');
    expect((await group(kiosks.id)).policyRollout).toBeNull();
    // A group written in capitals is the same group.
    await browsers(1, moment, kiosks.id.toUpperCase(), kiosks.policyChangedAt);
    expect((await group(kiosks.id)).policyRollout).toMatchObject({ reported: 1, current: 1 });
  });

  it("forgets a deleted group's counts with it", async () => {
    const temp = await createGroup('Temporary rollout');
    await browsers(1, noonUtc(-1), temp.id, temp.policyChangedAt);
    expect((await countRows()).some((row) => row.group_id === temp.id)).toBe(true);
    expect((await admin.delete(`/admin/api/groups/${temp.id}`)).statusCode).toBe(200);
    expect((await countRows()).some((row) => row.group_id === temp.id)).toBe(false);
  });

  it('shows the counts to administrators only', async () => {
    const [standard] = await groupList();
    await expectNotFoundTo(
      [
        ['visitor', new TestClient(t.app)],
        ['developer', developer],
      ],
      [
        ['GET', '/admin/api/groups'],
        ['GET', `/admin/api/groups/${standard!.id}`],
      ],
    );
  });
});
