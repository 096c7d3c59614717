import { browserApi } from '@betfront/api-client';
import { recoveryCheckAnswerSchema, recoveryStartAnswerSchema, successAnswerSchema } from '@betfront/contract/security';

/** The platform's password recovery calls, through the browser's one API client. */
export const recoveryApi = {
  start: (login: string, lng: string) =>
    browserApi().request(recoveryStartAnswerSchema, {
      method: 'POST',
      path: '/web-api/auth/recovery/start',
      body: { login, lng },
      auth: false,
    }),
  check: (token: string, code: string) =>
    browserApi().request(recoveryCheckAnswerSchema, {
      method: 'POST',
      path: '/web-api/auth/recovery/check',
      body: { token, code },
      auth: false,
    }),
  save: (token: string, password: string) =>
    browserApi().request(successAnswerSchema, {
      method: 'POST',
      path: '/web-api/auth/recovery/save',
      body: { token, password },
      auth: false,
    }),
};
