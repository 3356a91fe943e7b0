import type { Language, ProductDetail, RatingPage } from '@lagoon/contract';
import { localizedText } from '../features/detail/detail-content';
import type { DetailData } from '../features/detail/loaders';
import { eventNotFound } from '../features/events/event-head';
import type { EventData } from '../features/events/event-loader';
import type { SearchData } from '../features/search/search-loader';
import { sidebarNotFound, sidebarTitle } from '../features/sidebar/sidebar-head';
import type { SidebarData } from '../features/sidebar/sidebar-loader';
import type { Translate } from '../i18n';
import { isApiError, isNotFoundError } from '../lib/api-error';

/** What a page says about itself to search engines and to links shared in chats. */
export interface PageHead {
  /** The page's own title; the document title adds " – Lagoon". */
  title: string | null;
  description: string;
  /** An address of this store (or absolute) of a picture that stands for the page. */
  image: string | null;
  /** A wide promotional picture rather than an icon. */
  wideImage: boolean;
  /** Open Graph type. */
  type: 'website' | 'product';
  /** Structured data about the page's item (schema.org), when it shows one. */
  jsonLd: Record<string, unknown> | null;
  /** The page says the item does not exist: the answer's status is 404. */
  notFound: boolean;
  /** A page search engines should leave out (the sidebar store's, made for a side panel). */
  noindex?: boolean;
}

export interface PageHeadInput {
  /** The path pattern of the deepest matched route, e.g. "detail/:extensionId/:mode?". */
  routePath: string | undefined;
  params: Readonly<Record<string, string | undefined>>;
  /** What the deepest matched route's loader returned. */
  loaderData: unknown;
  t: Translate;
  language: Language;
}

function plain(t: Translate, title: string | null, description?: string): PageHead {
  return {
    title,
    description: description ?? t('app.tagline'),
    image: null,
    wideImage: false,
    type: 'website',
    jsonLd: null,
    notFound: false,
  };
}

/** A description fit for a snippet: one line, about as long as search engines show. */
export function snippet(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** How many reviews of the first page the structured data carries. */
export const JSON_LD_REVIEWS = 5;

/**
 * The item's rating for search engines: the same figures as the page's rating summary (the
 * ratings' own summary when they were read, else the item's), and its newest written reviews.
 */
function ratingData(product: ProductDetail, ratings: RatingPage | undefined) {
  const score = ratings?.summary.score ?? product.score;
  const count = ratings?.summary.count ?? product.reviewCount;
  if (!(count > 0)) return {};
  const reviews = (ratings?.ratings ?? [])
    .filter((rating) => rating.text)
    .slice(0, JSON_LD_REVIEWS)
    .map((rating) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: rating.nickname },
      datePublished: rating.createAt.slice(0, 10),
      reviewBody: rating.text,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: rating.score,
        bestRating: 5,
        worstRating: 1,
      },
    }));
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: score,
      ratingCount: count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length > 0 ? { review: reviews } : {}),
  };
}

function productHead(
  product: ProductDetail,
  ratings: RatingPage | undefined,
  language: Language,
): PageHead {
  const text = localizedText(product, language);
  const description = snippet(product.shortDescription || text.description || text.name);
  const rating = ratingData(product, ratings);
  return {
    title: text.name,
    description,
    image: product.image ?? product.icon ?? null,
    wideImage: Boolean(product.image),
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: text.name,
      description,
      applicationCategory:
        product.productType === 'theme' ? 'DesignApplication' : 'BrowserApplication',
      operatingSystem: 'Chromium',
      ...(product.version ? { softwareVersion: product.version } : {}),
      ...(product.icon ? { image: product.icon } : {}),
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
      ...rating,
    },
    notFound: false,
  };
}

/**
 * The head of a store page, from what its loader read: the same data as the page's components,
 * so the head never disagrees with the body.
 */
export function describePage({
  routePath,
  params,
  loaderData,
  t,
  language,
}: PageHeadInput): PageHead {
  switch (routePath) {
    case 'extensions/:sort/:filter?':
      return plain(t, t('extensions.title'), t('extensions.description'));
    case 'extensions/winners/:year?':
      return plain(
        t,
        [t('winners.title'), params.year].filter(Boolean).join(' '),
        t('winners.description'),
      );
    case 'wallpapers/:list':
      return plain(t, t('wallpapers.title'), t('wallpapers.description'));
    case 'whaleapps':
      return plain(t, t('webApps.title'), t('webApps.description'));
    case 'search/:keyword?': {
      const keyword = params.keyword?.trim();
      const group = (loaderData as SearchData | null | undefined)?.group?.query;
      if (group) {
        const title = t('searchGroup.title', {
          group: t(`search.groups.${group.group}`),
          keyword: group.keyword,
        });
        return plain(
          t,
          group.page > 1 ? t('searchGroup.titleWithPage', { title, page: group.page }) : title,
          t('searchGroup.description'),
        );
      }
      return keyword
        ? plain(t, t('search.resultsFor', { keyword }), t('search.description'))
        : plain(t, t('search.title'));
    }
    case 'unsupported':
      return plain(t, t('unsupported.title'), t('unsupported.message'));
    case 'detail/:extensionId/:mode?': {
      const data = loaderData as DetailData | null | undefined;
      const product = data?.product;
      if (product?.data) return productHead(product.data, data?.ratings?.data, language);
      const error = product?.error;
      const inaccessible = isNotFoundError(error) || (isApiError(error) && error.status === 403);
      return { ...plain(t, t('notFound.title')), notFound: inaccessible };
    }
    case 'event/:slug': {
      const data = loaderData as EventData | null | undefined;
      const event = data?.event?.data;
      if (event) {
        return {
          ...plain(t, event.title, snippet(event.description ?? event.title)),
          image: event.cover,
          wideImage: Boolean(event.cover),
        };
      }
      return { ...plain(t, t('notFound.title')), notFound: eventNotFound(data) };
    }
    case 'sidebar/*': {
      const data = loaderData as SidebarData | null | undefined;
      return {
        ...plain(t, sidebarTitle(data, t, language)),
        noindex: true,
        notFound: sidebarNotFound(data),
      };
    }
    default:
      return plain(t, null);
  }
}
