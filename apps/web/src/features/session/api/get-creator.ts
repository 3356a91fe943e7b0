import type { Creator } from '@lagoon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CreatorShape } from '../../../lib/session-shapes';

/**
 * The visitor's developer profile. Everyone else is refused (401 LOGIN_REQUIRED, 404
 * NOT_A_CREATOR, 403 AGE_LIMIT); readCreatorState tells those refusals from real failures.
 */
export function getCreator(): Promise<Creator> {
  return api.get('/creator/api/creator', { schema: CreatorShape });
}

/** The creator query's key; writes to the profile update or drop it. */
export const CREATOR_QUERY_KEY = ['session', 'creator'] as const;

export const creatorQueryOptions = () =>
  queryOptions({
    queryKey: CREATOR_QUERY_KEY,
    queryFn: getCreator,
    staleTime: 5 * 60_000,
    // A refusal is an answer, not a glitch: asking again would only repeat it.
    retry: false,
    // Screens that mount later read the refusal instead of asking again; asking again would
    // put a query without data back to pending and make guards flicker between states.
    retryOnMount: false,
  });

/** The creator profile; only asked for once the user is known to be logged in. */
export function useCreator(enabled: boolean) {
  return useQuery({ ...creatorQueryOptions(), enabled });
}
