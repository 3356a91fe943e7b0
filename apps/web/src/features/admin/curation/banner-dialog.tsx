import {
  type AdminBanner,
  BANNER_DESCRIPTION_MAX,
  BANNER_LINK_MAX,
  BANNER_TITLE_MAX,
  BANNER_TYPES,
  type BannerType,
  type Language,
} from '@lagoon/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import styles from './curation.module.css';
import { createBanner, updateBanner, uploadBannerImage } from './curation-api';
import { ProblemAlert, ReasonField, useCurationChange } from './shared';

interface BannerForm {
  type: BannerType;
  file: File | null;
  linkUrl: string;
  titleEn: string;
  titleKo: string;
  descriptionEn: string;
  descriptionKo: string;
  backgroundColor: string;
  language: '' | Language;
  active: boolean;
  startsAt: string;
  endsAt: string;
  reason: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local value in the administrator's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as an instant; empty means no limit. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function formOf(banner: AdminBanner | null, type: BannerType): BannerForm {
  return {
    type: banner?.type ?? type,
    file: null,
    linkUrl: banner?.linkUrl ?? '',
    titleEn: banner?.titleEn ?? '',
    titleKo: banner?.titleKo ?? '',
    descriptionEn: banner?.descriptionEn ?? '',
    descriptionKo: banner?.descriptionKo ?? '',
    backgroundColor: banner?.backgroundColor ?? '',
    language: banner?.language ?? '',
    active: banner?.active ?? true,
    startsAt: toLocalInput(banner?.startsAt ?? null),
    endsAt: toLocalInput(banner?.endsAt ?? null),
    reason: '',
  };
}

/** Adds a banner (banner null) or edits one; the image is checked by the server. */
export function BannerDialog({
  open,
  onOpenChange,
  banner,
  type,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  banner: AdminBanner | null;
  type: BannerType;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [form, setForm] = useState<BannerForm>(() => formOf(banner, type));
  const [preview, setPreview] = useState<string | null>(null);
  const set = <K extends keyof BannerForm>(key: K, value: BannerForm[K]) =>
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
    async (values: BannerForm) => {
      const fields = {
        linkUrl: values.linkUrl,
        titleEn: values.titleEn,
        titleKo: values.titleKo,
        descriptionEn: values.descriptionEn || null,
        descriptionKo: values.descriptionKo || null,
        backgroundColor: values.backgroundColor || null,
        language: values.language || null,
        active: values.active,
        startsAt: fromLocalInput(values.startsAt),
        endsAt: fromLocalInput(values.endsAt),
        reason: values.reason,
      };
      if (!banner) {
        if (!values.file) throw new Error('image required');
        return createBanner({ type: values.type, ...fields }, values.file);
      }
      const image = values.file ? (await uploadBannerImage(values.file)).image : undefined;
      return updateBanner(banner.id, { ...fields, ...(image ? { image } : {}) });
    },
    { onDone: () => onOpenChange(false) },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.pending) void save.run(form);
  };

  const field = (
    key: 'linkUrl' | 'titleEn' | 'titleKo' | 'descriptionEn' | 'descriptionKo',
    max: number,
    options: { required?: boolean; hint?: string; multiline?: boolean } = {},
  ) => {
    const id = `${formId}-${key}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t(`admin.curation.banners.fields.${key}`)}
          {options.required && <span aria-hidden="true"> *</span>}
        </label>
        {options.multiline ? (
          <textarea
            id={id}
            className={styles.input}
            rows={2}
            value={form[key]}
            maxLength={max}
            onChange={(event) => set(key, event.target.value)}
            data-testid={`banner-${key}`}
          />
        ) : (
          <input
            id={id}
            className={styles.input}
            value={form[key]}
            maxLength={max}
            required={options.required}
            onChange={(event) => set(key, event.target.value)}
            aria-describedby={options.hint ? `${id}-hint` : undefined}
            data-testid={`banner-${key}`}
          />
        )}
        {options.hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {options.hint}
          </p>
        )}
      </div>
    );
  };

  const shownImage = preview ?? banner?.image ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={640}
      title={banner ? t('admin.curation.banners.editTitle') : t('admin.curation.banners.addTitle')}
      testId="banner-dialog"
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
            disabled={save.pending || (!banner && !form.file)}
            data-testid="banner-save"
          >
            {save.pending ? t('admin.curation.common.saving') : t('admin.curation.common.save')}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {!banner && (
          <div className={styles.field}>
            <label htmlFor={`${formId}-type`} className={styles.label}>
              {t('admin.curation.banners.fields.type')}
            </label>
            <select
              id={`${formId}-type`}
              className={styles.input}
              value={form.type}
              onChange={(event) => set('type', event.target.value as BannerType)}
              data-testid="banner-type"
            >
              {BANNER_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.curation.banners.types.${value}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={`${formId}-file`} className={styles.label}>
            {banner
              ? t('admin.curation.banners.fields.replaceImage')
              : t('admin.curation.banners.fields.image')}
            {!banner && <span aria-hidden="true"> *</span>}
          </label>
          <input
            id={`${formId}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className={styles.file}
            onChange={(event) => set('file', event.target.files?.[0] ?? null)}
            aria-describedby={`${formId}-file-hint`}
            data-testid="banner-file"
          />
          <p id={`${formId}-file-hint`} className={styles.hint}>
            {t('admin.curation.banners.imageHint')}
          </p>
          {shownImage && <img className={styles.bannerPreview} src={shownImage} alt="" />}
        </div>
        {field('linkUrl', BANNER_LINK_MAX, {
          required: true,
          hint: t('admin.curation.banners.linkHint'),
        })}
        <div className={styles.pair}>
          {field('titleEn', BANNER_TITLE_MAX, { required: true })}
          {field('titleKo', BANNER_TITLE_MAX, { required: true })}
        </div>
        <div className={styles.pair}>
          {field('descriptionEn', BANNER_DESCRIPTION_MAX, { multiline: true })}
          {field('descriptionKo', BANNER_DESCRIPTION_MAX, { multiline: true })}
        </div>
        <div className={styles.pair}>
          <div className={styles.field}>
            <label htmlFor={`${formId}-language`} className={styles.label}>
              {t('admin.curation.banners.fields.language')}
            </label>
            <select
              id={`${formId}-language`}
              className={styles.input}
              value={form.language}
              onChange={(event) => set('language', event.target.value as BannerForm['language'])}
              data-testid="banner-language"
            >
              <option value="">{t('admin.curation.banners.languages.all')}</option>
              <option value="en">{t('admin.curation.banners.languages.en')}</option>
              <option value="ko">{t('admin.curation.banners.languages.ko')}</option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${formId}-color`} className={styles.label}>
              {t('admin.curation.banners.fields.backgroundColor')}
            </label>
            <input
              id={`${formId}-color`}
              className={styles.input}
              value={form.backgroundColor}
              placeholder="#0a7f95"
              maxLength={7}
              onChange={(event) => set('backgroundColor', event.target.value.trim())}
              aria-describedby={`${formId}-color-hint`}
            />
            <p id={`${formId}-color-hint`} className={styles.hint}>
              {t('admin.curation.banners.colorHint')}
            </p>
          </div>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('admin.curation.banners.fields.schedule')}</legend>
          <div className={styles.pair}>
            {(['startsAt', 'endsAt'] as const).map((key) => (
              <div className={styles.field} key={key}>
                <label htmlFor={`${formId}-${key}`} className={styles.label}>
                  {t(`admin.curation.banners.fields.${key}`)}
                </label>
                <input
                  id={`${formId}-${key}`}
                  type="datetime-local"
                  className={styles.input}
                  value={form[key]}
                  onChange={(event) => set(key, event.target.value)}
                  data-testid={`banner-${key}`}
                />
              </div>
            ))}
          </div>
          <p className={styles.hint}>{t('admin.curation.banners.scheduleHint')}</p>
        </fieldset>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.active}
            onChange={(event) => set('active', event.target.checked)}
            data-testid="banner-active"
          />
          {t('admin.curation.banners.fields.active')}
        </label>
        <ReasonField value={form.reason} onChange={(value) => set('reason', value)} />
        <ProblemAlert error={save.error} />
      </form>
    </Dialog>
  );
}
