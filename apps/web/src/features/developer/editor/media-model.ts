import {
  ICON_MIN_SIZE,
  type ImageSize,
  type ItemLocale,
  isAllowedSize,
  MAX_SLIDES,
  type MediaKind,
  PROMO_IMAGE_SIZES,
  SCREENSHOT_SIZES,
} from '@lagoon/contract';
import {
  COMMON_SLIDES,
  type EditorSlide,
  type EditorState,
  type SlideBucket,
} from './editor-model';

// The listing's images as pure functions the media section calls: screenshots per language
// bucket, the promotional images, and the sizes the browser checks before an upload.

function bucketOf(slide: EditorSlide): SlideBucket {
  return slide.locale ?? COMMON_SLIDES;
}

function localeOfBucket(bucket: SlideBucket): ItemLocale | null {
  return bucket === COMMON_SLIDES ? null : bucket;
}

/** The screenshots of one bucket, in order. */
export function slidesIn(slides: readonly EditorSlide[], bucket: SlideBucket): EditorSlide[] {
  return slides.filter((slide) => bucketOf(slide) === bucket);
}

/** At most MAX_SLIDES per language, and as many again shown in every language. */
export function canAddSlide(slides: readonly EditorSlide[], bucket: SlideBucket): boolean {
  return slidesIn(slides, bucket).length < MAX_SLIDES;
}

/**
 * Adds a screenshot at the end of its bucket; refused (null) when the bucket is full. The same
 * image twice in one bucket is kept once (identical uploads share one URL).
 */
export function addSlide(state: EditorState, bucket: SlideBucket, url: string): EditorState | null {
  if (!canAddSlide(state.slides, bucket)) return null;
  if (slidesIn(state.slides, bucket).some((slide) => slide.url === url)) return state;
  return { ...state, slides: [...state.slides, { url, locale: localeOfBucket(bucket) }] };
}

export function removeSlide(state: EditorState, bucket: SlideBucket, index: number): EditorState {
  const target = slidesIn(state.slides, bucket)[index];
  if (!target) return state;
  return { ...state, slides: state.slides.filter((slide) => slide !== target) };
}

/** Moves a screenshot one place earlier (-1) or later (+1) within its bucket. */
export function moveSlide(
  state: EditorState,
  bucket: SlideBucket,
  index: number,
  offset: -1 | 1,
): EditorState {
  const bucketSlides = slidesIn(state.slides, bucket);
  const other = index + offset;
  const a = bucketSlides[index];
  const b = bucketSlides[other];
  if (!a || !b) return state;
  const slides = state.slides.map((slide) => (slide === a ? b : slide === b ? a : slide));
  return { ...state, slides };
}

// ---- Promotional images ---------------------------------------------------------------------

/** A listing holds at most two promotional images (the large and the small size). */
export const MAX_PROMO_IMAGES = 2;

export function canAddImage(images: readonly string[]): boolean {
  return images.length < MAX_PROMO_IMAGES;
}

export function moveInList<T>(list: readonly T[], index: number, offset: -1 | 1): T[] {
  const other = index + offset;
  if (index < 0 || other < 0 || index >= list.length || other >= list.length) return [...list];
  const next = [...list];
  [next[index], next[other]] = [next[other] as T, next[index] as T];
  return next;
}

// ---- Image sizes ----------------------------------------------------------------------------

export const ALLOWED_SIZES: Record<Exclude<MediaKind, 'icon'>, readonly ImageSize[]> = {
  slide: SCREENSHOT_SIZES,
  image: PROMO_IMAGE_SIZES,
};

/** The browser's own size check before an upload; the server checks again. */
export function isAcceptedImageSize(kind: MediaKind, width: number, height: number): boolean {
  if (kind === 'icon') return width === height && width >= ICON_MIN_SIZE;
  return isAllowedSize(ALLOWED_SIZES[kind], width, height);
}

/** "1280x800 or 640x400" */
export function describeSizes(kind: MediaKind): string {
  if (kind === 'icon') return `${ICON_MIN_SIZE}x${ICON_MIN_SIZE}`;
  return ALLOWED_SIZES[kind].map((size) => `${size.width}x${size.height}`).join(' / ');
}
