import type { OutboxMail, OutboxPage } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, describeSmtpUrl, loadConfig } from '../config/config.js';
import { createTestApp, errorOf, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createItem, signedInAdmin, signedInCreator, signedInUser } from '../test/factories.js';
import { mailsAbout, queueMail } from '../test/outbox.js';
import { revisionOf } from '../test/review-items.js';
import { MailSender, type OutgoingMail } from './sender.js';

/*
 * A store without SMTP_URL: every mail is kept in the outbox, where administrators read it.
 * Through the HTTP API on a fresh database.
 */

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

describe('the outbox without SMTP', () => {
  it('keeps a decision’s mail, unsent, and shows it to administrators with its text', async () => {
    const { creator } = await signedInCreator(t);
    const item = await createItem(t.database.db, {
      creatorId: creator.id,
      reviewState: 'IN_REVIEW',
      names: { en: 'Tide Table' },
    });
    const rejected = await admin.post(`/admin/api/items/${item.id}/reject`, {
      revision: await revisionOf(admin, item.id),
      guidelines: ['MALWARE'],
      message: 'The script posts every page you visit to a remote server.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await t.app.mail.idle();
    const [row] = await mailsAbout(t.database.db, item.id);
    expect(row).toMatchObject({ status: 'kept', attempts: 0, recipient: creator.email });

    const list = await admin.get('/admin/api/mail');
    expect(list.statusCode, list.body).toBe(200);
    const page = jsonOf<OutboxPage>(list);
    expect(page.delivery).toBe('outbox');
    expect(page.counts.kept).toBeGreaterThanOrEqual(1);
    expect(page.items[0]).toMatchObject({
      mailId: String(row!.id),
      kind: 'review.rejected',
      status: 'kept',
      subject: 'Not approved: Tide Table (draft)',
      extensionId: item.id,
      language: 'en',
      sentAt: null,
      nextAttemptAt: null,
    });
    const sent = jsonOf<OutboxPage>(await admin.get('/admin/api/mail?status=sent'));
    expect(sent.items).toEqual([]);
    expect(sent.totalCount).toBe(0);

    const opened = await admin.get(`/admin/api/mail/${row!.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const mail = jsonOf<OutboxMail>(opened);
    expect(mail.text).toContain('- The item contains malicious or deceptive code.');
    expect(mail.text).toContain('> The script posts every page you visit to a remote server.');

    const missing = await admin.get('/admin/api/mail/999999999');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('MAIL_NOT_FOUND');
    const malformed = await admin.get('/admin/api/mail/nope?status=lost');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('INVALID_REQUEST');
  });

  it('answers not-found to everyone but administrators', async () => {
    const { client: developerClient } = await signedInCreator(t);
    const [row] = await t.database.db.selectFrom('mail_outbox').select('id').limit(1).execute();
    const clients = [new TestClient(t.app), (await signedInUser(t)).client, developerClient];
    for (const client of clients) {
      for (const url of ['/admin/api/mail', `/admin/api/mail/${row?.id ?? 1}`]) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(errorOf(response).code).toBe('NOT_FOUND');
      }
    }
  });
});

describe('a sender that stops', () => {
  it('finishes the mail it is sending and gives the rest of its batch back, untried', async () => {
    const subjects = ['Batch one', 'Batch two', 'Batch three'];
    for (const subject of subjects) {
      await queueMail(t.database.db, subject);
    }
    // A transport that holds the first mail until the sender has been told to stop.
    const sent: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const sender = new MailSender({
      db: t.database.db,
      transport: {
        async sendMail(mail: OutgoingMail) {
          started();
          await held;
          sent.push(mail.subject);
        },
        close() {},
      },
      from: 'store@store.test',
      log: t.app.log,
    });
    sender.wake();
    await sending;
    const stopped = sender.stop();
    release();
    await stopped;
    expect(sent).toEqual(['Batch one']);
    const rows = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'status', 'attempts', 'next_attempt_at'])
      .where('subject', 'in', subjects)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.subject, row.status, row.attempts])).toEqual([
      ['Batch one', 'sent', 1],
      ['Batch two', 'queued', 0],
      ['Batch three', 'queued', 0],
    ]);
    expect(rows[1]!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('configuration', () => {
  it('names a wrong SMTP_URL without showing its password, and hides it when described', () => {
    let message = '';
    try {
      loadConfig({ SMTP_URL: 'http://mailer:hunter2-secret@mail.example:587' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('SMTP_URL=(hidden)');
    expect(message).not.toContain('hunter2-secret');
    expect(describeSmtpUrl('smtp://mailer:hunter2-secret@mail.example:587')).toBe(
      'smtp://mailer:***@mail.example:587',
    );
    const config = loadConfig({
      SMTP_URL: 'smtps://mail.example',
      PUBLIC_URL: 'https://store.example',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mail.example',
      from: 'Lagoon <no-reply@store.example>',
    });
  });
});
