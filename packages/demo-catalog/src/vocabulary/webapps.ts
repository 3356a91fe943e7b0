import type { WebAppCategory, WebAppType } from '@lagoon/contract';
import type { GlyphName } from '../art/glyphs.js';
import type { Bilingual } from './text.js';

export interface WebAppEntry {
  /** Host of the fictional site; also its unique web domain in the store. */
  domain: string;
  name: Bilingual;
  shortDescription: Bilingual;
  category: WebAppCategory;
  type: WebAppType;
  glyph: GlyphName;
}

export const WEB_APP_ENTRIES: readonly WebAppEntry[] = [
  {
    domain: 'notes.example',
    name: { en: 'Paper Notes', ko: '페이퍼 노트' },
    shortDescription: { en: 'Notes that sync everywhere', ko: '어디서나 동기화되는 메모' },
    category: 'productivity',
    type: 'pwa',
    glyph: 'note',
  },
  {
    domain: 'checklist.example',
    name: { en: 'Checklist', ko: '체크리스트' },
    shortDescription: { en: 'Lists for everything you do', ko: '모든 일을 위한 목록' },
    category: 'productivity',
    type: 'app',
    glyph: 'check',
  },
  {
    domain: 'weekplanner.example',
    name: { en: 'Week Planner', ko: '주간 플래너' },
    shortDescription: { en: 'Your week on one page', ko: '한 페이지에 담은 일주일' },
    category: 'productivity',
    type: 'shortcut',
    glyph: 'clock',
  },
  {
    domain: 'whiteboard.example',
    name: { en: 'Open Whiteboard', ko: '오픈 화이트보드' },
    shortDescription: { en: 'Sketch ideas together', ko: '함께 그리는 아이디어' },
    category: 'productivity',
    type: 'pwa',
    glyph: 'pencil',
  },
  {
    domain: 'mathpad.example',
    name: { en: 'Math Pad', ko: '수학 패드' },
    shortDescription: { en: 'Graphs and equations made easy', ko: '그래프와 방정식을 쉽게' },
    category: 'education',
    type: 'app',
    glyph: 'cap',
  },
  {
    domain: 'wordoftheday.example',
    name: { en: 'Word of the Day', ko: '오늘의 단어' },
    shortDescription: { en: 'One new word every morning', ko: '매일 아침 새로운 단어 하나' },
    category: 'education',
    type: 'pwa',
    glyph: 'book',
  },
  {
    domain: 'typingdojo.example',
    name: { en: 'Typing Dojo', ko: '타자 도장' },
    shortDescription: { en: 'Type faster in ten minutes a day', ko: '하루 10분으로 더 빠른 타자' },
    category: 'education',
    type: 'shortcut',
    glyph: 'bolt',
  },
  {
    domain: 'staratlas.example',
    name: { en: 'Star Atlas', ko: '별자리 지도' },
    shortDescription: { en: 'Find constellations tonight', ko: '오늘 밤 별자리 찾기' },
    category: 'education',
    type: 'app',
    glyph: 'star',
  },
  {
    domain: 'waveradio.example',
    name: { en: 'Wave Radio', ko: '웨이브 라디오' },
    shortDescription: { en: 'Stations from around the world', ko: '세계 곳곳의 라디오 방송' },
    category: 'entertainment',
    type: 'pwa',
    glyph: 'music',
  },
  {
    domain: 'comicshelf.example',
    name: { en: 'Comic Shelf', ko: '만화 책장' },
    shortDescription: { en: 'Read webcomics in one place', ko: '웹툰을 한곳에서 읽기' },
    category: 'entertainment',
    type: 'app',
    glyph: 'book',
  },
  {
    domain: 'dailypuzzles.example',
    name: { en: 'Daily Puzzles', ko: '데일리 퍼즐' },
    shortDescription: { en: 'A fresh puzzle every day', ko: '매일 새로운 퍼즐' },
    category: 'entertainment',
    type: 'shortcut',
    glyph: 'dice',
  },
  {
    domain: 'movienight.example',
    name: { en: 'Movie Night', ko: '무비 나이트' },
    shortDescription: { en: 'Plan what to watch with friends', ko: '친구와 함께 볼 영화 정하기' },
    category: 'entertainment',
    type: 'pwa',
    glyph: 'play',
  },
  {
    domain: 'headlines.example',
    name: { en: 'Morning Headlines', ko: '아침 헤드라인' },
    shortDescription: { en: 'The day’s news in five minutes', ko: '5분 만에 보는 오늘의 뉴스' },
    category: 'news',
    type: 'app',
    glyph: 'note',
  },
  {
    domain: 'skyweather.example',
    name: { en: 'Sky Weather', ko: '하늘 날씨' },
    shortDescription: { en: 'Hour-by-hour forecasts', ko: '시간별 날씨 예보' },
    category: 'news',
    type: 'pwa',
    glyph: 'globe',
  },
  {
    domain: 'techbrief.example',
    name: { en: 'Tech Brief', ko: '테크 브리프' },
    shortDescription: { en: 'Technology news, briefly', ko: '짧게 읽는 기술 뉴스' },
    category: 'news',
    type: 'shortcut',
    glyph: 'bolt',
  },
  {
    domain: 'neighborhood.example',
    name: { en: 'Neighborhood News', ko: '동네 소식' },
    shortDescription: { en: 'What is happening near you', ko: '우리 동네에서 일어나는 일' },
    category: 'news',
    type: 'app',
    glyph: 'people',
  },
  {
    domain: 'unitconverter.example',
    name: { en: 'Unit Converter', ko: '단위 변환기' },
    shortDescription: { en: 'Convert anything instantly', ko: '무엇이든 바로 변환' },
    category: 'tools',
    type: 'pwa',
    glyph: 'check',
  },
  {
    domain: 'qrstudio.example',
    name: { en: 'QR Studio', ko: 'QR 스튜디오' },
    shortDescription: { en: 'Make and scan QR codes', ko: 'QR 코드 만들기와 스캔' },
    category: 'tools',
    type: 'app',
    glyph: 'magnifier',
  },
  {
    domain: 'phototrim.example',
    name: { en: 'Photo Trim', ko: '포토 트림' },
    shortDescription: { en: 'Crop and resize photos', ko: '사진 자르기와 크기 조절' },
    category: 'tools',
    type: 'shortcut',
    glyph: 'camera',
  },
  {
    domain: 'pdfdesk.example',
    name: { en: 'PDF Desk', ko: 'PDF 데스크' },
    shortDescription: { en: 'Merge, split and sign PDFs', ko: 'PDF 합치기, 나누기, 서명' },
    category: 'tools',
    type: 'pwa',
    glyph: 'note',
  },
  {
    domain: 'marketlist.example',
    name: { en: 'Market List', ko: '장보기 목록' },
    shortDescription: { en: 'Shared grocery lists', ko: '함께 쓰는 장보기 목록' },
    category: 'shopping',
    type: 'app',
    glyph: 'cart',
  },
  {
    domain: 'dealboard.example',
    name: { en: 'Deal Board', ko: '특가 게시판' },
    shortDescription: { en: 'Today’s best deals', ko: '오늘의 최저가 모음' },
    category: 'shopping',
    type: 'shortcut',
    glyph: 'tag',
  },
  {
    domain: 'bookcorner.example',
    name: { en: 'Book Corner', ko: '책방 코너' },
    shortDescription: { en: 'Discover your next read', ko: '다음에 읽을 책 찾기' },
    category: 'shopping',
    type: 'pwa',
    glyph: 'book',
  },
  {
    domain: 'budgetjar.example',
    name: { en: 'Budget Jar', ko: '가계부 저금통' },
    shortDescription: { en: 'Track spending simply', ko: '간단하게 지출 관리' },
    category: 'tools',
    type: 'app',
    glyph: 'heart',
  },
];

/** Description sentences for web apps of each category. */
export const WEB_APP_SENTENCES: Record<WebAppCategory, readonly Bilingual[]> = {
  productivity: [
    {
      en: 'It opens in its own window and works offline.',
      ko: '별도의 창에서 열리며 오프라인에서도 동작합니다.',
    },
    {
      en: 'Everything you write is saved as you type.',
      ko: '입력하는 즉시 모든 내용이 저장됩니다.',
    },
  ],
  education: [
    {
      en: 'Lessons are short enough for a coffee break.',
      ko: '커피 한 잔 마시는 동안 끝낼 수 있는 짧은 수업입니다.',
    },
    {
      en: 'Great for students, teachers and curious minds.',
      ko: '학생, 선생님, 호기심 많은 누구에게나 좋습니다.',
    },
  ],
  entertainment: [
    {
      en: 'Pick up where you left off on any device.',
      ko: '어느 기기에서든 보던 곳부터 이어서 즐길 수 있습니다.',
    },
    { en: 'New content arrives every week.', ko: '매주 새로운 콘텐츠가 추가됩니다.' },
  ],
  news: [
    {
      en: 'Choose the topics you follow and skip the rest.',
      ko: '관심 있는 주제만 골라 볼 수 있습니다.',
    },
    { en: 'A clean reading view without pop-ups.', ko: '팝업 없이 깔끔하게 읽을 수 있습니다.' },
  ],
  tools: [
    { en: 'Files never leave your computer.', ko: '파일이 내 컴퓨터를 떠나지 않습니다.' },
    {
      en: 'Fast, free and ready the moment it opens.',
      ko: '빠르고 무료이며 열자마자 바로 쓸 수 있습니다.',
    },
  ],
  shopping: [
    {
      en: 'Share lists with family and see changes live.',
      ko: '가족과 목록을 공유하고 변경 사항을 바로 확인할 수 있습니다.',
    },
    {
      en: 'Prices are updated several times a day.',
      ko: '가격은 하루에도 여러 번 업데이트됩니다.',
    },
  ],
};
