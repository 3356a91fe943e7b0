import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';

/** /search/:keyword? */
export function SearchPage() {
  const { t } = useTranslation();
  const keyword = useParams().keyword?.trim() ?? '';
  if (!keyword) {
    return (
      <Page title={t('search.title')} testId="search-page">
        <EmptyState message={t('search.prompt')} />
      </Page>
    );
  }
  return (
    <Page
      title={t('search.resultsFor', { keyword })}
      description={t('search.description')}
      testId="search-page"
    >
      <EmptyState />
    </Page>
  );
}
