import { OUTBOX_PAGE_SIZE, type OutboxMail, type OutboxPage } from '@lagoon/contract';
import { type PageLoader, privatePageLoader } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getOutbox, getOutboxMail } from './mail-api';
import { type OutboxView, outboxOffset, readOutboxView } from './outbox-model';

/** What /admin/mail shows. */
export interface OutboxData {
  view: OutboxView;
  outbox: Read<OutboxPage>;
}

/** /admin/mail?status=&page=: a page of the outbox, read anew on every visit. */
export const outboxLoader: PageLoader<OutboxData | null> = privatePageLoader(
  async (_env, { request }) => {
    const { signal } = request;
    const view = readOutboxView(new URL(request.url).searchParams);
    const query = { status: view.status, offset: outboxOffset(view), size: OUTBOX_PAGE_SIZE };
    return { view, outbox: await read(() => getOutbox(query, signal), { signal }) };
  },
);

/** What /admin/mail/:mailId shows: the mail, and the list view to go back to. */
export interface OutboxMailData {
  view: OutboxView;
  mail: Read<OutboxMail>;
}

/** /admin/mail/:mailId: one mail with its text. */
export const outboxMailLoader: PageLoader<OutboxMailData | null> = privatePageLoader(
  async (_env, { request, params }) => {
    const { signal } = request;
    const view = readOutboxView(new URL(request.url).searchParams);
    const mailId = params.mailId ?? '';
    return { view, mail: await read(() => getOutboxMail(mailId, signal), { signal }) };
  },
);
