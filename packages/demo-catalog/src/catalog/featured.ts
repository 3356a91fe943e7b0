import { type Prize, WINNER_YEARS } from '@lagoon/contract';
import {
  CONTEST_ENTRIES,
  contestSentence,
  PROVIDER_ENTRIES,
  SIDEBAR_VOCABULARY,
} from '../vocabulary/featured.js';
import { GENERAL_FEATURES } from '../vocabulary/text.js';
import type { CatalogBuilder, PopularityTier } from './builder.js';
import { addExtension, inventName } from './extensions.js';
import type { WinnerPlan } from './model.js';

/** Sidebar extensions; one of them is reachable only by link. */
export function addSidebarExtensions(b: CatalogBuilder, ownerKeys: readonly string[]): void {
  for (let index = 0; index < 12; index++) {
    const name = inventName(b, SIDEBAR_VOCABULARY);
    const head = SIDEBAR_VOCABULARY.heads.find((word) => name.en.startsWith(word.en));
    addExtension(b, {
      ownerKey: ownerKeys[(index * 3) % ownerKeys.length]!,
      productType: 'sidebar',
      category: SIDEBAR_VOCABULARY.categories[head?.en ?? 'Memo'] ?? 'productivity',
      name,
      description: b.describe(
        name,
        b.rng.pick(SIDEBAR_VOCABULARY.taglines),
        SIDEBAR_VOCABULARY.features,
      ),
      glyphs: ['panel'],
      visibility: index === 11 ? 'UNLISTED' : 'LISTING',
    });
  }
}

/** The operator's own extensions: the most used ones of the store, a few in the billions. */
export function addProviderExtensions(b: CatalogBuilder, ownerKey: string): void {
  PROVIDER_ENTRIES.forEach((entry, index) => {
    b.claimName(entry.name.en);
    const tier: PopularityTier = index < 3 ? 'huge' : index < 8 ? 'large' : 'medium';
    addExtension(b, {
      ownerKey,
      productType: entry.sidebar ? 'sidebar' : 'extension',
      provider: entry.byWhale ? 'NAVER,WHALE' : 'NAVER',
      category: entry.category,
      name: entry.name,
      description: b.describe(entry.name, entry.tagline, GENERAL_FEATURES),
      glyphs: [entry.glyph],
      tier,
      pick: index % 3 === 0,
    });
  });
}

/** Prizes of the seven winners of a year, in order: a sole gold and silver, then the rest. */
const PRIZE_ORDER: readonly Prize[] = [
  'gold',
  'silver',
  'bronze',
  'bronze',
  'special',
  'special',
  'special',
];

/**
 * Contest entries of 2018 and 2019, created in their contest year; the first seven of each
 * year are its winners.
 */
export function addContestExtensions(
  b: CatalogBuilder,
  ownerKeys: readonly string[],
): WinnerPlan[] {
  const winners: WinnerPlan[] = [];
  for (const year of WINNER_YEARS) {
    const awardedAt = new Date(Date.UTC(year, 11, 1, 10, 0, 0));
    CONTEST_ENTRIES[year].forEach((entry, index) => {
      b.claimName(entry.name.en);
      const createdAt = new Date(
        Date.UTC(year, b.rng.int(3, 8), b.rng.int(1, 28), b.rng.int(0, 23)),
      );
      const item = addExtension(b, {
        ownerKey: ownerKeys[(index + year) % ownerKeys.length]!,
        provider: 'CONTEST',
        category: entry.category,
        name: entry.name,
        description: b.describe(entry.name, entry.tagline, GENERAL_FEATURES, contestSentence(year)),
        glyphs: index === 0 ? ['trophy'] : [entry.glyph],
        createdAt,
        tier: index < 2 ? 'medium' : 'small',
      });
      const prize = PRIZE_ORDER[index];
      if (prize) {
        const samePrizeBefore = PRIZE_ORDER.slice(0, index).filter((p) => p === prize).length;
        winners.push({
          year,
          prize,
          itemId: item.id,
          position: samePrizeBefore,
          createdAt: awardedAt,
        });
      }
    });
  }
  return winners;
}
