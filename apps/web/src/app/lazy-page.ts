import type { ComponentType } from 'react';
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
