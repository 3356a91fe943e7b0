import type { CurationLogEntry } from '@lagoon/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Spinner } from '../../../components/spinner';
import { useLanguage } from '../../../lib/use-language';
import styles from './curation.module.css';
import { curationLogQueryOptions } from './curation-api';

const PAGE_SIZE = 50;

/** The changed fields of an update, or the main facts of another change, in one short line. */
function summary(entry: CurationLogEntry): string {
  const changes = entry.details.changes;
  if (changes && typeof changes === 'object') return Object.keys(changes).join(', ');
  return Object.entries(entry.details)
    .filter(([, value]) => value !== null && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/** The curation history: who changed what, when and why; searchable. */
export function CurationLogSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const log = useQuery({
    ...curationLogQueryOptions(q, offset, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setOffset(0);
  };
  const when = (value: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(value),
    );

  return (
    <div className={styles.sections}>
      <search>
        <form className={styles.inline} onSubmit={onSubmit}>
          <div className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {t('admin.curation.log.search')}
            </label>
            <input
              id={id}
              type="search"
              className={styles.input}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('admin.curation.log.placeholder')}
              data-testid="curation-log-search"
            />
          </div>
          <button type="submit" className="button button-secondary">
            {t('admin.curation.log.submit')}
          </button>
        </form>
      </search>
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <ErrorState error={log.error} onRetry={() => log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <p className={styles.hint}>{t('admin.curation.log.empty')}</p>
      ) : (
        <>
          <div className={styles.tableCard}>
            <table className={styles.table} data-testid="curation-log">
              <caption className="visually-hidden">{t('admin.curation.log.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.curation.log.columns.when')}</th>
                  <th scope="col">{t('admin.curation.log.columns.action')}</th>
                  <th scope="col">{t('admin.curation.log.columns.target')}</th>
                  <th scope="col">{t('admin.curation.log.columns.actor')}</th>
                  <th scope="col">{t('admin.curation.log.columns.why')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td className={styles.nowrap}>
                      <time dateTime={entry.createAt}>{when(entry.createAt)}</time>
                    </td>
                    <td>{t(`admin.curation.log.actions.${entry.action}`)}</td>
                    <td>
                      <code>{entry.target}</code>
                      <div className={styles.itemMeta}>{summary(entry)}</div>
                    </td>
                    <td>{entry.actor ?? '—'}</td>
                    <td>{entry.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className={styles.pager} aria-label={t('admin.curation.log.pages')}>
            <span className={styles.hint}>
              {t('admin.curation.log.range', {
                first: log.data.offset + 1,
                last: log.data.offset + log.data.items.length,
                total: log.data.totalCount,
              })}
            </span>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
            >
              {t('admin.curation.log.previous')}
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={offset + PAGE_SIZE >= log.data.totalCount}
              onClick={() => setOffset(offset + PAGE_SIZE)}
            >
              {t('admin.curation.log.next')}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
