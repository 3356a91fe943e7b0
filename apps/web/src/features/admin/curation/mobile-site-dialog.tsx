import {
  type AdminMobileSite,
  type Language,
  MOBILE_SITE_CATEGORIES,
  MOBILE_SITE_NAME_MAX,
  MOBILE_SITE_URL_MAX,
  type MobileSiteCategory,
} from '@lagoon/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import styles from './curation.module.css';
import { createMobileSite, updateMobileSite, uploadMobileSiteIcon } from './curation-api';
import local from './mobile-sites.module.css';
import { ProblemAlert, ReasonField, useCurationChange } from './shared';

interface SiteForm {
  name: string;
  url: string;
  category: MobileSiteCategory;
  language: '' | Language;
  file: File | null;
  /** Take the current icon away (the site then shows its initial). */
  removeIcon: boolean;
  reason: string;
}

function formOf(site: AdminMobileSite | null): SiteForm {
  return {
    name: site?.name ?? '',
    url: site?.url ?? 'https://',
    category: site?.category ?? MOBILE_SITE_CATEGORIES[0],
    language: site?.language ?? '',
    file: null,
    removeIcon: false,
    reason: '',
  };
}

/**
 * Adds a mobile website (site null) or edits one. Saving a new site, or a new address, makes
 * the store ask the site whether the side panel may show it; the answer comes with the saved
 * site and the list shows it at once.
 */
export function MobileSiteDialog({
  open,
  onOpenChange,
  site,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  site: AdminMobileSite | null;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [form, setForm] = useState<SiteForm>(() => formOf(site));
  const [preview, setPreview] = useState<string | null>(null);
  const set = <K extends keyof SiteForm>(key: K, value: SiteForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (!form.file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(form.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [form.file]);

  const save = useCurationChange(
    async (values: SiteForm) => {
      const icon = values.file
        ? (await uploadMobileSiteIcon(values.file)).icon
        : values.removeIcon
          ? null
          : undefined;
      const fields = {
        name: values.name,
        url: values.url,
        category: values.category,
        language: values.language || null,
        reason: values.reason,
      };
      if (!site) return createMobileSite({ ...fields, ...(icon ? { icon } : {}) });
      return updateMobileSite(site.id, { ...fields, ...(icon !== undefined ? { icon } : {}) });
    },
    {
      done: (saved) =>
        t(`admin.curation.mobileSites.saved.${saved.framing}`, {
          detail: saved.framingDetail ?? '',
        }),
      onDone: () => onOpenChange(false),
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.pending) void save.run(form);
  };

  const shownIcon = preview ?? (form.removeIcon ? null : (site?.icon ?? null));
  const id = (key: string) => `${formId}-${key}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={560}
      title={
        site ? t('admin.curation.mobileSites.editTitle') : t('admin.curation.mobileSites.addTitle')
      }
      testId="mobile-site-dialog"
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onOpenChange(false)}
          >
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button-primary"
            disabled={save.pending}
            data-testid="mobile-site-save"
          >
            {save.pending
              ? t('admin.curation.mobileSites.saving')
              : t('admin.curation.common.save')}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={id('name')} className={styles.label}>
            {t('admin.curation.mobileSites.fields.name')}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={id('name')}
            className={styles.input}
            value={form.name}
            maxLength={MOBILE_SITE_NAME_MAX}
            required
            onChange={(event) => set('name', event.target.value)}
            data-testid="mobile-site-name"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={id('url')} className={styles.label}>
            {t('admin.curation.mobileSites.fields.url')}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={id('url')}
            type="url"
            inputMode="url"
            className={styles.input}
            value={form.url}
            maxLength={MOBILE_SITE_URL_MAX}
            required
            onChange={(event) => set('url', event.target.value)}
            aria-describedby={`${id('url')}-hint`}
            data-testid="mobile-site-url"
          />
          <p id={`${id('url')}-hint`} className={styles.hint}>
            {t('admin.curation.mobileSites.urlHint')}
          </p>
        </div>
        <div className={styles.pair}>
          <div className={styles.field}>
            <label htmlFor={id('category')} className={styles.label}>
              {t('admin.curation.mobileSites.fields.category')}
            </label>
            <select
              id={id('category')}
              className={styles.input}
              value={form.category}
              onChange={(event) => set('category', event.target.value as MobileSiteCategory)}
              data-testid="mobile-site-category"
            >
              {MOBILE_SITE_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.curation.mobileSites.categories.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={id('language')} className={styles.label}>
              {t('admin.curation.mobileSites.fields.language')}
            </label>
            <select
              id={id('language')}
              className={styles.input}
              value={form.language}
              onChange={(event) => set('language', event.target.value as SiteForm['language'])}
              data-testid="mobile-site-language"
            >
              <option value="">{t('admin.curation.mobileSites.languages.all')}</option>
              <option value="en">{t('admin.curation.mobileSites.languages.en')}</option>
              <option value="ko">{t('admin.curation.mobileSites.languages.ko')}</option>
            </select>
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('file')} className={styles.label}>
            {site?.icon
              ? t('admin.curation.mobileSites.fields.replaceIcon')
              : t('admin.curation.mobileSites.fields.icon')}
          </label>
          <div className={local.iconField}>
            {shownIcon ? (
              <img className={styles.itemIcon} src={shownIcon} alt="" />
            ) : (
              <span className={`${styles.itemIcon} ${local.initial}`} aria-hidden="true">
                {form.name.trim().charAt(0).toUpperCase()}
              </span>
            )}
            <input
              id={id('file')}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className={styles.file}
              onChange={(event) => set('file', event.target.files?.[0] ?? null)}
              aria-describedby={`${id('file')}-hint`}
              data-testid="mobile-site-file"
            />
          </div>
          <p id={`${id('file')}-hint`} className={styles.hint}>
            {t('admin.curation.mobileSites.iconHint')}
          </p>
          {site?.icon && !form.file && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={form.removeIcon}
                onChange={(event) => set('removeIcon', event.target.checked)}
              />
              {t('admin.curation.mobileSites.fields.removeIcon')}
            </label>
          )}
        </div>
        <ReasonField value={form.reason} onChange={(value) => set('reason', value)} />
        <ProblemAlert error={save.error} />
      </form>
    </Dialog>
  );
}
