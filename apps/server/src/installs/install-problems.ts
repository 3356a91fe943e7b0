import type { InstallPolicyRefusal, InstallProblem, InstallState } from '@lagoon/contract';

/** A browser group's blocked permissions as they apply to one item (its entry's list, else the group's). */
export interface GroupPermissionBlock {
  group: string;
  blocked: readonly string[];
}

/**
 * The permissions a package asks for that groups block, and the groups that block them, each
 * once and sorted. Chromium refuses to install an extension asking for a blocked permission.
 */
export function blockedPermissionsOf(
  requested: readonly string[],
  blocks: readonly GroupPermissionBlock[],
): { permissions: string[]; groups: string[] } {
  const asked = new Set(requested);
  const permissions = new Set<string>();
  const groups = new Set<string>();
  for (const block of blocks) {
    const hit = block.blocked.filter((permission) => asked.has(permission));
    for (const permission of hit) permissions.add(permission);
    if (hit.length > 0) groups.add(block.group);
  }
  return { permissions: [...permissions].sort(), groups: [...groups].sort() };
}

/** What the store knows of an item and one of its versions that can explain failed installs. */
export interface ProblemFacts {
  blocked: boolean;
  /** Why browsers could not install the item by policy now (db/install-refusal.ts); null: they could. */
  refusal: InstallPolicyRefusal | null;
  /** The version's package's manifest_version; null when the store has no package of it. */
  manifestVersion: number | null;
  /** Permissions the package asks for that browser groups' policies block, and those groups. */
  blockedPermissions: { permissions: readonly string[]; groups: readonly string[] };
  downloads: number;
  pageDownloads: number;
}

/**
 * The likely reasons installs of a version failed, most telling first; none for a version
 * browsers report installed or never downloaded. The store can only name what it knows of:
 * what happened inside a browser (a full disk, a refused prompt, a policy it did not write)
 * stays unknown.
 */
export function installProblems(facts: ProblemFacts, state: InstallState): InstallProblem[] {
  if (state !== 'notReported' && state !== 'pending') return [];
  const problems: InstallProblem[] = [];
  if (facts.blocked) problems.push({ code: 'blocked' });
  if (facts.refusal) problems.push({ code: 'notInstallable', refusal: facts.refusal });
  if (facts.manifestVersion === 2) problems.push({ code: 'manifestV2' });
  const { permissions, groups } = facts.blockedPermissions;
  if (permissions.length > 0) {
    problems.push({
      code: 'blockedPermissions',
      permissions: [...permissions],
      groups: [...groups],
    });
  }
  if (facts.downloads > 0 && facts.pageDownloads === facts.downloads) {
    problems.push({ code: 'storePageOnly' });
  }
  return problems;
}
