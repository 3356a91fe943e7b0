import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PageAssets } from './page-assets.js';
import { escapeHtml, type RenderedHead, renderHeadTags } from './page-head.js';

/** The part of the web app's server build (apps/web/src/entry-server.tsx) the server calls. */
interface PageRenderer {
  prepare(): Promise<void>;
  renderPage(request: {
    url: string;
    publicUrl: string;
    browserLanguage: string | undefined;
    userAgent: string;
    fetch: typeof fetch;
  }): Promise<RenderResult>;
}

type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      language: string;
      head: RenderedHead;
      pageModule: string;
      html: string;
      data: string;
    };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings a rendered page is sent in besides plain HTML. */
export type PageEncoding = 'br' | 'gzip';

/**
 * A rendered page and its compressed copies: rendered pages carry their data too, and
 * compressed they are a fifth of the size. Each copy is made when a browser first asks for its
 * encoding and kept with the page (which the cache keeps), so a page is never compressed in an
 * encoding nobody asked for, nor twice in one.
 */
export interface RenderedPage {
  kind: 'page';
  status: number;
  html: string;
  compressed: (encoding: PageEncoding) => Promise<Buffer>;
}

/** What the server sends for a page address. */
export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' }
  | RenderedPage;

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * API reads whose answer is the same for every page rendered (the store's settings, which every
 * render's root loader reads): drawn once per address until the catalog cache clears, instead
 * of once per page.
 */
const SHARED_READS: ReadonlySet<string> = new Set(['/ajax/config']);

/** An answer of the store's API as a render reads it. */
interface ApiAnswer {
  status: number;
  body: Buffer;
  contentType: string;
}

/** A shared read that did not succeed: answered to its render, never kept. */
class UnsharedAnswer extends Error {
  constructor(readonly answer: ApiAnswer) {
    super(`not kept: ${answer.status}`);
  }
}
const PAGE_DATA_ID = 'lagoon-page-data';
/** The type of the API's JSON answers (json-answer.ts). */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The first language of an Accept-Language header, as a browser's navigator.language. */
export function firstAcceptedLanguage(header: string | undefined): string | undefined {
  const first = header
    ?.split(',')
    .map((part) => part.split(';')[0]?.trim())
    .find((tag) => tag && tag !== '*');
  return first || undefined;
}

/**
 * Puts a rendered page into the app's index.html: the head tags replace the shell's title and
 * description, the markup goes into #root, and the page data goes before the app's script.
 */
export function assemblePage(
  template: string,
  page: { language: string; headTags: string; html: string; data: string },
): string {
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(page.language)}">`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${page.headTags}\n  </head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`,
    );
}

/** The web app's server build beside its browser build, when it was built. */
export function serverBuildEntry(webDist: string): string | null {
  const entry = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  return fs.existsSync(entry) ? entry : null;
}

/** Makes each compressed copy of `html` once, when first asked for. */
export function compressedCopies(html: string): RenderedPage['compressed'] {
  const copies = new Map<PageEncoding, Promise<Buffer>>();
  return (encoding) => {
    let copy = copies.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? // A middle quality: nearly the best size at a fraction of the best's time.
            brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzip(html, { level: 6 });
      // A failed compression is tried again by the next request rather than kept.
      copy.catch(() => copies.delete(encoding));
      copies.set(encoding, copy);
    }
    return copy;
  };
}

/** A module preload link of the built index.html. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * index.html without its module preloads, for rendered pages. Such a page shows its content
 * before its code runs, so the code waits for the images in view: the entry's imports are
 * fetched when the entry arrives instead of beside the images (measured with
 * `npm run bench -- --only=lighthouse`: detail LCP 0.50 s and search 0.35 s, were 0.60 and 0.55).
 * Pages the browser draws itself keep them: there, nothing shows before the code.
 */
export function withoutModulePreloads(template: string): string {
  return template.replace(MODULE_PRELOAD, '');
}

/**
 * Renders the store's public pages on the server. Pages are the same for every visitor (the
 * visitor's own data is read by the browser afterwards), so a rendered page is kept in the
 * catalog cache beside the API answers it was drawn from, and cleared with them.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  entry: string,
  template: string,
  assets: PageAssets | null,
): Promise<(request: FastifyRequest) => Promise<PageAnswer>> {
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  // Rendered pages carry their styles inline (see PageAssets), so their template links none.
  const shell = PageAssets.splitTemplate(template);
  const pageTemplate = withoutModulePreloads(assets ? shell.template : template);
  await renderer.prepare();

  /** One anonymous read of the store's API, answered in process. */
  const injectRead = async (pathAndQuery: string): Promise<ApiAnswer> => {
    const response = await app.inject({
      method: 'GET',
      url: pathAndQuery,
      headers: { accept: 'application/json' },
    });
    return {
      status: response.statusCode,
      body: response.rawPayload,
      contentType: String(response.headers['content-type'] ?? ''),
    };
  };

  /**
   * A read every page makes alike (the store's settings), kept per address until the catalog
   * changes, as the answers it is drawn from are; only a successful answer is kept.
   */
  const sharedRead = async (pathAndQuery: string): Promise<ApiAnswer> => {
    try {
      return await app.catalogCache.get(`render-read:${pathAndQuery}`, async () => {
        const answer = await injectRead(pathAndQuery);
        if (answer.status !== 200) throw new UnsharedAnswer(answer);
        return answer;
      });
    } catch (error) {
      if (error instanceof UnsharedAnswer) return error.answer;
      throw error;
    }
  };

  /**
   * The store's API, answered in process and anonymously: what any visitor would be sent. A
   * read a route answers from its command directly (render-reads.ts) costs no request and no
   * second serialisation; any other is asked of the route through an emulated request.
   */
  const inProcessFetch: typeof fetch = async (input, init) => {
    if (init?.method && init.method !== 'GET') throw new Error('Rendering only reads');
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://lagoon');
    const direct = await app.renderReads.answer(url.pathname, url.searchParams);
    if (direct !== null) {
      return new Response(direct, { status: 200, headers: { 'content-type': JSON_TYPE } });
    }
    const pathAndQuery = `${url.pathname}${url.search}`;
    const answer = SHARED_READS.has(url.pathname)
      ? await sharedRead(pathAndQuery)
      : await injectRead(pathAndQuery);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };

  const render = async (
    url: string,
    browserLanguage: string | undefined,
    userAgent: string,
  ): Promise<PageAnswer> => {
    const result = await renderer.renderPage({
      url,
      publicUrl: app.config.publicUrl,
      browserLanguage,
      userAgent,
      fetch: inProcessFetch,
    });
    if (result.kind !== 'page') return result;
    const language = result.language;
    const headTags = [
      renderHeadTags(result.head, { publicUrl: app.config.publicUrl, pathAndQuery: url, language }),
      assets?.inlineStyles(shell.stylesheets, [result.pageModule]) ?? '',
    ].join('\n    ');
    const html = assemblePage(pageTemplate, {
      language: result.language,
      headTags,
      html: result.html,
      data: result.data,
    });
    return { kind: 'page', status: result.status, html, compressed: compressedCopies(html) };
  };

  return async (request) => {
    const browserLanguage = firstAcceptedLanguage(request.headers['accept-language']);
    const userAgent = request.headers['user-agent'] ?? '';
    const url = request.url;
    // /extensions picks a list at random for each visitor, and search pages are as many as
    // the words visitors type (the search answers beneath them are kept): neither is kept. Nor
    // are the sidebar's mobile website pages, whose list the console edits apart from the
    // catalog (the cache is cleared with the catalog's changes).
    const pathname = url.split('?')[0] ?? url;
    if (
      pathname === '/extensions' ||
      pathname.startsWith('/search/') ||
      pathname.startsWith('/sidebar/search/') ||
      pathname === '/sidebar/mobile' ||
      pathname.startsWith('/sidebar/mobile/')
    ) {
      return render(url, browserLanguage, userAgent);
    }
    // What a rendered page depends on: the address, the language the browser asks for when the
    // address names none, and whether the browser is a notebook (its own home and web apps).
    const notebook = /Whalebook|\bCrOS\b/.test(userAgent);
    const language = browserLanguage?.split(/[-_]/)[0]?.toLowerCase() ?? '';
    const key = `page:${notebook ? 'notebook' : 'desktop'}:${language}:${url}`;
    return app.catalogCache.get(key, () => render(url, browserLanguage, userAgent));
  };
}
