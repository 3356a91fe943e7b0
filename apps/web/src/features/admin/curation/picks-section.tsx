import { PICK_TYPES, type PickType } from '@lagoon/contract';
import { useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import styles from './curation.module.css';
import { setPick } from './curation-api';
import {
  DEFAULT_PICK_TYPE,
  PICK_TYPE_PARAM,
  type PicksData,
  readPickType,
} from './curation-loader';
import { ReasonField } from './form-fields';
import { ItemSearch } from './item-search';
import { ItemSummary, ProblemAlert, ReadView, useCurationChange } from './shared';

/**
 * The kind of picks on screen: the one being opened while its picks are read, else the one
 * the page read.
 */
function useShownPickType(picks: PicksData | undefined): PickType {
  const { pathname } = useLocation();
  const next = useNavigation().location;
  if (next?.pathname === pathname) return readPickType(new URLSearchParams(next.search));
  return picks?.type ?? DEFAULT_PICK_TYPE;
}

/**
 * Picked wallpapers (the wallpaper tab's picks) and picked extensions. The kind is part of the
 * address (?type=extension), so the page's loader reads the picks of the kind shown.
 */
export function PicksSection({ picks }: { picks: PicksData | undefined }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const type = useShownPickType(picks);
  const [reason, setReason] = useState('');
  const showType = (value: PickType) =>
    setSearchParams(
      (params) => {
        if (value === DEFAULT_PICK_TYPE) params.delete(PICK_TYPE_PARAM);
        else params.set(PICK_TYPE_PARAM, value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
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
              onChange={() => showType(value)}
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
        <ReadView read={picks?.type === type ? picks.items : undefined}>
          {(list) =>
            list.items.length === 0 ? (
              <p className={styles.hint}>{t('admin.curation.picks.empty')}</p>
            ) : (
              <ul className={styles.list} data-testid="picks-list">
                {list.items.map((item) => {
                  const name = item.name ?? item.extensionId;
                  return (
                    <li key={item.extensionId} className={styles.row}>
                      <ItemSummary item={item} />
                      <button
                        type="button"
                        className="button button-ghost button-small"
                        disabled={change.pending}
                        onClick={() =>
                          change.run({ extensionId: item.extensionId, name, pick: false })
                        }
                        aria-label={t('admin.curation.picks.unpickItem', { name })}
                      >
                        {t('admin.curation.picks.unpick')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </ReadView>
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
          disabled={change.pending}
          onChoose={(item) =>
            change.run({
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
