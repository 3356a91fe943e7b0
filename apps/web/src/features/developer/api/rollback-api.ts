import {
  type Language,
  type RollbackInput,
  type RollbackPlan,
  type RollbackResult,
  rollbackPath,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** GET /creator/api/extensions/:extensionId/rollback: the item's versions and rollback proposal. */
export function getRollbackPlan(
  extensionId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<RollbackPlan> {
  return api.get<RollbackPlan>(rollbackPath('creator', extensionId), {
    query: { hl: language },
    signal,
  });
}

/** POST /creator/api/extensions/:extensionId/rollback: rolls the item back, without a review. */
export function rollBackItem(extensionId: string, input: RollbackInput): Promise<RollbackResult> {
  return api.post<RollbackResult>(rollbackPath('creator', extensionId), { body: input });
}
