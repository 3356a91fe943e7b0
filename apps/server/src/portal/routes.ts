import { type Language, XSRF_HEADER } from '@lagoon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { hashPassword, needsRehash, verifyPassword } from '../accounts/password.js';
import { endSession, startSession } from '../accounts/session-cookie.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { fileField, MULTIPART_LIMIT, registerFormParsers, textField } from './form-body.js';
import { portalText } from './messages.js';
import { registerOidcRoutes } from './oidc.js';
import {
  type LoginForm,
  loginPage,
  logoutPage,
  type PageContext,
  type ProfileForm,
  profilePage,
  type SignupForm,
  signupPage,
} from './pages.js';
import { ProfileImageError, storeProfileImage } from './profile-image.js';
import { safeReturnUrl } from './return-url.js';
import { NICKNAME_MAX, signupErrors } from './signup-rules.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed sign-ins allowed per email and per client address in 15 minutes. */
export const SIGN_IN_LIMITS = {
  perEmail: { max: 10, windowMs: FIFTEEN_MINUTES },
  perAddress: { max: 50, windowMs: FIFTEEN_MINUTES },
} as const;

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

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/**
 * Lagoon's own sign-in portal: server-rendered pages (not the store's single-page app) that the
 * store reaches only through LOGIN_PORTAL_URL and a return URL, as it would an external portal.
 */
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  registerFormParsers(app);
  const secure = app.config.publicUrl.startsWith('https:');
  const byEmail = new AttemptLimiter(SIGN_IN_LIMITS.perEmail);
  const byAddress = new AttemptLimiter(SIGN_IN_LIMITS.perAddress);
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
    const emailKey = email.toLowerCase();
    const address = request.ip;

    const fail = (status: number, code: 'INVALID_CREDENTIALS' | 'TOO_MANY_ATTEMPTS') => {
      if (wantsJson(request)) throw new AppError(code);
      const form: LoginForm = {
        email,
        sso,
        error: code === 'TOO_MANY_ATTEMPTS' ? 'error.tooMany' : 'error.credentials',
      };
      return sendPage(reply, status, loginPage(page, form));
    };

    if (byAddress.isBlocked(address) || byEmail.isBlocked(emailKey)) {
      return fail(429, 'TOO_MANY_ATTEMPTS');
    }
    const user =
      email && password
        ? await app.db
            .selectFrom('users')
            .select(['id', 'password_hash'])
            .where(sql<string>`lower(email)`, '=', emailKey)
            .executeTakeFirst()
        : undefined;
    const valid = user
      ? await verifyPassword(password, user.password_hash)
      : (await verifyPassword(password, await DUMMY_HASH)) && false;
    if (!user || !valid) {
      byAddress.fail(address);
      if (emailKey) byEmail.fail(emailKey);
      return fail(401, 'INVALID_CREDENTIALS');
    }
    byEmail.reset(emailKey);
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
          status === 409 ? 'EMAIL_TAKEN' : 'INVALID_REQUEST',
          Object.entries(form.errors).map(([field, key]) => ({
            field,
            code: key,
            message: portalText(language, key),
          })),
        );
      }
      form.error = status === 409 ? undefined : 'error.form';
      return sendPage(reply, status, signupPage(page, form));
    };
    if (Object.keys(form.errors).length > 0) return refuse(400);

    const email = input.email.trim();
    const taken = await app.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (taken) {
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
        form.errors.profileImage = 'error.image';
        return refuse(400);
      }
    }

    let userId: string;
    try {
      const created = await app.db
        .insertInto('users')
        .values({
          email,
          password_hash: await hashPassword(input.password),
          nickname: input.nickname.trim(),
          birth_date: input.birthDate.trim(),
          profile_image: images?.profileImage ?? null,
          big_profile_image: images?.bigProfileImage ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = created.id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      form.errors.email = 'error.emailTaken';
      return refuse(409);
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
    await endSession(app.db, request, reply);
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
    };
    return sendPage(reply, 200, profilePage(page, form));
  });

  app.post('/accounts/profile', { bodyLimit: MULTIPART_LIMIT }, async (request, reply) => {
    const page = context(request);
    const user = request.user;
    if (!user) return redirect(reply, loginUrl(page.language, '/accounts/profile'));
    const nickname = textField(request.body, 'nickname').trim();
    const form: ProfileForm = { nickname, profileImage: user.bigProfileImage, errors: {} };
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
}
