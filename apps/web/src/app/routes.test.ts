import { matchRoutes, type UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isRedirectMatch, isUnknownPathMatch } from '../lib/route-handle';
import { areaRoutes } from './area-routes';
import { createRoutes } from './routes';

const env = { browserLanguage: 'en', userAgent: '' };
const routes = createRoutes(env, areaRoutes(env));

const ID = 'abcdefghijklmnopabcdefghijklmnop';

/** The matches the router would hand the shell for an address of the real route table. */
function matchesOf(pathname: string): UIMatch[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => ({
    id: match.route.id ?? match.pathnameBase,
    pathname: match.pathname,
    params: match.params,
    data: undefined,
    loaderData: undefined,
    handle: match.route.handle,
  }));
}

/** The path of the deepest route an address lands on. */
const routeOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

describe('route parameter patterns', () => {
  it('lets well-formed detail addresses through', () => {
    for (const path of [
      `/detail/${ID}`,
      `/detail/${ID}/preview`,
      `/detail/${'Z_9'.repeat(10)}zz`,
    ]) {
      expect(routeOf(path), path).toBe('detail/:extensionId/:mode?');
      expect(isUnknownPathMatch(matchesOf(path)), path).toBe(false);
      expect(isRedirectMatch(matchesOf(path)), path).toBe(false);
    }
  });

  it('treats a detail address of another shape as an unknown path', () => {
    for (const path of [
      '/detail/abc',
      `/detail/${ID}a`,
      `/detail/${ID.slice(1)}-`,
      `/detail/${ID}/foo`,
      `/detail/${ID}/PREVIEW`,
    ]) {
      expect(isUnknownPathMatch(matchesOf(path)), path).toBe(true);
      // Forwarded, so never counted as a page view.
      expect(isRedirectMatch(matchesOf(path)), path).toBe(true);
    }
  });

  it('takes draft or a 32-character id in upload addresses, an id in edit addresses', () => {
    for (const kind of ['extension', 'webapp']) {
      for (const id of ['draft', ID]) {
        expect(isUnknownPathMatch(matchesOf(`/developers/upload/${kind}/${id}`)), id).toBe(false);
      }
      expect(isUnknownPathMatch(matchesOf(`/developers/edit/${kind}/${ID}`))).toBe(false);
      for (const id of ['abc', 'Draft', 'drafts', `${ID}a`]) {
        expect(isUnknownPathMatch(matchesOf(`/developers/upload/${kind}/${id}`)), id).toBe(true);
        expect(isUnknownPathMatch(matchesOf(`/developers/edit/${kind}/${id}`)), id).toBe(true);
      }
      expect(isUnknownPathMatch(matchesOf(`/developers/edit/${kind}/draft`))).toBe(true);
    }
  });

  it('has an update address for an existing extension that only forwards', () => {
    const path = `/developers/extensions/${ID}/update`;
    expect(routeOf(path)).toBe('extensions/:extensionId/update');
    expect(isUnknownPathMatch(matchesOf(path))).toBe(false);
    expect(isRedirectMatch(matchesOf(path))).toBe(true);
    expect(isUnknownPathMatch(matchesOf('/developers/extensions/draft/update'))).toBe(true);
    expect(isUnknownPathMatch(matchesOf('/developers/extensions/abc/update'))).toBe(true);
  });

  it('takes new or popular and the known filters in the extension home', () => {
    for (const path of [
      '/extensions/new',
      '/extensions/popular/search_tools',
      '/extensions/new/',
    ]) {
      expect(routeOf(path), path).toBe('extensions/:sort/:filter?');
      expect(isUnknownPathMatch(matchesOf(path)), path).toBe(false);
    }
    expect(routeOf('/extensions/winners/2019')).toBe('extensions/winners/:year?');
    for (const path of ['/extensions/oldest', '/extensions/New', '/extensions/new/robots']) {
      expect(isUnknownPathMatch(matchesOf(path)), path).toBe(true);
      expect(isRedirectMatch(matchesOf(path)), path).toBe(true);
    }
  });

  it('sends other addresses to the catch-all', () => {
    for (const path of ['/no/such/page', `/detail/${ID}/preview/more`, `/developers/${ID}`]) {
      expect(routeOf(path), path).toBe('*');
      expect(isRedirectMatch(matchesOf(path)), path).toBe(true);
    }
    expect(isRedirectMatch(matchesOf('/extensions/new'))).toBe(false);
  });
});

describe('admin console routes', () => {
  it('has a page for each console section', () => {
    expect(routeOf('/admin/browsers')).toBe('browsers');
    expect(routeOf('/admin/stats')).toBe('stats');
    expect(routeOf('/admin/curation/picks')).toBe('curation/*');
    expect(isRedirectMatch(matchesOf('/admin/browsers'))).toBe(false);
    expect(isUnknownPathMatch(matchesOf('/admin/browsers'))).toBe(false);
  });
});
