import { type ReactNode, useSyncExternalStore } from 'react';
import { DesktopIcon } from '../components/icons';
import { Logo } from '../components/logo';
import { isSidebarPath } from '../features/sidebar/sidebar-path';
import { useTranslation } from '../i18n/react';
import { currentDeviceTraits, isMobileDevice } from '../lib/device';
import styles from './desktop-only.module.css';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * A page the server rendered is drawn for a desktop first, so it hydrates as rendered; a phone
 * then switches to the message at once. The sidebar store is never gated: it is made for a
 * narrow side panel of a desktop browser, which may well look like a phone. (Its links stay in
 * it or open a new tab, and no store page links into it, so the address it opened on decides.)
 */
function useIsGated(): boolean {
  return useSyncExternalStore(
    subscribeToResize,
    () => isMobileDevice(currentDeviceTraits()) && !isSidebarPath(window.location.pathname),
    () => false,
  );
}

/** The store is desktop-only: phones get a message instead of the app. */
export function DesktopOnlyGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const gated = useIsGated();
  if (!gated) return children;
  return (
    <main className={styles.screen} data-testid="desktop-only">
      <Logo />
      <div className={styles.icon}>
        <DesktopIcon size={40} />
      </div>
      <h1 className={styles.title}>{t('desktopOnly.title')}</h1>
      <p className={styles.message}>{t('desktopOnly.message')}</p>
    </main>
  );
}
