import type { ScanRule } from '@lagoon/contract';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import styles from '../admin.module.css';
import own from '../browsers/groups.module.css';
import { ScanRuleDialog } from './scan-rule-dialog';
import { HuntProgress, SeverityBadge, useHuntPolling } from './scan-rule-parts';
import type { ScanRulesData } from './scans-loader';

/**
 * /admin/scan-rules: every rule with its severity, what it matches, its action, whether it
 * runs, how many matches it holds and its retro-hunt's progress; and a way to add one.
 */
export function ScanRulesPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as ScanRulesData | null;
  const revalidator = useRevalidator();
  const [creating, setCreating] = useState(false);
  const read = data?.rules;
  const rules = read?.data?.rules;
  useHuntPolling(!!rules?.some((rule) => rule.hunt.state === 'running'));
  return (
    <Page title={t('admin.scans.title')} testId="admin-scan-rules">
      <section className={styles.section} aria-labelledby="scan-rules">
        <div className={own.sectionHeader}>
          <div>
            <h2 id="scan-rules" className={styles.sectionTitle}>
              {t('admin.scans.title')}{' '}
              {rules && (
                <span className={styles.count}>
                  {t('admin.scans.count', { count: rules.length })}
                </span>
              )}
            </h2>
            <p className={styles.hint}>{t('admin.scans.intro')}</p>
          </div>
          <button
            type="button"
            className="button button-primary"
            onClick={() => setCreating(true)}
            data-testid="scan-rule-create"
          >
            {t('admin.scans.create')}
          </button>
        </div>
        {!read ? (
          <Spinner />
        ) : read.error ? (
          <ErrorState error={read.error} onRetry={() => void revalidator.revalidate()} />
        ) : read.data.rules.length === 0 ? (
          <p className={styles.muted}>{t('admin.scans.empty')}</p>
        ) : (
          <RulesTable rules={read.data.rules} />
        )}
      </section>
      {creating && <ScanRuleDialog onClose={() => setCreating(false)} />}
    </Page>
  );
}

function RulesTable({ rules }: { rules: readonly ScanRule[] }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={t('admin.scans.caption')}
      testId="scan-rules-table"
      columns={
        <>
          <th scope="col">{t('admin.scans.columns.name')}</th>
          <th scope="col">{t('admin.scans.columns.severity')}</th>
          <th scope="col">{t('admin.scans.columns.match')}</th>
          <th scope="col">{t('admin.scans.columns.action')}</th>
          <th scope="col">{t('admin.scans.columns.enabled')}</th>
          <th scope="col">{t('admin.scans.columns.matches')}</th>
          <th scope="col">{t('admin.scans.columns.hunt')}</th>
        </>
      }
    >
      {rules.map((rule) => (
        <tr key={rule.id} data-testid="scan-rule-row" data-rule-id={rule.id}>
          <th scope="row">
            <div className={styles.itemText}>
              <AppLink
                to={`/admin/scan-rules/${rule.id}`}
                className={styles.itemName}
                data-testid="scan-rule-link"
              >
                {rule.name}
              </AppLink>
              {rule.starter && <span className={styles.muted}>{t('admin.scans.starter')}</span>}
            </div>
          </th>
          <td>
            <SeverityBadge rule={rule} />
          </td>
          <td>
            <span className={styles.muted}>
              {t(`admin.scans.kind.${rule.match.kind}`)} ·{' '}
              {t(`admin.scans.target.${rule.match.target}`)}
            </span>
            <p className={styles.mono}>{rule.match.pattern}</p>
          </td>
          <td className={styles.nowrap}>{t(`admin.scans.action.${rule.action}`)}</td>
          <td className={styles.nowrap}>
            {rule.enabled ? t('admin.scans.enabled') : t('admin.scans.disabled')}
          </td>
          <td data-testid="scan-rule-match-count">
            {formatNumber(rule.matchCount, i18n.language)}
          </td>
          <td>
            <HuntProgress hunt={rule.hunt} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
