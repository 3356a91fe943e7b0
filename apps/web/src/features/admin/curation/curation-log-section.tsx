import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { AuditTable } from '../components/audit-table';
import { AUDIT_PAGE_SIZE, auditSearchPath } from '../model/audit-search';
import styles from './curation.module.css';
import { curationLogQueryOptions } from './curation-api';

/**
 * The curation history: the curation part of the console's log (who changed what, when and
 * why), searchable here and, with reviews, on the log page.
 */
export function CurationLogSection() {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const log = useQuery(curationLogQueryOptions(q, offset));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setOffset(0);
  };

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
          <AppLink
            to={auditSearchPath({ q, area: 'curation', action: null, page: 1 })}
            className="button button-ghost"
            data-testid="curation-log-all"
          >
            {t('admin.curation.log.inLog')}
          </AppLink>
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
          <AuditTable
            entries={log.data.items}
            caption={t('admin.curation.log.caption')}
            showItem
            testId="curation-log"
          />
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
              onClick={() => setOffset(Math.max(0, offset - AUDIT_PAGE_SIZE))}
            >
              {t('admin.curation.log.previous')}
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={offset + AUDIT_PAGE_SIZE >= log.data.totalCount}
              onClick={() => setOffset(offset + AUDIT_PAGE_SIZE)}
            >
              {t('admin.curation.log.next')}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
