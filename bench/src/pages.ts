// Store pages as a browser asks for them (GET with a navigation's Accept header), measured
// beside the static ceiling of the same body size. Whatever the server answers a page with —
// the web app's shell, or the page rendered on the server — is weighed on the spot, so the
// ceiling always matches the body actually sent. Every page but the home list asks for a new
// item (or word) on each request, as visitors spread over a catalog do, so the server renders
// instead of answering from its page cache; pages weighed for the ceiling are never measured.

/** A rendered page should reach at least this share of the static ceiling. */
export const PAGE_TARGET_RATIO = 0.5;

/** The headers Chromium sends when it navigates to a page. */
export const NAVIGATION_HEADERS: Readonly<Record<string, string>> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
};

/** The prefix every JSON body under /ajax/ carries, the static ceiling's included. */
const XSSI_PREFIX = ")]}',\n";

/** Pages of each route weighed (and then left out of its stream) for the mean body size. */
const WEIGHED = 12;
/** Items read from the catalog for the streams: more than a measurement asks for. */
const ITEM_PAGES = 100;

export interface PageRoute {
  name: string;
  /** Addresses sent in turn, one per request; the first WEIGHED are only weighed. */
  paths: string[];
  target: number;
}

interface Listed {
  items: { extensionId?: string; name?: string }[];
}

async function readList(url: string): Promise<Listed> {
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return JSON.parse(text.startsWith(XSSI_PREFIX) ? text.slice(XSSI_PREFIX.length) : text);
}

/** Ids of listed items of a type, newest first, and the whole words of their names. */
async function listedItems(baseUrl: string, type: string, pages: number) {
  const ids: string[] = [];
  const words = new Set<string>();
  for (let page = 0; page < pages; page++) {
    const list = await readList(
      `${baseUrl}/ajax/extensions?type=${type}&sort=new&size=100&offset=${page * 100}&hl=en`,
    );
    for (const item of list.items) {
      if (item.extensionId) ids.push(item.extensionId);
      for (const word of (item.name ?? '').toLowerCase().split(/\s+/)) {
        if (/^\p{L}{3,}$/u.test(word)) words.add(word);
      }
    }
    if (list.items.length < 100) break;
  }
  return { ids, words: [...words] };
}

/**
 * The pages measured: the home page (the popular list, the same for every visitor), and the
 * detail page of an extension, a search for a whole word, the detail page of a wallpaper and
 * the sidebar's detail page, each for a new item or word per request.
 */
async function pageRoutes(baseUrl: string): Promise<PageRoute[]> {
  const extensions = await listedItems(baseUrl, 'extension', ITEM_PAGES);
  const themes = await listedItems(baseUrl, 'theme', ITEM_PAGES);
  if (extensions.ids.length < 2 * WEIGHED || themes.ids.length <= WEIGHED) {
    throw new Error('the catalog has too few extensions or wallpapers to measure pages');
  }
  // Halves of the extensions, so the store's and the sidebar's detail pages share no item.
  const half = Math.floor(extensions.ids.length / 2);
  return [
    {
      name: 'page: home (popular list)',
      paths: ['/extensions/popular'],
      target: PAGE_TARGET_RATIO,
    },
    {
      name: `page: detail, a new item per request (${half - WEIGHED} in turn)`,
      paths: extensions.ids.slice(0, half).map((id) => `/detail/${id}`),
      target: PAGE_TARGET_RATIO,
    },
    {
      name: `page: search, a new whole word per request (${extensions.words.length - WEIGHED} in turn)`,
      paths: extensions.words.map((word) => `/search/${encodeURIComponent(word)}`),
      target: PAGE_TARGET_RATIO,
    },
    {
      name: `page: wallpaper detail, a new one per request (${themes.ids.length - WEIGHED} in turn)`,
      paths: themes.ids.map((id) => `/detail/${id}`),
      target: PAGE_TARGET_RATIO,
    },
    {
      name: `page: sidebar detail, a new item per request (${extensions.ids.length - half - WEIGHED} in turn)`,
      paths: extensions.ids.slice(half).map((id) => `/sidebar/detail/${id}`),
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

export interface PageTarget {
  name: string;
  target: number;
  /** The mean size of the page's body as sent (no compression is asked for, as for the ceiling). */
  bytes: number;
  catalogUrl: string;
  /**
   * For a page with several addresses: autocannon requests sending them in turn, one per
   * request, carrying on across calls (warming up and measuring), so no address comes twice
   * before all were sent.
   */
  requests?: ReturnType<typeof rotatingRequests>;
  staticUrl: string;
  headers: Readonly<Record<string, string>>;
}

/** autocannon requests that send `paths` in turn, one new path per request. */
function rotatingRequests(paths: readonly string[]) {
  let next = 0;
  return [
    {
      setupRequest: (request: { path?: string }) => {
        const path = paths[next % paths.length] as string;
        next++;
        return { ...request, path };
      },
    },
  ];
}

/**
 * Each page with its ceiling: the server's precomputed JSON body
 * (apps/server/src/bench/routes.ts), asked for a length that makes the whole answer, prefix
 * included, exactly as long as the page's mean.
 */
export async function pageTargets(baseUrl: string): Promise<PageTarget[]> {
  const targets: PageTarget[] = [];
  for (const route of await pageRoutes(baseUrl)) {
    const weighed = route.paths.length > 1 ? route.paths.slice(0, WEIGHED) : route.paths;
    const measured = route.paths.length > 1 ? route.paths.slice(WEIGHED) : route.paths;
    let total = 0;
    for (const path of weighed) total += await pageBodyBytes(`${baseUrl}${path}`);
    const bytes = Math.round(total / weighed.length);
    const staticUrl = `${baseUrl}/ajax/bench/static?bytes=${Math.max(2, bytes - XSSI_PREFIX.length)}`;
    const ceiling = await fetch(staticUrl);
    const staticBytes = (await ceiling.arrayBuffer()).byteLength;
    if (ceiling.status !== 200 || Math.abs(staticBytes - bytes) > 2) {
      throw new Error(
        `the static route answered ${ceiling.status} with ${staticBytes} bytes, not ${bytes}`,
      );
    }
    targets.push({
      name: route.name,
      target: route.target,
      bytes,
      catalogUrl: `${baseUrl}${measured[0]}`,
      ...(measured.length > 1 ? { requests: rotatingRequests(measured) } : {}),
      staticUrl,
      headers: NAVIGATION_HEADERS,
    });
  }
  return targets;
}
