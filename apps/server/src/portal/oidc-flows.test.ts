import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { FLOW_TTL_MS, type Flow, FlowStore } from './oidc-flows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const FLOW: Flow = {
  returnUrl: '/extensions/new',
  language: 'ko',
  codeVerifier: 'verifier',
  state: 'state',
  nonce: 'nonce',
};

describe('single sign-on flows', () => {
  it('are found by any server of the store, until finished', async () => {
    const started = new FlowStore(t.database.db);
    const other = new FlowStore(t.database.db);
    const id = await started.create(FLOW);
    expect(await other.get(id)).toEqual(FLOW);
    const pending = { subject: 'sub-1', email: 'new@example.test', nickname: 'New' };
    await other.setPending(id, pending);
    expect(await started.get(id)).toEqual({ ...FLOW, pending });
    await started.delete(id);
    expect(await other.get(id)).toBeNull();
    expect(await other.get(undefined)).toBeNull();
  });

  it('expire, and the database holds only a hash of the id', async () => {
    let now = Date.now();
    const flows = new FlowStore(t.database.db, () => now);
    const id = await flows.create(FLOW);
    const stored = await t.database.db.selectFrom('sign_in_flows').select('id_hash').execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(id);
    now += FLOW_TTL_MS;
    expect(await flows.get(id)).toBeNull();
  });
});
