import type { FileDiff, PackageChanges, PackageFileView, PackageTree } from '@lagoon/contract';
import { type PageLoader, privatePageLoader } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { isItemId } from '../model/format';
import { getFileDiff, getPackageChanges, getPackageFile, getPackageTree } from './code-review-api';
import { type CodeAddress, readChangesFile, readCodeAddress } from './code-view-model';

/*
 * The loaders of the code viewer's two pages. The tree and the file (the list of changes and
 * the open diff) are read together, in parallel, with the navigation. Like every console
 * page they read in the browser only.
 */

/** What /admin/items/:extensionId/code shows; null reads for an id no item can have. */
export interface CodeViewData {
  address: CodeAddress;
  tree: Read<PackageTree> | null;
  file: Read<PackageFileView> | null;
}

/** /admin/items/:extensionId/code?package=&file=: a package's files and the one opened. */
export const codeViewLoader: PageLoader<CodeViewData | null> = privatePageLoader(
  async (_env, { params, request }) => {
    const address = readCodeAddress(new URL(request.url).searchParams);
    const { extensionId } = params;
    if (!isItemId(extensionId)) return { address, tree: null, file: null };
    const { signal } = request;
    const [tree, file] = await Promise.all([
      read(() => getPackageTree(extensionId, address.choice, signal), { signal }),
      read(() => getPackageFile(extensionId, address.choice, address.file, signal), { signal }),
    ]);
    return { address, tree, file };
  },
);

/** What /admin/items/:extensionId/changes shows. */
export interface ChangesViewData {
  file: string | null;
  changes: Read<PackageChanges> | null;
  diff: Read<FileDiff> | null;
}

/** /admin/items/:extensionId/changes?file=: what changed, and one file's diff when asked. */
export const changesViewLoader: PageLoader<ChangesViewData | null> = privatePageLoader(
  async (_env, { params, request }) => {
    const file = readChangesFile(new URL(request.url).searchParams);
    const { extensionId } = params;
    if (!isItemId(extensionId)) return { file, changes: null, diff: null };
    const { signal } = request;
    const [changes, diff] = await Promise.all([
      read(() => getPackageChanges(extensionId, signal), { signal }),
      file === null
        ? Promise.resolve(null)
        : read(() => getFileDiff(extensionId, file, signal), { signal }),
    ]);
    return { file, changes, diff };
  },
);
