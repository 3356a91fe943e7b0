import {
  type AdminBanner,
  BANNER_DESCRIPTION_MAX,
  BANNER_LINK_MAX,
  BANNER_TITLE_MAX,
  BANNER_TYPES,
  type BannerType,
  type Language,
} from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import styles from './curation.module.css';
import { createBanner, updateBanner, uploadBannerImage } from './curation-api';
import { CurationFormDialog, useCurationForm, useFilePreview } from './dialogs';
import { CheckField, ImageField, ScheduleFields, SelectField, TextField } from './form-fields';
import { fromLocalInput, toLocalInput } from './local-time';
import { useCurationChange } from './shared';

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

type TextKey = 'linkUrl' | 'titleEn' | 'titleKo' | 'descriptionEn' | 'descriptionKo';

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
  const { form, set } = useCurationForm(() => formOf(banner, type));
  const preview = useFilePreview(form.file);

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

  const text = (
    key: TextKey,
    max: number,
    options: { required?: boolean; hint?: string; rows?: number } = {},
  ) => (
    <TextField
      label={t(`admin.curation.banners.fields.${key}`)}
      value={form[key]}
      onChange={(value) => set(key, value)}
      max={max}
      testId={`banner-${key}`}
      {...options}
    />
  );

  const shownImage = preview ?? banner?.image ?? null;
  return (
    <CurationFormDialog
      open={open}
      onOpenChange={onOpenChange}
      width={640}
      title={banner ? t('admin.curation.banners.editTitle') : t('admin.curation.banners.addTitle')}
      testId="banner-dialog"
      form={form}
      onReason={(value) => set('reason', value)}
      save={save}
      saveTestId="banner-save"
      saveDisabled={!banner && !form.file}
    >
      {!banner && (
        <SelectField
          label={t('admin.curation.banners.fields.type')}
          value={form.type}
          options={BANNER_TYPES.map((value) => ({
            value,
            label: t(`admin.curation.banners.types.${value}`),
          }))}
          onChange={(value) => set('type', value)}
          testId="banner-type"
        />
      )}
      <ImageField
        label={
          banner
            ? t('admin.curation.banners.fields.replaceImage')
            : t('admin.curation.banners.fields.image')
        }
        required={!banner}
        hint={t('admin.curation.banners.imageHint')}
        onFile={(file) => set('file', file)}
        testId="banner-file"
        preview={shownImage && <img className={styles.bannerPreview} src={shownImage} alt="" />}
      />
      {text('linkUrl', BANNER_LINK_MAX, {
        required: true,
        hint: t('admin.curation.banners.linkHint'),
      })}
      <div className={styles.pair}>
        {text('titleEn', BANNER_TITLE_MAX, { required: true })}
        {text('titleKo', BANNER_TITLE_MAX, { required: true })}
      </div>
      <div className={styles.pair}>
        {text('descriptionEn', BANNER_DESCRIPTION_MAX, { rows: 2 })}
        {text('descriptionKo', BANNER_DESCRIPTION_MAX, { rows: 2 })}
      </div>
      <div className={styles.pair}>
        <SelectField
          label={t('admin.curation.banners.fields.language')}
          value={form.language}
          options={(['', 'en', 'ko'] as const).map((value) => ({
            value,
            label: t(`admin.curation.banners.languages.${value || 'all'}`),
          }))}
          onChange={(value) => set('language', value)}
          testId="banner-language"
        />
        <TextField
          label={t('admin.curation.banners.fields.backgroundColor')}
          value={form.backgroundColor}
          placeholder="#0a7f95"
          max={7}
          onChange={(value) => set('backgroundColor', value.trim())}
          hint={t('admin.curation.banners.colorHint')}
        />
      </div>
      <ScheduleFields
        legend={t('admin.curation.banners.fields.schedule')}
        hint={t('admin.curation.banners.scheduleHint')}
        labelOf={(key) => t(`admin.curation.banners.fields.${key}`)}
        values={form}
        onChange={set}
        testIdPrefix="banner"
      />
      <CheckField
        label={t('admin.curation.banners.fields.active')}
        checked={form.active}
        onChange={(checked) => set('active', checked)}
        testId="banner-active"
      />
    </CurationFormDialog>
  );
}
