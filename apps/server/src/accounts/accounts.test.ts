import os from 'node:os';
import type { AuditPage, StoreConfig, User } from '@lagoon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';
import { listAdministrators, ROLE_REASON_MAX, setAdministrator, shellOperator } from './admin.js';
import { parseAdminCommand, runAdminCommand, USAGE, UsageError } from './admin-command.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_PORTAL_URL: 'https://login.example/signin' });
  });
  afterAll(async () => t.close());

  it('tells the store where the sign-in portal and sign-out are', async () => {
    const config = jsonOf<StoreConfig>(await t.app.inject('/ajax/config'));
    expect(config.loginUrl).toBe('https://login.example/signin');
    expect(config.logoutUrl).toBe('/accounts/logout');
  });

  it('returns the account id as naverId, and both picture sizes', async () => {
    const user = await createUser(t.database.db, { nickname: 'Pic', age: 22 });
    await t.database.db
      .updateTable('users')
      .set({ profile_image: '/files/small.webp', big_profile_image: '/files/big.webp' })
      .where('id', '=', user.id)
      .execute();
    const client = new TestClient(t.app);
    expect(jsonOf<User>(await client.get('/ajax/user'))).toMatchObject({
      isAuthenticated: false,
      naverId: null,
    });
    await signIn(t.database.db, client, user.id);
    expect(jsonOf<User>(await client.get('/ajax/user'))).toEqual({
      nickname: 'Pic',
      profileImage: '/files/small.webp',
      bigProfileImage: '/files/big.webp',
      age: 22,
      naverId: user.id,
      isAuthenticated: true,
      isAdmin: false,
    });
  });

  it('grants and revokes the administrator role by email', async () => {
    const user = await createUser(t.database.db, { email: 'Boss@Example.test' });
    expect(await setAdministrator(t.database.db, 'boss@example.test', true)).toMatchObject({
      outcome: 'changed',
      email: 'Boss@Example.test',
    });
    expect(await listAdministrators(t.database.db)).toContain('Boss@Example.test');
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, user.id);
    expect(jsonOf<User>(await client.get('/ajax/user')).isAdmin).toBe(true);
    expect(await setAdministrator(t.database.db, ' BOSS@example.test ', false)).toMatchObject({
      outcome: 'changed',
    });
    expect(jsonOf<User>(await client.get('/ajax/user')).isAdmin).toBe(false);
    expect(await setAdministrator(t.database.db, 'nobody@example.test', true)).toEqual({
      outcome: 'no-account',
    });
  });
});

describe('the administrator role in the log', () => {
  let t: TestApp;
  let admin: TestClient;
  const OPERATOR = { by: 'opal-operator', host: 'ops-host-7' };

  beforeAll(async () => {
    t = await createTestApp();
    const boss = await createUser(t.database.db, { isAdmin: true, nickname: 'Log Reader' });
    admin = new TestClient(t.app);
    await signIn(t.database.db, admin, boss.id);
  });
  afterAll(async () => t.close());

  const entriesFor = (target: string) =>
    t.database.db
      .selectFrom('admin_actions')
      .selectAll()
      .where('target', '=', target)
      .orderBy('id')
      .execute();
  const countEntries = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('admin_actions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const isAdmin = async (id: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('is_admin')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).is_admin;

  it('records each actual change once, with the shell user, host and reason', async () => {
    const user = await createUser(t.database.db, { email: 'Root.Cause@Example.test' });
    const target = 'user:Root.Cause@Example.test';

    const granted = await setAdministrator(t.database.db, 'root.cause@example.test', true, {
      operator: OPERATOR,
      reason: '  Joins the on-call rota  ',
    });
    expect(granted).toMatchObject({
      outcome: 'changed',
      email: 'Root.Cause@Example.test',
      entry: {
        action: 'role.grant',
        target,
        details: OPERATOR,
        reason: 'Joins the on-call rota',
      },
    });
    expect(await isAdmin(user.id)).toBe(true);
    const afterGrant = await entriesFor(target);
    expect(afterGrant).toHaveLength(1);
    expect(afterGrant[0]).toMatchObject({
      actor_id: null,
      action: 'role.grant',
      details: OPERATOR,
      reason: 'Joins the on-call rota',
    });
    expect(granted.outcome === 'changed' && granted.entry.id).toBe(Number(afterGrant[0]?.id));

    // Granting again changes nothing, so nothing is recorded.
    expect(
      await setAdministrator(t.database.db, 'ROOT.CAUSE@example.test', true, {
        operator: OPERATOR,
        reason: 'Twice',
      }),
    ).toEqual({ outcome: 'unchanged', email: 'Root.Cause@Example.test' });
    expect(await entriesFor(target)).toHaveLength(1);

    const revoked = await setAdministrator(t.database.db, 'root.cause@example.test', false, {
      operator: OPERATOR,
      reason: '',
    });
    expect(revoked).toMatchObject({
      outcome: 'changed',
      entry: { action: 'role.revoke', target, reason: null },
    });
    expect(await isAdmin(user.id)).toBe(false);
    expect((await entriesFor(target)).map((row) => row.action)).toEqual([
      'role.grant',
      'role.revoke',
    ]);
    expect(
      await setAdministrator(t.database.db, 'root.cause@example.test', false, {
        operator: OPERATOR,
      }),
    ).toEqual({ outcome: 'unchanged', email: 'Root.Cause@Example.test' });
    expect(await entriesFor(target)).toHaveLength(2);
  });

  it('records nothing and changes nothing for an unknown email', async () => {
    const before = await countEntries();
    const admins = await listAdministrators(t.database.db);
    expect(
      await setAdministrator(t.database.db, 'ghost@example.test', true, { operator: OPERATOR }),
    ).toEqual({ outcome: 'no-account' });
    expect(await countEntries()).toBe(before);
    expect(await listAdministrators(t.database.db)).toEqual(admins);
  });

  it('names the operating-system user and host running it unless told', async () => {
    const user = await createUser(t.database.db);
    const change = await setAdministrator(t.database.db, user.email, true);
    expect(change.outcome).toBe('changed');
    const [row] = await entriesFor(`user:${user.email}`);
    expect(row?.details).toEqual(shellOperator());
    expect(row?.details).toMatchObject({ host: os.hostname() });
    expect(String(row?.details.by)).not.toBe('');
  });

  it('names the person sudo ran the command for', () => {
    const saved = process.env.SUDO_USER;
    try {
      process.env.SUDO_USER = 'dana';
      expect(shellOperator().by).toBe(`dana (sudo as ${os.userInfo().username})`);
      process.env.SUDO_USER = os.userInfo().username;
      expect(shellOperator().by).toBe(os.userInfo().username);
    } finally {
      if (saved === undefined) delete process.env.SUDO_USER;
      else process.env.SUDO_USER = saved;
    }
  });

  it('keeps the role as it was when the log entry cannot be written', async () => {
    const user = await createUser(t.database.db);
    const long = 'x'.repeat(ROLE_REASON_MAX + 1);
    await expect(
      setAdministrator(t.database.db, user.email, true, { operator: OPERATOR, reason: long }),
    ).rejects.toThrow(RangeError);
    // The database itself refuses the entry: the role change in the same transaction is undone.
    await sql`ALTER TABLE admin_actions ADD CONSTRAINT refuse_role_grants
      CHECK (action <> 'role.grant') NOT VALID`.execute(t.database.db);
    try {
      await expect(
        setAdministrator(t.database.db, user.email, true, { operator: OPERATOR }),
      ).rejects.toThrow(/refuse_role_grants/);
    } finally {
      await sql`ALTER TABLE admin_actions DROP CONSTRAINT refuse_role_grants`.execute(
        t.database.db,
      );
    }
    expect(await isAdmin(user.id)).toBe(false);
    expect(await entriesFor(`user:${user.email}`)).toEqual([]);
  });

  it('lists role changes under access, searchable by email, shell user and reason', async () => {
    const user = await createUser(t.database.db, { email: 'Quill.Keeper@Example.test' });
    await setAdministrator(t.database.db, user.email, true, {
      operator: { by: 'marigold', host: 'bastion-3' },
      reason: 'Covers moderation over the holidays',
    });
    await setAdministrator(t.database.db, user.email, false, {
      operator: { by: 'marigold', host: 'bastion-3' },
      reason: 'Holidays are over',
    });
    // A curation change too, so the areas have something to tell apart.
    const category = await admin.post('/admin/api/curation/categories', {
      type: 'theme',
      code: 'quills',
      nameEn: 'Quills',
      nameKo: '깃펜',
      reason: 'Writers asked for it',
    });
    expect(category.statusCode, category.body).toBe(201);

    const access = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=access&size=100'));
    expect(access.items.length).toBeGreaterThanOrEqual(2);
    expect(access.items.every((entry) => entry.area === 'access')).toBe(true);
    expect(
      access.items.every(
        (entry) => entry.action === 'role.grant' || entry.action === 'role.revoke',
      ),
    ).toBe(true);
    const mine = access.items.filter((entry) => entry.target === 'user:Quill.Keeper@Example.test');
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      id: expect.stringMatching(/^access-\d+$/),
      area: 'access',
      action: 'role.revoke',
      extensionId: null,
      itemName: null,
      actor: null,
      guidelines: [],
      message: 'Holidays are over',
      details: { by: 'marigold', host: 'bastion-3' },
    });
    expect(mine[1]).toMatchObject({
      action: 'role.grant',
      message: 'Covers moderation over the holidays',
    });

    const byEmail = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=quill.keeper%40example'));
    expect(byEmail.items.map((entry) => entry.action)).toEqual(['role.revoke', 'role.grant']);
    const byOperator = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=MARIGOLD'));
    expect(byOperator.totalCount).toBe(2);
    const byReason = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=over%20the%20holidays'));
    expect(byReason.items.map((entry) => [entry.area, entry.action])).toEqual([
      ['access', 'role.grant'],
    ]);
    const byAction = jsonOf<AuditPage>(
      await admin.get('/admin/api/audit?action=role.revoke&q=quill'),
    );
    expect(byAction.items.map((entry) => entry.message)).toEqual(['Holidays are over']);

    const curation = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=curation&size=100'));
    expect(curation.items.map((entry) => entry.action)).toContain('category.create');
    expect(curation.items.every((entry) => entry.area === 'curation')).toBe(true);
    const curationSearch = jsonOf<AuditPage>(
      await admin.get('/admin/api/audit?area=curation&q=quill.keeper'),
    );
    expect(curationSearch).toMatchObject({ items: [], totalCount: 0 });
    const all = jsonOf<AuditPage>(await admin.get('/admin/api/audit?size=1'));
    const reviews = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=review&size=1'));
    expect(all.totalCount).toBe(access.totalCount + curation.totalCount + reviews.totalCount);
  });
});

describe('the admin command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const command = parseAdminCommand(args);
    if (command.name === 'help') throw new Error('not a command');
    const code = await runAdminCommand(t.database.db, command, {
      log: (text) => out.push(text),
      error: (text) => err.push(text),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('reads commands, emails and reasons', () => {
    expect(parseAdminCommand(['grant', ' a@example.test ', '--reason', ' New lead '])).toEqual({
      name: 'grant',
      email: 'a@example.test',
      reason: 'New lead',
    });
    expect(parseAdminCommand(['--reason=Left the team', 'revoke', 'a@example.test'])).toEqual({
      name: 'revoke',
      email: 'a@example.test',
      reason: 'Left the team',
    });
    expect(parseAdminCommand(['revoke', 'a@example.test', '--reason', '  '])).toMatchObject({
      reason: null,
    });
    expect(parseAdminCommand(['list'])).toEqual({ name: 'list' });
    expect(parseAdminCommand(['grant', '-h'])).toEqual({ name: 'help' });
    expect(USAGE).toContain('--reason');
  });

  it('refuses what it cannot read', () => {
    for (const args of [
      [],
      ['promote', 'a@example.test'],
      ['grant'],
      ['grant', '  '],
      ['grant', 'a@example.test', 'because', 'reasons'],
      ['grant', 'a@example.test', '--reason'],
      ['grant', 'a@example.test', '--why', 'x'],
      ['grant', 'a@example.test', '--reason', 'x'.repeat(ROLE_REASON_MAX + 1)],
      ['list', '--reason', 'x'],
      ['list', 'a@example.test'],
    ]) {
      expect(() => parseAdminCommand(args), args.join(' ')).toThrow(UsageError);
    }
  });

  it('changes the role, prints what it recorded, and says when there was nothing to do', async () => {
    const user = await createUser(t.database.db, { email: 'Cli.User@Example.test' });
    const granted = await run(['grant', 'cli.user@example.test', '--reason', 'Release duty']);
    expect(granted.code).toBe(0);
    const [row] = await t.database.db
      .selectFrom('admin_actions')
      .selectAll()
      .where('target', '=', 'user:Cli.User@Example.test')
      .execute();
    expect(row).toMatchObject({ action: 'role.grant', actor_id: null, reason: 'Release duty' });
    expect(granted.out).toContain('Cli.User@Example.test is now an administrator.');
    expect(granted.out).toContain(`access-${row?.id}`);
    expect(granted.out).toContain('role.grant');
    expect(granted.out).toContain('user:Cli.User@Example.test');
    expect(granted.out).toContain(`${shellOperator().by} on ${os.hostname()}`);
    expect(granted.out).toContain('Release duty');

    const again = await run(['grant', 'cli.user@example.test']);
    expect(again).toMatchObject({ code: 0, err: '' });
    expect(again.out).toMatch(/already an administrator.*Nothing changed or recorded/);
    expect((await run(['list'])).out.split('\n')).toContain(user.email);

    const revoked = await run(['revoke', 'CLI.USER@example.test']);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain('no longer an administrator');
    expect(revoked.out).toMatch(/reason\s+\(none given\)/);

    const unknown = await run(['revoke', 'nobody@example.test', '--reason', 'Gone']);
    expect(unknown).toMatchObject({ code: 1, out: '' });
    expect(unknown.err).toContain('No account uses the email nobody@example.test');
    const actions = await t.database.db
      .selectFrom('admin_actions')
      .select(['action', 'target'])
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'role.grant', target: 'user:Cli.User@Example.test' },
      { action: 'role.revoke', target: 'user:Cli.User@Example.test' },
    ]);
  });
});

describe('passwords', () => {
  it('hash with argon2id and verify', async () => {
    const stored = await hashPassword('pässword');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('pässword', stored)).toBe(true);
    // NFKC: the same text typed with a combining mark still matches.
    expect(await verifyPassword('pa\u0308ssword', stored)).toBe(true);
    expect(await verifyPassword('password', stored)).toBe(false);
    expect(await verifyPassword('x', 'none')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$broken')).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$a$b')).toBe(true);
  });
});

describe('account settings', () => {
  it('needs all three single sign-on settings or none', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example' })).toThrow(ConfigError);
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_ID: 'lagoon',
        OIDC_CLIENT_SECRET: 'secret',
      }).oidc,
    ).toEqual({
      issuer: 'https://id.example',
      clientId: 'lagoon',
      clientSecret: 'secret',
      name: 'OpenID Connect',
    });
  });

  it('defaults the portal addresses to Lagoon’s own pages', () => {
    const config = loadConfig({});
    expect(config.loginPortalUrl).toBe('/accounts/login');
    expect(config.logoutUrl).toBe('/accounts/logout');
  });
});
