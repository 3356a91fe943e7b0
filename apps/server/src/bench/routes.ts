import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A JSON body (and an XML document, for the update service) of a requested size that costs
 * nothing to produce: the benchmark's ceiling for what the catalog routes and the update
 * service could reach. Registered only when BENCH_ROUTES=1.
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

  const documents = new Map<number, string>();
  app.get(
    '/service/bench/static',
    {
      schema: {
        hide: true,
        // Other parameters are accepted and ignored: the benchmark sends the update check's.
        querystring: z
          .object({ bytes: z.coerce.number().int().min(64).max(1_000_000).default(1_000) })
          .loose(),
      },
      // Like the update service it stands beside: no anti-forgery cookie handed out.
      config: { cookieless: true },
    },
    async (request, reply) => {
      const { bytes } = request.query;
      let document = documents.get(bytes);
      if (!document) {
        const head = '<?xml version="1.0" encoding="UTF-8"?>\n<gupdate>';
        const tail = '</gupdate>\n';
        document = `${head}${' '.repeat(Math.max(0, bytes - head.length - tail.length))}${tail}`;
        documents.set(bytes, document);
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(document);
    },
  );
};
