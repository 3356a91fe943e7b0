// Store pages as a browser asks for them (GET with a navigation's Accept header), measured
// beside the static ceiling of the same body size. Whatever the server answers a page with —
// the web app's shell, or the page rendered on the server — is weighed on the spot, so the
// ceiling always matches the body actually sent.

/** A rendered page should reach at least this share of the static ceiling. */
export const PAGE_TARGET_RATIO = 0.5;

/** The headers Chromium sends when it navigates to a page. */
export const NAVIGATION_HEADERS: Readonly<Record<string, string>> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
};

/** The prefix every JSON body under /ajax/ carries, the static ceiling's included. */
const XSSI_PREFIX = ")]}',\n";

export interface PageRoute {
  name: string;
  path: string;
  target: number;
}

/** The pages measured: the home page (the popular list) and the detail page of an item. */
function pageRoutes(detailId: string): PageRoute[] {
  return [
    { name: 'page: home (popular list)', path: '/extensions/popular', target: PAGE_TARGET_RATIO },
    {
      name: 'page: detail of most popular',
      path: `/detail/${detailId}`,
      target: PAGE_TARGET_RATIO,
    },
  ];
}

/**
 * The size of the HTML a page is answered with. Fails on anything but a 200 HTML answer, so a
 * broken page never passes as a fast one.
 */
async function pageBodyBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: NAVIGATION_HEADERS });
  const body = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html')) {
    throw new Error(`${url} answered ${response.status} ${type}: ${body.toString('utf8', 0, 200)}`);
  }
  return body.length;
}

export interface PageTarget extends PageRoute {
  /** The page's body as sent (no compression is asked for, as for the ceiling). */
  bytes: number;
  catalogUrl: string;
  staticUrl: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * Each page with its ceiling: the server's precomputed JSON body
 * (apps/server/src/bench/routes.ts), asked for a length that makes the whole answer, prefix
 * included, exactly as long as the page.
 */
export async function pageTargets(baseUrl: string, detailId: string): Promise<PageTarget[]> {
  const targets: PageTarget[] = [];
  for (const route of pageRoutes(detailId)) {
    const bytes = await pageBodyBytes(`${baseUrl}${route.path}`);
    const staticUrl = `${baseUrl}/ajax/bench/static?bytes=${Math.max(2, bytes - XSSI_PREFIX.length)}`;
    const ceiling = await fetch(staticUrl);
    const staticBytes = (await ceiling.arrayBuffer()).byteLength;
    if (ceiling.status !== 200 || Math.abs(staticBytes - bytes) > 2) {
      throw new Error(
        `the static route answered ${ceiling.status} with ${staticBytes} bytes, not ${bytes}`,
      );
    }
    targets.push({
      ...route,
      bytes,
      catalogUrl: `${baseUrl}${route.path}`,
      staticUrl,
      headers: NAVIGATION_HEADERS,
    });
  }
  return targets;
}
