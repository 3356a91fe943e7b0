import { LANGUAGES, type MailPreferences } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { AlertIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { isOneOf } from '../../../lib/one-of';
import { useWrite } from '../../../lib/use-write';
import { CheckboxField } from '../components/checkbox-field';
import styles from '../profile/creator-form.module.css';
import own from './mail-preferences.module.css';
import { saveMailPreferences } from './mail-preferences-api';
import type { ProfilePageData } from './mail-preferences-loader';
import { hasChanges, MAIL_TOPICS, withTopic } from './mail-preferences-model';

/**
 * The profile page's "E-mail notifications": which e-mails the store sends the developer
 * (review decisions; new ratings and reports of their items) and in which language. The form
 * starts from what the store holds; saving has the page read it again, and "Saved" shows while
 * the form and the store agree.
 */
export function MailPreferencesSection({ email }: { email: string | null }) {
  const data = useLoaderData() as ProfilePageData | null;
  const revalidator = useRevalidator();
  if (!data) return null;
  const read = data.mailPreferences;
  if (read.error) {
    return (
      <section className={styles.card} data-testid="mail-preferences">
        <ErrorState error={read.error} onRetry={() => void revalidator.revalidate()} />
      </section>
    );
  }
  return <MailPreferencesForm saved={read.data} email={email} />;
}

function MailPreferencesForm({ saved, email }: { saved: MailPreferences; email: string | null }) {
  const { t } = useTranslation();
  const formId = useId();
  const [draft, setDraft] = useState(saved);
  const [done, setDone] = useState(false);
  const save = useWrite(saveMailPreferences, { onSuccess: () => setDone(true) });
  const changed = hasChanges(saved, draft);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.pending || !changed) return;
    setDone(false);
    void save.run(draft);
  };
  const failure = save.error
    ? isApiError(save.error)
      ? t(`errors.${save.error.code}`)
      : t('errors.INTERNAL_ERROR')
    : null;

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      aria-busy={save.pending}
      data-testid="mail-preferences"
    >
      <section className={styles.card} aria-labelledby={`${formId}-title`}>
        <header className={styles.cardHeader}>
          <h2 id={`${formId}-title`} className={styles.cardTitle}>
            {t('developers.mail.title')}
          </h2>
          <p className={styles.cardDescription}>
            {email
              ? t('developers.mail.description', { email })
              : t('developers.mail.descriptionNoEmail')}
          </p>
        </header>
        <fieldset className={`${styles.checks} ${own.topics}`}>
          <legend className="visually-hidden">{t('developers.mail.topics')}</legend>
          {MAIL_TOPICS.map((topic) => (
            <CheckboxField
              key={topic}
              id={`${formId}-${topic}`}
              checked={draft[topic]}
              onChange={(on) => {
                setDone(false);
                setDraft((current) => withTopic(current, topic, on));
              }}
              label={t(`developers.mail.topic.${topic}`)}
              testId={`mail-${topic}`}
            />
          ))}
        </fieldset>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${formId}-language`}>
            {t('developers.mail.language')}
          </label>
          <select
            id={`${formId}-language`}
            className={styles.input}
            value={draft.language}
            onChange={(event) => {
              const value = event.target.value;
              if (!isOneOf(LANGUAGES, value)) return;
              setDone(false);
              setDraft((current) => ({ ...current, language: value }));
            }}
            aria-describedby={`${formId}-language-hint`}
            data-testid="mail-language"
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`developers.mail.languages.${language}`)}
              </option>
            ))}
          </select>
          <p id={`${formId}-language-hint`} className={styles.hint}>
            {t('developers.mail.languageHint')}
          </p>
        </div>
      </section>
      <div className={styles.footer}>
        <div className={styles.noticeSlot} aria-live="polite">
          {failure ? (
            <p className={styles.notice} role="alert" data-testid="mail-preferences-alert">
              <AlertIcon size={18} />
              {failure}
            </p>
          ) : (
            done &&
            !changed && (
              <p className={styles.hint} data-testid="mail-preferences-saved">
                {t('developers.mail.saved')}
              </p>
            )
          )}
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={save.pending || !changed}
          data-testid="mail-preferences-submit"
        >
          {save.pending ? t('developers.mail.saving') : t('developers.mail.save')}
        </button>
      </div>
    </form>
  );
}
