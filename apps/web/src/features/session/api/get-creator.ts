import type { Creator } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/**
 * The visitor's developer profile. Everyone else is refused (401 LOGIN_REQUIRED, 404
 * NOT_A_CREATOR, 403 AGE_LIMIT); readCreatorState tells those refusals from real failures.
 */
export function getCreator(signal?: AbortSignal): Promise<Creator> {
  return api.get<Creator>('/creator/api/creator', { signal });
}
