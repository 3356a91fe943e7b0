import { useParams } from 'react-router';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../session';
import { WithdrawButton } from '../components/withdraw-dialog';
import { MailPreferencesSection } from '../mail/mail-preferences-section';
import { CreatorForm } from '../profile/creator-form';
import styles from '../profile/creator-form.module.css';

/**
 * /developers/profile/:task? — the task follows the visitor, not the address: developers edit
 * their profile, everyone else registers. The guard forwards to the task that fits;
 * this page renders it.
 */
export function ProfilePage({ requestedTask }: { requestedTask?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const task = requestedTask ?? params.task;
  const { isDeveloper, creator } = useSession();
  const expected = isDeveloper ? 'edit' : 'new';
  // The guard forwards a mismatched task; until it has (or while it holds still after a
  // registration) there is nothing right to show.
  if (task !== expected) return <Spinner />;
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
      <CreatorForm key={creator?.creatorId ?? 'new'} mode={expected} creator={creator} />
      {!isNew && <MailPreferencesSection email={creator?.email ?? null} />}
      {!isNew && (
        <section className={styles.danger} data-testid="withdraw-section">
          <div className={styles.cardHeader}>
            <h2 className={styles.dangerTitle}>{t('developers.profile.dangerTitle')}</h2>
            <p className={styles.cardDescription}>{t('developers.profile.dangerDescription')}</p>
          </div>
          <WithdrawButton />
        </section>
      )}
    </Page>
  );
}

/** /developers/profile/new */
export function RegisterProfilePage() {
  return <ProfilePage requestedTask="new" />;
}
