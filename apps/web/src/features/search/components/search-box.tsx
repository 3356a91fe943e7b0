import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useMatch } from 'react-router';
import { useAppNavigate } from '../../../components/app-link';
import { SearchIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import { DATA_PREFIX } from '../../../lib/resource-routes';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLoadFetcher } from '../../../lib/use-load-fetcher';
import styles from './search-box.module.css';

const AUTOCOMPLETE_DELAY_MS = 150;
/** The call asks for a full page of names; the list shows the best few. */
const SUGGESTIONS_SHOWN = 8;

/** The address of the suggestions for what the visitor typed (see ../data-loaders.ts). */
function suggestionsHref(keyword: string): string {
  return `${DATA_PREFIX}suggestions?${new URLSearchParams({ keyword })}`;
}

/**
 * Names that complete what the visitor typed, through the suggestions resource route. The last
 * word's names stay shown while the next ones load; a failure shows none.
 */
function useSuggestions(keyword: string): string[] | undefined {
  const fetcher = useLoadFetcher<Read<string[]>>();
  const { load } = fetcher;
  useEffect(() => {
    if (keyword) void load(suggestionsHref(keyword));
  }, [keyword, load]);
  return fetcher.data?.data;
}

/**
 * The header search: names are suggested as the visitor types (arrow keys move through them,
 * Escape closes the list) and submitting goes to /search/:keyword (or the results page under
 * `resultsPath`, such as the sidebar store's).
 */
export function SearchBox({ resultsPath = '/search' }: { resultsPath?: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const listId = useId();
  const searchMatch = useMatch(`${resultsPath}/:keyword?`);
  const currentKeyword = searchMatch?.params.keyword ?? '';
  const [keyword, setKeyword] = useState(currentKeyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Keep the box showing what the results page shows, e.g. after back/forward.
  useEffect(() => setKeyword(currentKeyword), [currentKeyword]);

  const typed = useDebouncedValue(keyword.trim(), AUTOCOMPLETE_DELAY_MS);
  const suggestions = useSuggestions(open ? typed : '');
  const names = open && typed ? (suggestions ?? []).slice(0, SUGGESTIONS_SHOWN) : [];
  const expanded = names.length > 0;

  // A new list starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the suggestions change
  useEffect(() => setActive(-1), [suggestions]);

  const go = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    setOpen(false);
    setKeyword(trimmed);
    navigate(`${resultsPath}/${encodeURIComponent(trimmed)}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? names[active] : undefined;
    go(chosen ?? keyword);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' && names.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % names.length);
    } else if (event.key === 'ArrowUp' && names.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? names.length - 1 : index - 1));
    }
  };

  return (
    <search className={styles.search}>
      <form onSubmit={onSubmit}>
        <SearchIcon size={18} className={styles.searchIcon} />
        <input
          type="search"
          className={styles.searchInput}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="search-input"
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className={styles.suggestions}
          hidden={!expanded}
          data-testid="search-suggestions"
        >
          {names.map((name, index) => (
            <div
              key={name}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={styles.suggestion}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(name);
              }}
              data-testid="search-suggestion"
            >
              {name}
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
