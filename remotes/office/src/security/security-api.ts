import { browserApi } from '@betfront/api-client';
import {
  accountVerifyAnswerSchema,
  changeLoginAnswerSchema,
  codeSentAnswerSchema,
  endOtherSessionsAnswerSchema,
  endSessionAnswerSchema,
  securityOverviewSchema,
  sessionsAnswerSchema,
  successAnswerSchema,
  twoFactorEnableAnswerSchema,
  twoFactorSetupAnswerSchema,
} from '@betfront/contract/security';
import type { core } from 'zod/mini';

const post = <T>(schema: core.$ZodType<T>, path: string, body: unknown = {}) =>
  browserApi().request(schema, { method: 'POST', path, body });

/** The platform's security calls, through the browser's one API client. */
export const securityApi = {
  overview: () => browserApi().request(securityOverviewSchema, { method: 'GET', path: '/web-api/security/overview' }),
  changePassword: (body: { current_password: string; new_password: string }) =>
    post(successAnswerSchema, '/web-api/security/password', body),
  changeLogin: (body: { login: string; password: string }) =>
    post(changeLoginAnswerSchema, '/web-api/security/login', body),
  setQuestion: (body: { question: string; answer: string; password: string }) =>
    post(securityOverviewSchema, '/web-api/security/question', body),
  setEmailAuth: (body: { enabled: boolean; password: string }) =>
    post(securityOverviewSchema, '/web-api/security/email-auth', body),
  sendPhoneCode: (body: { tel_code: string; number: string } | { current: true }) =>
    post(codeSentAnswerSchema, '/web-api/security/phone/code', body),
  confirmPhone: (code: string) => post(securityOverviewSchema, '/web-api/security/phone/confirm', { code }),
  sendEmailCode: (body: { email: string } | { current: true }) =>
    post(codeSentAnswerSchema, '/web-api/security/email/code', body),
  confirmEmail: (code: string) => post(securityOverviewSchema, '/web-api/security/email/confirm', { code }),
  verifyAccount: (body: { user: number; code: string }) =>
    post(accountVerifyAnswerSchema, '/web-api/user/accountverify', body),
  setUpTwoFactor: () => post(twoFactorSetupAnswerSchema, '/web-api/security/two-factor/setup'),
  enableTwoFactor: (code: string) => post(twoFactorEnableAnswerSchema, '/web-api/security/two-factor/enable', { code }),
  disableTwoFactor: (body: { code: string; password: string }) =>
    post(successAnswerSchema, '/web-api/security/two-factor/disable', body),
  sessions: () => browserApi().request(sessionsAnswerSchema, { method: 'GET', path: '/web-api/security/sessions' }),
  endOtherSessions: () => post(endOtherSessionsAnswerSchema, '/web-api/security/sessions/end-others'),
  endSession: (id: string) => post(endSessionAnswerSchema, `/web-api/security/sessions/${encodeURIComponent(id)}/end`),
};
