/**
 * Where a configured link (footer, download button) leads. Operators may set these to in-store
 * paths such as "/policies/terms" or to pages on other sites; in-store ones must go through the
 * router so the page is not reloaded and the interface language travels with the visitor.
 */
export type StoreLinkTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string; newTab: boolean };

/** Schemes a configured link may use; anything else (javascript:, data:) is never rendered. */
const WEB_SCHEMES = new Set(['http:', 'https:']);
const MESSAGE_SCHEMES = new Set(['mailto:', 'tel:']);

/**
 * Classifies a configured address against the store's own origin. Paths and absolute URLs on
 * the store's origin are internal; other http(s) addresses open in a new tab; mailto: and tel:
 * open in place; unusable values give null so the caller can leave the link out.
 */
export function resolveStoreLink(
  href: string | null | undefined,
  origin: string = currentOrigin(),
): StoreLinkTarget | null {
  const value = href?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, `${origin}/`);
  } catch {
    return null;
  }
  if (MESSAGE_SCHEMES.has(url.protocol)) return { kind: 'external', href: value, newTab: false };
  if (!WEB_SCHEMES.has(url.protocol)) return null;
  if (url.origin === new URL(origin).origin) {
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: url.href, newTab: true };
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}
