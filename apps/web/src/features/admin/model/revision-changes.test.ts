import type { AuditEntry, PackageInfo, ReviewCase } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { revisionChanges } from './revision-changes';

function pkg(version: string, permissions: string[] = [], hostPermissions: string[] = []) {
  return {
    fileName: 'paper-trail.zip',
    version,
    manifestVersion: 3,
    size: 1000,
    sha256: version.repeat(8).padEnd(64, '0').slice(0, 64),
    permissions,
    hostPermissions,
    report: { errors: [], warnings: [] },
    uploadedAt: '2024-05-01T00:00:00.000Z',
  } satisfies PackageInfo;
}

function entry(id: number, action: AuditEntry['action']): AuditEntry {
  return {
    id: `review-${id}`,
    area: 'review',
    action,
    extensionId: 'a'.repeat(32),
    itemName: 'Paper Trail',
    target: null,
    actor: 'Dev',
    guidelines: [],
    message: null,
    details: null,
    createAt: `2024-05-0${id}T00:00:00.000Z`,
  };
}

const seen: ReviewCase = {
  extensionId: 'a'.repeat(32),
  revision: 4,
  review: 'IN_REVIEW',
  blocked: false,
  isPrivate: false,
  draft: null,
  product: null,
  package: pkg('1.0.0'),
  publishedPackage: null,
  changes: [
    { field: 'version', before: null, after: '1.0.0' },
    { field: 'name.en', before: null, after: 'Paper Trail' },
    { field: 'icon', before: null, after: '/files/a.png' },
  ],
  history: [entry(1, 'submitted')],
};

describe('revision changes', () => {
  it('finds nothing between a case and itself', () => {
    expect(revisionChanges(seen, { ...seen })).toEqual([]);
  });

  it('names a swapped package, the access it gained, changed fields and the log in between', () => {
    const now: ReviewCase = {
      ...seen,
      revision: 7,
      package: pkg('3.0.0', ['cookies', 'webRequest'], ['<all_urls>']),
      changes: [
        { field: 'version', before: null, after: '3.0.0' },
        { field: 'name.en', before: null, after: 'Paper Trail Pro' },
        { field: 'icon', before: null, after: '/files/a.png' },
      ],
      history: [entry(3, 'submitted'), entry(2, 'cancelled'), entry(1, 'submitted')],
    };
    expect(revisionChanges(seen, now)).toEqual([
      { kind: 'package', before: '1.0.0', after: '3.0.0' },
      { kind: 'access', added: ['<all_urls>', 'cookies', 'webRequest'] },
      { kind: 'listing', fields: ['name.en'] },
      { kind: 'event', entry: entry(2, 'cancelled') },
      { kind: 'event', entry: entry(3, 'submitted') },
    ]);
  });

  it('names a decision someone else made, and the flags it changed', () => {
    const now: ReviewCase = {
      ...seen,
      review: 'REJECTED',
      blocked: true,
      history: [entry(2, 'rejected'), ...seen.history],
    };
    expect(revisionChanges(seen, now)).toEqual([
      { kind: 'review', before: 'IN_REVIEW', after: 'REJECTED' },
      { kind: 'blocked', now: true },
      { kind: 'event', entry: entry(2, 'rejected') },
    ]);
  });
});
