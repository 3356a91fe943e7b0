import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@lagoon/contract';
import type { Db } from '../db/database.js';

/** How long a sign-on may take from leaving for the provider to coming back. */
export const FLOW_TTL_MS = 10 * 60 * 1000;

/** What the portal remembers between sending a user to the provider and their return. */
export interface Flow {
  returnUrl: string;
  language: Language;
  codeVerifier: string;
  state: string;
  nonce: string;
  /** Set once the provider answered for a new user who still has to give a birth date. */
  pending?: { subject: string; email: string; nickname: string };
}

function hashOf(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Sign-on flows, kept in the database (`sign_in_flows`) under the SHA-256 of an unguessable id
 * that travels in a short-lived HTTP-only cookie: the browser never holds the PKCE verifier or
 * the return URL, a finished or expired flow is gone, and the provider's redirect back may reach
 * any server of the store, as may the birth-date step after it.
 */
export class FlowStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async create(flow: Flow): Promise<string> {
    const now = new Date(this.now());
    await this.db.deleteFrom('sign_in_flows').where('expires_at', '<=', now).execute();
    const id = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('sign_in_flows')
      .values({
        id_hash: hashOf(id),
        flow: JSON.stringify(flow),
        expires_at: new Date(now.getTime() + FLOW_TTL_MS),
      })
      .execute();
    return id;
  }

  async get(id: string | undefined): Promise<Flow | null> {
    if (!id) return null;
    const row = await this.db
      .selectFrom('sign_in_flows')
      .select('flow')
      .where('id_hash', '=', hashOf(id))
      .where('expires_at', '>', new Date(this.now()))
      .executeTakeFirst();
    return row ? (row.flow as unknown as Flow) : null;
  }

  /** Remembers who the provider said the new user is, until they give a birth date. */
  async setPending(id: string | undefined, pending: NonNullable<Flow['pending']>): Promise<void> {
    if (!id) return;
    const flow = await this.get(id);
    if (!flow) return;
    await this.db
      .updateTable('sign_in_flows')
      .set({ flow: JSON.stringify({ ...flow, pending }) })
      .where('id_hash', '=', hashOf(id))
      .execute();
  }

  async delete(id: string | undefined): Promise<void> {
    if (!id) return;
    await this.db.deleteFrom('sign_in_flows').where('id_hash', '=', hashOf(id)).execute();
  }
}
