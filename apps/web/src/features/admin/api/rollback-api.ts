import {
  type Language,
  type RollbackInput,
  type RollbackPlan,
  type RollbackResult,
  rollbackPath,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** GET /admin/api/items/:id/rollback: the item's versions and rollback proposal. */
export function getRollbackPlan(
  extensionId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<RollbackPlan> {
  return api.get<RollbackPlan>(rollbackPath('admin', extensionId), {
    query: { hl: language },
    signal,
  });
}

/** POST /admin/api/items/:id/rollback: rolls any item back, without a review. */
export function rollBackItem(extensionId: string, input: RollbackInput): Promise<RollbackResult> {
  return api.post<RollbackResult>(rollbackPath('admin', extensionId), { body: input });
}
