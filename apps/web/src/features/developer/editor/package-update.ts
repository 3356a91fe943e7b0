import { type CreatorItemDetail, canTransition } from '@lagoon/contract';
import { hasPackageUpdate } from './editor-model';

/** A modified package waiting in the draft to replace the published one. */
export interface PendingPackageUpdate {
  /** The uploaded package's version. */
  version: string;
  /** The version visitors install now, which the update would replace. */
  publishedVersion: string;
  /**
   * Whether "Cancel file update" applies now, by the review machine: not while a review request
   * waits for a reviewer, nor on an item an administrator blocked.
   */
  cancellable: boolean;
}

/** The package update the editor shows and offers to cancel, or null when there is none. */
export function pendingPackageUpdate(
  item: Pick<CreatorItemDetail, 'package' | 'publishedPackage' | 'review' | 'blocked' | 'hasDraft'>,
): PendingPackageUpdate | null {
  if (!item.package || !item.publishedPackage || !hasPackageUpdate(item)) return null;
  return {
    version: item.package.version,
    publishedVersion: item.publishedPackage.version,
    cancellable: canTransition('cancelFileUpdate', {
      review: item.review,
      blocked: item.blocked,
      // Whether a reviewer turned the published product private plays no part here.
      isPrivate: false,
      hasPublished: true,
      hasDraft: item.hasDraft,
    }),
  };
}
