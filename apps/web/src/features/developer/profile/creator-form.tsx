import {
  CREATOR_EMAIL_MAX,
  CREATOR_HOMEPAGE_MAX,
  CREATOR_NAME_MAX,
  type Creator,
  type ErrorCode,
} from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAppNavigate } from '../../../components/app-link';
import { AlertIcon } from '../../../components/icons';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useWrite } from '../../../lib/use-write';
import { DASHBOARD_PATH } from '../access/decide-developer-access';
import { useDeveloperOutlet } from '../access/developer-outlet';
import { registerCreator, updateCreator } from '../api/creator-api';
import { CheckboxField } from '../components/checkbox-field';
import { DEVELOPER_TERMS_PATH, ReadTermsLink, TERMS_PATH } from '../components/terms-links';
import styles from './creator-form.module.css';
import {
  type CreatorField,
  type CreatorFormCheck,
  type CreatorFormMode,
  type FieldMessage,
  fieldErrorsFromApi,
} from './creator-form-model';
import { useCreatorForm, valuesFromCreator } from './use-creator-form';

type TextField = Extract<CreatorField, 'name' | 'email' | 'homepage'>;

const TEXT_FIELDS: readonly {
  field: TextField;
  type: string;
  max: number;
  autoComplete: string;
}[] = [
  { field: 'name', type: 'text', max: CREATOR_NAME_MAX, autoComplete: 'organization' },
  { field: 'email', type: 'email', max: CREATOR_EMAIL_MAX, autoComplete: 'email' },
  { field: 'homepage', type: 'url', max: CREATOR_HOMEPAGE_MAX, autoComplete: 'url' },
];

/** Server refusals that say something about the visitor rather than about one field. */
const SESSION_CODES: ReadonlySet<ErrorCode> = new Set([
  'ALREADY_A_CREATOR',
  'NOT_A_CREATOR',
  'TERMS_NOT_AGREED',
  'LOGIN_REQUIRED',
]);

/** Registration (mode new) and profile editing (mode edit) of a developer. */
export function CreatorForm({ mode, creator }: { mode: CreatorFormMode; creator: Creator | null }) {
  const { t } = useTranslation();
  const formId = useId();
  const navigate = useAppNavigate();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const { holdRedirects } = useDeveloperOutlet();
  const form = useCreatorForm(mode, creator);
  const [serverNotice, setServerNotice] = useState<string | null>(null);

  const save = useWrite(
    (check: Extract<CreatorFormCheck, { ok: true }>) =>
      mode === 'new' ? registerCreator(check.input) : updateCreator(check.profile),
    {
      onSuccess: (saved) => {
        snackbar.show(t('developers.profile.saved'));
        // The session is read again next, with the new profile. Until the page leaves for the
        // dashboard, that profile must not make the guard move it to profile/edit.
        if (mode === 'new') holdRedirects();
        else form.reset(valuesFromCreator(saved));
      },
      onError: (error) => {
        if (!isApiError(error)) {
          setServerNotice(t('errors.INTERNAL_ERROR'));
          return;
        }
        const fieldErrors = fieldErrorsFromApi(error);
        if (Object.keys(fieldErrors).length > 0) form.showServerErrors(fieldErrors);
        setServerNotice(
          error.code === 'INVALID_REQUEST'
            ? t('developers.profile.incomplete')
            : t(`errors.${error.code}`),
        );
        // The profile or the session changed elsewhere: reading it again lets the guard show
        // the right page (edit, terms dialog, login).
        if (SESSION_CODES.has(error.code)) void revalidator.revalidate();
      },
    },
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.pending) return;
    setServerNotice(null);
    const check = form.validate();
    if (!check.ok) return;
    const saved = await save.run(check);
    // A new developer starts on the dashboard, once the session knows the profile.
    if (saved && mode === 'new') void navigate(DASHBOARD_PATH);
  };

  const message = (value: FieldMessage | undefined): string | null => {
    if (!value) return null;
    return 'key' in value ? t(value.key) : value.text;
  };
  const notice = serverNotice ?? (form.missingRequired ? t('developers.profile.incomplete') : null);
  const isNew = mode === 'new';

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={save.pending}
      data-testid="creator-form"
    >
      <section className={styles.card} aria-labelledby={`${formId}-about`}>
        <header className={styles.cardHeader}>
          <h2 id={`${formId}-about`} className={styles.cardTitle}>
            {t('developers.profile.aboutTitle')}
          </h2>
          <p className={styles.cardDescription}>{t('developers.profile.aboutDescription')}</p>
        </header>
        <div className={styles.fields}>
          {TEXT_FIELDS.map(({ field, type, max, autoComplete }) => {
            const id = `${formId}-${field}`;
            const error = message(form.errors[field]);
            const length = form.values[field].trim().length;
            return (
              <div className={styles.field} key={field} data-invalid={error ? 'true' : undefined}>
                <div className={styles.labelRow}>
                  <label className={styles.label} htmlFor={id}>
                    {t(`developers.profile.${field}`)}
                    {field !== 'homepage' && (
                      <span className={styles.required} aria-hidden="true">
                        *
                      </span>
                    )}
                  </label>
                  <span
                    className={styles.counter}
                    data-over={length > max ? 'true' : undefined}
                    data-testid={`creator-${field}-counter`}
                  >
                    {t('developers.profile.counter', { count: length, max })}
                  </span>
                </div>
                <input
                  ref={form.register(field)}
                  id={id}
                  name={field}
                  type={type}
                  className={styles.input}
                  value={form.values[field]}
                  onChange={(event) => form.setValue(field, event.target.value)}
                  placeholder={t(`developers.profile.${field}Placeholder`)}
                  autoComplete={autoComplete}
                  spellCheck={false}
                  required={field !== 'homepage'}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-message`}
                  data-testid={`creator-${field}`}
                />
                <p
                  id={`${id}-message`}
                  className={error ? styles.error : styles.hint}
                  data-testid={error ? `creator-${field}-error` : undefined}
                >
                  {error ?? t(`developers.profile.${field}Hint`)}
                </p>
              </div>
            );
          })}
        </div>
      </section>

      {isNew && (
        <section className={styles.card} aria-labelledby={`${formId}-agreements`}>
          <header className={styles.cardHeader}>
            <h2 id={`${formId}-agreements`} className={styles.cardTitle}>
              {t('developers.profile.agreementsTitle')}
            </h2>
            <p className={styles.cardDescription}>
              {t('developers.profile.agreementsDescription')}
            </p>
          </header>
          <div className={styles.checks}>
            {(
              [
                ['isAgreeToTerms', 'agreeTerms', TERMS_PATH],
                ['isAgreeToDevelopersTerms', 'agreeDeveloperTerms', DEVELOPER_TERMS_PATH],
              ] as const
            ).map(([field, label, path]) => {
              const id = `${formId}-${field}`;
              const error = message(form.errors[field]);
              return (
                <div key={field} className={styles.check}>
                  <CheckboxField
                    id={id}
                    inputRef={form.register(field)}
                    checked={form.values[field]}
                    onChange={(checked) => form.setValue(field, checked)}
                    label={t(`developers.profile.${label}`)}
                    aside={<ReadTermsLink to={path} testId={`creator-${field}-read`} />}
                    invalid={error !== null}
                    describedBy={error ? `${id}-message` : undefined}
                    testId={`creator-${field}`}
                  />
                  {error && (
                    <p
                      id={`${id}-message`}
                      className={styles.error}
                      data-testid={`creator-${field}-error`}
                    >
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </section>
      )}

      <div className={styles.footer}>
        <div className={styles.noticeSlot} aria-live="assertive">
          {notice && (
            <p className={styles.notice} role="alert" data-testid="creator-form-alert">
              <AlertIcon size={18} />
              {notice}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={save.pending}
          data-testid="creator-submit"
        >
          {save.pending
            ? t('developers.profile.saving')
            : isNew
              ? t('developers.profile.register')
              : t('developers.profile.save')}
        </button>
      </div>
    </form>
  );
}
