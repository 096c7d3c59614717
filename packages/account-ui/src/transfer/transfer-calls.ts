import { browserApi } from '@betfront/api-client';
import {
  transferCheckCodeAnswerSchema,
  transferSendCodeAnswerSchema,
  transferSendCodeBodySchema,
  transferUserDataAnswerSchema,
} from '@betfront/contract/user-transfer';
import type { core, z } from 'zod/mini';
import type { PhoneValue } from '../phone/phone-value';
import { digitsOf } from '../phone/phone-value';

const BASE = '/web-api/api/internal/v1/account/user-transfer';

/** A visitor's call; a failure is logged, then rethrown for the form to name. */
async function post<T>(schema: core.$ZodType<T>, path: string, body: unknown): Promise<T> {
  try {
    return await browserApi().request(schema, { method: 'POST', path: `${BASE}/${path}`, body, auth: false });
  } catch (error) {
    console.error(`betfront: user transfer ${path.split('/')[0] ?? path} failed`, error);
    throw error;
  }
}

const phoneBody = (phone: PhoneValue) => ({ country_code: phone.telCode, phone: digitsOf(phone.number) });

/** The request for a code, with the schema the platform checks it with. */
export const transferCodeRequest = (phone: PhoneValue, captcha: string, lng: 'ru' | 'en') => ({
  schema: transferSendCodeBodySchema,
  body: { ...phoneBody(phone), captcha, lng },
});

/** Sends the code to the phone; answers the seconds before another may be asked for. */
export const sendTransferCode = async (partner: string, body: z.input<typeof transferSendCodeBodySchema>) =>
  (await post(transferSendCodeAnswerSchema, `send-code/${partner}`, body)).retry_after;

/** Checks the code; answers the one-time token the new account is opened with. */
export const checkTransferCode = async (partner: string, phone: PhoneValue, code: string) =>
  (await post(transferCheckCodeAnswerSchema, `check-code/${partner}`, { ...phoneBody(phone), code })).redirectToken;

/** Opens the account (and the session with it): its id and the password to log in with next time. */
export const openTransferredAccount = async (redirectToken: string) =>
  (await post(transferUserDataAnswerSchema, 'user-data', { redirectToken })).user;
