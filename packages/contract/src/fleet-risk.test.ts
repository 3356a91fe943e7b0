import { describe, expect, it } from 'vitest';
import { fleetRisk } from './fleet-risk.js';

describe('the fleet risk score', () => {
  it('adds documented points per factor and names each one', () => {
    expect(
      fleetRisk({ permissions: ['storage'], hostPermissions: [], sources: ['store'] }),
    ).toEqual({
      score: 0,
      level: 'low',
      reasons: [],
    });
    const risky = fleetRisk({
      permissions: ['debugger', 'cookies', 'nativeMessaging', 'tabs'],
      hostPermissions: ['*://*/*'],
      sources: ['chrome-web-store', 'unpacked'],
    });
    // Permissions count at most 45 points, the heaviest first; the riskiest source counts.
    expect(risky.reasons).toEqual([
      { factor: 'permission', points: 30, detail: 'debugger' },
      { factor: 'permission', points: 15, detail: 'nativeMessaging' },
      { factor: 'allHosts', points: 25, detail: '*' },
      { factor: 'source', points: 20, detail: 'unpacked' },
    ]);
    expect(risky).toMatchObject({ score: 90, level: 'high' });
  });

  it('weighs named sites by how many there are', () => {
    const sites = (count: number) =>
      Array.from({ length: count }, (_, n) => `https://site${n}.example/*`);
    expect(
      fleetRisk({ permissions: [], hostPermissions: sites(3), sources: ['other'] }),
    ).toMatchObject({ score: 20, level: 'medium' });
    expect(
      fleetRisk({ permissions: [], hostPermissions: sites(12), sources: ['store'] }).reasons,
    ).toEqual([{ factor: 'manyHosts', points: 10, detail: '12' }]);
  });
});

describe('the risk factors beyond what browsers report', () => {
  const now = new Date('2026-11-29T12:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const plain = { permissions: [], hostPermissions: [], sources: ['store' as const], now };

  it('counts each remote-code pattern once and obfuscation, together at most 30', () => {
    expect(
      fleetRisk({ ...plain, code: { remotePatterns: ['eval', 'eval'], obfuscatedFiles: 0 } })
        .reasons,
    ).toEqual([{ factor: 'remoteCode', points: 10, detail: 'eval' }]);
    const heavy = fleetRisk({
      ...plain,
      code: { remotePatterns: ['remoteScript', 'eval', 'stringTimer'], obfuscatedFiles: 3 },
    });
    expect(heavy.reasons).toEqual([
      { factor: 'obfuscated', points: 15, detail: '3' },
      { factor: 'remoteCode', points: 15, detail: 'remoteScript' },
    ]);
    expect(heavy).toMatchObject({ score: 30, level: 'medium' });
  });

  it('weighs a new version more when the item is widely used, and an old one a little', () => {
    const store = (count: number) => ({ count, audience: 'store' as const });
    expect(fleetRisk({ ...plain, versionSince: daysAgo(2), users: store(500) }).reasons).toEqual([
      { factor: 'newVersion', points: 10, detail: '2' },
    ]);
    expect(fleetRisk({ ...plain, versionSince: daysAgo(2), users: store(5000) }).reasons).toEqual([
      { factor: 'newVersionWide', points: 20, detail: '2' },
    ]);
    expect(
      fleetRisk({
        ...plain,
        sources: ['chrome-web-store'],
        versionSince: daysAgo(1),
        users: { count: 150, audience: 'fleet' },
      }).reasons.map((reason) => reason.factor),
    ).toEqual(['source', 'newVersionWide']);
    expect(fleetRisk({ ...plain, versionSince: daysAgo(30), users: store(500) }).reasons).toEqual(
      [],
    );
    expect(fleetRisk({ ...plain, versionSince: daysAgo(400), users: store(500) }).reasons).toEqual([
      { factor: 'staleVersion', points: 5, detail: '400' },
    ]);
  });

  it('counts a move to another developer within a year, and few users of a store item', () => {
    expect(fleetRisk({ ...plain, ownerChangedAt: daysAgo(10) }).reasons).toEqual([
      { factor: 'ownerChanged', points: 25, detail: '2026-11-19' },
    ]);
    expect(fleetRisk({ ...plain, ownerChangedAt: daysAgo(400) }).reasons).toEqual([]);
    expect(fleetRisk({ ...plain, users: { count: 12, audience: 'store' } }).reasons).toEqual([
      { factor: 'fewUsers', points: 5, detail: '12' },
    ]);
    // The fleet's own browsers are not an extension's whole audience.
    expect(fleetRisk({ ...plain, users: { count: 2, audience: 'fleet' } }).reasons).toEqual([]);
  });

  it('reaches high for a freshly transferred item that loads remote code', () => {
    const risk = fleetRisk({
      ...plain,
      permissions: ['scripting'],
      hostPermissions: ['<all_urls>'],
      code: { remotePatterns: ['remoteImport'], obfuscatedFiles: 0 },
      ownerChangedAt: daysAgo(3),
      versionSince: daysAgo(1),
      users: { count: 20_000, audience: 'store' },
    });
    expect(risk).toMatchObject({ score: 95, level: 'high' });
  });
});
