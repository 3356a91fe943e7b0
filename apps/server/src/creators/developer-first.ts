import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../accounts/session.js';
import type { CreatorRow } from '../db/schema.js';
import { requireCreator } from './guard.js';

export interface Developer {
  user: SessionUser;
  creator: CreatorRow;
}

const developers = new WeakMap<FastifyRequest, Developer>();

/**
 * A `preValidation` hook for developer calls with a body: `requireCreator` runs before the body
 * is validated, so a caller who may not make the call is told that first (LOGIN_REQUIRED,
 * AGE_LIMIT, NOT_A_CREATOR, TERMS_NOT_AGREED) and never the body's rules. The handler reads
 * the developer with `developerOf`.
 */
export function developerFirst(options: { agreed: boolean }) {
  return async (request: FastifyRequest): Promise<void> => {
    developers.set(request, await requireCreator(request, options));
  };
}

/** The developer `developerFirst` found for this request. */
export function developerOf(request: FastifyRequest): Developer {
  const developer = developers.get(request);
  if (!developer) throw new Error(`No developerFirst hook on ${request.routeOptions.url}`);
  return developer;
}
