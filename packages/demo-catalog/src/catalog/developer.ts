import type { ExtensionCategory, ReviewState, Visibility } from '@lagoon/contract';
import type { GlyphName } from '../art/glyphs.js';
import { type Bilingual, GENERAL_FEATURES } from '../vocabulary/text.js';
import type { WebAppEntry } from '../vocabulary/webapps.js';
import type { CatalogBuilder } from './builder.js';
import { addExtension } from './extensions.js';
import type { ItemPlan } from './model.js';
import { withRemoteCode } from './remote-code-update.js';
import { addWebApp } from './webapps.js';

export const DEVELOPER_KEY = 'dana';

interface DeveloperExtension {
  name: Bilingual;
  tagline: Bilingual;
  category: ExtensionCategory;
  glyph: GlyphName;
  reviewState: ReviewState;
  visibility: Visibility;
  update?: true;
  /** With `update`: the submitted version asks for more and runs remote code (remote-code-update.ts). */
  remoteCode?: true;
  sidebar?: true;
  blockedReason?: string;
}

/**
 * The demo developer's extensions: one in every review state and visibility, so the
 * dashboard, the editor and preview pages all have something to show.
 */
const EXTENSIONS: readonly DeveloperExtension[] = [
  {
    name: { en: 'Tab Tidy', ko: '탭 정리' },
    tagline: { en: 'sorts and groups your open tabs', ko: '열린 탭을 정렬하고 묶어 줍니다' },
    category: 'productivity',
    glyph: 'check',
    reviewState: 'READY_FOR_OPEN',
    visibility: 'LISTING',
  },
  {
    name: { en: 'Quick Notes Panel', ko: '빠른 메모 패널' },
    tagline: { en: 'keeps a notepad in the sidebar', ko: '사이드바에 메모장을 놓아 둡니다' },
    category: 'productivity',
    glyph: 'panel',
    reviewState: 'READY_FOR_OPEN',
    visibility: 'UNLISTED',
    sidebar: true,
  },
  {
    name: { en: 'Focus Bell', ko: '집중 알림벨' },
    tagline: {
      en: 'rings softly when a focus session ends',
      ko: '집중 시간이 끝나면 부드럽게 알려 줍니다',
    },
    category: 'productivity',
    glyph: 'clock',
    reviewState: 'READY_FOR_OPEN',
    visibility: 'TRUSTED_TESTER',
  },
  {
    name: { en: 'Reading Ruler', ko: '읽기 눈금자' },
    tagline: { en: 'highlights the line you are reading', ko: '읽고 있는 줄을 강조해 줍니다' },
    category: 'education',
    glyph: 'book',
    reviewState: 'PREPARE_FOR_SUBMISSION',
    visibility: 'TRUSTED_TESTER',
  },
  {
    name: { en: 'Color Dropper', ko: '색상 스포이드' },
    tagline: { en: 'picks any colour on the screen', ko: '화면의 어떤 색이든 골라 줍니다' },
    category: 'productivity',
    glyph: 'pencil',
    reviewState: 'IN_REVIEW',
    visibility: 'LISTING',
  },
  {
    name: { en: 'Word Counter', ko: '글자 수 세기' },
    tagline: {
      en: 'counts words and characters as you type',
      ko: '입력하는 동안 단어와 글자 수를 세어 줍니다',
    },
    category: 'education',
    glyph: 'note',
    reviewState: 'IN_REVIEW',
    visibility: 'LISTING',
    update: true,
    remoteCode: true,
  },
  {
    name: { en: 'Coupon Scout', ko: '쿠폰 스카우트' },
    tagline: {
      en: 'looks for discount codes while you shop',
      ko: '쇼핑하는 동안 할인 코드를 찾아 줍니다',
    },
    category: 'shopping',
    glyph: 'tag',
    reviewState: 'REJECTED',
    visibility: 'LISTING',
  },
  {
    name: { en: 'Night Reader', ko: '야간 읽기 모드' },
    tagline: {
      en: 'turns bright pages dark and easy on the eyes',
      ko: '밝은 페이지를 눈이 편한 어두운 화면으로 바꿔 줍니다',
    },
    category: 'fun',
    glyph: 'star',
    reviewState: 'REJECTED_UPDATE',
    visibility: 'LISTING',
  },
  {
    name: { en: 'Autoplay Helper', ko: '자동 재생 도우미' },
    tagline: {
      en: 'controls video autoplay on every site',
      ko: '모든 사이트의 동영상 자동 재생을 관리합니다',
    },
    category: 'fun',
    glyph: 'play',
    reviewState: 'READY_FOR_OPEN',
    visibility: 'LISTING',
    blockedReason: 'Loaded remote code that was not part of the reviewed package (policy 5.1).',
  },
];

const WEB_APPS: readonly (WebAppEntry & { reviewState: ReviewState; visibility: Visibility })[] = [
  {
    domain: 'notes.dana.example',
    name: { en: 'Dana Notes', ko: '다나 노트' },
    shortDescription: { en: 'Quick notes in a window', ko: '창 하나로 쓰는 빠른 메모' },
    category: 'productivity',
    type: 'pwa',
    glyph: 'note',
    reviewState: 'READY_FOR_OPEN',
    visibility: 'LISTING',
  },
  {
    domain: 'board.dana.example',
    name: { en: 'Dana Board', ko: '다나 보드' },
    shortDescription: { en: 'A kanban board for one', ko: '혼자 쓰는 칸반 보드' },
    category: 'productivity',
    type: 'app',
    glyph: 'check',
    reviewState: 'PREPARE_FOR_SUBMISSION',
    visibility: 'TRUSTED_TESTER',
  },
  {
    domain: 'timer.dana.example',
    name: { en: 'Dana Timer', ko: '다나 타이머' },
    shortDescription: { en: 'Timers for cooking and study', ko: '요리와 공부를 위한 타이머' },
    category: 'tools',
    type: 'shortcut',
    glyph: 'clock',
    reviewState: 'IN_REVIEW',
    visibility: 'UNLISTED',
  },
  {
    domain: 'palette.dana.example',
    name: { en: 'Dana Palette', ko: '다나 팔레트' },
    shortDescription: { en: 'Colour palettes for designers', ko: '디자이너를 위한 색상 팔레트' },
    category: 'tools',
    type: 'pwa',
    glyph: 'pencil',
    reviewState: 'REJECTED',
    visibility: 'TRUSTED_TESTER',
  },
];

export function addDeveloperItems(b: CatalogBuilder): ItemPlan[] {
  const items = EXTENSIONS.map((entry) => {
    b.claimName(entry.name.en);
    const item = addExtension(b, {
      ownerKey: DEVELOPER_KEY,
      productType: entry.sidebar ? 'sidebar' : 'extension',
      category: entry.category,
      name: entry.name,
      description: b.describe(entry.name, entry.tagline, GENERAL_FEATURES),
      glyphs: [entry.glyph],
      reviewState: entry.reviewState,
      visibility: entry.visibility,
      update: entry.update,
      blockedReason: entry.blockedReason,
      tier: 'small',
      pick: false,
    });
    // Changed after planning, so the catalog's random choices stay as they were.
    if (entry.remoteCode && item.draft?.package) {
      item.draft.package = withRemoteCode(item.draft.package);
    }
    return item;
  });
  for (const entry of WEB_APPS) {
    items.push(
      addWebApp(b, entry, {
        ownerKey: DEVELOPER_KEY,
        reviewState: entry.reviewState,
        visibility: entry.visibility,
        tier: 'small',
        pick: false,
      }),
    );
  }
  return items;
}
