import type { FastifyInstance } from 'fastify';
import { registerFormParsers } from './form-body.js';
import { registerOidcRoutes } from './oidc.js';
import { redirect, sendPage } from './page-replies.js';
import type { PortalSetup } from './portal-setup.js';
import { registerProfileRoutes } from './profile-routes.js';
import { SignInDevices } from './sign-in-devices.js';
import { SignInLimits, SignUpLimits } from './sign-in-limits.js';
import { registerSignInRoutes } from './sign-in-routes.js';
import { registerSignUpRoutes } from './sign-up-routes.js';
import { signedIn } from './signed-in.js';

/**
 * Lagoon's own sign-in portal: server-rendered pages (not the store's single-page app) that the
 * store reaches only through LOGIN_PORTAL_URL and a return URL, as it would an external portal.
 */
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  registerFormParsers(app);
  const setup: PortalSetup = {
    secure: app.config.publicUrl.startsWith('https:'),
    // Shared by every server through the database: guessing passwords (sign-in, password
    // change) and probing sign-up (see the policies).
    signInLimits: new SignInLimits(app.db),
    signUpLimits: new SignUpLimits(app.db),
    // Signed with a key derived from the store's secret, which every server shares.
    devices: new SignInDevices(app.keySecret),
    sso: app.config.oidc?.name,
  };

  if (app.config.oidc) {
    await registerOidcRoutes(app, app.config.oidc, {
      sendPage,
      redirect,
      secure: setup.secure,
      signedIn: (request, reply, userId) => signedIn(app, setup, request, reply, userId),
    });
  }
  registerSignInRoutes(app, setup);
  registerSignUpRoutes(app, setup);
  registerProfileRoutes(app, setup);
}
