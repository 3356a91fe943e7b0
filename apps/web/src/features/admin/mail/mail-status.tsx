import type { MailStatus } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';

/** The colour a status is drawn in: sent is done, failed needs a look, the rest wait. */
const TONES: Record<MailStatus, 'primary' | 'accent' | 'danger' | undefined> = {
  sent: 'primary',
  queued: 'accent',
  failed: 'danger',
  kept: undefined,
};

/** A mail's status as a badge. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-tone={TONES[status]} data-testid="mail-status">
      {t(`admin.mail.statuses.${status}`)}
    </span>
  );
}
