import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.js';
import { sendError } from './errors.js';
import { PageAssets } from './page-assets.js';
import { createPageRenderer, type PageAnswer, serverBuildEntry } from './page-render.js';

/** Paths the single-page app never owns: a miss there is an API 404, not index.html. */
const SERVER_PREFIXES = [
  '/ajax/',
  '/creator/api/',
  '/admin/api/',
  '/accounts/',
  '/files/',
  '/crx/',
  '/service/',
  '/api-docs',
  '/healthz',
  '/assets/',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/',
];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A whole <script> element: its attributes and the text between its tags. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/**
 * CSP sources ('sha256-…') for the inline scripts of a page: the hash of the text between the
 * tags, with line breaks normalised as the HTML parser does before the browser hashes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const digest = createHash('sha256')
      .update(text.replace(/\r\n?/g, '\n'), 'utf8')
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

export interface WebAppPolicyOptions {
  /** Hash sources of index.html's inline scripts (inlineScriptHashes). */
  scriptHashes: readonly string[];
  /** Other origins the app calls: an external LOGOUT_URL. */
  connectOrigins?: readonly string[];
  /** Who may frame the page; nobody when none are named. */
  frameAncestors?: readonly string[];
  /** What the page may frame; nothing when none are named. */
  frameSources?: readonly string[];
}

/**
 * The single-page app's Content-Security-Policy: everything from this origin, no inline script
 * but index.html's own, never framed. The sidebar store's pages name who may frame them and
 * what they frame (sidebarPolicyOptions). The server-rendered portal pages have their own policy.
 */
export function webAppContentSecurityPolicy(options: WebAppPolicyOptions): string {
  const frameSources = options.frameSources ?? [];
  const frameAncestors = options.frameAncestors ?? [];
  const directives: Array<[string, ...string[]]> = [
    // Anything not named below (fonts, frames, media, workers, plug-ins) is refused.
    ['default-src', "'none'"],
    // The bundles, and index.html's inline scripts (the stored theme, before the first paint).
    ['script-src', "'self'", ...options.scriptHashes],
    // Dialogs lock page scrolling with a <style> element sized to the scrollbar at run time.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Images picked for upload are previewed from object URLs before they are sent.
    ['img-src', "'self'", 'blob:'],
    // The API is this origin's; signing out may call an external portal.
    ['connect-src', "'self'", ...(options.connectOrigins ?? [])],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    // Frames of the sidebar's mobile websites (else default-src refuses every frame).
    ...(frameSources.length > 0 ? [['frame-src', ...frameSources] as [string, ...string[]]] : []),
    ['frame-ancestors', ...(frameAncestors.length > 0 ? frameAncestors : ["'none'"])],
  ];
  return directives.map((sources) => sources.join(' ')).join('; ');
}

/** The origin of a configured address when it is not the store's own, else null. */
function foreignOrigin(address: string, publicUrl: string): string | null {
  const own = new URL(publicUrl).origin;
  const origin = URL.parse(address, publicUrl)?.origin;
  return origin && origin !== own ? origin : null;
}

/**
 * The kinds of page address with a policy of their own: the store's pages, never framed; the
 * sidebar store's pages (/sidebar, apps/web/src/features/sidebar), which the companion frames
 * in the browser's side panel; and the sidebar's mobile website page (/sidebar/mobile/:id),
 * which also frames the website.
 */
export type PageKind = 'store' | 'sidebar' | 'sidebar-frame';

export function pageKind(url: string): PageKind {
  const pathname = url.split(/[?#]/)[0] ?? url;
  if (/^\/sidebar\/mobile\/[^/]+\/?$/.test(pathname)) return 'sidebar-frame';
  return /^\/sidebar(?:\/|$)/.test(pathname) ? 'sidebar' : 'store';
}

/**
 * What a sidebar page's policy adds to the store's: it may be framed by the store's own pages
 * and by the companion's side panel page; the mobile website page may frame any https: site
 * (the administrators' list decides which; the list refers the others to a new tab). That page
 * is always loaded as a page of its own, never reached inside another sidebar page, so no other
 * page needs the frame source.
 */
export function sidebarPolicyOptions(
  kind: Exclude<PageKind, 'store'>,
  companionId: string | null,
): Pick<WebAppPolicyOptions, 'frameAncestors' | 'frameSources'> {
  return {
    frameAncestors: ["'self'", ...(companionId ? [`chrome-extension://${companionId}`] : [])],
    frameSources: kind === 'sidebar-frame' ? ['https:'] : [],
  };
}

/** index.html is never cached and carries the app's policy for the kind of page it shows. */
function indexHeaders(
  html: string,
  config: Pick<Config, 'logoutUrl' | 'publicUrl'>,
  kind: PageKind,
  companionId: string | null,
): Record<string, string> {
  // The app signs out with a request to LOGOUT_URL, which may be an external portal's.
  const logoutOrigin = foreignOrigin(config.logoutUrl, config.publicUrl);
  const policy = webAppContentSecurityPolicy({
    scriptHashes: inlineScriptHashes(html),
    connectOrigins: logoutOrigin ? [logoutOrigin] : [],
    ...(kind === 'store' ? {} : sidebarPolicyOptions(kind, companionId)),
  });
  return {
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'content-security-policy': policy,
    // The sidebar's frame-ancestors names a chrome-extension: origin, which X-Frame-Options
    // cannot express; browsers follow frame-ancestors where both are sent anyway.
    ...(kind === 'store' ? { 'x-frame-options': 'DENY' } : {}),
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return SERVER_PREFIXES.some(
    (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  );
}

/**
 * Serves the built web app: hashed files under /assets/ cached forever, other public files
 * briefly, and a page for every other GET so history-mode routes such as /extensions/new work
 * when loaded directly. The store's public pages are rendered on the server with their content
 * (page-render.ts) when the web app's server build is there; every other address gets
 * index.html, the app shell, which the browser fills in.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexPath = webDist ? path.join(webDist, 'index.html') : null;
  const indexHtml = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath) : null;
  if (webDist && !indexHtml) {
    app.log.warn({ webDist }, 'web app build not found; serving the API only');
  }

  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html is served by the routes below, never cached. The build writes a .br and a
      // .gz copy beside each text file (apps/web/build/precompress.ts): they are sent in its
      // place to browsers that accept them, and are not addresses of their own.
      globIgnore: ['index.html', '**/*.br', '**/*.gz', '.vite/**'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, filePath) {
        const relative = path.relative(webDist, filePath);
        response.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
        // The answer depends on Accept-Encoding, the plain file included, so caches between
        // must keep one copy per encoding.
        response.header('vary', 'Accept-Encoding');
      },
    });
  }

  const template = indexHtml?.toString('utf8') ?? '';
  const companionId = app.companion?.id ?? null;
  const headersByKind: Record<PageKind, Record<string, string>> = {
    store: indexHtml ? indexHeaders(template, app.config, 'store', companionId) : {},
    sidebar: indexHtml ? indexHeaders(template, app.config, 'sidebar', companionId) : {},
    'sidebar-frame': indexHtml
      ? indexHeaders(template, app.config, 'sidebar-frame', companionId)
      : {},
  };
  const headersFor = (request: FastifyRequest) => headersByKind[pageKind(request.url)];
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    reply.headers(headersFor(request)).type('text/html; charset=utf-8').send(indexHtml);

  const entry = webDist && indexHtml ? serverBuildEntry(webDist) : null;
  if (webDist && indexHtml && !entry) {
    app.log.warn({ webDist }, 'web app server build not found; pages are drawn in the browser');
  }
  const renderPage =
    entry && webDist
      ? await createPageRenderer(app, entry, template, PageAssets.load(webDist))
      : null;

  /** A rendered page, or the shell when the address is not one or rendering failed. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    let answer: PageAnswer = { kind: 'shell' };
    if (renderPage) {
      try {
        answer = await renderPage(request);
      } catch (error) {
        request.log.error({ err: error }, 'page rendering failed; sending the app shell');
      }
    }
    if (answer.kind === 'redirect') {
      return reply.header('cache-control', 'no-cache').redirect(answer.location, answer.status);
    }
    if (answer.kind === 'shell') return sendIndex(request, reply);
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
    reply
      .code(answer.status)
      .headers(headersFor(request))
      // Without hl in the address, the language comes from Accept-Language.
      .header('vary', 'Accept-Language, Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'br' || encoding === 'gzip') {
      return reply.header('content-encoding', encoding).send(await answer.compressed(encoding));
    }
    return reply.send(answer.html);
  };

  if (indexHtml) {
    app.get('/', { schema: { hide: true } }, sendPage);
    app.get('/index.html', { schema: { hide: true } }, (request, reply) =>
      sendIndex(request, reply),
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && indexHtml && !isServerPath(request.url)) return sendPage(request, reply);
    return sendError(request, reply, 'NOT_FOUND');
  });
}
