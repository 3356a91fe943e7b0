import type { Db } from '../db/database.js';
import { countWrite } from '../ratings/flood-limit.js';
import { recordedPath } from './page-path.js';
import { countPageView } from './page-view-queries.js';

/** Who a page view is counted against: the signed-in account, else the client address key. */
export function viewerKey(user: { id: string } | null, address: string): string {
  return user ? `user:${user.id}` : `address:${address}`;
}

/**
 * Counts one page view under its recorded path (no item id, no search words). The view is
 * first counted against its viewer's hourly limit (PAGE_VIEWS_PER_HOUR), on its own: past it
 * RATE_LIMITED is thrown and the view is not counted. The viewer is the limit's key and
 * nothing more; the daily counts keep no trace of who sent them.
 */
export async function recordPageView(
  db: Db,
  view: { path: string; viewer: string },
  now: Date = new Date(),
): Promise<void> {
  await countWrite(db, view.viewer, 'page_view', now);
  await countPageView(db, recordedPath(view.path));
}
