import { describe, expect, it } from 'vitest';
import { readProducts } from '../../catalog/api/read-products';
import { readYearWinners } from './get-winners';

const product = (extensionId: string) => ({
  extensionId,
  name: extensionId,
  productType: 'extension',
  usercount: 0,
  score: 0,
  slides: [],
  localizations: [],
  status: 'LISTING',
});

describe('winners', () => {
  it('orders prizes gold, silver, bronze, special and keeps a sole gold and silver', () => {
    const body = [
      {
        year: 2019,
        winners: [
          { provider: 'special', list: [product('s1'), product('s2')] },
          { provider: 'bronze', list: [product('b1'), product('b2'), product('b3')] },
          { provider: 'gold', list: [product('g1'), product('g2')] },
          { provider: 'silver', list: [product('v1')] },
        ],
      },
    ];
    const groups = readYearWinners(body, 2019);
    expect(groups.map((group) => group.prize)).toEqual(['gold', 'silver', 'bronze', 'special']);
    expect(groups.map((group) => group.products.length)).toEqual([1, 1, 3, 2]);
    expect(readYearWinners(body, 2018)).toEqual([]);
    expect(readProducts([product('x')])).toHaveLength(1);
  });
});
