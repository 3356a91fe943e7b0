import { type DragEvent, useId, useRef, useState } from 'react';
import { DocumentIcon } from '../../../components/more-icons';
import { useTranslation } from '../../../i18n/react';
import { formatBytes } from '../../../lib/format-bytes';
import styles from './upload.module.css';
import { progressPercent, type UploadProgress } from './upload-package';

interface UploadingFile {
  fileName: string;
  progress: UploadProgress;
  onCancel: () => void;
}

/**
 * Where the package goes in: a drop zone that also opens the file picker from a real button
 * (so it works from the keyboard), and the progress of the upload under way.
 */
export function PackageDropZone({
  onFile,
  disabled,
  uploading,
}: {
  onFile: (file: File) => void;
  disabled: boolean;
  uploading: UploadingFile | null;
}) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  if (uploading) {
    const percent = progressPercent(uploading.progress);
    const sent = percent === 100;
    return (
      <div className={styles.dropZone} data-state="uploading" data-testid="upload-progress">
        <DocumentIcon size={32} />
        <p className={styles.dropTitle}>{uploading.fileName}</p>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('developers.upload.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          aria-valuetext={
            sent
              ? t('developers.upload.checking')
              : percent === null
                ? t('developers.upload.uploading')
                : `${percent}%`
          }
          data-testid="upload-progress-bar"
        >
          <span
            className={styles.progressFill}
            data-indeterminate={percent === null || sent ? 'true' : undefined}
            style={{ width: `${percent ?? 100}%` }}
          />
        </div>
        <p className={styles.dropHint} aria-live="polite">
          {sent
            ? t('developers.upload.checking')
            : t('developers.upload.progress', {
                loaded: formatBytes(uploading.progress.loaded, i18n.language),
                total: formatBytes(uploading.progress.total, i18n.language),
                percent: percent ?? 0,
              })}
        </p>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={uploading.onCancel}
          data-testid="upload-cancel"
        >
          {t('common.cancel')}
        </button>
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse shortcut; the button inside is the accessible way in
    <div
      className={styles.dropZone}
      data-state={dragging ? 'dragging' : 'idle'}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="package-drop-zone"
    >
      <DocumentIcon size={32} />
      <p className={styles.dropTitle}>{t('developers.upload.dropTitle')}</p>
      <p id={hintId} className={styles.dropHint}>
        {t('developers.upload.dropHint')}
      </p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        aria-describedby={hintId}
        data-testid="package-choose"
      >
        {t('developers.upload.choose')}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept=".zip,application/zip,application/x-zip-compressed"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          take(event.target.files);
          // Choosing the same file again after a refusal must fire change again.
          event.target.value = '';
        }}
        data-testid="package-file-input"
      />
    </div>
  );
}
