/**
 * The words of the companion's pages, in the two languages the store speaks. The new tab
 * speaks the language of the store page the wallpaper was applied from; the side panel, the
 * browser's. The toolbar button's title is in _locales, where Chromium reads it.
 */
export type PageLanguage = 'en' | 'ko';

const en = {
  newTab: 'New Tab',
  wallpaperInStore: 'See this wallpaper in the store',
  findWallpapers: 'Find a wallpaper in the Lagoon store',
  topSites: 'Most visited sites',
  notices: 'News from the store',
  clock: 'Current time',
  panelTitle: 'Lagoon store',
  noStore: 'This browser’s companion is not connected to a Lagoon store.',
};

export type PageStrings = typeof en;

const ko: PageStrings = {
  newTab: '새 탭',
  wallpaperInStore: '스토어에서 이 배경화면 보기',
  findWallpapers: 'Lagoon 스토어에서 배경화면 찾기',
  topSites: '자주 방문한 사이트',
  notices: '스토어 소식',
  clock: '현재 시각',
  panelTitle: 'Lagoon 스토어',
  noStore: '이 브라우저의 컴패니언이 Lagoon 스토어에 연결되어 있지 않습니다.',
};

export const STRINGS: Record<PageLanguage, PageStrings> = { en, ko };
