import { MAX_SLIDES } from '@lagoon/contract';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import styles from './editor.module.css';
import { COMMON_SLIDES, type EditorState, type SlideBucket } from './editor-model';
import { MediaField, MediaThumb } from './media-field';
import {
  addSlide,
  canAddImage,
  canAddSlide,
  describeSizes,
  MAX_PROMO_IMAGES,
  moveInList,
  moveSlide,
  removeSlide,
  slidesIn,
} from './media-model';

interface MediaSectionProps {
  state: EditorState;
  /** Applies a change; `field` names the field an upload completed, to clear its error. */
  onChange: (
    update: (state: EditorState) => EditorState,
    field?: 'icon' | 'slides' | 'image',
  ) => void;
  localeName: (locale: string) => string;
  readOnly: boolean;
  /** Error text per field (icon, slides, image) from the last save or review request. */
  errorOf: (field: 'icon' | 'slides' | 'image') => string | null;
  /** Registers a field's first control, so a refusal can focus it. */
  register: (field: string) => (element: HTMLElement | null) => void;
}

/** Icon, screenshots per language and promotional images, each uploaded, previewed and ordered. */
export function MediaSection({
  state,
  onChange,
  localeName,
  readOnly,
  errorOf,
  register,
}: MediaSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const [bucket, setBucket] = useState<SlideBucket>(COMMON_SLIDES);
  const [fullDialog, setFullDialog] = useState(false);
  const activeBucket: SlideBucket =
    bucket === COMMON_SLIDES || state.locales.includes(bucket) ? bucket : COMMON_SLIDES;
  const bucketSlides = slidesIn(state.slides, activeBucket);
  const bucketLabel = (value: SlideBucket) =>
    value === COMMON_SLIDES ? t('developers.editor.media.commonSlides') : localeName(value);

  return (
    <section className={styles.card} aria-labelledby={`${id}-media`}>
      <header className={styles.cardHeader}>
        <h2 id={`${id}-media`} className={styles.cardTitle}>
          {t('developers.editor.media.title')}
        </h2>
        <p className={styles.cardDescription}>{t('developers.editor.media.description')}</p>
      </header>

      <MediaField
        field="icon"
        kind="icon"
        label={t('developers.editor.media.icon')}
        hint={t('developers.editor.media.iconHint', { size: describeSizes('icon') })}
        error={errorOf('icon')}
        readOnly={readOnly}
        canAdd
        addLabel={
          state.icon ? t('developers.editor.media.replace') : t('developers.editor.media.add')
        }
        onUploaded={(url) => onChange((current) => ({ ...current, icon: url }), 'icon')}
        register={register}
      >
        {state.icon && (
          <ul className={styles.thumbs}>
            <li className={styles.thumb} data-testid="editor-icon-preview">
              <img
                src={state.icon}
                alt={t('developers.editor.media.icon')}
                className={styles.iconImage}
              />
              {!readOnly && (
                <div className={styles.thumbActions}>
                  <button
                    type="button"
                    className={styles.thumbButton}
                    onClick={() => onChange((current) => ({ ...current, icon: null }))}
                    aria-label={t('developers.editor.media.remove', {
                      name: t('developers.editor.media.icon'),
                    })}
                    data-testid="editor-icon-remove"
                  >
                    ✕
                  </button>
                </div>
              )}
            </li>
          </ul>
        )}
      </MediaField>

      <MediaField
        field="slides"
        kind="slide"
        label={t('developers.editor.media.slides')}
        hint={t('developers.editor.media.slidesHint', {
          size: describeSizes('slide'),
          max: MAX_SLIDES,
        })}
        error={errorOf('slides')}
        readOnly={readOnly}
        canAdd={canAddSlide(state.slides, activeBucket)}
        onFull={() => setFullDialog(true)}
        addLabel={t('developers.editor.media.add')}
        onUploaded={(url) =>
          onChange((current) => addSlide(current, activeBucket, url) ?? current, 'slides')
        }
        register={register}
        toolbar={
          <label className={styles.inlineField}>
            <span>{t('developers.editor.media.slideLanguage')}</span>
            <select
              className={styles.select}
              value={activeBucket}
              onChange={(event) => setBucket(event.target.value as SlideBucket)}
              data-testid="editor-slide-bucket"
            >
              {[COMMON_SLIDES, ...state.locales].map((value) => (
                <option key={value} value={value}>
                  {t('developers.editor.media.bucketOption', {
                    name: bucketLabel(value),
                    count: slidesIn(state.slides, value).length,
                    max: MAX_SLIDES,
                  })}
                </option>
              ))}
            </select>
          </label>
        }
      >
        {bucketSlides.length === 0 ? (
          <p className={styles.hint} data-testid="editor-slides-empty">
            {t('developers.editor.media.noSlides', { name: bucketLabel(activeBucket) })}
          </p>
        ) : (
          <ol className={styles.thumbs} data-testid="editor-slides">
            {bucketSlides.map((slide, index) => (
              <MediaThumb
                key={slide.url}
                src={slide.url}
                alt={t('developers.editor.media.slideAlt', { position: index + 1 })}
                wide
                readOnly={readOnly}
                first={index === 0}
                last={index === bucketSlides.length - 1}
                onMove={(offset) =>
                  onChange((current) => moveSlide(current, activeBucket, index, offset))
                }
                onRemove={() => onChange((current) => removeSlide(current, activeBucket, index))}
                testId="editor-slide"
              />
            ))}
          </ol>
        )}
      </MediaField>

      <MediaField
        field="image"
        kind="image"
        label={t('developers.editor.media.images')}
        hint={t('developers.editor.media.imagesHint', {
          size: describeSizes('image'),
          max: MAX_PROMO_IMAGES,
        })}
        error={errorOf('image')}
        readOnly={readOnly}
        canAdd={canAddImage(state.images)}
        addLabel={t('developers.editor.media.add')}
        onUploaded={(url) =>
          onChange(
            (current) =>
              canAddImage(current.images) && !current.images.includes(url)
                ? { ...current, images: [...current.images, url] }
                : current,
            'image',
          )
        }
        register={register}
      >
        {state.images.length > 0 && (
          <ol className={styles.thumbs} data-testid="editor-images">
            {state.images.map((url, index) => (
              <MediaThumb
                key={url}
                src={url}
                alt={t('developers.editor.media.imageAlt', { position: index + 1 })}
                wide
                readOnly={readOnly}
                first={index === 0}
                last={index === state.images.length - 1}
                onMove={(offset) =>
                  onChange((current) => ({
                    ...current,
                    images: moveInList(current.images, index, offset),
                  }))
                }
                onRemove={() =>
                  onChange((current) => ({
                    ...current,
                    images: current.images.filter((_, position) => position !== index),
                  }))
                }
                testId="editor-image"
              />
            ))}
          </ol>
        )}
      </MediaField>

      <Dialog
        open={fullDialog}
        onOpenChange={setFullDialog}
        title={t('developers.editor.media.fullTitle')}
        testId="slides-full-dialog"
        actions={
          <button
            type="button"
            className="button button-primary"
            onClick={() => setFullDialog(false)}
            data-testid="slides-full-ok"
          >
            {t('common.ok')}
          </button>
        }
      >
        <p>{t('developers.editor.media.fullMessage', { max: MAX_SLIDES })}</p>
      </Dialog>
    </section>
  );
}
