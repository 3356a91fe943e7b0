import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DesktopIcon } from '../components/icons';
import { Logo } from '../components/logo';
import { currentDeviceTraits, isMobileDevice } from '../lib/device';
import styles from './desktop-only.module.css';

function useIsMobileDevice(): boolean {
  const [mobile, setMobile] = useState(() => isMobileDevice(currentDeviceTraits()));
  useEffect(() => {
    const update = () => setMobile(isMobileDevice(currentDeviceTraits()));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
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
