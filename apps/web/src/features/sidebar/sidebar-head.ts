import { EXTENSION_FILTERS } from '@lagoon/contract';
import type { Translate } from '../../i18n';
import { isApiError, isNotFoundError } from '../../lib/api-error';
import { isOneOf } from '../../lib/one-of';
import { localizedText } from '../detail/detail-content';
import type { SidebarData } from './sidebar-loader';
import { ALL_CATEGORIES } from './sidebar-pages';

/** Missing items and items the visitor may not see look the same: "Unable to access". */
export function isInaccessible(error: unknown): boolean {
  return isNotFoundError(error) || (isApiError(error) && error.status === 403);
}

/** The name of a category code: the store's name for it, else the home's filter name. */
export function categoryName(
  code: string,
  categories: readonly { code: string; name: string }[] | undefined,
  t: Translate,
): string {
  const named = categories?.find((category) => category.code === code)?.name;
  if (named) return named;
  if (code === ALL_CATEGORIES) return t('sidebar.allExtensions');
  return isOneOf(EXTENSION_FILTERS, code) ? t(`categories.${code}`) : code;
}

/**
 * The title of a sidebar page, from what its loader read: the browser's tab title (the side
 * panel names its page by it) and the title of the page the server renders.
 */
export function sidebarTitle(
  data: SidebarData | null | undefined,
  t: Translate,
  language: string,
): string {
  switch (data?.page) {
    case 'category':
      return categoryName(data.category, data.categories.data, t);
    case 'search':
      return data.keyword
        ? t('search.resultsFor', { keyword: data.keyword })
        : t('sidebar.searchTitle');
    case 'detail':
      return data.product.data
        ? localizedText(data.product.data, language).name
        : t('notFound.title');
    case 'mobile':
      return t('sidebar.mobileTitle');
    case 'mobile-site':
      return data.site.data?.name ?? t('sidebar.mobileTitle');
    default:
      return t('sidebar.homeTitle');
  }
}

/** The sidebar page says its item does not exist: the server answers 404. */
export function sidebarNotFound(data: SidebarData | null | undefined): boolean {
  return data?.page === 'detail' && isInaccessible(data.product.error);
}
