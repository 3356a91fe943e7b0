import {
  type AdminEvent,
  EVENT_DESCRIPTION_MAX,
  EVENT_SLUG_MAX,
  EVENT_TITLE_MAX,
} from '@lagoon/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import styles from './curation.module.css';
import { uploadBannerImage } from './curation-api';
import {
  createInputOf,
  type EventForm,
  eventFormOf,
  updateInputOf,
  withTitleEn,
} from './event-form';
import { EventItemsField } from './event-items-field';
import { createEvent, updateEvent } from './events-api';
import { ProblemAlert, ReasonField, useCurationChange } from './shared';

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
  const formId = useId();
  const [form, setForm] = useState<EventForm>(() => eventFormOf(event));
  const [preview, setPreview] = useState<string | null>(null);
  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) =>
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
    async (values: EventForm) => {
      const cover = values.file ? (await uploadBannerImage(values.file)).image : null;
      return event
        ? updateEvent(event.id, updateInputOf(values, cover))
        : createEvent(createInputOf(values, cover));
    },
    { onDone: () => onOpenChange(false) },
  );

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!save.pending) void save.run(form);
  };

  const id = (key: string) => `${formId}-${key}`;
  const text = (key: TextKey, options: { required?: boolean; multiline?: boolean } = {}) => {
    const max = key.startsWith('title') ? EVENT_TITLE_MAX : EVENT_DESCRIPTION_MAX;
    const onText = (value: string) =>
      key === 'titleEn' ? setForm((current) => withTitleEn(current, value)) : set(key, value);
    return (
      <div className={styles.field}>
        <label htmlFor={id(key)} className={styles.label}>
          {t(`admin.curation.events.fields.${key}`)}
          {options.required && <span aria-hidden="true"> *</span>}
        </label>
        {options.multiline ? (
          <textarea
            id={id(key)}
            className={styles.input}
            rows={3}
            value={form[key]}
            maxLength={max}
            onChange={(change) => onText(change.target.value)}
            data-testid={`event-${key}`}
          />
        ) : (
          <input
            id={id(key)}
            className={styles.input}
            value={form[key]}
            maxLength={max}
            required={options.required}
            onChange={(change) => onText(change.target.value)}
            data-testid={`event-${key}`}
          />
        )}
      </div>
    );
  };

  const shownCover = preview ?? (form.removeCover ? null : (event?.cover ?? null));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={720}
      title={event ? t('admin.curation.events.editTitle') : t('admin.curation.events.addTitle')}
      testId="event-dialog"
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
            data-testid="event-save"
          >
            {save.pending ? t('admin.curation.common.saving') : t('admin.curation.common.save')}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.pair}>
          {text('titleEn', { required: true })}
          {text('titleKo')}
        </div>
        <div className={styles.field}>
          <label htmlFor={id('slug')} className={styles.label}>
            {t('admin.curation.events.fields.slug')}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={id('slug')}
            className={styles.input}
            value={form.slug}
            maxLength={EVENT_SLUG_MAX}
            required
            spellCheck={false}
            autoComplete="off"
            onChange={(change) =>
              setForm((current) => ({ ...current, slug: change.target.value, slugEdited: true }))
            }
            aria-describedby={`${id('slug')}-hint`}
            data-testid="event-slug"
          />
          <p id={`${id('slug')}-hint`} className={styles.hint}>
            {t('admin.curation.events.slugHint', { path: `/event/${form.slug || '…'}` })}
          </p>
        </div>
        <div className={styles.pair}>
          {text('descriptionEn', { multiline: true })}
          {text('descriptionKo', { multiline: true })}
        </div>
        <div className={styles.field}>
          <label htmlFor={id('file')} className={styles.label}>
            {event?.cover
              ? t('admin.curation.events.fields.replaceCover')
              : t('admin.curation.events.fields.cover')}
          </label>
          <input
            id={id('file')}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className={styles.file}
            onChange={(change) => set('file', change.target.files?.[0] ?? null)}
            aria-describedby={`${id('file')}-hint`}
            data-testid="event-file"
          />
          <p id={`${id('file')}-hint`} className={styles.hint}>
            {t('admin.curation.banners.imageHint')}
          </p>
          {shownCover && <img className={styles.bannerPreview} src={shownCover} alt="" />}
          {event?.cover && !form.file && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={form.removeCover}
                onChange={(change) => set('removeCover', change.target.checked)}
              />
              {t('admin.curation.events.fields.removeCover')}
            </label>
          )}
        </div>
        <EventItemsField form={form} onChange={setForm} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('admin.curation.events.fields.dates')}</legend>
          <div className={styles.pair}>
            {(['startsAt', 'endsAt'] as const).map((key) => (
              <div className={styles.field} key={key}>
                <label htmlFor={id(key)} className={styles.label}>
                  {t(`admin.curation.events.fields.${key}`)}
                </label>
                <input
                  id={id(key)}
                  type="datetime-local"
                  className={styles.input}
                  value={form[key]}
                  onChange={(change) => set(key, change.target.value)}
                  data-testid={`event-${key}`}
                />
              </div>
            ))}
          </div>
          <p className={styles.hint}>{t('admin.curation.events.datesHint')}</p>
        </fieldset>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.state === 'live'}
            onChange={(change) => set('state', change.target.checked ? 'live' : 'draft')}
            data-testid="event-live"
          />
          {t('admin.curation.events.fields.live')}
        </label>
        <ReasonField value={form.reason} onChange={(value) => set('reason', value)} />
        <ProblemAlert error={save.error} />
      </form>
    </Dialog>
  );
}
