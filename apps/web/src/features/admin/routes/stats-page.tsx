import { STATS_PERIODS, type StoreStats } from '@lagoon/contract';
import { useId, useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { dayRange, utcDay } from '../../../components/charts/chart-scale';
import { BarChart, ChartFrame, ChartTable, ColumnChart } from '../../../components/charts/charts';
import chartStyles from '../../../components/charts/charts.module.css';
import { readStatsPeriod } from '../../../components/charts/stats-period';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { SegmentedLinks } from '../../../components/segmented-links';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { useReadingAgain } from '../../../lib/use-reading-again';
import styles from '../admin.module.css';
import type { StatsData } from '../loaders';
import { viewedPaths, viewsPerDay } from '../model/chart-scale';

/** /admin/stats: page views per path and day, the most used items, items by review state. */
export function StatsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const days = readStatsPeriod(params.get('days'));
  const stats = (useLoaderData() as StatsData | null)?.stats;
  const revalidator = useRevalidator();
  // Another period keeps the charts of this one on screen, busy, until its numbers arrive.
  const busy = useReadingAgain();
  return (
    <Page
      title={t('admin.stats.title')}
      description={t('admin.stats.description')}
      eyebrow={t('admin.title')}
      actions={
        <SegmentedLinks
          label={t('admin.stats.period')}
          testIdPrefix="stats-period"
          items={STATS_PERIODS.map((period) => ({
            value: String(period),
            label: t('admin.stats.days', { count: period }),
            to: `/admin/stats?days=${period}`,
            active: period === days,
          }))}
        />
      }
      testId="admin-stats"
    >
      {!stats ? (
        <Spinner />
      ) : stats.error ? (
        <ErrorState error={stats.error} onRetry={() => void revalidator.revalidate()} />
      ) : (
        <div className={styles.stack} aria-busy={busy || undefined}>
          <PageViewsChart stats={stats.data} />
          <div className={styles.columns}>
            <PathsChart stats={stats.data} />
            <ReviewStatesChart stats={stats.data} />
          </div>
          <ItemsChart stats={stats.data} />
        </div>
      )}
    </Page>
  );
}

function PageViewsChart({ stats }: { stats: StoreStats }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [path, setPath] = useState<string | null>(null);
  const paths = viewedPaths(stats.pageViews);
  const chosen = path !== null && paths.includes(path) ? path : null;
  const days = dayRange(stats.days, utcDay(new Date()));
  const counts = viewsPerDay(stats.pageViews, days, chosen);
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  const peak = counts.reduce((best, row) => (row.count > best.count ? row : best), {
    day: days[0] ?? '',
    count: 0,
  });
  const number = (value: number) => formatNumber(value, i18n.language);
  const longDay = (day: string) => formatDate(day, i18n.language) ?? day;
  const columns = counts.map((row) => ({
    label: formatDate(row.day, i18n.language, 'shortDay') ?? row.day,
    fullLabel: longDay(row.day),
    value: row.count,
  }));
  const pathLabel = chosen ?? t('admin.stats.views.allPaths');
  return (
    <section className={styles.stack} data-testid="stats-views">
      <div className={styles.filters}>
        <div className={`${styles.field} ${styles.pathField}`}>
          <label htmlFor={`${id}-path`} className={styles.label}>
            {t('admin.stats.views.path')}
          </label>
          <select
            id={`${id}-path`}
            className={styles.select}
            value={chosen ?? ''}
            onChange={(event) => setPath(event.target.value || null)}
            data-testid="stats-path"
          >
            <option value="">{t('admin.stats.views.allPaths')}</option>
            {paths.map((entry) => (
              <option key={entry} value={entry}>
                {entry}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.count} aria-live="polite" data-testid="stats-views-total">
          {t('admin.stats.views.total', { count: total })}
        </p>
      </div>
      <ChartFrame
        title={t('admin.stats.views.title')}
        description={t('admin.stats.views.chart', {
          path: pathLabel,
          from: longDay(days[0] ?? ''),
          to: longDay(days[days.length - 1] ?? ''),
          peakDay: longDay(peak.day),
          peak: number(peak.count),
        })}
        testId="chart-views"
        tableLabel={t('admin.stats.showTable')}
        table={
          <ChartTable
            caption={t('admin.stats.views.title')}
            headers={[
              { label: t('admin.stats.columns.day') },
              { label: t('admin.stats.columns.views'), numeric: true },
            ]}
            rows={columns.map((column) => ({
              key: column.fullLabel,
              cells: [column.fullLabel, number(column.value)],
            }))}
          />
        }
      >
        <ColumnChart columns={columns} />
      </ChartFrame>
    </section>
  );
}

function PathsChart({ stats }: { stats: StoreStats }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const top = stats.pageViewTotals[0];
  if (!top) {
    return (
      <section className={chartStyles.figure} data-testid="chart-paths">
        <h2 className={chartStyles.title}>{t('admin.stats.paths.title')}</h2>
        <p className={styles.muted}>{t('admin.stats.empty')}</p>
      </section>
    );
  }
  return (
    <ChartFrame
      title={t('admin.stats.paths.title')}
      description={t('admin.stats.paths.chart', { path: top.path, count: number(top.count) })}
      testId="chart-paths"
      tableLabel={t('admin.stats.showTable')}
      table={
        <ChartTable
          caption={t('admin.stats.paths.title')}
          headers={[
            { label: t('admin.stats.columns.path') },
            { label: t('admin.stats.columns.views'), numeric: true },
          ]}
          rows={stats.pageViewTotals.map((row) => ({
            key: row.path,
            cells: [row.path, number(row.count)],
          }))}
        />
      }
    >
      <BarChart
        series={[{ key: 'views', label: t('admin.stats.columns.views') }]}
        rows={stats.pageViewTotals.map((row) => ({
          key: row.path,
          label: row.path,
          values: [row.count],
        }))}
      />
    </ChartFrame>
  );
}

function ReviewStatesChart({ stats }: { stats: StoreStats }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const rows = stats.reviewStates.map((row) => ({
    key: row.review,
    label: t(`admin.reviewState.${row.review}`),
    values: [row.count],
  }));
  return (
    <ChartFrame
      title={t('admin.stats.states.title')}
      description={t('admin.stats.states.chart')}
      testId="chart-states"
      tableLabel={t('admin.stats.showTable')}
      table={
        <ChartTable
          caption={t('admin.stats.states.title')}
          headers={[
            { label: t('admin.stats.columns.state') },
            { label: t('admin.stats.columns.items'), numeric: true },
          ]}
          rows={rows.map((row) => ({
            key: row.key,
            cells: [row.label, number(row.values[0] ?? 0)],
          }))}
        />
      }
    >
      <BarChart series={[{ key: 'items', label: t('admin.stats.columns.items') }]} rows={rows} />
      <p className={styles.muted} data-testid="stats-blocked">
        {t('admin.stats.states.blocked', { count: stats.blockedCount })}
      </p>
    </ChartFrame>
  );
}

function ItemsChart({ stats }: { stats: StoreStats }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const users = t('admin.stats.items.users');
  const downloads = t('admin.stats.items.downloads');
  if (stats.topItems.length === 0) return null;
  return (
    <ChartFrame
      title={t('admin.stats.items.title')}
      description={t('admin.stats.items.chart', { count: stats.topItems.length })}
      testId="chart-items"
      tableLabel={t('admin.stats.showTable')}
      table={
        <ChartTable
          caption={t('admin.stats.items.title')}
          headers={[
            { label: t('admin.stats.columns.item') },
            { label: users, numeric: true },
            { label: downloads, numeric: true },
          ]}
          rows={stats.topItems.map((item) => ({
            key: item.extensionId,
            cells: [
              <AppLink key="item" to={`/admin/items/${item.extensionId}`}>
                {item.name}
              </AppLink>,
              number(item.usercount),
              number(item.downloadcount),
            ],
          }))}
        />
      }
    >
      <BarChart
        series={[
          { key: 'users', label: users },
          { key: 'downloads', label: downloads },
        ]}
        rows={stats.topItems.map((item) => ({
          key: item.extensionId,
          label: item.name,
          values: [item.usercount, item.downloadcount],
        }))}
      />
    </ChartFrame>
  );
}
