import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxRoutes } from './outbox-routes.js';
import { mailPreferenceRoutes } from './preference-routes.js';

/**
 * Mail to developers: their choice of mails (/creator/api/mail-preferences) and the
 * administrators' outbox (/admin/api/mail…). The mails themselves are queued by the writes
 * they tell about (notify.ts) and sent by the mail plugin's sender.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(mailPreferenceRoutes);
  await app.register(outboxRoutes);
};
