import { type ReactNode, useId } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import type { ProductListPage } from '../../catalog/api/get-extensions';
import styles from '../sidebar.module.css';
import { ProductRows } from './product-rows';

/** A titled part of a sidebar page, with an optional link or control beside its title. */
export function SidebarSection({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A short line in place of a list that is empty or could not be read (with a retry). */
export function ListNote({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  if (!failed) {
    return (
      <p className={styles.note} data-testid="sidebar-list-empty">
        {t('sidebar.listEmpty')}
      </p>
    );
  }
  return (
    <div className={styles.note} role="alert" data-testid="sidebar-list-failed">
      <span>{t('sidebar.listFailed')}</span>{' '}
      <button
        type="button"
        className="button button-ghost button-small"
        onClick={() => void revalidate()}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}

/** The rows of a list's first page, or what stands in their place. */
export function FirstPageRows({ list, testId }: { list: Read<ProductListPage>; testId: string }) {
  const products = list.data?.products ?? [];
  if (products.length === 0) return <ListNote failed={Boolean(list.error)} />;
  return <ProductRows products={products} testId={testId} />;
}
