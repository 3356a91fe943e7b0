import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../test/app.js';
import { createItem, signedInAdmin, signedInCreator } from '../test/factories.js';
import { queueMail } from '../test/outbox.js';
import { readyExtension, revisionOf } from '../test/review-items.js';
import { TestSmtpServer } from '../test/smtp-server.js';
import { MAIL_RETRY_FIRST_SECONDS, MailSender, type MailTransport } from './sender.js';

/*
 * Mail as a developer receives it: the store is configured with SMTP_URL pointing at a real SMTP
 * server started here (with a user and password), decisions are made through the console's API,
 * and the tests read what arrived, parsed as a mail program would.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let admin: TestClient;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  const logs = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'Lagoon Store <store@store.test>' },
    { logger: { level: 'info', stream: logs } },
  );
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function developer(name?: string) {
  const { creator, client } = await signedInCreator(t);
  if (name) {
    await t.database.db
      .updateTable('creators')
      .set({ name })
      .where('id', '=', creator.id)
      .execute();
  }
  return { creator, client };
}

async function outboxRow(itemId: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('decision mails through SMTP', () => {
  it('tells a developer who asked for review in Korean that the item is approved, in Korean', async () => {
    const { creator, client } = await developer('Kim & <Co>');
    const id = await readyExtension(t, client, '1.4.2');
    const submitted = await client.patch(`/creator/api/extensions/${id}?hl=ko`, {
      review: 'IN_REVIEW',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const before = smtp.received.length;

    const approved = await admin.post(`/admin/api/items/${id}/approve`, {
      revision: await revisionOf(admin, id),
      message: 'Nice work <script>alert(1)</script> & thanks',
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.to).toEqual([creator.email]);
    expect(mail.from).toBe('store@store.test');
    expect(mail.subject).toBe('승인됨: 페이퍼 트레일');
    expect(mail.header('content-language')).toBe('ko');
    expect(mail.header('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain('Kim & <Co>님, 안녕하세요.');
    expect(mail.text).toContain(
      '페이퍼 트레일 1.4.2 버전이 심사를 통과해 이제 Lagoon에서 제공됩니다.',
    );
    expect(mail.text).toContain('> Nice work <script>alert(1)</script> & thanks');
    expect(mail.text).toContain(`http://store.test/detail/${id}?hl=ko`);
    // The HTML part says the same, with nothing anyone wrote turned into markup.
    expect(mail.html).toContain('Kim &amp; &lt;Co&gt;님');
    expect(mail.html).toContain('Nice work &lt;script&gt;alert(1)&lt;/script&gt; &amp; thanks');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`href="http://store.test/detail/${id}?hl=ko"`);
    expect(smtp.logins).toBeGreaterThan(0);

    await t.app.mail.idle();
    expect(await outboxRow(id)).toMatchObject({
      kind: 'review.approved',
      language: 'ko',
      status: 'sent',
      attempts: 1,
      error: null,
      recipient: creator.email,
    });
  });

  it('names the guidelines of a rejection in English by default and links to the editor', async () => {
    const { creator } = await developer();
    const item = await createItem(t.database.db, {
      creatorId: creator.id,
      reviewState: 'IN_REVIEW',
      names: { en: 'Harbor Lights', ko: '항구 불빛' },
    });
    const before = smtp.received.length;
    const rejected = await admin.post(`/admin/api/items/${item.id}/reject`, {
      revision: await revisionOf(admin, item.id),
      guidelines: ['SPAM', 'EXCESSIVE_PERMISSIONS'],
      message: 'Please remove the duplicate listing.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.subject).toBe('Not approved: Harbor Lights (draft)');
    expect(mail.text).toContain('Guidelines the item does not meet:');
    expect(mail.text).toContain('- Spam, repetitive content or keyword stuffing.');
    expect(mail.text).toContain('- The item asks for permissions it does not need.');
    expect(mail.text).toContain('> Please remove the duplicate listing.');
    expect(mail.text).toContain(`http://store.test/developers/edit/extension/${item.id}?hl=en`);
  });
});

describe('delivery', () => {
  it('tries again after a temporary refusal, after a wait, and then delivers', async () => {
    const { creator } = await developer();
    const item = await createItem(t.database.db, { creatorId: creator.id });
    smtp.refuseNext(1, 451, 'Greylisted, try again later');
    const before = smtp.received.length;
    const blocked = await admin.post(`/admin/api/items/${item.id}/block`, {
      reason: 'Sends browsing history to a third party.',
      mode: 'removed',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await t.app.mail.idle();

    const waiting = await outboxRow(item.id);
    expect(waiting).toMatchObject({ kind: 'review.blocked', status: 'queued', attempts: 1 });
    expect(waiting.error).toContain('451');
    const wait = (waiting.next_attempt_at.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(MAIL_RETRY_FIRST_SECONDS - 10);
    expect(wait).toBeLessThanOrEqual(MAIL_RETRY_FIRST_SECONDS + 1);
    expect(smtp.received.length).toBe(before);

    // The wait passes.
    await t.database.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('id', '=', waiting.id)
      .execute();
    t.app.mail.wake();
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.subject).toMatch(/^Blocked: /);
    expect(mail.text).toContain('Browsers the store manages uninstall it.');
    expect(mail.text).toContain('> Sends browsing history to a third party.');
    await t.app.mail.idle();
    expect(await outboxRow(item.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('gives a mail up at once on a permanent refusal', async () => {
    const { creator } = await developer();
    const item = await createItem(t.database.db, { creatorId: creator.id, blocked: true });
    smtp.refuseNext(1, 550, 'No such mailbox');
    const before = smtp.received.length;
    const unblocked = await admin.post(`/admin/api/items/${item.id}/unblock`, { reason: 'Fixed' });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    await t.app.mail.idle();
    const row = await outboxRow(item.id);
    expect(row).toMatchObject({ kind: 'review.unblocked', status: 'failed', attempts: 1 });
    expect(row.error).toContain('550');
    t.app.mail.wake();
    await t.app.mail.idle();
    expect(smtp.received.length).toBe(before);
  });

  it('sends each mail once when two servers deliver from the same outbox', async () => {
    const before = smtp.received.length;
    const subjects = Array.from({ length: 12 }, (_, index) => `Shared outbox ${index}`);
    for (const subject of subjects) {
      await queueMail(t.database.db, subject, `<p>${subject}</p>`);
    }
    const other = new MailSender({
      db: t.database.db,
      transport: createTransport({ url: smtp.url }) as MailTransport,
      from: 'other@store.test',
      log: t.app.log,
    });
    other.wake();
    t.app.mail.wake();
    await Promise.all([other.idle(), t.app.mail.idle()]);
    await other.stop();
    const arrived = smtp.received.slice(before).map((mail) => mail.subject);
    expect(arrived.sort()).toEqual([...subjects].sort());
    const rows = await t.database.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('subject', 'in', subjects)
      .execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('never writes the SMTP password to the log', async () => {
    const password = new URL(smtp.url).password;
    expect(password.length).toBeGreaterThan(5);
    const log = logLines.join('');
    expect(log).toContain('mail is sent through SMTP');
    expect(log).toContain('smtp://lagoon:***@127.0.0.1');
    expect(log).not.toContain(password);
  });
});
