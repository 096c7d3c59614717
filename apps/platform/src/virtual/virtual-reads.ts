import type {
  VirtualBet,
  VirtualGame,
  VirtualKind,
  VirtualPage,
  VirtualResults,
  VirtualRound,
} from '@betfront/contract/virtual';
import type { Queryable } from '../db/database';
import { couponSportId } from './coupon-games';
import type { RoundRecord, VirtualGameRecord } from './virtual-repository';
import {
  countPlayedRounds,
  listEveryVirtualGame,
  listVirtualGames,
  openRounds,
  playedRounds,
  publishMarkets,
  recentRounds,
} from './virtual-repository';

const RECENT_ROUNDS = 5;
const MAX_PLAYED_ROUNDS = 200;

export interface VirtualReader {
  russian: boolean;
  currencyIso: string | null;
}

function toRound(kind: VirtualKind, round: RoundRecord, russian: boolean): VirtualRound {
  return {
    id: round.id,
    gameId: round.gameId,
    closesAt: round.closesAt.toISOString(),
    settlesAt: round.settlesAt.toISOString(),
    runners: round.runners.map((runner) => ({ name: russian ? runner.nameRu : runner.nameEn, rating: runner.rating })),
    markets: publishMarkets(kind, round, russian),
    seed: round.seed,
    result: round.result,
  };
}

async function toGame(db: Queryable, game: VirtualGameRecord, reader: VirtualReader, now: Date): Promise<VirtualGame> {
  const [upcoming, recent] = await Promise.all([
    openRounds(db, game.id, now),
    recentRounds(db, game.id, now, RECENT_ROUNDS),
  ]);
  return {
    id: game.id,
    slug: game.slug,
    kind: game.kind,
    page: game.page,
    name: reader.russian ? game.nameRu : game.nameEn,
    sportId: couponSportId(game.kind),
    roundEverySeconds: game.roundEverySeconds,
    minStake: game.minStake,
    maxStake: game.maxStake,
    currencyIso: reader.currencyIso,
    upcoming: upcoming.map((round) => toRound(game.kind, round, reader.russian)),
    recent: recent.map((round) => toRound(game.kind, round, reader.russian)),
  };
}

/** The games of a page, each with its rounds taking bets and its latest rounds played or in play. */
export async function readVirtualGames(
  db: Queryable,
  page: VirtualPage,
  reader: VirtualReader,
  now: Date,
): Promise<VirtualGame[]> {
  const games = await listVirtualGames(db, page);
  return Promise.all(games.map((game) => toGame(db, game, reader, now)));
}

/** The rounds played within a day's instants, of one game or of all, with the games that played any. */
export async function readVirtualResults(
  db: Queryable,
  request: { day: string; range: { from: Date; to: Date }; gameId: number | null; russian: boolean },
): Promise<VirtualResults> {
  const [games, counts, rounds] = await Promise.all([
    listEveryVirtualGame(db),
    countPlayedRounds(db, request.range),
    playedRounds(db, request.range, request.gameId, MAX_PLAYED_ROUNDS),
  ]);
  const roundsOf = new Map(counts.map((count) => [count.gameId, count.rounds]));
  const kindOf = new Map(games.map((game) => [game.id, game.kind]));
  return {
    date: request.day,
    games: games.flatMap((game) => {
      const roundsCount = roundsOf.get(game.id) ?? 0;
      if (roundsCount === 0) return [];
      const name = request.russian ? game.nameRu : game.nameEn;
      return [{ id: game.id, slug: game.slug, kind: game.kind, page: game.page, name, roundsCount }];
    }),
    rounds: rounds.flatMap((round) => {
      const kind = kindOf.get(round.gameId);
      return kind ? [toRound(kind, round, request.russian)] : [];
    }),
  };
}

const BET_COLUMNS = (russian: boolean) => `b.id, b.round_id as "roundId",
  ${russian ? 'g.name_ru' : 'g.name_en'} as "gameName", g.kind, b.market, b.outcome,
  coalesce(r.runners -> (select (o ->> 'runner')::int from jsonb_array_elements(r.markets) m,
      jsonb_array_elements(m -> 'outcomes') o where m ->> 'id' = b.market and o ->> 'id' = b.outcome)
    ->> ${russian ? "'nameRu'" : "'nameEn'"}, '') as "outcomeLabel",
  b.odds::text as odds, b.stake::text as stake, b.currency_iso as "currencyIso", b.payout::text as payout,
  b.placed_at as "placedAt", r.settles_at as "settlesAt"`;

type BetRow = Omit<VirtualBet, 'placedAt' | 'settlesAt'> & { placedAt: Date; settlesAt: Date };

const toBet = (row: BetRow): VirtualBet => ({
  ...row,
  placedAt: row.placedAt.toISOString(),
  settlesAt: row.settlesAt.toISOString(),
});

/** The player's latest bets on a page's games, newest first. */
export async function readVirtualBets(
  db: Queryable,
  userId: number,
  page: VirtualPage,
  russian: boolean,
): Promise<VirtualBet[]> {
  const rows = await db.query<BetRow>(
    `select ${BET_COLUMNS(russian)} from virtual_bets b join virtual_rounds r on r.id = b.round_id
     join virtual_games g on g.id = r.game_id where b.user_id = $1 and g.page = $2 order by b.id desc limit 20`,
    [userId, page],
  );
  return rows.map(toBet);
}

export async function readVirtualBet(db: Queryable, betId: number, russian: boolean): Promise<VirtualBet | null> {
  const rows = await db.query<BetRow>(
    `select ${BET_COLUMNS(russian)} from virtual_bets b join virtual_rounds r on r.id = b.round_id
     join virtual_games g on g.id = r.game_id where b.id = $1`,
    [betId],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

export interface PlacedBetRecord {
  id: number;
  accountId: number;
  roundId: number;
  market: string;
  outcome: string;
  odds: string;
  stake: string;
}

export async function findBetByRequest(db: Queryable, userId: number, requestId: string) {
  const rows = await db.query<PlacedBetRecord>(
    `select id, account_id as "accountId", round_id as "roundId", market, outcome, odds::text, stake::text
     from virtual_bets where user_id = $1 and request_id = $2`,
    [userId, requestId],
  );
  return rows[0] ?? null;
}
