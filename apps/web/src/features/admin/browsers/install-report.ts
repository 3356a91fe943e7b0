import {
  type ErrorCode,
  type InstallProblem,
  type InstallState,
  isInstallFlagged,
  type VersionInstalls,
} from '@lagoon/contract';

/**
 * The install report as the console shows it (the item's case and the Browsers page): pure
 * functions from the server's counts to what a row says, so the components only render.
 */

/** How a version's install state is shown: its words and the badge's tone. */
export function installStateBadge(state: InstallState): {
  labelKey: `admin.installs.state.${InstallState}`;
  tone: 'danger' | 'primary' | undefined;
} {
  const tone = state === 'notReported' ? 'danger' : state === 'installed' ? 'primary' : undefined;
  return { labelKey: `admin.installs.state.${state}`, tone };
}

/** A likely reason as a message of the catalog: its key and the values it names. */
export type ProblemMessage =
  | {
      key: Exclude<
        `admin.installs.problems.${InstallProblem['code']}`,
        'admin.installs.problems.notInstallable'
      >;
      values: Record<string, string>;
    }
  | { key: `errors.${ErrorCode}`; values: Record<string, string> };

export function problemMessage(problem: InstallProblem): ProblemMessage {
  switch (problem.code) {
    case 'notInstallable':
      // The same words as the refused install-policy choice: why browsers are not offered it.
      return { key: `errors.${problem.refusal}`, values: {} };
    case 'blockedPermissions':
      return {
        key: 'admin.installs.problems.blockedPermissions',
        values: { permissions: problem.permissions.join(', '), groups: problem.groups.join(', ') },
      };
    default:
      return { key: `admin.installs.problems.${problem.code}`, values: {} };
  }
}

/**
 * What an item's report says in one line, from its versions (newest first): the version
 * downloaded but never reported installed (flagged), one still within the grace time, one that
 * browsers report installed, or nothing downloaded in the report's days.
 */
export type InstallHeadline =
  | { kind: 'flagged'; version: VersionInstalls }
  | { kind: 'pending'; version: VersionInstalls }
  | { kind: 'installed'; version: VersionInstalls }
  | { kind: 'quiet' };

export function installHeadline(versions: readonly VersionInstalls[]): InstallHeadline {
  const newest = versions.find((version) => version.downloads > 0);
  if (newest && isInstallFlagged(versions)) return { kind: 'flagged', version: newest };
  if (newest?.state === 'pending') return { kind: 'pending', version: newest };
  const installed = versions.find((version) => version.state === 'installed');
  return installed ? { kind: 'installed', version: installed } : { kind: 'quiet' };
}
