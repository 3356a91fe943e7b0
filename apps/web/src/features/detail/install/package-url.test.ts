import { describe, expect, it } from 'vitest';
import { packageUrlFor } from './use-install';

describe('the package Add opens', () => {
  const GROUP = '3f1c9a52-8d1e-4c5b-9f43-2a6b7c8d9e0f';
  const CRX = '/crx/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/1.2.0.crx';

  it("is the group's own copy in a browser whose companion reports a group", () => {
    expect(packageUrlFor(CRX, GROUP)).toBe(`${CRX}?group=${GROUP}`);
  });

  it('is the version the store names for the group while a release is staged', () => {
    // The detail page names the version everyone outside pilot groups keeps; a pilot group's
    // browser gets its copy of the new version from the group's install access.
    const pilot = `/crx/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/1.3.0.crx?group=${GROUP}`;
    expect(packageUrlFor(CRX, GROUP, pilot)).toBe(pilot);
    expect(packageUrlFor(CRX, null, pilot)).toBe(CRX);
  });

  it("is the store's package without a group", () => {
    expect(packageUrlFor(CRX, null)).toBe(CRX);
    expect(packageUrlFor(CRX, undefined)).toBe(CRX);
  });
});
