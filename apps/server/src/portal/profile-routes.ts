import type { ErrorCode } from '@lagoon/contract';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../accounts/password.js';
import { destroyUserSessions } from '../accounts/session.js';
import { clientKey } from '../http/client-address.js';
import { AppError, logRefusal } from '../http/errors.js';
import { type ProfileImages, saveProfile, storePassword } from './account-commands.js';
import { loadPasswordHash } from './account-queries.js';
import { fileField, MULTIPART_LIMIT, textField } from './form-body.js';
import { formFields, formRefusal } from './form-refusal.js';
import { type MessageKey, portalText, waitText } from './messages.js';
import {
  loginUrl,
  pageContext,
  redirect,
  retryAfter,
  sendPage,
  wantsJson,
} from './page-replies.js';
import { type FormMessage, type PasswordForm, type ProfileForm, profilePage } from './pages.js';
import type { PortalSetup } from './portal-setup.js';
import { ProfileImageError, storeProfileImage } from './profile-image.js';
import { DEVICE_COOKIE } from './sign-in-devices.js';
import { signedIn } from './signed-in.js';
import { nicknameProblem, PASSWORD_MAX, PASSWORD_MIN } from './signup-rules.js';

/** The signed-in user's profile page: nickname, picture and password. */
export function registerProfileRoutes(app: FastifyInstance, setup: PortalSetup): void {
  const { signInLimits, devices } = setup;
  const publicUrl = app.config.publicUrl;

  app.get('/accounts/profile', async (request, reply) => {
    const page = pageContext(request, publicUrl);
    if (!request.user) return redirect(reply, loginUrl(page.language, '/accounts/profile'));
    const query = request.query as Record<string, unknown>;
    const form: ProfileForm = {
      nickname: request.user.nickname,
      profileImage: request.user.bigProfileImage,
      errors: {},
      saved: query.saved === '1',
      password: {
        hasPassword: (await loadPasswordHash(app.db, request.user.id)) !== null,
        errors: {},
        changed: query.password === 'changed',
      },
    };
    return sendPage(reply, 200, profilePage(page, form));
  });

  app.post('/accounts/profile', { bodyLimit: MULTIPART_LIMIT }, async (request, reply) => {
    const page = pageContext(request, publicUrl);
    const user = request.user;
    if (!user) return redirect(reply, loginUrl(page.language, '/accounts/profile'));
    const sentNickname = textField(request.body, 'nickname');
    const nickname = sentNickname.trim();
    const form: ProfileForm = {
      nickname,
      profileImage: user.bigProfileImage,
      errors: {},
      password: { hasPassword: (await loadPasswordHash(app.db, user.id)) !== null, errors: {} },
    };
    const nicknameError = nicknameProblem(sentNickname);
    if (nicknameError) form.errors.nickname = nicknameError;
    let images: ProfileImages | null = null;
    const upload = fileField(request.body, 'profileImage');
    if (upload && !form.errors.nickname) {
      try {
        images = await storeProfileImage(app.storage, upload.data);
      } catch (error) {
        if (!(error instanceof ProfileImageError)) throw error;
        form.errors.profileImage = 'error.image';
      }
    }
    if (Object.keys(form.errors).length > 0) {
      if (wantsJson(request)) {
        throw formRefusal('INVALID_REQUEST', formFields(form.errors, page.language));
      }
      return sendPage(reply, 400, profilePage(page, form));
    }
    await saveProfile(app.db, user.id, nickname, images);
    return redirect(
      reply,
      `/accounts/profile?${new URLSearchParams({ hl: page.language, saved: '1' })}`,
    );
  });

  app.post('/accounts/password', async (request, reply) => {
    const page = pageContext(request, publicUrl);
    const user = request.user;
    if (!user) {
      if (wantsJson(request)) throw new AppError('LOGIN_REQUIRED');
      return redirect(reply, loginUrl(page.language, '/accounts/profile'));
    }
    const currentPassword = textField(request.body, 'currentPassword');
    const newPassword = textField(request.body, 'newPassword');
    const stored = await loadPasswordHash(app.db, user.id);
    const password: PasswordForm = { hasPassword: stored !== null, errors: {} };
    const refuse = (status: number, code: ErrorCode, error?: MessageKey | FormMessage) => {
      const fields = Object.entries(password.errors).map(([field, key]) => ({
        field,
        code: key,
        message: portalText(page.language, key),
      }));
      if (wantsJson(request)) throw new AppError(code, fields);
      logRefusal(request, code, fields);
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
    const device = devices.recognise(request.cookies[DEVICE_COOKIE], user.id);
    const admission = await signInLimits.admit(
      user.email.toLowerCase(),
      clientKey(request.ip),
      device,
    );
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

    await storePassword(app.db, user.id, newPassword);
    // Whoever else holds a session (or a copy of this one) is signed out; this browser gets a
    // fresh session and stays signed in.
    await destroyUserSessions(app.db, user.id);
    await signedIn(app, setup, request, reply, user.id);
    if (wantsJson(request)) return reply.code(204).header('cache-control', 'no-store').send();
    return redirect(
      reply,
      `/accounts/profile?${new URLSearchParams({ hl: page.language, password: 'changed' })}`,
    );
  });
}
