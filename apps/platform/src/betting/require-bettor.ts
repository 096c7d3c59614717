import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { sessionIdFromRequest } from '../session/session-cookie';
import { findUserBySession } from '../session/session-service';
import type { UserRecord } from '../session/user-repository';

/** The logged-in player of a betting call; a visitor gets the contract's 401 `not_logged_in`. */
export async function requireBettor(db: Queryable, request: FastifyRequest): Promise<UserRecord> {
  const user = await findUserBySession(db, sessionIdFromRequest(request));
  if (!user) throw new HttpError(401, 'not_logged_in', 'Log in to bet');
  return user;
}

/** The logged-in player, or null for a visitor (calls open to both). */
export function findBettor(db: Queryable, request: FastifyRequest): Promise<UserRecord | null> {
  return findUserBySession(db, sessionIdFromRequest(request));
}
