import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load';

describe('chunk loading', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(async () => ({ Page: 'x' }), 50)).resolves.toEqual({ Page: 'x' });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch')), 50).catch(
      (caught: unknown) => caught,
    );
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).timedOut).toBe(false);
  });

  it('gives up after the time-out', async () => {
    const error = await loadChunk(() => new Promise(() => undefined), 20).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).timedOut).toBe(true);
  });
});
