import { CHUNK_LOAD_TIMEOUT_MS } from '@lagoon/contract';

/** A part of the app (a route's script chunk) could not be loaded in time or at all. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly timedOut: boolean;

  constructor(timedOut: boolean, cause?: unknown) {
    super(timedOut ? 'Loading a part of the app timed out' : 'Loading a part of the app failed', {
      cause,
    });
    this.timedOut = timedOut;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Runs a dynamic import with a deadline (120 seconds unless told). Any failure, including a
 * stale deployment whose chunk is gone, becomes a ChunkLoadError the route error screen knows.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(true)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(false, cause));
      },
    );
  });
}
