import { AUDIT_AREAS, AUDIT_QUERY_MAX, type AuditAction, type AuditArea } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import { useReadingAgain } from '../../../lib/use-reading-again';
import styles from '../admin.module.css';
import { AuditTable, actionLabel } from '../components/audit-table';
import type { AuditLogData } from '../loaders';
import {
  type AuditFilter,
  actionsOf,
  areaOf,
  auditSearchPath,
  pageWindow,
  readAuditSearch,
} from '../model/audit-search';

/**
 * /admin/log: every administrator action — requests for review, decisions, curation changes
 * and changes of the administrator role — searchable, newest first.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filter = readAuditSearch(params);
  const data = useLoaderData() as AuditLogData | null;
  return (
    <Page
      title={t('admin.log.title')}
      description={t('admin.log.description')}
      eyebrow={t('admin.title')}
      testId="admin-log"
    >
      {/* A new address starts the form over from what it says. */}
      <AuditFilters
        key={`${filter.q}|${filter.area ?? ''}|${filter.action ?? ''}`}
        filter={filter}
      />
      {data ? <AuditResults data={data} /> : <Spinner />}
    </Page>
  );
}

function AuditFilters({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const id = useId();
  const [q, setQ] = useState(filter.q);
  const [area, setArea] = useState<AuditArea | null>(filter.area);
  const [action, setAction] = useState<AuditAction | null>(filter.action);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(auditSearchPath({ q, area, action, page: 1 }));
  };
  const filtered = filter.q !== '' || filter.area !== null || filter.action !== null;
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
        <div className={`${styles.field} ${styles.selectField}`}>
          <label htmlFor={`${id}-area`} className={styles.label}>
            {t('admin.log.area')}
          </label>
          <select
            id={`${id}-area`}
            className={styles.select}
            value={area ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              const next = AUDIT_AREAS.find((entry) => entry === value) ?? null;
              setArea(next);
              // An action of another part of the log would find nothing.
              if (next && action && areaOf(action) !== next) setAction(null);
            }}
            data-testid="audit-area"
          >
            <option value="">{t('admin.log.allAreas')}</option>
            {AUDIT_AREAS.map((entry) => (
              <option key={entry} value={entry}>
                {t(`admin.log.areas.${entry}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.field} ${styles.selectField}`}>
          <label htmlFor={`${id}-action`} className={styles.label}>
            {t('admin.log.action')}
          </label>
          <select
            id={`${id}-action`}
            className={styles.select}
            value={action ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setAction(actionsOf(area).find((entry) => entry === value) ?? null);
            }}
            data-testid="audit-action"
          >
            <option value="">{t('admin.log.allActions')}</option>
            <ActionOptions area={area} />
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

/** The actions of one part of the log, or of all of it grouped by part. */
function ActionOptions({ area }: { area: AuditArea | null }) {
  const { t } = useTranslation();
  const options = (part: AuditArea) =>
    actionsOf(part).map((entry) => (
      <option key={entry} value={entry}>
        {actionLabel(t, entry)}
      </option>
    ));
  if (area) return options(area);
  return AUDIT_AREAS.map((part) => (
    <optgroup key={part} label={t(`admin.log.areas.${part}`)}>
      {options(part)}
    </optgroup>
  ));
}

/** The page of the log the loader read; it stays on screen, busy, while the next is read. */
function AuditResults({ data }: { data: AuditLogData }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const busy = useReadingAgain();
  const { filter } = data;
  if (data.page.error) {
    return <ErrorState error={data.page.error} onRetry={() => void revalidator.revalidate()} />;
  }
  const page = data.page.data;
  if (page.items.length === 0) return <EmptyState message={t('admin.log.empty')} />;
  const window = pageWindow(page.offset, page.size, page.items.length, page.totalCount);
  const number = (value: number) => formatNumber(value, i18n.language);
  const pager = (
    <Pager
      page={window.page}
      last={window.pageCount}
      hrefOf={(number) => auditSearchPath({ ...filter, page: number })}
      label={t('admin.log.pages')}
      previousLabel={t('admin.log.previous')}
      nextLabel={t('admin.log.next')}
      testIdPrefix="audit"
      summary={
        <p className={styles.count} data-testid="audit-range" aria-live="polite">
          {t('admin.log.range', {
            first: number(window.first),
            last: number(window.last),
            total: number(window.total),
          })}
        </p>
      }
    />
  );
  return (
    <div className={styles.stack} aria-busy={busy || undefined}>
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
