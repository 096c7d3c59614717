import { sessionHandleParamsSchema } from '@betfront/contract/security';
import type { SessionEntry } from '@betfront/contract/security';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requirePlayer } from './require-player';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { deleteOtherSessions, deleteSessionByHandle, listLiveSessions } from './session-history-repository';

const HANDLE_LENGTH = 16;

/** The player's open sessions, ending one of the others, and ending all of them but this one. */
export function sessionHistoryRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/security/sessions', async (request, reply) => {
      const { user, sessionHash } = await requirePlayer(db, request);
      const rows = await listLiveSessions(db, user.id);
      const sessions: SessionEntry[] = rows.map((row) => ({
        id: row.idHash.slice(0, HANDLE_LENGTH),
        created_at: new Date(row.createdAt).toISOString(),
        expires_at: new Date(row.expiresAt).toISOString(),
        ip: row.ip,
        user_agent: row.userAgent,
        current: row.idHash === sessionHash,
      }));
      reply.header('cache-control', 'no-store');
      return { sessions };
    });

    app.post('/web-api/security/sessions/end-others', async (request) => {
      const { user, sessionHash } = await requirePlayer(db, request);
      return { ended: await deleteOtherSessions(db, user.id, sessionHash) };
    });

    app.post('/web-api/security/sessions/:id/end', async (request) => {
      const { user, sessionHash } = await requirePlayer(db, request);
      const { id } = parseInput(sessionHandleParamsSchema, request.params, 'path');
      if (sessionHash.startsWith(id)) {
        throw new HttpError(409, 'session_current', 'This is the session you are using: log out to end it');
      }
      if (!(await deleteSessionByHandle(db, user.id, id, sessionHash))) {
        throw new HttpError(404, 'session_not_found', 'You have no such open session');
      }
      return { id };
    });
  };
}
