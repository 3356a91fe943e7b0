import type { CreatorItemDetail } from '@lagoon/contract';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { AlertIcon } from '../../../components/icons';
import { NotFound } from '../../../components/not-found';
import { ProductIcon } from '../../../components/product/product-icon';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { isApiError, isNotFoundError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { useWrite } from '../../../lib/use-write';
import { patchCreatorItem } from '../api/publishing-api';
import { isWebAppProduct } from '../dashboard/dashboard-model';
import type { UploadData } from '../editor/editor-loaders';
import formStyles from '../profile/creator-form.module.css';
import styles from './webapp.module.css';
import {
  validateWebAppDetails,
  WEB_APP_NAME_MAX,
  WEB_APP_SHORT_DESCRIPTION_MAX,
  type WebAppDetails,
  type WebAppDetailsErrors,
  webAppDetails,
  webAppDetailsPatch,
} from './webapp-form-model';

// The second step of registering a web app: the draft the server built from the site's
// manifest, where the developer confirms its name and short description before the editor.

/** Step 2: the draft the server made; name and short description are required. */
export function DetailsStep() {
  const item = (useLoaderData() as UploadData | null)?.item;
  const revalidator = useRevalidator();
  // Null until the browser has read the draft (the server reads nobody's items).
  if (!item || (item.error && revalidator.state === 'loading')) return <Spinner />;
  if (item.error) {
    if (isNotFoundError(item.error)) return <NotFound />;
    return <ErrorState error={item.error} onRetry={() => void revalidator.revalidate()} />;
  }
  if (!isWebAppProduct(item.data.productType)) return <NotFound />;
  return <DetailsForm item={item.data} />;
}

function DetailsForm({ item }: { item: CreatorItemDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useAppNavigate();
  const id = useId();
  const [details, setDetails] = useState<WebAppDetails>(() => webAppDetails(item));
  const [errors, setErrors] = useState<WebAppDetailsErrors>({});
  const fieldRefs = {
    name: useRef<HTMLInputElement>(null),
    shortDescription: useRef<HTMLTextAreaElement>(null),
  };

  // The editor the page moves to reads the saved draft anew.
  const save = useWrite(
    (values: WebAppDetails) =>
      patchCreatorItem(item.extensionId, webAppDetailsPatch(values), language),
    {
      revalidate: false,
      onSuccess: () => navigate(`/developers/edit/webapp/${item.extensionId}`),
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.pending) return;
    const found = validateWebAppDetails(details);
    setErrors(found);
    const first = (['name', 'shortDescription'] as const).find((field) => found[field]);
    if (first) {
      fieldRefs[first].current?.focus();
      return;
    }
    void save.run(details);
  };

  const fieldMessage = (field: 'name' | 'shortDescription') => {
    const code = errors[field];
    if (!code) return null;
    if (code === 'TOO_LONG') {
      return t('developers.webapp.details.tooLong', {
        max: field === 'name' ? WEB_APP_NAME_MAX : WEB_APP_SHORT_DESCRIPTION_MAX,
      });
    }
    return t(`errors.${code}`);
  };
  const update = (field: 'name' | 'shortDescription', value: string) => {
    setDetails((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const saveError = save.error;
  const url = item.webApp?.url ?? null;

  return (
    <form
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      data-testid="webapp-details-form"
    >
      <section className={styles.site} aria-label={t('developers.webapp.details.siteLabel')}>
        {item.icon ? (
          <img
            src={item.icon}
            alt={t('developers.webapp.details.iconAlt')}
            width={72}
            height={72}
            className={styles.siteIcon}
            data-testid="webapp-icon"
          />
        ) : (
          <ProductIcon src={null} name={details.name || item.name} size={72} />
        )}
        <div className={styles.siteText}>
          <p className={styles.siteName} data-testid="webapp-manifest-name">
            {item.webApp?.manifest?.name ?? item.webApp?.manifest?.short_name ?? item.name}
          </p>
          {url && (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.siteUrl}
              data-testid="webapp-site-url"
            >
              {url}
            </a>
          )}
          <p className={styles.siteId}>{item.extensionId}</p>
        </div>
      </section>
      <section className={formStyles.card} aria-labelledby={`${id}-title`}>
        <header className={formStyles.cardHeader}>
          <h2 id={`${id}-title`} className={formStyles.cardTitle}>
            {t('developers.webapp.details.title')}
          </h2>
          <p className={formStyles.cardDescription}>
            {t('developers.webapp.details.description', { locale: details.locale })}
          </p>
        </header>
        <div className={formStyles.fields}>
          <TextField
            id={`${id}-name`}
            label={t('developers.webapp.details.name')}
            value={details.name}
            max={WEB_APP_NAME_MAX}
            error={fieldMessage('name')}
            hint={t('developers.webapp.details.nameHint', { max: WEB_APP_NAME_MAX })}
            onChange={(value) => update('name', value)}
            testId="webapp-name"
            inputRef={fieldRefs.name}
          />
          <TextField
            id={`${id}-short`}
            label={t('developers.webapp.details.shortDescription')}
            value={details.shortDescription}
            max={WEB_APP_SHORT_DESCRIPTION_MAX}
            error={fieldMessage('shortDescription')}
            hint={t('developers.webapp.details.shortDescriptionHint', {
              max: WEB_APP_SHORT_DESCRIPTION_MAX,
            })}
            onChange={(value) => update('shortDescription', value)}
            testId="webapp-short-description"
            textareaRef={fieldRefs.shortDescription}
          />
        </div>
      </section>
      <div className={formStyles.footer}>
        <div className={formStyles.noticeSlot} aria-live="assertive">
          {saveError && (
            <p className={formStyles.notice} role="alert" data-testid="webapp-details-alert">
              <AlertIcon size={18} />
              {t(`errors.${isApiError(saveError) ? saveError.code : 'INTERNAL_ERROR'}`)}
            </p>
          )}
        </div>
        <AppLink to="/developers/dashboard/webapps" className="button button-secondary">
          {t('developers.webapp.details.later')}
        </AppLink>
        <button
          type="submit"
          className="button button-primary"
          disabled={save.pending}
          data-testid="webapp-details-submit"
        >
          {save.pending
            ? t('developers.webapp.details.saving')
            : t('developers.webapp.details.submit')}
        </button>
      </div>
    </form>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  max: number;
  error: string | null;
  hint: string;
  onChange: (value: string) => void;
  testId: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}

/** A required text with its counter; the short description is a small textarea. */
function TextField({
  id,
  label,
  value,
  max,
  error,
  hint,
  onChange,
  testId,
  inputRef,
  textareaRef,
}: TextFieldProps) {
  const { t } = useTranslation();
  const length = value.trim().length;
  const common = {
    id,
    value,
    required: true,
    className: formStyles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-message`,
    'data-testid': testId,
  } as const;
  return (
    <div className={formStyles.field} data-invalid={error ? 'true' : undefined}>
      <div className={formStyles.labelRow}>
        <label className={formStyles.label} htmlFor={id}>
          {label}
          <span className={formStyles.required} aria-hidden="true">
            *
          </span>
        </label>
        <span className={formStyles.counter} data-over={length > max ? 'true' : undefined}>
          {t('developers.profile.counter', { count: length, max })}
        </span>
      </div>
      {textareaRef ? (
        <textarea
          {...common}
          ref={textareaRef}
          rows={3}
          className={`${formStyles.input} ${styles.textarea}`}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type="text"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <p
        id={`${id}-message`}
        className={error ? formStyles.error : formStyles.hint}
        data-testid={error ? `${testId}-error` : undefined}
      >
        {error ?? hint}
      </p>
    </div>
  );
}
