import type { ProductType, ReviewState, Visibility } from '@lagoon/contract';
import { palette } from '../art/color.js';
import type { GlyphName } from '../art/glyphs.js';
import { type IconArt, iconSvg, promoSvg, screenshotSvg } from '../art/ui.js';
import type { ImageBatch, ImageRef } from '../images.js';
import { createRng, daysAgo, logUniform, nextItemId, type Rng } from '../random.js';
import { type Bilingual, CLOSINGS, openingSentence } from '../vocabulary/text.js';
import type { ItemPlan, ListingPlan, MediaPlan } from './model.js';

const DAY = 86_400_000;
const SCREENSHOT_POOL_SIZE = 20;

/** How widely used an item is: decides the order of magnitude of its counters. */
export type PopularityTier = 'small' | 'medium' | 'large' | 'huge';
const TIER_RANGES: Record<PopularityTier, [number, number]> = {
  small: [1_000, 95_000],
  medium: [100_000, 9_500_000],
  large: [10_000_000, 950_000_000],
  huge: [1_000_000_000, 4_200_000_000],
};

export interface ItemSpec {
  id: string;
  ownerKey: string;
  productType: ProductType;
  provider?: string | null;
  reviewState?: ReviewState;
  visibility?: Visibility;
  /** With IN_REVIEW: an update of a published item (so it has both listings), not a new one. */
  update?: boolean;
  blockedReason?: string;
  tier?: PopularityTier;
  createdAt?: Date;
  pick?: boolean;
  webDomain?: string;
}

export interface ListingTimes {
  createdAt: Date;
  updatedAt: Date;
  /** True when the listing changed in the last two weeks (its screenshots count as updated). */
  recent: boolean;
}

export type ListingStage = 'published' | 'draft';

/** Shared machinery of the demo catalog: ids, dates, counters, icons and listing states. */
export class CatalogBuilder {
  readonly items: ItemPlan[] = [];
  private readonly ids = new Set<string>();
  private readonly names = new Set<string>();
  private readonly screenshots: ImageRef[] = [];

  constructor(
    readonly rng: Rng,
    readonly now: Date,
    readonly images: ImageBatch,
  ) {}

  nextId(): string {
    let id = nextItemId(this.rng);
    while (this.ids.has(id)) id = nextItemId(this.rng);
    this.ids.add(id);
    return id;
  }

  /** Reserves an English name; false when the catalog already has it. */
  claimName(name: string): boolean {
    if (this.names.has(name)) return false;
    this.names.add(name);
    return true;
  }

  /** The counters of a published item; picks a tier when none is given. */
  counters(tier?: PopularityTier) {
    const rng = this.rng;
    const chosen =
      tier ??
      (rng.chance(0.05) ? 'large' : rng.chance(0.45) ? 'medium' : ('small' as PopularityTier));
    const [min, max] = TIER_RANGES[chosen];
    const usercount = logUniform(rng, min, max);
    const downloadcount = Math.round(usercount * (1.1 + rng.next() * 1.4));
    const ratingCount = Math.min(1_500_000, Math.round(usercount * (0.0004 + rng.next() * 0.004)));
    const average = 3.3 + rng.next() * 1.6;
    return {
      usercount,
      downloadcount,
      likeCount: Math.round(usercount * (0.002 + rng.next() * 0.02)),
      ratingCount,
      ratingSum: Math.min(ratingCount * 5, Math.round(ratingCount * average)),
    };
  }

  /** A gradient icon with a pictogram (sometimes on a white disc), registered for drawing. */
  icon(itemId: string, glyphs: readonly GlyphName[], round = false) {
    const rng = this.rng;
    const art: IconArt = {
      glyph: rng.pick(glyphs),
      emblem: rng.chance(0.12),
      shape: round ? 'circle' : rng.chance(0.7) ? 'rounded' : 'squircle',
      palette: palette(rng),
    };
    const image = this.images.svg(`icon:${itemId}`, 128, 128, 'png', () =>
      iconSvg(art, createRng(`icon:${itemId}`)),
    );
    return { art, image };
  }

  promo(itemId: string, art: IconArt): ImageRef {
    return this.images.svg(`promo:${itemId}`, 440, 280, 'png', () =>
      promoSvg(art, createRng(`promo:${itemId}`)),
    );
  }

  private screenshot(index: number): ImageRef {
    const existing = this.screenshots[index];
    if (existing) return existing;
    const image = this.images.svg(`shot:${index}`, 1280, 800, 'png', () =>
      screenshotSvg(createRng(`shot:${index}`)),
    );
    this.screenshots[index] = image;
    return image;
  }

  /** One to four common screenshots, and now and then a couple made for Korean users. */
  slides(at: ListingTimes): MediaPlan[] {
    const rng = this.rng;
    const pool = Array.from({ length: SCREENSHOT_POOL_SIZE }, (_, index) => index);
    const common = rng.sample(pool, rng.int(1, 4));
    const korean = rng.chance(0.3) ? rng.sample(pool, rng.int(1, 2)) : [];
    const slideAt = at.recent ? at.updatedAt : at.createdAt;
    return [
      ...common.map((index, position) => ({
        kind: 'slide' as const,
        locale: null,
        image: this.screenshot(index),
        position,
        likeCount: 0,
        createdAt: slideAt,
      })),
      ...korean.map((index, position) => ({
        kind: 'slide' as const,
        locale: 'ko',
        image: this.screenshot(index),
        position,
        likeCount: 0,
        createdAt: slideAt,
      })),
    ];
  }

  /** A description: the opening sentence, some feature sentences and a closing one. */
  describe(
    name: Bilingual,
    tagline: Bilingual,
    features: readonly Bilingual[],
    extra?: Bilingual,
  ): Bilingual {
    const rng = this.rng;
    const sentences = [
      openingSentence(name, tagline),
      ...rng.sample(features, rng.int(2, 3)),
      ...(extra ? [extra] : []),
      rng.pick(CLOSINGS),
    ];
    return {
      en: sentences.map((sentence) => sentence.en).join(' '),
      ko: sentences.map((sentence) => sentence.ko).join(' '),
    };
  }

  /**
   * Adds an item in the requested review state. `listing` is asked for the published listing
   * and/or the draft the state calls for: a published item has only the first, a new
   * submission only a draft, an update under review or rejected has both.
   */
  add(spec: ItemSpec, listing: (stage: ListingStage, at: ListingTimes) => ListingPlan): ItemPlan {
    const rng = this.rng;
    const reviewState = spec.reviewState ?? 'READY_FOR_OPEN';
    const hasPublished =
      reviewState === 'READY_FOR_OPEN' ||
      reviewState === 'REJECTED_UPDATE' ||
      (reviewState === 'IN_REVIEW' && spec.update === true);
    const hasDraft = reviewState !== 'READY_FOR_OPEN';

    // Published items span three years; submissions that never went live are recent.
    const createdAt =
      spec.createdAt ?? daysAgo(rng, this.now, hasPublished ? 30 : 2, hasPublished ? 1095 : 60);
    const age = this.now.getTime() - createdAt.getTime();
    const recent = hasPublished && rng.chance(0.15);
    const updatedAt = recent
      ? daysAgo(rng, this.now, 1, 10)
      : new Date(createdAt.getTime() + rng.next() * age * 0.9);
    const firstApprovedAt = hasPublished
      ? new Date(createdAt.getTime() + (1 + rng.next() * 3) * DAY)
      : null;
    const lastApprovedAt =
      firstApprovedAt && updatedAt > firstApprovedAt ? updatedAt : firstApprovedAt;

    const published = hasPublished ? listing('published', { createdAt, updatedAt, recent }) : null;
    const draftAt = hasPublished
      ? { createdAt: daysAgo(rng, this.now, 0.2, 6), updatedAt: this.now, recent: true }
      : { createdAt, updatedAt, recent: false };
    const draft = hasDraft ? listing('draft', draftAt) : null;

    const { ratingCount, ratingSum, ...counters } = published
      ? this.counters(spec.tier)
      : { usercount: 0, downloadcount: 0, likeCount: 0, ratingCount: 0, ratingSum: 0 };
    const item: ItemPlan = {
      id: spec.id,
      ownerKey: spec.ownerKey,
      productType: spec.productType,
      provider: spec.provider ?? null,
      reviewState,
      visibility: spec.visibility ?? 'LISTING',
      blocked: spec.blockedReason !== undefined,
      blockedReason: spec.blockedReason ?? null,
      pick: published !== null && (spec.pick ?? rng.chance(0.12)),
      ...counters,
      ratingBase: { count: ratingCount, sum: ratingSum },
      webDomain: spec.webDomain ?? null,
      createdAt,
      updatedAt: draft ? draftAt.updatedAt : updatedAt,
      firstApprovedAt,
      lastApprovedAt,
      published,
      draft,
      ratings: [],
    };
    this.items.push(item);
    return item;
  }
}

/** An empty listing with the defaults every kind of item shares. */
export function baseListing(at: ListingTimes): ListingPlan {
  return {
    categoryCode: null,
    defaultLocale: 'en',
    regions: ['all'],
    matureContent: false,
    changeLog: null,
    package: null,
    webUrl: null,
    webManifest: null,
    theme: null,
    localizations: [],
    media: [],
    createdAt: at.createdAt,
    updatedAt: at.updatedAt,
  };
}

/** The icon and promotional image every store page shows, in every language. */
export function storeArt(icon: ImageRef, promo: ImageRef, at: ListingTimes): MediaPlan[] {
  const common = { locale: null, position: 0, likeCount: 0, createdAt: at.createdAt };
  return [
    { kind: 'icon', image: icon, ...common },
    { kind: 'image', image: promo, ...common },
  ];
}

/** English and Korean localizations of a listing. */
export function localizations(
  name: Bilingual,
  description: Bilingual,
  shortDescription?: Bilingual,
): ListingPlan['localizations'] {
  return [
    {
      locale: 'en',
      name: name.en,
      shortDescription: shortDescription?.en ?? null,
      description: description.en,
    },
    {
      locale: 'ko',
      name: name.ko,
      shortDescription: shortDescription?.ko ?? null,
      description: description.ko,
    },
  ];
}
