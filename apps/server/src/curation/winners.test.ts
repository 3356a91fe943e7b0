import type { AdminWinnerYear, AuditPage, WinnersByYear } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { jsonOf } from '../test/app.js';
import { admin, errorCode, logCount, t, useCurationApp, visitor } from '../test/curation-app.js';
import { createItem } from '../test/factories.js';

useCurationApp();

describe('winners', () => {
  async function putWinners(year: number, prize: string, itemIds: string[]) {
    return admin.request({
      method: 'PUT',
      url: `/admin/api/curation/winners/${year}/${prize}`,
      payload: { itemIds, reason: `${prize} of ${year}` },
    });
  }
  const publicWinners = async () =>
    jsonOf<WinnersByYear[]>(await visitor.get('/ajax/winning-prize?hl=en'));

  it('sets the winners of a prize and the storefront lists them at once', async () => {
    expect(await publicWinners()).toEqual([]);
    const gold = await createItem(t.database.db, { names: { en: 'Golden Tabs' } });
    const response = await putWinners(2024, 'gold', [gold.id]);
    expect(response.statusCode, response.body).toBe(200);
    const year = jsonOf<AdminWinnerYear>(response);
    expect(year.count).toBe(1);
    expect(year.prizes.find((entry) => entry.prize === 'gold')?.winners[0]?.item.name).toBe(
      'Golden Tabs',
    );
    const shown = await publicWinners();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.year).toBe(2024);
    expect(shown[0]?.winners[0]).toMatchObject({ provider: 'gold' });
    expect(shown[0]?.winners[0]?.list.map((product) => product.extensionId)).toEqual([gold.id]);
  });

  it('keeps gold and silver sole, a year at seven, and an item to one prize a year', async () => {
    const items = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        createItem(t.database.db, { names: { en: `Entry ${index}` } }),
      ),
    );
    const ids = items.map((item) => item.id);
    const count = await logCount();
    const twoGolds = await putWinners(2025, 'gold', ids.slice(0, 2));
    expect(twoGolds.statusCode).toBe(409);
    expect(errorCode(twoGolds)).toBe('SOLE_WINNER_PRIZE');
    expect(await logCount()).toBe(count);

    expect((await putWinners(2025, 'gold', [ids[0]!])).statusCode).toBe(200);
    expect((await putWinners(2025, 'silver', [ids[1]!])).statusCode).toBe(200);
    expect((await putWinners(2025, 'bronze', ids.slice(2, 5))).statusCode).toBe(200);
    const tooMany = await putWinners(2025, 'special', ids.slice(5, 8));
    expect(tooMany.statusCode).toBe(409);
    expect(errorCode(tooMany)).toBe('WINNER_LIMIT_REACHED');
    const twice = await putWinners(2025, 'special', [ids[0]!]);
    expect(errorCode(twice)).toBe('ALREADY_A_WINNER');
    const unknown = await putWinners(2025, 'special', ['p'.repeat(32)]);
    expect(errorCode(unknown)).toBe('EXTENSION_NOT_FOUND');
    const full = await putWinners(2025, 'special', ids.slice(5, 7));
    expect(full.statusCode).toBe(200);
    expect(jsonOf<AdminWinnerYear>(full).count).toBe(7);

    const year = (await publicWinners()).find((entry) => entry.year === 2025);
    expect(year?.winners.map((entry) => entry.provider)).toEqual([
      'gold',
      'silver',
      'bronze',
      'special',
    ]);
    expect(year?.winners.flatMap((entry) => entry.list).length).toBe(7);

    const removed = await admin.request({
      method: 'DELETE',
      url: `/admin/api/curation/winners/2025/${ids[2]}`,
      payload: { reason: 'Disqualified' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(jsonOf<AdminWinnerYear>(removed).count).toBe(6);
    const after = (await publicWinners()).find((entry) => entry.year === 2025);
    expect(after?.winners.flatMap((entry) => entry.list).map((p) => p.extensionId)).not.toContain(
      ids[2],
    );
    // A place came free.
    expect((await putWinners(2025, 'special', ids.slice(5, 8))).statusCode).toBe(200);

    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=disqualified'));
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ action: 'winner.remove', target: 'winners:2025/bronze' });
  });
});
