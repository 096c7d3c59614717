import { requestOrigin } from '../http/request-origin';
import { recoveryCheckBodySchema, recoverySaveBodySchema, recoveryStartBodySchema } from '@betfront/contract/security';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { checkRecovery, saveRecovery, startRecovery } from './recovery-service';

/** Password recovery: a code to the account's e-mail or phone, the code checked, the new password saved. */
export function recoveryRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/web-api/auth/recovery/start', async (request) => {
      const body = parseInput(recoveryStartBodySchema, request.body, 'body');
      return startRecovery(db, { login: body.login, lng: body.lng, origin: requestOrigin(request) });
    });

    app.post('/web-api/auth/recovery/check', async (request) => {
      const body = parseInput(recoveryCheckBodySchema, request.body, 'body');
      return checkRecovery(db, body.token, body.code);
    });

    app.post('/web-api/auth/recovery/save', async (request) => {
      const body = parseInput(recoverySaveBodySchema, request.body, 'body');
      await saveRecovery(db, body.token, body.password);
      return { success: true };
    });
  };
}
