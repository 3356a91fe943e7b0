import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  areaOf,
  auditSearchPath,
  isRoleAction,
  pageWindow,
  readAuditSearch,
} from './audit-search';

describe('audit search', () => {
  it('reads the search, the action and the page from the address', () => {
    expect(readAuditSearch(new URLSearchParams('q=%20dana%20&action=rejected&page=3'))).toEqual({
      q: 'dana',
      area: null,
      action: 'rejected',
      offset: 100,
      size: 50,
    });
  });

  it('falls back to the first page of everything for malformed parts', () => {
    expect(readAuditSearch(new URLSearchParams('action=deleted&area=all&page=-2'))).toEqual({
      q: '',
      area: null,
      action: null,
      offset: 0,
      size: 50,
    });
    expect(readAuditSearch(new URLSearchParams('page=1.5')).offset).toBe(0);
    expect(readAuditSearch(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(auditSearchPath({ q: '', area: null, action: null, page: 1 })).toBe('/admin/log');
    const path = auditSearchPath({ q: 'color dropper', area: null, action: 'approved', page: 2 });
    expect(path).toBe('/admin/log?q=color+dropper&action=approved&page=2');
    const search = new URLSearchParams(path.slice(path.indexOf('?') + 1));
    expect(readAuditSearch(search)).toEqual({
      q: 'color dropper',
      area: null,
      action: 'approved',
      offset: 50,
      size: 50,
    });
    const curation = auditSearchPath({ q: '', area: 'curation', action: 'banner.create', page: 1 });
    expect(curation).toBe('/admin/log?area=curation&action=banner.create');
    expect(readAuditSearch(new URLSearchParams(curation.slice(curation.indexOf('?') + 1)))).toEqual(
      { q: '', area: 'curation', action: 'banner.create', offset: 0, size: 50 },
    );
  });

  it('reads an area, and drops an action that belongs to the other area', () => {
    expect(readAuditSearch(new URLSearchParams('area=review&action=approved'))).toMatchObject({
      area: 'review',
      action: 'approved',
    });
    expect(readAuditSearch(new URLSearchParams('area=review&action=pick.set'))).toMatchObject({
      area: 'review',
      action: null,
    });
    expect(readAuditSearch(new URLSearchParams('action=pick.set'))).toMatchObject({
      area: null,
      action: 'pick.set',
    });
    expect(readAuditSearch(new URLSearchParams('area=access&action=role.revoke'))).toMatchObject({
      area: 'access',
      action: 'role.revoke',
    });
    for (const search of ['area=curation&action=role.grant', 'area=access&action=pick.set']) {
      expect(readAuditSearch(new URLSearchParams(search)).action, search).toBeNull();
    }
  });

  it('offers the actions of an area, or of all of them', () => {
    expect(actionsOf('review')).toContain('blocked');
    expect(actionsOf('review')).not.toContain('pick.set');
    expect(actionsOf('curation')).toContain('category.delete');
    expect(actionsOf('curation')).not.toContain('approved');
    expect(actionsOf('curation')).not.toContain('role.grant');
    expect(actionsOf('access')).toEqual([
      'role.grant',
      'role.revoke',
      'token.create',
      'token.revoke',
    ]);
    expect(actionsOf(null)).toEqual([
      ...actionsOf('review'),
      ...actionsOf('curation'),
      ...actionsOf('access'),
      ...actionsOf('ratings'),
      ...actionsOf('reports'),
      ...actionsOf('releases'),
      ...actionsOf('scans'),
    ]);
    expect(actionsOf('scans')).toContain('scan-rule.block');
    expect(areaOf('scan-rule.clear')).toBe('scans');
    expect(actionsOf('ratings')).toEqual(['rating.hide', 'rating.restore', 'rating.dismiss']);
    expect(actionsOf('reports')).toEqual(['report.dismiss', 'report.resolve']);
    expect(areaOf('role.revoke')).toBe('access');
    expect(areaOf('rating.hide')).toBe('ratings');
    expect(isRoleAction('role.grant')).toBe(true);
    expect(isRoleAction('pick.set')).toBe(false);
    for (const action of actionsOf(null)) {
      expect(actionsOf(areaOf(action)), action).toContain(action);
    }
  });

  it('places a page in the whole', () => {
    expect(pageWindow(50, 50, 50, 123)).toEqual({
      first: 51,
      last: 100,
      total: 123,
      page: 2,
      pageCount: 3,
      hasPrevious: true,
      hasNext: true,
    });
    expect(pageWindow(100, 50, 23, 123)).toMatchObject({ first: 101, last: 123, hasNext: false });
    expect(pageWindow(0, 50, 0, 0)).toMatchObject({
      first: 0,
      last: 0,
      pageCount: 1,
      hasPrevious: false,
      hasNext: false,
    });
  });
});
