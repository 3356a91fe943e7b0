import { MAIL_STATUSES, type MailKind, type MailStatus, OUTBOX_PAGE_SIZE } from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';

/** What the Mail page shows: one status (or every mail) and a page of it, from the address. */
export interface OutboxView {
  status: MailStatus | null;
  /** From 1. */
  page: number;
}

/** The server answers at most this far into the outbox. */
const LAST_OFFSET = 1_000_000;

/** Reads ?status=&page= as the page shows it; anything else is every mail's first page. */
export function readOutboxView(search: URLSearchParams): OutboxView {
  const status = search.get('status');
  const page = Number(search.get('page') ?? '1');
  const maxPage = Math.floor(LAST_OFFSET / OUTBOX_PAGE_SIZE) + 1;
  return {
    status: isOneOf(MAIL_STATUSES, status) ? status : null,
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

/** The address of a view: /admin/mail, with ?status= and ?page= only when they say something. */
export function outboxPath(view: OutboxView): string {
  const search = new URLSearchParams();
  if (view.status) search.set('status', view.status);
  if (view.page > 1) search.set('page', String(view.page));
  const query = search.toString();
  return query ? `/admin/mail?${query}` : '/admin/mail';
}

/** The offset the page's call asks for. */
export function outboxOffset(view: OutboxView): number {
  return (view.page - 1) * OUTBOX_PAGE_SIZE;
}

/** A mail's own page, keeping the view it was opened from to come back to. */
export function outboxMailPagePath(mailId: string, from: OutboxView): string {
  const back = outboxPath(from);
  const query = back.includes('?') ? `?${back.split('?')[1]}` : '';
  return `/admin/mail/${encodeURIComponent(mailId)}${query}`;
}

/** The catalog key of each kind of mail (the kinds' own names hold dots). */
export const MAIL_KIND_KEYS = {
  'review.approved': 'approved',
  'review.rejected': 'rejected',
  'review.private': 'private',
  'review.blocked': 'blocked',
  'review.unblocked': 'unblocked',
  'rating.new': 'rating',
  'report.new': 'report',
  'request.approved': 'requestApproved',
  'request.denied': 'requestDenied',
  'fleet.alerts': 'fleetAlerts',
} as const satisfies Record<MailKind, string>;
