import type {
  FileDiff,
  PackageChanges,
  PackageFileView,
  PackageTree,
  ReviewFlags,
  ReviewPackageChoice,
  ReviewQueueFlags,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** The reviewers' code viewer calls, under /admin/api/reviews/{id}/ (see contract code-review.ts). */

const base = (extensionId: string) => `/admin/api/reviews/${encodeURIComponent(extensionId)}`;

/** GET …/files: the files of the submitted (or the published) package. */
export function getPackageTree(
  extensionId: string,
  choice: ReviewPackageChoice | null,
  signal?: AbortSignal,
): Promise<PackageTree> {
  return api.get<PackageTree>(`${base(extensionId)}/files`, {
    query: { package: choice ?? undefined },
    signal,
  });
}

/** GET …/file: one file of that package, as text, an image, or named binary or too large. */
export function getPackageFile(
  extensionId: string,
  choice: ReviewPackageChoice | null,
  path: string,
  signal?: AbortSignal,
): Promise<PackageFileView> {
  return api.get<PackageFileView>(`${base(extensionId)}/file`, {
    query: { package: choice ?? undefined, path },
    signal,
  });
}

/** GET …/changes: files added, removed and changed from the published to the submitted package. */
export function getPackageChanges(
  extensionId: string,
  signal?: AbortSignal,
): Promise<PackageChanges> {
  return api.get<PackageChanges>(`${base(extensionId)}/changes`, { signal });
}

/** GET …/diff: one file's line diff. */
export function getFileDiff(
  extensionId: string,
  path: string,
  signal?: AbortSignal,
): Promise<FileDiff> {
  return api.get<FileDiff>(`${base(extensionId)}/diff`, { query: { path }, signal });
}

/** GET …/flags: what the submitted package raises, and the change log visitors will see. */
export function getReviewFlags(extensionId: string, signal?: AbortSignal): Promise<ReviewFlags> {
  return api.get<ReviewFlags>(`${base(extensionId)}/flags`, { signal });
}

/** GET /admin/api/review-flags: the flags of every item in review, for the queue's rows. */
export function getReviewQueueFlags(signal?: AbortSignal): Promise<ReviewQueueFlags> {
  return api.get<ReviewQueueFlags>('/admin/api/review-flags', { signal });
}
