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
