import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER, XSSI_PREFIX } from '@lagoon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** JSON under these prefixes is what a hostile page could try to include as a script. */
const XSSI_PATH_PREFIXES = ['/ajax/', '/creator/api/', '/admin/api/'];

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The anti-forgery token a form may carry when it cannot set a header (server-rendered pages). */
function formToken(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body._xsrf : undefined;
  return typeof value === 'string' ? value : undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The anti-forgery token of this client, for pages that render forms. */
    xsrfToken: string;
    /**
     * The request authenticated with a credential in a header (an access token) and reads no
     * cookie: a browser never adds such a header on its own, so there is nothing to forge and
     * the anti-forgery check is left out. Set by the session plugin.
     */
    authenticatedByHeader: boolean;
  }
  interface FastifyContextConfig {
    /**
     * A write that reads no cookie, no session and nothing else a browser adds on its own, so
     * a page of another site making a visitor's browser send it achieves nothing its author
     * could not do by sending it directly: the anti-forgery check is left out. For callers
     * that send no cookies at all (the companion extension's usage report, Chromium's update
     * checks), which are not handed the anti-forgery cookie either: they would never send it
     * back, so each of their requests would pay for a new one.
     */
    cookieless?: boolean;
  }
}

export interface SecurityOptions {
  secureCookies: boolean;
}

/**
 * Double-submit anti-forgery: the server hands out an XSRF-TOKEN cookie and every
 * state-changing request must echo it in X-XSRF-TOKEN. Also prefixes API JSON with )]}',
 * so it cannot be evaluated as a script by another site, and sends every answer with
 * X-Content-Type-Options: nosniff.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('xsrfToken', '');
    app.decorateRequest('authenticatedByHeader', false);
    app.addHook('onRequest', async (request, reply) => {
      const existing = request.cookies[XSRF_COOKIE];
      request.xsrfToken = existing ?? '';
      if (!existing && request.routeOptions.config.cookieless !== true) {
        const token = randomBytes(24).toString('base64url');
        request.xsrfToken = token;
        reply.setCookie(XSRF_COOKIE, token, {
          path: '/',
          sameSite: 'lax',
          secure: options.secureCookies,
          httpOnly: false,
        });
      }
    });

    app.addHook('preValidation', async (request, reply) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.config.cookieless === true) return;
      if (request.authenticatedByHeader) return;
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      const sent = typeof header === 'string' ? header : formToken(request);
      if (!cookie || !sent || !sameToken(cookie, sent)) {
        return sendError(request, reply, 'XSRF_TOKEN_MISMATCH');
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const type = reply.getHeader('content-type');
      // Every answer is sent with its real type: a browser must never read JSON (or anything
      // else) as a script or a page by sniffing it.
      reply.header('x-content-type-options', 'nosniff');
      if (!XSSI_PATH_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return payload;
      if (typeof type !== 'string' || !type.includes('json') || typeof payload !== 'string') {
        return payload;
      }
      return XSSI_PREFIX + payload;
    });
  },
  { name: 'security', dependencies: ['@fastify/cookie'] },
);
