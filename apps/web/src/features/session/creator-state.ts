import type { Creator } from '@lagoon/contract';
import { isApiError } from '../../lib/api-client';

/**
 * What the creator call said about the visitor. A refusal (401, 403, 404) is an answer, "not a
 * developer"; anything else (network, server error) is a failure that must not be mistaken for
 * one, or a developer on a bad connection would be sent to registration.
 */
export type CreatorState =
  | { status: 'pending' }
  | { status: 'developer'; creator: Creator }
  | { status: 'none' }
  | { status: 'failed'; error: unknown };

const REFUSAL_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/** True when the creator call failed because the visitor simply is not a developer. */
export function isNotACreatorError(error: unknown): boolean {
  return isApiError(error) && REFUSAL_STATUSES.has(error.status);
}

export function readCreatorState(query: {
  isPending: boolean;
  data: Creator | undefined;
  error: unknown;
}): CreatorState {
  if (query.data) {
    return query.data.isCreator ? { status: 'developer', creator: query.data } : { status: 'none' };
  }
  if (query.error) {
    return isNotACreatorError(query.error)
      ? { status: 'none' }
      : { status: 'failed', error: query.error };
  }
  return { status: 'pending' };
}

/** Both agreements are on file; without them the developer area stays behind the terms dialog. */
export function hasAgreedToTerms(creator: Creator): boolean {
  return creator.isAgreeToTerms && creator.isAgreeToDevelopersTerms;
}
