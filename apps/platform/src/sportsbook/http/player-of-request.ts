import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { sessionIdFromRequest } from '../../session/session-cookie';
import { findUserBySession } from '../../session/session-service';
import type { HiddenSports } from '../read/list-rows';
import { findHiddenSports, NO_HIDDEN_SPORTS } from '../read/list-rows';

/** The logged-in player's id, or null for a visitor. */
export async function playerIdOf(db: Queryable, request: FastifyRequest): Promise<number | null> {
  const user = await findUserBySession(db, sessionIdFromRequest(request));
  return user ? user.id : null;
}

export async function requirePlayerId(db: Queryable, request: FastifyRequest): Promise<number> {
  const playerId = await playerIdOf(db, request);
  if (playerId === null) throw new HttpError(401, 'not_logged_in', 'Log in first');
  return playerId;
}

/** The sports the player of the request chose not to see in the line and in play; none for a visitor. */
export async function hiddenSportsOf(db: Queryable, request: FastifyRequest): Promise<HiddenSports> {
  const playerId = await playerIdOf(db, request);
  return playerId === null ? NO_HIDDEN_SPORTS : findHiddenSports(db, playerId);
}
