import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from './app.js';
import { signedInUser } from './factories.js';

/*
 * The review and audit-log test files share one set-up: each file opens its own app (live
 * bindings below, set by `useModerationApp`) with one administrator, Moderator Mo.
 */

export let t: TestApp;
export let admin: TestClient;
export let adminId: string;

/** Opens the calling test file's app before its tests and closes it after them. */
export function useModerationApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    const moderator = await signedInUser(t, { isAdmin: true, nickname: 'Moderator Mo' });
    adminId = moderator.user.id;
    admin = moderator.client;
  });
  afterAll(async () => {
    await t.close();
  });
}
