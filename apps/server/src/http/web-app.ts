import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.js';

/** Paths the single-page app never owns: a miss there is an API 404, not index.html. */
const SERVER_PREFIXES = [
  '/ajax/',
  '/creator/api/',
  '/admin/api/',
  '/accounts/',
  '/files/',
  '/api-docs',
  '/healthz',
  '/assets/',
];

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return SERVER_PREFIXES.some(
    (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  );
}

/**
 * Serves the built web app: hashed files under /assets/ cached forever, other public files
 * briefly, and index.html (never cached) for every other GET so history-mode routes such as
 * /extensions/new work when loaded directly.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexPath = webDist ? path.join(webDist, 'index.html') : null;
  const indexHtml = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath) : null;
  if (webDist && !indexHtml) {
    app.log.warn({ webDist }, 'web app build not found; serving the API only');
  }

  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html is served by the routes below, never cached. The build writes a .br and a
      // .gz copy beside each text file (apps/web/build/precompress.ts): they are sent in its
      // place to browsers that accept them, and are not addresses of their own.
      globIgnore: ['index.html', '**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, filePath) {
        const relative = path.relative(webDist, filePath);
        response.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
        // The answer depends on Accept-Encoding, the plain file included, so caches between
        // must keep one copy per encoding.
        response.header('vary', 'Accept-Encoding');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  if (indexHtml) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && indexHtml && !isServerPath(request.url)) return sendIndex(reply);
    return sendError(request, reply, 'NOT_FOUND');
  });
}
