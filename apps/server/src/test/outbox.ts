import type { Db } from '../db/database.js';
import { insertMail } from '../mail/outbox-queries.js';

/** The outbox as the mail tests fill and read it. */

/** Queues a decision mail to someone, with its subject as its text. */
export async function queueMail(db: Db, subject: string, html = subject): Promise<void> {
  await insertMail(db, {
    kind: 'review.approved',
    recipient: 'someone@example.test',
    language: 'en',
    subject,
    text: subject,
    html,
    itemId: null,
    status: 'queued',
  });
}

/** The mails about an item, oldest first. */
export function mailsAbout(db: Db, itemId: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('id')
    .execute();
}
