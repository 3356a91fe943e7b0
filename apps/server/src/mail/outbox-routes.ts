import {
  MailId,
  MailStatus,
  OUTBOX_PAGE_SIZE,
  OUTBOX_PAGE_SIZE_MAX,
  OutboxMail,
  OutboxPage,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { AppError } from '../http/errors.js';
import { loadOutbox, loadOutboxMail } from './outbox-queries.js';

/**
 * The administrators' view of the outbox: every mail the store wrote to developers, sent or
 * not, and what each says. With no SMTP server configured this is where mail is read.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone but an administrator gets not-found here, before the input is even read.
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/api/mail',
    {
      schema: {
        tags: ['mail'],
        summary: 'The mail outbox, newest first, with how many mails are in each status',
        description:
          'status narrows the list to queued, sent, failed or kept mails. `delivery` says ' +
          'whether this store sends mail (SMTP_URL) or keeps it here.',
        querystring: z.object({
          status: MailStatus.optional(),
          offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
          size: z.coerce.number().int().min(1).max(OUTBOX_PAGE_SIZE_MAX).default(OUTBOX_PAGE_SIZE),
        }),
        response: { 200: OutboxPage },
      },
    },
    async (request) => {
      const { status, offset, size } = request.query;
      const page = await loadOutbox(app.db, { status }, offset, size);
      return { ...page, offset, size, delivery: app.mail.delivers ? 'smtp' : 'outbox' } as const;
    },
  );

  app.get(
    '/admin/api/mail/:mailId',
    {
      schema: {
        tags: ['mail'],
        summary: 'One mail of the outbox with its plain text',
        description: 'No such mail: MAIL_NOT_FOUND.',
        params: z.object({ mailId: MailId }),
        response: { 200: OutboxMail },
      },
    },
    async (request) => {
      const mail = await loadOutboxMail(app.db, request.params.mailId);
      if (!mail) throw new AppError('MAIL_NOT_FOUND');
      return mail;
    },
  );
};
