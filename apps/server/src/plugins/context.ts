import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config.js';
import type { DatabaseKind, Db } from '../db/database.js';
import { TtlCache } from '../lib/ttl-cache.js';
import type { FileStorage } from '../storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseKind: DatabaseKind;
    storage: FileStorage;
    /**
     * Public catalog answers that are the same for every visitor. Clear it after changing
     * what is listed; otherwise an answer is at most CATALOG_CACHE_TTL_MS old.
     */
    catalogCache: TtlCache;
  }
}

export const CATALOG_CACHE_TTL_MS = 15_000;

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
    app.decorate('catalogCache', new TtlCache({ ttlMs: CATALOG_CACHE_TTL_MS, maxEntries: 2000 }));
  },
  { name: 'context' },
);
