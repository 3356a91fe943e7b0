import type { ComponentType } from 'react';
import { type Area, loadArea } from '../i18n';
import { loadChunk } from '../lib/chunk-load';

/**
 * A route's lazy() for a page component in its own chunk. The import runs under the chunk
 * time-out, and a failure surfaces as a ChunkLoadError on the route error screen.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const module = await loadChunk(load);
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
    const [module] = await Promise.all([loadChunk(load), loadChunk(() => loadArea(area))]);
    return { Component: pick(module) };
  };
}
