import {
  Creator,
  CreatorAgreement,
  CreatorInput,
  CreatorUpdate,
  CreatorWithdrawal,
  UploadSession,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedCall } from '../http/api-document.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { type BodyIssueNamer, jsonBody, nameBodyIssues } from '../http/route-body.js';
import {
  agreeToTerms,
  registerCreator,
  updateCreator,
  withdrawCreator,
} from './creator-commands.js';
import { findCreatorOfUser, hasLiveItem } from './creator-queries.js';
import { developerFirst, developerOf } from './developer-first.js';
import { presentCreator, requireAdult, requireCreator } from './guard.js';
import { creatorFieldMessage, isCreatorMessageKey } from './messages.js';
import { openUploadSession } from './upload-session.js';

/**
 * Refused fields carry the contract's message key as `code` (e.g. creator.name.required), so
 * the form shows its catalog's words, and the words themselves in the request's language as
 * `message`; a problem the form has no words for is `creator.<field>.invalid`.
 */
const creatorFieldCodes: BodyIssueNamer = ({ field, message }, language) => {
  const code = isCreatorMessageKey(message)
    ? message
    : `creator.${field.split('.')[0] || 'body'}.invalid`;
  return { code, message: creatorFieldMessage(code, language) };
};

/**
 * DELETE's optional confirmation: a body that is not an object (or none) confirms nothing and
 * is not checked; `{"confirm": …}` must be true.
 */
const WithdrawalBody = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}),
  CreatorWithdrawal.partial(),
);

/** Registration: a signed-in adult without a creator profile, before the form is read. */
async function newCreatorFirst(request: FastifyRequest): Promise<void> {
  const user = requireAdult(request);
  const existing = await findCreatorOfUser(request.server.db, user.id);
  if (existing) throw new AppError('ALREADY_A_CREATOR');
}

const ErrorResponses = { description: 'The error shape of the API' };

/** The creator profile: register, read, edit, agree, withdraw; one per user, the caller's own. */
export const creatorRoutes: FastifyPluginAsyncZod = async (app) => {
  nameBodyIssues(app, creatorFieldCodes);

  app.get(
    '/creator/api/creator',
    {
      schema: {
        tags: ['creator'],
        summary: "The caller's creator profile (404 NOT_A_CREATOR when there is none)",
        response: { 200: Creator },
      },
    },
    async (request) => {
      const { creator } = await requireCreator(request, { agreed: false });
      return presentCreator(creator);
    },
  );

  app.post(
    '/creator/api/creators',
    {
      schema: {
        tags: ['creator'],
        summary: 'Registers the caller as a developer',
        description: `Body: CreatorInput. ${ErrorResponses.description}.`,
        body: jsonBody(CreatorInput),
        response: { 201: Creator },
      },
      preValidation: newCreatorFirst,
    },
    async (request, reply) => {
      const user = requireAdult(request);
      const created = await registerCreator(app.db, user.id, request.body);
      return reply.code(201).send(presentCreator(created));
    },
  );

  app.patch(
    '/creator/api/creator',
    {
      schema: {
        tags: ['creator'],
        summary: "Edits the caller's creator profile (needs both terms agreed)",
        description: 'Body: CreatorUpdate (name, email, homepage; each optional).',
        body: jsonBody(CreatorUpdate),
        response: { 200: Creator },
      },
      preValidation: developerFirst({ agreed: true }),
    },
    async (request) => {
      const { creator } = developerOf(request);
      const updated = await updateCreator(app.db, creator.id, request.body);
      // Product pages show the developer's name, email and homepage: visitors' cached answers
      // go only when one of them changed and the developer has an item visitors can see.
      const shown = (row: typeof creator) => [row.name, row.email, row.homepage].join('\n');
      if (shown(updated) !== shown(creator) && (await hasLiveItem(app.db, creator.id))) {
        app.catalogCache.clear();
      }
      return presentCreator(updated);
    },
  );

  app.delete(
    '/creator/api/creator',
    {
      // Leaving the programme is a person's choice in the store, never a script's: a leaked
      // token cannot close the account's developer profile.
      config: { sessionOnly: true },
      schema: {
        tags: ['creator'],
        summary: 'Withdraws: deletes the caller’s creator profile once no item is left',
        description:
          'Refused with PRODUCT_EXISTS or PRODUCT_DRAFT_EXISTS while the developer has items. ' +
          'A confirmation may be sent as {"confirm": true} or ?confirm=true; a false one is ' +
          'refused with the field creator.withdraw.confirm.',
        body: WithdrawalBody,
        response: { 204: z.null() },
      },
      preValidation: developerFirst({ agreed: false }),
    },
    async (request, reply) => {
      const { creator } = developerOf(request);
      // A bare DELETE withdraws. The store's own dialog sends its checkbox (the body,
      // checked by the schema, or the query), and an unchecked one is refused with that field,
      // in the visitor's language.
      const query = request.query as Record<string, unknown>;
      if (query.confirm !== undefined && query.confirm !== 'true') {
        const code = 'creator.withdraw.confirm';
        throw new AppError('INVALID_REQUEST', [
          { field: 'confirm', code, message: creatorFieldMessage(code, requestLanguage(request)) },
        ]);
      }
      await withdrawCreator(app.db, creator);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/creator/api/agreement',
    {
      schema: {
        tags: ['creator'],
        summary: 'Records that the developer agreed to both terms',
        description: 'Body: {"isAgreeToTerms": true, "isAgreeToDevelopersTerms": true}.',
        body: jsonBody(CreatorAgreement),
        response: { 200: Creator },
      },
      preValidation: developerFirst({ agreed: false }),
    },
    async (request) => {
      const { creator } = developerOf(request);
      const updated = await agreeToTerms(app.db, creator);
      return presentCreator(updated);
    },
  );

  app.get(
    '/creator/api/photo/upload/session',
    {
      schema: {
        tags: ['creator'],
        summary: 'A short-lived upload session for media uploads',
        description:
          'Opens an upload key for POST {uploadHost}/photo/upload, valid for 30 minutes and ' +
          'bound to what asked for it: the sign-in session (signing out ends it) or the access ' +
          'token (revoking it ends it). The key is a credential: keep it out of logs.',
        response: { 200: UploadSession },
      },
      config: {
        swaggerTransform: documentedCall({
          responses: {
            200: {
              examples: {
                opened: {
                  summary: 'Upload to /creator/api/photo/upload; images are served under /files',
                  value: {
                    sessionKey: '36puwhJLvNg925HYmmQafN1H9q5aNDUe0SY1y14CNcI',
                    downloadHost: '/files',
                    uploadHost: '/creator/api',
                  } satisfies UploadSession,
                },
              },
            },
          },
        }),
      },
    },
    async (request, reply) => {
      const { user } = await requireCreator(request, { agreed: true });
      reply.header('cache-control', 'no-store');
      return openUploadSession(request, user.id);
    },
  );
};
