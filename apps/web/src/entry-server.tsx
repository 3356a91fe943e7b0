/**
 * Server rendering of the store's public pages. The server (apps/server) loads this module
 * from the web app's server build and calls renderPage for every page address; the same route
 * table, loaders and components as in the browser draw the page, which the browser then
 * hydrates with the data handed over in the page (app/page-data.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { LANGUAGES, type Language } from '@lagoon/contract';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type Params,
  type RouteObject,
  type StaticHandler,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/app';
import { areaRoutes } from './app/area-routes';
import { type PageData, serializePageData } from './app/page-data';
import { describePage, type PageHead } from './app/page-head';
import { createRoutes } from './app/routes';
import type { StoreLoaderEnv } from './app/store-loaders';
import { type AppTranslator, type Area, createI18n, loadArea, loadMessages } from './i18n';
import { type ApiClientOptions, setApiTransport } from './lib/api-client';
import { detectLanguage } from './lib/language';
import type { RenderEnv } from './lib/render-env';
import { DATA_PREFIX } from './lib/resource-routes';
import { isRedirectMatch, isUnknownPathMatch, type RouteHandle } from './lib/route-handle';

export type { PageHead } from './app/page-head';

/**
 * The route paths the server renders: the store's public pages. Everything else (the
 * developer area, the admin console, previews, documents) is drawn in the browser.
 */
export const RENDERED_PAGES: Readonly<Record<string, string>> = {
  // Route path: the module of the page's code, whose files the server links from the page so
  // it arrives styled and its code loads at once (see the web app's build manifest).
  'extensions/:sort/:filter?': 'src/features/catalog/routes/extension-home.tsx',
  'extensions/winners/:year?': 'src/features/winners/routes/winners-page.tsx',
  'wallpapers/:list': 'src/features/wallpapers/routes/theme-home.tsx',
  whaleapps: 'src/features/webapps/routes/app-home.tsx',
  'detail/:extensionId/:mode?': 'src/features/detail/routes/detail-page.tsx',
  'search/:keyword?': 'src/features/search/routes/search-page.tsx',
  unsupported: 'src/app/routes/unsupported-page.tsx',
  // Event pages that administrators build (features/events).
  'event/:slug': 'src/features/events/routes/event-route.tsx',
  // Every page of the sidebar store (features/sidebar), for the browser's side panel.
  'sidebar/*': 'src/features/sidebar/routes/sidebar-route.tsx',
};

export interface RenderRequest {
  /** The path and query of the page, e.g. "/detail/abc…?hl=ko". */
  url: string;
  /** The store's public address, for absolute URLs in the head. */
  publicUrl: string;
  /** The first language of Accept-Language, when the address names none. */
  browserLanguage: string | undefined;
  userAgent: string;
  /** Calls the store's own API (the server answers them in process, anonymously). */
  fetch: typeof fetch;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** Not a page the server renders: the browser draws it from the app shell. */
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      language: Language;
      head: PageHead;
      /** The source module of the page's code (a key of the web app's build manifest). */
      pageModule: string;
      /** The rendered markup that goes inside #root. */
      html: string;
      /** The JSON of the page-data block (already safe inside a script element). */
      data: string;
    };

/** The page being rendered: its language, for API calls that do not name one, and its browser. */
interface RenderScope {
  language: Language;
  env: RenderEnv;
}
const renderScope = new AsyncLocalStorage<RenderScope>();
let transportFetch: typeof fetch | null = null;

/**
 * The app-wide API client's calls during a render: to the fetch the render was given, in the
 * page's language, without the browser's cookies. Installed at start-up and again by each render,
 * so a render never uses a transport something else put in place since.
 */
const serverTransport = {
  getLanguage: () => renderScope.getStore()?.language ?? 'en',
  getCookies: () => '',
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    if (!transportFetch) throw new Error('renderPage has not been given a fetch');
    return transportFetch(input, init);
  },
} satisfies ApiClientOptions;

setApiTransport(serverTransport);

const AREAS: readonly Area[] = ['store', 'errors'];
const translators = new Map<Language, Promise<AppTranslator>>();

/** One translator per language, with every area a rendered page may use. */
function translatorFor(language: Language): Promise<AppTranslator> {
  let translator = translators.get(language);
  if (!translator) {
    translator = (async () => {
      const instance = createI18n(language, await loadMessages(language));
      for (const area of AREAS) await loadArea(area, instance);
      return instance;
    })();
    translators.set(language, translator);
  }
  return translator;
}

/**
 * The browser of the page being rendered, for the route table's loaders. The table is built
 * once for every page, so its loaders read the browser of the render they run in.
 */
const routeEnv: StoreLoaderEnv = {
  get browserLanguage() {
    return renderScope.getStore()?.env.browserLanguage;
  },
  get userAgent() {
    return renderScope.getStore()?.env.userAgent ?? '';
  },
  // Each render reads the store's settings once (RenderScope objects are one per render).
  settingsScope: () => renderScope.getStore() ?? routeEnv,
};

/** A route table and the static handler that runs its loaders. */
interface RouteTable {
  routes: RouteObject[];
  handler: StaticHandler;
}

function routeTable(routes: RouteObject[]): RouteTable {
  return { routes, handler: createStaticHandler(routes) };
}

/**
 * The route tables, built once: React Router's static handler is made for many requests, and
 * each page's code, once loaded, stays on its route. The store's pages are matched in the
 * store's own table, as the browser's first page is; an address of the developer area or the
 * console in the table with those areas, which only the server knows from the start.
 */
let tables: { store: RouteTable; withAreas: RouteTable } | null = null;

function routeTables(): { store: RouteTable; withAreas: RouteTable } {
  tables ??= {
    store: routeTable(createRoutes(routeEnv)),
    withAreas: routeTable(createRoutes(routeEnv, areaRoutes(routeEnv))),
  };
  return tables;
}

/** The developer area's and the console's addresses (routes match regardless of case). */
const AREA_PATH = /^\/(admin|developers)(\/|$)/i;

/** Warms the translators and route tables so the first rendered page does not wait for them. */
export async function prepare(): Promise<void> {
  routeTables();
  await Promise.all(LANGUAGES.map(translatorFor));
}

/** A route an address matched, as matchRoutes and the static handler's loaders both see it. */
interface MatchedRoute {
  params: Params;
  route: { path?: string; handle?: unknown };
}

/** What an address is, decided from its route matches alone, before any loader runs. */
type AddressKind =
  /** An unknown path, or a resource route's: forwarded to the store's home. */
  | { kind: 'forward'; location: string }
  /** Not a page the server renders: the browser draws it. */
  | { kind: 'shell' }
  /** A route that only forwards elsewhere: its loaders answer the redirect. */
  | { kind: 'redirect-route' }
  | { kind: 'page'; path: string; pageModule: string };

function addressKind(url: URL, routeMatches: readonly MatchedRoute[]): AddressKind {
  const asUiMatches = routeMatches.map((match, index) => ({
    id: String(index),
    pathname: url.pathname,
    params: match.params,
    data: undefined,
    loaderData: undefined,
    handle: match.route.handle as RouteHandle | undefined,
  }));
  const path = routeMatches.at(-1)?.route.path;
  // Resource routes (app/data-routes.tsx) are read by the app, never opened as pages.
  const forwardsUnknown =
    isUnknownPathMatch(asUiMatches) || path === '*' || url.pathname.startsWith(DATA_PREFIX);
  if (
    forwardsUnknown &&
    !url.pathname.startsWith('/admin') &&
    !url.pathname.startsWith('/developers')
  ) {
    const hl = url.searchParams.get('hl');
    return {
      kind: 'forward',
      location: hl ? `/extensions?hl=${encodeURIComponent(hl)}` : '/extensions',
    };
  }
  const isPreview = url.pathname.endsWith('/preview');
  const pageModule = path === undefined ? undefined : RENDERED_PAGES[path];
  if (path !== undefined && pageModule !== undefined && !isPreview) {
    return { kind: 'page', path, pageModule };
  }
  return isRedirectMatch(asUiMatches) ? { kind: 'redirect-route' } : { kind: 'shell' };
}

/** The answer for an address that is neither drawn nor read here. */
function notDrawn(address: AddressKind & { kind: 'forward' | 'shell' }): RenderResult {
  return address.kind === 'forward'
    ? { kind: 'redirect', status: 302, location: address.location }
    : { kind: 'shell' };
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  transportFetch = request.fetch;
  setApiTransport(serverTransport);
  const url = new URL(request.url, request.publicUrl);
  const language = detectLanguage(url.search, request.browserLanguage);
  const env: RenderEnv = { browserLanguage: request.browserLanguage, userAgent: request.userAgent };
  const areas = AREA_PATH.test(url.pathname);
  const { routes, handler } = areas ? routeTables().withAreas : routeTables().store;

  // The developer area and the console are drawn in the browser, and matching their address
  // first keeps their pages' code from loading here. A store address is matched once, by the
  // static handler (its table ranked once), and decided before its loaders run.
  let address: AddressKind | undefined;
  if (areas) {
    address = addressKind(url, matchRoutes(routes, url.pathname) ?? []);
    if (address.kind === 'forward' || address.kind === 'shell') return notDrawn(address);
  }

  return renderScope.run({ language, env }, async () => {
    const context = await handler.query(
      new Request(url, { headers: { 'accept-language': request.browserLanguage ?? '' } }),
      {
        dataStrategy: async ({ matches }) => {
          address ??= addressKind(url, matches);
          if (address.kind === 'forward' || address.kind === 'shell') return {};
          // React Router's own strategy: every loader the address needs, side by side.
          const toLoad = matches.filter((match) => match.shouldLoad);
          const results = await Promise.all(
            toLoad.map(async (match) => [match.route.id, await match.resolve()] as const),
          );
          return Object.fromEntries(results);
        },
      },
    );
    // No route matched at all: the handler ran no loader.
    address ??= addressKind(url, []);
    if (address.kind === 'forward' || address.kind === 'shell') return notDrawn(address);
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (location && context.status >= 300 && context.status < 400) {
        return { kind: 'redirect', status: context.status, location };
      }
      return { kind: 'shell' };
    }
    if (address.kind !== 'page') return { kind: 'shell' };
    const { path, pageModule } = address;

    const i18n = await translatorFor(language);
    const head = describePage({
      routePath: path,
      params: context.matches.at(-1)?.params ?? {},
      loaderData: context.loaderData[context.matches.at(-1)?.route.id ?? ''],
      t: i18n.t,
      language,
    });
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <AppProviders i18n={i18n} env={env}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    const data: PageData = {
      language,
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
    };
    return {
      kind: 'page',
      status: head.notFound ? 404 : context.statusCode,
      language,
      head,
      pageModule,
      html,
      data: serializePageData(data),
    };
  });
}
