import type { CreatorItem, CreatorRatingPage } from '@lagoon/contract';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getCreatorItems } from '../api/publishing-api';
import { getCreatorRatings } from './ratings-api';
import { CREATOR_RATINGS_PAGE_SIZE, type RatingsSearch, readRatingsSearch } from './ratings-model';

/** An item the list can be narrowed to. */
export interface RatingsItemOption {
  extensionId: string;
  name: string;
}

/** What /developers/ratings shows. */
export interface RatingsData {
  search: RatingsSearch;
  ratings: Read<CreatorRatingPage>;
  /** The developer's items, for the filter; empty when they could not be read. */
  items: RatingsItemOption[];
}

function options(lists: Read<{ items: CreatorItem[] }>[]): RatingsItemOption[] {
  const items = lists.flatMap((list) => list.data?.items ?? []);
  return items
    .map((item) => ({ extensionId: item.extensionId, name: item.name || item.extensionId }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /developers/ratings?item=&page=: one page of the ratings of the developer's items (or of one
 * of them), newest first, and the developer's items to choose from. Read anew on every visit
 * and after every reply: visitors rate and write at any time.
 */
export const ratingsLoader: PageLoader<RatingsData | null> = privatePageLoader(
  async (env, { request }) => {
    const { signal } = request;
    const search = readRatingsSearch(new URL(request.url).searchParams);
    const language = requestLanguage(env, request);
    const query = {
      extensionId: search.item,
      page: search.page - 1,
      size: CREATOR_RATINGS_PAGE_SIZE,
    };
    const [ratings, extensions, webApps] = await Promise.all([
      read(() => getCreatorRatings(query, signal), { signal }),
      read(() => getCreatorItems('extensions', language, signal), { signal }),
      read(() => getCreatorItems('webapps', language, signal), { signal }),
    ]);
    return { search, ratings, items: options([extensions, webApps]) };
  },
);
