import type { Language } from '@lagoon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import * as client from 'openid-client';
import type { OidcConfig } from '../config/config.js';
import { requestLanguage } from '../http/language.js';
import { textField } from './form-body.js';
import { FLOW_TTL_MS, type Flow, FlowStore } from './oidc-flows.js';
import { completePage, loginPage, type PageContext } from './pages.js';
import { safeReturnUrl } from './return-url.js';
import {
  isValidBirthDate,
  NICKNAME_MAX,
  nicknameProblem,
  singleLineNickname,
} from './signup-rules.js';

const FLOW_COOKIE = 'lagoon_oidc';

export interface OidcRouteHelpers {
  sendPage: (reply: FastifyReply, status: number, page: string) => FastifyReply;
  redirect: (reply: FastifyReply, location: string) => FastifyReply;
  secure: boolean;
  /** Starts the user's session, ending the browser's previous one (see signed-in.ts). */
  signedIn: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>;
}

function pageContext(request: FastifyRequest, language: Language, returnUrl: string): PageContext {
  return { language, xsrfToken: request.xsrfToken, returnUrl };
}

function nicknameFrom(claims: Record<string, unknown>, email: string): string {
  for (const key of ['nickname', 'preferred_username', 'name', 'given_name']) {
    const value = claims[key];
    // A provider's name may hold line breaks; the store's nicknames are one line.
    const name = typeof value === 'string' ? singleLineNickname(value) : '';
    if (name) return [...name].slice(0, NICKNAME_MAX).join('');
  }
  return [...(email.split('@')[0] ?? 'Lagoon user')].slice(0, NICKNAME_MAX).join('');
}

/**
 * Single sign-on with an OpenID Connect provider: authorization code flow with PKCE, state and
 * nonce (openid-client). A returning user is found by issuer and subject; a user whose verified
 * email matches an existing account is linked to it; anyone else gets a new account, asked for a
 * birth date first when the provider does not share one, since age decides what a user may do.
 */
export async function registerOidcRoutes(
  app: FastifyInstance,
  oidc: OidcConfig,
  helpers: OidcRouteHelpers,
): Promise<void> {
  // In the database: the provider may send the user back to any server of the store.
  const flows = new FlowStore(app.db);
  const redirectUri = `${app.config.publicUrl}/accounts/oidc/callback`;
  let discovered: Promise<client.Configuration> | null = null;

  function configuration(): Promise<client.Configuration> {
    if (!discovered) {
      const issuer = new URL(oidc.issuer);
      discovered = client
        .discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
          // A provider on plain http is only reasonable on a private network or in tests.
          execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          discovered = null;
          throw error;
        });
    }
    return discovered;
  }

  function failed(request: FastifyRequest, reply: FastifyReply, flow: Flow | null, error: unknown) {
    request.log.warn({ err: error }, 'single sign-on failed');
    const language = flow?.language ?? requestLanguage(request);
    const context = pageContext(request, language, flow?.returnUrl ?? '/');
    return helpers.sendPage(
      reply,
      400,
      loginPage(context, { email: '', error: 'error.sso', sso: oidc.name }),
    );
  }

  async function finish(reply: FastifyReply, request: FastifyRequest, flow: Flow) {
    await flows.delete(request.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, { path: '/accounts/oidc' });
    return helpers.redirect(reply, flow.returnUrl);
  }

  app.get('/accounts/oidc/start', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const language = requestLanguage(request);
    const returnUrl = safeReturnUrl(query.returnUrl, app.config.publicUrl);
    let config: client.Configuration;
    try {
      config = await configuration();
    } catch (error) {
      return failed(request, reply, null, error);
    }
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const id = await flows.create({ returnUrl, language, codeVerifier, state, nonce });
    reply.setCookie(FLOW_COOKIE, id, {
      path: '/accounts/oidc',
      httpOnly: true,
      sameSite: 'lax',
      secure: helpers.secure,
      maxAge: FLOW_TTL_MS / 1000,
    });
    const target = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ui_locales: language,
    });
    return helpers.redirect(reply, target.href);
  });

  app.get('/accounts/oidc/callback', async (request, reply) => {
    const flow = await flows.get(request.cookies[FLOW_COOKIE]);
    if (!flow) return failed(request, reply, null, new Error('no sign-on in progress'));
    let claims: Record<string, unknown>;
    try {
      const config = await configuration();
      const current = new URL(request.url, app.config.publicUrl);
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      // Providers that follow the standard strictly put profile claims only in userinfo.
      const userInfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
      claims = { ...userInfo, ...idToken };
    } catch (error) {
      await flows.delete(request.cookies[FLOW_COOKIE]);
      return failed(request, reply, flow, error);
    }
    const subject = claims.sub as string;
    const issuer = oidc.issuer;

    const known = await app.db
      .selectFrom('users')
      .select('id')
      .where('oidc_issuer', '=', issuer)
      .where('oidc_subject', '=', subject)
      .executeTakeFirst();
    if (known) {
      await helpers.signedIn(request, reply, known.id);
      return finish(reply, request, flow);
    }

    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    const context = pageContext(request, flow.language, flow.returnUrl);
    if (!email) {
      return helpers.sendPage(
        reply,
        400,
        loginPage(context, { email: '', error: 'error.ssoNoEmail', sso: oidc.name }),
      );
    }
    const sameEmail = await app.db
      .selectFrom('users')
      .select(['id', 'oidc_subject'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (sameEmail) {
      // Only a provider that vouches for the address may take over an existing account.
      if (claims.email_verified !== true || sameEmail.oidc_subject !== null) {
        return helpers.sendPage(
          reply,
          409,
          loginPage(context, { email, error: 'error.ssoEmail', sso: oidc.name }),
        );
      }
      await app.db
        .updateTable('users')
        .set({ oidc_issuer: issuer, oidc_subject: subject })
        .where('id', '=', sameEmail.id)
        .execute();
      await helpers.signedIn(request, reply, sameEmail.id);
      return finish(reply, request, flow);
    }

    const nickname = nicknameFrom(claims, email);
    const birthDate = typeof claims.birthdate === 'string' ? claims.birthdate : '';
    if (isValidBirthDate(birthDate)) {
      const created = await app.db
        .insertInto('users')
        .values({
          email,
          password_hash: null,
          nickname,
          birth_date: birthDate,
          oidc_issuer: issuer,
          oidc_subject: subject,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await helpers.signedIn(request, reply, created.id);
      return finish(reply, request, flow);
    }
    await flows.setPending(request.cookies[FLOW_COOKIE], { subject, email, nickname });
    return helpers.sendPage(
      reply,
      200,
      completePage(context, { nickname, birthDate: '', errors: {} }),
    );
  });

  app.post('/accounts/oidc/complete', async (request, reply) => {
    const flow = await flows.get(request.cookies[FLOW_COOKIE]);
    if (!flow?.pending) return failed(request, reply, flow, new Error('nothing to complete'));
    const sentNickname = textField(request.body, 'nickname');
    const nickname = sentNickname.trim();
    const birthDate = textField(request.body, 'birthDate').trim();
    const errors: Parameters<typeof completePage>[1]['errors'] = {};
    const nicknameError = nicknameProblem(sentNickname);
    if (nicknameError) errors.nickname = nicknameError;
    if (!isValidBirthDate(birthDate)) errors.birthDate = 'error.birthDate';
    const context = pageContext(request, requestLanguage(request), flow.returnUrl);
    if (Object.keys(errors).length > 0) {
      return helpers.sendPage(reply, 400, completePage(context, { nickname, birthDate, errors }));
    }
    const { pending } = flow;
    const created = await app.db
      .insertInto('users')
      .values({
        email: pending.email,
        password_hash: null,
        nickname,
        birth_date: birthDate,
        oidc_issuer: oidc.issuer,
        oidc_subject: pending.subject,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) return failed(request, reply, flow, new Error('account created meanwhile'));
    await helpers.signedIn(request, reply, created.id);
    return finish(reply, request, flow);
  });
}
