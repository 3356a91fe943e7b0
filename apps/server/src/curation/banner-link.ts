/**
 * How a banner link is handed to the web app: a link into this store becomes
 * relative (path, query and fragment) so it opens inside the single-page app on whatever host
 * the visitor uses, except event pages under /event, which stay absolute. Links to other sites
 * are kept; a link that is neither http(s) nor a path is replaced by the home page.
 */
export function rewriteBannerLink(linkUrl: string, storeHostnames: readonly string[]): string {
  const link = linkUrl.trim();
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  let url: URL;
  try {
    url = new URL(link.startsWith('//') ? `https:${link}` : link);
  } catch {
    return '/';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  const onStore = storeHostnames.includes(url.hostname.toLowerCase());
  const isEvent = url.pathname === '/event' || url.pathname.startsWith('/event/');
  if (onStore && !isEvent) return `${url.pathname}${url.search}${url.hash}`;
  return link;
}
