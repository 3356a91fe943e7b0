import type { ComponentPropsWithoutRef } from 'react';
import { UserIcon } from '../../components/icons';
import { useSession } from '../../features/session';
import { useTranslation } from '../../i18n/react';
import styles from './header.module.css';

/** The signed-in user's picture (or a silhouette), which opens the account menu. */
export function AccountButton(props: ComponentPropsWithoutRef<'button'>) {
  const { t } = useTranslation();
  const session = useSession();
  const nickname = session.user?.nickname ?? '';
  const label = nickname ? `${t('nav.account')}: ${nickname}` : t('nav.account');
  return (
    <button
      type="button"
      className={styles.user}
      aria-label={label}
      title={nickname || undefined}
      data-testid="user-chip"
      {...props}
    >
      {session.user?.profileImage ? (
        <img className={styles.avatar} src={session.user.profileImage} alt="" />
      ) : (
        <span className={`${styles.avatar} ${styles.avatarFallback}`}>
          <UserIcon size={18} />
        </span>
      )}
    </button>
  );
}
