import type { CategoryType } from '@lagoon/contract';
import type { Bilingual } from './vocabulary/text.js';

/** Display names of every category, by kind of item. */
export const CATEGORY_NAMES: Record<CategoryType, Record<string, Bilingual>> = {
  extension: {
    social: { en: 'Social', ko: '소셜' },
    productivity: { en: 'Productivity', ko: '생산성' },
    shopping: { en: 'Shopping', ko: '쇼핑' },
    sports: { en: 'Sports', ko: '스포츠' },
    security: { en: 'Security', ko: '보안' },
    search_tools: { en: 'Search tools', ko: '검색 도구' },
    games: { en: 'Games', ko: '게임' },
    fun: { en: 'Fun', ko: '재미' },
    education: { en: 'Education', ko: '교육' },
  },
  theme: {
    nature: { en: 'Nature', ko: '자연' },
    city: { en: 'City', ko: '도시' },
    space: { en: 'Space', ko: '우주' },
    art: { en: 'Art', ko: '예술' },
    animals: { en: 'Animals', ko: '동물' },
    minimal: { en: 'Minimal', ko: '미니멀' },
    seasons: { en: 'Seasons', ko: '계절' },
  },
  app: {
    productivity: { en: 'Productivity', ko: '생산성' },
    education: { en: 'Education', ko: '교육' },
    entertainment: { en: 'Entertainment', ko: '엔터테인먼트' },
    news: { en: 'News', ko: '뉴스' },
    tools: { en: 'Tools', ko: '도구' },
    shopping: { en: 'Shopping', ko: '쇼핑' },
  },
};
