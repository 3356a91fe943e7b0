import {
  type AdminMobileSite,
  type Language,
  MOBILE_SITE_CATEGORIES,
  MOBILE_SITE_NAME_MAX,
  MOBILE_SITE_URL_MAX,
  type MobileSiteCategory,
} from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import styles from './curation.module.css';
import { createMobileSite, updateMobileSite, uploadMobileSiteIcon } from './curation-api';
import { CurationFormDialog, useCurationForm, useFilePreview } from './dialogs';
import { ImageField, SelectField, TextField } from './form-fields';
import local from './mobile-sites.module.css';
import { Tile, useCurationChange } from './shared';

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

/** A site's icon, or the initial of its name on the icon's tile. */
export function SiteIcon({
  icon,
  name,
  lazy,
}: {
  icon: string | null;
  name: string;
  lazy?: boolean;
}) {
  return (
    <Tile src={icon} className={`${styles.itemIcon} ${local.initial}`} lazy={lazy}>
      {name.trim().charAt(0).toUpperCase()}
    </Tile>
  );
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
  const { form, set } = useCurationForm(() => formOf(site));
  const preview = useFilePreview(form.file);

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

  const shownIcon = preview ?? (form.removeIcon ? null : (site?.icon ?? null));
  return (
    <CurationFormDialog
      open={open}
      onOpenChange={onOpenChange}
      width={560}
      title={
        site ? t('admin.curation.mobileSites.editTitle') : t('admin.curation.mobileSites.addTitle')
      }
      testId="mobile-site-dialog"
      form={form}
      onReason={(value) => set('reason', value)}
      save={save}
      saveTestId="mobile-site-save"
      savingLabel={t('admin.curation.mobileSites.saving')}
    >
      <TextField
        label={t('admin.curation.mobileSites.fields.name')}
        value={form.name}
        onChange={(value) => set('name', value)}
        max={MOBILE_SITE_NAME_MAX}
        required
        testId="mobile-site-name"
      />
      <TextField
        label={t('admin.curation.mobileSites.fields.url')}
        type="url"
        inputMode="url"
        value={form.url}
        onChange={(value) => set('url', value)}
        max={MOBILE_SITE_URL_MAX}
        required
        hint={t('admin.curation.mobileSites.urlHint')}
        testId="mobile-site-url"
      />
      <div className={styles.pair}>
        <SelectField
          label={t('admin.curation.mobileSites.fields.category')}
          value={form.category}
          options={MOBILE_SITE_CATEGORIES.map((value) => ({
            value,
            label: t(`admin.curation.mobileSites.categories.${value}`),
          }))}
          onChange={(value) => set('category', value)}
          testId="mobile-site-category"
        />
        <SelectField
          label={t('admin.curation.mobileSites.fields.language')}
          value={form.language}
          options={(['', 'en', 'ko'] as const).map((value) => ({
            value,
            label: t(`admin.curation.mobileSites.languages.${value || 'all'}`),
          }))}
          onChange={(value) => set('language', value)}
          testId="mobile-site-language"
        />
      </div>
      <ImageField
        label={
          site?.icon
            ? t('admin.curation.mobileSites.fields.replaceIcon')
            : t('admin.curation.mobileSites.fields.icon')
        }
        hint={t('admin.curation.mobileSites.iconHint')}
        onFile={(file) => set('file', file)}
        testId="mobile-site-file"
        beside={<SiteIcon icon={shownIcon} name={form.name} lazy={false} />}
        remove={
          site?.icon && !form.file
            ? {
                label: t('admin.curation.mobileSites.fields.removeIcon'),
                checked: form.removeIcon,
                onChange: (checked) => set('removeIcon', checked),
              }
            : null
        }
      />
    </CurationFormDialog>
  );
}
