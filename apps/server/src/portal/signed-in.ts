import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { startSession } from '../accounts/session-cookie.js';
import type { PortalSetup } from './portal-setup.js';

/**
 * A user just proved who they are (a password, the single sign-on provider, a new account): the
 * browser's previous session ends, a new one starts, and the browser is remembered as one the
 * account signs in from, so its next password sign-in has a budget of its own.
 */
export async function signedIn(
  app: FastifyInstance,
  setup: Pick<PortalSetup, 'devices' | 'secure'>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  await startSession(app.db, request, reply, userId, setup.secure);
  setup.devices.rememberBrowser(request, reply, userId, setup.secure);
}
