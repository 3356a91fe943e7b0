import { describe, expect, it } from 'vitest';
import { packageUrlFor } from './use-install';

describe('the package Add opens', () => {
  const GROUP = '3f1c9a52-8d1e-4c5b-9f43-2a6b7c8d9e0f';
  const CRX = '/crx/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/1.2.0.crx';

  it("is the group's own copy in a browser whose companion reports a group", () => {
    expect(packageUrlFor(CRX, GROUP)).toBe(`${CRX}?group=${GROUP}`);
  });

  it("is the store's package without a group", () => {
    expect(packageUrlFor(CRX, null)).toBe(CRX);
    expect(packageUrlFor(CRX, undefined)).toBe(CRX);
  });
});
