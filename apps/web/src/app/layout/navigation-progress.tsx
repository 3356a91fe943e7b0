import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** A thin bar at the top while the next page's code or data is on its way. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className={styles.bar} data-active={busy} aria-hidden="true" />;
}
