import type { ComponentType } from 'react';
import { type Area, loadArea } from '../i18n';
import { loadChunk } from './chunk-load';

export interface LazyPageOptions {
  /**
   * The messages of the pages past the first (the "store" and "errors" areas, see loadArea)
   * load with the page; the first page does without.
   */
  pageMessages?: boolean;
}

/** The pages the store opens on: the lightest first load there is (docs/architecture.md). */
export const FIRST_PAGE: LazyPageOptions = { pageMessages: false };

const loadPageMessages = () =>
  Promise.all([loadArea('store'), loadArea('errors')]).then(() => undefined);

/**
 * A route's lazy() for a page component in its own chunk. The imports run under the chunk
 * time-out, and a failure surfaces as a ChunkLoadError on the route error screen.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { pageMessages = true }: LazyPageOptions = {},
) {
  return async () => {
    const [module] = await Promise.all([
      loadChunk(load),
      pageMessages ? loadChunk(loadPageMessages) : undefined,
    ]);
    return { Component: pick(module) };
  };
}

/**
 * The same for the layout of an area whose messages load with it (see loadArea): the page's
 * chunk and the messages in the language shown load together, and nothing renders before both.
 */
export function lazyAreaPage<M>(
  area: Area,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return async () => {
    const [module] = await Promise.all([
      loadChunk(load),
      loadChunk(() => loadArea(area)),
      loadChunk(loadPageMessages),
    ]);
    return { Component: pick(module) };
  };
}
