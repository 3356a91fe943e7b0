import { z } from 'zod';
import { ExtensionId, Timestamp } from './entities.js';
import { Language } from './enums.js';
import { MAIL_KINDS, MAIL_STATUSES } from './mail-values.js';
import { LANGUAGES } from './values.js';

/**
 * E-mail to developers: the store writes every mail to an outbox first and delivers it through
 * SMTP in the background (the server's SMTP_URL); without SMTP the mails stay in the outbox,
 * "kept", for the administrators to read.
 *
 * - GET /creator/api/mail-preferences: which mails the developer gets, and in which language.
 * - PUT /creator/api/mail-preferences: changes them (MailPreferencesInput).
 * - GET /admin/api/mail?status=&offset=&size=: the outbox, newest first, with counts per status.
 * - GET /admin/api/mail/{mailId}: one mail with its text (MAIL_NOT_FOUND when there is none).
 */

export const MailKind = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof MailKind>;

export const MailStatus = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof MailStatus>;

/**
 * The developer's choices. Review decisions are on unless turned off; new ratings and reports
 * are off unless turned on, since popular items get many. `language` is the language mails are
 * written in: the developer's choice, else the language of their last review request, else
 * English.
 */
export const MailPreferences = z.object({
  decisions: z.boolean(),
  ratings: z.boolean(),
  reports: z.boolean(),
  language: Language,
});
export type MailPreferences = z.infer<typeof MailPreferences>;

/** PUT /creator/api/mail-preferences: every choice, the language included. */
export const MailPreferencesInput = z.object({
  decisions: z.boolean({ message: 'mail.decisions.invalid' }),
  ratings: z.boolean({ message: 'mail.ratings.invalid' }),
  reports: z.boolean({ message: 'mail.reports.invalid' }),
  language: z.enum(LANGUAGES, { message: 'mail.language.invalid' }),
});
export type MailPreferencesInput = z.infer<typeof MailPreferencesInput>;

/** A mail's id in addresses: a positive decimal number. */
export const MailId = z.string().regex(/^[1-9][0-9]{0,17}$/, 'mail id');

/** One mail of the outbox as the list shows it. */
export const OutboxEntry = z.object({
  mailId: MailId,
  kind: MailKind,
  recipient: z.string(),
  language: Language,
  subject: z.string(),
  /** The item the mail is about; null once the item was deleted. */
  extensionId: ExtensionId.nullable(),
  status: MailStatus,
  /** Delivery attempts so far. */
  attempts: z.number().int(),
  /** What the last failed attempt was told (an SMTP answer or a connection error). */
  error: z.string().nullable(),
  createAt: Timestamp,
  /** When the mail was sent; null until then. */
  sentAt: Timestamp.nullable(),
  /** Queued mails: when the next attempt is due. */
  nextAttemptAt: Timestamp.nullable(),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

/** One mail with what it says, in plain text (the HTML part says the same). */
export const OutboxMail = OutboxEntry.extend({ text: z.string() });
export type OutboxMail = z.infer<typeof OutboxMail>;

export const OutboxPage = z.object({
  items: z.array(OutboxEntry),
  /** Mails of the asked status (every mail without one). */
  totalCount: z.number().int(),
  offset: z.number().int(),
  size: z.number().int(),
  /** How many mails the outbox holds in each status. */
  counts: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    kept: z.number().int(),
  }),
  /** Whether this store sends mail (SMTP_URL is set) or keeps it in the outbox. */
  delivery: z.enum(['smtp', 'outbox']),
});
export type OutboxPage = z.infer<typeof OutboxPage>;
