import { browserApi } from '@betfront/api-client';
import type { LoginAnswer } from '@betfront/contract/auth';
import { loggedInAnswerSchema, loginAnswerSchema, smsSendAnswerSchema } from '@betfront/contract/auth';
import type { PhoneValue } from '../phone/phone-value';
import { digitsOf } from '../phone/phone-value';
import { encodeLogin } from './encode-credentials';

// A visitor's calls: no bearer token, and a refused login (401) is an answer, not a token to refresh.
const loginCall = (path: string, body: unknown): Promise<LoginAnswer> =>
  browserApi().request(loginAnswerSchema, { method: 'POST', path, body, auth: false });

export const loginWithPassword = (login: string, password: string, save: boolean): Promise<LoginAnswer> =>
  loginCall('/web-api/auth/login', { uLogin: encodeLogin(login), uPassword: password, save });

export const loginWithPhone = (phone: PhoneValue, password: string, save: boolean): Promise<LoginAnswer> =>
  loginCall('/web-api/auth/login-phone', {
    phone_number: digitsOf(phone.number),
    country_code: phone.telCode,
    uPassword: password,
    save,
  });

/** Answers the seconds before another code may be asked for. */
export const sendSmsCode = async (phone: PhoneValue): Promise<number> =>
  (
    await browserApi().request(smsSendAnswerSchema, {
      method: 'POST',
      path: '/web-api/auth/sms/send',
      body: { 'phone-number': digitsOf(phone.number), 'phone-code': phone.telCode },
      auth: false,
    })
  ).retry_after;

export const loginWithSms = (phone: PhoneValue, code: string, save: boolean): Promise<LoginAnswer> =>
  loginCall('/web-api/auth/login-sms', {
    'phone-number': digitsOf(phone.number),
    'phone-code': phone.telCode,
    'sms-code': code,
    save,
  });

export const loginWithTwoStepCode = async (code: string, save: boolean): Promise<number> =>
  (
    await browserApi().request(loggedInAnswerSchema, {
      method: 'POST',
      path: '/web-api/auth/login-two-step',
      body: { code: code.trim(), save },
      auth: false,
    })
  ).user_id;
