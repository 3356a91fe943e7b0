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
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { type BodyIssueNamer, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { hasLiveItem } from './creator-queries.js';
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
  const existing = await request.server.db
    .selectFrom('creators')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (existing) throw new AppError('ALREADY_A_CREATOR');
}

function emptyToNull(value: string | undefined): string | null {
  return value ? value : null;
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
      const input = request.body;
      const now = new Date();
      const created = await app.db
        .insertInto('creators')
        .values({
          user_id: user.id,
          name: input.name,
          email: input.email,
          homepage: emptyToNull(input.homepage),
          terms_agreed_at: now,
          developer_terms_agreed_at: now,
        })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!created) throw new AppError('ALREADY_A_CREATOR');
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
      const input = request.body;
      const updated = await app.db
        .updateTable('creators')
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.homepage !== undefined ? { homepage: emptyToNull(input.homepage) } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', creator.id)
        .returningAll()
        .executeTakeFirstOrThrow();
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
      const items = await app.db
        .selectFrom('items')
        .select(['id', 'published_listing_id'])
        .where('creator_id', '=', creator.id)
        .execute();
      if (items.some((item) => item.published_listing_id !== null)) {
        throw new AppError('PRODUCT_EXISTS');
      }
      if (items.length > 0) throw new AppError('PRODUCT_DRAFT_EXISTS');
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('upload_sessions').where('user_id', '=', creator.user_id).execute();
        await trx.deleteFrom('creators').where('id', '=', creator.id).execute();
      });
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
      const now = new Date();
      const updated = await app.db
        .updateTable('creators')
        .set({
          terms_agreed_at: creator.terms_agreed_at ?? now,
          developer_terms_agreed_at: creator.developer_terms_agreed_at ?? now,
          updated_at: now,
        })
        .where('id', '=', creator.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentCreator(updated);
    },
  );

  app.get(
    '/creator/api/photo/upload/session',
    {
      schema: {
        tags: ['creator'],
        summary: 'A short-lived upload session for media uploads',
        response: { 200: UploadSession },
      },
    },
    async (request, reply) => {
      const { user } = await requireCreator(request, { agreed: true });
      reply.header('cache-control', 'no-store');
      return openUploadSession(request, user.id);
    },
  );
};
