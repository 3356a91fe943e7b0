import type { User } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** The visitor as the server sees them; anonymous visitors get isAuthenticated false. */
export function getUser(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/ajax/user', { signal });
}
