import type { OutsideItem } from '@lagoon/contract';
import { useEffect, useId, useState } from 'react';
import { ProductIcon } from '../../../components/product/product-icon';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';
import { getOutsideItems } from './outside-items-api';

/** The items from elsewhere whose name or id holds the typed words, by name. */
export function matchOutsideItems(
  items: readonly OutsideItem[],
  query: string,
  skip: (extensionId: string) => boolean,
): OutsideItem[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (skip(item.extensionId)) return false;
    const text = `${item.name} ${item.nameKo ?? ''} ${item.extensionId}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * Finds an item from elsewhere for a group, each marked with its source; the group page's
 * search for them beside the store's own items.
 */
export function OutsideItemSearch({
  skip,
  disabled,
  actionLabel,
  onChoose,
}: {
  skip: (extensionId: string) => boolean;
  disabled: boolean;
  actionLabel: string;
  onChoose: (item: OutsideItem) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [items, setItems] = useState<OutsideItem[] | null>(null);
  const [query, setQuery] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    getOutsideItems(controller.signal).then(
      (list) => setItems(list.items),
      () => setItems([]),
    );
    return () => controller.abort();
  }, []);
  const found = items ? matchOutsideItems(items, query, skip) : [];
  return (
    <div data-testid="group-outside-search">
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('admin.outside.search.label')}
        </label>
        <input
          id={id}
          className={styles.input}
          type="search"
          value={query}
          placeholder={t('admin.outside.search.placeholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {items && found.length === 0 && (
        <p className={styles.hint}>{t('admin.outside.search.none')}</p>
      )}
      <ul className={styles.stack} style={{ listStyle: 'none', padding: 0 }}>
        {found.map((item) => (
          <li key={item.extensionId} className={styles.itemCell} data-testid="outside-result">
            <ProductIcon src={item.icon} name={item.name} size={40} />
            <div className={styles.itemText}>
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.badges}>
                <span className={styles.badge} data-tone="accent">
                  {t('admin.outside.search.from', { source: item.source })}
                </span>
              </span>
            </div>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={disabled}
              onClick={() => onChoose(item)}
            >
              {actionLabel}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
