import { useParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { ProductIcon } from '../../../components/product/product-icon';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import styles from '../outside.module.css';
import { useGroupOutsideItem } from '../use-group-outside';

/**
 * /outside/:extensionId: an item from elsewhere as the visitor's browser group offers it: its
 * name, icon, description and source, what the group's policy does with it, and a link to get
 * it where it lives. Only for a managed browser whose group allows, pre-installs or requires it.
 */
export function OutsidePage() {
  const { t, i18n } = useTranslation();
  const extensionId = useParams().extensionId ?? '';
  const read = useGroupOutsideItem(extensionId, i18n.language);
  const item = read.state === 'ready' ? read.data : null;
  useDocumentTitle(item?.name ?? t('outside.section.title'));
  let body: React.ReactNode;
  if (read.state === 'pending') body = <Spinner />;
  else if (read.state === 'unmanaged') body = <EmptyState message={t('outside.unmanaged')} />;
  else if (read.state === 'failed') {
    body =
      isApiError(read.error) && read.error.code === 'OUTSIDE_ITEM_NOT_FOUND' ? (
        <EmptyState message={t('outside.notFound')} />
      ) : (
        <ErrorState error={read.error} />
      );
  } else {
    const shown = read.data;
    body = (
      <div className={styles.detail} data-testid="outside-detail">
        <div className={styles.header}>
          <ProductIcon src={shown.icon} name={shown.name} size={96} />
          <div className={styles.text}>
            <span className={styles.badges}>
              <span className={styles.badge} data-testid="outside-source">
                {t('outside.from', { source: shown.source })}
              </span>
              <span className={styles.badge} data-tone="primary" data-testid="outside-mode">
                {t(`outside.mode.${shown.mode}`)}
              </span>
            </span>
          </div>
        </div>
        {shown.description && <p>{shown.description}</p>}
        <p className={styles.hint}>
          {t(`outside.modeText.${shown.mode}`, { source: shown.source })}
        </p>
        {shown.pageUrl ? (
          <div>
            <a
              href={shown.pageUrl}
              className="button button-primary"
              target="_blank"
              rel="noopener noreferrer"
              data-testid="outside-get"
            >
              {shown.mode === 'allowed'
                ? t('outside.get', { source: shown.source })
                : t('outside.open', { source: shown.source })}
            </a>
          </div>
        ) : (
          <p className={styles.hint}>{t('outside.noPage')}</p>
        )}
      </div>
    );
  }
  return (
    <Page
      title={item?.name ?? t('outside.section.title')}
      eyebrow={<AppLink to="/extensions">{t('outside.back')}</AppLink>}
      testId="outside-page"
    >
      {body}
    </Page>
  );
}
