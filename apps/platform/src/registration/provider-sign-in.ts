import { SECOND_STEP_QUERY } from '@betfront/contract/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setLoginCookie } from '../auth/login-cookie';
import type { Database } from '../db/database';
import { isSecureRequest, requestOrigin } from '../http/request-origin';
import { partnerAttributionOf } from '../partners/partner-attribution';
import { REFERRAL_COOKIE } from '../referrals/referral-code';
import { setTwoStepCookie } from '../two-factor/two-step-cookie';
import { fetchProviderProfile } from './oauth-client';
import { providerKeyOf, serverSideUrl } from './provider-urls';
import type { RegistrationEnv } from './registration-env';
import { takeReturnTarget } from './return-target';
import { finishSocialRegistration } from './social-registration';
import type { SocialState } from './social-repository';

/** Where the provider sends the browser back with its code; a one-tap credential is bound to it too. */
export const SOCIAL_CALLBACK_PATH = '/web-api/registration/social/callback';

/**
 * Redeems the provider's code (the round trip's, or a one-tap credential) for the person's profile, signs them in
 * or opens their account, and sets the cookie of what follows. Answers where the browser goes next: the sign-in's
 * second step, or back to the page the visitor came from. The provider's and the registration's refusals
 * (ProviderError, SocialFailure) are the caller's to tell.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  { db, settings }: { db: Database; settings: RegistrationEnv },
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  code: string,
  choices: SocialState,
): Promise<string> {
  const { oauth, demoBalance } = settings;
  const profile = await fetchProviderProfile(
    oauth,
    { token: serverSideUrl(app, oauth.tokenUrl), userinfo: serverSideUrl(app, oauth.userinfoUrl) },
    code,
    `${requestOrigin(request)}${SOCIAL_CALLBACK_PATH}`,
  );
  const signedIn = await finishSocialRegistration(
    db,
    providerKeyOf(oauth),
    profile,
    { ...choices, referralCode: request.cookies[REFERRAL_COOKIE], partner: partnerAttributionOf(request.cookies) },
    demoBalance,
  );
  if (signedIn.kind === 'two-step') {
    setTwoStepCookie(reply, signedIn.pendingId, isSecureRequest(request));
    return `/${choices.lng}/user/login?${new URLSearchParams(SECOND_STEP_QUERY).toString()}`;
  }
  setLoginCookie(reply, signedIn.sessionId, true, isSecureRequest(request));
  return takeReturnTarget(request, reply) ?? `/${choices.lng}`;
}
