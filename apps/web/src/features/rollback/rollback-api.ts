import {
  type Language,
  type RollbackInput,
  type RollbackPlan,
  type RollbackResult,
  rollbackPath,
} from '@lagoon/contract';
import { api } from '../../lib/api-client';

/**
 * Who asks: a developer for their own item (`creator`: /creator/api/extensions/:id/rollback,
 * a rollback without a review) or an administrator for any item (`admin`:
 * /admin/api/items/:id/rollback). Both answer the same plan and take the same input.
 */
export type RollbackArea = 'creator' | 'admin';

/** GET the item's versions and rollback proposal. */
export function getRollbackPlan(
  area: RollbackArea,
  extensionId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<RollbackPlan> {
  return api.get<RollbackPlan>(rollbackPath(area, extensionId), {
    query: { hl: language },
    signal,
  });
}

/** POST: rolls the item back to the chosen version, without a review. */
export function rollBackItem(
  area: RollbackArea,
  extensionId: string,
  input: RollbackInput,
): Promise<RollbackResult> {
  return api.post<RollbackResult>(rollbackPath(area, extensionId), { body: input });
}
