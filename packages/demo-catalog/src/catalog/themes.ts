import { THEME_CATEGORIES } from '@lagoon/contract';
import { wallpaperSvg } from '../art/scenes.js';
import { createRng, logUniform } from '../random.js';
import type { Bilingual } from '../vocabulary/text.js';
import { THEME_SENTENCES, THEME_VOCABULARY } from '../vocabulary/themes.js';
import { baseListing, type CatalogBuilder, localizations } from './builder.js';
import type { MediaPlan } from './model.js';

const THEMES_PER_CATEGORY = 6;

/**
 * Wallpapers: six per category, each with one to three full HD photos, a thumbnail and the
 * new-tab settings it suggests. A handful are picks of the editors.
 */
export function addThemes(b: CatalogBuilder, ownerKeys: readonly string[]): void {
  const rng = b.rng;
  THEME_CATEGORIES.forEach((category, categoryIndex) => {
    const words = THEME_VOCABULARY[category];
    for (let index = 0; index < THEMES_PER_CATEGORY; index++) {
      let name: Bilingual = { en: '', ko: '' };
      do {
        const adjective = rng.pick(words.adjectives);
        const noun = rng.pick(words.nouns);
        name = { en: `${adjective.en} ${noun.en}`, ko: `${adjective.ko} ${noun.ko}` };
      } while (!b.claimName(name.en));
      const sentences = [rng.pick(words.scenes), ...rng.sample(THEME_SENTENCES, 2)];
      const description = {
        en: sentences.map((sentence) => sentence.en).join(' '),
        ko: sentences.map((sentence) => sentence.ko).join(' '),
      };
      const id = b.nextId();
      const photoCount = rng.int(1, 3);
      const photos = Array.from({ length: photoCount }, (_, photo) =>
        b.images.svg(`wall:${id}:${photo}`, 1920, 1080, 'jpg', () =>
          wallpaperSvg(category, createRng(`wall:${id}:${photo}`)),
        ),
      );
      const thumbnail = b.images.resized(`thumb:${id}`, photos[0]!, 440, 280, 'jpg');
      const likes = photos.map(() => logUniform(rng, 40, 250_000));
      const theme = {
        photoCount,
        notices: rng.chance(0.5),
        topSites: rng.chance(0.7),
        clock: rng.pick(['digital', 'analog'] as const),
      };
      const item = b.add(
        {
          id,
          ownerKey: ownerKeys[(categoryIndex + index) % ownerKeys.length]!,
          productType: 'theme',
          tier: rng.chance(0.3) ? 'medium' : 'small',
          pick: index === 0 || (index === 3 && categoryIndex % 2 === 0),
        },
        (_stage, at) => ({
          ...baseListing(at),
          categoryCode: category,
          theme,
          localizations: localizations(name, description),
          media: [
            {
              kind: 'image',
              locale: null,
              image: thumbnail,
              position: 0,
              likeCount: 0,
              createdAt: at.createdAt,
            },
            ...photos.map(
              (image, position): MediaPlan => ({
                kind: 'theme',
                locale: null,
                image,
                position,
                likeCount: likes[position]!,
                createdAt: at.createdAt,
              }),
            ),
          ],
        }),
      );
      // A wallpaper's likes are the likes of its photos.
      item.likeCount = likes.reduce((sum, count) => sum + count, 0);
    }
  });
}
