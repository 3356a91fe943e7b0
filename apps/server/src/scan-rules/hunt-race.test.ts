import os from 'node:os';
import path from 'node:path';
import type { ScanRuleDetail } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../storage/storage.js';
import { createTestApp, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { signedInAdmin, signedInDeveloper } from '../test/factories.js';
import { textFile, uniqueZip, uploadNewItem } from '../test/review-items.js';

/*
 * A retro-hunt reads packages in the background while administrators go on changing rules: what
 * a batch found on a package must not outlive a change of the rule's match made while the
 * package was being read, and a rule deleted meanwhile must not stop the other rules' hunts.
 */

/** File storage whose reads wait while the gate is closed, telling who waits for them. */
class GatedStorage extends LocalFileStorage {
  private gate: Promise<void> | null = null;
  private openGate: () => void = () => {};
  private waiting: (() => void)[] = [];

  holdReads(): void {
    this.gate = new Promise((resolve) => {
      this.openGate = resolve;
    });
  }

  releaseReads(): void {
    this.gate = null;
    this.openGate();
  }

  /** Resolves once a read waits at the closed gate. */
  readStarted(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  override async read(key: string): Promise<Buffer | null> {
    const gate = this.gate;
    if (gate) {
      for (const resolve of this.waiting.splice(0)) resolve();
      await gate;
    }
    return super.read(key);
  }
}

const storage = new GatedStorage(
  path.join(os.tmpdir(), `lagoon-gated-${process.pid}-${Date.now()}`),
);
let t: TestApp;
let admin: TestClient;
let developer: TestClient;

beforeAll(async () => {
  t = await createTestApp({}, { storage });
  admin = await signedInAdmin(t);
  developer = await signedInDeveloper(t);
});
afterAll(() => t.close());

async function createRule(pattern: string): Promise<ScanRuleDetail> {
  const response = await admin.post('/admin/api/scan-rules', {
    name: `Rule ${pattern}`,
    severity: 'high',
    match: { kind: 'text', target: 'file-content', pattern },
  });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<ScanRuleDetail>(response);
}

/** The rule once its hunt has read every stored package (the condition, not a time). */
async function huntedRule(id: string): Promise<ScanRuleDetail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await admin.get(`/admin/api/scan-rules/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const rule = jsonOf<ScanRuleDetail>(response);
    if (rule.hunt.state === 'done') return rule;
    if (Date.now() > deadline)
      throw new Error(`hunt stuck at ${rule.hunt.scanned}/${rule.hunt.total}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a retro-hunt while its rule changes', () => {
  it('keeps nothing the old match found once the match was changed mid-read', async () => {
    const marker = `old-${Math.random().toString(36).slice(2, 10)}`;
    const id = await uploadNewItem(
      developer,
      await uniqueZip({ files: [textFile('js/old.js', `send("${marker}");\n`)] }),
    );
    storage.holdReads();
    const reading = storage.readStarted();
    const rule = await createRule(marker);
    await reading;
    // The hunt has the package open; the administrator changes the match.
    const changed = await admin.patch(`/admin/api/scan-rules/${rule.id}`, {
      match: { kind: 'text', target: 'file-content', pattern: 'nowhere.example' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    storage.releaseReads();

    const hunted = await huntedRule(rule.id);
    expect(hunted.match.pattern).toBe('nowhere.example');
    expect(hunted.matches).toEqual([]);
    expect(hunted.matchCount).toBe(0);
    const kept = await t.database.db
      .selectFrom('scan_matches')
      .select('id')
      .where('rule_id', '=', rule.id)
      .where('item_id', '=', id)
      .execute();
    expect(kept).toEqual([]);
  });

  it('goes on with the other rules’ hunts when a rule is deleted mid-read', async () => {
    const marker = `gone-${Math.random().toString(36).slice(2, 10)}`;
    const id = await uploadNewItem(
      developer,
      await uniqueZip({ files: [textFile('js/gone.js', `send("${marker}");\n`)] }),
    );
    storage.holdReads();
    const reading = storage.readStarted();
    const deleted = await createRule(marker);
    await reading;
    const other = await createRule(marker);
    expect((await admin.delete(`/admin/api/scan-rules/${deleted.id}`)).statusCode).toBe(200);
    storage.releaseReads();

    const hunted = await huntedRule(other.id);
    expect(hunted.matches.map((match) => match.extensionId)).toEqual([id]);
  });
});
