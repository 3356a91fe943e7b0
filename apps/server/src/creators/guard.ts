import type { Creator } from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import { requireNotChild, requireUser, type SessionUser } from '../accounts/session.js';
import type { CreatorRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { findCreatorOfUser } from './creator-queries.js';

export function hasAgreedToTerms(creator: CreatorRow): boolean {
  return creator.terms_agreed_at !== null && creator.developer_terms_agreed_at !== null;
}

/** The creator profile as the API shows it. */
export function presentCreator(creator: CreatorRow): Creator {
  return {
    creatorId: creator.id,
    name: creator.name,
    email: creator.email,
    homepage: creator.homepage,
    isAgreeToTerms: creator.terms_agreed_at !== null,
    isAgreeToDevelopersTerms: creator.developer_terms_agreed_at !== null,
    isCreator: true,
  };
}

/** Signed in and not a child; throws LOGIN_REQUIRED or AGE_LIMIT. */
export function requireAdult(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  requireNotChild(user);
  return user;
}

/**
 * The developer behind a request, for every developer call. Throws, in this order:
 * LOGIN_REQUIRED (signed out), AGE_LIMIT (a child), NOT_A_CREATOR (no creator profile) and,
 * with `agreed`, TERMS_NOT_AGREED (both terms are needed to register, edit or delete items).
 * The creator is always the signed-in user's own: no call takes a creator id.
 */
export async function requireCreator(
  request: FastifyRequest,
  options: { agreed: boolean },
): Promise<{ user: SessionUser; creator: CreatorRow }> {
  const user = requireAdult(request);
  const creator = await findCreatorOfUser(request.server.db, user.id);
  if (!creator) throw new AppError('NOT_A_CREATOR');
  if (options.agreed && !hasAgreedToTerms(creator)) throw new AppError('TERMS_NOT_AGREED');
  return { user, creator };
}
