import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/config.js';
import type { DatabaseKind, Db } from '../db/database.js';
import type { FileStorage } from '../storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseKind: DatabaseKind;
    storage: FileStorage;
  }
}

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
  },
  { name: 'context' },
);
