import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { sessionIdFromRequest } from '../session/session-cookie';
import { findUserBySession, hashSessionId } from '../session/session-service';
import type { UserRecord } from '../session/user-repository';

/** The logged-in player of the request and the hash of their session id; 401 for a visitor. */
export async function requirePlayer(
  db: Queryable,
  request: FastifyRequest,
): Promise<{ user: UserRecord; sessionHash: string }> {
  const sessionId = sessionIdFromRequest(request);
  const user = await findUserBySession(db, sessionId);
  if (!user || sessionId === null) throw new HttpError(401, 'unauthorized', 'Log in first');
  return { user, sessionHash: hashSessionId(sessionId) };
}
