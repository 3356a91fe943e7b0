import type { PublicOutsideItem } from '@lagoon/contract';
import { AppLink } from '../../components/app-link';
import { ProductIcon } from '../../components/product/product-icon';
import { useTranslation } from '../../i18n/react';
import { useAreaMessages } from '../../i18n/use-area';
import styles from './outside.module.css';
import { useGroupOutsideItems } from './use-group-outside';

/** The address of an item from elsewhere's page. */
export function outsidePath(extensionId: string): string {
  return `/outside/${extensionId}`;
}

/**
 * The home page's section of items from elsewhere: what the visitor's browser group allows,
 * pre-installs or requires from other stores, each marked with its source. Shown only to a
 * browser whose companion answers (a managed one) and whose group has any.
 */
export function OutsideSection() {
  const { t, i18n } = useTranslation();
  const ready = useAreaMessages('store');
  const read = useGroupOutsideItems(i18n.language);
  if (!ready || read.state !== 'ready' || read.data.length === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="home-outside"
      data-testid="outside-section"
    >
      <h2 id="home-outside" className={styles.heading}>
        {t('outside.section.title')}
      </h2>
      <p className={styles.hint}>{t('outside.section.description')}</p>
      <ul className={styles.grid}>
        {read.data.map((item) => (
          <li key={item.extensionId}>
            <OutsideCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OutsideCard({ item }: { item: PublicOutsideItem }) {
  const { t } = useTranslation();
  return (
    <AppLink
      to={outsidePath(item.extensionId)}
      className={styles.card}
      data-testid="outside-card"
      data-extension-id={item.extensionId}
    >
      <ProductIcon src={item.icon} name={item.name} size={48} />
      <span className={styles.text}>
        <span className={styles.name}>{item.name}</span>
        {item.description && <span className={styles.hint}>{item.description}</span>}
        <span className={styles.badges}>
          <span className={styles.badge} data-testid="outside-source">
            {t('outside.from', { source: item.source })}
          </span>
          <span className={styles.badge} data-tone="primary">
            {t(`outside.mode.${item.mode}`)}
          </span>
        </span>
      </span>
    </AppLink>
  );
}
