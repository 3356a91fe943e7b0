import { type ErrorCode, type Language, XSRF_HEADER } from '@lagoon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { hashPassword, needsRehash, verifyPassword } from '../accounts/password.js';
import { destroyUserSessions } from '../accounts/session.js';
import { endAllSessions, endSession, startSession } from '../accounts/session-cookie.js';
import { isUniqueViolation } from '../db/database.js';
import { clientKey } from '../http/client-address.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { fileField, MULTIPART_LIMIT, registerFormParsers, textField } from './form-body.js';
import { type MessageKey, portalText, waitText } from './messages.js';
import { registerOidcRoutes } from './oidc.js';
import {
  type FormMessage,
  type LoginForm,
  loginPage,
  logoutPage,
  type PageContext,
  type PasswordForm,
  type ProfileForm,
  profilePage,
  type SignupForm,
  signupPage,
} from './pages.js';
import { ProfileImageError, storeProfileImage } from './profile-image.js';
import { safeReturnUrl } from './return-url.js';
import { SignInLimits, SignUpLimits } from './sign-in-limits.js';
import {
  EMAIL_MAX,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  signupErrors,
} from './signup-rules.js';

export { SIGN_IN_POLICY, SIGN_UP_POLICY } from './sign-in-limits.js';

// Verified when the email is unknown, so a wrong email costs as long as a wrong password.
const DUMMY_HASH = hashPassword('lagoon-dummy-password');

const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; " +
    "frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(page);
}

/** Requests from scripts (JSON bodies) get the API's JSON answers instead of pages. */
function wantsJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').includes('application/json');
}

function returnUrlOf(request: FastifyRequest, publicUrl: string): string {
  const query = request.query as Record<string, unknown>;
  const fromBody = textField(request.body, 'returnUrl');
  return safeReturnUrl(fromBody || query.returnUrl, publicUrl);
}

/** Tells the client when to try again, in whole seconds. */
function retryAfter(reply: FastifyReply, milliseconds: number): void {
  reply.header('retry-after', String(Math.max(1, Math.ceil(milliseconds / 1000))));
}

/**
 * The sign-out form's "everywhere" field: absent for this session only, "1" (or JSON true) for
 * every session of the account; anything else is refused before anything changes.
 */
function everywhereOf(body: unknown): boolean {
  const value =
    body && typeof body === 'object' ? (body as Record<string, unknown>).everywhere : undefined;
  if (value === undefined || value === null || value === false || value === '' || value === '0') {
    return false;
  }
  if (value === true || value === '1' || value === 'true') return true;
  throw new AppError('INVALID_REQUEST', [
    { field: 'everywhere', code: 'invalid', message: 'everywhere: 1 or absent' },
  ]);
}

/**
 * Lagoon's own sign-in portal: server-rendered pages (not the store's single-page app) that the
 * store reaches only through LOGIN_PORTAL_URL and a return URL, as it would an external portal.
 */
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  registerFormParsers(app);
  const secure = app.config.publicUrl.startsWith('https:');
  // Shared by every server through the database: guessing passwords (sign-in, password change)
  // and probing sign-up (see the policies).
  const signInLimits = new SignInLimits(app.db);
  const signUpLimits = new SignUpLimits(app.db);
  const sso = app.config.oidc?.name;

  function context(request: FastifyRequest): PageContext {
    return {
      language: requestLanguage(request),
      xsrfToken: request.xsrfToken,
      returnUrl: returnUrlOf(request, app.config.publicUrl),
    };
  }

  function redirect(reply: FastifyReply, location: string): FastifyReply {
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  }

  async function passwordHashOf(userId: string): Promise<string | null> {
    const row = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.password_hash ?? null;
  }

  function loginUrl(language: Language, returnUrl: string): string {
    return `/accounts/login?${new URLSearchParams({ hl: language, returnUrl })}`;
  }

  if (app.config.oidc) {
    await registerOidcRoutes(app, app.config.oidc, { sendPage, redirect, secure });
  }

  // --- Sign in ---------------------------------------------------------------------------

  app.get('/accounts/login', async (request, reply) => {
    const page = context(request);
    if (request.user) return redirect(reply, page.returnUrl);
    return sendPage(reply, 200, loginPage(page, { email: '', sso }));
  });

  app.post('/accounts/login', async (request, reply) => {
    const page = context(request);
    const email = textField(request.body, 'email').trim();
    const password = textField(request.body, 'password');
    // No account has a longer email; such a value is only counted against the address.
    const emailKey = email.length <= EMAIL_MAX ? email.toLowerCase() : '';

    const fail = (status: number, code: ErrorCode, error: LoginForm['error']) => {
      if (wantsJson(request)) throw new AppError(code);
      return sendPage(reply, status, loginPage(page, { email, sso, error }));
    };

    // The attempt is reserved before the password is verified, so guesses still running count.
    const admission = await signInLimits.admit(emailKey, clientKey(request.ip));
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
      user =
        emailKey && password
          ? await app.db
              .selectFrom('users')
              .select(['id', 'password_hash'])
              .where(sql<string>`lower(email)`, '=', emailKey)
              .executeTakeFirst()
          : undefined;
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
    if (needsRehash(user.password_hash)) {
      await app.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', user.id)
        .execute();
    }
    await startSession(app.db, reply, user.id, secure);
    if (wantsJson(request)) return reply.code(200).send({ returnUrl: page.returnUrl });
    return redirect(reply, page.returnUrl);
  });

  // --- Sign up ---------------------------------------------------------------------------

  app.get('/accounts/signup', async (request, reply) => {
    const page = context(request);
    if (request.user) return redirect(reply, page.returnUrl);
    return sendPage(
      reply,
      200,
      signupPage(page, { nickname: '', email: '', birthDate: '', errors: {} }),
    );
  });

  app.post('/accounts/signup', { bodyLimit: MULTIPART_LIMIT }, async (request, reply) => {
    const page = context(request);
    const input = {
      nickname: textField(request.body, 'nickname'),
      email: textField(request.body, 'email'),
      password: textField(request.body, 'password'),
      birthDate: textField(request.body, 'birthDate'),
    };
    const form: SignupForm = {
      nickname: input.nickname,
      email: input.email,
      birthDate: input.birthDate,
      errors: signupErrors(input),
    };
    const refuse = (status: number) => {
      if (wantsJson(request)) {
        const language = page.language;
        throw new AppError(
          status === 409 ? 'EMAIL_TAKEN' : status === 429 ? 'TOO_MANY_SIGNUPS' : 'INVALID_REQUEST',
          Object.entries(form.errors).map(([field, key]) => ({
            field,
            code: key,
            message: portalText(language, key),
          })),
        );
      }
      if (status === 400) form.error = 'error.form';
      return sendPage(reply, status, signupPage(page, form));
    };
    if (Object.keys(form.errors).length > 0) return refuse(400);

    // Every sign-up that gets as far as the email counts against the address, taken or not, so
    // EMAIL_TAKEN is no fast oracle and one address is no account factory (SIGN_UP_POLICY).
    const admission = await signUpLimits.admit(clientKey(request.ip));
    if (!admission.ok) {
      retryAfter(reply, admission.retryAfterMs);
      form.error = {
        key: 'error.signupTooMany',
        values: { wait: waitText(page.language, admission.retryAfterMs) },
      };
      return refuse(429);
    }
    const { attempt } = admission;
    let outcome: 'created' | 'refused' | 'abandoned' = 'abandoned';
    let userId: string;
    try {
      // Hashed first: a taken email costs as long to answer as a new one.
      const passwordHash = await hashPassword(input.password);
      const email = input.email.trim();
      const taken = await app.db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (taken) {
        outcome = 'refused';
        form.errors.email = 'error.emailTaken';
        return refuse(409);
      }

      let images: { profileImage: string; bigProfileImage: string } | null = null;
      const upload = fileField(request.body, 'profileImage');
      if (upload) {
        try {
          images = await storeProfileImage(app.storage, upload.data);
        } catch (error) {
          if (!(error instanceof ProfileImageError)) throw error;
          outcome = 'refused';
          form.errors.profileImage = 'error.image';
          return refuse(400);
        }
      }

      try {
        const created = await app.db
          .insertInto('users')
          .values({
            email,
            password_hash: passwordHash,
            nickname: input.nickname.trim(),
            birth_date: input.birthDate.trim(),
            profile_image: images?.profileImage ?? null,
            big_profile_image: images?.bigProfileImage ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userId = created.id;
        outcome = 'created';
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        outcome = 'refused';
        form.errors.email = 'error.emailTaken';
        return refuse(409);
      }
    } finally {
      await attempt[outcome]();
    }
    await startSession(app.db, reply, userId, secure);
    if (wantsJson(request)) return reply.code(201).send({ returnUrl: page.returnUrl });
    return redirect(reply, page.returnUrl);
  });

  // --- Sign out --------------------------------------------------------------------------

  app.get('/accounts/logout', async (request, reply) => {
    const page = context(request);
    if (!request.user) return redirect(reply, page.returnUrl);
    return sendPage(reply, 200, logoutPage(page, request.user.nickname));
  });

  app.post('/accounts/logout', async (request, reply) => {
    // "Sign out everywhere" ends every session of the account, on every browser and device.
    if (everywhereOf(request.body)) await endAllSessions(app.db, request, reply);
    else await endSession(app.db, request, reply);
    // A script (fetch with the anti-forgery header) gets 204; a form post goes back to the store.
    if (request.headers[XSRF_HEADER.toLowerCase()] !== undefined || wantsJson(request)) {
      return reply.code(204).header('cache-control', 'no-store').send();
    }
    return redirect(reply, returnUrlOf(request, app.config.publicUrl));
  });

  // --- Profile ---------------------------------------------------------------------------

  app.get('/accounts/profile', async (request, reply) => {
    const page = context(request);
    if (!request.user) return redirect(reply, loginUrl(page.language, '/accounts/profile'));
    const query = request.query as Record<string, unknown>;
    const form: ProfileForm = {
      nickname: request.user.nickname,
      profileImage: request.user.bigProfileImage,
      errors: {},
      saved: query.saved === '1',
      password: {
        hasPassword: (await passwordHashOf(request.user.id)) !== null,
        errors: {},
        changed: query.password === 'changed',
      },
    };
    return sendPage(reply, 200, profilePage(page, form));
  });

  app.post('/accounts/profile', { bodyLimit: MULTIPART_LIMIT }, async (request, reply) => {
    const page = context(request);
    const user = request.user;
    if (!user) return redirect(reply, loginUrl(page.language, '/accounts/profile'));
    const nickname = textField(request.body, 'nickname').trim();
    const form: ProfileForm = {
      nickname,
      profileImage: user.bigProfileImage,
      errors: {},
      password: { hasPassword: (await passwordHashOf(user.id)) !== null, errors: {} },
    };
    if (nickname.length === 0 || [...nickname].length > NICKNAME_MAX) {
      form.errors.nickname = 'error.nickname';
    }
    let images: { profileImage: string; bigProfileImage: string } | null = null;
    const upload = fileField(request.body, 'profileImage');
    if (upload && !form.errors.nickname) {
      try {
        images = await storeProfileImage(app.storage, upload.data);
      } catch (error) {
        if (!(error instanceof ProfileImageError)) throw error;
        form.errors.profileImage = 'error.image';
      }
    }
    if (Object.keys(form.errors).length > 0) return sendPage(reply, 400, profilePage(page, form));
    await app.db
      .updateTable('users')
      .set({
        nickname,
        ...(images
          ? { profile_image: images.profileImage, big_profile_image: images.bigProfileImage }
          : {}),
      })
      .where('id', '=', user.id)
      .execute();
    return redirect(
      reply,
      `/accounts/profile?${new URLSearchParams({ hl: page.language, saved: '1' })}`,
    );
  });

  // --- Password ----------------------------------------------------------------------------

  app.post('/accounts/password', async (request, reply) => {
    const page = context(request);
    const user = request.user;
    if (!user) {
      if (wantsJson(request)) throw new AppError('LOGIN_REQUIRED');
      return redirect(reply, loginUrl(page.language, '/accounts/profile'));
    }
    const currentPassword = textField(request.body, 'currentPassword');
    const newPassword = textField(request.body, 'newPassword');
    const stored = await passwordHashOf(user.id);
    const password: PasswordForm = { hasPassword: stored !== null, errors: {} };
    const refuse = (status: number, code: ErrorCode, error?: MessageKey | FormMessage) => {
      if (wantsJson(request)) {
        throw new AppError(
          code,
          Object.entries(password.errors).map(([field, key]) => ({
            field,
            code: key,
            message: portalText(page.language, key),
          })),
        );
      }
      if (error) password.error = error;
      const form: ProfileForm = {
        nickname: user.nickname,
        profileImage: user.bigProfileImage,
        errors: {},
        password,
      };
      return sendPage(reply, status, profilePage(page, form));
    };
    // Single sign-on accounts have no password to change (nor to prove).
    if (stored === null) return refuse(400, 'INVALID_REQUEST', 'password.none');
    if (!currentPassword) password.errors.currentPassword = 'error.passwordRequired';
    if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) {
      password.errors.newPassword = 'error.password';
    }
    if (Object.keys(password.errors).length > 0) {
      return refuse(400, 'INVALID_REQUEST', 'error.form');
    }

    // The current password is a password guess like a sign-in, limited the same way.
    const admission = await signInLimits.admit(user.email.toLowerCase(), clientKey(request.ip));
    if (!admission.ok) {
      retryAfter(reply, admission.retryAfterMs);
      return refuse(429, 'TOO_MANY_ATTEMPTS', {
        key: 'error.tooMany',
        values: { wait: waitText(page.language, admission.retryAfterMs) },
      });
    }
    let valid = false;
    try {
      valid = await verifyPassword(currentPassword, stored);
    } catch (error) {
      await admission.attempt.abandoned();
      throw error;
    }
    if (!valid) {
      await admission.attempt.failed();
      password.errors.currentPassword = 'error.currentPassword';
      return refuse(401, 'INVALID_CREDENTIALS');
    }
    await admission.attempt.succeeded();

    await app.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(newPassword) })
      .where('id', '=', user.id)
      .execute();
    // Whoever else holds a session (or a copy of this one) is signed out; this browser gets a
    // fresh session and stays signed in.
    await destroyUserSessions(app.db, user.id);
    await startSession(app.db, reply, user.id, secure);
    if (wantsJson(request)) return reply.code(204).header('cache-control', 'no-store').send();
    return redirect(
      reply,
      `/accounts/profile?${new URLSearchParams({ hl: page.language, password: 'changed' })}`,
    );
  });
}
