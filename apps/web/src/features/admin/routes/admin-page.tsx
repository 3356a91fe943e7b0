import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useSession } from '../../session';

/** /admin/* — moderation tools, for administrators only. */
export function AdminPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.isResolved) return <Spinner />;
  if (!session.isAdmin) return <NotFound />;
  return (
    <Page title={t('admin.title')} description={t('admin.description')} testId="admin-page">
      <EmptyState />
    </Page>
  );
}
