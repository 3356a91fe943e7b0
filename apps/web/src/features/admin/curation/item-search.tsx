import type { CategoryType, CurationItem } from '@lagoon/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLanguage } from '../../../lib/use-language';
import { useLoadFetcher } from '../../../lib/use-load-fetcher';
import styles from './curation.module.css';
import { type ItemSearchData, itemSearchHref } from './curation-loader';
import { ItemSummary } from './shared';

/**
 * Finds items by name or id and offers each with a button; `skip` hides items already chosen.
 * The search is the console's item-search resource route, read by a fetcher as the
 * administrator types; a change made on the page reads it again, so a chosen item leaves it.
 */
export function ItemSearch({
  type,
  actionLabel,
  onChoose,
  skip,
  disabled,
  installable = false,
  testId,
}: {
  type: CategoryType;
  actionLabel: string;
  onChoose: (item: CurationItem) => void;
  skip?: (item: CurationItem) => boolean;
  disabled?: boolean;
  /** Only items managed browsers could install by policy. */
  installable?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const fetcher = useLoadFetcher<ItemSearchData | null>();
  const { load } = fetcher;
  useEffect(() => {
    if (q) void load(itemSearchHref(q, type, language, installable));
  }, [q, type, language, installable, load]);
  // Only the answer to what the box asks now; an earlier search's answer is not shown.
  const answer = fetcher.data?.q === q && fetcher.data.type === type ? fetcher.data : undefined;
  const items = (answer?.items.data?.items ?? []).filter((item) => !skip?.(item));
  return (
    <div className={styles.search} data-testid={testId}>
      <label htmlFor={id} className={styles.label}>
        {t('admin.curation.search.label')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('admin.curation.search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        data-testid={`${testId}-input`}
      />
      {q && (
        <div aria-live="polite">
          {!answer ? (
            <p className={styles.hint}>{t('common.loading')}</p>
          ) : items.length === 0 ? (
            <p className={styles.hint}>{t('admin.curation.search.none')}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.extensionId} className={styles.row}>
                  <ItemSummary item={item} />
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    disabled={disabled}
                    onClick={() => onChoose(item)}
                    aria-label={`${actionLabel}: ${item.name ?? item.extensionId}`}
                    data-testid={`${testId}-choose`}
                  >
                    {actionLabel}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
