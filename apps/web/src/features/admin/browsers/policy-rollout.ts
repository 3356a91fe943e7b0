import type { PolicyRollout } from '@lagoon/contract';

/**
 * Which copy of a group's policy file its browsers run, as the console shows it: pure
 * functions from the server's counts to what the list and the group's page say, so the
 * components only render.
 */

/** No reports to go by, every browser that reported on the current file, or some behind. */
export type RolloutState = 'none' | 'current' | 'behind';

export function rolloutState(rollout: PolicyRollout | null): RolloutState {
  if (!rollout || rollout.reported === 0) return 'none';
  return rollout.behind > 0 ? 'behind' : 'current';
}

/** The groups list's words for a group's rollout: a message key and its values. */
export type RolloutSummary =
  | { key: 'admin.groups.policyRollout.none'; values: Record<string, never> }
  | { key: 'admin.groups.policyRollout.allCurrent'; values: { count: number } }
  | { key: 'admin.groups.policyRollout.behindCount'; values: { count: number; reported: number } };

export function rolloutSummary(rollout: PolicyRollout | null): RolloutSummary {
  const state = rolloutState(rollout);
  if (!rollout || state === 'none') return { key: 'admin.groups.policyRollout.none', values: {} };
  if (state === 'current') {
    return { key: 'admin.groups.policyRollout.allCurrent', values: { count: rollout.reported } };
  }
  return {
    key: 'admin.groups.policyRollout.behindCount',
    values: { count: rollout.behind, reported: rollout.reported },
  };
}
