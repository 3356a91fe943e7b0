import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the element that carries a server-rendered page's data to the browser. */
export const PAGE_DATA_ID = 'lagoon-page-data';

/**
 * What the server hands the browser with a page it rendered: the language it rendered in, the
 * router's state and every read the loaders made. It travels as a JSON data block, which the
 * page's Content-Security-Policy does not treat as a script.
 */
export interface PageData {
  language: string;
  router: HydrationState;
  queries: DehydratedState;
}

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page data of a server-rendered page, or null for the app shell. */
export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
