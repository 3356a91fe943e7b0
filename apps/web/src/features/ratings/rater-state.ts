import type { ProductDetail, Rating } from '@lagoon/contract';
import type { Session } from '../session';

/** Where the rating form stands for a visitor and an item. */
export type RaterState =
  /** Not known yet: the session, or the visitor's own rating, is still being read. */
  | 'pending'
  /** The item is blocked: no new ratings. */
  | 'closed'
  | 'signed-out'
  /** The visitor is the item's developer. */
  | 'own-item'
  /** The visitor rated it already. */
  | 'rated'
  | 'can-rate';

/**
 * Where the form stands. `viewerKnown` is false while the ratings on screen were read
 * anonymously (a rendered page) and not yet again for the signed-in visitor.
 */
export function raterState(
  product: Pick<ProductDetail, 'blocked' | 'developer'>,
  session: Pick<Session, 'isResolved' | 'isAuthenticated' | 'creator'>,
  viewerKnown: boolean,
  mine: Rating | null,
): RaterState {
  if (product.blocked) return 'closed';
  if (!session.isResolved) return 'pending';
  if (!session.isAuthenticated) return 'signed-out';
  const creatorId = session.creator?.creatorId;
  if (creatorId !== undefined && creatorId === product.developer?.creatorId) return 'own-item';
  // A page the server rendered does not know the visitor's rating until it is read again.
  if (!viewerKnown) return 'pending';
  return mine ? 'rated' : 'can-rate';
}
