import { casinoLaunchBodySchema } from '@betfront/contract/casino-wallet';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { countryFromRequest } from '../../http/country-header';
import { parseInput } from '../../http/parse-input';
import { findSessionPlayer } from '../../session/session-player';
import type { GameServer } from './launch-game';
import { launchGame } from './launch-game';

/** POST /web-api/casino/launch: the address of a game's page, for a visitor's demo or a player's real play. */
export function launchRoutes(db: Database, server: GameServer) {
  return async (app: FastifyInstance) => {
    app.post('/web-api/casino/launch', async (request, reply) => {
      const body = parseInput(casinoLaunchBodySchema, request.body, 'body');
      const user = body.mode === 'real' ? await findSessionPlayer(db, request) : null;
      const player = user ? { userId: user.id, countryCode: countryFromRequest(request) } : null;
      reply.header('cache-control', 'no-store');
      return launchGame(db, server, body, player);
    });
  };
}
