/**
 * The choices and addresses of mail to developers, without the schemas (mail.ts), so the
 * console and the developer area can read them without loading the schema library.
 */

/** What a mail is about: a review decision, a new rating or a report of the developer's item. */
export const MAIL_KINDS = [
  'review.approved',
  'review.rejected',
  'review.private',
  'review.blocked',
  'review.unblocked',
  'rating.new',
  'report.new',
  /** To a visitor: an administrator approved or denied their install request. */
  'request.approved',
  'request.denied',
  /** To administrators: a digest of new drift alerts in the fleet (fleet-alerts.ts). */
  'fleet.alerts',
] as const;

/**
 * Where a mail is: waiting to be sent (again, after a temporary failure), sent, given up on
 * (a permanent refusal, or too many attempts), or kept in the outbox because the store has no
 * SMTP server to send through.
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;

/**
 * Days a sent, failed or kept mail stays in the outbox after its last change (sent, given up
 * on, or written); the store then deletes it. Queued mails are never deleted: they are still
 * to be sent.
 */
export const MAIL_RETENTION_DAYS = 90;

/** The largest page of the outbox one call answers, and the page the console reads. */
export const OUTBOX_PAGE_SIZE_MAX = 100;
export const OUTBOX_PAGE_SIZE = 50;

export const MAIL_PREFERENCES_PATH = '/creator/api/mail-preferences';
export const OUTBOX_PATH = '/admin/api/mail';

export function outboxMailPath(mailId: string): string {
  return `${OUTBOX_PATH}/${encodeURIComponent(mailId)}`;
}
