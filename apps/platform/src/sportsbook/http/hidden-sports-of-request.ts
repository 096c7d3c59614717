import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { findSessionPlayer } from '../../session/session-player';
import type { HiddenSports } from '../read/list-rows';
import { findHiddenSports, NO_HIDDEN_SPORTS } from '../read/list-rows';

/** The sports the player of the request chose not to see in the line and in play; none for a visitor. */
export async function hiddenSportsOf(db: Queryable, request: FastifyRequest): Promise<HiddenSports> {
  const player = await findSessionPlayer(db, request);
  return player === null ? NO_HIDDEN_SPORTS : findHiddenSports(db, player.id);
}
