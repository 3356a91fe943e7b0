import type { User } from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { resources } from '../../../lib/resource';
import { UserShape } from '../../../lib/session-shapes';
import { useResource } from '../../../lib/use-resource';

/** The visitor as the server sees them; anonymous visitors get isAuthenticated false. */
export function getUser(signal?: AbortSignal): Promise<User> {
  return api.get('/ajax/user', { schema: UserShape, signal });
}

export const USER_KEY = ['session', 'user'] as const;

export function useUser() {
  return useResource({
    key: USER_KEY,
    load: getUser,
    staleTime: 5 * 60_000,
    // A failure is read as a fallback (see useSession); components mounting later keep it
    // rather than flipping the shell back to loading.
    retryOnMount: false,
  });
}

/** Asks who is visiting again (after the profile changed the name shown in the header). */
export function refreshUser(): Promise<void> {
  return resources.invalidate(USER_KEY);
}
