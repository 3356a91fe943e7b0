import {
  type Language,
  normalizeVisibility,
  type ProductType,
  readProvider,
  SearchCard,
} from '@lagoon/contract';
import { categoryTypeOf } from '../catalog/product-repository.js';
import { pickLocalization } from '../lib/localization.js';
import { fileUrl } from '../storage/storage.js';
import type { CategoryNames, SearchRecord } from './index-queries.js';

/** What a card needs besides the item: developer and category names. */
export interface CardNames {
  creators: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, CategoryNames>;
  /** Told about an item whose card does not match the contract; the item is left out. */
  broken: (itemId: string, error: unknown) => void;
}

/**
 * The card of a findable item in a language: the name shown as on its detail page (the
 * language asked for, else the item's default), and the fields a product or wallpaper card
 * displays, checked against the contract and serialised; null (and reported) when the stored
 * item cannot make a valid card, so one broken row never fails a whole answer.
 */
export function cardJson(
  record: SearchRecord,
  language: Language,
  names: CardNames,
): string | null {
  const shown = pickLocalization(record.texts, language, record.defaultLocale);
  const category = record.categoryCode
    ? {
        code: record.categoryCode,
        name:
          names.categories.get(`${categoryTypeOf(record.productType)}:${record.categoryCode}`)?.[
            language
          ] ?? record.categoryCode,
      }
    : null;
  const creatorName = record.creatorId ? names.creators.get(record.creatorId) : undefined;
  const card: SearchCard = {
    extensionId: record.id,
    name: shown?.name ?? '',
    icon: record.iconKey ? fileUrl(record.iconKey) : null,
    image: record.imageKey ? fileUrl(record.imageKey) : null,
    category,
    productType: record.productType as ProductType,
    ...readProvider(record.provider),
    status: normalizeVisibility(record.visibility),
    blocked: record.blocked,
    score:
      record.ratingCount > 0 ? Math.round((record.ratingSum / record.ratingCount) * 10) / 10 : 0,
    usercount: record.usercount,
    likeCount: record.likeCount,
    developer:
      record.creatorId && creatorName !== undefined
        ? { creatorId: record.creatorId, name: creatorName }
        : null,
    theme: record.themePhoto
      ? {
          themeDrafts: [
            {
              themeImage: fileUrl(record.themePhoto.key),
              ...(record.themePhoto.thumbKey
                ? { thumbnail: fileUrl(record.themePhoto.thumbKey) }
                : {}),
              likeCount: record.likeCount,
            },
          ],
        }
      : null,
    slides: [],
    localizations: [],
  };
  try {
    return JSON.stringify(SearchCard.encode(card));
  } catch (error) {
    names.broken(record.id, error);
    return null;
  }
}
