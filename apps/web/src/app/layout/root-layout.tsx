import { useEffect } from 'react';
import {
  Outlet,
  useLocation,
  UNSAFE_useScrollRestoration as useScrollRestoration,
} from 'react-router';
import { useLoadSession } from '../../features/session';
import { isSidebarPath } from '../../features/sidebar/sidebar-path';
import { useTranslation } from '../../i18n/react';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import styles from './root-layout.module.css';
import { useClearNetworkErrors } from './use-clear-network-errors';
import { useLanguageSync } from './use-language-sync';
import { usePageViews } from './use-page-views';
import { useUnsupportedRedirect } from './use-unsupported-redirect';

/**
 * New pages start at the top; back and forward restore where the visitor was. React Router's
 * <ScrollRestoration> is this hook and, for its framework's own server, an inline script; this
 * store renders its pages itself, so the hook alone does what the component did here.
 */
function RestoreScroll() {
  useScrollRestoration();
  return null;
}

/**
 * The shell around every page: header, content, footer. The sidebar store (/sidebar, made for
 * the browser's narrow side panel) draws its own compact header and has no footer.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const sidebar = isSidebarPath(useLocation().pathname);
  useLanguageSync();
  usePageViews();
  useUnsupportedRedirect();
  useClearNetworkErrors();
  // Who is visiting is read once the app runs in the browser (a rendered page is the same for
  // everyone); the header, guards and menus share the answer.
  useLoadSession();
  // Marks the page as taken over by the app (after a server-rendered page hydrated, or the
  // shell's first render), for scripts and tests that must wait until the page answers.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  if (sidebar) {
    return (
      <>
        <NavigationProgress />
        <Outlet />
        <RestoreScroll />
      </>
    );
  }
  return (
    <div className={styles.shell}>
      <a href="#content" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <main id="content" className={styles.content} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <RestoreScroll />
    </div>
  );
}
