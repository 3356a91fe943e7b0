import { AUDIT_PAGE_SIZE } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { AuditTable } from '../components/audit-table';
import { auditSearchPath } from '../model/audit-search';
import styles from './curation.module.css';
import type { CurationLogData } from './curation-loader';
import { ReadView } from './shared';

/** The history's search box; it shows the search the address names (Back included). */
function LogSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(q);
  const [searched, setSearched] = useState(q);
  if (searched !== q) {
    setSearched(q);
    setText(q);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form className={styles.inline} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor={id} className={styles.label}>
            {t('admin.curation.log.search')}
          </label>
          <input
            id={id}
            type="search"
            className={styles.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('admin.curation.log.placeholder')}
            data-testid="curation-log-search"
          />
        </div>
        <button type="submit" className="button button-secondary">
          {t('admin.curation.log.submit')}
        </button>
        <AppLink
          to={auditSearchPath({ q, area: 'curation', action: null, page: 1 })}
          className="button button-ghost"
          data-testid="curation-log-all"
        >
          {t('admin.curation.log.inLog')}
        </AppLink>
      </form>
    </search>
  );
}

/**
 * The curation history: the curation part of the console's log (who changed what, when and
 * why), searchable here and, with reviews, on the log page. The search and the page are part
 * of the address (?q=…&page=…), so the page's loader reads them and Back returns to the last
 * page; the page on screen stays until the next one has been read.
 */
export function CurationLogSection({ log }: { log: CurationLogData | undefined }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const q = log?.filter.q ?? '';
  const offset = log?.filter.offset ?? 0;
  const show = (search: { q: string; offset: number }) =>
    setSearchParams(
      (params) => {
        if (search.q) params.set('q', search.q);
        else params.delete('q');
        const page = Math.floor(search.offset / AUDIT_PAGE_SIZE) + 1;
        if (page > 1) params.set('page', String(page));
        else params.delete('page');
        return params;
      },
      { preventScrollReset: true },
    );

  return (
    <div className={styles.sections}>
      <LogSearch q={q} onSearch={(text) => show({ q: text, offset: 0 })} />
      <ReadView read={log?.entries}>
        {(entries) =>
          entries.items.length === 0 ? (
            <p className={styles.hint}>{t('admin.curation.log.empty')}</p>
          ) : (
            <>
              <AuditTable
                entries={entries.items}
                caption={t('admin.curation.log.caption')}
                showItem
                testId="curation-log"
              />
              <nav className={styles.pager} aria-label={t('admin.curation.log.pages')}>
                <span className={styles.hint}>
                  {t('admin.curation.log.range', {
                    first: entries.offset + 1,
                    last: entries.offset + entries.items.length,
                    total: entries.totalCount,
                  })}
                </span>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={offset === 0}
                  onClick={() => show({ q, offset: Math.max(0, offset - AUDIT_PAGE_SIZE) })}
                >
                  {t('admin.curation.log.previous')}
                </button>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={offset + AUDIT_PAGE_SIZE >= entries.totalCount}
                  onClick={() => show({ q, offset: offset + AUDIT_PAGE_SIZE })}
                >
                  {t('admin.curation.log.next')}
                </button>
              </nav>
            </>
          )
        }
      </ReadView>
    </div>
  );
}
