import { DRAFT_ID, isExtensionId, packageFileNameProblem } from '@lagoon/contract';

/** Why a package file is refused before it is sent: the server's own rule. */
export const packageFileProblem = packageFileNameProblem;

/** What an upload address names: a new item (draft) or a new package for an existing one. */
export type UploadTarget = { kind: 'new' } | { kind: 'update'; extensionId: string };

/** Reads the :extensionId of an upload address; null when it names nothing. */
export function readUploadTarget(extensionId: string | undefined): UploadTarget | null {
  if (extensionId === DRAFT_ID) return { kind: 'new' };
  if (extensionId !== undefined && isExtensionId(extensionId)) {
    return { kind: 'update', extensionId };
  }
  return null;
}

/** A file size for people: "830 KB", "12.4 MB". */
export function formatFileSize(bytes: number, language: string): string {
  const format = (value: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  return `${format(Math.max(bytes / 1024, 0.1))} KB`;
}
