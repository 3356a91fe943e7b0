import { MAX_SLIDES, type MediaKind } from '@lagoon/contract';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import { failureText, isApiError } from '../../../lib/api-client';
import styles from './editor.module.css';
import { readImageSize, uploadListingImage } from './editor-api';
import {
  addSlide,
  COMMON_SLIDES,
  canAddImage,
  canAddSlide,
  describeSizes,
  type EditorState,
  isAcceptedImageSize,
  MAX_PROMO_IMAGES,
  moveInList,
  moveSlide,
  removeSlide,
  type SlideBucket,
  slidesIn,
} from './editor-model';

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

interface MediaFieldProps {
  field: 'icon' | 'slides' | 'image';
  kind: MediaKind;
  label: string;
  hint: string;
  error: string | null;
  readOnly: boolean;
  canAdd: boolean;
  /** Called instead of opening the file chooser when the list is full. */
  onFull?: () => void;
  addLabel: string;
  onUploaded: (url: string) => void;
  register: (field: string) => (element: HTMLElement | null) => void;
  toolbar?: ReactNode;
  children?: ReactNode;
}

/** One media list: label, hint, the file chooser with the browser-side size check, previews. */
function MediaField({
  field,
  kind,
  label,
  hint,
  error,
  readOnly,
  canAdd,
  onFull,
  addLabel,
  onUploaded,
  register,
  toolbar,
  children,
}: MediaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const size = await readImageSize(file);
    if (!size) {
      setProblem(t('errors.INVALID_IMAGE'));
      return;
    }
    if (!isAcceptedImageSize(kind, size.width, size.height)) {
      setProblem(
        t('developers.editor.media.wrongSize', {
          width: size.width,
          height: size.height,
          size: describeSizes(kind),
        }),
      );
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadListingImage(file, kind);
      onUploaded(uploaded.url);
    } catch (failure) {
      setProblem(
        isApiError(failure)
          ? failureText(failure, (code) => t(`errors.${code}`))
          : t('errors.TEMPORARY_PROBLEM'),
      );
    } finally {
      setUploading(false);
    }
  };

  const choose = () => {
    if (!canAdd) {
      onFull?.();
      return;
    }
    input.current?.click();
  };

  return (
    <div
      className={styles.mediaField}
      data-invalid={shown ? 'true' : undefined}
      data-testid={`editor-${field}-field`}
    >
      <div className={styles.mediaHeader}>
        <div>
          <h3 className={styles.label} id={`${id}-label`}>
            {label}
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          </h3>
          <p className={styles.hint}>{hint}</p>
        </div>
        {toolbar}
      </div>
      {children}
      {!readOnly && (
        <div className={styles.mediaActions}>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="visually-hidden"
            tabIndex={-1}
            onChange={(event) => void onFile(event)}
            aria-labelledby={`${id}-label`}
            data-testid={`editor-${field}-input`}
          />
          <button
            ref={register(field)}
            type="button"
            className="button button-secondary"
            onClick={choose}
            disabled={uploading}
            aria-invalid={shown ? true : undefined}
            aria-describedby={`${id}-message`}
            data-testid={`editor-${field}-add`}
          >
            {uploading ? t('developers.editor.media.uploading') : addLabel}
          </button>
        </div>
      )}
      <p
        id={`${id}-message`}
        className={styles.error}
        role={shown ? 'alert' : undefined}
        data-testid={shown ? `editor-${field}-error` : undefined}
        hidden={!shown}
      >
        {shown}
      </p>
    </div>
  );
}

interface MediaThumbProps {
  src: string;
  alt: string;
  wide?: boolean;
  readOnly: boolean;
  first: boolean;
  last: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  testId: string;
}

function MediaThumb({
  src,
  alt,
  wide,
  readOnly,
  first,
  last,
  onMove,
  onRemove,
  testId,
}: MediaThumbProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.thumb} data-testid={testId}>
      <img src={src} alt={alt} className={wide ? styles.wideImage : styles.iconImage} />
      {!readOnly && (
        <div className={styles.thumbActions}>
          <button
            type="button"
            className={styles.thumbButton}
            onClick={() => onMove(-1)}
            disabled={first}
            aria-label={t('developers.editor.media.moveEarlier', { name: alt })}
          >
            ←
          </button>
          <button
            type="button"
            className={styles.thumbButton}
            onClick={() => onMove(1)}
            disabled={last}
            aria-label={t('developers.editor.media.moveLater', { name: alt })}
          >
            →
          </button>
          <button
            type="button"
            className={styles.thumbButton}
            onClick={onRemove}
            aria-label={t('developers.editor.media.remove', { name: alt })}
            data-testid={`${testId}-remove`}
          >
            ✕
          </button>
        </div>
      )}
    </li>
  );
}
