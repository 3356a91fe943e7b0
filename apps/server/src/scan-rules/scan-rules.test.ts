import { createHash } from 'node:crypto';
import type {
  AuditPage,
  CaseScanMatches,
  ReviewQueue,
  ScanMatch,
  ScanRuleDetail,
  ScanRuleInput,
  ScanRuleList,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWithToken, issueAccessToken } from '../test/access-tokens.js';
import {
  createSiblingApp,
  createTestApp,
  expectError,
  expectForgeryRefused,
  expectNotFoundTo,
  jsonOf,
  type TestApp,
  type TestClient,
} from '../test/app.js';
import { adminActionCount } from '../test/audit-log.js';
import { createUser, nonAdmins, signedInAdmin, signedInDeveloper } from '../test/factories.js';
import {
  publish,
  putInReview,
  revisionOf,
  textFile,
  uniqueZip,
  uploadNewItem,
  uploadUpdate,
} from '../test/review-items.js';

let t: TestApp;
let admin: TestClient;
let developer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  developer = await signedInDeveloper(t);
});
afterAll(() => t.close());

const AWS_KEY = 'AKIAIOSFODNN7EXAMPLE';
const SETTINGS = [
  '// Settings of the uploader.',
  'const region = "eu-west-1";',
  `const key = "${AWS_KEY}";`,
  '',
].join('\n');
const PEM = '-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----\n';
const SIGNATURE_FILE = 'campaign payload 2026';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function createRule(input: Partial<ScanRuleInput> & Pick<ScanRuleInput, 'match'>) {
  const response = await admin.post('/admin/api/scan-rules', {
    name: `Rule ${Math.random().toString(36).slice(2, 8)}`,
    severity: 'high',
    ...input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<ScanRuleDetail>(response);
}

async function ruleOf(id: string): Promise<ScanRuleDetail> {
  const response = await admin.get(`/admin/api/scan-rules/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<ScanRuleDetail>(response);
}

/** The rule once its retro-hunt has read every stored package. */
async function huntedRule(id: string): Promise<ScanRuleDetail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rule = await ruleOf(id);
    if (rule.hunt.state === 'done') return rule;
    if (Date.now() > deadline)
      throw new Error(`hunt stuck at ${rule.hunt.scanned}/${rule.hunt.total}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function caseMatches(id: string): Promise<CaseScanMatches> {
  const response = await admin.get(`/admin/api/reviews/${id}/scan-matches`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<CaseScanMatches>(response);
}

function ofRule(matches: readonly ScanMatch[], ruleId: string) {
  return matches.filter((match) => match.ruleId === ruleId);
}

describe('scan rules: the console’s calls', () => {
  it('lists the starter set, creates, changes and deletes rules, each in the log', async () => {
    const list = jsonOf<ScanRuleList>(await admin.get('/admin/api/scan-rules'));
    expect(list.rules.map((rule) => rule.starter)).toEqual(
      expect.arrayContaining([
        'private-key',
        'aws-access-key',
        'github-token',
        'debugger-permission',
      ]),
    );
    expect(list.rules[0]!.severity).toBe('critical');

    const rule = await createRule({
      name: 'Tracking pixel',
      severity: 'low',
      match: { kind: 'text', target: 'file-content', pattern: 'pixel.example' },
    });
    expect(rule).toMatchObject({
      name: 'Tracking pixel',
      action: 'flag',
      enabled: true,
      starter: null,
    });
    expect(rule.hunt.state).not.toBe('idle');

    const changed = await admin.patch(`/admin/api/scan-rules/${rule.id}`, {
      severity: 'critical',
      action: 'hold',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(jsonOf<ScanRuleDetail>(changed)).toMatchObject({ severity: 'critical', action: 'hold' });

    expect((await admin.delete(`/admin/api/scan-rules/${rule.id}`)).statusCode).toBe(200);
    expectError(await admin.get(`/admin/api/scan-rules/${rule.id}`), 404, 'SCAN_RULE_NOT_FOUND');

    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=scans'));
    const actions = log.items.filter((entry) => entry.target === `scan-rule:${rule.id}`);
    expect(actions.map((entry) => entry.action)).toEqual([
      'scan-rule.delete',
      'scan-rule.change',
      'scan-rule.create',
    ]);
  });

  it('refuses patterns that cannot run with their own codes, and changes nothing', async () => {
    const before = await adminActionCount(t.database.db);
    const rules = jsonOf<ScanRuleList>(await admin.get('/admin/api/scan-rules')).rules.length;
    const refused = [
      [
        { kind: 'regex', target: 'file-content', pattern: 'token=([a-z' },
        'SCAN_RULE_INVALID_REGEX',
      ],
      [{ kind: 'hash', target: 'file-content', pattern: 'abc123' }, 'SCAN_RULE_INVALID_HASH'],
      [{ kind: 'hash', target: 'file-name', pattern: sha256('x') }, 'SCAN_RULE_INVALID_HASH'],
      [
        { kind: 'text', target: 'manifest', pattern: 'permissions..x' },
        'SCAN_RULE_INVALID_MANIFEST_PATTERN',
      ],
      [{ kind: 'regex', target: 'manifest', pattern: 'permissions=(' }, 'SCAN_RULE_INVALID_REGEX'],
    ] as const;
    for (const [match, code] of refused) {
      const response = await admin.post('/admin/api/scan-rules', {
        name: 'Bad',
        severity: 'low',
        match,
      });
      expectError(response, 400, code);
    }
    const starter = jsonOf<ScanRuleList>(await admin.get('/admin/api/scan-rules')).rules[0]!;
    expectError(
      await admin.patch(`/admin/api/scan-rules/${starter.id}`, {
        match: { kind: 'regex', target: 'file-name', pattern: '*.pem' },
      }),
      400,
      'SCAN_RULE_INVALID_REGEX',
    );
    expect((await ruleOf(starter.id)).match).toEqual(starter.match);
    expect(jsonOf<ScanRuleList>(await admin.get('/admin/api/scan-rules')).rules).toHaveLength(
      rules,
    );
    expect(await adminActionCount(t.database.db)).toBe(before);
  });

  it('answers not-found to everyone but administrators and refuses forged writes', async () => {
    const [first] = jsonOf<ScanRuleList>(await admin.get('/admin/api/scan-rules')).rules;
    await expectNotFoundTo(await nonAdmins(t), [
      ['GET', '/admin/api/scan-rules'],
      [
        'POST',
        '/admin/api/scan-rules',
        { name: 'x', severity: 'low', match: { kind: 'text', target: 'file-name', pattern: 'x' } },
      ],
      ['PATCH', `/admin/api/scan-rules/${first!.id}`, { enabled: false }],
      ['DELETE', `/admin/api/scan-rules/${first!.id}`],
    ]);
    await expectForgeryRefused(admin, {
      method: 'PATCH',
      url: `/admin/api/scan-rules/${first!.id}`,
      payload: { enabled: false },
    });
    expect((await ruleOf(first!.id)).enabled).toBe(true);
  });
});

describe('scan rules from a script', () => {
  it('takes an administrator’s token with the write scope, and refuses a read-only one', async () => {
    const user = await createUser(t.database.db, { isAdmin: true });
    const writer = await issueAccessToken(t, user.id, {
      kind: 'admin',
      scopes: ['admin:read', 'admin:write'],
    });
    const reader = await issueAccessToken(t, user.id, { kind: 'admin', scopes: ['admin:read'] });
    const payload = {
      name: 'Feed: staging hosts',
      severity: 'low',
      match: { kind: 'text', target: 'file-content', pattern: 'staging.corp.example' },
    };
    const created = await callWithToken(t, writer.secret, {
      method: 'POST',
      url: '/admin/api/scan-rules',
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const refused = await callWithToken(t, reader.secret, {
      method: 'POST',
      url: '/admin/api/scan-rules',
      payload,
    });
    expectError(refused, 403, 'TOKEN_SCOPE_MISSING');
    const listed = await callWithToken(t, reader.secret, {
      method: 'GET',
      url: '/admin/api/scan-rules',
    });
    expect(
      jsonOf<ScanRuleList>(listed).rules.filter((rule) => rule.name === payload.name),
    ).toHaveLength(1);
    await admin.delete(`/admin/api/scan-rules/${jsonOf<ScanRuleDetail>(created).id}`);
  });
});

describe('scan rules on uploads', () => {
  it('finds text, regular expressions, file names, manifest keys and hashes in a real package', async () => {
    const name = await createRule({
      match: { kind: 'regex', target: 'file-name', pattern: '\\.pem$' },
    });
    const signature = await createRule({
      match: { kind: 'hash', target: 'file-content', pattern: sha256(SIGNATURE_FILE) },
    });
    const text = await createRule({
      match: { kind: 'text', target: 'file-content', pattern: 'eu-west-1' },
    });
    const manifest = await createRule({
      match: {
        kind: 'text',
        target: 'manifest',
        pattern: 'permissions=storage && host_permissions',
      },
    });
    const unmatched = await createRule({
      match: { kind: 'text', target: 'manifest', pattern: 'permissions=debugger' },
    });
    const id = await uploadNewItem(
      developer,
      await uniqueZip({
        extra: { permissions: ['storage'], host_permissions: ['https://api.example.com/*'] },
        files: [
          textFile('lib/settings.js', SETTINGS),
          textFile('keys/deploy.pem', PEM),
          textFile('data/blob.bin', SIGNATURE_FILE),
        ],
      }),
    );
    const { matches } = await caseMatches(id);
    const starters = jsonOf<ScanRuleList>(await admin.get('/admin/api/scan-rules')).rules;
    const aws = starters.find((rule) => rule.starter === 'aws-access-key')!;
    const pem = starters.find((rule) => rule.starter === 'private-key')!;
    expect(ofRule(matches, aws.id)).toMatchObject([
      {
        file: 'lib/settings.js',
        line: 3,
        excerpt: `const key = "${AWS_KEY}";`,
        source: 'upload',
        version: '1.0.0',
      },
    ]);
    expect(ofRule(matches, pem.id)).toMatchObject([{ file: 'keys/deploy.pem', line: 1 }]);
    expect(ofRule(matches, text.id)).toMatchObject([{ file: 'lib/settings.js', line: 2 }]);
    expect(ofRule(matches, name.id)).toMatchObject([
      { file: 'keys/deploy.pem', excerpt: 'keys/deploy.pem' },
    ]);
    expect(ofRule(matches, signature.id)).toMatchObject([{ file: 'data/blob.bin' }]);
    expect(ofRule(matches, manifest.id)).toMatchObject([{ file: null }]);
    expect(ofRule(matches, unmatched.id)).toEqual([]);
    for (const rule of [name, signature, text, manifest, unmatched]) {
      await admin.delete(`/admin/api/scan-rules/${rule.id}`);
    }
  });

  it('stops a catastrophic regular expression on a large file and says the file was not fully read', async () => {
    const rule = await createRule({
      match: { kind: 'regex', target: 'file-content', pattern: '^(a+)+$' },
    });
    // Unstopped, this search would run for longer than the universe has; the upload answers.
    const id = await uploadNewItem(
      developer,
      await uniqueZip({ files: [textFile('big.txt', `${'a'.repeat(200_000)}!`)] }),
    );
    expect(ofRule((await caseMatches(id)).matches, rule.id)).toMatchObject([
      { file: 'big.txt', timedOut: true, line: null },
    ]);
    await admin.delete(`/admin/api/scan-rules/${rule.id}`);
  });

  it('holds a matching update from approval until an administrator clears it, with the reason logged', async () => {
    const id = await uploadNewItem(developer, await uniqueZip({ version: '1.0.0' }));
    await publish(t, admin, id);
    const rule = await createRule({
      name: 'Internal host',
      action: 'hold',
      match: { kind: 'text', target: 'file-content', pattern: 'intranet.corp.example' },
    });
    await uploadUpdate(
      developer,
      id,
      await uniqueZip({
        version: '1.1.0',
        files: [textFile('bg.js', 'fetch("https://intranet.corp.example/a");\n')],
      }),
    );
    await putInReview(t, id);
    const queue = jsonOf<ReviewQueue>(await admin.get('/admin/api/reviews'));
    expect(queue.items.find((entry) => entry.extensionId === id)).toMatchObject({
      scanMatches: 1,
      scanHeld: true,
    });
    expect((await caseMatches(id)).held).toBe(true);

    const refused = await admin.post(`/admin/api/items/${id}/approve`, {
      revision: await revisionOf(admin, id),
    });
    expectError(refused, 409, 'SCAN_RULE_HOLD');

    const cleared = await admin.post(`/admin/api/reviews/${id}/scan-matches/clear`, {
      reason: 'Test host, removed before launch',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(jsonOf<CaseScanMatches>(cleared)).toMatchObject({
      held: false,
      matches: [{ ruleId: rule.id }],
    });
    const approved = await admin.post(`/admin/api/items/${id}/approve`, {
      revision: await revisionOf(admin, id),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const log = jsonOf<AuditPage>(
      await admin.get('/admin/api/audit?area=scans&action=scan-rule.clear'),
    );
    expect(log.items[0]).toMatchObject({
      extensionId: id,
      message: 'Test host, removed before launch',
    });
    await admin.delete(`/admin/api/scan-rules/${rule.id}`);
  });
});

describe('retro-hunts', () => {
  it('reads every stored version to 100 % and blocks the live item that matches through the block command', async () => {
    const marker = `beacon-${Math.random().toString(36).slice(2, 10)}`;
    const live = await uploadNewItem(
      developer,
      await uniqueZip({
        version: '2.0.0',
        files: [textFile('js/beacon.js', `// v2\nsend("${marker}");\n`)],
      }),
    );
    await publish(t, admin, live);
    const clean = await uploadNewItem(developer, await uniqueZip({ version: '3.0.0' }));
    await publish(t, admin, clean);
    const rule = await createRule({
      name: 'Beacon campaign',
      severity: 'critical',
      action: 'block',
      match: { kind: 'text', target: 'file-content', pattern: marker },
    });
    const hunted = await huntedRule(rule.id);
    const packages = await t.database.db
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(hunted.hunt).toMatchObject({
      state: 'done',
      scanned: Number(packages.n),
      total: Number(packages.n),
    });
    expect(hunted.matches).toMatchObject([
      { extensionId: live, version: '2.0.0', file: 'js/beacon.js', line: 2, source: 'hunt' },
    ]);
    expect(hunted.matchCount).toBe(1);

    const items = await t.database.db
      .selectFrom('items')
      .select(['id', 'blocked', 'blocked_reason'])
      .where('id', 'in', [live, clean])
      .execute();
    expect(items.find((item) => item.id === live)).toMatchObject({ blocked: true });
    expect(items.find((item) => item.id === live)!.blocked_reason).toContain('Beacon campaign');
    expect(items.find((item) => item.id === clean)!.blocked).toBe(false);
    // The store's block command wrote its review log line and the blocklist has the item.
    const log = jsonOf<AuditPage>(await admin.get(`/admin/api/audit?q=${live}`));
    expect(log.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['blocked', 'scan-rule.block']),
    );
  });

  it('never blocks a live item only because a file could not be fully read', async () => {
    const live = await uploadNewItem(
      developer,
      await uniqueZip({
        version: '4.0.0',
        files: [textFile('big.txt', `${'a'.repeat(200_000)}!`)],
      }),
    );
    await publish(t, admin, live);
    const rule = await createRule({
      action: 'block',
      match: { kind: 'regex', target: 'file-content', pattern: '^(a+)+$' },
    });
    const hunted = await huntedRule(rule.id);
    expect(hunted.matches.filter((match) => match.extensionId === live)).toMatchObject([
      { file: 'big.txt', timedOut: true },
    ]);
    const item = await t.database.db
      .selectFrom('items')
      .select('blocked')
      .where('id', '=', live)
      .executeTakeFirstOrThrow();
    expect(item.blocked).toBe(false);
    await admin.delete(`/admin/api/scan-rules/${rule.id}`);
  });

  it('goes on from its last batch on another server when the one reading it stopped', async () => {
    const marker = `relay-${Math.random().toString(36).slice(2, 10)}`;
    const ids: string[] = [];
    for (const version of ['1.0.0', '1.0.1']) {
      ids.push(
        await uploadNewItem(
          developer,
          await uniqueZip({ version, files: [textFile('relay.js', `go("${marker}");\n`)] }),
        ),
      );
    }
    const rule = await createRule({
      match: { kind: 'text', target: 'file-content', pattern: marker },
    });
    await huntedRule(rule.id);
    // As a server leaves it when it stops mid-hunt: the first item's package read, its lease held.
    const [first] = await t.database.db
      .selectFrom('packages')
      .select('id')
      .where('item_id', '=', ids[1]!)
      .execute();
    await t.database.db
      .deleteFrom('scan_matches')
      .where('rule_id', '=', rule.id)
      .where('item_id', '=', ids[1]!)
      .execute();
    await t.database.db
      .updateTable('scan_rules')
      .set({
        hunt_finished_at: null,
        hunt_cursor: Number(first!.id) - 1,
        hunt_scanned: 1,
        hunt_lease_until: new Date(Date.now() + 60_000),
      })
      .where('id', '=', rule.id)
      .execute();
    // Checked while the stopped server's lease still holds, so that no server (this one's
    // minutely look for unfinished hunts included) has taken the batch up yet.
    expect((await ruleOf(rule.id)).hunt.state).toBe('running');
    // The lease runs out.
    await t.database.db
      .updateTable('scan_rules')
      .set({ hunt_lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', rule.id)
      .execute();
    const second = await createSiblingApp(t);
    try {
      const hunted = await huntedRule(rule.id);
      expect(hunted.hunt.scanned).toBe(hunted.hunt.total);
      expect(hunted.matches.map((match) => match.extensionId).sort()).toEqual([...ids].sort());
    } finally {
      await second.close();
    }
  });
});
