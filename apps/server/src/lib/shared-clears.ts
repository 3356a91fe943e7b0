import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.js';
import type { ClearedItems } from './clear-signal.js';

/** The PostgreSQL notification channel that carries catalog cache clears between servers. */
export const CATALOG_CLEAR_CHANNEL = 'lagoon_catalog_clear';
/** Waits before listening again after the listening connection was lost: doubling, capped. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/**
 * Item ids one notification names at most; a clear of more is announced as a clear of
 * everything. PostgreSQL refuses payloads of 8,000 bytes or more, and ids are 32 letters.
 */
const NAMED_ITEMS_MAX = 200;

/** Two clears' changes as one: the ids of both, or null (everything) when either is. */
function joined(pending: Set<string> | null | undefined, items: ClearedItems): Set<string> | null {
  if (pending === null || items === null) return null;
  const all = pending ?? new Set<string>();
  for (const id of items) {
    // The payload separates ids by commas and the sender by a space.
    if (/[\s,]/.test(id) || id === '') return null;
    all.add(id);
  }
  return all.size > NAMED_ITEMS_MAX ? null : all;
}

/**
 * The notification: the sender, then, when the clear named its items, a space and their ids
 * separated by commas (none for a clear that changed no item).
 */
function payloadOf(self: string, items: ReadonlySet<string> | null): string {
  return items === null ? self : `${self} ${[...items].join(',')}`;
}

export interface SharedClearsOptions {
  /** The PostgreSQL server every server of the store uses. */
  databaseUrl: string;
  /** Sends the notifications (through the ordinary pool). */
  db: Db;
  channel?: string;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
}

/** What shareClears keeps in step: the catalog cache, or any ClearSignal. */
export interface Clearable {
  forget(items?: ClearedItems): void;
  onClear(listener: ((items: ClearedItems) => void) | null): void;
}

export interface SharedClears {
  /** Stops listening; clears on this server are no longer announced. */
  close(): Promise<void>;
}

/**
 * Makes `cache.clear()` on one server empty the cache on every server of the store, through
 * PostgreSQL's LISTEN/NOTIFY: a clear sends a notification on the channel, and every other
 * server, listening on a connection of its own, forgets its entries as soon as it arrives
 * (within milliseconds). Writers clear after their write committed, so a value computed after
 * the notification arrives sees the write; a computation that was running then is not kept.
 *
 * A notification names the changed items when the clear did (see ClearedItems), so the other
 * servers' search indexes update those items alone. Clears in quick succession are sent as one
 * notification at a time: while one is on its way, later clears are joined into one more after
 * it (naming every item they named, or none when one of them named none). A server skips its
 * own notifications (the payload names the sender). Notifications sent while a server's listening connection is down are lost,
 * so the server forgets everything when the connection drops and again once it listens anew;
 * until then its answers are at most the cache's usual age.
 *
 * The embedded database (PGlite) serves a single process, which needs none of this.
 */
export async function shareClears(
  cache: Clearable,
  options: SharedClearsOptions,
): Promise<SharedClears> {
  const channel = options.channel ?? CATALOG_CLEAR_CHANNEL;
  const self = randomUUID();
  const { log } = options;
  let closed = false;
  let client: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let reconnectDelay = RECONNECT_FIRST_MS;

  let sending = false;
  /** What the clears made while one notification was on its way changed, together. */
  let pending: Set<string> | null | undefined;
  const announce = async (items: ClearedItems): Promise<void> => {
    pending = joined(pending, items);
    if (sending) return;
    sending = true;
    try {
      while (pending !== undefined && !closed) {
        const payload = payloadOf(self, pending);
        pending = undefined;
        await sql`SELECT pg_notify(${channel}, ${payload})`.execute(options.db);
      }
    } catch (error) {
      pending = undefined;
      log.warn({ err: error, channel }, 'could not tell the other servers to clear their cache');
    } finally {
      sending = false;
    }
  };

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const payload = message.payload ?? '';
      const space = payload.indexOf(' ');
      // No space: the clear named no items; a space and nothing after: it changed none.
      const sender = space < 0 ? payload : payload.slice(0, space);
      const ids = space < 0 ? null : payload.slice(space + 1);
      if (sender !== self) cache.forget(ids === null ? null : ids === '' ? [] : ids.split(','));
    });
    next.on('error', (error) => {
      log.warn({ err: error, channel }, 'a shared cache lost its notification connection');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    // Identifiers cannot be parameters; the channel is one of ours, quoted all the same.
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const lost = (which: pg.Client): void => {
    if (client !== which) return;
    client = null;
    cache.forget();
    which.end().catch(() => {});
    schedule();
  };

  const schedule = (): void => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      listen()
        .then(() => {
          reconnectDelay = RECONNECT_FIRST_MS;
          // Whatever was announced while nobody listened is lost: start afresh.
          cache.forget();
          log.info({ channel }, 'a shared cache listens for clears again');
        })
        .catch((error: unknown) => {
          log.warn({ err: error, channel }, 'a shared cache could not listen for clears');
          reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
          schedule();
        });
    }, reconnectDelay);
    reconnectTimer.unref();
  };

  await listen();
  cache.onClear((items) => void announce(items));

  return {
    async close() {
      closed = true;
      cache.onClear(null);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
