import { PRIZES, type Prize, type Product } from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { isOneOf } from '../../../lib/one-of';
import { readProducts } from '../../catalog/api/read-products';

export interface PrizeWinners {
  prize: Prize;
  products: Product[];
}

/**
 * The winners of one year in prize order: gold, silver, bronze, special. Gold and
 * silver have a sole winner; should more arrive, only the first is shown.
 */
export function readYearWinners(body: unknown, year: number): PrizeWinners[] {
  if (!Array.isArray(body)) return [];
  const entry = body.find(
    (item): item is { year: number; winners?: unknown } =>
      typeof item === 'object' && item !== null && (item as { year?: unknown }).year === year,
  );
  const winners = Array.isArray(entry?.winners) ? entry.winners : [];
  const byPrize = new Map<Prize, Product[]>();
  for (const winner of winners) {
    if (typeof winner !== 'object' || winner === null) continue;
    const { provider, list } = winner as { provider?: unknown; list?: unknown };
    if (typeof provider !== 'string' || !isOneOf(PRIZES, provider)) continue;
    byPrize.set(provider, [...(byPrize.get(provider) ?? []), ...readProducts(list)]);
  }
  return PRIZES.map((prize) => {
    const products = byPrize.get(prize) ?? [];
    const sole = prize === 'gold' || prize === 'silver';
    return { prize, products: sole ? products.slice(0, 1) : products };
  }).filter((group) => group.products.length > 0);
}

export async function getWinningPrizes(signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>('/ajax/winning-prize', { signal });
}
