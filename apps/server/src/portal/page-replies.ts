import type { Language } from '@lagoon/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/language.js';
import { textField } from './form-body.js';
import type { PageContext } from './pages.js';
import { safeReturnUrl } from './return-url.js';

const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; " +
    "frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

/** Sends a portal page with its own strict policy, never cached. */
export function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(page);
}

/** Sends the browser on with a 303, never cached. */
export function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(location, 303);
}

/** Requests from scripts (JSON bodies) get the API's JSON answers instead of pages. */
export function wantsJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').includes('application/json');
}

/** Where to go once done: the form's or the address's return URL, if it is the store's. */
export function returnUrlOf(request: FastifyRequest, publicUrl: string): string {
  const query = request.query as Record<string, unknown>;
  const fromBody = textField(request.body, 'returnUrl');
  return safeReturnUrl(fromBody || query.returnUrl, publicUrl);
}

/** What every portal page needs: the language, the anti-forgery token and the return URL. */
export function pageContext(request: FastifyRequest, publicUrl: string): PageContext {
  return {
    language: requestLanguage(request),
    xsrfToken: request.xsrfToken,
    returnUrl: returnUrlOf(request, publicUrl),
  };
}

/** Tells the client when to try again, in whole seconds. */
export function retryAfter(reply: FastifyReply, milliseconds: number): void {
  reply.header('retry-after', String(Math.max(1, Math.ceil(milliseconds / 1000))));
}

/** The sign-in page, coming back to `returnUrl` once signed in. */
export function loginUrl(language: Language, returnUrl: string): string {
  return `/accounts/login?${new URLSearchParams({ hl: language, returnUrl })}`;
}
