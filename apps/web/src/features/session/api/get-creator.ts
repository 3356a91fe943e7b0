import type { Creator } from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { resources } from '../../../lib/resource';
import { CreatorShape } from '../../../lib/session-shapes';
import { useResource } from '../../../lib/use-resource';

/**
 * The visitor's developer profile. Everyone else is refused (401 LOGIN_REQUIRED, 404
 * NOT_A_CREATOR, 403 AGE_LIMIT); readCreatorState tells those refusals from real failures.
 */
export function getCreator(signal?: AbortSignal): Promise<Creator> {
  return api.get('/creator/api/creator', { schema: CreatorShape, signal });
}

const CREATOR_KEY = ['session', 'creator'] as const;

/** The creator profile; only asked for once the user is known to be logged in. */
export function useCreator(enabled: boolean) {
  return useResource({
    key: CREATOR_KEY,
    load: getCreator,
    staleTime: 5 * 60_000,
    // A refusal is an answer, not a glitch: asking again would only repeat it.
    retry: false,
    // Screens that mount later read the refusal instead of asking again; asking again would
    // put a resource without data back to pending and make guards flicker between states.
    retryOnMount: false,
    enabled,
  });
}

/** The profile as a write returned it: every screen shows it without asking again. */
export function setCreator(creator: Creator): void {
  resources.set(CREATOR_KEY, creator);
}

/** Asks for the profile again. */
export function refreshCreator(): Promise<void> {
  return resources.invalidate(CREATOR_KEY);
}

/** Forgets the profile (the developer left the programme): screens wait for the new answer. */
export function forgetCreator(): Promise<void> {
  return resources.reset(CREATOR_KEY);
}
