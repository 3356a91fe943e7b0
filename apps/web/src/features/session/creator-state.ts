import type { Creator } from '@lagoon/contract';
import { isApiError } from '../../lib/api-error';
import type { Read } from '../../lib/read';

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

/** What the profile read says; undefined while it has not been answered. */
export function readCreatorState(creator: Read<Creator> | undefined): CreatorState {
  if (creator === undefined) return { status: 'pending' };
  if (creator.data) {
    return creator.data.isCreator
      ? { status: 'developer', creator: creator.data }
      : { status: 'none' };
  }
  return isNotACreatorError(creator.error)
    ? { status: 'none' }
    : { status: 'failed', error: creator.error };
}

/** Both agreements are on file; without them the developer area stays behind the terms dialog. */
export function hasAgreedToTerms(creator: Creator): boolean {
  return creator.isAgreeToTerms && creator.isAgreeToDevelopersTerms;
}
