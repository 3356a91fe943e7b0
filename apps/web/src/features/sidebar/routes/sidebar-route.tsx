import { useLoaderData } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../i18n/react';
import { SidebarHeader } from '../components/sidebar-header';
import styles from '../sidebar.module.css';
import { sidebarTitle } from '../sidebar-head';
import type { SidebarData } from '../sidebar-loader';
import { sidebarTab } from '../sidebar-pages';
import { SidebarCategory } from './sidebar-category';
import { SidebarDetail } from './sidebar-detail';
import { SidebarHome } from './sidebar-home';
import { SidebarMobile } from './sidebar-mobile';
import { SidebarMobileSite } from './sidebar-mobile-site';
import { SidebarSearch } from './sidebar-search';

// The loader comes with the page: one chunk for both (see ../sidebar-chunk.ts).
export { loadSidebar } from '../sidebar-loader';

/**
 * /sidebar/* — the sidebar store: a compact store for the browser's side panel, 320 to 480
 * pixels wide, in one column under its own sticky header (the shell leaves its desktop header
 * and footer out, see app/layout/root-layout.tsx). The loader (sidebar-loader.ts) has read the
 * page the address names; this draws it.
 */
export function SidebarRoute() {
  const data = useLoaderData() as SidebarData;
  const { t, i18n } = useTranslation();
  useDocumentTitle(sidebarTitle(data, t, i18n.language));
  return (
    <div className={styles.shell} data-testid="sidebar">
      <a href="#sidebar-content" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <SidebarHeader tab={sidebarTab(data)} />
      <main id="sidebar-content" className={styles.content} data-page={data.page} tabIndex={-1}>
        <SidebarPage data={data} />
      </main>
    </div>
  );
}

function SidebarPage({ data }: { data: SidebarData }) {
  switch (data.page) {
    case 'home':
      return <SidebarHome data={data} />;
    case 'category':
      return <SidebarCategory key={data.category} data={data} />;
    case 'search':
      return <SidebarSearch data={data} />;
    case 'detail':
      return <SidebarDetail data={data} />;
    case 'mobile':
      return <SidebarMobile data={data} />;
    case 'mobile-site':
      return <SidebarMobileSite data={data} />;
  }
}
