import {
  AccessToken,
  AccessTokenList,
  AdminTokenInput,
  AdminTokenListQuery,
  CreatedAccessToken,
  CreatorTokenInput,
  TokenParams,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/session.js';
import { requireCreator } from '../creators/guard.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { createAccessToken, revokeAccessToken } from './token-commands.js';
import { presentToken } from './token-presenter.js';
import { listAllTokens, listOwnTokens } from './token-queries.js';

/**
 * Token management is for a signed-in browser only (sessionOnly): a bearer request is refused
 * before anything else, so a leaked token can neither mint more tokens nor revoke others.
 */
const SESSION_ONLY = { sessionOnly: true } as const;

/** The developer area's access tokens: the signed-in developer's own `creator` tokens. */
const creatorTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  nameBodyIssues(app, areaFieldCodes('tokens'));

  app.get(
    '/creator/api/tokens',
    {
      config: SESSION_ONLY,
      schema: {
        tags: ['tokens'],
        summary: "The developer's access tokens: active ones and those ended in the last 30 days",
        response: { 200: AccessTokenList },
      },
    },
    async (request, reply) => {
      const { user } = await requireCreator(request, { agreed: false });
      reply.header('cache-control', 'no-store');
      const now = new Date();
      const rows = await listOwnTokens(app.db, user.id, 'creator', now);
      return { tokens: rows.map((row) => presentToken(row, now)) };
    },
  );

  app.post(
    '/creator/api/tokens',
    {
      config: SESSION_ONLY,
      schema: {
        tags: ['tokens'],
        summary: 'Creates an access token; the answer holds its secret, shown this once',
        description:
          'Scopes: items:read, items:write, items:submit. Expiry: expiresInDays (1 to 365) or ' +
          'expiresAt (at most a year ahead); 90 days when neither is given.',
        body: jsonBody(CreatorTokenInput),
        response: { 201: CreatedAccessToken },
      },
    },
    async (request, reply) => {
      const { user } = await requireCreator(request, { agreed: false });
      const created = await createAccessToken(
        app.db,
        { userId: user.id, kind: 'creator', language: requestLanguage(request) },
        request.body,
      );
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/creator/api/tokens/:tokenId',
    {
      config: SESSION_ONLY,
      schema: {
        tags: ['tokens'],
        summary: 'Revokes one of the developer’s access tokens at once',
        params: TokenParams,
        response: { 200: AccessToken },
      },
    },
    async (request) => {
      const { user } = await requireCreator(request, { agreed: false });
      return revokeAccessToken(app.db, request.params.tokenId, {
        userId: user.id,
        owner: { userId: user.id, kind: 'creator' },
      });
    },
  );
};

/**
 * The console's access tokens: an administrator's own `admin` tokens and, with `all=true`, every
 * token of the store with its owner, any of which an administrator may revoke (a security team
 * must be able to stop a leaked token whoever made it). Everyone else gets not-found.
 */
const adminTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  nameBodyIssues(app, areaFieldCodes('tokens'));
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/api/tokens',
    {
      config: SESSION_ONLY,
      schema: {
        tags: ['admin', 'tokens'],
        summary: "The administrator's own tokens, or with all=true every token of the store",
        querystring: AdminTokenListQuery,
        response: { 200: AccessTokenList },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const now = new Date();
      if (request.query.all === 'true') {
        const rows = await listAllTokens(app.db, now);
        return { tokens: rows.map((row) => presentToken(row, now, true)) };
      }
      const rows = await listOwnTokens(app.db, admin.id, 'admin', now);
      return { tokens: rows.map((row) => presentToken(row, now)) };
    },
  );

  app.post(
    '/admin/api/tokens',
    {
      config: SESSION_ONLY,
      schema: {
        tags: ['admin', 'tokens'],
        summary: 'Creates an administrator’s access token; the answer holds its secret, once',
        description:
          'Scopes: admin:read, admin:write and, for an administrator who is also a developer, ' +
          'items:read, items:write, items:submit.',
        body: jsonBody(AdminTokenInput),
        response: { 201: CreatedAccessToken },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const created = await createAccessToken(
        app.db,
        { userId: admin.id, kind: 'admin', language: requestLanguage(request) },
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/admin/api/tokens/:tokenId',
    {
      config: SESSION_ONLY,
      schema: {
        tags: ['admin', 'tokens'],
        summary: 'Revokes any access token of the store at once',
        params: TokenParams,
        response: { 200: AccessToken },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return revokeAccessToken(app.db, request.params.tokenId, { userId: admin.id });
    },
  );
};

/** Access tokens: the developer area's and the console's calls. */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(creatorTokenRoutes);
  await app.register(adminTokenRoutes);
};
