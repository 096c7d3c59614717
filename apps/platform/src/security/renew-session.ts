import type { FastifyReply, FastifyRequest } from 'fastify';
import { setLoginCookie } from '../auth/login-cookie';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { isSecureRequest } from '../http/request-origin';
import { rotateSession } from '../session/session-service';

/** After a change of the account's protection the device keeps its session under a new id, sent as the cookie. */
export async function renewSession(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionHash: string,
): Promise<void> {
  const renewed = await rotateSession(db, sessionHash);
  if (!renewed) throw new HttpError(401, 'unauthorized', 'Log in first');
  setLoginCookie(reply, renewed.sessionId, renewed.remembered, isSecureRequest(request));
}
