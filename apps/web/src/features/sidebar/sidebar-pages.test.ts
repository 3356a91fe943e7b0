import { describe, expect, it } from 'vitest';
import { panelLink } from './banner-links';
import { matchSidebarPage, readListTab, sidebarHref, sidebarTab } from './sidebar-pages';
import { isSidebarPath } from './sidebar-path';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

describe('the sidebar store’s addresses', () => {
  it('knows its own addresses and no others', () => {
    expect(isSidebarPath('/sidebar')).toBe(true);
    expect(isSidebarPath('/sidebar/detail/x')).toBe(true);
    expect(isSidebarPath('/sidebars')).toBe(false);
    expect(isSidebarPath('/extensions/new')).toBe(false);
  });

  it('finds the page an address shows', () => {
    expect(matchSidebarPage('')).toEqual({ page: 'home' });
    expect(matchSidebarPage('category/productivity')).toEqual({
      page: 'category',
      category: 'productivity',
    });
    expect(matchSidebarPage('search')).toEqual({ page: 'search', keyword: '' });
    expect(matchSidebarPage('search/tab%2Fgroups ')).toEqual({
      page: 'search',
      keyword: 'tab/groups',
    });
    expect(matchSidebarPage(`detail/${ID}`)).toEqual({ page: 'detail', extensionId: ID });
    expect(matchSidebarPage('mobile/')).toEqual({ page: 'mobile' });
    expect(matchSidebarPage('mobile/site-1')).toEqual({ page: 'mobile-site', siteId: 'site-1' });
  });

  it('reads addresses that break the patterns as unknown', () => {
    for (const rest of [
      'nowhere',
      'detail/short',
      `detail/${ID}/preview`,
      'category/a b',
      'category',
      'mobile/a/b',
      'search/a/b',
    ]) {
      expect(matchSidebarPage(rest), rest).toBeNull();
    }
  });

  it('shows the popular list unless the address asks for the new one', () => {
    expect(readListTab('?tab=new')).toBe('new');
    expect(readListTab('?tab=best')).toBe('popular');
    expect(readListTab('')).toBe('popular');
  });

  it('makes the addresses its links use', () => {
    expect(sidebarHref.category('all', 'popular')).toBe('/sidebar/category/all');
    expect(sidebarHref.category('fun', 'new')).toBe('/sidebar/category/fun?tab=new');
    expect(sidebarHref.search('tab/groups')).toBe('/sidebar/search/tab%2Fgroups');
    expect(sidebarHref.search()).toBe('/sidebar/search');
    expect(sidebarHref.mobileSite('a b')).toBe('/sidebar/mobile/a%20b');
  });

  it('marks the header tab of each page', () => {
    expect(sidebarTab({ page: 'mobile-site' })).toBe('mobile');
    expect(sidebarTab({ page: 'category' })).toBe('categories');
    expect(sidebarTab({ page: 'detail' })).toBe('home');
    expect(sidebarTab({ page: 'search' })).toBe('home');
  });
});

describe('banner links in the panel', () => {
  it('opens an item’s banner in the panel and anything else in a new tab', () => {
    expect(panelLink(`/detail/${ID}?hl=ko`)).toEqual({
      kind: 'panel',
      to: `/sidebar/detail/${ID}`,
    });
    expect(panelLink('/extensions/new/fun')).toEqual({ kind: 'tab', href: '/extensions/new/fun' });
    expect(panelLink('https://event.example/')).toEqual({
      kind: 'tab',
      href: 'https://event.example/',
    });
  });

  it('follows no link that is not an address', () => {
    expect(panelLink('javascript:alert(1)')).toBeNull();
    expect(panelLink('//other.example/')).toBeNull();
  });
});
