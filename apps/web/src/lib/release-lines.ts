import type { ItemReleaseState } from '@lagoon/contract';

/**
 * What a staged release gives each group, in the order the store says it: the new version to the
 * pilot groups (by name), the held version to everyone else, and when it reaches everyone by
 * itself. Null while no release is staged (every browser receives the live version).
 */
export interface ReleaseLines {
  pilot: { version: string; groups: string[] };
  everyone: { version: string };
  /** When it promotes itself; null: only when someone promotes it. */
  promoteAt: string | null;
  /** Whether the one looking may promote it now. */
  mayPromote: boolean;
}

export function releaseLines(state: ItemReleaseState | null | undefined): ReleaseLines | null {
  const staged = state?.staged;
  if (!staged) return null;
  return {
    pilot: { version: staged.pilotVersion, groups: staged.pilotGroups.map((group) => group.name) },
    everyone: { version: staged.heldVersion },
    promoteAt: staged.promoteAt,
    mayPromote: staged.mayPromote,
  };
}
