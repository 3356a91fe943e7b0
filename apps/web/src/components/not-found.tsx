import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/use-area';
import { AppLink } from './app-link';
import { LockIcon } from './icons';
import { StatusPanel } from './status-panel';
import { useDocumentTitle } from './use-document-title';

/** "Unable to access": the address is wrong or the visitor may not see what it names. */
export function NotFound() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  useDocumentTitle(t('notFound.title'));
  return (
    <StatusPanel
      icon={<LockIcon size={30} />}
      title={t('notFound.title')}
      message={errorText('NOT_FOUND')}
      testId="not-found"
      actions={
        <AppLink to="/" className="button button-primary" data-testid="not-found-home">
          {t('notFound.home')}
        </AppLink>
      }
    />
  );
}
