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
 * is pending when it closes is written before the database goes.
 */
export const installCounterPlugin = fp(
  async (app: FastifyInstance) => {
    const counter = new InstallCounter({ db: app.db, log: app.log });
    app.decorate('installCounter', counter);
    app.addHook('onReady', async () => counter.start());
    app.addHook('onClose', async () => counter.close());
  },
  { name: 'install-counter', dependencies: ['context'] },
);
