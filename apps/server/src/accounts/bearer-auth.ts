import {
  type ErrorCode,
  type FieldIssue,
  scopeForCall,
  type TokenScope,
  tokenScopeMissingMessage,
} from '@lagoon/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { sendError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import {
  type AuthenticatedToken,
  countTokenUse,
  resolveAccessToken,
  sweepTokenCounts,
  type TokenLimits,
} from './access-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The access token the request authenticated with; null for cookies and anonymous calls. */
    accessToken: AuthenticatedToken | null;
  }
  interface FastifyContextConfig {
    /**
     * A call a token may never make, whatever its scopes: managing tokens themselves, so a
     * leaked token cannot mint more or revoke its owner's others. Refused TOKEN_SESSION_REQUIRED.
     */
    sessionOnly?: boolean;
    /** A scope a token needs for this call beyond its method's (scopeForCall). */
    tokenScope?: TokenScope;
  }
}

/** Which token-authenticated API a path belongs to; tokens are ignored everywhere else. */
export type TokenArea = 'creator' | 'admin';

function areaOfPath(path: string | undefined): TokenArea | null {
  if (!path) return null;
  if (path.startsWith('/creator/api/')) return 'creator';
  if (path.startsWith('/admin/api/')) return 'admin';
  return null;
}

/**
 * The API a request calls: by the route it matched (which the router decoded) or, for a path no
 * route matched, by the address as sent.
 */
export function tokenAreaOf(request: FastifyRequest): TokenArea | null {
  const raw = request.url.split('?', 1)[0];
  return areaOfPath(request.routeOptions.url) ?? areaOfPath(raw);
}

/**
 * The secret of an `Authorization: Bearer …` header (RFC 6750), '' for a bearer header without
 * one, or null when the request carries no bearer.
 */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(header);
  if (!match) return null;
  return (match[1] ?? '').trim();
}

/** RFC 6750's challenge: what a client reads to tell a bad token from a missing scope. */
function challenge(error: 'invalid_token' | 'insufficient_scope', scope?: TokenScope): string {
  return `Bearer realm="lagoon", error="${error}"${scope ? `, scope="${scope}"` : ''}`;
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  fields?: FieldIssue[],
): FastifyReply {
  reply.header('cache-control', 'no-store');
  return sendError(request, reply, code, fields);
}

/** Refuses a token that lacks `scope`, naming it. */
export function refuseMissingScope(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: TokenScope,
): FastifyReply {
  reply.header('www-authenticate', challenge('insufficient_scope', scope));
  return refuse(request, reply, 'TOKEN_SCOPE_MISSING', [
    {
      field: 'scope',
      code: scope,
      message: tokenScopeMissingMessage(scope, requestLanguage(request)),
    },
  ]);
}

/** A multipart body is an upload (a package or an image): counted against the hourly uploads. */
function isUpload(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^\s*multipart\//i.test(type);
}

/** Token counts are swept at most this often per server. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Authenticates the bearer requests of the two APIs, for the session plugin's request hook.
 * Returns false when the request carries no bearer or is not an API call (its cookies decide);
 * otherwise the request is the token's (request.user its owner, cookies never read) or has been
 * answered: TOKEN_INVALID (401: malformed, unknown, revoked or expired, all alike),
 * TOKEN_SESSION_REQUIRED, TOKEN_LIMIT (429, with Retry-After) or TOKEN_SCOPE_MISSING (403).
 */
export function bearerAuthenticator(db: Db, limits: TokenLimits) {
  let lastSweep = 0;
  return async function authenticateBearer(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean> {
    const secret = bearerOf(request);
    if (secret === null) return false;
    const area = tokenAreaOf(request);
    if (!area) return false;
    const found = secret ? await resolveAccessToken(db, secret) : null;
    if (!found) {
      reply.header('www-authenticate', challenge('invalid_token'));
      refuse(request, reply, 'TOKEN_INVALID');
      return true;
    }
    const config = request.routeOptions.config;
    if (config.sessionOnly === true) {
      refuse(request, reply, 'TOKEN_SESSION_REQUIRED');
      return true;
    }
    const use = await countTokenUse(db, found.token.id, isUpload(request), limits);
    if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
      lastSweep = Date.now();
      sweepTokenCounts(db).catch((error) =>
        request.log.warn({ err: error }, 'token count sweep failed'),
      );
    }
    if (!use.allowed) {
      reply.header('retry-after', String(use.retryAfterSeconds));
      refuse(request, reply, 'TOKEN_LIMIT');
      return true;
    }
    const needed = [scopeForCall(area, request.method), config.tokenScope].filter(
      (scope): scope is TokenScope => scope !== undefined,
    );
    const missing = needed.find((scope) => !found.token.scopes.includes(scope));
    if (missing) {
      refuseMissingScope(request, reply, missing);
      return true;
    }
    request.user = found.user;
    request.accessToken = found.token;
    request.authenticatedByHeader = true;
    return true;
  };
}

/**
 * Asking for review needs `items:submit` besides `items:write`: a developer can hand CI a token
 * that uploads and saves drafts but leaves the submission to a person. Read from the parsed body
 * (`review: "IN_REVIEW"`, the listing save's request for review), so it runs before validation.
 */
export function requiresSubmitScope(request: FastifyRequest): boolean {
  if (!request.accessToken || tokenAreaOf(request) !== 'creator') return false;
  const body = request.body as { review?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null && body.review === 'IN_REVIEW';
}
