import { type ItemUsage, STATS_PERIODS } from '@lagoon/contract';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { InboxIcon } from '../../../components/icons';
import { Page } from '../../../components/page';
import { ProductIcon } from '../../../components/product/product-icon';
import { SegmentedLinks } from '../../../components/segmented-links';
import { Spinner } from '../../../components/spinner';
import { StatusPanel } from '../../../components/status-panel';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format-number';
import { useReadingAgain } from '../../../lib/use-reading-again';
import styles from './stats.module.css';
import { AboutUsage, ActiveInstallations, UsageChart } from './usage-charts';
import type { UsageData } from './usage-loader';
import { countsInstalls, statsPath, summarize, type UsageSummary } from './usage-model';

/**
 * /developers/stats/:extensionId?days=: how one of the developer's items is used, per day:
 * active installations, update checks, new installations and ratings, as charts with their
 * tables, over the last 7, 30 or 90 days.
 */
export function StatsPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as UsageData | null;
  const usage = data?.usage.data;
  return (
    <Page
      title={t('developers.stats.title')}
      description={t('developers.stats.description')}
      eyebrow={usage?.name || t('developers.title')}
      actions={
        data && (
          <SegmentedLinks
            label={t('developers.stats.period')}
            testIdPrefix="usage-period"
            items={STATS_PERIODS.map((period) => ({
              value: String(period),
              label: t('developers.stats.days', { count: period }),
              to: statsPath(data.extensionId, period),
              active: period === data.days,
            }))}
          />
        )
      }
      testId="developer-stats"
    >
      {data ? <StatsContent data={data} /> : <Spinner />}
    </Page>
  );
}

function StatsContent({ data }: { data: UsageData }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const busy = useReadingAgain();
  if (data.usage.error) {
    if (revalidator.state === 'loading') return <Spinner />;
    return <ErrorState error={data.usage.error} onRetry={() => void revalidator.revalidate()} />;
  }
  const usage = data.usage.data;
  const summary = summarize(usage);
  const installs = countsInstalls(usage.productType);
  return (
    <div className={styles.stack} aria-busy={busy || undefined}>
      <div className={styles.itemBar}>
        <div className={styles.item}>
          <ProductIcon src={usage.icon} name={usage.name} size={40} />
          <div>
            <p className={styles.itemName} data-testid="usage-item-name">
              {usage.name}
            </p>
            <p className={styles.itemId}>{usage.extensionId}</p>
          </div>
        </div>
        <AppLink
          to={`/developers/dashboard/${installs ? 'extensions' : 'webapps'}`}
          className="button button-ghost button-small"
        >
          {t('developers.stats.back')}
        </AppLink>
      </div>
      <SummaryList usage={usage} summary={summary} installs={installs} />
      {summary.empty ? (
        <StatusPanel
          icon={<InboxIcon size={30} />}
          title={t('developers.stats.emptyTitle')}
          message={t('developers.stats.empty', { count: data.days })}
          testId="usage-empty"
        />
      ) : (
        <>
          {!installs && <p className={styles.muted}>{t('developers.stats.webApp')}</p>}
          {installs && (
            <>
              <ActiveInstallations days={usage.days} anyActive={summary.anyActive} />
              <div className={styles.columns}>
                <UsageChart days={usage.days} series="updateChecks" />
                <UsageChart days={usage.days} series="newInstalls" />
              </div>
            </>
          )}
          <UsageChart days={usage.days} series="ratings" />
        </>
      )}
      <AboutUsage installs={installs} />
    </div>
  );
}

function SummaryList({
  usage,
  summary,
  installs,
}: {
  usage: ItemUsage;
  summary: UsageSummary;
  installs: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const entries: { key: string; label: string; value: string }[] = [];
  if (installs) {
    if (summary.anyActive && summary.activeToday !== null) {
      entries.push({
        key: 'active-today',
        label: t('developers.stats.summary.activeToday'),
        value: number(summary.activeToday),
      });
    }
    entries.push(
      {
        key: 'checks',
        label: t('developers.stats.summary.checks'),
        value: number(summary.updateChecks),
      },
      {
        key: 'new-installs',
        label: t('developers.stats.summary.newInstalls'),
        value: number(summary.newInstalls),
      },
    );
  }
  entries.push(
    {
      key: 'ratings',
      label: t('developers.stats.summary.ratings'),
      value: number(summary.ratings),
    },
    {
      key: 'rating',
      label: t('developers.stats.summary.rating'),
      value:
        usage.rating.average === null
          ? t('developers.stats.summary.noRating')
          : t('developers.stats.summary.ratingValue', {
              count: usage.rating.count,
              average: formatNumber(usage.rating.average, i18n.language),
            }),
    },
  );
  return (
    <dl className={styles.summary} aria-label={t('developers.stats.summary.label')}>
      {entries.map((entry) => (
        <div key={entry.key} className={styles.tile} data-testid={`usage-summary-${entry.key}`}>
          <dt className={styles.tileLabel}>{entry.label}</dt>
          <dd className={styles.tileValue}>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
