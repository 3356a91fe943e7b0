import type { Db } from '../db/database.js';
import { openPrivateKey } from '../publishing/package/extension-key.js';

export class KeySecretMismatchError extends Error {
  override name = 'KeySecretMismatchError';
}

/**
 * Refuses to start a server whose item key secret cannot open the keys already in the database.
 *
 * The secret is ITEM_KEY_SECRET or, without it, a file under the server's own DATA_DIR. Servers
 * that share one PostgreSQL database but not a DATA_DIR would each make their own secret, and
 * one could not sign the packages of items another created: every server of a store must be
 * given the same ITEM_KEY_SECRET. One stored key is enough to tell.
 */
export async function checkKeySecret(db: Db, secret: Buffer): Promise<void> {
  const row = await db.selectFrom('item_keys').select('private_key').limit(1).executeTakeFirst();
  if (!row) return;
  try {
    openPrivateKey(row.private_key, secret);
  } catch {
    throw new KeySecretMismatchError(
      'the item key secret cannot open the item keys in the database. Every server of one ' +
        'store must have the same ITEM_KEY_SECRET (or share the DATA_DIR that holds it).',
    );
  }
}
