import {
  type ChangedFile,
  type FileChangeStatus,
  type PackageTreeFile,
  REVIEW_PACKAGES,
  type ReviewPackageChoice,
} from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';

/**
 * What the code viewer's pages show, as pure functions: which package and file the address
 * names, the tree of folders the package's paths make, and the count of changes.
 */

/** The file the Code view opens with: every package has one at its root. */
export const DEFAULT_FILE = 'manifest.json';

/** What /admin/items/:id/code asks for: `?package=submitted|published&file=<path>`. */
export interface CodeAddress {
  /** Null: the submitted package when there is one, else the published one. */
  choice: ReviewPackageChoice | null;
  file: string;
}

export function readCodeAddress(search: URLSearchParams): CodeAddress {
  const choice = search.get('package');
  return {
    choice: isOneOf(REVIEW_PACKAGES, choice) ? choice : null,
    file: search.get('file') || DEFAULT_FILE,
  };
}

function withQuery(path: string, query: Record<string, string | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The Code view's address for a package and a file. */
export function codeViewPath(
  extensionId: string,
  { choice, file }: { choice: ReviewPackageChoice | null; file?: string | null },
): string {
  return withQuery(`/admin/items/${extensionId}/code`, { package: choice, file: file ?? null });
}

/** The Changes view's address, with one file's diff open. */
export function changesViewPath(extensionId: string, file?: string | null): string {
  return withQuery(`/admin/items/${extensionId}/changes`, { file: file ?? null });
}

/** The file whose diff /admin/items/:id/changes?file= shows, or null for the list alone. */
export function readChangesFile(search: URLSearchParams): string | null {
  return search.get('file') || null;
}

/** A folder of the tree, holding folders and files by name, in path order. */
export interface TreeFolder {
  name: string;
  path: string;
  folders: TreeFolder[];
  files: PackageTreeFile[];
}

/** The folders the package's paths make; files of a folder come after its folders. */
export function buildFileTree(files: readonly PackageTreeFile[]): TreeFolder {
  const root: TreeFolder = { name: '', path: '', folders: [], files: [] };
  for (const file of files) {
    const segments = file.path.split('/');
    let folder = root;
    for (const segment of segments.slice(0, -1)) {
      const path = folder.path ? `${folder.path}/${segment}` : segment;
      let next = folder.folders.find((entry) => entry.name === segment);
      if (!next) {
        next = { name: segment, path, folders: [], files: [] };
        folder.folders.push(next);
      }
      folder = next;
    }
    folder.files.push(file);
  }
  const sort = (folder: TreeFolder) => {
    folder.folders.sort((a, b) => compare(a.name, b.name));
    folder.files.sort((a, b) => compare(a.path, b.path));
    folder.folders.forEach(sort);
  };
  sort(root);
  return root;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The last segment of a path. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The folders an open file sits in, so the tree shows them open. */
export function foldersOf(path: string): string[] {
  const segments = path.split('/').slice(0, -1);
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

/** How many files of each status a list of changes holds. */
export function countChanges(files: readonly ChangedFile[]): Record<FileChangeStatus, number> {
  const counts: Record<FileChangeStatus, number> = { added: 0, removed: 0, changed: 0 };
  for (const file of files) counts[file.status] += 1;
  return counts;
}

/** The mark each status and diff line carries besides its colour, for who cannot tell colours. */
export const CHANGE_MARKS = {
  added: '+',
  removed: '−',
  changed: '~',
  context: ' ',
} as const;
