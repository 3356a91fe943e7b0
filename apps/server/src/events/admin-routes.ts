import {
  AdminEvent,
  AdminEventList,
  CurationReasonInput,
  EventCreateInput,
  EventUpdateInput,
  type Language,
  LanguageQuery,
  Ok,
} from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { type BannerImage, findStoredBannerImage } from '../curation/curation-images.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { NO_ITEMS } from '../lib/clear-signal.js';
import { type Author, changeEvent, createEvent, removeEvent } from './event-changes.js';
import { eventId, findAdminEvent, loadAdminEvents } from './event-queries.js';

/**
 * The console's calls for event pages, under /admin/api/curation/ beside the banners: list,
 * add, change (texts, cover, dates, the items and their order, publish and unpublish) and
 * delete. A cover is a picture uploaded through POST /admin/api/curation/banner-images first,
 * named by its address. Every write is kept in the curation log with its reason and empties
 * the catalog cache, so /event/<slug> shows the change on its next request.
 */

const EventParams = z.object({ id: z.string().max(40) });

export const eventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('cache-control', 'no-store');
  });
  nameBodyIssues(app, areaFieldCodes('admin.curation'));

  const base = '/admin/api/curation/events';

  function authorOf(request: FastifyRequest, reason: string | null): Author {
    return { actorId: requireAdmin(request).id, reason };
  }

  /** The id an address names; an id no event can have is an event that does not exist. */
  function idOf(value: string): number {
    const id = eventId(value);
    if (id === null) throw new AppError('EVENT_NOT_FOUND');
    return id;
  }

  /** The event as the console shows it after a change; gone meanwhile is not found. */
  async function present(id: number, language: Language): Promise<AdminEvent> {
    const event = await findAdminEvent(app.db, id, language);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    return event;
  }

  /** The cover an address names: null takes it away, absent leaves it. */
  async function coverOf(
    reference: string | null | undefined,
    language: Language,
  ): Promise<BannerImage | null | undefined> {
    if (reference === undefined || reference === null) return reference;
    return findStoredBannerImage(app.storage, reference, language);
  }

  app.get(
    base,
    {
      schema: {
        tags: ['admin'],
        summary: 'Every event page, newest first, with its items and where it stands',
        querystring: LanguageQuery,
        response: { 200: AdminEventList },
      },
    },
    async (request) => ({ items: await loadAdminEvents(app.db, requestLanguage(request)) }),
  );

  app.post(
    base,
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds an event page, a draft unless its state says live',
        description:
          'Body: EventCreateInput. Refusals: EVENT_SLUG_TAKEN, EXTENSION_NOT_FOUND and ' +
          'WRONG_ITEM_TYPE (naming the item), EVENT_NO_ITEMS (live without an item visitors ' +
          'can see), INVALID_IMAGE for a cover that is not a stored banner-sized picture.',
        querystring: LanguageQuery,
        body: jsonBody(EventCreateInput),
        response: { 201: AdminEvent },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const input = request.body;
      const cover = await coverOf(input.cover, language);
      const id = await createEvent(
        app.db,
        authorOf(request, input.reason),
        {
          slug: input.slug,
          titleEn: input.titleEn,
          titleKo: input.titleKo ?? null,
          descriptionEn: input.descriptionEn ?? null,
          descriptionKo: input.descriptionKo ?? null,
          cover: cover ?? null,
          itemIds: input.itemIds,
          state: input.state ?? 'draft',
          startsAt: input.startsAt ?? null,
          endsAt: input.endsAt ?? null,
        },
        language,
      );
      app.catalogCache.clear(NO_ITEMS);
      reply.code(201);
      return present(id, language);
    },
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes an event page; `state` publishes or unpublishes it',
        description:
          'Body: EventUpdateInput; only the fields present change, `itemIds` replaces the list ' +
          '(order included). Refusals as for POST, and EVENT_NOT_FOUND.',
        params: EventParams,
        querystring: LanguageQuery,
        body: jsonBody(EventUpdateInput),
        response: { 200: AdminEvent },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const input = request.body;
      const id = idOf(request.params.id);
      const cover = await coverOf(input.cover, language);
      await changeEvent(
        app.db,
        authorOf(request, input.reason),
        id,
        {
          slug: input.slug,
          titleEn: input.titleEn,
          titleKo: input.titleKo,
          descriptionEn: input.descriptionEn,
          descriptionKo: input.descriptionKo,
          cover,
          itemIds: input.itemIds,
          state: input.state,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
        },
        language,
      );
      app.catalogCache.clear(NO_ITEMS);
      return present(id, language);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes an event page (body: an optional reason for the log)',
        params: EventParams,
        body: jsonBody(CurationReasonInput),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const id = idOf(request.params.id);
      await removeEvent(app.db, authorOf(request, request.body.reason), id);
      app.catalogCache.clear(NO_ITEMS);
      return { ok: true as const };
    },
  );
};
