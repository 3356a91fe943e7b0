import { describe, expect, it } from 'vitest';
import { itemDetail, packageInfo } from '../api/publishing-fixtures';
import { pendingPackageUpdate } from './package-update';

const updated = (overrides: Parameters<typeof itemDetail>[0] = {}) =>
  itemDetail({
    review: 'READY_FOR_OPEN',
    published: true,
    hasDraft: true,
    package: packageInfo('new', '4.8.2'),
    publishedPackage: packageInfo('live', '4.8.1'),
    ...overrides,
  });

describe('a pending package update', () => {
  it('names the uploaded and the published version, and can be cancelled', () => {
    expect(pendingPackageUpdate(updated())).toEqual({
      version: '4.8.2',
      publishedVersion: '4.8.1',
      cancellable: true,
    });
    expect(pendingPackageUpdate(updated({ review: 'REJECTED_UPDATE' }))?.cancellable).toBe(true);
  });

  it('is there to see but not to cancel while a review waits or the item is blocked', () => {
    expect(pendingPackageUpdate(updated({ review: 'IN_REVIEW' }))).toMatchObject({
      cancellable: false,
    });
    expect(pendingPackageUpdate(updated({ blocked: true }))?.cancellable).toBe(false);
  });

  it('is none without a published package or with the published one in the draft', () => {
    expect(pendingPackageUpdate(updated({ publishedPackage: null }))).toBeNull();
    expect(pendingPackageUpdate(updated({ package: null }))).toBeNull();
    expect(pendingPackageUpdate(updated({ package: packageInfo('live', '4.8.1') }))).toBeNull();
  });
});
