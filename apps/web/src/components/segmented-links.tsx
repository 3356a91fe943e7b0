import { AppLink } from './app-link';
import styles from './segmented-links.module.css';

export interface SegmentedLink {
  value: string;
  label: string;
  to: string;
  active: boolean;
}

/**
 * Tabs that are addresses (sort orders, lists, dashboards): each is a link so the choice lives
 * in the URL and survives reloads and sharing.
 */
export function SegmentedLinks({
  label,
  items,
  testIdPrefix,
}: {
  label: string;
  items: readonly SegmentedLink[];
  testIdPrefix: string;
}) {
  return (
    <nav aria-label={label} className={styles.segmented}>
      {items.map((item) => (
        <AppLink
          key={item.value}
          to={item.to}
          className={styles.segment}
          aria-current={item.active ? 'page' : undefined}
          data-testid={`${testIdPrefix}-${item.value}`}
        >
          {item.label}
        </AppLink>
      ))}
    </nav>
  );
}
