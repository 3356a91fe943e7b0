import {
  type AdminEvent,
  EVENT_DESCRIPTION_MAX,
  EVENT_SLUG_MAX,
  EVENT_TITLE_MAX,
} from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import styles from './curation.module.css';
import { uploadBannerImage } from './curation-api';
import { CurationFormDialog, useCurationForm, useFilePreview } from './dialogs';
import {
  createInputOf,
  type EventForm,
  eventFormOf,
  updateInputOf,
  withTitleEn,
} from './event-form';
import { EventItemsField } from './event-items-field';
import { createEvent, updateEvent } from './events-api';
import { CheckField, ImageField, ScheduleFields, TextField } from './form-fields';
import { useCurationChange } from './shared';

type TextKey = 'titleEn' | 'titleKo' | 'descriptionEn' | 'descriptionKo';

/**
 * Adds an event page (event null) or edits one: address, texts in both languages, cover,
 * dates, the items in order, and whether it is live. A new cover is uploaded as the event is
 * saved, with the banner images' rules.
 */
export function EventDialog({
  open,
  onOpenChange,
  event,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: AdminEvent | null;
}) {
  const { t } = useTranslation();
  const { form, setForm, set } = useCurationForm(() => eventFormOf(event));
  const preview = useFilePreview(form.file);

  const save = useCurationChange(
    async (values: EventForm) => {
      const cover = values.file ? (await uploadBannerImage(values.file)).image : null;
      return event
        ? updateEvent(event.id, updateInputOf(values, cover))
        : createEvent(createInputOf(values, cover));
    },
    { onDone: () => onOpenChange(false) },
  );

  const text = (key: TextKey, options: { required?: boolean; rows?: number } = {}) => (
    <TextField
      label={t(`admin.curation.events.fields.${key}`)}
      value={form[key]}
      onChange={(value) =>
        key === 'titleEn' ? setForm((current) => withTitleEn(current, value)) : set(key, value)
      }
      max={key.startsWith('title') ? EVENT_TITLE_MAX : EVENT_DESCRIPTION_MAX}
      testId={`event-${key}`}
      {...options}
    />
  );

  const shownCover = preview ?? (form.removeCover ? null : (event?.cover ?? null));
  return (
    <CurationFormDialog
      open={open}
      onOpenChange={onOpenChange}
      width={720}
      title={event ? t('admin.curation.events.editTitle') : t('admin.curation.events.addTitle')}
      testId="event-dialog"
      form={form}
      onReason={(value) => set('reason', value)}
      save={save}
      saveTestId="event-save"
    >
      <div className={styles.pair}>
        {text('titleEn', { required: true })}
        {text('titleKo')}
      </div>
      <TextField
        label={t('admin.curation.events.fields.slug')}
        value={form.slug}
        onChange={(slug) => setForm((current) => ({ ...current, slug, slugEdited: true }))}
        max={EVENT_SLUG_MAX}
        required
        spellCheck={false}
        autoComplete="off"
        hint={t('admin.curation.events.slugHint', { path: `/event/${form.slug || '…'}` })}
        testId="event-slug"
      />
      <div className={styles.pair}>
        {text('descriptionEn', { rows: 3 })}
        {text('descriptionKo', { rows: 3 })}
      </div>
      <ImageField
        label={
          event?.cover
            ? t('admin.curation.events.fields.replaceCover')
            : t('admin.curation.events.fields.cover')
        }
        hint={t('admin.curation.banners.imageHint')}
        onFile={(file) => set('file', file)}
        testId="event-file"
        preview={shownCover && <img className={styles.bannerPreview} src={shownCover} alt="" />}
        remove={
          event?.cover && !form.file
            ? {
                label: t('admin.curation.events.fields.removeCover'),
                checked: form.removeCover,
                onChange: (checked) => set('removeCover', checked),
              }
            : null
        }
      />
      <EventItemsField form={form} onChange={setForm} />
      <ScheduleFields
        legend={t('admin.curation.events.fields.dates')}
        hint={t('admin.curation.events.datesHint')}
        labelOf={(key) => t(`admin.curation.events.fields.${key}`)}
        values={form}
        onChange={set}
        testIdPrefix="event"
      />
      <CheckField
        label={t('admin.curation.events.fields.live')}
        checked={form.state === 'live'}
        onChange={(checked) => set('state', checked ? 'live' : 'draft')}
        testId="event-live"
      />
    </CurationFormDialog>
  );
}
