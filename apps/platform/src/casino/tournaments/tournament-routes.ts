import type { LeaderboardRow, TournamentAnswer } from '@betfront/contract/casino-events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { findSessionPlayer } from '../../session/session-player';
import { nameSlug } from '../catalogue/game-tiles';
import { findTournament, listTournaments, maskedLogin, readStandings } from './tournament-repository';
import type { Standing } from './tournament-repository';

export const LEADERBOARD_ROWS = 20;

const languageQuery = z.object({ lng: z.enum(['ru', 'en']).default('en') });
const tournamentParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

async function gameNames(db: Database, gameIds: string[], lng: 'ru' | 'en') {
  const rows = await db.query<{ id: string; name: string; nameEn: string }>(
    `select id, name_${lng} as name, name_en as "nameEn" from casino_games where id = any ($1) and is_enabled
     order by popularity desc, id`,
    [gameIds],
  );
  return rows.map(({ id, name, nameEn }) => ({ id, name, slug: nameSlug(nameEn) }));
}

/** The casino's tournaments: the list, one tournament with its leaderboard now (read live, never cached). */
export function tournamentRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/casino/tournaments', async (request, reply) => {
      const { lng } = parseInput(languageQuery, request.query, 'query');
      reply.header('cache-control', 'no-store');
      return { tournaments: await listTournaments(db, lng) };
    });

    app.get('/web-api/casino/tournaments/:id', async (request, reply): Promise<TournamentAnswer> => {
      const { id } = parseInput(tournamentParams, request.params, 'address');
      const { lng } = parseInput(languageQuery, request.query, 'query');
      const tournament = await findTournament(db, id, lng);
      if (!tournament) throw new HttpError(404, 'tournament_not_found', 'No such tournament');
      const player = await findSessionPlayer(db, request);
      const top = await readStandings(db, id, tournament.scoring, { limit: LEADERBOARD_ROWS });
      const row = (standing: Standing): LeaderboardRow => ({
        place: standing.place,
        player: maskedLogin(standing.login),
        points: standing.points,
        prize: tournament.prizes[standing.place - 1] ?? null,
        isYou: standing.userId === player?.id,
      });
      const inTop = top.some((standing) => standing.userId === player?.id);
      const [own] = player && !inTop ? await readStandings(db, id, tournament.scoring, { userId: player.id }) : [];
      const { gameIds, ...rest } = tournament;
      reply.header('cache-control', 'no-store');
      return {
        tournament: { ...rest, games: gameIds ? await gameNames(db, gameIds, lng) : null },
        leaderboard: top.map(row),
        you: own ? row(own) : null,
      };
    });
  };
}
