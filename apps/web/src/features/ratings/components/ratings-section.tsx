import type { ProductDetail, RatingPage } from '@lagoon/contract';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { useCurrentHl } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { isNotFoundError } from '../../../lib/api-error';
import { loadChunk } from '../../../lib/chunk-load';
import type { Read } from '../../../lib/read';
import { useLoadFetcher } from '../../../lib/use-load-fetcher';
import { goToLogin, loginUrl, usePortalUrls, useSession } from '../../session';
import { raterState } from '../rater-state';
import { FIRST_VIEW, pageCount, type RatingView, ratingsHref, sameView } from '../rating-view';
import type { RatingDialog } from './rating-dialogs';
import { RatingFormArea } from './rating-form';
import { RatingList } from './rating-list';
import { RatingSummaryView } from './rating-summary';
import styles from './ratings.module.css';

const RatingDialogs = lazy(() => loadChunk(() => import('./rating-dialogs')));

interface RatingsSectionProps {
  product: ProductDetail;
  /** The loader's read: the summary and the newest ratings. */
  first: Read<RatingPage>;
  /** The loader read them anonymously (on the server). */
  anonymous: boolean;
  /**
   * Signing in opens the portal in a new tab that comes back to this address, and this page
   * stays: for the sidebar store, framed in the browser's side panel, where the portal refuses
   * to be shown. By default signing in leaves this page and comes back to it.
   */
  signInElsewhere?: string;
}

/**
 * The visitors' ratings and reviews of an item, under its description: the summary with a bar
 * per score, the form (or what stands in its place) and the reviews in the chosen order.
 *
 * The page's loader reads the summary and the newest reviews with the item, so a rendered page
 * carries them. Another order, score or page is read through the ratings resource route by a
 * fetcher, leaving the item and the scroll position alone. Every write revalidates, which reads
 * the loader's first page and the fetcher's current one again, so the summary and the list
 * follow. A rendered page was read anonymously: once the session says the visitor is signed in,
 * the page is read again (once) for their own rating and marks.
 */
export function RatingsSection({
  product,
  first,
  anonymous,
  signInElsewhere,
}: RatingsSectionProps) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const hl = useCurrentHl();
  const portal = usePortalUrls();
  const { revalidate } = useRevalidator();
  const fetcher = useLoadFetcher<Read<RatingPage>>();
  const [view, setView] = useState<RatingView>(FIRST_VIEW);
  const [justPosted, setJustPosted] = useState(false);
  const [dialog, setDialog] = useState<RatingDialog | null>(null);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const listHead = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const extensionId = product.extensionId;

  const readAgain = useRef(false);
  useEffect(() => {
    if (anonymous && session.isAuthenticated && !readAgain.current) {
      readAgain.current = true;
      void revalidate();
    }
  }, [anonymous, session.isAuthenticated, revalidate]);

  const isFirst = sameView(view, FIRST_VIEW);
  // Until another view's page arrives, the one on screen stays, marked busy.
  const shown = isFirst ? first : (fetcher.data ?? first);
  const busy = !isFirst && (fetcher.state !== 'idle' || fetcher.data === undefined);
  const summary = first.data?.summary ?? shown.data?.summary;
  const mine = (first.data ?? shown.data)?.mine ?? null;
  const state = raterState(product, session, !anonymous, mine);

  const changeView = (next: RatingView) => {
    setView(next);
    if (!sameView(next, FIRST_VIEW)) void fetcher.load(ratingsHref(extensionId, next));
  };
  const returnPath = `${location.pathname}${location.search}`;
  const signInPath = signInElsewhere ?? returnPath;
  const signIn = () => {
    if (!signInElsewhere) return goToLogin(returnPath, hl, portal.loginUrl);
    const href = loginUrl(signInPath, hl, portal.loginUrl, window.location.origin);
    window.open(href, '_blank', 'noopener');
  };
  const openDialog = (next: RatingDialog) => {
    setDialogsWanted(true);
    setDialog(next);
  };

  // Ratings of an item visitors cannot rate (not live) are nobody's business here.
  if (first.error && isNotFoundError(first.error)) return null;

  return (
    <section
      id="ratings"
      className={styles.section}
      aria-labelledby={titleId}
      data-testid="ratings-section"
    >
      <h2 id={titleId} className={styles.title}>
        {t('ratings.title')}
      </h2>
      {summary ? (
        <RatingSummaryView
          summary={summary}
          score={view.score}
          onScore={(score) => changeView({ ...view, score, page: 0 })}
        />
      ) : (
        <div className={styles.loadFailed} role="alert" data-testid="ratings-error">
          <p>{t('ratings.loadFailed')}</p>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void revalidate()}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      <RatingFormArea
        extensionId={extensionId}
        state={state}
        mine={mine}
        justPosted={justPosted}
        loginHref={
          state === 'signed-out'
            ? loginUrl(signInPath, hl, portal.loginUrl, window.location.origin)
            : null
        }
        loginInNewTab={signInElsewhere !== undefined}
        onPosted={() => {
          setJustPosted(true);
          // The new rating is the newest: show it first.
          setView(FIRST_VIEW);
        }}
        onDelete={() => openDialog({ kind: 'delete' })}
      />
      {shown.data && (
        <RatingList
          extensionId={extensionId}
          view={view}
          ratings={shown.data.ratings}
          page={view.page}
          pages={pageCount(shown.data.totalCount, shown.data.size)}
          busy={busy}
          headRef={listHead}
          actions={{
            signedIn: session.isAuthenticated,
            closed: product.blocked,
            onSignIn: signIn,
            onReport: (rating) => openDialog({ kind: 'report', ratingId: rating.ratingId }),
            onDelete: () => openDialog({ kind: 'delete' }),
          }}
          onSort={(sort) => changeView({ ...view, sort, page: 0 })}
          onScore={(score) => changeView({ ...view, score, page: 0 })}
          onPage={(page) => {
            changeView({ ...view, page });
            // The next page starts at the top of the list, wherever the button was.
            const head = listHead.current;
            if (head && head.getBoundingClientRect().top < 0) head.scrollIntoView();
          }}
        />
      )}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <RatingDialogs
            extensionId={extensionId}
            dialog={dialog}
            onClose={() => setDialog(null)}
            onDeleted={() => setJustPosted(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
