import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { useSession } from '../../session';

/**
 * /developers/profile/:task? — the task follows the visitor, not the address: developers edit
 * their profile, everyone else registers (spec §2).
 */
export function ProfilePage({ requestedTask }: { requestedTask?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const task = requestedTask ?? params.task;
  const { isDeveloper } = useSession();
  const expected = isDeveloper ? 'edit' : 'new';
  if (task !== expected) return <AppNavigate to={`/developers/profile/${expected}`} />;
  const isNew = expected === 'new';
  return (
    <Page
      title={isNew ? t('developers.profile.newTitle') : t('developers.profile.editTitle')}
      description={
        isNew ? t('developers.profile.newDescription') : t('developers.profile.editDescription')
      }
      eyebrow={t('developers.title')}
      testId={isNew ? 'developer-register-page' : 'developer-profile-page'}
    >
      <EmptyState />
    </Page>
  );
}

/** /developers/profile/new */
export function RegisterProfilePage() {
  return <ProfilePage requestedTask="new" />;
}
