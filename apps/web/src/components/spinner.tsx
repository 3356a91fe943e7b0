import { useTranslation } from '../i18n/react';
import styles from './spinner.module.css';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" data-testid="spinner">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
