/**
 * Addresses crawlers are asked to leave alone: the developer and admin areas, the sign-in
 * portal, the JSON APIs, the API documentation, the browsers' update service and packages,
 * owners' previews of unpublished listings and the sidebar store. Everything else (the store's
 * pages) is allowed.
 */
export const DISALLOWED_PATHS = [
  '/developers',
  '/admin',
  '/admin/api',
  '/accounts',
  '/ajax',
  '/creator',
  '/api-docs',
  '/service',
  '/crx',
  '/detail/*/preview',
  // The sidebar store: the same items as the store's pages, made for a browser's side panel.
  '/sidebar',
] as const;

/** The robots.txt of a store served at `publicUrl`, naming its sitemap. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
