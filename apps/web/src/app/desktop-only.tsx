import { type ReactNode, useSyncExternalStore } from 'react';
import { DesktopIcon } from '../components/icons';
import { Logo } from '../components/logo';
import { useTranslation } from '../i18n/react';
import { currentDeviceTraits, isMobileDevice } from '../lib/device';
import styles from './desktop-only.module.css';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * A page the server rendered is drawn for a desktop first, so it hydrates as rendered; a phone
 * then switches to the message at once.
 */
function useIsMobileDevice(): boolean {
  return useSyncExternalStore(
    subscribeToResize,
    () => isMobileDevice(currentDeviceTraits()),
    () => false,
  );
}

/** The store is desktop-only (spec §1): phones get a message instead of the app. */
export function DesktopOnlyGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const mobile = useIsMobileDevice();
  if (!mobile) return children;
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
