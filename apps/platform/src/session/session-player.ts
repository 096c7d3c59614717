import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { sessionIdFromRequest } from './session-cookie';
import { findUserBySession } from './session-service';
import type { UserRecord } from './user-repository';

/** The player logged in on the request's session cookie, or null for a visitor (calls open to both). */
export function findSessionPlayer(db: Queryable, request: FastifyRequest): Promise<UserRecord | null> {
  return findUserBySession(db, sessionIdFromRequest(request));
}

/** The player logged in on the request; a visitor gets the contract's 401 `not_logged_in`. */
export async function requireSessionPlayer(db: Queryable, request: FastifyRequest): Promise<UserRecord> {
  const player = await findSessionPlayer(db, request);
  if (!player) throw new HttpError(401, 'not_logged_in', 'Log in first');
  return player;
}
