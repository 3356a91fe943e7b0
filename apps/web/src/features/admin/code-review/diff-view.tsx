import type { DiffHunk, FileDiff } from '@lagoon/contract';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/react';
import adminStyles from '../admin.module.css';
import styles from './code-review.module.css';
import { CHANGE_MARKS } from './code-view-model';

/**
 * One file's unified diff: each hunk under a header naming its lines, each line with its old
 * and new numbers and a +, − or blank mark besides its colour, so no one depends on colour to
 * tell an added line from a removed one.
 */
export function DiffView({ diff }: { diff: FileDiff }) {
  const { t } = useTranslation();
  if (!diff.comparable) {
    return (
      <p className={adminStyles.muted} data-testid="diff-not-comparable">
        {t(`admin.codeReview.changes.notComparable.${diff.reason ?? 'binary'}`)}
      </p>
    );
  }
  if (diff.hunks.length === 0) {
    return (
      <p className={adminStyles.muted} data-testid="diff-identical">
        {t('admin.codeReview.changes.identical')}
      </p>
    );
  }
  return (
    <section
      className={styles.code}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll a long diff by focusing its box
      tabIndex={0}
      aria-label={t('admin.codeReview.changes.diffCaption', { path: diff.path })}
      data-testid="diff-view"
    >
      <table className={styles.lines}>
        <caption className="visually-hidden">
          {t('admin.codeReview.changes.diffCaption', { path: diff.path })}
        </caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('admin.codeReview.changes.oldLine')}</th>
            <th scope="col">{t('admin.codeReview.changes.newLine')}</th>
            <th scope="col">{t('admin.codeReview.changes.columns.status')}</th>
            <th scope="col">{t('admin.codeReview.changes.lineText')}</th>
          </tr>
        </thead>
        <tbody>
          {diff.hunks.map((hunk) => (
            <Fragment key={`${hunk.oldStart}:${hunk.newStart}`}>
              <tr className={styles.hunkHeader}>
                <td colSpan={4}>{hunkLabel(t, hunk)}</td>
              </tr>
              {hunk.lines.map((line, index) => (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: a line's place in its hunk is what it is
                  key={index}
                  className={styles.diffLine}
                  data-type={line.type}
                  data-testid="diff-line"
                >
                  <td className={styles.number}>{line.oldNumber ?? ''}</td>
                  <td className={styles.number}>{line.newNumber ?? ''}</td>
                  <td className={styles.mark}>
                    <span aria-hidden="true">{CHANGE_MARKS[line.type]}</span>
                    <span className="visually-hidden">
                      {t(`admin.codeReview.changes.mark.${line.type}`)}
                    </span>
                  </td>
                  <td className={styles.text}>{line.text}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function hunkLabel(t: ReturnType<typeof useTranslation>['t'], hunk: DiffHunk): string {
  return t('admin.codeReview.changes.hunk', {
    oldStart: hunk.oldStart,
    oldEnd: Math.max(hunk.oldStart, hunk.oldStart + hunk.oldLines - 1),
    newStart: hunk.newStart,
    newEnd: Math.max(hunk.newStart, hunk.newStart + hunk.newLines - 1),
  });
}
