import { describe, expect, it } from 'vitest';
import { areaOf } from './audit-search';
import { isReleaseAction, releaseEntryFacts } from './release-entry';

describe('release entries of the log', () => {
  it('puts a rollback in the releases part of the log', () => {
    expect(isReleaseAction('release.rollback')).toBe(true);
    expect(isReleaseAction('report.dismiss')).toBe(false);
    expect(areaOf('release.rollback')).toBe('releases');
  });

  it('reads the versions and who rolled back, and nothing malformed', () => {
    expect(
      releaseEntryFacts({
        fromVersion: '2.0.0',
        version: '1.0.0',
        newVersion: '2.0.1',
        by: 'developer',
      }),
    ).toEqual({ fromVersion: '2.0.0', version: '1.0.0', newVersion: '2.0.1', by: 'developer' });
    expect(releaseEntryFacts({ version: 3, by: 'someone' })).toEqual({
      fromVersion: null,
      version: null,
      newVersion: null,
      by: null,
    });
    expect(releaseEntryFacts(null).version).toBeNull();
  });
});
