import {
  MAX_DISPLAYED_SLIDES,
  type Product,
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

/** A slide added within the last 14 days is marked as updated. */
export function isRecentSlide(slide: Slide, now: number = Date.now()): boolean {
  const created = new Date(slide.createAt).getTime();
  return !Number.isNaN(created) && now - created <= SLIDE_UPDATED_WITHIN_DAYS * DAY_MS;
}
