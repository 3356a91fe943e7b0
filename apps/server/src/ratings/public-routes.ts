import {
  ExtensionId,
  LanguageQuery,
  Ok,
  RATING_WRITES_PER_HOUR,
  Rating,
  RatingId,
  RatingInput,
  RatingListQuery,
  RatingPage,
  RatingReportInput,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../accounts/session.js';
import { AppError } from '../http/errors.js';
import { areaFieldCodes, jsonBody, nameBodyIssues } from '../http/route-body.js';
import { floodSweeper } from './flood-limit.js';
import { createRating, deleteMyRating, reportRating, setHelpful } from './rating-commands.js';
import {
  findRatedItem,
  loadPublicRatingPage,
  loadRatingPage,
  visibleItem,
} from './rating-queries.js';

const ListQuery = RatingListQuery.extend(LanguageQuery.shape);
/** What a ratings list's address may carry, each at most once. */
const LIST_PARAMETERS = new Set(['sort', 'score', 'page', 'size', 'hl']);

/** The view a rendered page's ratings read asks for, or null for anything unusual. */
function renderedView(query: URLSearchParams): RatingListQuery | null {
  const values: Record<string, string> = {};
  for (const [name, value] of query) {
    if (!LIST_PARAMETERS.has(name) || name in values) return null;
    values[name] = value;
  }
  const view = ListQuery.safeParse(values);
  return view.success ? view.data : null;
}

const ItemParams = z.object({ extensionId: ExtensionId });
const RatingParams = z.object({ extensionId: ExtensionId, ratingId: RatingId });
const HelpfulState = z.object({ helpfulCount: z.number().int(), helpful: z.boolean() });

const WRITE_RULES =
  'Signed in (LOGIN_REQUIRED), with the anti-forgery token (XSRF_TOKEN_MISMATCH). The item ' +
  'must be one visitors can see (EXTENSION_NOT_FOUND) and not blocked (RATING_CLOSED); at ' +
  `most ${RATING_WRITES_PER_HOUR} writes of a kind (ratings, helpful marks, reports) per ` +
  'account and hour (RATE_LIMITED).';

/**
 * The visitors' ratings calls under /ajax/extensions/{id}/ratings: the list with its summary
 * (anyone), rating and deleting one's rating, marking reviews helpful and reporting them
 * (signed in). Every answer carries the viewer's own flags, so none is stored by a browser or
 * a proxy. No write empties the catalog cache (that would rebuild the search index on every
 * rating): the products' score and review count catch up when their cached answers expire.
 */
export const publicRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    // Writes need an account before their body is looked at.
    if (request.method !== 'GET' && request.method !== 'HEAD') requireUser(request);
  });
  nameBodyIssues(app, areaFieldCodes('ratings'));
  const sweep = floodSweeper(app.db);

  app.get(
    '/ajax/extensions/:extensionId/ratings',
    {
      schema: {
        tags: ['ratings'],
        summary: "An item's rating summary and one page of its ratings",
        description:
          'Anyone may read. sort: recent (default), helpful, highest or lowest; score filters ' +
          'one score; page counts from 0. Hidden ratings are in neither the list nor the ' +
          'summary; `mine` is the signed-in visitor’s own rating, even a hidden one. ' +
          'EXTENSION_NOT_FOUND for items visitors cannot see.',
        params: ItemParams,
        querystring: ListQuery,
        response: { 200: RatingPage },
      },
    },
    async (request) => {
      const { extensionId } = request.params;
      if (!request.user) {
        // What every visitor sees: the item and its page in one statement.
        const page = await loadPublicRatingPage(app.db, extensionId, request.query);
        if (!page) throw new AppError('EXTENSION_NOT_FOUND');
        return page;
      }
      const item = visibleItem(await findRatedItem(app.db, extensionId));
      return loadRatingPage(app.db, item, request.user.id, request.query);
    },
  );
  // A rendered detail page reads its ratings (anonymously) from the same command, without a
  // request; a refusal or a query the route would read otherwise is asked of the route.
  app.renderReads.add(/^\/ajax\/extensions\/(\w{32})\/ratings$/, async ([, id], query) => {
    const view = renderedView(query);
    const page = id && view ? await loadPublicRatingPage(app.db, id, view) : null;
    return page && JSON.stringify(RatingPage.encode(page));
  });

  app.post(
    '/ajax/extensions/:extensionId/ratings',
    {
      schema: {
        tags: ['ratings'],
        summary: 'Rates an item: a score of 1 to 5 and an optional review',
        description: `${WRITE_RULES} Not one's own item (RATING_OWN_ITEM); one rating per item (RATING_ALREADY_REGISTERED: delete it first).`,
        params: ItemParams,
        querystring: LanguageQuery,
        body: jsonBody(RatingInput),
        response: { 201: Rating },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const rating = await createRating(
        app.db,
        user.id,
        request.params.extensionId,
        { score: request.body.score, text: request.body.text },
        app.mail,
      );
      sweep();
      return reply.code(201).send(rating);
    },
  );

  app.delete(
    '/ajax/extensions/:extensionId/ratings/mine',
    {
      schema: {
        tags: ['ratings'],
        summary: "Deletes the signed-in visitor's rating of an item",
        description:
          'Signed in, with the anti-forgery token. Its helpful votes, reply and reports go ' +
          'with it. RATING_NOT_FOUND when there is none; EXTENSION_NOT_FOUND for items ' +
          'visitors cannot see; allowed on blocked items and never counted against the limit.',
        params: ItemParams,
        querystring: LanguageQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteMyRating(app.db, user.id, request.params.extensionId);
      return reply.code(204).send(null);
    },
  );

  /** The schema of the two helpful calls: marking (PUT) and taking the mark back (DELETE). */
  const helpfulSchema = (helpful: boolean) => ({
    tags: ['ratings'],
    summary: helpful ? 'Marks a review helpful' : 'Takes back a helpful mark',
    description: `${WRITE_RULES} Idempotent; answers the review's helpful count and the mark. Not one's own review (RATING_OWN_REVIEW); RATING_NOT_FOUND for an unknown or hidden one.`,
    params: RatingParams,
    querystring: LanguageQuery,
    response: { 200: HelpfulState },
  });
  const HELPFUL_PATH = '/ajax/extensions/:extensionId/ratings/:ratingId/helpful';

  for (const helpful of [true, false]) {
    app.route({
      method: helpful ? 'PUT' : 'DELETE',
      url: HELPFUL_PATH,
      schema: helpfulSchema(helpful),
      handler: async (request) => {
        const user = requireUser(request);
        const { extensionId, ratingId } = request.params;
        const state = await setHelpful(app.db, user.id, extensionId, ratingId, helpful);
        sweep();
        return state;
      },
    });
  }

  app.post(
    '/ajax/extensions/:extensionId/ratings/:ratingId/reports',
    {
      schema: {
        tags: ['ratings'],
        summary: 'Reports a review to the administrators',
        description: `${WRITE_RULES} Once per review (RATING_ALREADY_REPORTED). Not one's own review (RATING_OWN_REVIEW); RATING_NOT_FOUND for an unknown or hidden one.`,
        params: RatingParams,
        querystring: LanguageQuery,
        body: jsonBody(RatingReportInput),
        response: { 201: Ok },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { extensionId, ratingId } = request.params;
      await reportRating(app.db, user.id, extensionId, ratingId, {
        reason: request.body.reason,
        text: request.body.text,
      });
      sweep();
      return reply.code(201).send({ ok: true as const });
    },
  );
};
