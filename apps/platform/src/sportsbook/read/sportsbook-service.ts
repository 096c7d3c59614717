import type { BettingMode, GameSummary, SportsMenu } from '@betfront/contract/sportsbook';
import type { Database, Queryable } from '../../db/database';
import { createChangeStream } from '../feed/change-stream';
import type { ChangeStream } from '../feed/change-stream';
import type { LiveSimulator } from '../simulation/live-simulator';
import { findGame, findGames, findGamesByIds, findMenu } from './game-rows';
import { createGameViewer, isRussian } from './game-viewer';
import { findSelection } from './find-selection';
import type { SelectionQuote } from './find-selection';
import { findVirtualMatches } from '../../virtual/coupon-games';
import { parseSelectionId } from './selection-id';

export interface GamesRequest {
  lng: string;
  mode: BettingMode;
  sportId?: number;
  champId?: number;
  cyber?: 'only' | 'exclude';
  marble?: 'only' | 'exclude';
  topOnly?: boolean;
  /** Sports the player chose not to see in this mode. */
  excludeSportIds?: readonly number[];
  limit: number;
}

/**
 * What the sportsbook shows: the menu, lists of games and one game with every market, priced now; the stream of
 * changed games; the simulator when the environment runs one.
 */
export function createSportsbookService(
  db: Database,
  simulator: LiveSimulator | null,
  changes: ChangeStream = createChangeStream(),
) {
  const viewer = createGameViewer();

  return {
    db,
    simulator,
    changes,
    viewer,

    async menu(lng: string, mode: BettingMode, excludeSportIds: readonly number[] = []): Promise<SportsMenu> {
      const russian = isRussian(lng);
      const sports = new Map<number, SportsMenu['sports'][number]>();
      for (const row of await findMenu(db, mode, excludeSportIds)) {
        const sport = sports.get(row.sport_id) ?? {
          id: row.sport_id,
          slug: row.sport_slug,
          name: russian ? row.sport_ru : row.sport_en,
          isCyber: row.is_cyber,
          gamesCount: 0,
          champs: [],
        };
        sport.gamesCount += row.games;
        sport.champs.push({
          id: row.champ_id,
          slug: row.champ_slug,
          name: russian ? row.champ_ru : row.champ_en,
          countryCode: row.country_code,
          isTop: row.is_top,
          gamesCount: row.games,
        });
        sports.set(row.sport_id, sport);
      }
      return { sports: [...sports.values()] };
    },

    async games(request: GamesRequest): Promise<GameSummary[]> {
      const rows = await findGames(db, {
        status: request.mode,
        limit: request.limit,
        ...(request.sportId === undefined ? {} : { sportId: request.sportId }),
        ...(request.champId === undefined ? {} : { champId: request.champId }),
        ...(request.cyber === undefined ? {} : { isCyber: request.cyber === 'only' }),
        ...(request.marble === undefined ? {} : { isMarble: request.marble === 'only' }),
        ...(request.topOnly === undefined ? {} : { topOnly: request.topOnly }),
        ...(request.excludeSportIds === undefined ? {} : { excludeSportIds: request.excludeSportIds }),
      });
      return rows.map((row) => viewer.view(row, request.lng, false));
    },

    async game(gameId: number, lng: string): Promise<GameSummary | null> {
      const row = await findGame(db, gameId);
      return row ? viewer.view(row, lng, true) : null;
    },

    /** The games among the ids that exist, in the order asked: every market with `detail`, else the main ones. */
    async gamesByIds(gameIds: readonly number[], lng: string, detail: boolean): Promise<GameSummary[]> {
      const games = (await findGamesByIds(db, gameIds)).map((row) => viewer.view(row, lng, detail));
      return [...games, ...(await findVirtualMatches(db, gameIds, isRussian(lng)))];
    },

    /**
     * The selections as offered now, by id; an id the platform never gave out, or whose game is gone, is
     * missing from the answer. A finished game's selections come back with no market (status `finished`).
     * `reader` is the transaction to read the games in, when the caller holds one.
     */
    async selections(
      ids: readonly string[],
      lng: string,
      reader: Queryable = db,
    ): Promise<Map<string, SelectionQuote | { game: GameSummary }>> {
      const refs = ids.flatMap((id) => {
        const ref = parseSelectionId(id);
        return ref ? [{ id, gameId: ref.gameId }] : [];
      });
      const gameIds = [...new Set(refs.map((ref) => ref.gameId))];
      const games = new Map(
        [
          ...(await findGamesByIds(reader, gameIds)).map((row) => viewer.view(row, lng, true)),
          ...(await findVirtualMatches(reader, gameIds, isRussian(lng))),
        ].map((game) => [game.id, game]),
      );
      const found = new Map<string, SelectionQuote | { game: GameSummary }>();
      for (const { id, gameId } of refs) {
        const game = games.get(gameId);
        if (game) found.set(id, findSelection(game, id) ?? { game });
      }
      return found;
    },
  };
}

export type SportsbookService = ReturnType<typeof createSportsbookService>;
