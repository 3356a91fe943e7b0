import {
  type AutocompleteResult,
  SEARCH_PAGE_MAX,
  SearchCard,
  type SearchResultGroup,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp } from '../test/app.js';
import { createTheme, setDescriptions } from '../test/catalog-factories.js';
import { createCreator, createItem, createUser } from '../test/factories.js';
import { searchIndexOf } from './routes.js';

/** Items named Clock 01, Clock 02, …, most used first. */
const CLOCKS = 14;
const clockNames = Array.from(
  { length: CLOCKS },
  (_, index) => `Clock ${String(index + 1).padStart(2, '0')}`,
);

describe('search and autocomplete', () => {
  let t: TestApp;
  let developerName = '';

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // Ranking: exact name, prefix, word start, contains, description only; then popularity.
    await createItem(db, { names: { en: 'Super Notepad' }, usercount: 900 });
    await createItem(db, { names: { en: 'Note' }, usercount: 1 });
    await createItem(db, { names: { en: 'Notebook Sync' }, usercount: 50 });
    await createItem(db, { names: { en: 'Denote Pro' }, usercount: 5000 });
    await createItem(db, { names: { en: 'Notes Plus' }, usercount: 100 });
    const described = await createItem(db, { names: { en: 'Writer' }, usercount: 1_000_000 });
    await setDescriptions(db, described.publishedListingId!, { en: 'Keep a note of anything.' });
    await createItem(db, {
      productType: 'sidebar',
      names: { en: 'Side Note', ko: '사이드 메모장' },
      usercount: 10,
    });
    await createItem(db, { visibility: 'UNLISTED', names: { en: 'Note Unlisted' } });
    await createItem(db, { visibility: 'TRUSTED_TESTER', names: { en: 'Note Tester' } });
    await createItem(db, { reviewState: 'IN_REVIEW', names: { en: 'Note Review' } });
    await createTheme(db, { names: { en: 'Note Paper Wallpaper', ko: '노트 배경' } });
    await createItem(db, { productType: 'app', names: { en: 'Note App' }, usercount: 3 });
    await createItem(db, { productType: 'pwa', names: { en: 'Note Web' }, usercount: 2 });
    await createItem(db, { productType: 'shortcut', names: { en: 'Note Link' }, usercount: 1 });
    await createItem(db, { productType: 'curation', names: { en: 'Note Collection' } });
    // Korean partial words, in names and in descriptions.
    await createItem(db, { names: { en: 'Quick Memo', ko: '빠른 메모장' }, usercount: 20 });
    const koDescribed = await createItem(db, {
      names: { en: 'Clipboard', ko: '클립보드' },
      usercount: 30,
    });
    await setDescriptions(db, koDescribed.publishedListingId!, {
      ko: '복사한 글을 메모로 저장합니다.',
    });
    await createItem(db, { names: { en: '100% Cotton' }, usercount: 5 });
    // More names than a page of suggestions once held, one of them on two items.
    for (let index = 1; index <= CLOCKS; index += 1) {
      const name = `Clock ${String(index).padStart(2, '0')}`;
      await createItem(db, { names: { en: name }, usercount: 1000 - index });
    }
    await createItem(db, { names: { en: 'Clock 03' }, usercount: 1 });
    const user = await createUser(db);
    const creator = await createCreator(db, user.id);
    developerName = creator.name;
    await createItem(db, {
      names: { en: 'Lantern Board', ko: '랜턴 보드' },
      creatorId: creator.id,
      category: 'productivity',
      usercount: 7,
    });
    await createItem(db, { names: { en: 'Lantern Blocked' }, blocked: true, usercount: 1 });
    // The same start in two languages: the interface language's name is suggested first.
    await createItem(db, { names: { en: 'Pixel Pad', ko: '픽셀 패드' }, usercount: 500 });
    await createItem(db, { names: { en: 'Dot Map', ko: 'Pixel 지도' }, usercount: 5 });
    // Written straight to the database, as another server process would: the index catches
    // up at its next comparison with the database, which this runs now.
    await searchIndexOf(t.app).refresh();
  });
  afterAll(async () => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject(`/ajax/search2?${query}`);
    expect(response.statusCode).toBe(200);
    return jsonOf<SearchResultGroup[]>(response);
  };
  const namesOf = (group: SearchResultGroup | undefined) =>
    group?.items.map((product) => product.name) ?? [];

  it('groups EXTENSION, THEME, APP with counts, merging PWA and SHORTCUT into APP', async () => {
    const groups = await search('keyword=note&page=0&size=100');
    expect(groups.map((group) => group.type)).toEqual(['EXTENSION', 'THEME', 'APP']);
    expect(groups.map((group) => group.totalCount)).toEqual([7, 1, 3]);
    expect(namesOf(groups[1])).toEqual(['Note Paper Wallpaper']);
    expect(namesOf(groups[2])).toEqual(['Note App', 'Note Web', 'Note Link']);
    expect(groups[2]?.items.map((product) => product.productType)).toEqual([
      'app',
      'pwa',
      'shortcut',
    ]);
  });

  it('ranks exact names, then prefixes, word starts, containing names, descriptions', async () => {
    const [extensions] = await search('keyword=NOTE&type=EXTENSION');
    expect(namesOf(extensions)).toEqual([
      'Note',
      'Notes Plus',
      'Notebook Sync',
      'Super Notepad',
      'Side Note',
      'Denote Pro',
      'Writer',
    ]);
  });

  it('never finds unlisted, private, unpublished or curation items', async () => {
    const all = (await search('keyword=note')).flatMap(namesOf);
    for (const name of ['Note Unlisted', 'Note Tester', 'Note Review', 'Note Collection']) {
      expect(all).not.toContain(name);
    }
  });

  it('finds partial Korean words in names and descriptions of every language', async () => {
    const [extensions] = await search('keyword=메모&hl=ko');
    expect(namesOf(extensions)).toEqual(['빠른 메모장', '사이드 메모장', '클립보드']);
    const [english] = await search('keyword=%EB%A9%94%EB%AA%A8&hl=en');
    expect(namesOf(english)).toEqual(['Quick Memo', 'Side Note', 'Clipboard']);
    const [theme] = await search('keyword=노트&type=THEME');
    expect(namesOf(theme)).toEqual(['Note Paper Wallpaper']);
  });

  it('limits to one group with type and pages with page and size', async () => {
    expect((await search('keyword=note&type=&page=0&size=100')).map((g) => g.type)).toEqual([
      'EXTENSION',
      'THEME',
      'APP',
    ]);
    const onlyApps = await search('keyword=note&type=PWA');
    expect(onlyApps.map((group) => group.type)).toEqual(['APP']);
    const [first] = await search('keyword=note&type=EXTENSION&page=0&size=3');
    const [second] = await search('keyword=note&type=EXTENSION&page=1&size=3');
    const [beyond] = await search('keyword=note&type=EXTENSION&page=5&size=3');
    expect(namesOf(first)).toEqual(['Note', 'Notes Plus', 'Notebook Sync']);
    expect(namesOf(second)).toEqual(['Super Notepad', 'Side Note', 'Denote Pro']);
    expect(beyond).toMatchObject({ totalCount: 7, items: [] });
    expect((await t.app.inject('/ajax/search2?keyword=x&type=robot')).statusCode).toBe(400);
  });

  it('answers a blank keyword with empty groups', async () => {
    for (const query of ['', 'keyword=', 'keyword=%20%20']) {
      expect(await search(query)).toEqual([
        { type: 'EXTENSION', totalCount: 0, items: [] },
        { type: 'THEME', totalCount: 0, items: [] },
        { type: 'APP', totalCount: 0, items: [] },
      ]);
    }
  });

  it('matches wildcard characters literally', async () => {
    const [extensions] = await search('keyword=100%25');
    expect(namesOf(extensions)).toEqual(['100% Cotton']);
    const [none] = await search('keyword=%25%25');
    expect(none?.totalCount).toBe(0);
  });

  const complete = async (query: string) => {
    const response = await t.app.inject(`/ajax/autocomplete2?${query}`);
    expect(response.statusCode).toBe(200);
    return jsonOf<AutocompleteResult>(response).names;
  };

  it('suggests names, those starting with the keyword first, each once', async () => {
    const names = await complete('keyword=note&type=&page=0&size=100');
    expect(names).toEqual([
      'Note',
      'Notes Plus',
      'Notebook Sync',
      'Note App',
      'Note Web',
      'Note Link',
      'Note Paper Wallpaper',
      'Super Notepad',
      'Side Note',
      'Denote Pro',
    ]);
    expect(names).not.toContain('Note Unlisted');
    expect(await complete('keyword=note&size=2')).toEqual(['Note', 'Notes Plus']);
    expect(await complete('keyword=note&type=THEME')).toEqual(['Note Paper Wallpaper']);
    expect(await complete('keyword=메모&hl=ko')).toEqual(['빠른 메모장', '사이드 메모장']);
    expect(await complete('keyword=')).toEqual([]);
    expect(await complete('keyword=&type=&page=0&size=100')).toEqual([]);
  });

  it('answers up to 100 names a page, as search does', async () => {
    expect(await complete('keyword=clock')).toEqual(clockNames);
    expect(await complete('keyword=clock&type=&page=0&size=100')).toEqual(clockNames);
    expect(await complete('keyword=CLOCK&type=EXTENSION&page=0&size=100')).toEqual(clockNames);
  });

  it('pages with page and size, each name on one page only', async () => {
    const pages = [];
    for (let page = 0; page < 4; page += 1) {
      pages.push(await complete(`keyword=clock&type=&page=${page}&size=5`));
    }
    expect(pages.map((names) => names.length)).toEqual([5, 5, 4, 0]);
    expect(pages.flat()).toEqual(clockNames);
    expect(await complete(`keyword=clock&page=${SEARCH_PAGE_MAX}&size=100`)).toEqual([]);
  });

  it('refuses page and size values outside the contract with SEARCH_PAGE_INVALID', async () => {
    const bad = [
      'size=0',
      'size=101',
      'size=-1',
      'size=ten',
      'size=2.5',
      'page=-1',
      `page=${SEARCH_PAGE_MAX + 1}`,
      'page=one',
      'page=0.5',
    ];
    for (const path of ['/ajax/autocomplete2', '/ajax/search2']) {
      for (const query of [...bad, 'type=robot']) {
        const response = await t.app.inject(`${path}?keyword=clock&${query}`);
        expect(response.statusCode, `${path} ${query}`).toBe(400);
        expect(jsonOf<{ error: { code: string } }>(response).error.code).toBe(
          query === 'type=robot' ? 'INVALID_REQUEST' : 'SEARCH_PAGE_INVALID',
        );
      }
    }
  });

  it('finds Korean names by any part of a word', async () => {
    const [extensions] = await search('keyword=%EB%AA%A8%EC%9E%A5&hl=ko');
    expect(namesOf(extensions)).toEqual(['빠른 메모장', '사이드 메모장']);
  });

  it('answers cards with what a card shows, in the asked language, blocked items marked', async () => {
    const [extensions] = await search('keyword=lantern&type=EXTENSION&hl=ko');
    const [card, blocked] = extensions?.items ?? [];
    expect(Object.keys(card ?? {}).sort()).toEqual(Object.keys(SearchCard.shape).sort());
    expect(card).toMatchObject({
      name: '랜턴 보드',
      developer: { name: developerName },
      category: { code: 'productivity' },
      usercount: 7,
      blocked: false,
      slides: [],
      localizations: [],
    });
    expect(card).not.toHaveProperty('description');
    expect(blocked).toMatchObject({ name: 'Lantern Blocked', blocked: true });
  });

  it('follows the catalog: a hidden item leaves search and autocomplete, and comes back', async () => {
    const db = t.database.db;
    const index = searchIndexOf(t.app);
    const hide = async (visibility: 'UNLISTED' | 'LISTING') => {
      await db
        .updateTable('items')
        .set({ visibility, updated_at: new Date() })
        .where(
          'id',
          'in',
          db
            .selectFrom('localizations')
            .innerJoin('items as i', 'i.published_listing_id', 'localizations.listing_id')
            .select('i.id')
            .where('localizations.name', '=', 'Notebook Sync'),
        )
        .execute();
      // What every write that changes the catalog does after it.
      t.app.catalogCache.clear();
      await index.settled();
    };
    await hide('UNLISTED');
    expect(namesOf((await search('keyword=notebook'))[0])).toEqual([]);
    expect(await complete('keyword=notebook')).toEqual([]);
    await hide('LISTING');
    expect(namesOf((await search('keyword=notebook'))[0])).toEqual(['Notebook Sync']);
    expect(await complete('keyword=notebook')).toEqual(['Notebook Sync']);
  });

  it('suggests names in the interface language first, then by use', async () => {
    expect(await complete('keyword=pixel&hl=ko')).toEqual(['Pixel 지도', 'Pixel Pad']);
    expect(await complete('keyword=pixel&hl=en')).toEqual(['Pixel Pad', 'Pixel 지도']);
  });

  it('finds descriptions by the start of each keyword word, in any order', async () => {
    const [extensions] = await search('keyword=anyth%20kee&type=EXTENSION');
    expect(namesOf(extensions)).toEqual(['Writer']);
    expect((await search('keyword=anyth%20kez&type=EXTENSION'))[0]?.totalCount).toBe(0);
  });
});
