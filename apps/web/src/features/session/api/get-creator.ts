import { Creator } from '@lagoon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The visitor's developer profile. The server answers 401 LOGIN_REQUIRED, 403 NOT_A_CREATOR or
 * 404 for everyone else; callers read any error as "not a developer".
 */
export function getCreator(): Promise<Creator> {
  return api.get('/creator/api/creator', { schema: Creator });
}

export const creatorQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'creator'],
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
