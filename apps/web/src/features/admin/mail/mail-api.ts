import {
  type MailStatus,
  OUTBOX_PATH,
  type OutboxMail,
  type OutboxPage,
  outboxMailPath,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** GET /admin/api/mail: one page of the outbox, newest first, of one status or of all. */
export function getOutbox(
  query: { status: MailStatus | null; offset: number; size: number },
  signal?: AbortSignal,
): Promise<OutboxPage> {
  return api.get<OutboxPage>(OUTBOX_PATH, {
    query: {
      ...(query.status ? { status: query.status } : {}),
      offset: query.offset,
      size: query.size,
    },
    signal,
  });
}

/** GET /admin/api/mail/{mailId}: one mail with its plain text. */
export function getOutboxMail(mailId: string, signal?: AbortSignal): Promise<OutboxMail> {
  return api.get<OutboxMail>(outboxMailPath(mailId), { signal });
}
