import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../accounts/password.js';
import { clientKey } from '../http/client-address.js';
import { logRefusal } from '../http/errors.js';
import { createAccount, type ProfileImages } from './account-commands.js';
import { isEmailTaken } from './account-queries.js';
import { fileField, MULTIPART_LIMIT, textField } from './form-body.js';
import { formRefusal } from './form-refusal.js';
import { portalText, waitText } from './messages.js';
import { pageContext, redirect, retryAfter, sendPage, wantsJson } from './page-replies.js';
import { type SignupForm, signupPage } from './pages.js';
import type { PortalSetup } from './portal-setup.js';
import { ProfileImageError, storeProfileImage } from './profile-image.js';
import { signedIn } from './signed-in.js';
import { signupErrors } from './signup-rules.js';

/** Creating an account: the sign-up form, signed in at once when it succeeds. */
export function registerSignUpRoutes(app: FastifyInstance, setup: PortalSetup): void {
  const { signUpLimits } = setup;
  const publicUrl = app.config.publicUrl;

  app.get('/accounts/signup', async (request, reply) => {
    const page = pageContext(request, publicUrl);
    if (request.user) return redirect(reply, page.returnUrl);
    return sendPage(
      reply,
      200,
      signupPage(page, { nickname: '', email: '', birthDate: '', errors: {} }),
    );
  });

  app.post('/accounts/signup', { bodyLimit: MULTIPART_LIMIT }, async (request, reply) => {
    const page = pageContext(request, publicUrl);
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
      const code =
        status === 409 ? 'EMAIL_TAKEN' : status === 429 ? 'TOO_MANY_SIGNUPS' : 'INVALID_REQUEST';
      const fields = Object.entries(form.errors).map(([field, key]) => ({
        field,
        code: key,
        message: portalText(page.language, key),
      }));
      if (wantsJson(request)) throw formRefusal(code, fields);
      logRefusal(request, code, fields);
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
      if (await isEmailTaken(app.db, email)) {
        outcome = 'refused';
        form.errors.email = 'error.emailTaken';
        return refuse(409);
      }

      let images: ProfileImages | null = null;
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

      const created = await createAccount(app.db, {
        email,
        passwordHash,
        nickname: input.nickname.trim(),
        birthDate: input.birthDate.trim(),
        images,
      });
      // Another sign-up took the email since it was checked.
      if (created === null) {
        outcome = 'refused';
        form.errors.email = 'error.emailTaken';
        return refuse(409);
      }
      userId = created;
      outcome = 'created';
    } finally {
      await attempt[outcome]();
    }
    await signedIn(app, setup, request, reply, userId);
    if (wantsJson(request)) return reply.code(201).send({ returnUrl: page.returnUrl });
    return redirect(reply, page.returnUrl);
  });
}
