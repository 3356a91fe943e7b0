import {
  type Category,
  type CreatorItemDetail,
  type ItemReleaseState,
  isExtensionId,
  type Language,
  type RollbackPlan,
} from '@lagoon/contract';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getRollbackPlan } from '../../rollback/rollback-api';
import { getCreatorItem } from '../api/publishing-api';
import { getItemRelease } from '../api/release-api';
import { readUploadTarget } from '../upload/package-file';
import {
  getCategories,
  getLocales,
  getRegions,
  type LocaleName,
  type RegionName,
} from './editor-api';

/** What an upload page shows besides its form. */
export interface UploadData {
  /** The item a new package (or a new web app's details) is for; null for a new item (draft). */
  item: Read<CreatorItemDetail> | null;
}

/** What the listing editor starts from: the item, and the names its fields offer. */
export interface EditorData {
  item: Read<CreatorItemDetail>;
  /** The categories of the item's kind. */
  categories: Read<Category[]>;
  /** Item languages, named in the interface language. */
  locales: Read<LocaleName[]>;
  regions: Read<RegionName[]>;
  /** An extension's published versions and what a rollback would start from; null for web apps. */
  rollback: Read<RollbackPlan> | null;
  /** An extension's staged release (which version each browser group receives); null for web apps. */
  release: Read<ItemReleaseState> | null;
}

/** The item of an upload or editor address, in the draft being edited. */
function readDraft(
  extensionId: string,
  language: Language,
  signal: AbortSignal,
): Promise<Read<CreatorItemDetail>> {
  return read(() => getCreatorItem({ extensionId, published: false, language }, signal), {
    signal,
  });
}

/**
 * /developers/upload/extension/:extensionId and /developers/upload/webapp/:extensionId: a new
 * package or web app (draft) reads nothing; an item's id reads the item the page names. An
 * address that names neither reads nothing either: the page says it does not exist.
 */
export const uploadLoader: PageLoader<UploadData | null> = privatePageLoader(
  async (env, { params, request }): Promise<UploadData> => {
    const target = readUploadTarget(params.extensionId);
    if (target?.kind !== 'update') return { item: null };
    const language = requestLanguage(env, request);
    return { item: await readDraft(target.extensionId, language, request.signal) };
  },
);

/**
 * The listing editor's loader for one kind of item: the item, and the names its fields offer
 * (categories of the kind, item languages, regions), and for an extension its published versions
 * (the rollback plan). An id no item can have reads nothing: the
 * page says it cannot be opened.
 */
function editorLoader(categoryType: 'extension' | 'app'): PageLoader<EditorData | null> {
  return privatePageLoader(async (env, { params, request }): Promise<EditorData | null> => {
    const { extensionId } = params;
    if (extensionId === undefined || !isExtensionId(extensionId)) return null;
    const language = requestLanguage(env, request);
    const { signal } = request;
    const [item, categories, locales, regions, rollback, release] = await Promise.all([
      readDraft(extensionId, language, signal),
      read(() => getCategories(categoryType, language, signal), { signal }),
      read(() => getLocales(language, signal), { signal }),
      read(() => getRegions(language, signal), { signal }),
      categoryType === 'extension'
        ? read(() => getRollbackPlan('creator', extensionId, language, signal), { signal })
        : Promise.resolve(null),
      categoryType === 'extension'
        ? read(() => getItemRelease(extensionId, signal), { signal })
        : Promise.resolve(null),
    ]);
    return { item, categories, locales, regions, rollback, release };
  });
}

/** /developers/edit/extension/:extensionId */
export const editExtensionLoader: PageLoader<EditorData | null> = editorLoader('extension');

/** /developers/edit/webapp/:extensionId */
export const editWebAppLoader: PageLoader<EditorData | null> = editorLoader('app');
