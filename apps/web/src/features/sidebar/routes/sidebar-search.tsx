import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/react';
import type { SearchGroup } from '../../search/api/search';
import { ProductRows } from '../components/product-rows';
import { SidebarSection } from '../components/sidebar-section';
import styles from '../sidebar.module.css';
import type { SidebarSearchData } from '../sidebar-loader';

/** Rows shown per group before "See more". */
export const SIDEBAR_GROUP_PREVIEW = 5;

/**
 * /sidebar/search/:keyword? — what the store's search found, in the store's groups (extensions,
 * wallpapers, web apps), a few rows each. The header's box suggests names as the visitor types.
 */
export function SidebarSearch({ data }: { data: SidebarSearchData }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const { keyword, results } = data;
  const title = keyword ? t('search.resultsFor', { keyword }) : t('sidebar.searchTitle');
  let body: ReactNode;
  if (!results) {
    body = <p className={styles.note}>{t('sidebar.searchPrompt')}</p>;
  } else if (results.error) {
    body = <ErrorState error={results.error} onRetry={() => void revalidate()} />;
  } else if (results.data.every((group) => group.totalCount === 0)) {
    body = (
      <p className={styles.note} data-testid="sidebar-search-empty">
        {t('sidebar.searchEmpty', { keyword })}
      </p>
    );
  } else {
    body = results.data
      .filter((group) => group.items.length > 0)
      // The key starts "See more" over for a new search.
      .map((group) => <ResultGroup key={`${keyword}:${group.type}`} group={group} />);
  }
  return (
    <div className={styles.page} data-testid="sidebar-search">
      <h1 className={styles.pageTitle} data-testid="sidebar-page-title">
        {title}
      </h1>
      {body}
    </div>
  );
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = `sidebar-search-${group.type.toLowerCase()}`;
  const shown = expanded ? group.items : group.items.slice(0, SIDEBAR_GROUP_PREVIEW);
  return (
    <SidebarSection
      title={`${t(`search.groups.${group.type}`)} ${group.totalCount}`}
      testId={id}
      action={
        group.items.length > SIDEBAR_GROUP_PREVIEW && (
          <button
            type="button"
            className={`button button-ghost button-small ${styles.more}`}
            aria-expanded={expanded}
            aria-controls={`${id}-rows`}
            onClick={() => setExpanded((value) => !value)}
            data-testid="sidebar-search-more"
          >
            {expanded ? t('search.seeLess') : t('search.seeMore')}
          </button>
        )
      }
    >
      <div id={`${id}-rows`}>
        <ProductRows products={shown} />
      </div>
    </SidebarSection>
  );
}
