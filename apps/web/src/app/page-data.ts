import type { HydrationState } from 'react-router';
import { apiErrorReplacer, apiErrorReviver } from '../lib/read';

/** The id of the element that carries a server-rendered page's data to the browser. */
export const PAGE_DATA_ID = 'lagoon-page-data';

/**
 * What the server hands the browser with a page it rendered: the language it rendered in and
 * the router's state, which holds every read the loaders made, refusals included. It travels
 * as a JSON data block, which the page's Content-Security-Policy does not treat as a script.
 */
export interface PageData {
  language: string;
  router: HydrationState;
}

/**
 * JSON that is safe inside a <script> element: nothing in it can close the element. The
 * loaders' refusals (ApiError) are written as their fields and become ApiErrors again in
 * readPageData.
 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data, apiErrorReplacer)
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
    return JSON.parse(text, apiErrorReviver) as PageData;
  } catch {
    return null;
  }
}
