import type { MobileSite } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { readMobileSites } from './api/get-mobile-sites';
import { groupMobileSites, opensInPanel, siteHost } from './mobile-sites';

function site(overrides: Partial<MobileSite> = {}): MobileSite {
  return {
    id: 's1',
    name: 'Daily News',
    url: 'https://m.news.example/today',
    icon: null,
    category: 'news',
    language: null,
    framing: 'allowed',
    ...overrides,
  };
}

describe('mobile websites in the panel', () => {
  it('groups the sites by category in the console’s order', () => {
    const groups = groupMobileSites([
      site({ id: 'a', category: 'tools' }),
      site({ id: 'b', category: 'news' }),
      site({ id: 'c', category: 'tools' }),
    ]);
    expect(groups.map((group) => [group.category, group.sites.map((entry) => entry.id)])).toEqual([
      ['tools', ['a', 'c']],
      ['news', ['b']],
    ]);
  });

  it('frames only the sites found willing to be framed', () => {
    expect(opensInPanel(site({ framing: 'allowed' }))).toBe(true);
    expect(opensInPanel(site({ framing: 'refused' }))).toBe(false);
    expect(opensInPanel(site({ framing: 'unknown' }))).toBe(false);
  });

  it('shows a site by its host', () => {
    expect(siteHost('https://m.news.example/today?x=1')).toBe('m.news.example');
    expect(siteHost('not a url')).toBe('not a url');
  });

  it('keeps only the sites of an answer it can place and open', () => {
    const sites = readMobileSites({
      items: [
        site({ id: 'ok' }),
        site({ id: 'script', url: 'javascript:alert(1)' }),
        { ...site({ id: 'odd' }), category: 'gossip' },
        { ...site({ id: 'verdict' }), framing: 'maybe' },
        { id: 7 },
      ],
    });
    expect(sites.map((entry) => entry.id)).toEqual(['ok']);
    expect(readMobileSites(null)).toEqual([]);
  });
});
