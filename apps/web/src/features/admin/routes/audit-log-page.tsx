import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { formatNumber } from '../../../lib/format-number';
import styles from '../admin.module.css';
import { auditQueryOptions } from '../api/moderation-api';
import { AuditTable } from '../components/audit-table';
import {
  AUDIT_ACTIONS,
  AUDIT_QUERY_MAX,
  type AuditAction,
  type AuditFilter,
  auditSearchPath,
  pageWindow,
  readAuditSearch,
} from '../model/audit-search';

/** /admin/log: every request for review and every decision, searchable, newest first. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filter = readAuditSearch(params);
  return (
    <Page
      title={t('admin.log.title')}
      description={t('admin.log.description')}
      eyebrow={t('admin.title')}
      testId="admin-log"
    >
      {/* A new address starts the form over from what it says. */}
      <AuditFilters key={`${filter.q}|${filter.action ?? ''}`} filter={filter} />
      <AuditResults filter={filter} />
    </Page>
  );
}

function AuditFilters({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const id = useId();
  const [q, setQ] = useState(filter.q);
  const [action, setAction] = useState<AuditAction | null>(filter.action);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(auditSearchPath({ q, action, page: 1 }));
  };
  const filtered = filter.q !== '' || filter.action !== null;
  return (
    <search>
      <form className={styles.filters} onSubmit={onSubmit} data-testid="audit-filters">
        <div className={styles.field}>
          <label htmlFor={`${id}-q`} className={styles.label}>
            {t('admin.log.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={styles.input}
            value={q}
            maxLength={AUDIT_QUERY_MAX}
            placeholder={t('admin.log.searchPlaceholder')}
            onChange={(event) => setQ(event.target.value)}
            data-testid="audit-search"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-action`} className={styles.label}>
            {t('admin.log.action')}
          </label>
          <select
            id={`${id}-action`}
            className={styles.select}
            value={action ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setAction(AUDIT_ACTIONS.find((entry) => entry === value) ?? null);
            }}
            data-testid="audit-action"
          >
            <option value="">{t('admin.log.allActions')}</option>
            {AUDIT_ACTIONS.map((entry) => (
              <option key={entry} value={entry}>
                {t(`admin.actions.${entry}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.inline}>
          <button type="submit" className="button button-primary" data-testid="audit-submit">
            {t('admin.log.submit')}
          </button>
          {filtered && (
            <AppLink to="/admin/log" className="button button-ghost" data-testid="audit-clear">
              {t('admin.log.clear')}
            </AppLink>
          )}
        </div>
      </form>
    </search>
  );
}

function AuditResults({ filter }: { filter: AuditFilter }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(auditQueryOptions(filter));
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const page = query.data;
  if (page.items.length === 0) return <EmptyState message={t('admin.log.empty')} />;
  const window = pageWindow(page.offset, page.size, page.items.length, page.totalCount);
  const number = (value: number) => formatNumber(value, i18n.language);
  const pager = (
    <nav className={styles.pager} aria-label={t('admin.log.pages')}>
      <p className={styles.count} data-testid="audit-range" aria-live="polite">
        {t('admin.log.range', {
          first: number(window.first),
          last: number(window.last),
          total: number(window.total),
        })}
      </p>
      <div className={styles.pagerLinks}>
        {window.hasPrevious && (
          <AppLink
            to={auditSearchPath({ q: filter.q, action: filter.action, page: window.page - 1 })}
            className="button button-secondary button-small"
            rel="prev"
            data-testid="audit-previous"
          >
            {t('admin.log.previous')}
          </AppLink>
        )}
        {window.hasNext && (
          <AppLink
            to={auditSearchPath({ q: filter.q, action: filter.action, page: window.page + 1 })}
            className="button button-secondary button-small"
            rel="next"
            data-testid="audit-next"
          >
            {t('admin.log.next')}
          </AppLink>
        )}
      </div>
    </nav>
  );
  return (
    <div className={styles.stack} aria-busy={query.isPlaceholderData || undefined}>
      {pager}
      <AuditTable
        entries={page.items}
        caption={t('admin.log.caption')}
        showItem
        testId="audit-log"
      />
    </div>
  );
}
