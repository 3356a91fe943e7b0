import type { ExtensionCategory } from '@lagoon/contract';
import type { GlyphName } from '../art/glyphs.js';
import type { Bilingual, Vocabulary } from './text.js';

/** Sidebar extensions: small tools that live in the browser's side panel. */
export const SIDEBAR_VOCABULARY: Vocabulary & {
  categories: Record<string, ExtensionCategory>;
} = {
  heads: [
    { en: 'Memo', ko: '메모' },
    { en: 'Music', ko: '음악' },
    { en: 'Calculator', ko: '계산기' },
    { en: 'Translator', ko: '번역' },
    { en: 'Weather', ko: '날씨' },
    { en: 'Calendar', ko: '캘린더' },
    { en: 'Radio', ko: '라디오' },
    { en: 'Clipboard', ko: '클립보드' },
    { en: 'Messenger', ko: '메신저' },
    { en: 'Word Game', ko: '단어 게임' },
  ],
  tails: [
    { en: 'Panel', ko: '패널' },
    { en: 'Sidebar', ko: '사이드바' },
    { en: 'Dock', ko: '독' },
  ],
  categories: {
    Memo: 'productivity',
    Music: 'fun',
    Calculator: 'education',
    Translator: 'search_tools',
    Weather: 'productivity',
    Calendar: 'productivity',
    Radio: 'fun',
    Clipboard: 'productivity',
    Messenger: 'social',
    'Word Game': 'games',
  },
  taglines: [
    {
      en: 'lives in the sidebar, ready whenever you need it',
      ko: '사이드바에 머물며 필요할 때 언제든 바로 열립니다',
    },
    {
      en: 'opens next to the page you are reading, so you never switch tabs',
      ko: '보고 있는 페이지 옆에 열려 탭을 바꿀 필요가 없습니다',
    },
    {
      en: 'keeps a small, always-on tool beside every website',
      ko: '모든 웹사이트 옆에 작고 항상 켜진 도구를 놓아 둡니다',
    },
  ],
  features: [
    {
      en: 'Resize the panel or pop it out into its own window.',
      ko: '패널 크기를 조절하거나 별도 창으로 꺼낼 수 있습니다.',
    },
    {
      en: 'It remembers where you left off, even after a restart.',
      ko: '브라우저를 다시 시작해도 마지막으로 보던 곳을 기억합니다.',
    },
    {
      en: 'Drag text or links from the page straight into the panel.',
      ko: '페이지의 텍스트나 링크를 패널로 바로 끌어다 놓을 수 있습니다.',
    },
    {
      en: 'A mobile-friendly layout fits the narrow sidebar perfectly.',
      ko: '좁은 사이드바에 꼭 맞는 모바일 화면 구성을 사용합니다.',
    },
  ],
};

export interface FeaturedEntry {
  name: Bilingual;
  category: ExtensionCategory;
  tagline: Bilingual;
  glyph: GlyphName;
}

/** Extensions made by the store operator itself (provider NAVER, some also WHALE). */
export const PROVIDER_ENTRIES: readonly (FeaturedEntry & { byWhale: boolean; sidebar?: true })[] = [
  {
    name: { en: 'Smart Dictionary', ko: '스마트 사전' },
    category: 'search_tools',
    tagline: {
      en: 'shows word meanings as you hover',
      ko: '마우스를 올리면 단어 뜻을 보여 줍니다',
    },
    glyph: 'book',
    byWhale: true,
  },
  {
    name: { en: 'Quick Translate', ko: '빠른 번역' },
    category: 'search_tools',
    tagline: {
      en: 'translates whole pages or a selection',
      ko: '페이지 전체나 선택한 문장을 번역합니다',
    },
    glyph: 'globe',
    byWhale: false,
  },
  {
    name: { en: 'Capture Pad', ko: '캡처 패드' },
    category: 'productivity',
    tagline: {
      en: 'captures any part of a page and lets you mark it up',
      ko: '페이지 어디든 캡처하고 그 위에 표시할 수 있게 해 줍니다',
    },
    glyph: 'camera',
    byWhale: true,
  },
  {
    name: { en: 'Mini Memo', ko: '미니 메모' },
    category: 'productivity',
    tagline: {
      en: 'keeps sticky notes on the pages you visit',
      ko: '방문한 페이지에 붙임 쪽지를 남겨 둡니다',
    },
    glyph: 'note',
    byWhale: false,
    sidebar: true,
  },
  {
    name: { en: 'Window Splitter', ko: '화면 분할' },
    category: 'productivity',
    tagline: {
      en: 'shows two pages side by side in one window',
      ko: '한 창에서 두 페이지를 나란히 보여 줍니다',
    },
    glyph: 'panel',
    byWhale: true,
  },
  {
    name: { en: 'Sound Booster', ko: '사운드 부스터' },
    category: 'fun',
    tagline: {
      en: 'raises and balances the volume of any tab',
      ko: '탭마다 소리를 키우고 균형을 맞춰 줍니다',
    },
    glyph: 'music',
    byWhale: false,
  },
  {
    name: { en: 'Safe Download', ko: '안전 다운로드' },
    category: 'security',
    tagline: {
      en: 'checks files for known threats before they open',
      ko: '파일을 열기 전에 알려진 위협이 있는지 검사합니다',
    },
    glyph: 'shield',
    byWhale: true,
  },
  {
    name: { en: 'Shopping Lens', ko: '쇼핑 렌즈' },
    category: 'shopping',
    tagline: {
      en: 'finds a product from any picture on the web',
      ko: '웹의 사진 속 상품을 찾아 줍니다',
    },
    glyph: 'tag',
    byWhale: false,
  },
  {
    name: { en: 'Sports Live', ko: '스포츠 라이브' },
    category: 'sports',
    tagline: {
      en: 'follows every game of the season in real time',
      ko: '시즌의 모든 경기를 실시간으로 보여 줍니다',
    },
    glyph: 'ball',
    byWhale: false,
  },
  {
    name: { en: 'Cafe Notifier', ko: '카페 알리미' },
    category: 'social',
    tagline: {
      en: 'tells you about new posts in the communities you joined',
      ko: '가입한 커뮤니티의 새 글을 알려 줍니다',
    },
    glyph: 'chat',
    byWhale: false,
    sidebar: true,
  },
  {
    name: { en: 'Study Timer', ko: '공부 타이머' },
    category: 'education',
    tagline: { en: 'times study sessions and breaks', ko: '공부 시간과 쉬는 시간을 재 줍니다' },
    glyph: 'clock',
    byWhale: true,
  },
  {
    name: { en: 'Mini Games', ko: '미니 게임' },
    category: 'games',
    tagline: {
      en: 'collects small classic games in one place',
      ko: '작은 고전 게임들을 한곳에 모았습니다',
    },
    glyph: 'gamepad',
    byWhale: false,
  },
];

/** Entries of the yearly extension contest; the first seven of each year win prizes. */
export const CONTEST_ENTRIES: Record<2018 | 2019, readonly FeaturedEntry[]> = {
  2018: [
    {
      name: { en: 'Recipe Clipper', ko: '레시피 스크랩' },
      category: 'productivity',
      glyph: 'note',
      tagline: {
        en: 'saves only the recipe from long cooking blogs',
        ko: '긴 요리 블로그에서 레시피만 골라 저장합니다',
      },
    },
    {
      name: { en: 'Eye Rest Reminder', ko: '눈 휴식 알림' },
      category: 'productivity',
      glyph: 'clock',
      tagline: {
        en: 'reminds you to look away from the screen every twenty minutes',
        ko: '20분마다 화면에서 눈을 떼도록 알려 줍니다',
      },
    },
    {
      name: { en: 'Subtitle Helper', ko: '자막 도우미' },
      category: 'education',
      glyph: 'book',
      tagline: {
        en: 'adds dual-language subtitles to video lectures',
        ko: '동영상 강의에 두 언어 자막을 함께 보여 줍니다',
      },
    },
    {
      name: { en: 'Screen Ruler', ko: '화면 자' },
      category: 'productivity',
      glyph: 'pencil',
      tagline: {
        en: 'measures anything on the page in pixels',
        ko: '페이지 위 무엇이든 픽셀 단위로 재 줍니다',
      },
    },
    {
      name: { en: 'Accessible Reader', ko: '쉬운 읽기' },
      category: 'education',
      glyph: 'book',
      tagline: {
        en: 'reads pages aloud with clear, adjustable voices',
        ko: '또렷하고 조절 가능한 목소리로 페이지를 읽어 줍니다',
      },
    },
    {
      name: { en: 'Bus Arrival Alert', ko: '버스 도착 알림' },
      category: 'productivity',
      glyph: 'flag',
      tagline: {
        en: 'tells you when to leave for your bus',
        ko: '버스를 타러 나갈 때를 알려 줍니다',
      },
    },
    {
      name: { en: 'Plant Care Diary', ko: '식물 관리 일기' },
      category: 'fun',
      glyph: 'heart',
      tagline: {
        en: 'reminds you to water and feed your plants',
        ko: '식물에 물과 영양제를 줄 때를 알려 줍니다',
      },
    },
    {
      name: { en: 'Code Snippet Box', ko: '코드 조각 상자' },
      category: 'productivity',
      glyph: 'note',
      tagline: {
        en: 'collects code snippets from any page',
        ko: '어느 페이지에서나 코드 조각을 모아 둡니다',
      },
    },
    {
      name: { en: 'Tab Garden', ko: '탭 정원' },
      category: 'fun',
      glyph: 'star',
      tagline: {
        en: 'grows a little garden as you close old tabs',
        ko: '오래된 탭을 닫을수록 작은 정원을 가꿔 줍니다',
      },
    },
  ],
  2019: [
    {
      name: { en: 'Ambient Sounds', ko: '백색 소음' },
      category: 'fun',
      glyph: 'music',
      tagline: {
        en: 'plays rain, cafe and forest sounds while you work',
        ko: '일하는 동안 빗소리, 카페 소리, 숲 소리를 들려 줍니다',
      },
    },
    {
      name: { en: 'Kanban Tab', ko: '칸반 탭' },
      category: 'productivity',
      glyph: 'check',
      tagline: {
        en: 'turns every new tab into a personal kanban board',
        ko: '새 탭을 개인 칸반 보드로 바꿔 줍니다',
      },
    },
    {
      name: { en: 'Language Exchange', ko: '언어 교환' },
      category: 'education',
      glyph: 'chat',
      tagline: {
        en: 'connects you with partners to practise a language',
        ko: '외국어를 연습할 상대와 연결해 줍니다',
      },
    },
    {
      name: { en: 'Carbon Meter', ko: '탄소 측정기' },
      category: 'search_tools',
      glyph: 'globe',
      tagline: {
        en: 'estimates the carbon footprint of the pages you visit',
        ko: '방문한 페이지의 탄소 발자국을 계산해 줍니다',
      },
    },
    {
      name: { en: 'Team Lunch Picker', ko: '점심 메뉴 고르기' },
      category: 'social',
      glyph: 'people',
      tagline: {
        en: 'helps your team decide where to eat',
        ko: '팀이 어디서 먹을지 정하도록 도와줍니다',
      },
    },
    {
      name: { en: 'Pixel Pet', ko: '픽셀 펫' },
      category: 'games',
      glyph: 'gamepad',
      tagline: {
        en: 'keeps a tiny pet that lives in your toolbar',
        ko: '툴바에 사는 작은 반려동물을 키웁니다',
      },
    },
    {
      name: { en: 'Safe Link Preview', ko: '안전 링크 미리보기' },
      category: 'security',
      glyph: 'lock',
      tagline: {
        en: 'previews where a short link really goes',
        ko: '단축 링크가 실제로 어디로 가는지 미리 보여 줍니다',
      },
    },
    {
      name: { en: 'Stadium Seat Map', ko: '경기장 좌석 지도' },
      category: 'sports',
      glyph: 'ball',
      tagline: {
        en: 'shows the view from any seat before you book',
        ko: '예매하기 전에 좌석에서 보이는 시야를 보여 줍니다',
      },
    },
    {
      name: { en: 'Gift Idea Board', ko: '선물 아이디어 보드' },
      category: 'shopping',
      glyph: 'cart',
      tagline: {
        en: 'collects gift ideas for the people you love',
        ko: '소중한 사람을 위한 선물 아이디어를 모아 둡니다',
      },
    },
  ],
};

/** The closing sentence of a contest entry. */
export function contestSentence(year: number): Bilingual {
  return {
    en: `It was created for the Lagoon Extension Contest ${year}.`,
    ko: `${year} Lagoon 확장 앱 공모전 출품작입니다.`,
  };
}
