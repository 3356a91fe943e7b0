import { type ItemLocale, LOCALE_CODES } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import { CheckboxField } from '../components/checkbox-field';
import { keepPreviousChangeLog } from './change-log';
import styles from './editor.module.css';
import {
  addLocale,
  type EditorKind,
  type EditorState,
  isItemLocale,
  NOT_DEFINED,
  removeLocale,
  setDefaultLocale,
  setText,
  TEXT_LIMITS,
  type TextField,
  textFieldsOf,
} from './editor-model';
import { FieldMessage } from './field-message';

/** Largest text per language the contract accepts. */
const TEXT_MAX: Readonly<Record<TextField, number>> = TEXT_LIMITS;

interface TextsSectionProps {
  /** The form's id, the prefix of every control's id. */
  formId: string;
  kind: EditorKind;
  values: EditorState;
  /** The language whose texts are shown; undefined while the listing has none. */
  shownLocale: ItemLocale | undefined;
  /** Brings a language's tab forward. */
  showLocale: (locale: ItemLocale) => void;
  /** Applies a change; `touched` names the field changed, to clear its error. */
  update: (change: (state: EditorState) => EditorState, touched?: string) => void;
  /** Registers a field's control, so a refusal can focus it. */
  register: (field: string) => (element: HTMLElement | null) => void;
  /** Error text per field from the last save or review request. */
  message: (field: string) => string | null;
  localeName: (code: string) => string;
  /** Whether a new version's change log is asked for here. */
  askChangeLog: boolean;
  /** Whether the published listing's change log is kept instead of written anew. */
  keepChangeLog: boolean;
  onKeepChangeLog: (keep: boolean) => void;
  /** The published listing's change log per language. */
  previousLogs: Partial<Record<ItemLocale, string>>;
  readOnly: boolean;
}

/**
 * The "Languages and texts" card: the default language, a tab per language with its texts,
 * counters and hints, adding and removing a language, and keeping the published change log.
 */
export function TextsSection({
  formId,
  kind,
  values,
  shownLocale,
  showLocale,
  update,
  register,
  message,
  localeName,
  askChangeLog,
  keepChangeLog,
  onKeepChangeLog,
  previousLogs,
  readOnly,
}: TextsSectionProps) {
  const { t } = useTranslation();
  const hasPreviousLog = Object.keys(previousLogs).length > 0;
  // Kept: the published text where there is one, or none at all when there was none.
  const keptLog = (locale: ItemLocale) =>
    askChangeLog && keepChangeLog && (!hasPreviousLog || previousLogs[locale] !== undefined);
  const fieldHint = (field: TextField, locale: ItemLocale): string => {
    if (field !== 'changeLog' || !askChangeLog) return t(`developers.editor.texts.${field}Hint`);
    const previous = previousLogs[locale];
    return previous
      ? t('developers.editor.texts.previousChangeLog', { text: previous })
      : t('developers.editor.texts.newVersionChangeLogHint');
  };

  const localeOptions = LOCALE_CODES.map((code) => ({ code, name: localeName(code) }));
  const addable = localeOptions.filter((entry) => !values.locales.includes(entry.code));
  const textFields = textFieldsOf(kind);

  return (
    <section className={styles.card} aria-labelledby={`${formId}-texts`}>
      <header className={styles.cardHeader}>
        <h2 id={`${formId}-texts`} className={styles.cardTitle}>
          {t('developers.editor.texts.title')}
        </h2>
        <p className={styles.cardDescription}>
          {kind === 'extension'
            ? t('developers.editor.texts.extensionDescription')
            : t('developers.editor.texts.webAppDescription')}
        </p>
      </header>

      <div className={styles.field} data-invalid={message('defaultLocale') ? 'true' : undefined}>
        <label className={styles.label} htmlFor={`${formId}-defaultLocale`}>
          {t('developers.editor.texts.defaultLocale')}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <select
          ref={register('defaultLocale')}
          id={`${formId}-defaultLocale`}
          className={styles.select}
          value={values.defaultLocale}
          onChange={(event) => {
            const locale = event.target.value;
            update((state) => setDefaultLocale(state, locale), 'defaultLocale');
            if (isItemLocale(locale)) showLocale(locale);
          }}
          aria-invalid={message('defaultLocale') ? true : undefined}
          aria-describedby={`${formId}-defaultLocale-message`}
          data-testid="editor-defaultLocale"
        >
          <option value={NOT_DEFINED}>{t('developers.editor.texts.chooseLanguage')}</option>
          {localeOptions.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
        <FieldMessage
          id={`${formId}-defaultLocale-message`}
          error={message('defaultLocale')}
          hint={t('developers.editor.texts.defaultLocaleHint')}
          testId="editor-defaultLocale-error"
        />
      </div>

      <div className={styles.localeBar}>
        <div
          className={styles.localeTabs}
          role="tablist"
          aria-label={t('developers.editor.texts.languages')}
        >
          {values.locales.map((locale) => (
            <button
              key={locale}
              type="button"
              role="tab"
              id={`${formId}-tab-${locale}`}
              aria-selected={locale === shownLocale}
              aria-controls={`${formId}-panel`}
              className={styles.localeTab}
              onClick={() => showLocale(locale)}
              data-testid="editor-locale-tab"
              data-locale={locale}
            >
              {localeName(locale)}
              {locale === values.defaultLocale && (
                <span className={styles.defaultMark}>
                  {t('developers.editor.texts.defaultMark')}
                </span>
              )}
            </button>
          ))}
        </div>
        {addable.length > 0 && (
          <label className={styles.inlineField}>
            <span className="visually-hidden">{t('developers.editor.texts.addLanguage')}</span>
            <select
              className={styles.select}
              value=""
              onChange={(event) => {
                const locale = event.target.value;
                if (!isItemLocale(locale)) return;
                update((state) => addLocale(state, locale));
                showLocale(locale);
              }}
              data-testid="editor-add-locale"
            >
              <option value="">{t('developers.editor.texts.addLanguage')}</option>
              {addable.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      {shownLocale ? (
        <div
          id={`${formId}-panel`}
          role="tabpanel"
          aria-labelledby={`${formId}-tab-${shownLocale}`}
          className={styles.fields}
        >
          {textFields.map((field) => {
            const id = `${formId}-${field}`;
            // Name and short description are required in the default language only.
            const required =
              (field === 'name' || field === 'shortDescription') &&
              shownLocale === values.defaultLocale;
            const error = shownLocale === values.defaultLocale ? message(field) : null;
            const value = values.texts[shownLocale]?.[field] ?? '';
            const multiline = field === 'description' || field === 'changeLog';
            const common = {
              id,
              className: multiline ? styles.textarea : styles.input,
              value,
              maxLength: TEXT_MAX[field],
              'aria-invalid': error ? true : undefined,
              'aria-describedby': `${id}-message`,
              'data-testid': `editor-${field}`,
            } as const;
            return (
              <div key={field} className={styles.field} data-invalid={error ? 'true' : undefined}>
                <div className={styles.labelRow}>
                  <label className={styles.label} htmlFor={id}>
                    {t(`developers.editor.texts.${field}`)}
                    {required && (
                      <span className={styles.required} aria-hidden="true">
                        *
                      </span>
                    )}
                  </label>
                  <span className={styles.counter}>
                    {t('developers.editor.counter', {
                      count: value.length,
                      max: TEXT_MAX[field],
                    })}
                  </span>
                </div>
                {multiline ? (
                  <textarea
                    {...common}
                    ref={register(field)}
                    rows={field === 'description' ? 8 : 4}
                    // A kept change log is the published one, as it is.
                    readOnly={field === 'changeLog' && keptLog(shownLocale)}
                    onChange={(event) => {
                      const text = event.target.value;
                      update((state) => setText(state, shownLocale, field, text), field);
                    }}
                  />
                ) : (
                  <input
                    {...common}
                    ref={register(field)}
                    type="text"
                    onChange={(event) => {
                      const text = event.target.value;
                      update((state) => setText(state, shownLocale, field, text), field);
                    }}
                  />
                )}
                <FieldMessage
                  id={`${id}-message`}
                  error={error}
                  hint={fieldHint(field, shownLocale)}
                  testId={`editor-${field}-error`}
                />
              </div>
            );
          })}
          {askChangeLog && (
            <CheckboxField
              id={`${formId}-keepChangeLog`}
              checked={keepChangeLog}
              onChange={(keep) => {
                onKeepChangeLog(keep);
                update(
                  (state) => keepPreviousChangeLog(state, previousLogs, keep),
                  keep ? 'changeLog' : undefined,
                );
              }}
              label={
                hasPreviousLog
                  ? t('developers.editor.texts.keepPreviousChangeLog')
                  : t('developers.editor.texts.noChangeLog')
              }
              disabled={readOnly}
              testId="editor-keep-changelog"
            />
          )}
          {shownLocale !== values.defaultLocale && (
            <div>
              <button
                type="button"
                className="button button-ghost"
                onClick={() => update((state) => removeLocale(state, shownLocale))}
                data-testid="editor-remove-locale"
              >
                {t('developers.editor.texts.removeLanguage', {
                  name: localeName(shownLocale),
                })}
              </button>
            </div>
          )}
        </div>
      ) : (
        <p className={styles.hint}>{t('developers.editor.texts.noLanguage')}</p>
      )}
    </section>
  );
}
