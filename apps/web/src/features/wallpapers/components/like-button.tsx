import type { LikeState } from '@lagoon/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentHl } from '../../../components/app-link';
import { Icon, type IconProps } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import { useErrorText } from '../../../i18n/use-area';
import { isApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format-number';
import type { Read } from '../../../lib/read';
import { useLoadFetcher } from '../../../lib/use-load-fetcher';
import { useWrite } from '../../../lib/use-write';
import { goToLogin, usePortalUrls, useSession } from '../../session';
import { setLike } from '../api/likes';
import { likeStateHref } from '../loaders';
import styles from './like-button.module.css';

/** A heart, filled when `filled`. */
export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.6 8 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.6 3.5 4.5 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </Icon>
  );
}

/** How many times the visitor's like is asked for when a read is dropped before it ends. */
const LIKE_READ_ATTEMPTS = 3;

/** What a press shows at once, before the store answers: the like turned over. */
export function likeToggled(state: LikeState): LikeState {
  return state.liked
    ? { likeCount: Math.max(0, state.likeCount - 1), liked: false }
    : { likeCount: state.likeCount + 1, liked: true };
}

interface LikeButtonProps {
  extensionId: string;
  /** The count the page was drawn with: the catalog's, which may be a few seconds old. */
  likeCount: number;
  /** Blocked wallpapers take no new likes; a like given before may still be taken back. */
  blocked: boolean;
}

/**
 * The wallpaper's like: a toggle button with a heart and the count. A rendered page is drawn
 * for every visitor alike (no like, the catalog's count); once in the browser the button reads
 * the exact count and the visitor's own like through the like resource route. Pressing it turns
 * the like over at once and settles on what the store answers (back to where it was, with the
 * store's message, when it refuses). Signed-out visitors go to sign in and come back here.
 */
export function LikeButton({ extensionId, likeCount, blocked }: LikeButtonProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const location = useLocation();
  const hl = useCurrentHl();
  const portal = usePortalUrls();
  const [state, setState] = useState<LikeState>({ likeCount, liked: false });

  const fetcher = useLoadFetcher<Read<LikeState>>();
  const { load } = fetcher;
  // The read starts once the page is in the browser. The router may drop a read that is under
  // way when the whole page is read again (as the reviews do once the visitor is known): the
  // fetcher then ends idle with nothing read, and the read is asked again, a few times at most.
  const reads = useRef({ extensionId, count: 0 });
  const unread = fetcher.state === 'idle' && fetcher.data === undefined;
  useEffect(() => {
    if (reads.current.extensionId !== extensionId) reads.current = { extensionId, count: 0 };
    if (!unread || reads.current.count >= LIKE_READ_ATTEMPTS) return;
    reads.current.count += 1;
    void load(likeStateHref(extensionId));
  }, [unread, load, extensionId]);
  const fetched = fetcher.data?.data;
  // Once the visitor has pressed, the store's answers to the presses are the newest word: a
  // read that was under way before the press would turn the like back for a moment.
  const pressedOnce = useRef(false);
  useEffect(() => {
    if (fetched && !pressedOnce.current) setState(fetched);
  }, [fetched]);
  // Until the visitor's own like is known, a press could only guess which way to turn it.
  const known = fetcher.data !== undefined;

  const signIn = () => goToLogin(`${location.pathname}${location.search}`, hl, portal.loginUrl);
  // The answer is the exact count and like right after the change, so the page is not read
  // again: that would only re-read the item's cached answer and its reviews, neither of
  // which a like changes.
  const write = useWrite((liked: boolean) => setLike(extensionId, liked), {
    revalidate: false,
    onError: (error) => {
      if (isApiError(error) && error.code === 'LOGIN_REQUIRED') signIn();
    },
  });

  const signedOut = session.isResolved && !session.isAuthenticated;
  const busy = write.pending || (!signedOut && !known);
  const press = async () => {
    if (signedOut) return signIn();
    if (busy) return;
    pressedOnce.current = true;
    const before = state;
    setState(likeToggled(before));
    const answer = await write.run(!before.liked);
    setState(answer ?? before);
  };

  // A failed read leaves the rendered count and says why; a press still works.
  const error = write.error ?? fetcher.data?.error;
  return (
    <span className={styles.like}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={state.liked}
        aria-busy={busy || undefined}
        title={signedOut ? t('wallpapers.likeSignIn') : undefined}
        disabled={blocked && !state.liked}
        onClick={() => void press()}
        data-testid="wallpaper-like"
      >
        <HeartIcon filled={state.liked} size={18} className={styles.heart} />
        <span data-testid="wallpaper-likes" data-count={state.likeCount}>
          {t('wallpapers.likes', { value: formatNumber(state.likeCount, i18n.language) })}
        </span>
      </button>
      {error && (
        <span className={styles.error} role="alert" data-testid="wallpaper-like-error">
          {errorText(isApiError(error) ? error.code : 'INTERNAL_ERROR')}
        </span>
      )}
    </span>
  );
}
