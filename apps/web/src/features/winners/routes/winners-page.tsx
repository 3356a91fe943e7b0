import { WINNER_YEARS } from '@lagoon/contract';
import { useLoaderData, useParams, useRevalidator } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { TrophyIcon } from '../../../components/more-icons';
import { ProductCard } from '../../../components/product/product-card';
import { SegmentedLinks } from '../../../components/segmented-links';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../i18n/react';
import { type PrizeWinners, readYearWinners } from '../api/get-winners';
import type { WinnersData } from '../loaders';
import styles from './winners-page.module.css';

const LATEST_YEAR = WINNER_YEARS[WINNER_YEARS.length - 1] ?? 2019;

/** /extensions/winners/:year? — contest winners of one year, the latest by default. */
export function WinnersPage() {
  const { t } = useTranslation();
  const { year: yearParam } = useParams();
  const year = yearParam === undefined ? LATEST_YEAR : Number(yearParam);
  useDocumentTitle(`${t('winners.title')} ${Number.isFinite(year) ? year : ''}`.trim());
  if (!(WINNER_YEARS as readonly number[]).includes(year)) {
    return <AppNavigate to="/extensions/winners" />;
  }
  return (
    <section className={styles.page} data-testid="winners-page">
      <header className={styles.hero} data-testid="winners-banner">
        <span className={styles.trophy} aria-hidden="true">
          <TrophyIcon size={40} />
        </span>
        <p className={styles.eyebrow}>{t('winners.eyebrow', { year })}</p>
        <h1 className={styles.title} data-testid="page-title">
          {t('winners.title')}
        </h1>
        <p className={styles.description}>{t('winners.description')}</p>
      </header>
      <div className={styles.toolbar}>
        <SegmentedLinks
          label={t('winners.yearLabel')}
          testIdPrefix="winners-year"
          items={WINNER_YEARS.map((value) => ({
            value: String(value),
            label: t('winners.year', { year: value }),
            to: `/extensions/winners/${value}`,
            active: value === year,
          }))}
        />
      </div>
      <Prizes year={year} />
    </section>
  );
}

function Prizes({ year }: { year: number }) {
  const { winners } = useLoaderData() as WinnersData;
  const { revalidate } = useRevalidator();
  if (winners.error) return <ErrorState error={winners.error} onRetry={() => revalidate()} />;
  const groups = readYearWinners(winners.data, year);
  if (groups.length === 0) return <EmptyState />;
  return (
    <div className={styles.prizes}>
      {groups.map((group) => (
        <PrizeSection key={group.prize} group={group} />
      ))}
    </div>
  );
}

function PrizeSection({ group }: { group: PrizeWinners }) {
  const { t } = useTranslation();
  const id = `prize-${group.prize}`;
  return (
    <section
      aria-labelledby={id}
      className={styles.prize}
      data-testid="prize-section"
      data-prize={group.prize}
    >
      <h2 id={id} className={styles.prizeTitle}>
        <span className={`${styles.medal} ${styles[group.prize]}`} aria-hidden="true" />
        {t(`winners.prizes.${group.prize}`)}
      </h2>
      <ul className={styles.grid}>
        {group.products.map((product) => (
          <li key={product.extensionId} data-testid="winner" data-prize={group.prize}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
