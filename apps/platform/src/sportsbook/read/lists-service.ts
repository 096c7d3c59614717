import type { BettingMode, GameSummary } from '@betfront/contract/sportsbook';
import type { sportsMapAnswerSchema, teamAnswerSchema } from '@betfront/contract/sportsbook-lists';
import type { z } from 'zod';
import { listFavoriteGameIds } from '../favorites/favorite-repository';
import { drawExpressesOfDay } from './express-day';
import type { ExpressOfDay } from './express-day';
import { isRussian } from './game-viewer';
import type { HiddenSports } from './list-rows';
import { findLineGamesStarting, findSportsMap, findTeam, findTeamGames, findTopGames, searchGames } from './list-rows';
import { readResults } from './results';
import type { SportsbookService } from './sportsbook-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_LIVE_RESULTS = 300;
const MAX_TEAM_GAMES = 50;

export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The sportsbook's lists beyond the menu: results, search, top games, expresses, favourites, sides, the map. */
export function createListsService(sportsbook: SportsbookService) {
  const { db, viewer } = sportsbook;

  return {
    results: (request: Parameters<typeof readResults>[2]) => readResults(db, viewer, request),

    liveResults(lng: string, sportId: number | undefined): Promise<GameSummary[]> {
      return sportsbook.games({ lng, mode: 'live', limit: MAX_LIVE_RESULTS, ...(sportId ? { sportId } : {}) });
    },

    async search(request: {
      lng: string;
      q: string;
      mode: BettingMode | undefined;
      hidden: HiddenSports;
      limit: number;
    }): Promise<GameSummary[]> {
      const rows = await searchGames(db, request.q, request.mode, request.hidden, request.limit);
      return rows.map((row) => viewer.view(row, request.lng, false));
    },

    async top(lng: string, mode: BettingMode, hidden: HiddenSports, limit: number): Promise<GameSummary[]> {
      const rows = await findTopGames(db, mode, hidden[mode], limit);
      return rows.map((row) => viewer.view(row, lng, false));
    },

    /** Expresses from line games starting from now to the end of tomorrow (UTC), drawn for the day. */
    async expressDay(lng: string, now: Date, hidden: HiddenSports): Promise<ExpressOfDay[]> {
      const day = utcDay(now);
      const endOfTomorrow = new Date(Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS);
      const rows = await findLineGamesStarting(db, now, endOfTomorrow, hidden.line);
      return drawExpressesOfDay(
        day,
        rows.map((row) => viewer.view(row, lng, false)),
      );
    },

    async favorites(userId: number, lng: string): Promise<{ gameIds: number[]; games: GameSummary[] }> {
      const gameIds = await listFavoriteGameIds(db, userId);
      return { gameIds, games: await sportsbook.gamesByIds(gameIds, lng, false) };
    },

    async team(teamId: number, lng: string, hidden: HiddenSports): Promise<z.infer<typeof teamAnswerSchema> | null> {
      const team = await findTeam(db, teamId);
      if (!team) return null;
      const russian = isRussian(lng);
      const rows = await findTeamGames(db, teamId, hidden, MAX_TEAM_GAMES);
      return {
        team: {
          id: team.id,
          name: russian ? team.name_ru : team.name_en,
          champName: russian ? team.champ_ru : team.champ_en,
          sportSlug: team.sport_slug,
        },
        games: rows.map((row) => viewer.view(row, lng, false)),
      };
    },

    async sportsMap(lng: string): Promise<z.infer<typeof sportsMapAnswerSchema>> {
      const russian = isRussian(lng);
      const sports = new Map<number, z.infer<typeof sportsMapAnswerSchema>['sports'][number]>();
      for (const row of await findSportsMap(db)) {
        const sport = sports.get(row.sport_id) ?? {
          id: row.sport_id,
          slug: row.sport_slug,
          name: russian ? row.sport_ru : row.sport_en,
          isCyber: row.is_cyber,
          lineCount: 0,
          liveCount: 0,
          champs: [],
        };
        sport.lineCount += row.line_count;
        sport.liveCount += row.live_count;
        sport.champs.push({
          id: row.champ_id,
          slug: row.champ_slug,
          name: russian ? row.champ_ru : row.champ_en,
          lineCount: row.line_count,
          liveCount: row.live_count,
        });
        sports.set(row.sport_id, sport);
      }
      return { sports: [...sports.values()] };
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
