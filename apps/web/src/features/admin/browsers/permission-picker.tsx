import { permissionWarnings } from '@lagoon/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useAreaMessages } from '../../../i18n/use-area';
import styles from '../admin.module.css';
import {
  type FieldProblems,
  matchingPermissions,
  permissionProblems,
  togglePermission,
} from './group-form';
import own from './groups.module.css';

/** What Chromium's install prompt says a permission lets an extension do, when it says anything. */
function usePermissionWords(): (name: string) => string | null {
  const { t } = useTranslation();
  // The words are the store's (the product page shows them); they load with its area.
  const ready = useAreaMessages('store');
  return (name) => {
    if (!ready) return null;
    const [warning] = permissionWarnings({ permissions: [name], hostPermissions: [] });
    return warning
      ? t(`permissions.warning.${warning.key}`, { first: '', second: '', count: 0 })
      : null;
  };
}

/**
 * Blocked permissions, chosen among the names Chromium knows (a name it does not know would
 * make it ignore the whole list): the chosen ones, each with a button that takes it away, and
 * a search over the rest.
 */
export function PermissionPicker({
  label,
  hint,
  chosen,
  onChange,
  problems,
  emptyText,
  testId,
}: {
  label: string;
  hint: string;
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  problems: FieldProblems;
  /** What an empty choice means, when it is not "nothing blocked" (an item keeps its group's). */
  emptyText?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const wordsOf = usePermissionWords();
  const matches = matchingPermissions(query);
  const { names, whole } = permissionProblems(problems, chosen);
  const wrong = new Map(names.map((entry) => [entry.name, entry.message]));
  const selected = new Set(chosen);
  return (
    <fieldset className={own.fieldset} data-testid={testId} aria-describedby={`${id}-hint`}>
      <legend className={styles.label}>{label}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {chosen.length === 0 ? (
        <p className={styles.muted} data-testid={`${testId}-none`}>
          {emptyText ?? t('admin.groups.permissions.none')}
        </p>
      ) : (
        <ul
          className={own.chips}
          aria-label={t('admin.groups.permissions.chosen', { count: chosen.length })}
        >
          {chosen.map((name) => (
            <li
              key={name}
              className={own.chip}
              data-invalid={wrong.has(name) || undefined}
              data-testid={`${testId}-chosen`}
            >
              {name}
              <button
                type="button"
                className={own.chipRemove}
                onClick={() => onChange(togglePermission(chosen, name, false))}
                aria-label={t('admin.groups.permissions.remove', { name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {(names.length > 0 || whole) && (
        <ul className={own.lineProblems} role="alert">
          {whole && <li>{whole}</li>}
          {names.map((entry) => (
            <li key={entry.name}>
              <code>{entry.name}</code>: {entry.message}
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-search`} className={styles.label}>
        {t('admin.groups.permissions.search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={styles.input}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('admin.groups.permissions.placeholder')}
        autoComplete="off"
        spellCheck={false}
        data-testid={`${testId}-search`}
      />
      {matches.length === 0 ? (
        <p className={styles.hint} aria-live="polite">
          {t('admin.groups.permissions.noMatch', { query: query.trim() })}
        </p>
      ) : (
        <ul className={own.permissionList} aria-label={t('admin.groups.permissions.listLabel')}>
          {matches.map((name) => {
            const words = wordsOf(name);
            return (
              <li key={name}>
                <label className={own.permission}>
                  <input
                    type="checkbox"
                    checked={selected.has(name)}
                    onChange={(event) =>
                      onChange(togglePermission(chosen, name, event.target.checked))
                    }
                    data-testid={`${testId}-option`}
                    data-permission={name}
                  />
                  <span className={own.permissionText}>
                    <span className={own.permissionName}>{name}</span>
                    {words && (
                      <span className={own.permissionWords} title={words}>
                        {words}
                      </span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
