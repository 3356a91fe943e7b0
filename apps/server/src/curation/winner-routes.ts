import {
  AdminWinnerList,
  AdminWinnerYear,
  CurationReasonInput,
  ExtensionId,
  LanguageQuery,
  Prize,
  WINNERS_PER_YEAR,
  WinnersInput,
  WinnerYear,
} from '@lagoon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/session.js';
import { requestLanguage } from '../http/language.js';
import { jsonBody } from '../http/route-body.js';
import { NO_ITEMS } from '../lib/clear-signal.js';
import { removeWinner, setWinners } from './winner-commands.js';
import { loadWinnerYears } from './winner-queries.js';

/** The contest winners of each year, by prize. */
export const winnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/api/curation/winners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contest winners by year (newest first) and prize',
        querystring: LanguageQuery.extend({ year: WinnerYear.optional() }),
        response: { 200: AdminWinnerList },
      },
    },
    async (request) => ({
      years: await loadWinnerYears(app.db, requestLanguage(request), request.query.year),
    }),
  );

  app.put(
    '/admin/api/curation/winners/:year/:prize',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sets the winners of a prize in a year, in order, replacing the previous ones',
        description:
          `Body: { itemIds, reason? }. Gold and silver have one winner (SOLE_WINNER_PRIZE); a ` +
          `year has at most ${WINNERS_PER_YEAR} (WINNER_LIMIT_REACHED); an item wins once a year ` +
          '(ALREADY_A_WINNER).',
        params: z.object({ year: WinnerYear, prize: Prize }),
        body: jsonBody(WinnersInput),
        response: { 200: AdminWinnerYear },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const language = requestLanguage(request);
      await setWinners(app.db, { actorId: admin.id, language }, request.params, request.body);
      app.catalogCache.clear(NO_ITEMS);
      const [result] = await loadWinnerYears(app.db, language, request.params.year);
      return result!;
    },
  );

  app.delete(
    '/admin/api/curation/winners/:year/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Removes an item from a year's winners (body: an optional reason)",
        params: z.object({ year: WinnerYear, id: ExtensionId }),
        body: jsonBody(CurationReasonInput),
        response: { 200: AdminWinnerYear },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await removeWinner(app.db, admin.id, request.params, request.body);
      app.catalogCache.clear(NO_ITEMS);
      const [result] = await loadWinnerYears(app.db, requestLanguage(request), request.params.year);
      return result!;
    },
  );
};
