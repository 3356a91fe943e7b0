import { PICK_TYPES, type PickType } from '@lagoon/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { useLanguage } from '../../../lib/use-language';
import styles from './curation.module.css';
import { DEFAULT_PICK_TYPE, picksQueryOptions, setPick } from './curation-api';
import { ItemSearch } from './item-search';
import { ItemSummary, ProblemAlert, ReasonField, useCurationChange } from './shared';

/** Picked wallpapers (the wallpaper tab's picks) and picked extensions. */
export function PicksSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [type, setType] = useState<PickType>(DEFAULT_PICK_TYPE);
  const [reason, setReason] = useState('');
  const picks = useQuery(picksQueryOptions(type, language));
  const change = useCurationChange(
    (input: { extensionId: string; name: string; pick: boolean }) =>
      setPick(input.extensionId, input.pick, reason),
    {
      done: (_, input) =>
        t(input.pick ? 'admin.curation.picks.added' : 'admin.curation.picks.removed', {
          name: input.name,
        }),
      onDone: () => setReason(''),
    },
  );

  return (
    <div className={styles.sections}>
      <fieldset className={styles.toggle}>
        <legend className="visually-hidden">{t('admin.curation.picks.kind')}</legend>
        {PICK_TYPES.map((value) => (
          <label key={value} className={styles.toggleOption}>
            <input
              type="radio"
              name="pick-type"
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
              data-testid={`picks-type-${value}`}
            />
            {t(`admin.curation.picks.types.${value}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.hint}>{t(`admin.curation.picks.about.${type}`)}</p>
      <section className={styles.card} aria-labelledby="picks-current">
        <header className={styles.cardHeader}>
          <h2 id="picks-current" className={styles.cardTitle}>
            {t('admin.curation.picks.current')}
          </h2>
        </header>
        {picks.isPending ? (
          <Spinner />
        ) : picks.isError ? (
          <ErrorState error={picks.error} onRetry={() => picks.refetch()} />
        ) : picks.data.items.length === 0 ? (
          <p className={styles.hint}>{t('admin.curation.picks.empty')}</p>
        ) : (
          <ul className={styles.list} data-testid="picks-list">
            {picks.data.items.map((item) => {
              const name = item.name ?? item.extensionId;
              return (
                <li key={item.extensionId} className={styles.row}>
                  <ItemSummary item={item} />
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate({ extensionId: item.extensionId, name, pick: false })
                    }
                    aria-label={t('admin.curation.picks.unpickItem', { name })}
                  >
                    {t('admin.curation.picks.unpick')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="picks-add">
        <header className={styles.cardHeader}>
          <h2 id="picks-add" className={styles.cardTitle}>
            {t('admin.curation.picks.add')}
          </h2>
        </header>
        <ItemSearch
          type={type}
          actionLabel={t('admin.curation.picks.pick')}
          skip={(item) => item.pick}
          disabled={change.isPending}
          onChoose={(item) =>
            change.mutate({
              extensionId: item.extensionId,
              name: item.name ?? item.extensionId,
              pick: true,
            })
          }
          testId="picks-search"
        />
        <ReasonField value={reason} onChange={setReason} />
      </section>
      <ProblemAlert error={change.error} />
    </div>
  );
}
