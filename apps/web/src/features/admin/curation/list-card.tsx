import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import styles from './curation.module.css';

/**
 * A card of one list of the storefront (a screen's banners, the mobile websites, the event
 * pages): its heading, with what the list is for when there is more to say, an Add button,
 * and the rows, or a line saying there are none. Ordered lists are the ones visitors see in
 * that order.
 */
export function ListCard({
  headingId,
  title,
  intro,
  testId,
  addLabel,
  addTestId,
  onAdd,
  empty,
  emptyText,
  ordered,
  children,
}: {
  headingId: string;
  title: string;
  intro?: string;
  testId: string;
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
  empty: boolean;
  emptyText: string;
  ordered: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={headingId} className={styles.cardTitle}>
      {title}
    </h2>
  );
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid={testId}>
      <header className={styles.cardHeader}>
        {intro ? (
          <div className={styles.heading}>
            {heading}
            <p className={styles.hint}>{intro}</p>
          </div>
        ) : (
          heading
        )}
        <button
          type="button"
          className="button button-primary button-small"
          onClick={onAdd}
          data-testid={addTestId}
        >
          {addLabel}
        </button>
      </header>
      {empty ? (
        <p className={styles.hint}>{emptyText}</p>
      ) : (
        <List className={styles.list}>{children}</List>
      )}
    </section>
  );
}

/** Edit and Delete of one row, each naming the row for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={onEdit}
        aria-label={t('admin.curation.common.editItem', { name })}
      >
        {t('admin.curation.common.edit')}
      </button>
      <button
        type="button"
        className="button button-ghost button-small"
        onClick={onDelete}
        aria-label={t('admin.curation.common.deleteItem', { name })}
      >
        {t('admin.curation.common.delete')}
      </button>
    </>
  );
}
