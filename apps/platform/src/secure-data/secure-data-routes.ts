import { SECURE_GRANT_SECONDS, secureGrantBodySchema } from '@betfront/contract/secure-data';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { isSecureRequest } from '../http/request-origin';
import { requirePlayer } from '../security/require-player';
import { setSecureGrantCookie } from './secure-grant-cookie';
import { openSecureGrant, readSecureData, requireSecureGrant } from './secure-data-service';

/** The secure-data call and the re-confirmation that opens it for 30 minutes. */
export function secureDataRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/web-api/user/secure-data/grant', async (request, reply) => {
      const body = parseInput(secureGrantBodySchema, request.body, 'body');
      const { user, sessionHash } = await requirePlayer(db, request);
      const token = await openSecureGrant(db, request, { userId: user.id, sessionHash }, body);
      setSecureGrantCookie(reply, token, isSecureRequest(request));
      return { grant: SECURE_GRANT_SECONDS };
    });

    app.get('/web-api/user/secure-data', async (request) => {
      const { user, sessionHash } = await requirePlayer(db, request);
      const grant = await requireSecureGrant(db, request, sessionHash);
      return { ggru: await readSecureData(db, user.id), grant };
    });
  };
}
