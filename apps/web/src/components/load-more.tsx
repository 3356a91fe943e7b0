import { useTranslation } from '../i18n/react';
import styles from './load-more.module.css';

interface LoadMoreProps {
  onLoad: () => void;
  loading: boolean;
  testId?: string;
}

/** The button under a paged list that fetches the next page. */
export function LoadMore({ onLoad, loading, testId = 'load-more' }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.more}>
      <button
        type="button"
        className="button button-secondary"
        onClick={onLoad}
        disabled={loading}
        data-testid={testId}
      >
        {loading ? t('common.loading') : t('common.loadMore')}
      </button>
    </div>
  );
}
