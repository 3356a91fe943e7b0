import type { Creator, User } from '@lagoon/contract';
import { isChildAge } from '@lagoon/contract';
import { useSessionData } from './api/session-data';
import { type CreatorState, readCreatorState } from './creator-state';

export interface Session {
  /** False until the user (and, when logged in, the creator profile) has been asked for. */
  isResolved: boolean;
  user: User | null;
  /** The user call failed; the rest of the session reads it as an anonymous visit. */
  userError: unknown;
  isAuthenticated: boolean;
  isChild: boolean;
  isAdmin: boolean;
  creator: Creator | null;
  /** The creator call's answer, telling "not a developer" apart from a failed call. */
  creatorState: CreatorState;
  /** A registered creator; any failure of the creator call means no. */
  isDeveloper: boolean;
}

/**
 * Who is visiting. A failed user call is read as an anonymous visit so the store stays usable
 * while the account service is down.
 */
export function useSession(): Session {
  const data = useSessionData();
  const user = data?.user.data ?? null;
  const isAuthenticated = user?.isAuthenticated === true;
  const creatorState: CreatorState = isAuthenticated
    ? readCreatorState(data?.creator ?? undefined)
    : { status: 'none' };
  const creator = creatorState.status === 'developer' ? creatorState.creator : null;
  return {
    isResolved: data !== undefined,
    user,
    userError: data?.user.error ?? null,
    isAuthenticated,
    isChild: isAuthenticated && isChildAge(user?.age),
    isAdmin: isAuthenticated && user?.isAdmin === true,
    creator,
    creatorState,
    isDeveloper: creator !== null,
  };
}
