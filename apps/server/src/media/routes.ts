import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';

/** Serves stored files. Keys are content hashes, so a response never changes: cache forever. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:key',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored image or package, by content hash',
        params: z.object({ key: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const file = await app.storage.open(request.params.key);
      if (!file) throw new AppError('NOT_FOUND');
      const etag = `"${request.params.key.split('.')[0]}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) {
        file.stream.destroy();
        return reply.code(304).send();
      }
      if (file.contentType === 'application/zip') {
        reply.header('content-disposition', 'attachment');
      }
      return reply.type(file.contentType).header('content-length', file.size).send(file.stream);
    },
  );
};
