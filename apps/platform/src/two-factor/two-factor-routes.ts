import { twoFactorDisableBodySchema, twoFactorEnableBodySchema } from '@betfront/contract/security';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { confirmPassword } from '../security/confirm-password';
import { renewSession } from '../security/renew-session';
import { requirePlayer } from '../security/require-player';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from './two-factor-service';

/** Turning two-factor authentication on (a secret to scan, then a code from it) and off. */
export function twoFactorRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/web-api/security/two-factor/setup', async (request) => {
      const { user } = await requirePlayer(db, request);
      return startTwoFactorSetup(db, user.id, user.login);
    });

    app.post('/web-api/security/two-factor/enable', async (request, reply) => {
      const body = parseInput(twoFactorEnableBodySchema, request.body, 'body');
      const { user, sessionHash } = await requirePlayer(db, request);
      const backupCodes = await enableTwoFactor(db, user.id, body.code);
      await renewSession(db, request, reply, sessionHash);
      return { backup_codes: backupCodes };
    });

    app.post('/web-api/security/two-factor/disable', async (request, reply) => {
      const body = parseInput(twoFactorDisableBodySchema, request.body, 'body');
      const { user, sessionHash } = await requirePlayer(db, request);
      await confirmPassword(db, request, user.id, body.password);
      await disableTwoFactor(db, user.id, body.code);
      await renewSession(db, request, reply, sessionHash);
      return { success: true };
    });
  };
}
