import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { useWrite } from '../../../lib/use-write';
import { registerWebApp } from '../api/publishing-api';
import formStyles from '../profile/creator-form.module.css';
import styles from './webapp.module.css';
import { readWebAppUrl, URL_FIELD_ERRORS } from './webapp-form-model';

// The first step of registering a web app: the developer gives the site's address, the server
// checks the site and its manifest, and the new draft's own address takes over from here.

/** Step 1: the site's address; the server checks it and builds the draft from its manifest. */
export function UrlStep() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useAppNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  // The new draft's own address reads it, so there is nothing to read again here.
  const registration = useWrite((url: string) => registerWebApp(url, language), {
    revalidate: false,
    onSuccess: (item) => navigate(`/developers/upload/webapp/${item.extensionId}`),
  });
  const failed = registration.error !== null;

  // Back to the field once it is editable again, so the message under it is read next.
  useEffect(() => {
    if (failed) inputRef.current?.focus();
  }, [failed]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (registration.pending) return;
    const read = readWebAppUrl(value);
    if ('error' in read) {
      setLocalError(t(`errors.${read.error}`));
      inputRef.current?.focus();
      return;
    }
    setLocalError(null);
    void registration.run(read.url);
  };

  const serverError = registration.error;
  const serverCode = isApiError(serverError) ? serverError.code : 'INTERNAL_ERROR';
  const error = localError ?? (serverError ? t(`errors.${serverCode}`) : null);
  const aboutUrl =
    localError !== null || (serverError !== null && URL_FIELD_ERRORS.has(serverCode));

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate data-testid="webapp-url-form">
      <section className={formStyles.card} aria-labelledby={`${id}-title`}>
        <header className={formStyles.cardHeader}>
          <h2 id={`${id}-title`} className={formStyles.cardTitle}>
            {t('developers.webapp.url.title')}
          </h2>
          <p className={formStyles.cardDescription}>{t('developers.webapp.url.description')}</p>
        </header>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-url`}>
            {t('developers.webapp.url.label')}
            <span className={formStyles.required} aria-hidden="true">
              *
            </span>
          </label>
          <input
            ref={inputRef}
            id={`${id}-url`}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            required
            className={formStyles.input}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setLocalError(null);
            }}
            placeholder="https://example.com"
            aria-invalid={aboutUrl ? true : undefined}
            aria-describedby={`${id}-url-message`}
            disabled={registration.pending}
            data-testid="webapp-url"
          />
          <p
            id={`${id}-url-message`}
            className={error ? formStyles.error : formStyles.hint}
            role={error ? 'alert' : undefined}
            data-testid={error ? 'webapp-url-error' : undefined}
            data-code={error ? (localError ? 'INVALID_URL_SYNTAX' : serverCode) : undefined}
          >
            {error ?? t('developers.webapp.url.hint')}
          </p>
        </div>
        <ul className={styles.requirements}>
          <li>{t('developers.webapp.url.requirements.https')}</li>
          <li>{t('developers.webapp.url.requirements.manifest')}</li>
          <li>{t('developers.webapp.url.requirements.name')}</li>
          <li>{t('developers.webapp.url.requirements.icon')}</li>
          <li>{t('developers.webapp.url.requirements.unique')}</li>
        </ul>
      </section>
      <div className={formStyles.footer}>
        <AppLink to="/developers/dashboard/webapps" className="button button-secondary">
          {t('common.cancel')}
        </AppLink>
        <button
          type="submit"
          className="button button-primary"
          disabled={registration.pending}
          data-testid="webapp-url-submit"
        >
          {registration.pending
            ? t('developers.webapp.url.checking')
            : t('developers.webapp.url.submit')}
        </button>
      </div>
    </form>
  );
}
