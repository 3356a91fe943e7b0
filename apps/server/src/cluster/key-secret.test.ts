import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtensionKey } from '../publishing/package/extension-key.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createCreator, createItem, createUser } from '../test/factories.js';
import { checkKeySecret, KeySecretMismatchError } from './key-secret.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the item key secret at start-up', () => {
  it('starts with any secret while no item key is stored', async () => {
    await expect(checkKeySecret(t.database.db, randomBytes(32))).resolves.toBeUndefined();
  });

  it('refuses a secret other than the one that sealed the stored keys', async () => {
    const secret = randomBytes(32);
    const key = createExtensionKey(secret);
    const user = await createUser(t.database.db);
    const creator = await createCreator(t.database.db, user.id);
    const item = await createItem(t.database.db, { creatorId: creator.id });
    await t.database.db
      .insertInto('item_keys')
      .values({ item_id: item.id, public_key: key.publicKey, private_key: key.sealedPrivateKey })
      .execute();
    await expect(checkKeySecret(t.database.db, secret)).resolves.toBeUndefined();
    await expect(checkKeySecret(t.database.db, randomBytes(32))).rejects.toThrow(
      KeySecretMismatchError,
    );
  });
});
