import type { FleetExtensionDetail, FleetGroupEntry } from '@lagoon/contract';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { formAlert } from '../browsers/group-texts';
import { getGroup, setGroupItem } from '../browsers/groups-api';
import { createOutsideItem } from '../browsers/outside-items-api';
import own from './fleet.module.css';
import { GOVERN_MODES, type GovernMode, governExtension, governPlan } from './fleet-govern';
import type { FleetExtensionData } from './fleet-loader';
import { RiskReasons } from './fleet-risk-view';

/**
 * /admin/fleet/:extensionId: one extension as the fleet sees it (its browsers, versions,
 * groups, permissions and sources) and what each group's policy says of it, with one click to
 * allow, block or require it for a group through the group's entry.
 */
export function FleetExtensionPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as FleetExtensionData | null;
  const revalidator = useRevalidator();
  if (data && !data.extension) return <NotFound />;
  const read = data?.extension;
  let body: React.ReactNode;
  if (!read) body = <Spinner />;
  else if (read.error) {
    if (read.error.status === 404) return <NotFound />;
    body = <ErrorState error={read.error} onRetry={() => void revalidator.revalidate()} />;
  } else body = <ExtensionDetail extension={read.data} />;
  return (
    <Page
      title={read?.data?.name ?? t('admin.fleet.title')}
      eyebrow={
        <AppLink to="/admin/fleet" className={styles.backLink} data-testid="fleet-back">
          <span aria-hidden="true">←</span> {t('admin.fleet.back')}
        </AppLink>
      }
      testId="admin-fleet-extension"
    >
      {body}
    </Page>
  );
}

function ExtensionDetail({ extension }: { extension: FleetExtensionDetail }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const date = (value: string | null) =>
    value ? formatDate(value, i18n.language, 'dateTime') : t('admin.fleet.detail.none');
  const list = (values: readonly string[]) =>
    values.length === 0 ? t('admin.fleet.detail.none') : values.join(', ');
  const kind = extension.storeItem
    ? t('admin.fleet.storeItem')
    : extension.outsideItem
      ? t('admin.fleet.outsideItem')
      : t('admin.fleet.unknownItem');
  return (
    <div className={styles.stack}>
      <p className={styles.mono} data-testid="fleet-extension-id">
        {extension.extensionId}
      </p>
      <p>
        <span className={styles.badge} data-testid="fleet-extension-kind">
          {kind}
        </span>{' '}
        {extension.blockedForStore && (
          <span className={styles.badge} data-tone="danger">
            {t('admin.fleet.blockedForStore')}
          </span>
        )}
      </p>
      {extension.browsers === 0 && <p>{t('admin.fleet.detail.neverReported')}</p>}
      <dl className={styles.facts} data-testid="fleet-extension-facts">
        <div>
          <dt>{t('admin.fleet.detail.browsers')}</dt>
          <dd data-testid="fleet-extension-browsers">
            {t('admin.fleet.enabledOf', {
              enabled: number(extension.enabledBrowsers),
              count: number(extension.browsers),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('admin.fleet.detail.versions')}</dt>
          <dd>{list(extension.versions.map((v) => `${v.version} (${number(v.browsers)})`))}</dd>
        </div>
        <div>
          <dt>{t('admin.fleet.detail.groups')}</dt>
          <dd>{list(extension.groups.map((g) => `${g.name} (${number(g.browsers)})`))}</dd>
        </div>
        <div>
          <dt>{t('admin.fleet.detail.permissions')}</dt>
          <dd data-testid="fleet-extension-permissions">{list(extension.permissions)}</dd>
        </div>
        <div>
          <dt>{t('admin.fleet.detail.hostPermissions')}</dt>
          <dd data-testid="fleet-extension-hosts">{list(extension.hostPermissions)}</dd>
        </div>
        <div>
          <dt>{t('admin.fleet.columns.source')}</dt>
          <dd data-testid="fleet-extension-source">
            {list(extension.sources.map((source) => t(`admin.fleet.sources.${source}`)))}
          </dd>
        </div>
        <div>
          <dt>{t('admin.fleet.detail.installTypes')}</dt>
          <dd>
            {list(extension.installTypes.map((type) => t(`admin.fleet.installTypes.${type}`)))}
          </dd>
        </div>
        <div>
          <dt>{t('admin.fleet.detail.updateUrls')}</dt>
          <dd className={styles.mono}>{list(extension.updateUrls)}</dd>
        </div>
        <div>
          <dt>{t('admin.fleet.detail.firstSeen')}</dt>
          <dd>{date(extension.firstSeenAt)}</dd>
        </div>
        <div>
          <dt>{t('admin.fleet.detail.lastSeen')}</dt>
          <dd>{date(extension.lastSeenAt)}</dd>
        </div>
      </dl>
      <RiskReasons risk={extension.risk} />
      <GovernSection extension={extension} />
      {extension.browserList.length > 0 && <BrowserTable extension={extension} />}
    </div>
  );
}

function GovernSection({ extension }: { extension: FleetExtensionDetail }) {
  const { t } = useTranslation();
  const plan = governPlan(extension);
  return (
    <section className={styles.card} aria-labelledby="fleet-govern" data-testid="fleet-govern">
      <h2 id="fleet-govern" className={styles.subheading}>
        {t('admin.fleet.govern.title')}
      </h2>
      {plan.kind === 'none' ? (
        <p className={styles.hint} data-testid="fleet-govern-none">
          {t('admin.fleet.govern.unpacked')}
        </p>
      ) : (
        <>
          <p className={styles.hint}>{t('admin.fleet.govern.hint')}</p>
          {extension.groupEntries.map((entry) => (
            <GovernRow key={entry.groupId} extension={extension} entry={entry} />
          ))}
        </>
      )}
    </section>
  );
}

const GOVERN_LABELS: Record<GovernMode, 'allow' | 'block' | 'require'> = {
  allowed: 'allow',
  blocked: 'block',
  force_installed: 'require',
};

function GovernRow({
  extension,
  entry,
}: {
  extension: FleetExtensionDetail;
  entry: FleetGroupEntry;
}) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const write = useWrite(
    (mode: GovernMode) =>
      governExtension(
        {
          getGroup: (groupId, language) => getGroup(groupId, language),
          setGroupItem,
          createOutsideItem,
        },
        extension,
        entry.groupId,
        mode,
        i18n.language === 'ko' ? 'ko' : 'en',
      ),
    {
      onSuccess: (_saved, mode) => {
        snackbar.show(
          t('admin.fleet.govern.saved', {
            name: extension.name,
            mode: t(`admin.fleet.govern.modes.${mode}`),
            group: entry.name,
          }),
        );
      },
    },
  );
  const alert = formAlert(t, {}, write.error);
  return (
    <div className={own.governRow} data-testid="fleet-govern-row" data-group={entry.groupId}>
      <div className={own.governName}>
        <strong>{entry.name}</strong>
        <div className={styles.hint} data-testid="fleet-govern-mode" data-mode={entry.mode ?? ''}>
          {entry.mode
            ? t('admin.fleet.govern.current', { mode: t(`admin.fleet.govern.modes.${entry.mode}`) })
            : t('admin.fleet.govern.noEntry')}
        </div>
      </div>
      {GOVERN_MODES.map((mode) => (
        <button
          key={mode}
          type="button"
          className={
            mode === 'blocked'
              ? `button button-secondary ${styles.dangerOutline}`
              : 'button button-secondary'
          }
          disabled={write.pending || entry.mode === mode}
          onClick={() => void write.run(mode)}
          data-testid={`fleet-govern-${GOVERN_LABELS[mode]}`}
        >
          {write.pending
            ? t('admin.fleet.govern.saving')
            : t(`admin.fleet.govern.${GOVERN_LABELS[mode]}`)}
        </button>
      ))}
      {alert && (
        <p className={styles.formAlert} role="alert" data-testid="fleet-govern-error">
          {alert}
        </p>
      )}
    </div>
  );
}

function BrowserTable({ extension }: { extension: FleetExtensionDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={t('admin.fleet.detail.browserList')}
      testId="fleet-browsers"
      columns={
        <>
          <th scope="col">{t('admin.fleet.detail.browserColumns.browser')}</th>
          <th scope="col">{t('admin.fleet.detail.browserColumns.group')}</th>
          <th scope="col">{t('admin.fleet.detail.browserColumns.version')}</th>
          <th scope="col">{t('admin.fleet.detail.browserColumns.state')}</th>
          <th scope="col">{t('admin.fleet.detail.browserColumns.lastSeen')}</th>
        </>
      }
    >
      {extension.browserList.map((browser) => (
        <tr key={browser.browserId}>
          <td className={styles.mono}>{browser.browserId}</td>
          <td>{browser.groupName}</td>
          <td>{browser.version}</td>
          <td>
            {t(browser.enabled ? 'admin.fleet.detail.on' : 'admin.fleet.detail.off')} ·{' '}
            {t(`admin.fleet.installTypes.${browser.installType}`)}
          </td>
          <td>{formatDate(browser.lastSeenAt, i18n.language, 'dateTime')}</td>
        </tr>
      ))}
    </DataTable>
  );
}
