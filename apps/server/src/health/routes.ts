import { Health } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { SERVER_VERSION } from '../version.js';

/** Liveness and readiness: answers only when the database does. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['operations'], summary: 'Health check', response: { 200: Health } } },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: app.databaseKind, version: SERVER_VERSION };
    },
  );
};
