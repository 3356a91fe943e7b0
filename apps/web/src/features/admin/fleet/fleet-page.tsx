import {
  type BrowserGroup,
  FLEET_SOURCES,
  type FleetExtension,
  type FleetExtensionList,
  RISK_LEVELS,
} from '@lagoon/contract';
import { type FormEvent, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import styles from '../admin.module.css';
import { ALERTS_PATH } from './alerts-model';
import own from './fleet.module.css';
import type { FleetData } from './fleet-loader';
import { type FleetFilters, fleetCsvPath, fleetExtensionPath, fleetPath } from './fleet-query';
import { RiskBadge } from './fleet-risk-view';

/**
 * /admin/fleet: every extension the browsers of groups with inventory reports have, with how
 * many browsers, which versions, what it may do and where it comes from; filtered by group,
 * permission, source and text, and exported as CSV with the same filters.
 */
export function FleetPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as FleetData | null;
  const revalidator = useRevalidator();
  let body: React.ReactNode;
  if (!data) body = <Spinner />;
  else if (data.fleet.error) {
    body = <ErrorState error={data.fleet.error} onRetry={() => void revalidator.revalidate()} />;
  } else body = <FleetList filters={data.filters} list={data.fleet.data} />;
  return (
    <Page
      title={t('admin.fleet.title')}
      description={t('admin.fleet.description')}
      testId="admin-fleet"
      actions={
        <AppLink to={ALERTS_PATH} className="button button-secondary" data-testid="fleet-alerts">
          {t('admin.fleetAlerts.link')}
        </AppLink>
      }
    >
      <div className={styles.stack}>
        {data && (
          <FleetFilterForm
            key={JSON.stringify(data.filters)}
            filters={data.filters}
            groups={data.groups.data?.groups ?? []}
          />
        )}
        {body}
      </div>
    </Page>
  );
}

function FleetFilterForm({ filters, groups }: { filters: FleetFilters; groups: BrowserGroup[] }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(fleetPath({ ...draft, page: 1 }));
  };
  return (
    <form
      className={own.filters}
      onSubmit={submit}
      aria-label={t('admin.fleet.filters')}
      data-testid="fleet-filters"
    >
      <label className={own.filter}>
        <span>{t('admin.fleet.group')}</span>
        <select
          className={styles.input}
          value={draft.group}
          onChange={(event) => setDraft({ ...draft, group: event.target.value })}
          data-testid="fleet-filter-group"
        >
          <option value="">{t('admin.fleet.anyGroup')}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
      <label className={own.filter}>
        <span>{t('admin.fleet.permission')}</span>
        <input
          className={styles.input}
          value={draft.permission}
          placeholder={t('admin.fleet.permissionPlaceholder')}
          onChange={(event) => setDraft({ ...draft, permission: event.target.value })}
          data-testid="fleet-filter-permission"
        />
      </label>
      <label className={own.filter}>
        <span>{t('admin.fleet.source')}</span>
        <select
          className={styles.input}
          value={draft.source}
          onChange={(event) =>
            setDraft({ ...draft, source: event.target.value as FleetFilters['source'] })
          }
          data-testid="fleet-filter-source"
        >
          <option value="">{t('admin.fleet.anySource')}</option>
          {FLEET_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(`admin.fleet.sources.${source}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={own.filter}>
        <span>{t('admin.fleet.risk')}</span>
        <select
          className={styles.input}
          value={draft.risk}
          onChange={(event) =>
            setDraft({ ...draft, risk: event.target.value as FleetFilters['risk'] })
          }
          data-testid="fleet-filter-risk"
        >
          <option value="">{t('admin.fleet.anyRisk')}</option>
          {RISK_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`admin.fleet.riskLevels.${level}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={own.filter}>
        <span>{t('admin.fleet.search')}</span>
        <input
          className={styles.input}
          type="search"
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          data-testid="fleet-filter-q"
        />
      </label>
      <div className={own.filterButtons}>
        <button type="submit" className="button button-primary" data-testid="fleet-apply">
          {t('admin.fleet.apply')}
        </button>
        <a
          className="button button-secondary"
          href={fleetCsvPath(filters)}
          download
          data-testid="fleet-csv"
        >
          {t('admin.fleet.exportCsv')}
        </a>
      </div>
    </form>
  );
}

function FleetList({ filters, list }: { filters: FleetFilters; list: FleetExtensionList }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const last = Math.max(1, Math.ceil(list.total / list.pageSize));
  const first = (list.page - 1) * list.pageSize + 1;
  return (
    <>
      <p className={styles.count} data-testid="fleet-summary">
        {t('admin.fleet.summary', { count: list.browserCount, days: list.retentionDays })}
      </p>
      {list.extensions.length === 0 ? (
        <EmptyState message={t('admin.fleet.empty')} />
      ) : (
        <FleetTable extensions={list.extensions} />
      )}
      {list.total > list.pageSize && (
        <Pager
          page={list.page}
          last={last}
          hrefOf={(page) => fleetPath({ ...filters, page })}
          label={t('admin.fleet.pages')}
          previousLabel={t('admin.fleet.previous')}
          nextLabel={t('admin.fleet.next')}
          testIdPrefix="fleet"
          summary={
            <p className={styles.count} data-testid="fleet-range">
              {t('admin.fleet.range', {
                first: number(first),
                last: number(first + list.extensions.length - 1),
                total: number(list.total),
              })}
            </p>
          }
        />
      )}
    </>
  );
}

function FleetTable({ extensions }: { extensions: FleetExtension[] }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={t('admin.fleet.listLabel')}
      testId="fleet-table"
      roomy
      columns={
        <>
          <th scope="col">{t('admin.fleet.columns.name')}</th>
          <th scope="col">{t('admin.fleet.columns.risk')}</th>
          <th scope="col">{t('admin.fleet.columns.browsers')}</th>
          <th scope="col">{t('admin.fleet.columns.versions')}</th>
          <th scope="col">{t('admin.fleet.columns.permissions')}</th>
          <th scope="col">{t('admin.fleet.columns.source')}</th>
          <th scope="col">{t('admin.fleet.columns.lastSeen')}</th>
        </>
      }
    >
      {extensions.map((extension) => (
        <tr key={extension.extensionId} data-testid="fleet-row" data-id={extension.extensionId}>
          <td>
            <AppLink
              to={fleetExtensionPath(extension.extensionId)}
              className={styles.itemName}
              data-testid="fleet-row-link"
            >
              {extension.name}
            </AppLink>
            <div className={styles.mono}>{extension.extensionId}</div>
          </td>
          <td>
            <RiskBadge risk={extension.risk} />
          </td>
          <td>
            {formatNumber(extension.browsers, i18n.language)}
            <div className={styles.hint}>
              {t('admin.fleet.enabledOf', {
                enabled: formatNumber(extension.enabledBrowsers, i18n.language),
                count: formatNumber(extension.browsers, i18n.language),
              })}
            </div>
          </td>
          <td>{extension.versions.map((v) => v.version).join(', ')}</td>
          <td data-testid="fleet-row-permissions">
            {[...extension.permissions, ...extension.hostPermissions].join(', ')}
          </td>
          <td data-testid="fleet-row-source">
            {extension.sources.map((source) => t(`admin.fleet.sources.${source}`)).join(', ')}
          </td>
          <td>
            {extension.lastSeenAt
              ? formatDate(extension.lastSeenAt, i18n.language, 'dateTime')
              : ''}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
