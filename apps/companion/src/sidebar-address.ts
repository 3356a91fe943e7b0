import { parseUrl } from './parse-url.js';

/**
 * Where the side panel points: the store's sidebar pages. Shared by the service worker (which
 * checks the path a store page asks for) and the panel page (which frames it); nothing here
 * needs zod, so the page stays small.
 */

/** The panel page, as the manifest's `side_panel.default_path` names it. */
export const PANEL_PAGE = 'sidepanel.html';
export const SIDEBAR_HOME = '/sidebar';

/** The panel page showing a sidebar path (`sidepanel.html?path=…`). */
export function panelPagePath(path: string): string {
  return `${PANEL_PAGE}?path=${encodeURIComponent(path)}`;
}

/** The language the store speaks for a browser interface language (`en-US`, `ko`, …). */
export function storeLanguage(uiLanguage: string): 'en' | 'ko' {
  return uiLanguage.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

/**
 * The address of a sidebar page on the store: `path` resolved on `storeUrl`, or null when the
 * result is not a page under /sidebar of that same origin (`/sidebar/../admin`,
 * `/sidebar\..\x`, another host). When the path names no `hl`, the interface language is
 * added, so the panel speaks the browser's language.
 */
export function sidebarAddress(storeUrl: string, path: string, language: string): string | null {
  if (!path.startsWith(SIDEBAR_HOME)) return null;
  const store = parseUrl(storeUrl);
  const url = parseUrl(path, storeUrl);
  if (!store || !url || url.origin !== store.origin) return null;
  if (url.pathname !== SIDEBAR_HOME && !url.pathname.startsWith(`${SIDEBAR_HOME}/`)) return null;
  if (!url.searchParams.has('hl')) url.searchParams.set('hl', language);
  url.hash = '';
  return url.href;
}
