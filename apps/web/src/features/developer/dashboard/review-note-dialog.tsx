import type { CreatorItem, ReviewNote } from '@lagoon/contract';
import { AppLink } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import styles from './dashboard.module.css';
import { editPath } from './dashboard-model';

/**
 * Why a reviewer rejected the item or turned it private: the guidelines it breaks,
 * the reviewer's own words, and the way to the editor to correct it and submit again.
 */
export function ReviewNoteDialog({
  item,
  note,
  onClose,
}: {
  item: CreatorItem;
  note: ReviewNote;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const kind = note.kind;
  const decidedAt = formatDate(note.createAt, i18n.language);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`developers.dashboard.note.${kind}Title`)}
      width={560}
      testId="review-note-dialog"
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('common.close')}
          </button>
          <AppLink
            to={editPath(item)}
            className="button button-primary"
            data-testid="review-note-correct"
          >
            {t('developers.dashboard.note.correct')}
          </AppLink>
        </>
      }
    >
      <div className={styles.note}>
        <p>
          {t(`developers.dashboard.note.${kind}Intro`, { name: item.name })}
          {decidedAt && (
            <span className={styles.noteDate}>
              {' '}
              {t('developers.dashboard.note.decidedAt', { date: decidedAt })}
            </span>
          )}
        </p>
        {note.guidelines.length > 0 && (
          <section aria-labelledby="review-note-guidelines">
            <h3 id="review-note-guidelines" className={styles.noteHeading}>
              {t('developers.dashboard.note.guidelines')}
            </h3>
            <ul className={styles.guidelines}>
              {note.guidelines.map((guideline) => (
                <li
                  key={guideline.code}
                  className={styles.guideline}
                  data-testid="review-note-guideline"
                  data-code={guideline.code}
                >
                  {guideline.text}
                </li>
              ))}
            </ul>
          </section>
        )}
        {note.message && (
          <section aria-labelledby="review-note-message">
            <h3 id="review-note-message" className={styles.noteHeading}>
              {t('developers.dashboard.note.message')}
            </h3>
            <blockquote className={styles.noteMessage} data-testid="review-note-message">
              {note.message}
            </blockquote>
          </section>
        )}
        <p className={styles.noteNext}>{t('developers.dashboard.note.next')}</p>
      </div>
    </Dialog>
  );
}
