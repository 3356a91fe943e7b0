import { WINNER_YEARS } from '@lagoon/contract';
import { type PageLoader, redirectKeepingHl } from '../../lib/page-loader';
import { type Read, readFor } from '../../lib/read';

export interface WinnersData {
  /** Every year's winners in one answer; the page picks its year. */
  winners: Read<unknown>;
}

/** The call loads with the first navigation to the winners, so the first page does not carry it. */
const winnersApi = () => import('./api/get-winners');

/** /extensions/winners/:year?: every year's winners; a year without winners goes to /extensions/winners. */
export const loadWinners: PageLoader<WinnersData | Response> = async (_env, args) => {
  const { request, params } = args;
  if (params.year !== undefined && !WINNER_YEARS.some((year) => String(year) === params.year)) {
    return redirectKeepingHl(request, '/extensions/winners');
  }
  const { getWinningPrizes } = await winnersApi();
  return { winners: await readFor(args, getWinningPrizes) };
};
