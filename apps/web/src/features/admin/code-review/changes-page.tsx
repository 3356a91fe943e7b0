import type { ChangedFile, PackageChanges } from '@lagoon/contract';
import { useLoaderData, useParams, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { useErrorText } from '../../../i18n/use-area';
import { isNotFoundError } from '../../../lib/api-error';
import adminStyles from '../admin.module.css';
import { isItemId } from '../model/format';
import type { ChangesViewData } from './code-loaders';
import styles from './code-review.module.css';
import { CodeReviewFrame } from './code-review-frame';
import { CHANGE_MARKS, changesViewPath, countChanges } from './code-view-model';
import { DiffView } from './diff-view';

/**
 * /admin/items/:extensionId/changes: the files added, removed and changed from the published
 * to the submitted package, and the line diff of the file the address names.
 */
export function ChangesViewPage() {
  const { extensionId } = useParams();
  const { t } = useTranslation();
  const data = useLoaderData() as ChangesViewData | null;
  const revalidator = useRevalidator();
  if (!isItemId(extensionId)) return <NotFound />;
  const changes = data?.changes;
  if (!data || !changes) return <Spinner />;
  if (changes.error) {
    if (isNotFoundError(changes.error)) return <NotFound />;
    return <ErrorState error={changes.error} onRetry={() => void revalidator.revalidate()} />;
  }
  const answer = changes.data;
  return (
    <CodeReviewFrame
      extensionId={extensionId}
      title={t('admin.codeReview.changesTitle', { name: answer.name })}
      current="changes"
      testId="admin-changes-view"
    >
      <ChangesIntro answer={answer} />
      {answer.files.length > 0 && (
        <ChangedFiles extensionId={extensionId} files={answer.files} current={data.file} />
      )}
      {answer.to !== null && <OpenDiff data={data} />}
    </CodeReviewFrame>
  );
}

function ChangesIntro({ answer }: { answer: PackageChanges }) {
  const { t } = useTranslation();
  const counts = countChanges(answer.files);
  if (answer.to === null) {
    return <p className={adminStyles.muted}>{t('admin.codeReview.changes.noSubmitted')}</p>;
  }
  return (
    <div className={adminStyles.stack}>
      {answer.from ? (
        <p className={adminStyles.muted}>
          {t('admin.codeReview.changes.from', {
            from: answer.from.version,
            to: answer.to.version,
          })}
        </p>
      ) : (
        <p className={adminStyles.muted}>{t('admin.codeReview.changes.newItem')}</p>
      )}
      <p className={adminStyles.count} data-testid="changes-summary">
        {answer.files.length === 0
          ? t('admin.codeReview.changes.none')
          : t('admin.codeReview.changes.summary', {
              ...counts,
              unchanged: answer.unchangedCount,
            })}
      </p>
    </div>
  );
}

function ChangedFiles({
  extensionId,
  files,
  current,
}: {
  extensionId: string;
  files: readonly ChangedFile[];
  current: string | null;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('admin.codeReview.changes.caption')}
      testId="changed-files"
      columns={
        <>
          <th scope="col" className={adminStyles.narrow}>
            {t('admin.codeReview.changes.columns.status')}
          </th>
          <th scope="col">{t('admin.codeReview.changes.columns.file')}</th>
          <th scope="col" className={adminStyles.narrow}>
            {t('admin.codeReview.changes.columns.lines')}
          </th>
        </>
      }
    >
      {files.map((file) => (
        <tr
          key={file.path}
          data-testid="changed-file"
          data-status={file.status}
          data-path={file.path}
        >
          <td>
            <span className={styles.status} data-status={file.status}>
              <span className={styles.statusMark} aria-hidden="true">
                {CHANGE_MARKS[file.status]}
              </span>
              {t(`admin.codeReview.changes.status.${file.status}`)}
            </span>
          </td>
          <th scope="row">
            <AppLink
              to={changesViewPath(extensionId, file.path)}
              className={adminStyles.mono}
              aria-current={file.path === current ? 'page' : undefined}
              data-testid="changed-file-link"
            >
              {file.path}
            </AppLink>
          </th>
          <td>
            <LineCounts file={file} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function LineCounts({ file }: { file: ChangedFile }) {
  const { t } = useTranslation();
  if (file.linesAdded === null || file.linesRemoved === null) {
    return <span className={adminStyles.muted}>{t('admin.codeReview.changes.linesUnknown')}</span>;
  }
  const values = { added: file.linesAdded, removed: file.linesRemoved };
  return (
    <span className={styles.counts}>
      <span aria-hidden="true">
        <span className={styles.added}>+{file.linesAdded}</span>{' '}
        <span className={styles.removed}>−{file.linesRemoved}</span>
      </span>
      <span className="visually-hidden">{t('admin.codeReview.changes.linesLabel', values)}</span>
    </span>
  );
}

function OpenDiff({ data }: { data: ChangesViewData }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const revalidator = useRevalidator();
  if (data.file === null) {
    return <p className={adminStyles.muted}>{t('admin.codeReview.changes.chooseFile')}</p>;
  }
  const diff = data.diff;
  return (
    <section className={adminStyles.section} aria-labelledby="diff-title" data-testid="diff">
      <h2 id="diff-title" className={styles.pathTitle}>
        {t('admin.codeReview.changes.diffTitle', { path: data.file })}
      </h2>
      {!diff ? (
        <Spinner />
      ) : diff.error ? (
        isNotFoundError(diff.error) || diff.error.code === 'PACKAGE_PATH_INVALID' ? (
          <p className={adminStyles.muted}>{errorText(diff.error.code)}</p>
        ) : (
          <ErrorState error={diff.error} onRetry={() => void revalidator.revalidate()} />
        )
      ) : (
        <DiffView diff={diff.data} />
      )}
    </section>
  );
}
