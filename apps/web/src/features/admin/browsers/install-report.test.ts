import {
  INSTALL_REPORT_GRACE_HOURS,
  type InstallCounts,
  installStateOf,
  type VersionInstalls,
} from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { installHeadline, installStateBadge, problemMessage } from './install-report';

const NOW = new Date('2026-11-28T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();

const NOTHING: InstallCounts = {
  offered: 0,
  downloads: 0,
  pageDownloads: 0,
  checks: 0,
  reported: 0,
  firstDownloadAt: null,
  lastDownloadAt: null,
};

/** A version as the server reports it, its state worked out as the server does. */
function version(name: string, counts: Partial<InstallCounts> = {}): VersionInstalls {
  const all = { ...NOTHING, ...counts };
  return {
    version: name,
    current: false,
    ...all,
    state: installStateOf(all, NOW),
    problems: [],
  };
}

describe('the install state of a version', () => {
  it('is installed once Chromium checks with it or a companion reports it', () => {
    const downloaded = { downloads: 3, firstDownloadAt: hoursAgo(30) };
    expect(version('1.0', { ...downloaded, checks: 1 }).state).toBe('installed');
    expect(version('1.0', { ...downloaded, reported: 1 }).state).toBe('installed');
    // A browser that had it before this report's days checks with it all the same.
    expect(version('1.0', { checks: 4 }).state).toBe('installed');
  });

  it('waits the grace time after the first download before saying it was never reported', () => {
    const early = version('1.0', {
      downloads: 1,
      firstDownloadAt: hoursAgo(INSTALL_REPORT_GRACE_HOURS - 1),
    });
    expect(early.state).toBe('pending');
    const late = version('1.0', {
      downloads: 1,
      firstDownloadAt: hoursAgo(INSTALL_REPORT_GRACE_HOURS),
    });
    expect(late.state).toBe('notReported');
    expect(version('1.0', { offered: 12 }).state).toBe('notDownloaded');
  });

  it('shows a never-reported version in the danger tone and an installed one as good news', () => {
    expect(installStateBadge('notReported')).toEqual({
      labelKey: 'admin.installs.state.notReported',
      tone: 'danger',
    });
    expect(installStateBadge('installed').tone).toBe('primary');
    expect(installStateBadge('pending').tone).toBeUndefined();
  });
});

describe('the headline of an item’s installs', () => {
  const failed = version('2.0', { downloads: 5, firstDownloadAt: hoursAgo(20) });
  const working = version('1.0', { downloads: 9, firstDownloadAt: hoursAgo(200), reported: 7 });

  it('flags an item whose newest downloaded version was never reported installed', () => {
    expect(installHeadline([failed, working])).toEqual({ kind: 'flagged', version: failed });
    // A newer version offered but not downloaded yet does not hide the failure.
    expect(installHeadline([version('3.0', { offered: 2 }), failed])).toMatchObject({
      kind: 'flagged',
    });
  });

  it('does not flag an old failure once a newer version installs', () => {
    const newer = version('3.0', { downloads: 2, firstDownloadAt: hoursAgo(10), checks: 2 });
    expect(installHeadline([newer, failed])).toEqual({ kind: 'installed', version: newer });
  });

  it('says when the newest download is still within the grace time, or nothing happened', () => {
    const fresh = version('2.1', { downloads: 1, firstDownloadAt: hoursAgo(1) });
    expect(installHeadline([fresh, working])).toEqual({ kind: 'pending', version: fresh });
    expect(installHeadline([version('1.0')])).toEqual({ kind: 'quiet' });
    expect(installHeadline([])).toEqual({ kind: 'quiet' });
  });
});

describe('the likely reasons', () => {
  it('uses the install-policy refusal’s own words for an item browsers are not offered', () => {
    expect(problemMessage({ code: 'notInstallable', refusal: 'INSTALL_POLICY_PRIVATE' })).toEqual({
      key: 'errors.INSTALL_POLICY_PRIVATE',
      values: {},
    });
  });

  it('names the blocked permissions and the groups that block them', () => {
    expect(
      problemMessage({
        code: 'blockedPermissions',
        permissions: ['debugger', 'tabs'],
        groups: ['Sales'],
      }),
    ).toEqual({
      key: 'admin.installs.problems.blockedPermissions',
      values: { permissions: 'debugger, tabs', groups: 'Sales' },
    });
    expect(problemMessage({ code: 'manifestV2' }).key).toBe('admin.installs.problems.manifestV2');
  });
});
