import { browserApi } from '@betfront/api-client';
import type { LoginAnswer } from '@betfront/contract/auth';
import {
  loggedInAnswerSchema,
  loginAnswerSchema,
  loginBodySchema,
  loginPhoneBodySchema,
  loginSmsBodySchema,
  loginTwoStepBodySchema,
  smsSendAnswerSchema,
  smsSendBodySchema,
} from '@betfront/contract/auth';
import type { z } from 'zod/mini';
import type { PhoneValue } from '../phone/phone-value';
import { digitsOf } from '../phone/phone-value';
import { encodeLogin } from './encode-credentials';

// A visitor's calls: no bearer token, and a refused login (401) is an answer, not a token to refresh.
const loginCall = (path: string, body: unknown): Promise<LoginAnswer> =>
  browserApi().request(loginAnswerSchema, { method: 'POST', path, body, auth: false });

const phoneFields = (phone: PhoneValue) => ({ 'phone-number': digitsOf(phone.number), 'phone-code': phone.telCode });

/** Each login's body with the schema the platform checks it with. */
export const passwordLogin = (login: string, password: string, save: boolean) => ({
  schema: loginBodySchema,
  body: { uLogin: encodeLogin(login), uPassword: password, save },
});
export const phoneLogin = (phone: PhoneValue, password: string, save: boolean) => ({
  schema: loginPhoneBodySchema,
  body: { phone_number: digitsOf(phone.number), country_code: phone.telCode, uPassword: password, save },
});
export const smsCodeRequest = (phone: PhoneValue) => ({ schema: smsSendBodySchema, body: phoneFields(phone) });
export const smsLogin = (phone: PhoneValue, code: string, save: boolean) => ({
  schema: loginSmsBodySchema,
  body: { ...phoneFields(phone), 'sms-code': code, save },
});
export const twoStepLogin = (code: string, save: boolean) => ({
  schema: loginTwoStepBodySchema,
  body: { code: code.trim(), save },
});

export const loginWithPassword = (body: z.input<typeof loginBodySchema>): Promise<LoginAnswer> =>
  loginCall('/web-api/auth/login', body);

export const loginWithPhone = (body: z.input<typeof loginPhoneBodySchema>): Promise<LoginAnswer> =>
  loginCall('/web-api/auth/login-phone', body);

/** Answers the seconds before another code may be asked for. */
export const sendSmsCode = async (body: z.input<typeof smsSendBodySchema>): Promise<number> =>
  (
    await browserApi().request(smsSendAnswerSchema, {
      method: 'POST',
      path: '/web-api/auth/sms/send',
      body,
      auth: false,
    })
  ).retry_after;

export const loginWithSms = (body: z.input<typeof loginSmsBodySchema>): Promise<LoginAnswer> =>
  loginCall('/web-api/auth/login-sms', body);

export const loginWithTwoStepCode = async (body: z.input<typeof loginTwoStepBodySchema>): Promise<number> =>
  (
    await browserApi().request(loggedInAnswerSchema, {
      method: 'POST',
      path: '/web-api/auth/login-two-step',
      body,
      auth: false,
    })
  ).user_id;
