import type { Language } from '@lagoon/contract';
import { loadChunk } from '../../../lib/chunk-load';
import type { PolicyLibrary } from './types';

/** Each language's documents are their own chunk: a visitor downloads only the one they read. */
const loaders: Record<Language, () => Promise<PolicyLibrary>> = {
  en: () => import('./en').then((module) => module.enPolicies),
  ko: () => import('./ko').then((module) => module.koPolicies),
};

const loaded = new Map<Language, Promise<PolicyLibrary>>();

/**
 * The documents of one language. The promise is kept so React's use() sees the same one on
 * every render; a failed load is forgotten so that trying again fetches anew.
 */
export function loadPolicies(language: Language): Promise<PolicyLibrary> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const library = loadChunk(loaders[language]);
  loaded.set(language, library);
  library.catch(() => loaded.delete(language));
  return library;
}
