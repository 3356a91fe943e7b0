import { AppLink } from '../../components/app-link';
import { AlertIcon } from '../../components/icons';
import { StatusPanel } from '../../components/status-panel';
import { StoreLink } from '../../components/store-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { useStoreConfig } from '../../features/session';
import { useTranslation } from '../../i18n/react';

/** /unsupported — where browsers that cannot use the store are sent. */
export function UnsupportedPage() {
  const { t } = useTranslation();
  const config = useStoreConfig();
  useDocumentTitle(t('unsupported.title'));
  const download = config?.links.download;
  return (
    <StatusPanel
      icon={<AlertIcon size={30} />}
      title={t('unsupported.title')}
      message={t('unsupported.message')}
      testId="unsupported"
      headingLevel={1}
      actions={
        <>
          <StoreLink href={download} className="button button-primary" externalIconSize={16}>
            {t('unsupported.download')}
          </StoreLink>
          <AppLink to="/" className="button button-secondary">
            {t('unsupported.continue')}
          </AppLink>
        </>
      }
    />
  );
}
