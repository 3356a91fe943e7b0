import { awaitsDecision, type CreatorItemDetail } from '@lagoon/contract';
import { AlertIcon, LockIcon, PuzzleIcon } from '../../../components/icons';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from './editor.module.css';
import type { EditorKind } from './editor-model';
import { pendingPackageUpdate } from './package-update';

/**
 * Who the item is and where it stands: icon, name, id, review state, publish label, version,
 * a modified package waiting to replace the published one, the package's warnings, a block by
 * an administrator and the last reviewer's note.
 */
export function EditorHeader({ item, kind }: { item: CreatorItemDetail; kind: EditorKind }) {
  const { t, i18n } = useTranslation();
  const warnings = item.package?.report.warnings ?? [];
  const note = awaitsDecision(item.review) ? null : item.reviewNote;
  const decidedAt = note ? formatDate(note.createAt, i18n.language) : null;
  const update = kind === 'extension' ? pendingPackageUpdate(item) : null;
  return (
    <div className={styles.header} data-testid="editor-header">
      <div className={styles.identity}>
        {item.icon ? (
          <img src={item.icon} alt="" className={styles.headerIcon} />
        ) : (
          <span className={styles.headerIconPlaceholder} aria-hidden="true">
            <PuzzleIcon size={28} />
          </span>
        )}
        <div className={styles.identityText}>
          <h2 className={styles.itemName} data-testid="editor-item-name">
            {item.name || t('developers.editor.untitled')}
          </h2>
          <p className={styles.itemId} data-testid="editor-item-id">
            {item.extensionId}
          </p>
          <ul className={styles.badges}>
            <li
              className={styles.badge}
              data-tone={reviewTone(item.review)}
              data-testid="editor-review"
            >
              {t(`developers.editor.review.${item.review}`)}
            </li>
            <li
              className={styles.badge}
              data-tone={item.published ? 'success' : 'neutral'}
              data-testid="editor-published"
            >
              {item.published
                ? t('developers.editor.publish.published')
                : t('developers.editor.publish.prepare')}
            </li>
            {kind === 'extension' && item.version && (
              <li className={styles.badge} data-testid="editor-version">
                {t('developers.editor.version', { version: item.version })}
              </li>
            )}
            {item.blocked && (
              <li className={styles.badge} data-tone="danger" data-testid="editor-blocked">
                <LockIcon size={14} />
                {t('developers.editor.blocked')}
              </li>
            )}
          </ul>
        </div>
      </div>

      {item.blocked && (
        <p className={styles.notice} data-tone="danger" role="note">
          <LockIcon size={18} />
          {t('developers.editor.blockedMessage')}
        </p>
      )}

      {item.published && !item.blocked && (
        <p className={styles.notice} role="note" data-testid="editor-draft-notice">
          <AlertIcon size={18} />
          {t('developers.editor.draftNotice')}
        </p>
      )}

      {update && (
        <p className={styles.notice} role="note" data-testid="editor-package-update">
          <PuzzleIcon size={18} />
          {t(
            update.cancellable
              ? 'developers.editor.packageUpdate.cancellable'
              : 'developers.editor.packageUpdate.pending',
            { version: update.version, published: update.publishedVersion },
          )}
        </p>
      )}

      {note && (
        <section
          className={styles.reviewNote}
          aria-labelledby="editor-review-note"
          data-testid="editor-review-note"
        >
          <h3 id="editor-review-note" className={styles.noteTitle}>
            {t(`developers.editor.note.${note.kind}`)}
            {decidedAt && (
              <span className={styles.noteDate}>
                {' '}
                {t('developers.editor.note.decidedAt', { date: decidedAt })}
              </span>
            )}
          </h3>
          {note.guidelines.length > 0 && (
            <ul className={styles.guidelines}>
              {note.guidelines.map((guideline) => (
                <li key={guideline.code} data-testid="editor-review-guideline">
                  {guideline.text}
                </li>
              ))}
            </ul>
          )}
          {note.message && (
            <blockquote className={styles.noteMessage} data-testid="editor-review-message">
              {note.message}
            </blockquote>
          )}
          <p className={styles.hint}>{t('developers.editor.note.next')}</p>
        </section>
      )}

      {warnings.length > 0 && (
        <section
          className={styles.warnings}
          aria-labelledby="editor-warnings"
          data-testid="editor-warnings"
        >
          <h3 id="editor-warnings" className={styles.noteTitle}>
            {t('developers.editor.warnings', { count: warnings.length })}
          </h3>
          <ul>
            {warnings.map((warning) => (
              <li key={`${warning.code}:${warning.path ?? ''}`} data-code={warning.code}>
                {warning.message}
                {warning.path && <code className={styles.path}> {warning.path}</code>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function reviewTone(review: CreatorItemDetail['review']): string {
  switch (review) {
    case 'READY_FOR_OPEN':
      return 'success';
    case 'IN_REVIEW':
      return 'info';
    case 'REJECTED':
    case 'REJECTED_UPDATE':
      return 'danger';
    default:
      return 'neutral';
  }
}
