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
