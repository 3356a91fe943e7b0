import { RELEASE_ACTIONS, type ReleaseAction } from '@lagoon/contract';

export function isReleaseAction(action: string): action is ReleaseAction {
  return (RELEASE_ACTIONS as readonly string[]).includes(action);
}

/** What the log kept of a rollback: the versions, and whether a developer or an administrator. */
export interface ReleaseEntryFacts {
  /** The version browsers had before. */
  fromVersion: string | null;
  /** The earlier version whose package was brought back. */
  version: string | null;
  /** The version it is served under now. */
  newVersion: string | null;
  by: 'developer' | 'administrator' | null;
}

/** Reads a rollback's log details; what is missing or malformed is null. */
export function releaseEntryFacts(details: Record<string, unknown> | null): ReleaseEntryFacts {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const by = details?.by;
  return {
    fromVersion: text(details?.fromVersion),
    version: text(details?.version),
    newVersion: text(details?.newVersion),
    by: by === 'developer' || by === 'administrator' ? by : null,
  };
}
