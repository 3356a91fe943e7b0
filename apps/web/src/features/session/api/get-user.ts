import type { User } from '@lagoon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { UserShape } from '../../../lib/session-shapes';

/** The visitor as the server sees them; anonymous visitors get isAuthenticated false. */
export function getUser(): Promise<User> {
  return api.get('/ajax/user', { schema: UserShape });
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'user'],
    queryFn: getUser,
    staleTime: 5 * 60_000,
    // A failure is read as a fallback (see useSession); components mounting later keep it
    // rather than flipping the shell back to loading.
    retryOnMount: false,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
