import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import type { FileStorage } from '../storage/storage.js';
import { prefersWebp, WebpCopyIndex } from './webp-copies.js';

type OpenFile = NonNullable<Awaited<ReturnType<FileStorage['open']>>>;

/** Canonical image types that may have a WebP copy to offer instead. */
const NEGOTIATED_TYPES = new Set(['image/png', 'image/jpeg']);

/** Whether If-None-Match names this entity tag (weak comparison, as for GET), or is "*". */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((entry) => entry.trim().replace(/^W\//, ''))
    .some((entry) => entry === '*' || entry === etag);
}

/**
 * Serves stored files. Keys are content hashes, so a response never changes: cache forever.
 * A PNG or JPEG is sent as its stored WebP copy to clients that name WebP in Accept, when the
 * copy is smaller; both answers vary on Accept and have their own entity tag.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const webpCopies = new WebpCopyIndex(app.db);

  /** The WebP copy of a canonical image, opened, when there is one smaller than the image. */
  async function openWebpCopy(
    key: string,
    canonical: OpenFile,
  ): Promise<{ key: string; file: OpenFile } | null> {
    const copyKey = await webpCopies.find(key);
    if (!copyKey) return null;
    const copy = await app.storage.open(copyKey);
    if (!copy) return null;
    if (copy.size >= canonical.size) {
      copy.stream.destroy();
      return null;
    }
    return { key: copyKey, file: copy };
  }

  app.get(
    '/files/:key',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored image or package, by content hash',
        description:
          'PNG and JPEG images are answered with their stored WebP copy, when it is smaller, to ' +
          'clients whose Accept header names image/webp (wildcards do not count); such answers ' +
          'carry Vary: Accept and the entity tag of the bytes sent.',
        params: z.object({ key: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const canonical = await app.storage.open(request.params.key);
      if (!canonical) throw new AppError('NOT_FOUND');
      let key = request.params.key;
      let file = canonical;
      if (NEGOTIATED_TYPES.has(canonical.contentType)) {
        reply.header('vary', 'Accept');
        if (prefersWebp(request.headers.accept, canonical.contentType)) {
          // The canonical file is always a correct answer: a failed lookup only costs the saving.
          const copy = await openWebpCopy(key, canonical).catch((error: unknown) => {
            request.log.warn({ err: error, key }, 'WebP copy lookup failed');
            return null;
          });
          if (copy) {
            canonical.stream.destroy();
            ({ key, file } = copy);
          }
        }
      }
      const etag = `"${key.split('.')[0]}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
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
