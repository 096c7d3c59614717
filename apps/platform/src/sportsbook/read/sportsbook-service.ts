import { contentLanguageFor } from '@betfront/contract/content';
import type { BettingMode, GameSummary, SportsMenu } from '@betfront/contract/sportsbook';
import type { Queryable } from '../../db/database';
import { SPORTS } from '../catalogue/sports';
import type { SportDefinition } from '../catalogue/sports';
import type { PricedMarket } from '../pricing/game-markets';
import { NOT_STARTED } from '../schedule/schedule-games';
import type { LiveSimulator } from '../simulation/live-simulator';
import type { GameRow } from './game-rows';
import { findGame, findGames, findMenu } from './game-rows';
import { toGameSummary } from './game-view';
import type { LiveView } from './game-view';
import { createPriceCache } from './price-cache';
import { findSelection } from './find-selection';
import type { SelectionQuote } from './find-selection';
import { parseSelectionId } from './selection-id';

export interface GamesRequest {
  lng: string;
  mode: BettingMode;
  sportId?: number;
  champId?: number;
  cyber?: 'only' | 'exclude';
  topOnly?: boolean;
  limit: number;
}

const isRussian = (lng: string) => contentLanguageFor(lng) === 'ru';

function sportOf(row: { sport_slug: string }): SportDefinition {
  const sport = SPORTS.find((s) => s.slug === row.sport_slug);
  if (!sport) throw new Error(`Unknown sport ${row.sport_slug}`);
  return sport;
}

/** What the sportsbook shows: the menu, lists of games and one game with every market, priced now. */
export function createSportsbookService(db: Queryable, simulator: LiveSimulator | null) {
  const prices = createPriceCache();

  function priced(row: GameRow): { markets: PricedMarket[]; live: LiveView | null } {
    const sport = sportOf(row);
    const id = Number(row.id);
    const game = row.status === 'live' ? simulator?.game(id) : undefined;
    if (game) {
      const strengths: [number, number] = [game.strengths[0] + game.drift[0], game.strengths[1] + game.drift[1]];
      const live = { progress: game.progress, isSuspended: game.suspendedUntil > Date.now(), version: game.version };
      return { markets: prices.markets(id, game.version, sport, strengths, game.progress), live };
    }
    if (row.status === 'finished') return { markets: [], live: null };
    const progress = row.status === 'line' ? NOT_STARTED : row.progress;
    return { markets: prices.markets(id, 0, sport, [row.home_strength, row.away_strength], progress), live: null };
  }

  const view = (row: GameRow, lng: string, allMarkets: boolean): GameSummary =>
    toGameSummary({ row, sport: sportOf(row), ...priced(row), russian: isRussian(lng), allMarkets });

  return {
    async menu(lng: string, mode: BettingMode): Promise<SportsMenu> {
      const russian = isRussian(lng);
      const sports = new Map<number, SportsMenu['sports'][number]>();
      for (const row of await findMenu(db, mode)) {
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
        ...(request.topOnly === undefined ? {} : { topOnly: request.topOnly }),
      });
      return rows.map((row) => view(row, request.lng, false));
    },

    async game(gameId: number, lng: string): Promise<GameSummary | null> {
      const row = await findGame(db, gameId);
      return row ? view(row, lng, true) : null;
    },

    /**
     * The selections as offered now, by id; an id the platform never gave out, or whose game is gone, is
     * missing from the answer. A finished game's selections come back with no market (status `finished`).
     */
    async selections(
      ids: readonly string[],
      lng: string,
    ): Promise<Map<string, SelectionQuote | { game: GameSummary }>> {
      const found = new Map<string, SelectionQuote | { game: GameSummary }>();
      const games = new Map<number, GameSummary | null>();
      for (const id of ids) {
        const ref = parseSelectionId(id);
        if (!ref) continue;
        if (!games.has(ref.gameId)) {
          const row = await findGame(db, ref.gameId);
          games.set(ref.gameId, row ? view(row, lng, true) : null);
        }
        const game = games.get(ref.gameId);
        if (!game) continue;
        found.set(id, findSelection(game, id) ?? { game });
      }
      return found;
    },
  };
}

export type SportsbookService = ReturnType<typeof createSportsbookService>;
