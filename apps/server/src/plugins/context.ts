import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config.js';
import type { DatabaseKind, Db } from '../db/database.js';
import { RenderReads } from '../http/render-reads.js';
import { ClearSignal } from '../lib/clear-signal.js';
import { shareClears } from '../lib/shared-clears.js';
import { TtlCache } from '../lib/ttl-cache.js';
import { loadKeySecret } from '../publishing/package/extension-key.js';
import type { FileStorage } from '../storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseKind: DatabaseKind;
    storage: FileStorage;
    /**
     * Public catalog answers that are the same for every visitor: lists, public detail,
     * banners, winners, wallpaper lists, sitemaps and server-rendered store pages (search has
     * its own index, which follows this cache's clears). Anything that changes what
     * visitors see (publishing, visibility, blocking, deleting, banners, winners) must call
     * `app.catalogCache.clear()` after its write (naming the items it changed when it changed
     * nothing else, so the search index takes in those alone; see ClearedItems); otherwise an
     * answer is refreshed once it is CATALOG_CACHE_TTL_MS old (the previous answer is served,
     * for up to CATALOG_CACHE_STALE_MS, while the refresh runs). Owner and administrator previews are never cached. On
     * PostgreSQL a clear reaches every server of the store (see shareClears).
     */
    catalogCache: TtlCache;
    /**
     * What browser groups give their browsers beyond the catalog: a group's install mode, its
     * pilot flag, its items' entries, the group itself. Each write to them calls
     * `app.groupPolicyClears.clear()` after it commits, and the update service's tables of
     * groups' offers forget (on every server, on PostgreSQL). Visitors' pages do not change,
     * so the catalog cache (and the search index) is left alone.
     */
    groupPolicyClears: ClearSignal;
    /** Seals and opens the private keys of store-made item ids (see loadKeySecret). */
    keySecret: Buffer;
    /** API reads that rendered pages get from the route's command directly (render-reads.ts). */
    renderReads: RenderReads;
  }
}

/** The PostgreSQL notification channel that carries group policy clears between servers. */
const GROUP_POLICY_CLEAR_CHANNEL = 'lagoon_group_policy_clear';

export const CATALOG_CACHE_TTL_MS = 15_000;
export const CATALOG_CACHE_STALE_MS = 60_000;

export interface ContextOptions {
  config: Config;
  db: Db;
  databaseKind: DatabaseKind;
  storage: FileStorage;
}

/** Shares configuration, database and file storage with every route plugin. */
export const contextPlugin = fp<ContextOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('databaseKind', options.databaseKind);
    app.decorate('storage', options.storage);
    app.decorate(
      'keySecret',
      loadKeySecret(options.config.dataDir, options.config.itemKeySecret ?? undefined),
    );
    const catalogCache = new TtlCache({
      ttlMs: CATALOG_CACHE_TTL_MS,
      staleMs: CATALOG_CACHE_STALE_MS,
      maxEntries: 2000,
    });
    app.decorate('catalogCache', catalogCache);
    app.decorate('renderReads', new RenderReads());
    const groupPolicyClears = new ClearSignal();
    app.decorate('groupPolicyClears', groupPolicyClears);
    // Several servers may share one PostgreSQL server: a clear on one must reach the others.
    if (options.databaseKind === 'postgres' && options.config.databaseUrl) {
      const shared = await shareClears(catalogCache, {
        databaseUrl: options.config.databaseUrl,
        db: options.db,
        log: app.log,
      });
      app.addHook('onClose', async () => shared.close());
      const sharedGroups = await shareClears(groupPolicyClears, {
        databaseUrl: options.config.databaseUrl,
        db: options.db,
        channel: GROUP_POLICY_CLEAR_CHANNEL,
        log: app.log,
      });
      app.addHook('onClose', async () => sharedGroups.close());
    }
  },
  { name: 'context' },
);
