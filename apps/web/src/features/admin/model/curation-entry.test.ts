import { describe, expect, it } from 'vitest';
import {
  curationFacts,
  FACT_TEXT_MAX,
  readCurationTarget,
  readShellOperator,
} from './curation-entry';

const ITEM = 'abcdefghijklmnopabcdefghijklmnop';

describe('curation targets', () => {
  it('reads every kind of target the log records', () => {
    expect(readCurationTarget(`item:${ITEM}`)).toEqual({ kind: 'item', extensionId: ITEM });
    expect(readCurationTarget('banner:12')).toEqual({ kind: 'banner', id: '12' });
    expect(readCurationTarget('banners:home-inline')).toEqual({
      kind: 'banners',
      bannerType: 'home-inline',
    });
    expect(readCurationTarget('winners:2019/gold')).toEqual({
      kind: 'winners',
      year: '2019',
      prize: 'gold',
    });
    expect(readCurationTarget('category:theme/city')).toEqual({
      kind: 'category',
      categoryType: 'theme',
      code: 'city',
    });
    expect(readCurationTarget('categories:app')).toEqual({
      kind: 'categories',
      categoryType: 'app',
    });
  });

  it('reads event pages and mobile websites by their number', () => {
    expect(readCurationTarget('event:12')).toEqual({ kind: 'event', id: '12' });
    expect(readCurationTarget('mobile_site:3')).toEqual({ kind: 'mobileSite', id: '3' });
    expect(readCurationTarget('mobile_sites')).toEqual({ kind: 'mobileSites' });
    expect(readCurationTarget('social_links')).toEqual({ kind: 'socialLinks' });
  });

  it("reads an account's email as stored, whole", () => {
    expect(readCurationTarget('user:Root.Cause@Example.test')).toEqual({
      kind: 'user',
      email: 'Root.Cause@Example.test',
    });
    expect(readCurationTarget('user:ops/team:1@example.test')).toEqual({
      kind: 'user',
      email: 'ops/team:1@example.test',
    });
  });

  it('shows anything malformed as it is', () => {
    for (const target of [
      'item:ABC',
      `item:${ITEM}/x`,
      'banner:twelve',
      'event:spring',
      'event:12/3',
      'event:',
      'mobile_site:x1',
      'mobile_site:3/4',
      'mobile_sites:3',
      'mobile_site',
      'banners:sidebar',
      'winners:2019/platinum',
      'winners:19/gold',
      'category:theme',
      'category:game/city',
      'category:theme/city/park',
      'categories:',
      'user:',
      'user:nobody',
      'user:two words@example.test',
      'user:a@b@example.test',
      'users:a@example.test',
      'playlist:3',
      'no target',
      ':',
    ]) {
      expect(readCurationTarget(target), target).toEqual({ kind: 'other', text: target });
    }
  });
});

describe('curation facts', () => {
  it("names a banner's title and link when it is added or deleted", () => {
    const details = {
      type: 'extension',
      titleEn: 'Autumn picks',
      linkUrl: '/extensions/popular',
      image: '/files/banner.png',
    };
    const expected = [
      { kind: 'title', text: 'Autumn picks' },
      { kind: 'link', url: '/extensions/popular' },
    ];
    expect(curationFacts('banner.create', details)).toEqual(expected);
    expect(curationFacts('banner.delete', details)).toEqual(expected);
  });

  it('lists what an update changed, in a fixed order, without file names', () => {
    expect(
      curationFacts('banner.update', {
        type: 'theme',
        titleEn: 'Spring',
        changes: {
          active: { before: true, after: false },
          image_key: { before: 'banners/a.png', after: 'banners/b.png' },
          title_en: { before: 'Spring', after: 'Spring sale' },
          ends_at: { before: null, after: '2030-01-01T00:00:00.000Z' },
          unknown_column: { before: 1, after: 2 },
        },
      }),
    ).toEqual([
      { kind: 'title', text: 'Spring' },
      { kind: 'changed', field: 'titleEn', before: 'Spring', after: 'Spring sale' },
      { kind: 'changed', field: 'image' },
      { kind: 'changed', field: 'active', before: true, after: false },
      { kind: 'changed', field: 'endsAt', before: null, after: '2030-01-01T00:00:00.000Z' },
    ]);
    expect(
      curationFacts('category.update', {
        changes: {
          nameKo: { before: '자연', after: '풍경' },
          nameEn: { before: ['x'], after: 'y' },
        },
      }),
    ).toEqual([
      { kind: 'changed', field: 'nameEn' },
      { kind: 'changed', field: 'nameKo', before: '자연', after: '풍경' },
    ]);
  });

  it('names an event page and what publishing or a change did to it', () => {
    expect(
      curationFacts('event.publish', {
        slug: 'spring',
        titleEn: 'Spring picks',
        changes: {
          state: { before: 'draft', after: 'live' },
          items: { before: [ITEM], after: [] },
          cover_key: { before: null, after: '/files/cover.png' },
        },
      }),
    ).toEqual([
      { kind: 'title', text: 'Spring picks' },
      { kind: 'changed', field: 'state', before: 'draft', after: 'live' },
      { kind: 'changed', field: 'cover' },
      { kind: 'changed', field: 'items' },
    ]);
    expect(curationFacts('event.delete', { slug: 'spring', titleEn: 'Spring picks' })).toEqual([
      { kind: 'title', text: 'Spring picks' },
    ]);
  });

  it('names a mobile website, its address when added or deleted, and a new order', () => {
    const site = {
      name: 'Weather',
      url: 'https://weather.example/m',
      category: 'news',
      language: 'ko',
      framing: 'allowed',
    };
    const named = [
      { kind: 'title', text: 'Weather' },
      { kind: 'link', url: 'https://weather.example/m' },
    ];
    expect(curationFacts('mobile_site.create', site)).toEqual(named);
    expect(curationFacts('mobile_site.delete', site)).toEqual(named);
    expect(
      curationFacts('mobile_site.update', {
        name: 'Weather',
        changes: {
          url: { before: 'https://a.example', after: 'https://b.example' },
          icon_key: { before: '/files/a.png', after: '/files/b.png' },
          category: { before: 'news', after: 'travel' },
        },
      }),
    ).toEqual([
      { kind: 'title', text: 'Weather' },
      { kind: 'changed', field: 'url', before: 'https://a.example', after: 'https://b.example' },
      { kind: 'changed', field: 'icon' },
      { kind: 'changed', field: 'category', before: 'news', after: 'travel' },
    ]);
    expect(
      curationFacts('mobile_site.check', {
        name: 'Weather',
        url: 'https://weather.example/m',
        before: 'unknown',
        after: 'allowed',
      }),
    ).toEqual([{ kind: 'title', text: 'Weather' }]);
    expect(curationFacts('mobile_site.reorder', { before: ['1', '2'], after: ['2', '1'] })).toEqual(
      [{ kind: 'order', entries: ['#2', '#1'] }],
    );
    expect(curationFacts('mobile_site.create', { url: 7 })).toEqual([]);
  });

  it('cuts long text', () => {
    const long = 'x'.repeat(FACT_TEXT_MAX + 20);
    const [title] = curationFacts('banner.create', { titleEn: long });
    expect(title).toEqual({ kind: 'title', text: `${'x'.repeat(FACT_TEXT_MAX - 1)}…` });
  });

  it('gives the new order, the number of winners, a removed winner and the names', () => {
    expect(curationFacts('banner.reorder', { before: ['1', '2'], after: ['2', '1'] })).toEqual([
      { kind: 'order', entries: ['#2', '#1'] },
    ]);
    expect(curationFacts('category.reorder', { before: [], after: ['city', 'art'] })).toEqual([
      { kind: 'order', entries: ['city', 'art'] },
    ]);
    expect(
      curationFacts('social_links.set', {
        before: [],
        after: [
          { name: 'Blog', url: 'https://blog.example/' },
          { name: 'Forum', url: 'https://forum.example/' },
        ],
      }),
    ).toEqual([{ kind: 'order', entries: ['Blog', 'Forum'] }]);
    expect(curationFacts('winners.set', { before: [ITEM], after: [ITEM, ITEM, ITEM] })).toEqual([
      { kind: 'winners', count: 3, before: 1 },
    ]);
    expect(curationFacts('winner.remove', { itemId: ITEM })).toEqual([
      { kind: 'item', extensionId: ITEM },
    ]);
    expect(curationFacts('category.create', { nameEn: 'Ocean', nameKo: '바다' })).toEqual([
      { kind: 'names', en: 'Ocean', ko: '바다' },
    ]);
    expect(curationFacts('install_policy.set', { from: 'none', to: 'required' })).toEqual([
      { kind: 'installPolicy', from: 'none', to: 'required' },
    ]);
  });

  it('gives nothing for details it does not know', () => {
    expect(curationFacts('pick.set', { productType: 'theme' })).toEqual([]);
    expect(curationFacts('banner.update', { changes: 'all of it' })).toEqual([]);
    expect(curationFacts('winners.set', { after: 'gold' })).toEqual([]);
    expect(curationFacts('social_links.set', { after: 'Blog' })).toEqual([]);
    expect(curationFacts('winner.remove', { itemId: 'not an id' })).toEqual([]);
    expect(curationFacts('category.create', { nameEn: 'Only English' })).toEqual([]);
    expect(curationFacts('approved', null)).toEqual([]);
    expect(curationFacts('role.grant', { by: 'ops', host: 'web-1' })).toEqual([]);
    expect(curationFacts('install_policy.set', { from: 'none', to: 'always' })).toEqual([]);
  });
});

describe('shell operators', () => {
  it('reads who ran the command and where', () => {
    expect(readShellOperator({ by: 'ops', host: 'web-1.example.internal' })).toEqual({
      by: 'ops',
      host: 'web-1.example.internal',
    });
    expect(readShellOperator({ by: 'uid 1001', host: 'x'.repeat(80) })).toEqual({
      by: 'uid 1001',
      host: `${'x'.repeat(FACT_TEXT_MAX - 1)}…`,
    });
  });

  it('gives nothing when the details do not name both', () => {
    for (const details of [
      null,
      {},
      { by: 'ops' },
      { host: 'web-1' },
      { by: '', host: 'web-1' },
      { by: 'ops', host: 7 },
      { by: ['ops'], host: 'web-1' },
    ]) {
      expect(readShellOperator(details), JSON.stringify(details)).toBeNull();
    }
  });
});
