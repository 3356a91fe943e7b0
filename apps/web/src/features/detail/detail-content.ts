import {
  MAX_DISPLAYED_SLIDES,
  type Product,
  type PublishedVersion,
  SLIDE_UPDATED_WITHIN_DAYS,
  type Slide,
} from '@lagoon/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when an item locale (en, en_US, ko) is in the interface language. */
function inLanguage(locale: string | null | undefined, language: string): boolean {
  return locale != null && locale.split(/[-_]/)[0]?.toLowerCase() === language;
}

/** Description and change log in the interface language when the item has them in it. */
export function localizedText(
  product: Product,
  language: string,
): { name: string; description: string } {
  const localization = product.localizations.find((entry) => inLanguage(entry.locale, language));
  return {
    name: localization?.name || product.name,
    description: localization?.description || product.description,
  };
}

/** Slides shown: common ones plus those of the interface language, at most 4. */
export function displayedSlides(slides: readonly Slide[], language: string): Slide[] {
  return slides
    .filter((slide) => slide.locale === null || inLanguage(slide.locale, language))
    .slice(0, MAX_DISPLAYED_SLIDES);
}

/**
 * A slide is marked "Updated" for 14 days when it came with an update: the item has a second
 * published version, and the slide was added after its first version reached visitors. A new
 * item's screenshots are all recent, but nothing about them was updated.
 */
export function isUpdatedSlide(
  slide: Slide,
  versions: readonly Pick<PublishedVersion, 'publishedAt'>[],
  now: number = Date.now(),
): boolean {
  if (versions.length < 2) return false;
  // Versions come newest first.
  const firstPublished = Date.parse(versions.at(-1)?.publishedAt ?? '');
  const created = Date.parse(slide.createAt);
  if (Number.isNaN(created) || Number.isNaN(firstPublished)) return false;
  return created > firstPublished && now - created <= SLIDE_UPDATED_WITHIN_DAYS * DAY_MS;
}
