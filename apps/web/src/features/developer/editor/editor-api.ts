import type {
  Category,
  CreatorItemDetail,
  Language,
  LocaleEntry,
  MediaKind,
  MediaUpload,
  RegionEntry,
  UploadSession,
} from '@lagoon/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** An item language the editor offers, named in the interface language. */
export type LocaleName = z.infer<typeof LocaleEntry>;

/** A region the editor offers, named in the interface language. */
export type RegionName = z.infer<typeof RegionEntry>;

/** GET /ajax/categories/{extension|app}: the categories an item of this kind can be filed under. */
export function getCategories(
  type: 'extension' | 'app',
  language: Language,
  signal?: AbortSignal,
): Promise<Category[]> {
  return api.get<Category[]>(`/ajax/categories/${type}`, { query: { hl: language }, signal });
}

/** GET /ajax/locales: item languages, named in the interface language. */
export function getLocales(language: Language, signal?: AbortSignal): Promise<LocaleName[]> {
  return api.get<LocaleName[]>('/ajax/locales', { query: { hl: language }, signal });
}

/** GET /ajax/regions: "all" first, then the regions by name. */
export function getRegions(language: Language, signal?: AbortSignal): Promise<RegionName[]> {
  return api.get<RegionName[]>('/ajax/regions', { query: { hl: language }, signal });
}

/** DELETE /creator/api/extensions/{id}/upload: the draft goes back to the published package. */
export function cancelPackageUpdate(
  extensionId: string,
  language: Language,
): Promise<CreatorItemDetail> {
  return api.delete<CreatorItemDetail>(
    `/creator/api/extensions/${encodeURIComponent(extensionId)}/upload`,
    {
      query: { hl: language },
    },
  );
}

/** GET /creator/api/photo/upload/session: a short-lived key for media uploads. */
export function openUploadSession(signal?: AbortSignal): Promise<UploadSession> {
  return api.get<UploadSession>('/creator/api/photo/upload/session', { signal });
}

/**
 * Uploads one listing image through a fresh upload session (the session is short-lived, so a
 * page left open for long still uploads). The server checks the content and the size.
 */
export async function uploadListingImage(file: File, kind: MediaKind): Promise<MediaUpload> {
  const session = await openUploadSession();
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<MediaUpload>(`${session.uploadHost}/photo/upload`, {
    query: { sessionKey: session.sessionKey, kind },
    body,
  });
}

/** The pixel size of an image file as the browser decodes it; null when it is no image. */
export function readImageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}
