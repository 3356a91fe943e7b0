import type { Category, Language } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /ajax/categories/extension: the store's extension categories, named in the language.
 * (The developer area's editor asks the same; sharing its module would tie the two areas'
 * chunks together, which the store's first page pays for in file names.)
 */
export function getExtensionCategories(
  language: Language,
  signal?: AbortSignal,
): Promise<Category[]> {
  return api.get<Category[]>('/ajax/categories/extension', { query: { hl: language }, signal });
}
