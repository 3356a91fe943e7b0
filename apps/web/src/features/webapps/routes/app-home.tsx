import { useTranslation } from 'react-i18next';
import { AppNavigate } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useNotebookEdition } from '../../session';

/** /whaleapps — web apps exist only in the notebook edition; elsewhere the address goes home. */
export function AppHome() {
  const { t } = useTranslation();
  const notebook = useNotebookEdition();
  if (notebook === undefined) return <Spinner />;
  if (!notebook) return <AppNavigate to="/" />;
  return (
    <Page title={t('webApps.title')} description={t('webApps.description')} testId="app-home">
      <EmptyState />
    </Page>
  );
}
