import { browserApi } from '@betfront/api-client';
import type {
  ActivationBody,
  EmailRegistrationBody,
  OneClickBody,
  PhoneCodeBody,
  PhoneRegistrationBody,
  RegistrationChoices,
} from '@betfront/contract/registration';
import {
  codeSentAnswerSchema,
  credentialsEmailAnswerSchema,
  type credentialsEmailBodySchema,
  emailSentAnswerSchema,
  oneClickAnswerSchema,
  registeredAnswerSchema,
  registrationOptionsSchema,
} from '@betfront/contract/registration';
import type { z } from 'zod/mini';

const post = (path: string, body: unknown) => ({ method: 'POST' as const, path, body, auth: false });

export const loadRegistrationOptions = (lng: string) =>
  browserApi().request(registrationOptionsSchema, {
    method: 'GET',
    path: '/web-api/registration/options',
    auth: false,
    query: { lng: registrationLanguage(lng) },
  });

export const registerOneClick = (body: OneClickBody) =>
  browserApi().request(oneClickAnswerSchema, post('/web-api/registration/one-click', body));

export const emailCredentials = (body: z.input<typeof credentialsEmailBodySchema>) =>
  browserApi().request(credentialsEmailAnswerSchema, post('/web-api/registration/credentials/email', body));

export const sendPhoneCode = (body: PhoneCodeBody) =>
  browserApi().request(codeSentAnswerSchema, post('/web-api/registration/phone/code', body));

export const registerByPhone = (body: PhoneRegistrationBody) =>
  browserApi().request(registeredAnswerSchema, post('/web-api/registration/phone', body));

export const registerByEmail = (body: EmailRegistrationBody) =>
  browserApi().request(emailSentAnswerSchema, post('/web-api/registration/email', body));

export const activateRegistration = (body: ActivationBody) =>
  browserApi().request(registeredAnswerSchema, post('/web-api/registration/email/activate', body));

/** The registration's language as the platform takes it: the page's, English or Russian. */
export const registrationLanguage = (lng: string): 'ru' | 'en' => (lng === 'en' ? 'en' : 'ru');

/** Where social registration leaves for the provider, with the visitor's choices. */
export const socialStartPath = (choices: RegistrationChoices, lng: string) =>
  `/web-api/registration/social/start?${new URLSearchParams({
    currency_id: String(choices.currency_id),
    country_id: String(choices.country_id),
    bonus_choice: String(choices.bonus_choice),
    lng: registrationLanguage(lng),
  }).toString()}`;
