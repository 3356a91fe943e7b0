/** A phrase in both interface languages. */
export interface Bilingual {
  en: string;
  ko: string;
}

/** Vocabulary of one kind of item: names are built as head + tail, descriptions from the rest. */
export interface Vocabulary {
  heads: readonly Bilingual[];
  tails: readonly Bilingual[];
  /** Verb phrases that follow the name: "<name> keeps your tabs in order." */
  taglines: readonly Bilingual[];
  /** Whole sentences, two or three of which describe one item. */
  features: readonly Bilingual[];
}

/** Sentences that can close any description. */
export const CLOSINGS: readonly Bilingual[] = [
  {
    en: 'No account is needed, and your settings stay on your device.',
    ko: '계정 없이 바로 사용할 수 있으며 설정은 기기에만 저장됩니다.',
  },
  {
    en: 'It is free, light on memory and updated regularly.',
    ko: '무료이며 메모리를 적게 사용하고 꾸준히 업데이트됩니다.',
  },
  {
    en: 'Pin it to the toolbar and it is always one click away.',
    ko: '툴바에 고정해 두면 언제든 한 번의 클릭으로 사용할 수 있습니다.',
  },
  {
    en: 'We read every review, so tell us what you would like to see next.',
    ko: '모든 리뷰를 꼼꼼히 읽고 있으니 원하는 기능을 알려 주세요.',
  },
  {
    en: 'Works in light and dark mode and respects your language settings.',
    ko: '라이트 모드와 다크 모드를 모두 지원하며 언어 설정에 맞춰 표시됩니다.',
  },
  {
    en: 'It asks only for the permissions it really needs.',
    ko: '꼭 필요한 권한만 요청합니다.',
  },
  {
    en: 'Keyboard shortcuts are included for everything you do often.',
    ko: '자주 쓰는 기능은 모두 단축키로 실행할 수 있습니다.',
  },
  {
    en: 'Thousands of people already use it every day.',
    ko: '이미 많은 사람들이 매일 사용하고 있습니다.',
  },
];

/** Feature sentences that suit any extension, for items whose purpose is written by hand. */
export const GENERAL_FEATURES: readonly Bilingual[] = [
  {
    en: 'Turn each feature on or off from a simple options page.',
    ko: '간단한 설정 화면에서 기능을 하나씩 켜고 끌 수 있습니다.',
  },
  {
    en: 'A short tour explains everything the first time you open it.',
    ko: '처음 열면 짧은 안내가 모든 기능을 설명해 줍니다.',
  },
  {
    en: 'It works on every website, in normal and full-screen windows.',
    ko: '모든 웹사이트에서 일반 창과 전체 화면 모두 동작합니다.',
  },
  {
    en: 'Your preferences follow you to every computer you sign in to.',
    ko: '로그인한 모든 컴퓨터에서 내 설정이 그대로 유지됩니다.',
  },
  {
    en: 'It starts instantly and stays out of your way until you need it.',
    ko: '바로 실행되며 필요할 때까지 방해하지 않습니다.',
  },
  {
    en: 'Available in English and Korean, with more languages on the way.',
    ko: '영어와 한국어를 지원하며 더 많은 언어가 추가될 예정입니다.',
  },
];

/** Optional edition words that make names less uniform. */
export const EDITIONS: readonly Bilingual[] = [
  { en: 'Pro', ko: '프로' },
  { en: 'Lite', ko: '라이트' },
  { en: 'Plus', ko: '플러스' },
  { en: 'Mini', ko: '미니' },
];

/** Release notes of package versions (English only, as developers write them). */
export const CHANGE_LOGS: readonly string[] = [
  'Fixed a layout issue in the popup on small windows.',
  'Faster start-up and lower memory use.',
  'Added Korean translation and a dark theme.',
  'New keyboard shortcuts; settings now sync between windows.',
  'Reworked the options page and fixed several small bugs.',
  'Moved to Manifest V3 and removed an unused permission.',
];

/** The Korean topic particle that fits the last syllable: 은 after a final consonant, else 는. */
export function topicParticle(word: string): string {
  const last = word.trim().at(-1) ?? '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 === 0 ? '는' : '은';
  return '은(는)';
}

/** Joins a name and a tagline into the first sentence of a description, in both languages. */
export function openingSentence(name: Bilingual, tagline: Bilingual): Bilingual {
  return {
    en: `${name.en} ${tagline.en}.`,
    ko: `${name.ko}${topicParticle(name.ko)} ${tagline.ko}.`,
  };
}
