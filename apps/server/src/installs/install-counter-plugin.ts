import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InstallCounter } from './install-counter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts what the store sees of installs per item, version and day (install-counter.ts). */
    installCounter: InstallCounter;
  }
}

/**
 * The install counts' batch: written every few seconds once the application is ready, and what
 * is pending when it closes is written before the database goes. What it remembers of unsigned
 * versions is forgotten with the catalog cache.
 */
export const installCounterPlugin = fp(
  async (app: FastifyInstance) => {
    const counter = new InstallCounter({ db: app.db, log: app.log });
    app.decorate('installCounter', counter);
    // A version is signed at a decision that clears the catalog cache (on every server).
    const stopForgetting = app.catalogCache.onForget(() => counter.forget());
    app.addHook('onReady', async () => counter.start());
    app.addHook('onClose', async () => {
      stopForgetting();
      await counter.close();
    });
  },
  { name: 'install-counter', dependencies: ['context'] },
);
