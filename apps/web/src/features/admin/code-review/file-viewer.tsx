import type { PackageFileView } from '@lagoon/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { formatBytes } from '../../../lib/format-bytes';
import adminStyles from '../admin.module.css';
import styles from './code-review.module.css';
import { highlightLines } from './highlight';

/** One file of a package: numbered, highlighted text; a raster image; or why it is not shown. */
export function FileViewer({ file }: { file: PackageFileView }) {
  const { t, i18n } = useTranslation();
  switch (file.kind) {
    case 'text':
      return <TextFile path={file.path} text={file.text} />;
    case 'image':
      return <ImagePreview path={file.path} base64={file.base64} mediaType={file.mediaType} />;
    case 'binary':
      return (
        <p className={adminStyles.muted} data-testid="code-file-binary">
          {t('admin.codeReview.file.binary', {
            size: formatBytes(file.size, i18n.language, 'units'),
          })}
        </p>
      );
    case 'tooLarge':
      return (
        <p className={adminStyles.muted} data-testid="code-file-too-large">
          {t('admin.codeReview.file.tooLarge', {
            size: formatBytes(file.size, i18n.language, 'units'),
            limit: formatBytes(file.limit, i18n.language, 'units'),
          })}
        </p>
      );
  }
}

function TextFile({ path, text }: { path: string; text: string }) {
  const { t } = useTranslation();
  const highlighted = useMemo(() => highlightLines(text, path), [text, path]);
  const plain = useMemo(
    () => (highlighted ? null : text.replace(/\n$/, '').split('\n')),
    [highlighted, text],
  );
  if (text === '') return <p className={adminStyles.muted}>{t('admin.codeReview.file.empty')}</p>;
  const count = highlighted?.length ?? plain?.length ?? 0;
  return (
    <>
      <p className={adminStyles.muted}>
        {t('admin.codeReview.file.lineCount', { count })}
        {!highlighted && <> · {t('admin.codeReview.file.plain')}</>}
      </p>
      <section
        className={styles.code}
        // The code scrolls sideways and down: keyboard users scroll it by focusing its box.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus
        tabIndex={0}
        aria-label={t('admin.codeReview.file.linesLabel', { path })}
        data-testid="code-file-text"
        data-highlighted={highlighted ? 'true' : 'false'}
      >
        <table className={styles.lines}>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('admin.codeReview.file.lineNumber')}</th>
              <th scope="col">{t('admin.codeReview.changes.lineText')}</th>
            </tr>
          </thead>
          <tbody>
            {highlighted
              ? highlighted.map((html, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines are identified by their number
                  <tr key={index}>
                    <td className={styles.number}>{index + 1}</td>
                    {/* highlight.js escapes the file's text and adds only its own spans. */}
                    <td
                      className={styles.text}
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by highlight.js
                      dangerouslySetInnerHTML={{ __html: html }}
                    />
                  </tr>
                ))
              : plain?.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines are identified by their number
                  <tr key={index}>
                    <td className={styles.number}>{index + 1}</td>
                    <td className={styles.text}>{line}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/**
 * A raster image, shown from a blob of the type its bytes are (the server decided it from
 * them): the page's policy allows blob: images, and the store never serves the file itself.
 */
function ImagePreview({
  path,
  base64,
  mediaType,
}: {
  path: string;
  base64: string;
  mediaType: string;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const objectUrl = URL.createObjectURL(new Blob([bytes], { type: mediaType }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [base64, mediaType]);
  if (!url) return null;
  return (
    <img
      className={styles.image}
      src={url}
      alt={t('admin.codeReview.file.imageAlt', { path })}
      data-testid="code-file-image"
    />
  );
}
