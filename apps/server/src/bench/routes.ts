import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A JSON body of a requested size that costs nothing to produce: the benchmark's ceiling for
 * what the catalog routes could reach. Registered only when BENCH_ROUTES=1.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodies = new Map<number, { items: string[] }>();
  app.get(
    '/ajax/bench/static',
    {
      schema: {
        hide: true,
        querystring: z.object({
          bytes: z.coerce.number().int().min(2).max(1_000_000).default(10_000),
        }),
      },
    },
    async (request) => {
      const { bytes } = request.query;
      let body = bodies.get(bytes);
      if (!body) {
        body = { items: ['x'.repeat(Math.max(0, bytes - 14))] };
        bodies.set(bytes, body);
      }
      return body;
    },
  );
};
