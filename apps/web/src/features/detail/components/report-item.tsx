import type { Language, Product } from '@lagoon/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentHl } from '../../../components/app-link';
import { Icon, type IconProps } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import { loadChunk } from '../../../lib/chunk-load';
import { goToLogin, loginUrl, usePortalUrls, useSession } from '../../session';
import type { ItemReportOutcome } from '../item-report-form';
import styles from './report-item.module.css';

const ReportItemDialog = lazy(() => loadChunk(() => import('./report-item-dialog')));

/** A flag on a pole: reporting. */
function FlagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 21V4" />
      <path d="M5 4h11l-2 4 2 4H5" />
    </Icon>
  );
}

/**
 * "Report this item", low on an item's page: it opens the report dialog for a signed-in
 * visitor and sends a signed-out one to sign in, back to this page. The page is drawn the same
 * for every visitor, so whether this visitor already reported the item is learned when they
 * send a report: the store answers ITEM_ALREADY_REPORTED, and the dialog says so. After either
 * outcome the link gives way to a line saying the item is reported, for the rest of the visit.
 * The dialog is a chunk of its own, loaded the first time it opens. Blocked items take no
 * reports, so they have no link.
 */
export function ReportItem({
  product,
  name,
  signInElsewhere,
}: {
  product: Product;
  name: string;
  /**
   * Signing in opens the portal in a new tab that comes back to this address, and this page
   * stays: for the sidebar store, framed in the browser's side panel, where the portal refuses
   * to be shown (as its ratings do). By default signing in leaves this page and comes back.
   */
  signInElsewhere?: string;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const hl = useCurrentHl();
  const portal = usePortalUrls();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [outcome, setOutcome] = useState<ItemReportOutcome | null>(null);
  // A press before the visitor's session is known is answered once it is.
  const [waiting, setWaiting] = useState(false);
  const signedOut = session.isResolved && !session.isAuthenticated;
  const returnPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!waiting || !session.isResolved) return;
    setWaiting(false);
    if (signedOut) {
      signIn(signInElsewhere ?? returnPath, hl, portal.loginUrl, signInElsewhere !== undefined);
      return;
    }
    setWanted(true);
    setOpen(true);
  }, [waiting, session.isResolved, signedOut, returnPath, hl, portal.loginUrl, signInElsewhere]);

  if (product.blocked) return null;

  return (
    <div className={styles.report} data-testid="report-item">
      {outcome ? (
        <p className={styles.reported} role="status" data-testid="report-item-done">
          <FlagIcon size={16} />
          {t('itemReports.reported')}
        </p>
      ) : (
        <button
          type="button"
          className={`button button-ghost button-small ${styles.open}`}
          aria-haspopup={signedOut ? undefined : 'dialog'}
          title={signedOut ? t('itemReports.signIn') : undefined}
          onClick={() =>
            // A new tab is opened within the press itself, where browsers allow it.
            signedOut && signInElsewhere !== undefined
              ? signIn(signInElsewhere, hl, portal.loginUrl, true)
              : setWaiting(true)
          }
          data-testid="report-item-open"
        >
          <FlagIcon size={16} />
          {t('itemReports.open')}
        </button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <ReportItemDialog
            extensionId={product.extensionId}
            itemName={name}
            open={open}
            onClose={() => setOpen(false)}
            onOutcome={setOutcome}
          />
        </Suspense>
      )}
    </div>
  );
}

/** To the login portal, coming back to returnPath: in this tab, or in a new one. */
function signIn(returnPath: string, hl: Language | null, portalUrl: string, newTab: boolean) {
  if (!newTab) return goToLogin(returnPath, hl, portalUrl);
  const href = loginUrl(returnPath, hl, portalUrl, window.location.origin);
  window.open(href, '_blank', 'noopener');
}
