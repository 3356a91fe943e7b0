import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

/** What a computation may tell the catalog cache about its entry (when it stops being true). */
type CacheEntry = Parameters<Parameters<FastifyInstance['catalogCache']['get']>[1]>[0];

/**
 * A public answer kept in the catalog cache already serialised: a cache hit then costs no
 * schema check and no JSON encoding. The value is checked against its schema once, when built.
 */
export function cachedJson<T extends z.ZodType>(
  app: FastifyInstance,
  key: string,
  schema: T,
  compute: (entry: CacheEntry) => Promise<z.output<T>>,
): Promise<string> {
  return app.catalogCache.get(`json:${key}`, async (entry) =>
    JSON.stringify(schema.encode(await compute(entry))),
  );
}

/** Sends JSON that is already serialised; Fastify passes a JSON string through untouched. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
