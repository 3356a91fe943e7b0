import type { ApiClient } from './api-client';

/** A path segment that is an item id: 32 letters a to p. */
const EXTENSION_ID_SEGMENT = /(^|\/)[a-p]{32}(?=\/|\?|#|$)/g;

/** The path as analytics may see it: every item id becomes ":id". */
export function anonymizePath(path: string): string {
  return path.replace(EXTENSION_ID_SEGMENT, '$1:id');
}

export const PAGE_VIEWS_PATH = '/ajax/page-views';

/**
 * Reports one page view. Fire and forget: analytics must never disturb browsing, so
 * failures are dropped.
 */
export function reportPageView(client: Pick<ApiClient, 'post'>, path: string, language: string) {
  client
    .post(PAGE_VIEWS_PATH, {
      body: { path: anonymizePath(path), language },
      responseType: 'none',
    })
    .catch(() => undefined);
}
