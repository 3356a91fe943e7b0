export type DemoRole = 'visitor' | 'developer' | 'newcomer' | 'child' | 'administrator';

export interface DemoAccount {
  role: DemoRole;
  email: string;
  password: string;
  nickname: string;
  /** Age in whole years on the day the catalog is seeded. */
  age: number;
  description: string;
}

/** The accounts the demo catalog creates, for the README, the login page hints and the tests. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'visitor',
    email: 'visitor@lagoon.test',
    password: 'lagoon-visitor',
    nickname: 'Visitor',
    age: 30,
    description: 'A signed-in user: browses, installs and rates, and may register as a developer.',
  },
  {
    role: 'developer',
    email: 'developer@lagoon.test',
    password: 'lagoon-developer',
    nickname: 'Dana Developer',
    age: 32,
    description:
      'A registered developer (Dana Studio) with extensions and web apps in every review state and visibility.',
  },
  {
    role: 'newcomer',
    email: 'newcomer@lagoon.test',
    password: 'lagoon-newcomer',
    nickname: 'Noah Newcomer',
    age: 27,
    description:
      'A developer (Noah Labs) with no items yet who has not agreed to the developer terms: the developer area asks first.',
  },
  {
    role: 'child',
    email: 'child@lagoon.test',
    password: 'lagoon-child',
    nickname: 'Kim Junior',
    age: 10,
    description: 'A 10-year-old user: can browse but cannot register as a developer.',
  },
  {
    role: 'administrator',
    email: 'admin@lagoon.test',
    password: 'lagoon-admin',
    nickname: 'Store Admin',
    age: 40,
    description: 'An administrator who can block extensions.',
  },
];

/** The newcomer's creator profile, registered before agreeing to the developer terms. */
export const NEWCOMER_CREATOR = {
  name: 'Noah Labs',
  email: 'newcomer@lagoon.test',
  homepage: null,
} as const;

/** The demo developer's creator profile. */
export const DEMO_CREATOR = {
  name: 'Dana Studio',
  email: 'developer@lagoon.test',
  homepage: 'https://dana.example',
} as const;

export interface CatalogCreator {
  key: string;
  name: string;
  email: string;
  homepage: string | null;
  age: number;
}

/**
 * The other developers of the demo catalog. Their accounts exist so items have owners and
 * ratings have authors, but nobody can sign in with them.
 */
export const CATALOG_CREATORS: readonly CatalogCreator[] = [
  {
    key: 'northwind',
    name: 'Northwind Labs',
    email: 'hello@northwind.example',
    homepage: 'https://northwind.example',
    age: 41,
  },
  {
    key: 'pebble',
    name: 'Pebble Works',
    email: 'team@pebbleworks.example',
    homepage: 'https://pebbleworks.example',
    age: 35,
  },
  {
    key: 'heron',
    name: 'Blue Heron Software',
    email: 'support@blueheron.example',
    homepage: 'https://blueheron.example',
    age: 47,
  },
  {
    key: 'maple',
    name: 'Maple & Pine Studio',
    email: 'studio@mapleandpine.example',
    homepage: 'https://mapleandpine.example',
    age: 29,
  },
  {
    key: 'kite',
    name: 'Kite Studio',
    email: 'hi@kitestudio.example',
    homepage: 'https://kitestudio.example',
    age: 33,
  },
  {
    key: 'orbit',
    name: 'Orbit Apps',
    email: 'apps@orbit.example',
    homepage: 'https://orbit.example',
    age: 38,
  },
  {
    key: 'saebyeok',
    name: 'Saebyeok Labs',
    email: 'contact@saebyeok.example',
    homepage: 'https://saebyeok.example',
    age: 31,
  },
  {
    key: 'lumen',
    name: 'Lumen Tools',
    email: 'dev@lumentools.example',
    homepage: 'https://lumentools.example',
    age: 44,
  },
  { key: 'quietfox', name: 'Quiet Fox', email: 'quietfox@mail.example', homepage: null, age: 26 },
  {
    key: 'tidal',
    name: 'Tidal Studio',
    email: 'art@tidal.example',
    homepage: 'https://tidal.example',
    age: 36,
  },
  {
    key: 'cobalt',
    name: 'Cobalt Garden',
    email: 'garden@cobalt.example',
    homepage: 'https://cobalt.example',
    age: 39,
  },
  {
    key: 'partners',
    name: 'Lagoon Partners',
    email: 'partners@lagoon.test',
    homepage: 'https://partners.lagoon.test',
    age: 45,
  },
  { key: 'minji', name: 'Minji Park', email: 'minji.park@mail.example', homepage: null, age: 24 },
  {
    key: 'alex',
    name: 'Alex Rivera',
    email: 'alex.rivera@mail.example',
    homepage: 'https://alexrivera.example',
    age: 28,
  },
];

export interface DemoRater {
  key: string;
  nickname: string;
  email: string;
  age: number;
  /** The language the rater writes reviews in. */
  language: 'en' | 'ko';
}

function rater(key: string, nickname: string, age: number, language: 'en' | 'ko'): DemoRater {
  return { key, nickname, email: `${key}@reviewers.example`, age, language };
}

/**
 * The store's visitors who rated and reviewed the demo catalog and marked reviews helpful.
 * Their accounts have no password, so nobody can sign in with them; the demo accounts above
 * rate nothing, so every rating a test or a visitor gives is their first.
 */
export const DEMO_RATERS: readonly DemoRater[] = [
  rater('maya.chen', 'Maya Chen', 29, 'en'),
  rater('tom.becker', 'Tom Becker', 41, 'en'),
  rater('priya.nair', 'Priya Nair', 34, 'en'),
  rater('lucas.moreau', 'Lucas Moreau', 23, 'en'),
  rater('hannah.ward', 'Hannah W.', 52, 'en'),
  rater('diego.alvarez', 'Diego Alvarez', 37, 'en'),
  rater('grace.kim', 'Grace Kim', 26, 'en'),
  rater('owen.fletcher', 'Owen Fletcher', 45, 'en'),
  rater('ana.souza', 'Ana Souza', 31, 'en'),
  rater('ben.carter', 'Ben Carter', 19, 'en'),
  rater('chloe.martin', 'Chloe Martin', 28, 'en'),
  rater('tabhoarder', 'tabhoarder', 33, 'en'),
  rater('nightowl', 'night_owl', 24, 'en'),
  rater('ravi.patel', 'Ravi Patel', 48, 'en'),
  rater('emma.lind', 'Emma L.', 36, 'en'),
  rater('jonas.berg', 'Jonas Berg', 58, 'en'),
  rater('seoyeon.kim', '김서연', 27, 'ko'),
  rater('junho.lee', '이준호', 35, 'ko'),
  rater('yujin.choi', '최유진', 22, 'ko'),
  rater('minsu.jung', '정민수', 44, 'ko'),
  rater('haneul.yoon', '윤하늘', 30, 'ko'),
  rater('doyun.kang', '강도윤', 25, 'ko'),
  rater('eunbi.jo', '조은비', 39, 'ko'),
  rater('jaehyun.lim', '임재현', 51, 'ko'),
  rater('harin.song', '송하린', 20, 'ko'),
  rater('jiwoo.seo', '서지우', 32, 'ko'),
  rater('narae.kwon', '권나래', 46, 'ko'),
  rater('sungmin.bae', '배성민', 38, 'ko'),
  rater('jiho.noh', '노지호', 29, 'ko'),
  rater('haruharu', '하루하루', 34, 'ko'),
  rater('codingbear', '코딩하는곰', 27, 'ko'),
  rater('saebyeokdal', '새벽달', 42, 'ko'),
];
