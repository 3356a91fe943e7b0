import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { AppLink, AppNavigate } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { Page } from '../../../components/page';
import { ProductIcon } from '../../../components/product/product-icon';
import { useTranslation } from '../../../i18n/react';
import { logError } from '../../../lib/logger';
import { useLanguage } from '../../../lib/use-language';
import { usePagedList } from '../../../lib/use-paged-list';
import { productPageHref } from '../../catalog/loaders';
import { useNotebookEdition } from '../../session';
import type { WebAppsData } from '../loaders';
import { webAppLabelKey } from '../web-app-label';
import styles from './app-home.module.css';

/** /whaleapps — web apps exist only in the notebook edition; elsewhere the address goes home. */
export function AppHome() {
  const { t } = useTranslation();
  const notebook = useNotebookEdition();
  if (!notebook) return <AppNavigate to="/" />;
  return (
    <Page title={t('webApps.title')} description={t('webApps.description')} testId="app-home">
      <WebAppList />
    </Page>
  );
}

function WebAppList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = useLoaderData() as WebAppsData;
  const params = { type: 'app' as const, sort: 'popular' as const, category: null, language };
  const list = usePagedList(data.list, (last) => last && productPageHref(params, last));
  useEffect(() => {
    if (list.error) logError('Web app list failed to load', list.error);
  }, [list.error]);
  const apps = list.pages.flatMap((page) => page.products);
  if (apps.length === 0) return <EmptyState />;
  return (
    <>
      <ul className={styles.list} data-testid="web-app-list">
        {apps.map((app) => (
          <li key={app.extensionId}>
            <AppLink
              to={`/detail/${app.extensionId}`}
              className={styles.card}
              data-testid="web-app-card"
              data-extension-id={app.extensionId}
            >
              <ProductIcon src={app.icon} name={app.name} size={56} />
              <span className={styles.text}>
                <span className={styles.name}>{app.name}</span>
                <span className={styles.label} data-testid="web-app-label">
                  {t(webAppLabelKey(app.productType))}
                </span>
                {(app.shortDescription ?? app.description) && (
                  <span className={styles.description}>
                    {app.shortDescription ?? app.description}
                  </span>
                )}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      {list.hasMore && <LoadMore onLoad={list.loadMore} loading={list.loading} />}
    </>
  );
}
