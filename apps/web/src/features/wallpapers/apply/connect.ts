import { loadChunk } from '../../../lib/chunk-load';
import type { CompanionClient } from '../../../lib/companion-client';
import { useStoreConfig } from '../../session';

/**
 * Connects to the companion. The connection's code checks replies with the contract's schemas
 * (zod), so it loads now, after the page is up, rather than with the page. A chunk that cannot
 * load reads as no companion, as a missing companion does.
 */
export async function connectCompanion(
  companionId: string | null,
): Promise<CompanionClient | null> {
  if (!companionId) return null;
  try {
    const companion = await loadChunk(() => import('../../../lib/companion'));
    return await companion.connectCompanion(companionId);
  } catch {
    return null;
  }
}

/** The companion this store's pages talk to (from the store's settings); null: none. */
export function useCompanionId(): string | null {
  return useStoreConfig()?.companion?.id ?? null;
}
