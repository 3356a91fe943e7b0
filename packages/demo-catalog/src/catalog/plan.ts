import type { BannerType } from '@lagoon/contract';
import { hsl } from '../art/color.js';
import { bannerSvg } from '../art/scenes.js';
import type { ImageBatch } from '../images.js';
import { createRng, type Rng } from '../random.js';
import { CatalogBuilder } from './builder.js';
import { addDeveloperItems } from './developer.js';
import { addCategoryExtensions } from './extensions.js';
import { addContestExtensions, addProviderExtensions, addSidebarExtensions } from './featured.js';
import type { BannerPlan, CatalogPlan, ItemPlan } from './model.js';
import { addRatings, addReports } from './ratings.js';
import { addThemes } from './themes.js';
import { addWebApps } from './webapps.js';

/**
 * The seed of the catalog's random choices (names, counts, ratings), recorded with the demo
 * catalog. Bump it when those choices change, so one seed never yields two sets of them; a change
 * made to planned items afterwards (such as Word Counter's flagged update) draws nothing.
 */
export const DEMO_CATALOG_SEED = 'lagoon-demo-catalog-2';

/** Blues, violets, pinks and teals: hues that keep white banner text readable. */
const BANNER_HUES = [170, 200, 215, 235, 255, 275, 295, 320, 340, 5] as const;

interface BannerText {
  type: BannerType;
  linkUrl: string;
  titleEn: string;
  titleKo: string;
  descriptionEn: string;
  descriptionKo: string;
}

function bannerTexts(featured: ItemPlan, wallpaper: ItemPlan): BannerText[] {
  return [
    {
      type: 'extension',
      linkUrl: `/detail/${featured.id}`,
      titleEn: 'Capture anything, mark it up',
      titleKo: '무엇이든 캡처하고 바로 표시하세요',
      descriptionEn: 'Capture Pad now works on every page.',
      descriptionKo: '이제 모든 페이지에서 캡처 패드를 쓸 수 있습니다.',
    },
    {
      type: 'extension',
      linkUrl: '/extensions/winners/2019',
      titleEn: 'Meet the 2019 contest winners',
      titleKo: '2019 공모전 수상작을 만나 보세요',
      descriptionEn: 'Seven extensions chosen from hundreds of entries.',
      descriptionKo: '수백 개의 출품작 중에서 선정된 7개의 확장 앱입니다.',
    },
    {
      type: 'extension',
      linkUrl: '/event/security-week',
      titleEn: 'Security Week',
      titleKo: '보안 주간',
      descriptionEn: 'Tools that keep you safe online, picked by our editors.',
      descriptionKo: '에디터가 직접 고른 온라인 보안 도구를 소개합니다.',
    },
    {
      type: 'extension',
      linkUrl: '/extensions/popular/productivity',
      titleEn: 'Get more done',
      titleKo: '더 효율적으로 일하세요',
      descriptionEn: 'The most popular productivity extensions this month.',
      descriptionKo: '이번 달 가장 인기 있는 생산성 확장 앱입니다.',
    },
    {
      type: 'theme',
      linkUrl: '/wallpapers/discover',
      titleEn: 'Discover new wallpapers',
      titleKo: '새로운 배경화면을 발견하세요',
      descriptionEn: 'A fresh look for every new tab.',
      descriptionKo: '새 탭을 열 때마다 새로운 분위기를 느껴 보세요.',
    },
    {
      type: 'theme',
      linkUrl: `/detail/${wallpaper.id}`,
      titleEn: 'Wallpaper of the week',
      titleKo: '이번 주의 배경화면',
      descriptionEn: 'Chosen by the Lagoon editors.',
      descriptionKo: 'Lagoon 에디터가 골랐습니다.',
    },
    {
      type: 'theme',
      linkUrl: '/wallpapers/recommended',
      titleEn: "Editors' picks",
      titleKo: '에디터 추천',
      descriptionEn: 'Calm, bright and bold: wallpapers for every mood.',
      descriptionKo: '차분하게, 화사하게, 대담하게: 기분에 맞는 배경화면을 골라 보세요.',
    },
    {
      type: 'home-inline',
      linkUrl: '/extensions/new/sidebar',
      titleEn: 'Tools that live in your sidebar',
      titleKo: '사이드바에서 바로 쓰는 도구',
      descriptionEn: 'Memo, music and translation beside every page.',
      descriptionKo: '어느 페이지에서든 메모, 음악, 번역을 옆에 두세요.',
    },
    {
      type: 'home-inline',
      linkUrl: '/event/back-to-school',
      titleEn: 'Back to school',
      titleKo: '새 학기 준비',
      descriptionEn: 'Study tools for the new term.',
      descriptionKo: '새 학기를 위한 공부 도구를 모았습니다.',
    },
  ];
}

function addBanners(rng: Rng, images: ImageBatch, featured: ItemPlan, wallpaper: ItemPlan) {
  const positions = new Map<BannerType, number>();
  return bannerTexts(featured, wallpaper).map((text, index): BannerPlan => {
    const height = text.type === 'home-inline' ? 240 : 300;
    const hue = rng.pick(BANNER_HUES);
    const position = positions.get(text.type) ?? 0;
    positions.set(text.type, position + 1);
    return {
      ...text,
      image: images.svg(`banner:${index}`, 1200, height, 'jpg', () =>
        bannerSvg(1200, height, hue, createRng(`banner:${index}`)),
      ),
      backgroundColor: hsl(hue, 70, 46),
      position,
    };
  });
}

/** The whole demo catalog, the same on every install; only its dates follow `now`. */
export function buildDemoPlan(now: Date, images: ImageBatch): CatalogPlan {
  const rng = createRng(DEMO_CATALOG_SEED);
  const b = new CatalogBuilder(rng, now, images);
  addProviderExtensions(b, 'partners');
  const winners = addContestExtensions(b, [
    'minji',
    'alex',
    'quietfox',
    'saebyeok',
    'pebble',
    'kite',
  ]);
  addCategoryExtensions(b, [
    'northwind',
    'pebble',
    'heron',
    'maple',
    'kite',
    'orbit',
    'saebyeok',
    'lumen',
    'quietfox',
    'cobalt',
  ]);
  addSidebarExtensions(b, ['orbit', 'lumen', 'northwind', 'heron', 'saebyeok']);
  addThemes(b, ['tidal', 'kite', 'maple', 'cobalt']);
  addWebApps(b, ['orbit', 'lumen', 'heron', 'northwind', 'saebyeok', 'cobalt', 'pebble']);
  addDeveloperItems(b);
  addRatings(rng, now, b.items);
  addReports(createRng(`${DEMO_CATALOG_SEED}:reports`), now, b.items);

  const featured = b.items.find((item) => item.published?.localizations[0]?.name === 'Capture Pad');
  const wallpaper = b.items.find((item) => item.productType === 'theme' && item.pick);
  if (!featured || !wallpaper) throw new Error('The demo catalog lost its featured items');
  return { items: b.items, winners, banners: addBanners(rng, images, featured, wallpaper) };
}
