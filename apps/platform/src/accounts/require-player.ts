import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { sessionIdFromRequest } from '../session/session-cookie';
import { findUserBySession } from '../session/session-service';
import type { UserRecord } from '../session/user-repository';

/** The logged-in player of the request; a visitor gets a 401. */
export async function requirePlayer(db: Queryable, request: FastifyRequest): Promise<UserRecord> {
  const user = await findUserBySession(db, sessionIdFromRequest(request));
  if (!user) throw new HttpError(401, 'unauthorized', 'Log in first');
  return user;
}
