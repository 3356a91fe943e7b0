import { type ErrorCode, type Language, valueIssueMessage, XSRF_HEADER } from '@lagoon/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword, needsRehash, verifyPassword } from '../accounts/password.js';
import { endAllSessions, endSession } from '../accounts/session-cookie.js';
import { clientKey } from '../http/client-address.js';
import { AppError, logRefusal } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { storePassword } from './account-commands.js';
import { findAccountByEmail } from './account-queries.js';
import { textField } from './form-body.js';
import { waitText } from './messages.js';
import {
  pageContext,
  redirect,
  retryAfter,
  returnUrlOf,
  sendPage,
  wantsJson,
} from './page-replies.js';
import { type LoginForm, loginPage, logoutPage } from './pages.js';
import type { PortalSetup } from './portal-setup.js';
import { DEVICE_COOKIE } from './sign-in-devices.js';
import { signedIn } from './signed-in.js';
import { EMAIL_MAX } from './signup-rules.js';

// Verified when the email is unknown, so a wrong email costs as long as a wrong password.
const DUMMY_HASH = hashPassword('lagoon-dummy-password');

/**
 * The sign-out form's "everywhere" field: absent for this session only, "1" (or JSON true) for
 * every session of the account; anything else is refused before anything changes.
 */
function everywhereOf(body: unknown, language: Language): boolean {
  const value =
    body && typeof body === 'object' ? (body as Record<string, unknown>).everywhere : undefined;
  if (value === undefined || value === null || value === false || value === '' || value === '0') {
    return false;
  }
  if (value === true || value === '1' || value === 'true') return true;
  throw new AppError('INVALID_REQUEST', [
    {
      field: 'everywhere',
      code: 'invalid',
      message: valueIssueMessage('notOneOf', language, { field: 'everywhere', values: ['1'] }),
    },
  ]);
}

/** Signing in with an email and password, and signing out (here or everywhere). */
export function registerSignInRoutes(app: FastifyInstance, setup: PortalSetup): void {
  const { devices, signInLimits, sso } = setup;
  const publicUrl = app.config.publicUrl;

  app.get('/accounts/login', async (request, reply) => {
    const page = pageContext(request, publicUrl);
    if (request.user) return redirect(reply, page.returnUrl);
    return sendPage(reply, 200, loginPage(page, { email: '', sso }));
  });

  app.post('/accounts/login', async (request, reply) => {
    const page = pageContext(request, publicUrl);
    const email = textField(request.body, 'email').trim();
    const password = textField(request.body, 'password');
    // No account has a longer email; such a value is only counted against the address.
    const emailKey = email.length <= EMAIL_MAX ? email.toLowerCase() : '';

    const fail = (status: number, code: ErrorCode, error: LoginForm['error']) => {
      if (wantsJson(request)) throw new AppError(code);
      logRefusal(request, code);
      return sendPage(reply, status, loginPage(page, { email, sso, error }));
    };

    // A browser that signed in to this account before has a budget of its own (device cookie);
    // the account is looked up first only for browsers that carry one.
    const deviceCookie = request.cookies[DEVICE_COOKIE];
    const account =
      emailKey && deviceCookie ? await findAccountByEmail(app.db, emailKey) : undefined;
    const device = account ? devices.recognise(deviceCookie, account.id) : null;
    // The attempt is reserved before the password is verified, so guesses still running count.
    const admission = await signInLimits.admit(emailKey, clientKey(request.ip), device);
    if (!admission.ok) {
      retryAfter(reply, admission.retryAfterMs);
      return fail(429, 'TOO_MANY_ATTEMPTS', {
        key: 'error.tooMany',
        values: { wait: waitText(page.language, admission.retryAfterMs) },
      });
    }
    const { attempt } = admission;
    let user: { id: string; password_hash: string | null } | undefined;
    let valid = false;
    try {
      user = emailKey && password ? await findAccountByEmail(app.db, emailKey) : undefined;
      // Verified when the email is unknown too, so a wrong email costs as long as a wrong password.
      valid = user
        ? await verifyPassword(password, user.password_hash)
        : (await verifyPassword(password, await DUMMY_HASH)) && false;
    } catch (error) {
      await attempt.abandoned();
      throw error;
    }
    if (!user || !valid) {
      await attempt.failed();
      return fail(401, 'INVALID_CREDENTIALS', 'error.credentials');
    }
    await attempt.succeeded();
    if (needsRehash(user.password_hash)) await storePassword(app.db, user.id, password);
    await signedIn(app, setup, request, reply, user.id);
    if (wantsJson(request)) return reply.code(200).send({ returnUrl: page.returnUrl });
    return redirect(reply, page.returnUrl);
  });

  app.get('/accounts/logout', async (request, reply) => {
    const page = pageContext(request, publicUrl);
    if (!request.user) return redirect(reply, page.returnUrl);
    return sendPage(reply, 200, logoutPage(page, request.user.nickname));
  });

  app.post('/accounts/logout', async (request, reply) => {
    // "Sign out everywhere" ends every session of the account, on every browser and device.
    if (everywhereOf(request.body, requestLanguage(request)))
      await endAllSessions(app.db, request, reply);
    else await endSession(app.db, request, reply);
    // A script (fetch with the anti-forgery header) gets 204; a form post goes back to the store.
    if (request.headers[XSRF_HEADER.toLowerCase()] !== undefined || wantsJson(request)) {
      return reply.code(204).header('cache-control', 'no-store').send();
    }
    return redirect(reply, returnUrlOf(request, publicUrl));
  });
}
