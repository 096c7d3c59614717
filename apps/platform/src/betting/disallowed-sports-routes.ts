import { disallowedSportsSchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { readDisallowedSports, saveDisallowedSports } from './disallowed-sports-repository';
import { requireSessionPlayer } from '../session/session-player';

/** Sport ids are stored as 32-bit integers; a larger one names no sport. */
const SPORT_ID_MAX = 2_147_483_647;
const sportIdsSchema = disallowedSportsSchema.shape.line.check(
  z.refine((ids) => ids.every((id) => id <= SPORT_ID_MAX), 'a sport id is out of range'),
);
const saveBodySchema = z.object({ line: sportIdsSchema, live: sportIdsSchema });

/** The sports a player barred for themselves, in the line and in live; placing a bet on one is refused. */
export function disallowedSportsRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/bets/disallowed-sports', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      reply.header('cache-control', 'no-store');
      return readDisallowedSports(db, user.id);
    });

    app.put('/web-api/bets/disallowed-sports', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(saveBodySchema, request.body, 'body');
      return saveDisallowedSports(db, user.id, body);
    });
  };
}
