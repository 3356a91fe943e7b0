import type { PackageTreeFile } from '@lagoon/contract';
import { useMemo } from 'react';
import { AppLink } from '../../../components/app-link';
import { useTranslation } from '../../../i18n/react';
import { formatBytes } from '../../../lib/format-bytes';
import styles from './code-review.module.css';
import { baseName, buildFileTree, foldersOf, type TreeFolder } from './code-view-model';

/**
 * A package's files as folders that open and close (the folders of the open file start open),
 * each file a link to itself in the viewer.
 */
export function FileTree({
  files,
  current,
  linkTo,
}: {
  files: readonly PackageTreeFile[];
  current: string;
  linkTo: (path: string) => string;
}) {
  const { t } = useTranslation();
  const root = useMemo(() => buildFileTree(files), [files]);
  const open = useMemo(() => new Set(foldersOf(current)), [current]);
  return (
    <nav aria-label={t('admin.codeReview.tree.label')}>
      <FolderItems folder={root} open={open} current={current} linkTo={linkTo} root />
    </nav>
  );
}

function FolderItems({
  folder,
  open,
  current,
  linkTo,
  root = false,
}: {
  folder: TreeFolder;
  open: ReadonlySet<string>;
  current: string;
  linkTo: (path: string) => string;
  root?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <ul className={root ? styles.tree : undefined} data-testid={root ? 'code-tree' : undefined}>
      {folder.folders.map((child) => (
        <li key={child.path}>
          <details open={open.has(child.path) || undefined}>
            <summary>{child.name}/</summary>
            <FolderItems folder={child} open={open} current={current} linkTo={linkTo} />
          </details>
        </li>
      ))}
      {folder.files.map((file) => (
        <li key={file.path}>
          <AppLink
            to={linkTo(file.path)}
            className={styles.treeFile}
            aria-current={file.path === current ? 'page' : undefined}
            data-testid="code-tree-file"
            data-path={file.path}
          >
            <span>{baseName(file.path)}</span>
            <span className={styles.treeSize}>
              {formatBytes(file.size, i18n.language, 'units')}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
