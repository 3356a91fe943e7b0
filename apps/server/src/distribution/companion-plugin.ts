import { type CompanionInfo, UPDATE_SERVICE_PATH } from '@lagoon/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { prepareCompanion } from './companion.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The companion extension this store signs and serves; null when none is built. */
    companion: CompanionInfo | null;
  }
}

/**
 * Signs the companion extension for this store at start-up (a new build only when its files
 * or the store's origins changed) and shares its id and version with the routes. A server
 * without a built companion still runs; the store then has no browser bridge and says so.
 */
export const companionPlugin = fp(
  async (app: FastifyInstance) => {
    const distDir = app.config.companionDist;
    let companion: CompanionInfo | null = null;
    if (distDir) {
      try {
        companion = await prepareCompanion(app.db, {
          storage: app.storage,
          keySecret: app.keySecret,
          distDir,
          publicUrl: app.config.publicUrl,
          storeOrigins: app.config.storeOrigins,
          updateUrl: `${app.config.publicUrl}${UPDATE_SERVICE_PATH}`,
        });
        app.log.info(companion, 'companion extension ready');
      } catch (error) {
        app.log.warn({ err: error, distDir }, 'companion extension not available');
      }
    }
    app.decorate('companion', companion);
  },
  { name: 'companion', dependencies: ['context'] },
);
