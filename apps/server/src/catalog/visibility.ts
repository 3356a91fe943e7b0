import type { SessionUser } from '../accounts/session.js';
import type { ProductParts } from './product-repository.js';

/**
 * The owner of an item and administrators may see it in any state, including its draft; what
 * everyone else may see is db/item-visibility.ts.
 */
export function mayManage(user: SessionUser | null, parts: ProductParts): boolean {
  if (!user) return false;
  return user.isAdmin || (parts.creator != null && parts.creator.user_id === user.id);
}
