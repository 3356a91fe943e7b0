import { isEventSlug, Language, normalizeVisibility, StoreEvent } from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentProducts } from '../catalog/product-presenter.js';
import { loadProductParts, type ProductParts } from '../catalog/product-repository.js';
import { AppError } from '../http/errors.js';
import { cachedJson, sendJson } from '../http/json-answer.js';
import { requestLanguage } from '../http/language.js';
import { fileUrl } from '../storage/storage.js';
import { findLiveEvent } from './event-queries.js';

/** An item visitors find in lists: live, LISTING and not blocked (see visibility.ts). */
function isListed(parts: ProductParts): boolean {
  const { item } = parts;
  return (
    item.live &&
    normalizeVisibility(item.visibility) === 'LISTING' &&
    !item.blocked &&
    parts.listing != null
  );
}

/**
 * An event page (/event/<slug>) as visitors get it: the live event in the interface language
 * (Korean texts fall back to English) with its listed items in the administrators' order, as
 * the store's item cards show them. A draft, an event outside its dates and a slug that names
 * nothing are all EVENT_NOT_FOUND, so an address reveals nothing about events not yet shown.
 * Found events are kept in the catalog cache, which every curation change empties; the dates
 * are read by the database clock when the answer is made, so a start or an end shows within
 * the cache's life.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajax/events/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A live event page with its listed items, in the interface language',
        params: z.object({ slug: z.string().max(200) }),
        querystring: z.object({ hl: Language.optional() }),
        response: { 200: StoreEvent },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { slug } = request.params;
      if (!isEventSlug(slug)) throw new AppError('EVENT_NOT_FOUND');
      // A miss throws inside the computation, and the cache keeps no failure.
      const json = await cachedJson(app, `event:${slug}:${language}`, StoreEvent, async () => {
        const found = await findLiveEvent(app.db, slug);
        if (!found) throw new AppError('EVENT_NOT_FOUND');
        const { event, itemIds } = found;
        const parts = await loadProductParts(app.db, itemIds, { listing: 'published', language });
        const byId = new Map(parts.filter(isListed).map((entry) => [entry.item.id, entry]));
        const ordered = itemIds.flatMap((id) => {
          const entry = byId.get(id);
          return entry ? [entry] : [];
        });
        const korean = language === 'ko';
        return {
          slug: event.slug,
          title: (korean ? event.title_ko : null) ?? event.title_en,
          description: (korean ? event.description_ko : null) ?? event.description_en,
          cover: event.cover_key ? fileUrl(event.cover_key) : null,
          startsAt: event.starts_at?.toISOString() ?? null,
          endsAt: event.ends_at?.toISOString() ?? null,
          items: presentProducts(request, ordered, language, app.config.publicUrl),
        };
      });
      return sendJson(reply, json);
    },
  );
};
