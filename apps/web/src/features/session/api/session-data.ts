import type { Creator, User } from '@lagoon/contract';
import { useEffect } from 'react';
import { type Read, read } from '../../../lib/read';
import { useLoadFetcher } from '../../../lib/use-load-fetcher';
import { getCreator } from './get-creator';
import { getUser } from './get-user';

/** The address of the session's resource route (no page: only its loader is used). */
export const SESSION_PATH = '/_data/session';
/** Every component reading the session shares the one fetcher with this key. */
const SESSION_FETCHER_KEY = 'session';

export interface SessionData {
  user: Read<User>;
  /** The developer profile; null when the visitor is not signed in. */
  creator: Read<Creator> | null;
}

/**
 * Who is visiting and, when signed in, their developer profile (only asked for then). A
 * refusal of the profile is an answer ("not a developer"), so it is not asked twice.
 */
export async function loadSession({ request }: { request: Request }): Promise<SessionData> {
  const user = await read(() => getUser(request.signal), { signal: request.signal });
  if (!user.data?.isAuthenticated) return { user, creator: null };
  const creator = await read(() => getCreator(request.signal), { retry: false });
  return { user, creator };
}

/**
 * The session as read so far, undefined until the first answer. It is never read on the
 * server: a rendered page is the same for every visitor. The browser reads it once the app has
 * taken over (useLoadSession), and again whenever the router revalidates after a write, so a
 * change of profile or of rights shows everywhere at once.
 */
export function useSessionData(): SessionData | undefined {
  return useLoadFetcher<SessionData>({ key: SESSION_FETCHER_KEY }).data;
}

/** Starts reading the session once, from the shell that every page has. */
export function useLoadSession(): void {
  const fetcher = useLoadFetcher<SessionData>({ key: SESSION_FETCHER_KEY });
  const { load } = fetcher;
  const started = fetcher.data !== undefined || fetcher.state !== 'idle';
  useEffect(() => {
    if (!started) void load(SESSION_PATH);
  }, [started, load]);
}
