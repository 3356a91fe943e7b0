import type { Creator } from '@lagoon/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The visitor's developer profile. Everyone else is refused (401 LOGIN_REQUIRED, 404
 * NOT_A_CREATOR, 403 AGE_LIMIT); readCreatorState tells those refusals from real failures.
 */
export function getCreator(signal?: AbortSignal): Promise<Creator> {
  return api.get<Creator>('/creator/api/creator', { signal });
}

const CREATOR_KEY = ['session', 'creator'] as const;

export const creatorQuery = queryOptions({
  queryKey: CREATOR_KEY,
  queryFn: ({ signal }) => getCreator(signal),
  staleTime: 5 * 60_000,
  // A refusal is an answer, not a glitch: asking again would only repeat it.
  retry: false,
  // Screens that mount later read the refusal instead of asking again; asking again would put
  // the profile back to pending and make guards flicker between states.
  retryOnMount: false,
});

/** The creator profile; only asked for once the user is known to be logged in. */
export function useCreator(enabled: boolean) {
  return useQuery({ ...creatorQuery, enabled });
}

/** The profile as a write returned it: every screen shows it without asking again. */
export function setCreator(queryClient: QueryClient, creator: Creator): void {
  queryClient.setQueryData(CREATOR_KEY, creator);
}

/** Asks for the profile again. */
export function refreshCreator(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CREATOR_KEY });
}

/** Forgets the profile (the developer left the programme): screens wait for the new answer. */
export function forgetCreator(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ queryKey: CREATOR_KEY });
}
