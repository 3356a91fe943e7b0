import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UpdateCheckCounter } from './update-check-counter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the update service's checks per item, address and day (update-check-counter.ts). */
    updateCheckCounter: UpdateCheckCounter;
  }
}

/**
 * The update checks' counter: its batch is written every few seconds once the application is
 * ready, and what is pending when it closes is written before the database goes (the server's
 * shutdown closes the application first, after the requests under way have been answered).
 */
export const checkCounterPlugin = fp(
  async (app: FastifyInstance) => {
    const counter = new UpdateCheckCounter({ db: app.db, log: app.log });
    app.decorate('updateCheckCounter', counter);
    app.addHook('onReady', async () => counter.start());
    app.addHook('onClose', async () => counter.close());
  },
  { name: 'check-counter', dependencies: ['context'] },
);
