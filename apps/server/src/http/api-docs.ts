import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the OpenAPI explorer under /api-docs. Swagger UI's page loads
 * its bundles and style sheets from this origin (it has no inline script) and reads the
 * document with fetch; at run time it adds a <style> element and draws its icons as data:
 * images, so both are allowed (checked in Chromium by api-docs.test.ts). It is never framed.
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const API_DOCS_HEADERS = {
  'content-security-policy': API_DOCS_CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

/**
 * Swagger UI at /api-docs in its own encapsulated context, so every answer of its own (the
 * page, its static files, the JSON and YAML documents) carries the explorer's policy and no
 * other route is touched.
 */
export async function apiDocsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(API_DOCS_HEADERS);
    return payload;
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api-docs' });
}
