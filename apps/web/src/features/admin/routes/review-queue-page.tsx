import type { ReviewQueueEntry, ReviewQueueFlags } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { ProductIcon } from '../../../components/product/product-icon';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from '../admin.module.css';
import { FlagChips } from '../code-review/flag-chips';
import type { ReviewQueueData } from '../loaders';
import { formatAge, itemIdFrom } from '../model/format';

/** /admin/reviews: items waiting for review, the oldest request first. */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  const data = useLoaderData() as ReviewQueueData | null;
  const revalidator = useRevalidator();
  const queue = data?.queue;
  return (
    <Page
      title={t('admin.queue.title')}
      description={t('admin.queue.description')}
      eyebrow={t('admin.title')}
      testId="admin-review-queue"
    >
      <FindItemForm />
      {!queue ? (
        <Spinner />
      ) : queue.error ? (
        <ErrorState error={queue.error} onRetry={() => void revalidator.revalidate()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState message={t('admin.queue.empty')} />
      ) : (
        <div className={styles.stack}>
          <p className={styles.count} data-testid="review-queue-count">
            {t('admin.queue.count', { count: queue.data.items.length })}
          </p>
          <QueueTable items={queue.data.items} flags={data?.flags.data ?? null} />
        </div>
      )}
    </Page>
  );
}

function QueueTable({
  items,
  flags,
}: {
  items: readonly ReviewQueueEntry[];
  /** The packages' flags; null when they could not be read (the queue shows without them). */
  flags: ReviewQueueFlags | null;
}) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  const flagsOf = new Map(flags?.items.map((entry) => [entry.extensionId, entry]));
  return (
    <DataTable
      caption={t('admin.queue.caption')}
      testId="review-queue"
      columns={
        <>
          <th scope="col" className={styles.narrow}>
            {t('admin.queue.columns.position')}
          </th>
          <th scope="col">{t('admin.queue.columns.item')}</th>
          <th scope="col">{t('admin.queue.columns.developer')}</th>
          <th scope="col">{t('admin.queue.columns.version')}</th>
          <th scope="col">{t('admin.queue.columns.submitted')}</th>
          <th scope="col" className={styles.narrow}>
            <span className="visually-hidden">{t('admin.queue.columns.review')}</span>
          </th>
        </>
      }
    >
      {items.map((item, index) => {
        const submitted = item.submittedAt ? formatDate(item.submittedAt, i18n.language) : null;
        const age = item.submittedAt ? formatAge(item.submittedAt, now, i18n.language) : null;
        return (
          <tr
            key={item.extensionId}
            data-testid="review-queue-row"
            data-extension-id={item.extensionId}
          >
            <td className={styles.position}>{index + 1}</td>
            <th scope="row">
              <div className={styles.itemCell}>
                <ProductIcon src={item.icon} name={item.name} size={40} />
                <div className={styles.itemText}>
                  <AppLink
                    to={`/admin/items/${item.extensionId}`}
                    className={styles.itemName}
                    data-testid="review-queue-name"
                  >
                    {item.name}
                  </AppLink>
                  <span className={styles.mono}>{item.extensionId}</span>
                  <span className={styles.badges}>
                    <span className={styles.badge}>
                      {t(`admin.productType.${item.productType}`)}
                    </span>
                    <span
                      className={styles.badge}
                      data-tone={item.isUpdate ? 'accent' : 'primary'}
                      data-testid="review-queue-kind"
                    >
                      {item.isUpdate ? t('admin.queue.update') : t('admin.queue.new')}
                    </span>
                    {((item.scanMatches ?? 0) > 0 || item.scanHeld) && (
                      <span
                        className={styles.badge}
                        data-tone={item.scanHeld ? 'danger' : 'accent'}
                        data-testid="review-queue-scan"
                      >
                        {(item.scanMatches ?? 0) === 0
                          ? t('admin.scans.queue.notRun')
                          : item.scanHeld
                            ? t('admin.scans.queue.held')
                            : t('admin.scans.queue.matches', { count: item.scanMatches ?? 0 })}
                      </span>
                    )}
                  </span>
                  <FlagChips
                    flags={flagsOf.get(item.extensionId)?.flags ?? []}
                    filesRead={flagsOf.get(item.extensionId)?.filesRead ?? true}
                  />
                </div>
              </div>
            </th>
            <td>
              {item.developer ? (
                <div className={styles.itemText}>
                  <span>{item.developer.name}</span>
                  {item.developer.email && (
                    <span className={styles.muted}>{item.developer.email}</span>
                  )}
                </div>
              ) : (
                <span className={styles.muted}>{t('admin.queue.unknownDeveloper')}</span>
              )}
            </td>
            <td>
              <span className={styles.versions} data-testid="review-queue-version">
                {item.isUpdate && item.publishedVersion && (
                  <>
                    <span className={styles.muted}>{item.publishedVersion}</span>
                    <span aria-hidden="true">→</span>
                  </>
                )}
                <span>{item.version ?? '—'}</span>
              </span>
            </td>
            <td>
              {submitted ? (
                <div className={styles.itemText}>
                  <time dateTime={item.submittedAt ?? undefined}>{submitted}</time>
                  {age && <span className={styles.muted}>{age}</span>}
                </div>
              ) : (
                <span className={styles.muted}>{t('admin.queue.notSubmitted')}</span>
              )}
            </td>
            <td>
              <AppLink
                to={`/admin/items/${item.extensionId}`}
                className="button button-primary button-small"
                aria-label={t('admin.queue.openItem', { name: item.name })}
                data-testid="review-queue-open"
              >
                {t('admin.queue.open')}
              </AppLink>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** Opens any item by id or address: blocking and turning private apply to published items too. */
function FindItemForm() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const extensionId = itemIdFrom(value);
    if (!extensionId) {
      setInvalid(true);
      return;
    }
    navigate(`/admin/items/${extensionId}`);
  };
  return (
    <search>
      <form className={styles.findForm} onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-input`} className={styles.label}>
          {t('admin.queue.find.label')}
        </label>
        <div className={styles.inline}>
          <input
            id={`${id}-input`}
            className={styles.input}
            type="text"
            value={value}
            placeholder={t('admin.queue.find.placeholder')}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(false);
            }}
            data-testid="find-item-input"
          />
          <button type="submit" className="button button-secondary" data-testid="find-item-submit">
            {t('admin.queue.find.submit')}
          </button>
        </div>
        <p
          id={`${id}-hint`}
          className={invalid ? styles.fieldError : styles.hint}
          data-testid={invalid ? 'find-item-error' : undefined}
        >
          {invalid ? t('admin.queue.find.invalid') : t('admin.queue.find.hint')}
        </p>
      </form>
    </search>
  );
}
