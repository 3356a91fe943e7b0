import { EXTENSION_CATEGORIES, type ExtensionCategory } from '@lagoon/contract';
import type { GlyphName } from '../art/glyphs.js';
import { slugify } from '../random.js';
import { EXTENSION_VOCABULARY } from '../vocabulary/extensions.js';
import { type Bilingual, CHANGE_LOGS, EDITIONS, type Vocabulary } from '../vocabulary/text.js';
import {
  baseListing,
  type CatalogBuilder,
  type ItemSpec,
  type ListingTimes,
  localizations,
  storeArt,
} from './builder.js';
import type { ItemPlan, ListingPlan, PackagePlan } from './model.js';

export interface ExtensionEntry extends Omit<ItemSpec, 'id' | 'productType'> {
  productType?: 'extension' | 'sidebar';
  category: ExtensionCategory;
  name: Bilingual;
  description: Bilingual;
  glyphs: readonly GlyphName[];
  regions?: string[];
  matureContent?: boolean;
}

const POPUP_HTML = (name: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title></head><body><main id="app"></main></body></html>\n`;

function packagePlan(
  entry: ExtensionEntry,
  version: string,
  icon: PackagePlan['icon'],
  createdAt: Date,
): PackagePlan {
  const sidebar = entry.productType === 'sidebar';
  const firstSentence = entry.description.en.split('. ')[0] ?? entry.name.en;
  const description =
    firstSentence.length > 132 ? `${firstSentence.slice(0, 129)}...` : firstSentence;
  const iconPath = 'icons/icon128.png';
  const manifest: Record<string, unknown> = {
    manifest_version: 3,
    name: entry.name.en,
    version,
    description,
    icons: { '128': iconPath },
    action: { default_title: entry.name.en, default_icon: { '128': iconPath } },
    permissions: sidebar ? ['storage', 'sidePanel'] : ['storage'],
  };
  const page = sidebar ? 'panel.html' : 'popup.html';
  if (sidebar) manifest.side_panel = { default_path: page };
  else (manifest.action as Record<string, unknown>).default_popup = page;
  return {
    version,
    fileName: `${slugify(entry.name.en)}-${version}.zip`,
    manifest,
    extraFiles: { [page]: POPUP_HTML(entry.name.en) },
    icon,
    createdAt,
  };
}

/** Adds an extension or sidebar item with icon, promotional image, screenshots and package. */
export function addExtension(b: CatalogBuilder, entry: ExtensionEntry): ItemPlan {
  const rng = b.rng;
  const id = b.nextId();
  const { art, image: icon } = b.icon(id, entry.glyphs);
  const promo = b.promo(id, art);
  const isUpdate =
    entry.reviewState === 'REJECTED_UPDATE' || (entry.reviewState === 'IN_REVIEW' && entry.update);
  const major = rng.int(1, 4);
  const minor = rng.int(0, 9);
  const publishedVersion = `${major}.${minor}.${rng.int(0, 20)}`;
  const draftVersion = isUpdate ? `${major}.${minor + 1}.0` : `${rng.int(0, 1)}.${rng.int(1, 9)}.0`;

  const listing = (stage: 'published' | 'draft', at: ListingTimes): ListingPlan => {
    const version = stage === 'published' ? publishedVersion : draftVersion;
    return {
      ...baseListing(at),
      categoryCode: entry.category,
      regions: entry.regions ?? ['all'],
      matureContent: entry.matureContent ?? false,
      changeLog: stage === 'draft' || rng.chance(0.5) ? rng.pick(CHANGE_LOGS) : null,
      package: packagePlan(entry, version, icon, at.updatedAt),
      localizations: localizations(entry.name, entry.description),
      media: [...storeArt(icon, promo, at), ...b.slides(at)],
    };
  };
  return b.add({ ...entry, id, productType: entry.productType ?? 'extension' }, listing);
}

/** A fresh product name from head + tail (+ edition now and then), unique in the catalog. */
export function inventName(b: CatalogBuilder, vocabulary: Vocabulary): Bilingual {
  const rng = b.rng;
  for (let attempt = 0; attempt < 200; attempt++) {
    const head = rng.pick(vocabulary.heads);
    const tail = rng.pick(vocabulary.tails);
    if (tail.en.includes(head.en) || head.en.includes(tail.en)) continue;
    const edition = rng.chance(0.15) ? rng.pick(EDITIONS) : null;
    const name = {
      en: [head.en, tail.en, edition?.en].filter(Boolean).join(' '),
      ko: [head.ko, tail.ko, edition?.ko].filter(Boolean).join(' '),
    };
    if (b.claimName(name.en)) return name;
  }
  throw new Error('The vocabulary ran out of names');
}

const BLOCK_REASONS: Partial<Record<ExtensionCategory, string>> = {
  shopping: 'Collected browsing history without telling users (policy 3.1).',
  games: 'Injected advertising into the pages users visited (policy 4.2).',
  security: 'Misleading name and description (policy 2.4).',
};

/**
 * Twelve extensions per category from many developers. Most are published and listed; in
 * each category one is unlisted and one waits in review or was rejected, and a few are blocked.
 */
export function addCategoryExtensions(b: CatalogBuilder, ownerKeys: readonly string[]): void {
  EXTENSION_CATEGORIES.forEach((category, categoryIndex) => {
    const vocabulary = EXTENSION_VOCABULARY[category];
    for (let index = 0; index < 12; index++) {
      const name = inventName(b, vocabulary);
      const entry: ExtensionEntry = {
        ownerKey: ownerKeys[(categoryIndex * 5 + index) % ownerKeys.length]!,
        category,
        name,
        description: b.describe(name, b.rng.pick(vocabulary.taglines), vocabulary.features),
        glyphs: vocabulary.glyphs,
        regions: b.rng.chance(0.1)
          ? b.rng.sample(['KR', 'JP', 'US', 'DE', 'GB', 'FR'], 2)
          : ['all'],
      };
      if (index === 9 && BLOCK_REASONS[category]) entry.blockedReason = BLOCK_REASONS[category];
      if (index === 10) entry.visibility = 'UNLISTED';
      if (category === 'fun' && index === 8) entry.matureContent = true;
      if (index === 11) entry.reviewState = categoryIndex % 2 === 0 ? 'IN_REVIEW' : 'REJECTED';
      addExtension(b, entry);
    }
  });
}
