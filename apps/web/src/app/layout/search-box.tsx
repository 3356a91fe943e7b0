import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { useAppNavigate } from '../../components/app-link';
import { SearchIcon } from '../../components/icons';
import styles from './header.module.css';

/** The header search: submitting goes to /search/:keyword. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const searchMatch = useMatch('/search/:keyword?');
  const currentKeyword = searchMatch?.params.keyword ?? '';
  const [keyword, setKeyword] = useState(currentKeyword);

  // Keep the box showing what the results page shows, e.g. after back/forward.
  useEffect(() => setKeyword(currentKeyword), [currentKeyword]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) return;
    navigate(`/search/${encodeURIComponent(trimmed)}`);
  };

  return (
    <search className={styles.search}>
      <form onSubmit={onSubmit}>
        <SearchIcon size={18} className={styles.searchIcon} />
        <input
          type="search"
          className={styles.searchInput}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          enterKeyHint="search"
          data-testid="search-input"
        />
      </form>
    </search>
  );
}
