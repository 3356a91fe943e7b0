import type { CatalogPlan } from './catalog/model.js';
import { isListed } from './catalog/ratings.js';

/**
 * The demo store's event pages, the ones its banners announce (/event/security-week on the
 * extensions screen, /event/back-to-school among the home's inline banners). Each is live with
 * no dates, so the demo never runs out of them, lists items visitors can see (published,
 * LISTING, not blocked) and takes its banner's picture as its cover.
 */

interface EventSeed {
  slug: string;
  titleEn: string;
  titleKo: string;
  descriptionEn: string;
  descriptionKo: string;
  /** Which listed items it shows, in order: a kind, a category and how many of them. */
  picks: { productTypes: readonly string[]; category: string; count: number }[];
}

export const DEMO_EVENTS: readonly EventSeed[] = [
  {
    slug: 'security-week',
    titleEn: 'Security Week',
    titleKo: '보안 주간',
    descriptionEn:
      'Tools that keep you safe online, picked by our editors: block trackers, spot phishing ' +
      'pages and keep your passwords to yourself.',
    descriptionKo:
      '에디터가 직접 고른 온라인 보안 도구를 소개합니다. 추적을 막고, 피싱 페이지를 알아채고, ' +
      '비밀번호를 안전하게 지키세요.',
    picks: [{ productTypes: ['extension'], category: 'security', count: 6 }],
  },
  {
    slug: 'back-to-school',
    titleEn: 'Back to school',
    titleKo: '새 학기 준비',
    descriptionEn:
      'Study tools for the new term, a web app for your lessons and a calm wallpaper for long ' +
      'evenings of homework.',
    descriptionKo:
      '새 학기를 위한 공부 도구와 수업에 쓸 웹 앱, 긴 숙제 시간을 위한 차분한 배경화면을 ' +
      '모았습니다.',
    picks: [
      { productTypes: ['extension'], category: 'education', count: 4 },
      { productTypes: ['app', 'pwa', 'shortcut'], category: 'education', count: 1 },
      { productTypes: ['theme'], category: 'nature', count: 1 },
    ],
  },
];

export interface PlannedEvent extends Omit<EventSeed, 'picks'> {
  itemIds: string[];
  /** The image id of the banner that links to the event, for its cover. */
  coverImageId: string | null;
}

/** The demo events with the catalog's items they show and their banners' pictures. */
export function planEvents(plan: CatalogPlan): PlannedEvent[] {
  return DEMO_EVENTS.map(({ picks, ...event }) => {
    const itemIds = picks.flatMap((pick) =>
      plan.items
        .filter(
          (item) =>
            pick.productTypes.includes(item.productType) &&
            item.published?.categoryCode === pick.category &&
            isListed(item),
        )
        .slice(0, pick.count)
        .map((item) => item.id),
    );
    const banner = plan.banners.find((entry) => entry.linkUrl === `/event/${event.slug}`);
    return { ...event, itemIds, coverImageId: banner?.image.id ?? null };
  });
}
