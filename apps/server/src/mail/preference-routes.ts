import { MailPreferences, MailPreferencesInput } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { developerFirst, developerOf } from '../creators/developer-first.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { loadMailPreferences, saveMailPreferences } from './preference-queries.js';

/**
 * The developer's choice of mails: review decisions (on unless turned off), new ratings and
 * reports of their items (off unless turned on), and the language mails are written in. Any
 * developer may choose, terms agreed or not: the mails concern items they already have.
 */
export const mailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  nameBodyIssues(app, areaFieldCodes('mail'));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/creator/api/mail-preferences',
    {
      schema: {
        tags: ['mail'],
        summary: 'Which e-mails the developer gets, and in which language',
        response: { 200: MailPreferences },
      },
      preValidation: developerFirst({ agreed: false }),
    },
    async (request) => loadMailPreferences(app.db, developerOf(request).creator.id),
  );

  app.put(
    '/creator/api/mail-preferences',
    {
      schema: {
        tags: ['mail'],
        summary: 'Chooses which e-mails the developer gets, and their language',
        description: 'Body: MailPreferencesInput, every field. Answers the preferences saved.',
        body: jsonBody(MailPreferencesInput),
        response: { 200: MailPreferences },
      },
      preValidation: developerFirst({ agreed: false }),
    },
    async (request) => saveMailPreferences(app.db, developerOf(request).creator.id, request.body),
  );
};
