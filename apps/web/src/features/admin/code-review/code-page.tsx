import { REVIEW_PACKAGES, type ReviewPackageChoice } from '@lagoon/contract';
import { useLoaderData, useParams, useRevalidator } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { useErrorText } from '../../../i18n/use-area';
import { isNotFoundError } from '../../../lib/api-error';
import { formatBytes } from '../../../lib/format-bytes';
import adminStyles from '../admin.module.css';
import { isItemId } from '../model/format';
import type { CodeViewData } from './code-loaders';
import styles from './code-review.module.css';
import { CodeReviewFrame } from './code-review-frame';
import { codeViewPath } from './code-view-model';
import { FileTree } from './file-tree';
import { FileViewer } from './file-viewer';

/**
 * /admin/items/:extensionId/code: the submitted (or published) package's files, and the one
 * the address names, highlighted with its line numbers.
 */
export function CodeViewPage() {
  const { extensionId } = useParams();
  const { t } = useTranslation();
  const data = useLoaderData() as CodeViewData | null;
  const revalidator = useRevalidator();
  if (!isItemId(extensionId)) return <NotFound />;
  const tree = data?.tree;
  if (!data || !tree) return <Spinner />;
  if (tree.error) {
    // An item without the package asked for says so on the page; a missing item is not found.
    if (tree.error.code === 'EXTENSION_NOT_FOUND' || tree.error.code === 'NOT_FOUND') {
      return <NotFound />;
    }
    return (
      <CodeReviewFrame
        extensionId={extensionId}
        title={t('admin.codeReview.open')}
        current="code"
        testId="admin-code-view"
      >
        <ErrorState
          error={tree.error}
          onRetry={
            // Nothing submitted or published stays so until a developer acts: no retry.
            tree.error.code === 'PACKAGE_NOT_FOUND'
              ? undefined
              : () => void revalidator.revalidate()
          }
        />
      </CodeReviewFrame>
    );
  }
  const { name, files } = tree.data;
  const choice = tree.data.package;
  const path = data.address.file;
  const linkTo = (file: string) => codeViewPath(extensionId, { choice: data.address.choice, file });
  return (
    <CodeReviewFrame
      extensionId={extensionId}
      title={t('admin.codeReview.codeTitle', { name })}
      current="code"
      testId="admin-code-view"
    >
      <nav className={styles.toolbar} aria-label={t('admin.codeReview.packageLabel')}>
        {REVIEW_PACKAGES.map((option) => {
          const available = tree.data.packages[option];
          return (
            available && (
              <PackageLink
                key={option}
                option={option}
                current={choice}
                version={available.version}
                to={codeViewPath(extensionId, { choice: option, file: path })}
              />
            )
          );
        })}
      </nav>
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="code-tree-title">
          <h2 id="code-tree-title" className={styles.panelTitle}>
            {t('admin.codeReview.tree.count', { count: files.length })}
          </h2>
          <FileTree files={files} current={path} linkTo={linkTo} />
        </section>
        <section className={styles.panel} aria-labelledby="code-file-title" data-testid="code-file">
          <h2 id="code-file-title" className={styles.pathTitle} data-testid="code-file-path">
            {path}
          </h2>
          <OpenFile data={data} />
        </section>
      </div>
    </CodeReviewFrame>
  );
}

function PackageLink({
  option,
  current,
  version,
  to,
}: {
  option: ReviewPackageChoice;
  current: ReviewPackageChoice;
  version: string;
  to: string;
}) {
  const { t } = useTranslation();
  const selected = option === current;
  return (
    <AppLink
      to={to}
      className={`button button-small ${selected ? 'button-primary' : 'button-ghost'}`}
      aria-current={selected ? 'page' : undefined}
      data-testid={`code-package-${option}`}
    >
      {t(`admin.codeReview.package.${option}`, { version })}
    </AppLink>
  );
}

function OpenFile({ data }: { data: CodeViewData }) {
  const { i18n } = useTranslation();
  const errorText = useErrorText();
  const revalidator = useRevalidator();
  const file = data.file;
  if (!file) return <Spinner />;
  if (file.error) {
    if (isNotFoundError(file.error) || file.error.code === 'PACKAGE_PATH_INVALID') {
      return (
        <p className={adminStyles.muted} data-testid="code-file-missing">
          {errorText(file.error.code)}
        </p>
      );
    }
    return <ErrorState error={file.error} onRetry={() => void revalidator.revalidate()} />;
  }
  return (
    <>
      <p className={adminStyles.muted}>{formatBytes(file.data.size, i18n.language, 'units')}</p>
      <FileViewer file={file.data} />
    </>
  );
}
