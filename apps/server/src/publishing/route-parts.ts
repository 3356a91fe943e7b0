import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ItemRow } from '../db/schema.js';
import { requestLanguage } from '../http/language.js';
import { loadCreatorItemDetail } from './creator-items.js';

/** What the item, package and web-app route plugins of this folder share: the item detail every write answers with. */
/** The developer's view of an item in the request's language; the draft unless told otherwise. */
export function detailOf(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  item: ItemRow,
  request: FastifyRequest,
  preferDraft = true,
) {
  return loadCreatorItemDetail(app.db, item, {
    preferDraft,
    language: requestLanguage(request),
    publicUrl: app.config.publicUrl,
  });
}
