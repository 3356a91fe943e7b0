import { WINNER_YEARS } from '@lagoon/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { TrophyIcon } from '../../../components/icons';
import { Page } from '../../../components/page';
import { SegmentedLinks } from '../../../components/segmented-links';

const LATEST_YEAR = WINNER_YEARS[WINNER_YEARS.length - 1] ?? 2019;

/** /extensions/winners/:year? — contest winners of one year, the latest by default. */
export function WinnersPage() {
  const { t } = useTranslation();
  const { year: yearParam } = useParams();
  const year = yearParam === undefined ? LATEST_YEAR : Number(yearParam);
  if (!(WINNER_YEARS as readonly number[]).includes(year)) {
    return <AppNavigate to="/extensions/winners" />;
  }
  return (
    <Page
      title={t('winners.title')}
      description={t('winners.description')}
      eyebrow={
        <>
          <TrophyIcon size={16} /> {t('winners.year', { year })}
        </>
      }
      actions={
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
      }
      testId="winners-page"
    >
      <EmptyState />
    </Page>
  );
}
