import {
  type AdminWinnerList,
  type AdminWinnerYear,
  PRIZES,
  type Prize,
  WINNER_YEAR_MAX,
  WINNER_YEAR_MIN,
  WINNERS_PER_YEAR,
} from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import styles from './curation.module.css';
import { removeWinner, setWinners } from './curation-api';
import { ReasonField } from './form-fields';
import { ItemSearch } from './item-search';
import { ItemSummary, ProblemAlert, ReadView, useCurationChange } from './shared';

const SOLE: ReadonlySet<Prize> = new Set(['gold', 'silver']);

function emptyYear(year: number): AdminWinnerYear {
  return { year, count: 0, prizes: PRIZES.map((prize) => ({ prize, winners: [] })) };
}

/** Contest winners, as the page's loader read them. */
export function WinnersSection({ winners }: { winners: Read<AdminWinnerList> | undefined }) {
  return <ReadView read={winners}>{(list) => <WinnerYears winners={list} />}</ReadView>;
}

/** Contest winners by year and prize: gold and silver sole, seven a year. */
function WinnerYears({ winners }: { winners: AdminWinnerList }) {
  const { t } = useTranslation();
  const formId = useId();
  const [addedYears, setAddedYears] = useState<number[]>([]);
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [newYear, setNewYear] = useState('');
  const [yearProblem, setYearProblem] = useState(false);
  const [prize, setPrize] = useState<Prize>('gold');
  const [reason, setReason] = useState('');
  const put = useCurationChange(
    (input: { year: number; prize: Prize; itemIds: string[] }) =>
      setWinners(input.year, input.prize, input.itemIds, reason),
    { onDone: () => setReason('') },
  );
  const remove = useCurationChange(
    (input: { year: number; extensionId: string }) =>
      removeWinner(input.year, input.extensionId, reason),
    { onDone: () => setReason('') },
  );

  const years = [...new Set([...winners.years.map((entry) => entry.year), ...addedYears])].sort(
    (a, b) => b - a,
  );
  const year = chosenYear ?? years[0] ?? null;
  const current =
    year === null ? null : (winners.years.find((entry) => entry.year === year) ?? emptyYear(year));

  const addYear = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(newYear);
    if (!Number.isInteger(value) || value < WINNER_YEAR_MIN || value > WINNER_YEAR_MAX) {
      setYearProblem(true);
      return;
    }
    setYearProblem(false);
    setAddedYears((list) => [...list, value]);
    setChosenYear(value);
    setNewYear('');
  };

  const busy = put.pending || remove.pending;
  const ofPrize = (name: Prize) =>
    current?.prizes.find((entry) => entry.prize === name)?.winners ?? [];
  const taken = new Set(
    current?.prizes.flatMap((entry) => entry.winners.map((winner) => winner.item.extensionId)),
  );
  const full = (current?.count ?? 0) >= WINNERS_PER_YEAR;

  return (
    <div className={styles.sections}>
      <div className={styles.toolbar}>
        {years.length > 0 && (
          <div className={styles.field}>
            <label htmlFor={`${formId}-year`} className={styles.label}>
              {t('admin.curation.winners.year')}
            </label>
            <select
              id={`${formId}-year`}
              className={styles.input}
              value={year ?? ''}
              onChange={(event) => setChosenYear(Number(event.target.value))}
              data-testid="winners-year"
            >
              {years.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        )}
        <form className={styles.inline} onSubmit={addYear} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${formId}-new-year`} className={styles.label}>
              {t('admin.curation.winners.newYear')}
            </label>
            <input
              id={`${formId}-new-year`}
              className={styles.input}
              inputMode="numeric"
              value={newYear}
              onChange={(event) => setNewYear(event.target.value)}
              aria-invalid={yearProblem || undefined}
              aria-describedby={yearProblem ? `${formId}-new-year-problem` : undefined}
            />
          </div>
          <button type="submit" className="button button-secondary">
            {t('admin.curation.winners.addYear')}
          </button>
          {yearProblem && (
            <p id={`${formId}-new-year-problem`} className={styles.problem} role="alert">
              {t('admin.curation.winners.yearInvalid')}
            </p>
          )}
        </form>
      </div>

      {current === null ? (
        <p className={styles.hint}>{t('admin.curation.winners.noYears')}</p>
      ) : (
        <>
          <p className={styles.hint} data-testid="winners-count">
            {t('admin.curation.winners.count', { count: current.count, max: WINNERS_PER_YEAR })}
          </p>
          {PRIZES.map((name) => {
            const list = ofPrize(name);
            return (
              <section
                key={name}
                className={styles.card}
                aria-labelledby={`${formId}-${name}`}
                data-testid={`winners-${name}`}
              >
                <header className={styles.cardHeader}>
                  <h2 id={`${formId}-${name}`} className={styles.cardTitle}>
                    {t(`winners.prizes.${name}`)}
                    {SOLE.has(name) && (
                      <span className={styles.badgeMuted}>
                        {' '}
                        · {t('admin.curation.winners.sole')}
                      </span>
                    )}
                  </h2>
                </header>
                {list.length === 0 ? (
                  <p className={styles.hint}>{t('admin.curation.winners.empty')}</p>
                ) : (
                  <ul className={styles.list}>
                    {list.map((winner) => {
                      const itemName = winner.item.name ?? winner.item.extensionId;
                      return (
                        <li key={winner.item.extensionId} className={styles.row}>
                          <ItemSummary item={winner.item} />
                          <button
                            type="button"
                            className="button button-ghost button-small"
                            disabled={busy}
                            onClick={() =>
                              remove.run({
                                year: current.year,
                                extensionId: winner.item.extensionId,
                              })
                            }
                            aria-label={t('admin.curation.winners.removeItem', { name: itemName })}
                          >
                            {t('admin.curation.winners.remove')}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            );
          })}
          <section className={styles.card} aria-labelledby={`${formId}-add`}>
            <header className={styles.cardHeader}>
              <h2 id={`${formId}-add`} className={styles.cardTitle}>
                {t('admin.curation.winners.add', { year: current.year })}
              </h2>
            </header>
            <div className={styles.field}>
              <label htmlFor={`${formId}-prize`} className={styles.label}>
                {t('admin.curation.winners.prize')}
              </label>
              <select
                id={`${formId}-prize`}
                className={styles.input}
                value={prize}
                onChange={(event) => setPrize(event.target.value as Prize)}
                data-testid="winners-prize"
              >
                {PRIZES.map((name) => (
                  <option key={name} value={name}>
                    {t(`winners.prizes.${name}`)}
                  </option>
                ))}
              </select>
              <p className={styles.hint}>
                {SOLE.has(prize)
                  ? t('admin.curation.winners.replaces')
                  : full
                    ? t('admin.curation.winners.full', { max: WINNERS_PER_YEAR })
                    : t('admin.curation.winners.appends')}
              </p>
            </div>
            <ItemSearch
              type="extension"
              actionLabel={t('admin.curation.winners.choose')}
              skip={(item) => taken.has(item.extensionId)}
              disabled={busy}
              onChoose={(item) =>
                put.run({
                  year: current.year,
                  prize,
                  itemIds: SOLE.has(prize)
                    ? [item.extensionId]
                    : [
                        ...ofPrize(prize).map((winner) => winner.item.extensionId),
                        item.extensionId,
                      ],
                })
              }
              testId="winners-search"
            />
            <ReasonField value={reason} onChange={setReason} />
          </section>
          <ProblemAlert error={put.error ?? remove.error} />
        </>
      )}
    </div>
  );
}
