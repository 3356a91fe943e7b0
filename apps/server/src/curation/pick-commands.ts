import type { PickInput } from '@lagoon/contract';
import type { z } from 'zod';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { PRODUCT_TYPES_OF } from './item-queries.js';

/** Product types that can be picked: extensions (with sidebars) and wallpapers. */
const PICKABLE = new Set<string>([...PRODUCT_TYPES_OF.extension, ...PRODUCT_TYPES_OF.theme]);

/**
 * Picks an item or takes the pick away, with its log line; picking what is already picked
 * changes and logs nothing. Web apps cannot be picked.
 */
export async function setPick(
  db: Db,
  actorId: string,
  id: string,
  input: z.output<typeof PickInput>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('items')
      .select(['id', 'product_type', 'pick'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!item) throw new AppError('EXTENSION_NOT_FOUND');
    if (!PICKABLE.has(item.product_type)) throw new AppError('WRONG_ITEM_TYPE');
    if (item.pick === input.pick) return;
    await trx.updateTable('items').set({ pick: input.pick }).where('id', '=', id).execute();
    await recordAction(trx, {
      actorId,
      action: input.pick ? 'pick.set' : 'pick.unset',
      target: `item:${id}`,
      details: { productType: item.product_type },
      reason: input.reason,
    });
  });
}
