import { useCurrentHl } from '../../../components/app-link';
import { ExternalIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import { appendHl } from '../../../lib/language';
import styles from '../sidebar.module.css';

/** The item's full page in the store, in a new tab: where there is room for everything. */
export function OpenInStore({ extensionId }: { extensionId: string }) {
  const { t } = useTranslation();
  const hl = useCurrentHl();
  return (
    <a
      href={appendHl(`/detail/${extensionId}`, hl)}
      target="_blank"
      rel="noopener"
      className={`button button-secondary ${styles.openInStore}`}
      data-testid="sidebar-open-in-store"
    >
      {t('sidebar.openInStore')}
      <ExternalIcon size={16} />
      <span className="visually-hidden"> ({t('sidebar.opensInNewTab')})</span>
    </a>
  );
}
