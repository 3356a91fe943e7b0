import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@lagoon/contract';
import { isOneOf } from './one-of';

/** The query parameter that names the interface language and travels with every navigation. */
export const HL_PARAM = 'hl';

/** The hl value of a query string when it names a supported language, else null. */
export function readHl(search: string | URLSearchParams): Language | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const hl = params.get(HL_PARAM);
  return isOneOf(LANGUAGES, hl) ? hl : null;
}

/** The interface language: hl when valid, else the browser's primary subtag, else English. */
export function detectLanguage(
  search: string | URLSearchParams,
  browserLanguage?: string,
): Language {
  // The contract's resolveLanguage, without its schema: this runs before the first render.
  const hl = readHl(search);
  if (hl) return hl;
  const primary = browserLanguage?.split(/[-_]/)[0]?.toLowerCase();
  return isOneOf(LANGUAGES, primary) ? primary : FALLBACK_LANGUAGE;
}

/** Appends hl to a query string (without "?"), unless it already names one. */
function appendHlToQuery(query: string, hl: Language): string {
  if (new URLSearchParams(query).has(HL_PARAM)) return query;
  return query ? `${query}&${HL_PARAM}=${hl}` : `${HL_PARAM}=${hl}`;
}

/**
 * Adds the current hl to an internal address such as "/detail/abc?x=1#top", keeping the rest
 * byte for byte. Without hl, or when the address names its own, it is returned unchanged.
 */
export function appendHl(to: string, hl: Language | null): string {
  if (!hl) return to;
  const hashIndex = to.indexOf('#');
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : '';
  const beforeHash = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const queryIndex = beforeHash.indexOf('?');
  const path = queryIndex >= 0 ? beforeHash.slice(0, queryIndex) : beforeHash;
  const query = queryIndex >= 0 ? beforeHash.slice(queryIndex + 1) : '';
  return `${path}?${appendHlToQuery(query, hl)}${hash}`;
}

/** A router location fragment, as React Router's Partial<Path>. */
export interface PathParts {
  pathname?: string;
  search?: string;
  hash?: string;
}

/** The same as appendHl for a location object. */
export function appendHlToPath<T extends PathParts>(to: T, hl: Language | null): T {
  if (!hl) return to;
  const query = (to.search ?? '').replace(/^\?/, '');
  return { ...to, search: `?${appendHlToQuery(query, hl)}` };
}

/** The same query string with hl set to another language (used by the language switch). */
export function withLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(HL_PARAM, language);
  return `?${params.toString()}`;
}
