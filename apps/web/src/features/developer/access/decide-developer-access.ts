import { isChildAge, type User } from '@lagoon/contract';
import { type CreatorState, hasAgreedToTerms } from '../../session/creator-state';

export const DEVELOPERS_ROOT = '/developers';
export const DASHBOARD_ITEM_TYPES = ['extensions', 'webapps'] as const;
export type DashboardItemType = (typeof DASHBOARD_ITEM_TYPES)[number];

export function isDashboardItemType(value: string | undefined): value is DashboardItemType {
  return (DASHBOARD_ITEM_TYPES as readonly (string | undefined)[]).includes(value);
}

export const DASHBOARD_PATH = `${DEVELOPERS_ROOT}/dashboard/extensions`;
export const REGISTER_PATH = `${DEVELOPERS_ROOT}/profile/new`;
export const EDIT_PROFILE_PATH = `${DEVELOPERS_ROOT}/profile/edit`;

export interface DeveloperAccessInput {
  /** Undefined while the user call runs; null when it failed. */
  user: User | null | undefined;
  /** Only read for a signed-in adult. */
  creator: CreatorState;
  /** The pathname under /developers. */
  path: string;
  /** The query of the current address ("?a=b" or ""), carried to the login portal and redirects. */
  search?: string;
}

export type DeveloperAccess =
  /** Still asking the server. */
  | { kind: 'wait' }
  /** A call failed; retrying may help, guessing would send the visitor to the wrong place. */
  | { kind: 'failed' }
  /** Anonymous: to the login portal, which sends the visitor back to returnPath. */
  | { kind: 'login'; returnPath: string }
  /** Age 1–13: the age-limit message, then the store home. */
  | { kind: 'child' }
  /** Another page of the developers section. */
  | { kind: 'redirect'; to: string }
  /** Show the page; needsTerms puts the terms dialog over it. */
  | { kind: 'allow'; needsTerms: boolean };

/** The part of the path after /developers, without leading or trailing slashes. */
function sectionSegments(path: string): string[] {
  const rest = path.startsWith(DEVELOPERS_ROOT) ? path.slice(DEVELOPERS_ROOT.length) : path;
  return rest.split('/').filter((segment) => segment !== '');
}

/**
 * The developers section guard as one decision: visitors log in first, children are
 * turned away, non-developers register, and addresses that depend on who is asking (the empty
 * path, profile/:task, dashboard) are forwarded to the one that fits.
 */
export function decideDeveloperAccess({
  user,
  creator,
  path,
  search = '',
}: DeveloperAccessInput): DeveloperAccess {
  if (user === undefined) return { kind: 'wait' };
  if (user === null) return { kind: 'failed' };
  if (!user.isAuthenticated) return { kind: 'login', returnPath: `${path}${search}` };
  if (isChildAge(user.age)) return { kind: 'child' };
  if (creator.status === 'pending') return { kind: 'wait' };
  if (creator.status === 'failed') return { kind: 'failed' };

  const isDeveloper = creator.status === 'developer';
  const redirect = (to: string): DeveloperAccess => ({ kind: 'redirect', to: `${to}${search}` });
  const [section, param, ...extra] = sectionSegments(path);

  if (section === undefined) return redirect(isDeveloper ? DASHBOARD_PATH : REGISTER_PATH);
  if (section === 'profile' && extra.length === 0) {
    const expected = isDeveloper ? 'edit' : 'new';
    if (param !== expected) return redirect(`${DEVELOPERS_ROOT}/profile/${expected}`);
  } else if (!isDeveloper) {
    return redirect(REGISTER_PATH);
  } else if (section === 'dashboard' && extra.length === 0 && !isDashboardItemType(param)) {
    return redirect(DASHBOARD_PATH);
  }

  return {
    kind: 'allow',
    needsTerms: creator.status === 'developer' && !hasAgreedToTerms(creator.creator),
  };
}
