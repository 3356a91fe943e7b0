import type { ProductDetail, RatingPage } from '@lagoon/contract';
import { type PageLoader, requestLanguage } from '../../lib/page-loader';
import { type Read, readFor } from '../../lib/read';

export interface DetailData {
  /** Null on the server for a preview, which belongs to its owner and reads in the browser. */
  product: Read<ProductDetail> | null;
  /** The item's rating summary and newest ratings (first page); null for a preview. */
  ratings: Read<RatingPage> | null;
  /**
   * The ratings were read on the server, which reads anonymously: the visitor's own rating and
   * what they marked are not in them, so a signed-in visitor's page reads them again.
   */
  ratingsAnonymous: boolean;
}

/*
 * The item's and its ratings' calls load with the first navigation to an item, beside the
 * page's own code, so the first page of the store does not carry them.
 */
const detailApi = () => import('./api/get-product-detail');
const ratingsApi = () => import('../ratings/api/get-ratings');

/** /detail/:extensionId/:mode?: the item (or its owner's preview) and its first ratings. */
export const loadDetail: PageLoader<DetailData> = async (env, args) => {
  const { request, params } = args;
  const extensionId = params.extensionId ?? '';
  const preview = params.mode === 'preview';
  const onServer = typeof document === 'undefined';
  // A preview belongs to its owner: it is read in the browser with the owner's session.
  // Only a live item has ratings.
  if (preview && onServer) return { product: null, ratings: null, ratingsAnonymous: false };
  const language = requestLanguage(env, request);
  // The item and its ratings are read side by side; each read's code loads with it.
  const [product, ratings] = await Promise.all([
    detailApi().then(({ getProductDetail }) =>
      readFor(args, (signal) => getProductDetail({ extensionId, preview, language }, signal)),
    ),
    preview
      ? null
      : ratingsApi().then(({ getFirstRatings }) =>
          // The page works without them: a failure shows in their place at once.
          readFor(args, (signal) => getFirstRatings(extensionId, signal), { retry: false }),
        ),
  ]);
  return { product, ratings, ratingsAnonymous: onServer };
};
