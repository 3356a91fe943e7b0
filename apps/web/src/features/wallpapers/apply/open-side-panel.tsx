import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { type CompanionClient, isCompanionFailure } from '../../../lib/companion-client';
import { appendHl, readHl } from '../../../lib/language';
import styles from './apply.module.css';
import { connectCompanion, useCompanionId } from './connect';

/** Where the side panel opens an item: its page in the sidebar store, in this page's language. */
export function sidePanelPath(extensionId: string, search: string): string {
  return appendHl(`/sidebar/detail/${extensionId}`, readHl(search));
}

/**
 * "Open in side panel" on an item's page: the companion opens the browser's side panel on the
 * item's page in the sidebar store. Shown once the companion has answered, never inside the
 * sidebar store itself. Chromium opens the panel only in answer to a user gesture, so the
 * message leaves from the click handler with nothing awaited before it.
 */
export function OpenSidePanelButton({ extensionId }: { extensionId: string }) {
  const { t } = useTranslation();
  const companionId = useCompanionId();
  const { pathname, search } = useLocation();
  const inPanel = pathname === '/sidebar' || pathname.startsWith('/sidebar/');
  const [client, setClient] = useState<CompanionClient | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (inPanel || !companionId) return;
    let live = true;
    void connectCompanion(companionId).then((connected) => {
      if (live) setClient(connected);
    });
    return () => {
      live = false;
    };
  }, [companionId, inPanel]);

  if (!client || inPanel) return null;
  const open = () => {
    setFailed(false);
    void client
      .openSidePanel(sidePanelPath(extensionId, search))
      .then((reply) => setFailed(isCompanionFailure(reply)));
  };
  return (
    <>
      <button
        type="button"
        className="button button-ghost button-small"
        data-testid="open-side-panel"
        onClick={open}
      >
        {t('sidePanel.open')}
      </button>
      {failed && (
        <p className={styles.message} role="alert" data-testid="open-side-panel-error">
          {t('sidePanel.failed')}
        </p>
      )}
    </>
  );
}
