import { casinoRoundsQuerySchema } from '@betfront/contract/casino-wallet';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { parseInput } from '../../http/parse-input';
import { requireSessionPlayer } from '../../session/session-player';
import { mailCasinoHistory } from './history-mail';
import { listPlayerRounds } from './rounds-repository';

const languageQuery = z.object({ lng: z.enum(['ru', 'en']).default('en') });

/** The player's casino history for the office: their rounds a page at a time, and the same by e-mail. */
export function historyRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/casino/rounds', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const { page, limit, section } = parseInput(casinoRoundsQuerySchema, request.query, 'query');
      const { lng } = parseInput(languageQuery, { lng: (request.query as { lng?: string }).lng }, 'query');
      reply.header('cache-control', 'no-store');
      return listPlayerRounds(db, user.id, {
        offset: (page - 1) * limit,
        limit,
        language: lng,
        ...(section ? { section } : {}),
      });
    });

    app.post('/web-api/casino/rounds/mail', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { lng } = parseInput(languageQuery, { lng: (request.query as { lng?: string }).lng }, 'query');
      return mailCasinoHistory(db, user.id, lng);
    });
  };
}
