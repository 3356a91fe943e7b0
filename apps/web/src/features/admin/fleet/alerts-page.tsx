import {
  FLEET_ALERT_DIGEST_MINUTES,
  FLEET_ALERT_FILTERS,
  FLEET_ALERT_KINDS,
  type FleetAlert,
  type FleetAlertList,
  type FleetAlertMailPreferences,
  LANGUAGES,
} from '@lagoon/contract';
import { type FormEvent, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { SegmentedLinks } from '../../../components/segmented-links';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { formAlert } from '../browsers/group-texts';
import { acknowledgeFleetAlert, saveAlertMailPreferences } from './alerts-api';
import type { FleetAlertsData } from './alerts-loader';
import { type AlertFilters, alertDescription, alertsPath, canAcknowledge } from './alerts-model';
import own from './fleet.module.css';
import { fleetExtensionPath } from './fleet-query';

/**
 * /admin/fleet/alerts: the fleet's drift alerts, open ones first, in a state and kind; an
 * administrator acknowledges an open alert, and chooses whether the digest mail reaches them.
 */
export function FleetAlertsPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as FleetAlertsData | null;
  const revalidator = useRevalidator();
  let body: React.ReactNode;
  if (!data) body = <Spinner />;
  else if (data.alerts.error) {
    body = <ErrorState error={data.alerts.error} onRetry={() => void revalidator.revalidate()} />;
  } else body = <AlertList filters={data.filters} list={data.alerts.data} />;
  return (
    <Page
      title={t('admin.fleetAlerts.title')}
      description={t('admin.fleetAlerts.description')}
      testId="admin-fleet-alerts"
      actions={
        <AppLink to="/admin/fleet" className={styles.backLink} data-testid="alerts-back">
          {t('admin.fleetAlerts.backToFleet')}
        </AppLink>
      }
    >
      <div className={styles.stack}>
        {data && <AlertViews filters={data.filters} />}
        {body}
        {data?.preferences.data && (
          <DigestForm key={JSON.stringify(data.preferences.data)} saved={data.preferences.data} />
        )}
      </div>
    </Page>
  );
}

function AlertViews({ filters }: { filters: AlertFilters }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <div className={own.filters}>
      <SegmentedLinks
        label={t('admin.fleetAlerts.viewsLabel')}
        testIdPrefix="alerts-state"
        items={FLEET_ALERT_FILTERS.map((state) => ({
          value: state,
          label: t(`admin.fleetAlerts.states.${state}`),
          to: alertsPath({ ...filters, state, page: 1 }),
          active: filters.state === state,
        }))}
      />
      <label className={own.filter}>
        <span>{t('admin.fleetAlerts.kind')}</span>
        <select
          className={styles.input}
          value={filters.kind}
          onChange={(event) =>
            navigate(
              alertsPath({
                ...filters,
                kind: event.target.value as AlertFilters['kind'],
                page: 1,
              }),
            )
          }
          data-testid="alerts-kind"
        >
          <option value="">{t('admin.fleetAlerts.anyKind')}</option>
          {FLEET_ALERT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.fleetAlerts.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function AlertList({ filters, list }: { filters: AlertFilters; list: FleetAlertList }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const last = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <>
      <p className={styles.count} data-testid="alerts-counts">
        {t('admin.fleetAlerts.counts', {
          open: number(list.counts.open),
          acknowledged: number(list.counts.acknowledged),
          resolved: number(list.counts.resolved),
        })}
      </p>
      {list.alerts.length === 0 ? (
        <EmptyState message={t('admin.fleetAlerts.empty')} />
      ) : (
        <DataTable
          caption={t('admin.fleetAlerts.listLabel')}
          testId="alerts-table"
          roomy
          columns={
            <>
              <th scope="col">{t('admin.fleetAlerts.columns.alert')}</th>
              <th scope="col">{t('admin.fleetAlerts.columns.extension')}</th>
              <th scope="col">{t('admin.fleetAlerts.columns.groups')}</th>
              <th scope="col">{t('admin.fleetAlerts.columns.browsers')}</th>
              <th scope="col">{t('admin.fleetAlerts.columns.seen')}</th>
              <th scope="col">{t('admin.fleetAlerts.columns.state')}</th>
            </>
          }
        >
          {list.alerts.map((alert) => (
            <AlertRow key={alert.alertId} alert={alert} />
          ))}
        </DataTable>
      )}
      {list.total > list.pageSize && (
        <Pager
          page={list.page}
          last={last}
          hrefOf={(page) => alertsPath({ ...filters, page })}
          label={t('admin.fleetAlerts.pages')}
          previousLabel={t('admin.fleetAlerts.previous')}
          nextLabel={t('admin.fleetAlerts.next')}
          testIdPrefix="alerts"
        />
      )}
    </>
  );
}

function AlertRow({ alert }: { alert: FleetAlert }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language, 'dateTime') ?? value;
  const description = alertDescription(alert);
  const acknowledge = useWrite(() => acknowledgeFleetAlert(alert.alertId));
  const problem = formAlert(t, {}, acknowledge.error);
  const casePath = alert.details.kind === 'permissions-increased' ? alert.details.casePath : null;
  return (
    <tr data-testid="alert-row" data-id={alert.alertId} data-state={alert.state}>
      <td>
        <strong data-testid="alert-kind">{t(`admin.fleetAlerts.kinds.${alert.kind}`)}</strong>
        <div data-testid="alert-details">
          {t(`admin.fleetAlerts.details.${description.key}`, description.values)}
        </div>
        {casePath && (
          <AppLink to={casePath} data-testid="alert-case">
            {t('admin.fleetAlerts.openCase')}
          </AppLink>
        )}
      </td>
      <td>
        <AppLink
          to={fleetExtensionPath(alert.extensionId)}
          className={styles.itemName}
          data-testid="alert-extension"
        >
          {alert.name}
        </AppLink>
        <div className={styles.mono}>{alert.extensionId}</div>
      </td>
      <td data-testid="alert-groups">
        {alert.groups.map((group) => group.name).join(', ') || t('admin.fleetAlerts.noGroups')}
      </td>
      <td>{formatNumber(alert.browsers, i18n.language)}</td>
      <td className={styles.hint}>
        {t('admin.fleetAlerts.seen', {
          first: date(alert.firstSeenAt),
          last: date(alert.lastSeenAt),
          count: alert.count,
        })}
      </td>
      <td data-testid="alert-state">
        <div>{t(`admin.fleetAlerts.states.${alert.state}`)}</div>
        {alert.acknowledgedAt && (
          <div className={styles.hint}>
            {alert.acknowledgedBy
              ? t('admin.fleetAlerts.acknowledgedBy', {
                  name: alert.acknowledgedBy,
                  date: date(alert.acknowledgedAt),
                })
              : t('admin.fleetAlerts.acknowledgedByNobody', { date: date(alert.acknowledgedAt) })}
          </div>
        )}
        {alert.resolvedAt && (
          <div className={styles.hint}>
            {t('admin.fleetAlerts.resolvedOn', { date: date(alert.resolvedAt) })}
          </div>
        )}
        {canAcknowledge(alert) && (
          <button
            type="button"
            className="button button-secondary"
            disabled={acknowledge.pending}
            onClick={() => void acknowledge.run()}
            data-testid="alert-acknowledge"
          >
            {acknowledge.pending
              ? t('admin.fleetAlerts.acknowledging')
              : t('admin.fleetAlerts.acknowledge')}
          </button>
        )}
        {problem && (
          <p className={styles.formAlert} role="alert" data-testid="alert-error">
            {problem}
          </p>
        )}
      </td>
    </tr>
  );
}

function DigestForm({ saved }: { saved: FleetAlertMailPreferences }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState(saved);
  const save = useWrite((choice: FleetAlertMailPreferences) => saveAlertMailPreferences(choice), {
    onSuccess: () => snackbar.show(t('admin.fleetAlerts.digest.saved')),
  });
  const problem = formAlert(t, {}, save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(draft);
  };
  return (
    <form className={styles.section} onSubmit={submit} data-testid="alerts-digest">
      <h2 className={styles.sectionTitle}>{t('admin.fleetAlerts.digest.title')}</h2>
      <p className={styles.hint}>
        {t('admin.fleetAlerts.digest.hint', { minutes: FLEET_ALERT_DIGEST_MINUTES })}
      </p>
      <div className={own.filters}>
        <label className={styles.checkLabel}>
          <input
            className={styles.checkbox}
            type="checkbox"
            checked={draft.digest}
            onChange={(event) => setDraft({ ...draft, digest: event.target.checked })}
            data-testid="alerts-digest-on"
          />
          <span>{t('admin.fleetAlerts.digest.on')}</span>
        </label>
        <label className={own.filter}>
          <span>{t('admin.fleetAlerts.digest.language')}</span>
          <select
            className={styles.input}
            value={draft.language}
            onChange={(event) =>
              setDraft({
                ...draft,
                language: event.target.value as FleetAlertMailPreferences['language'],
              })
            }
            data-testid="alerts-digest-language"
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`admin.fleetAlerts.digest.languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="button button-primary"
          disabled={save.pending}
          data-testid="alerts-digest-save"
        >
          {save.pending ? t('admin.fleetAlerts.digest.saving') : t('admin.fleetAlerts.digest.save')}
        </button>
      </div>
      {problem && (
        <p className={styles.formAlert} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
