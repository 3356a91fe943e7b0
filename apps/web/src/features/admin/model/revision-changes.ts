import type { AuditEntry, ReviewCase, ReviewState } from '@lagoon/contract';

/**
 * What changed in a review case between the revision a reviewer saw and the one the server
 * has now, for the notice the case page shows when a decision was refused with
 * REVIEW_REVISION_CHANGED.
 */
export type RevisionChange =
  | { kind: 'review'; before: ReviewState; after: ReviewState }
  | { kind: 'package'; before: string | null; after: string | null }
  | { kind: 'access'; added: string[] }
  | { kind: 'listing'; fields: string[] }
  | { kind: 'blocked'; now: boolean }
  | { kind: 'private'; now: boolean }
  | { kind: 'event'; entry: AuditEntry };

/** Fields of the case's change list that describe the package (shown as one package line). */
const PACKAGE_FIELDS = new Set(['version', 'permissions', 'hostPermissions', 'warnings']);

function packageLabel(item: ReviewCase): string | null {
  const pkg = item.package ?? item.publishedPackage;
  return pkg ? pkg.version : null;
}

function packageKey(item: ReviewCase): string | null {
  return (item.package ?? item.publishedPackage)?.sha256 ?? null;
}

function access(item: ReviewCase): Set<string> {
  const pkg = item.package ?? item.publishedPackage;
  return new Set([...(pkg?.permissions ?? []), ...(pkg?.hostPermissions ?? [])]);
}

/** The draft's value of every listing field the case compares, by field id. */
function draftValues(item: ReviewCase): Map<string, string | null> {
  return new Map(
    item.changes
      .filter((change) => !PACKAGE_FIELDS.has(change.field))
      .map((change) => [change.field, change.after]),
  );
}

/**
 * The differences between the case as seen and as it is now: the review state, the package
 * (another file: its version, and any access it gained), the listing fields whose draft
 * value changed, the block and private flags, and what the log recorded in between, oldest
 * first.
 */
export function revisionChanges(seen: ReviewCase, now: ReviewCase): RevisionChange[] {
  const changes: RevisionChange[] = [];
  if (seen.review !== now.review) {
    changes.push({ kind: 'review', before: seen.review, after: now.review });
  }
  if (packageKey(seen) !== packageKey(now)) {
    changes.push({ kind: 'package', before: packageLabel(seen), after: packageLabel(now) });
    const before = access(seen);
    const added = [...access(now)].filter((entry) => !before.has(entry)).sort();
    if (added.length > 0) changes.push({ kind: 'access', added });
  }
  const before = draftValues(seen);
  const after = draftValues(now);
  const fields = [...new Set([...before.keys(), ...after.keys()])]
    .filter((field) => before.get(field) !== after.get(field))
    .sort();
  if (fields.length > 0) changes.push({ kind: 'listing', fields });
  if (seen.blocked !== now.blocked) changes.push({ kind: 'blocked', now: now.blocked });
  if (seen.isPrivate !== now.isPrivate) changes.push({ kind: 'private', now: now.isPrivate });
  const known = new Set(seen.history.map((entry) => entry.id));
  const events = now.history.filter((entry) => !known.has(entry.id)).reverse();
  for (const entry of events) changes.push({ kind: 'event', entry });
  return changes;
}
