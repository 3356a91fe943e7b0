import type { User } from '@lagoon/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The visitor as the server sees them; anonymous visitors get isAuthenticated false. */
export function getUser(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/ajax/user', { signal });
}

export const USER_KEY = ['session', 'user'] as const;

/**
 * Who is visiting. Never read on the server: a rendered page is the same for every visitor,
 * and the browser asks once it has taken over the page.
 */
export const userQuery = queryOptions({
  queryKey: USER_KEY,
  queryFn: ({ signal }) => getUser(signal),
  staleTime: 5 * 60_000,
  // A failure is read as an anonymous visit (see useSession); screens mounting later keep it
  // rather than flipping the shell back to loading.
  retryOnMount: false,
});

export function useUser() {
  return useQuery(userQuery);
}

/** Asks who is visiting again (after the profile changed the name shown in the header). */
export function refreshUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: USER_KEY });
}
