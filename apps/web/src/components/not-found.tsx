import { useTranslation } from '../i18n/react';
import { useErrorText } from '../i18n/use-area';
import { AppLink } from './app-link';
import { LockIcon } from './icons';
import { StatusPanel } from './status-panel';
import { useDocumentTitle } from './use-document-title';

/**
 * "Unable to access": the address is wrong or the visitor may not see what it names. It usually
 * stands in for a whole page, so its title is the page's top heading unless told otherwise.
 */
export function NotFound({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  useDocumentTitle(t('notFound.title'));
  return (
    <StatusPanel
      icon={<LockIcon size={30} />}
      title={t('notFound.title')}
      message={errorText('NOT_FOUND')}
      testId="not-found"
      headingLevel={headingLevel}
      actions={
        <AppLink to="/" className="button button-primary" data-testid="not-found-home">
          {t('notFound.home')}
        </AppLink>
      }
    />
  );
}
