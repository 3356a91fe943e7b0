import type { Language, StoreEvent } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** GET /ajax/events/{slug}: a live event page with its listed items, in the given language. */
export function getEvent(slug: string, language: Language, signal?: AbortSignal) {
  return api.get<StoreEvent>(`/ajax/events/${encodeURIComponent(slug)}`, {
    query: { hl: language },
    signal,
  });
}
