import {
  type ErrorCode,
  newVersionProblem,
  type PublishedVersion,
  type RollbackPlan,
} from '@lagoon/contract';

/**
 * The rollback dialog's rules as pure functions: which versions offer "Roll back to this
 * version", and what the new version field says while the person types, with the contract's
 * rule (the server checks the same one).
 */

/** Whether a version of the history can be rolled back to: published before, not the live one. */
export function canRollBackTo(plan: RollbackPlan, entry: PublishedVersion): boolean {
  return plan.refusal === null && !entry.current && entry.version !== plan.liveVersion;
}

/** What is wrong with the typed new version, as an error code with words; null when it is fine. */
export function newVersionError(typed: string, plan: RollbackPlan): ErrorCode | null {
  return newVersionProblem(typed.trim(), plan.highestVersion);
}

/** The value the field starts with: the store's proposal, or nothing when it has none. */
export function initialNewVersion(plan: RollbackPlan): string {
  return plan.proposedVersion ?? '';
}
