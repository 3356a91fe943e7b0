import type { ItemUsage } from '@lagoon/contract';
import { ChartFrame, ChartTable, ColumnChart } from '../../../components/charts/charts';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import styles from './stats.module.css';
import { peakOf, type UsageSeries } from './usage-model';

type Days = ItemUsage['days'];

/** The words of each series: its chart's title and its column in the tables. */
const SERIES = {
  activeInstalls: {
    title: 'developers.stats.active.title',
    column: 'developers.stats.columns.active',
  },
  updateChecks: {
    title: 'developers.stats.checks.title',
    column: 'developers.stats.columns.checks',
  },
  newInstalls: {
    title: 'developers.stats.newInstalls.title',
    column: 'developers.stats.columns.newInstalls',
  },
  ratings: { title: 'developers.stats.ratings.title', column: 'developers.stats.columns.ratings' },
} as const;

/**
 * One series of the item's days as a column chart (the store's one chart component), with the
 * same numbers in a table. The ratings' table adds each day's average score.
 */
export function UsageChart({ days, series }: { days: Days; series: UsageSeries }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const longDay = (day: string) => formatDate(day, i18n.language) ?? day;
  const title = t(SERIES[series].title);
  const peak = peakOf(days, series);
  const columns = days.map((day) => ({
    label: formatDate(day.day, i18n.language, 'shortDay') ?? day.day,
    fullLabel: longDay(day.day),
    value: day[series],
  }));
  const withAverage = series === 'ratings';
  return (
    <ChartFrame
      title={title}
      description={t('developers.stats.chart', {
        title,
        from: longDay(days[0]?.day ?? ''),
        to: longDay(days[days.length - 1]?.day ?? ''),
        peakDay: longDay(peak?.day ?? ''),
        peak: number(peak?.value ?? 0),
      })}
      testId={`usage-chart-${series}`}
      tableLabel={t('developers.stats.showTable')}
      table={
        <ChartTable
          caption={title}
          testId={`usage-table-${series}`}
          headers={[
            { label: t('developers.stats.columns.day') },
            { label: t(SERIES[series].column), numeric: true },
            ...(withAverage
              ? [{ label: t('developers.stats.columns.average'), numeric: true }]
              : []),
          ]}
          rows={days.map((day, index) => ({
            key: day.day,
            cells: [
              columns[index]?.fullLabel ?? day.day,
              number(day[series]),
              ...(withAverage
                ? [
                    day.ratingAverage === null
                      ? '—'
                      : formatNumber(day.ratingAverage, i18n.language),
                  ]
                : []),
            ],
          }))}
        />
      }
    >
      <ColumnChart columns={columns} />
    </ChartFrame>
  );
}

/**
 * Active installations: the chart when some browser reported the item in use in the period, else
 * why there is no number, so a row of zeros is never taken for "nobody uses it".
 */
export function ActiveInstallations({ days, anyActive }: { days: Days; anyActive: boolean }) {
  const { t } = useTranslation();
  if (anyActive) return <UsageChart days={days} series="activeInstalls" />;
  return (
    <section className={styles.note} data-testid="usage-no-active">
      <h2 className={styles.noteTitle}>{t('developers.stats.active.title')}</h2>
      <p className={styles.noteLead}>{t('developers.stats.active.none')}</p>
      <p className={styles.muted}>{t('developers.stats.active.noneHelp')}</p>
    </section>
  );
}

/** What each number counts and cannot know, in the developer's language. */
export function AboutUsage({ installs }: { installs: boolean }) {
  const { t } = useTranslation();
  return (
    <details className={styles.about} data-testid="usage-about">
      <summary className={styles.aboutSummary}>{t('developers.stats.about.title')}</summary>
      <ul className={styles.aboutList}>
        {installs && <li>{t('developers.stats.about.checks')}</li>}
        {installs && <li>{t('developers.stats.about.active')}</li>}
        {installs && <li>{t('developers.stats.about.newInstalls')}</li>}
        <li>{t('developers.stats.about.ratings')}</li>
        <li>{t('developers.stats.about.privacy')}</li>
      </ul>
    </details>
  );
}
