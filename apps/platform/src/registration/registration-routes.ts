import {
  activationBodySchema,
  credentialsEmailBodySchema,
  emailRegistrationBodySchema,
  oneClickBodySchema,
  phoneCodeBodySchema,
  phoneRegistrationBodySchema,
  registrationOptionsQuerySchema,
} from '@betfront/contract/registration';
import type { OneClickAnswer, RegisteredAnswer, RegistrationOptions } from '@betfront/contract/registration';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setLoginCookie } from '../auth/login-cookie';
import type { Database } from '../db/database';
import { countryFromRequest } from '../http/country-header';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { sessionIdFromRequest } from '../session/session-cookie';
import { findUserBySession } from '../session/session-service';
import { assertRegistrationOpen, isRegistrationOpen } from './availability';
import { countryForCode, listCountries, usualCurrencyIso } from './countries';
import { findCurrencyIdByIso, listCurrencies } from './currency-repository';
import { activateEmailRegistration, startEmailRegistration } from './email-registration';
import { emailOneClickCredentials, registerOneClick } from './one-click-registration';
import { registerByPhone, sendPhoneCode } from './phone-registration';
import { isSocialAvailable } from './provider-urls';
import type { RegistrationEnv } from './registration-env';
import { isSecureRequest, requestOrigin } from '../http/request-origin';
import { takeReturnTarget } from './return-target';
import { REFERRAL_COOKIE } from '../referrals/referral-code';
import { recordReferral } from '../referrals/referral-repository';
import { partnerAttributionOf, recordPartnerAttribution } from '../partners/partner-attribution';

const perHour = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 hour' } } });

/**
 * The player is logged in from here on: the session cookie, and where the page goes next. A referral link the
 * browser followed ties the new player to the friend who shared it, a partner's link to the partner.
 */
async function answerRegistered(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, sessionId }: { userId: number; sessionId: string },
): Promise<RegisteredAnswer> {
  await recordReferral(db, userId, request.cookies[REFERRAL_COOKIE]);
  await recordPartnerAttribution(db, userId, partnerAttributionOf(request.cookies));
  setLoginCookie(reply, sessionId, true, isSecureRequest(request));
  reply.header('cache-control', 'no-store');
  return { user_id: userId, redirect_to: takeReturnTarget(request, reply) };
}

export function registrationRoutes(db: Database, settings: RegistrationEnv, nodeEnv: string) {
  const { demoBalance, oauth } = settings;

  return async (app: FastifyInstance) => {
    app.get('/web-api/registration/options', async (request): Promise<RegistrationOptions> => {
      const { lng } = parseInput(registrationOptionsQuerySchema, request.query, 'query');
      const country = countryForCode(countryFromRequest(request));
      const currencies = await listCurrencies(db, lng);
      const currencyId = (await findCurrencyIdByIso(db, usualCurrencyIso(country))) ?? currencies[0]?.id ?? 0;
      return {
        available: await isRegistrationOpen(db),
        currencies,
        countries: listCountries(lng),
        default_currency_id: currencyId,
        default_country_id: country.id,
        social: isSocialAvailable(oauth, nodeEnv) ? { provider_name: oauth.name } : null,
        demo_balance: demoBalance,
      };
    });

    app.post('/web-api/registration/one-click', perHour(10), async (request, reply): Promise<OneClickAnswer> => {
      const body = parseInput(oneClickBodySchema, request.body, 'body');
      await assertRegistrationOpen(db);
      const created = await registerOneClick(db, body, demoBalance);
      return {
        ...(await answerRegistered(db, request, reply, created)),
        login: created.login,
        password: created.password,
      };
    });

    app.post('/web-api/registration/credentials/email', perHour(5), async (request) => {
      const body = parseInput(credentialsEmailBodySchema, request.body, 'body');
      const user = await findUserBySession(db, sessionIdFromRequest(request));
      if (!user) throw new HttpError(401, 'unauthorized', 'Log in first');
      await emailOneClickCredentials(db, user.id, body.email, body.password);
      return { success: true };
    });

    app.post('/web-api/registration/phone/code', perHour(20), async (request, reply) => {
      const body = parseInput(phoneCodeBodySchema, request.body, 'body');
      await assertRegistrationOpen(db);
      const { retryAfter } = await sendPhoneCode(db, body, request.ip);
      return reply.header('cache-control', 'no-store').send({ success: true, retry_after: retryAfter });
    });

    app.post('/web-api/registration/phone', perHour(30), async (request, reply) => {
      const body = parseInput(phoneRegistrationBodySchema, request.body, 'body');
      await assertRegistrationOpen(db);
      return answerRegistered(db, request, reply, await registerByPhone(db, body, demoBalance));
    });

    app.post('/web-api/registration/email', perHour(20), async (request) => {
      const body = parseInput(emailRegistrationBodySchema, request.body, 'body');
      await assertRegistrationOpen(db);
      await startEmailRegistration(db, body, request.ip, requestOrigin(request));
      return { success: true, email: body.email };
    });

    app.post('/web-api/registration/email/activate', perHour(30), async (request, reply) => {
      const body = parseInput(activationBodySchema, request.body, 'body');
      await assertRegistrationOpen(db);
      return answerRegistered(db, request, reply, await activateEmailRegistration(db, body, demoBalance));
    });
  };
}
