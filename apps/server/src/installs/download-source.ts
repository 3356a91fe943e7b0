/**
 * Whether a download was started from one of the store's pages: its referrer is on a store
 * origin. A store page opens a package's address itself, so the browser names the page;
 * Chromium's own updater sends no referrer.
 */
export function fromStorePage(
  referer: string | undefined,
  storeOrigins: readonly string[],
): boolean {
  if (!referer) return false;
  try {
    return storeOrigins.includes(new URL(referer).origin);
  } catch {
    return false;
  }
}
