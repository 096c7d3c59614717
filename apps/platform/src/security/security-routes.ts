import {
  changeLoginBodySchema,
  changePasswordBodySchema,
  emailAuthBodySchema,
  securityQuestionBodySchema,
} from '@betfront/contract/security';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { confirmPassword } from './confirm-password';
import { renewSession } from './renew-session';
import { requirePlayer } from './require-player';
import { loadSecurityOverview } from './security-overview';
import { changeLogin, changePassword, setEmailAuth, setSecurityQuestion } from './security-service';

/** The player's protection overview and the changes that need the current password. */
export function securityRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/security/overview', async (request) => {
      const { user } = await requirePlayer(db, request);
      return loadSecurityOverview(db, user.id);
    });

    app.post('/web-api/security/password', async (request, reply) => {
      const body = parseInput(changePasswordBodySchema, request.body, 'body');
      const { user, sessionHash } = await requirePlayer(db, request);
      await confirmPassword(db, request, user.id, body.current_password);
      await changePassword(db, user.id, sessionHash, body.new_password);
      await renewSession(db, request, reply, sessionHash);
      return { success: true };
    });

    app.post('/web-api/security/login', async (request) => {
      const body = parseInput(changeLoginBodySchema, request.body, 'body');
      const { user } = await requirePlayer(db, request);
      await confirmPassword(db, request, user.id, body.password);
      await changeLogin(db, user.id, body.login);
      return { login: body.login };
    });

    app.post('/web-api/security/question', async (request) => {
      const body = parseInput(securityQuestionBodySchema, request.body, 'body');
      const { user } = await requirePlayer(db, request);
      await confirmPassword(db, request, user.id, body.password);
      await setSecurityQuestion(db, user.id, body.question, body.answer);
      return loadSecurityOverview(db, user.id);
    });

    app.post('/web-api/security/email-auth', async (request, reply) => {
      const body = parseInput(emailAuthBodySchema, request.body, 'body');
      const { user, sessionHash } = await requirePlayer(db, request);
      await confirmPassword(db, request, user.id, body.password);
      await setEmailAuth(db, user.id, body.enabled);
      await renewSession(db, request, reply, sessionHash);
      return loadSecurityOverview(db, user.id);
    });
  };
}
