import { partnerAttributionOf } from '../partners/partner-attribution';
import { REFERRAL_COOKIE } from '../referrals/referral-code';
import multipart from '@fastify/multipart';
import { SECOND_STEP_QUERY } from '@betfront/contract/auth';
import { ONE_TAP_FEATURE, oneTapFormSchema, oneTapProviderSlug } from '@betfront/contract/one-tap';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setLoginCookie } from '../auth/login-cookie';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { isSecureRequest, requestOrigin } from '../http/request-origin';
import { CALLBACK_PATH } from '../oauth/plugin';
import { readCachedSiteSettings } from '../settings/cached-site-settings';
import { setTwoStepCookie } from '../two-factor/two-step-cookie';
import { fetchProviderProfile, ProviderError } from './oauth-client';
import { isSocialAvailable, providerKeyOf, serverSideUrl } from './provider-urls';
import { assertChoicesExist } from './register-player';
import type { RegistrationEnv } from './registration-env';
import { takeReturnTarget } from './return-target';
import { finishSocialRegistration, SocialFailure } from './social-registration';

const FORM_LIMITS = { fields: 8, fieldSize: 8192, files: 0, parts: 8 };

/** The text fields of a multipart form; a file or a repeated field is refused. */
async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new HttpError(415, 'multipart_expected', 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: FORM_LIMITS })) {
    if (part.type === 'file' || Object.hasOwn(fields, part.fieldname)) {
      throw new HttpError(400, 'invalid_request', `Unexpected form part ${part.fieldname}`);
    }
    fields[part.fieldname] = String(part.value);
  }
  return fields;
}

/**
 * One-tap social sign-in (site §7): the provider's client id for its prompt, then the credential the prompt gave,
 * which signs a known player in or opens an account, as the social round trip does. Only while feature 13 is on.
 */
export function oneTapRoutes(db: Database, settings: RegistrationEnv, nodeEnv: string) {
  const { oauth, demoBalance } = settings;
  const base = `/social-api/oauth/${oneTapProviderSlug(oauth.name)}-one-tap`;

  return async (app: FastifyInstance) => {
    await app.register(multipart);
    const assertOn = async () => {
      const { features } = await readCachedSiteSettings(db);
      if (!features.includes(ONE_TAP_FEATURE) || !isSocialAvailable(oauth, nodeEnv)) {
        throw new HttpError(404, 'not_found', 'One-tap sign-in is off on this site');
      }
    };

    app.get(`${base}/clientId`, async (_request, reply) => {
      await assertOn();
      return reply
        .header('cache-control', 'no-store')
        .send({ clientId: oauth.clientId, scriptUrl: oauth.oneTapScriptUrl, providerName: oauth.name });
    });

    app.post(base, { config: { rateLimit: { max: 30, timeWindow: '1 hour' } } }, async (request, reply) => {
      await assertOn();
      const form = parseInput(oneTapFormSchema, await readFormFields(request), 'body');
      const choices = { currency_id: form.currency_id, country_id: form.countryId, bonus_choice: 0 as const };
      await assertChoicesExist(db, choices);
      reply.header('cache-control', 'no-store');
      try {
        const profile = await fetchProviderProfile(
          oauth,
          { token: serverSideUrl(app, oauth.tokenUrl), userinfo: serverSideUrl(app, oauth.userinfoUrl) },
          form.credential,
          `${requestOrigin(request)}${CALLBACK_PATH}`,
        );
        const signedIn = await finishSocialRegistration(
          db,
          providerKeyOf(oauth),
          profile,
          {
            ...choices,
            lng: form.lng,
            referralCode: request.cookies[REFERRAL_COOKIE],
            partner: partnerAttributionOf(request.cookies),
          },
          demoBalance,
        );
        if (signedIn.kind === 'two-step') {
          setTwoStepCookie(reply, signedIn.pendingId, isSecureRequest(request));
          return { redirectUrl: `/${form.lng}/user/login?${new URLSearchParams(SECOND_STEP_QUERY).toString()}` };
        }
        setLoginCookie(reply, signedIn.sessionId, true, isSecureRequest(request));
        return { redirectUrl: takeReturnTarget(request, reply) ?? `/${form.lng}` };
      } catch (error) {
        if (error instanceof ProviderError) {
          request.log.warn({ reason: error.message }, 'one-tap sign-in: the provider refused the credential');
          throw new HttpError(400, 'invalid_credential', 'The sign-in credential was not accepted');
        }
        if (error instanceof SocialFailure) {
          throw new HttpError(403, 'registration_closed', 'Registration is closed on this site');
        }
        throw error;
      }
    });
  };
}
