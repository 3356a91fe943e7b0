import {
  combineAggregate,
  EXTENSION_CATEGORIES,
  type ExtensionCategory,
  type RatingAggregate,
} from '@lagoon/contract';
import { palette } from './art/color.js';
import { iconSvg, promoSvg, screenshotSvg } from './art/ui.js';
import type { ImageBatch, ImageRef } from './images.js';
import { createRng, daysAgo, logUniform, nextItemId, type Rng } from './random.js';
import { EXTENSION_VOCABULARY } from './vocabulary/extensions.js';
import { type Bilingual, CLOSINGS, EDITIONS, openingSentence } from './vocabulary/text.js';

/**
 * The bulk catalog that `npm run seed -- --items N` adds for benchmarks: published, listed
 * extensions with names and descriptions from the demo's vocabulary, sharing a small pool of
 * pictures and packages. Each run continues the random sequence where the last one stopped.
 */

const DAY = 86_400_000;

/** A package the bulk items share: its manifest and the pool icon it carries. */
export interface BulkPackagePlan {
  version: string;
  manifest: Record<string, unknown>;
  icon: ImageRef;
}

/** The pictures and packages the bulk items share, drawn once. */
export interface BulkPoolPlan {
  icons: ImageRef[];
  promos: ImageRef[];
  slides: ImageRef[];
  packages: BulkPackagePlan[];
}

/** Registers the shared pictures with the batch and plans the shared packages. */
export function planBulkPools(batch: ImageBatch): BulkPoolPlan {
  const rng = createRng('lagoon-large-catalog-pool');
  const glyphs = EXTENSION_CATEGORIES.flatMap((category) => EXTENSION_VOCABULARY[category].glyphs);
  const arts = Array.from({ length: 24 }, (_, index) => ({
    glyph: glyphs[index % glyphs.length]!,
    emblem: false,
    shape: index % 3 === 0 ? ('squircle' as const) : ('rounded' as const),
    palette: palette(rng, (index * 47) % 360),
  }));
  const icons = arts.map((art, index) =>
    batch.svg(`bulk-icon:${index}`, 128, 128, 'png', () =>
      iconSvg(art, createRng(`bulk-icon:${index}`)),
    ),
  );
  const promos = arts
    .slice(0, 12)
    .map((art, index) =>
      batch.svg(`bulk-promo:${index}`, 440, 280, 'png', () =>
        promoSvg(art, createRng(`bulk-promo:${index}`)),
      ),
    );
  const slides = Array.from({ length: 6 }, (_, index) =>
    batch.svg(`bulk-slide:${index}`, 1280, 800, 'png', () =>
      screenshotSvg(createRng(`bulk-slide:${index}`)),
    ),
  );
  const packages = Array.from({ length: 8 }, (_, index): BulkPackagePlan => {
    const version = `1.${index}.0`;
    const manifest = {
      manifest_version: 3,
      name: `Sample Extension ${index + 1}`,
      version,
      description: 'A sample extension of the Lagoon benchmark catalog.',
      icons: { '128': 'icons/icon128.png' },
      action: { default_icon: { '128': 'icons/icon128.png' } },
    };
    return { version, manifest, icon: icons[index]! };
  });
  return { icons, promos, slides, packages };
}

/** One bulk extension, published and listed; its owner is one of the given creators. */
export interface BulkItemPlan {
  id: string;
  creatorId: string;
  productType: 'extension' | 'sidebar';
  provider: string | null;
  pick: boolean;
  usercount: number;
  downloadcount: number;
  likeCount: number;
  /** Counts with no rating rows behind them, spread over the scores. */
  ratings: RatingAggregate;
  category: ExtensionCategory;
  name: Bilingual;
  description: Bilingual;
  /** Which of the shared pictures and packages it shows (modulo each pool's size). */
  pool: number;
  createdAt: Date;
  updatedAt: Date;
  firstApprovedAt: Date;
  lastApprovedAt: Date;
}

/** The next bulk extension of the sequence `rng` draws. */
export function nextBulkItem(rng: Rng, now: Date, creatorIds: readonly string[]): BulkItemPlan {
  const category = rng.pick(EXTENSION_CATEGORIES);
  const vocabulary = EXTENSION_VOCABULARY[category];
  const head = rng.pick(vocabulary.heads);
  const tail = rng.pick(vocabulary.tails);
  const edition = rng.chance(0.2) ? rng.pick(EDITIONS) : null;
  const name = {
    en: [head.en, tail.en, edition?.en].filter(Boolean).join(' '),
    ko: [head.ko, tail.ko, edition?.ko].filter(Boolean).join(' '),
  };
  const sentences = [
    openingSentence(name, rng.pick(vocabulary.taglines)),
    ...rng.sample(vocabulary.features, 2),
    rng.pick(CLOSINGS),
  ];
  const createdAt = daysAgo(rng, now, 1, 1095);
  const updatedAt = new Date(
    createdAt.getTime() + rng.next() * (now.getTime() - createdAt.getTime()),
  );
  const firstApprovedAt = new Date(createdAt.getTime() + DAY);
  const usercount = logUniform(rng, 10, 5_000_000);
  const ratingCount = Math.round(usercount * rng.next() * 0.003);
  const ratings = combineAggregate(
    { count: ratingCount, sum: Math.round(ratingCount * (3 + rng.next() * 2)) },
    { stars: [], written: 0 },
  );
  // The draws below keep the order of the sequence every earlier run used.
  const description = {
    en: sentences.map((sentence) => sentence.en).join(' '),
    ko: sentences.map((sentence) => sentence.ko).join(' '),
  };
  const pool = rng.int(0, 1_000_000);
  const id = nextItemId(rng);
  const creatorId = rng.pick(creatorIds);
  const productType = rng.chance(0.05) ? 'sidebar' : 'extension';
  const provider = rng.chance(0.005) ? 'NAVER' : null;
  const pick = rng.chance(0.01);
  const downloadcount = Math.round(usercount * (1.1 + rng.next()));
  const likeCount = Math.round(usercount * rng.next() * 0.01);
  return {
    id,
    creatorId,
    productType,
    provider,
    pick,
    usercount,
    downloadcount,
    likeCount,
    ratings,
    category,
    name,
    description,
    pool,
    createdAt,
    updatedAt,
    firstApprovedAt,
    lastApprovedAt: updatedAt > firstApprovedAt ? updatedAt : firstApprovedAt,
  };
}
