import type { MediaKind } from '@lagoon/contract';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { failureText, isApiError } from '../../../lib/api-error';
import styles from './editor.module.css';
import { readImageSize, uploadListingImage } from './editor-api';
import { describeSizes, isAcceptedImageSize } from './media-model';

// The building blocks of the editor's media lists: a field that checks an image's size in the
// browser before uploading it, and a preview that moves or removes one image in its list.

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
export function MediaField({
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

/** One image in an ordered list: its preview and the buttons that move it or remove it. */
export function MediaThumb({
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
