import { SECOND_STEP_QUERY } from '@betfront/contract/auth';
import { socialCallbackQuerySchema, socialStartQuerySchema } from '@betfront/contract/registration';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setLoginCookie } from '../auth/login-cookie';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { partnerAttributionOf } from '../partners/partner-attribution';
import { REFERRAL_COOKIE } from '../referrals/referral-code';
import { parseInput } from '../http/parse-input';
import { fetchProviderProfile, ProviderError } from './oauth-client';
import { isSocialAvailable, providerKeyOf, serverSideUrl } from './provider-urls';
import type { RegistrationEnv } from './registration-env';
import { isSecureRequest, requestOrigin } from '../http/request-origin';
import { setTwoStepCookie } from '../two-factor/two-step-cookie';
import { takeReturnTarget } from './return-target';
import {
  beginSocialRegistration,
  finishSocialRegistration,
  SOCIAL_STATE_LIFETIME_SECONDS,
  SocialFailure,
  takeSocialChoices,
} from './social-registration';

const STATE_COOKIE = 'bf_social_state';
const SOCIAL_PATH = '/web-api/registration/social';
const CALLBACK_PATH = `${SOCIAL_PATH}/callback`;
const STATE_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: SOCIAL_PATH } as const;

const socialPage = (lng: string, error: string) => `/${lng}/registration/socialregistration?error=${error}`;

/** Social registration: a round trip through the OAuth 2 provider (authorization-code flow). */
export function socialRoutes(db: Database, settings: RegistrationEnv, nodeEnv: string) {
  const { oauth, demoBalance } = settings;
  const provider = providerKeyOf(oauth);

  return async (app: FastifyInstance) => {
    const assertAvailable = () => {
      if (!isSocialAvailable(oauth, nodeEnv)) {
        throw new HttpError(404, 'not_found', 'Social registration is not configured on this site');
      }
    };

    app.get(
      `${SOCIAL_PATH}/start`,
      { config: { rateLimit: { max: 30, timeWindow: '1 hour' } } },
      async (request, reply) => {
        assertAvailable();
        const query = parseInput(socialStartQuerySchema, request.query, 'query');
        let state: string;
        try {
          state = await beginSocialRegistration(db, query);
        } catch (error) {
          if (error instanceof SocialFailure) return reply.redirect(socialPage(error.lng, error.code), 303);
          throw error;
        }
        const authorize = new URL(oauth.authorizeUrl, requestOrigin(request));
        authorize.search = new URLSearchParams({
          response_type: 'code',
          client_id: oauth.clientId,
          redirect_uri: `${requestOrigin(request)}${CALLBACK_PATH}`,
          scope: oauth.scope,
          state,
        }).toString();
        reply.setCookie(STATE_COOKIE, state, {
          ...STATE_COOKIE_OPTIONS,
          secure: isSecureRequest(request),
          maxAge: SOCIAL_STATE_LIFETIME_SECONDS,
        });
        return reply.header('cache-control', 'no-store').redirect(authorize.toString(), 303);
      },
    );

    app.get(CALLBACK_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
      assertAvailable();
      reply.clearCookie(STATE_COOKIE, STATE_COOKIE_OPTIONS).header('cache-control', 'no-store');
      const query = parseInput(socialCallbackQuerySchema, request.query, 'query');
      const choices = query.state ? await takeSocialChoices(db, query.state, request.cookies[STATE_COOKIE]) : null;
      if (!choices) return reply.redirect(socialPage('ru', 'expired'), 303);
      if ('error' in query) return reply.redirect(socialPage(choices.lng, 'denied'), 303);
      try {
        const profile = await fetchProviderProfile(
          oauth,
          { token: serverSideUrl(app, oauth.tokenUrl), userinfo: serverSideUrl(app, oauth.userinfoUrl) },
          query.code,
          `${requestOrigin(request)}${CALLBACK_PATH}`,
        );
        const referralCode = request.cookies[REFERRAL_COOKIE];
        const signedIn = await finishSocialRegistration(
          db,
          provider,
          profile,
          { ...choices, referralCode, partner: partnerAttributionOf(request.cookies) },
          demoBalance,
        );
        if (signedIn.kind === 'two-step') {
          setTwoStepCookie(reply, signedIn.pendingId, isSecureRequest(request));
          return reply.redirect(`/${choices.lng}/user/login?${new URLSearchParams(SECOND_STEP_QUERY).toString()}`, 303);
        }
        setLoginCookie(reply, signedIn.sessionId, true, isSecureRequest(request));
        return reply.redirect(takeReturnTarget(request, reply) ?? `/${choices.lng}`, 303);
      } catch (error) {
        if (error instanceof ProviderError) {
          request.log.warn({ reason: error.message }, 'social registration: the provider failed');
          return reply.redirect(socialPage(choices.lng, 'provider'), 303);
        }
        if (error instanceof SocialFailure) return reply.redirect(socialPage(error.lng, error.code), 303);
        throw error;
      }
    });
  };
}
