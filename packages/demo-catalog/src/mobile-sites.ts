import type { Language, MobileSiteCategory } from '@lagoon/contract';
import { palette } from './art/color.js';
import type { GlyphName } from './art/glyphs.js';
import { iconSvg } from './art/ui.js';
import type { ImageBatch, ImageRef } from './images.js';
import { createRng } from './random.js';

/**
 * The demo store's mobile websites: well-known sites made for phones, in English, in Korean and
 * for everyone, so the sidebar store's mobile tab has something to show in both languages. The
 * icons are drawn like the demo items' (a glyph on a gradient tile), never the sites' logos.
 * The seed runs offline, so no site is asked whether it may be framed: every one starts
 * `unknown` ("Not checked yet") and the panel opens it in a new tab until an administrator
 * runs the check from the console.
 */

interface SiteSeed {
  key: string;
  name: string;
  url: string;
  category: MobileSiteCategory;
  language: Language | null;
  glyph: GlyphName;
  hue: number;
}

export const DEMO_MOBILE_SITES: readonly SiteSeed[] = [
  // Every language
  {
    key: 'duckduckgo',
    name: 'DuckDuckGo',
    url: 'https://duckduckgo.com/',
    category: 'search',
    language: null,
    glyph: 'magnifier',
    hue: 14,
  },
  {
    key: 'youtube',
    name: 'YouTube',
    url: 'https://m.youtube.com/',
    category: 'entertainment',
    language: null,
    glyph: 'play',
    hue: 0,
  },
  // English
  {
    key: 'wikipedia-en',
    name: 'Wikipedia',
    url: 'https://en.m.wikipedia.org/',
    category: 'search',
    language: 'en',
    glyph: 'book',
    hue: 220,
  },
  {
    key: 'bbc-news',
    name: 'BBC News',
    url: 'https://www.bbc.com/news',
    category: 'news',
    language: 'en',
    glyph: 'note',
    hue: 350,
  },
  {
    key: 'openstreetmap',
    name: 'OpenStreetMap',
    url: 'https://www.openstreetmap.org/',
    category: 'tools',
    language: 'en',
    glyph: 'globe',
    hue: 130,
  },
  {
    key: 'wiktionary',
    name: 'Wiktionary',
    url: 'https://en.m.wiktionary.org/',
    category: 'tools',
    language: 'en',
    glyph: 'pencil',
    hue: 260,
  },
  {
    key: 'hacker-news',
    name: 'Hacker News',
    url: 'https://news.ycombinator.com/',
    category: 'news',
    language: 'en',
    glyph: 'bolt',
    hue: 28,
  },
  {
    key: 'ebay',
    name: 'eBay',
    url: 'https://www.ebay.com/',
    category: 'shopping',
    language: 'en',
    glyph: 'cart',
    hue: 200,
  },
  // Korean
  {
    key: 'naver',
    name: '네이버',
    url: 'https://m.naver.com/',
    category: 'search',
    language: 'ko',
    glyph: 'magnifier',
    hue: 142,
  },
  {
    key: 'daum',
    name: '다음',
    url: 'https://m.daum.net/',
    category: 'search',
    language: 'ko',
    glyph: 'globe',
    hue: 210,
  },
  {
    key: 'naver-map',
    name: '네이버 지도',
    url: 'https://m.map.naver.com/',
    category: 'tools',
    language: 'ko',
    glyph: 'flag',
    hue: 160,
  },
  {
    key: 'wikipedia-ko',
    name: '위키백과',
    url: 'https://ko.m.wikipedia.org/',
    category: 'search',
    language: 'ko',
    glyph: 'book',
    hue: 230,
  },
  {
    key: 'yonhap',
    name: '연합뉴스',
    url: 'https://m.yna.co.kr/',
    category: 'news',
    language: 'ko',
    glyph: 'note',
    hue: 190,
  },
  {
    key: 'coupang',
    name: '쿠팡',
    url: 'https://m.coupang.com/',
    category: 'shopping',
    language: 'ko',
    glyph: 'tag',
    hue: 8,
  },
];

/** What a seeded site starts with: no check has run. */
export const NOT_CHECKED_DETAIL = 'Not checked yet';

export interface PlannedMobileSite extends SiteSeed {
  icon: ImageRef;
}

/** Registers each site's icon with the batch the demo seed draws. */
export function planMobileSites(images: ImageBatch): PlannedMobileSite[] {
  return DEMO_MOBILE_SITES.map((site) => {
    const id = `mobile-site:${site.key}`;
    const rng = createRng(id);
    const art = {
      glyph: site.glyph,
      emblem: false,
      shape: 'rounded' as const,
      palette: palette(rng, site.hue),
    };
    return { ...site, icon: images.svg(id, 128, 128, 'png', () => iconSvg(art, createRng(id))) };
  });
}
