import type { GameSummary, Market, MarketKind } from '@betfront/contract/sportsbook';
import { VIRTUAL_GAME_ID_BASE } from '@betfront/contract/virtual';
import type { VirtualKind } from '@betfront/contract/virtual';
import type { Queryable } from '../db/database';
import { SPORTS } from '../sportsbook/catalogue/sports';
import { PLACES_PAID } from './kinds/horses';
import { selectionId } from '../sportsbook/read/selection-id';
import type { RoundRecord, VirtualGameRecord } from './virtual-repository';

export { VIRTUAL_GAME_ID_BASE };

/**
 * Horse racing is not a sport of the line: the virtual races are its only games, so it is named here, with an id
 * apart from every sport of the catalogue.
 */
const HORSE_RACING = { id: 90, slug: 'horse-racing', nameRu: 'Скачки', nameEn: 'Horse racing' } as const;
const COUPON_SPORTS = [...SPORTS, HORSE_RACING];

/**
 * Joins a coupon's bet `b` to its virtual match as `vm`, each name `{nameRu, nameEn}` so it is read in the reader's
 * language: the game's as `game_name`, the sides as `vs.home` and `vs.away` — in a race the horse picked, and no
 * other — and, for a race, the sport as `vs.sport_name` (the catalogue names the others).
 */
export const VIRTUAL_MATCH_JOIN = `left join (
    select r.id, r.runners, g.kind, json_build_object('nameRu', g.name_ru, 'nameEn', g.name_en) as game_name
    from virtual_rounds r join virtual_games g on g.id = r.game_id
  ) vm on b.game_id > ${VIRTUAL_GAME_ID_BASE} and vm.id = b.game_id - ${VIRTUAL_GAME_ID_BASE}
  left join lateral (
    select case when vm.kind = 'horses'
        then jsonb_build_object('nameRu', b.code || '. ' || (vm.runners -> (b.code::int - 1) ->> 'nameRu'),
          'nameEn', b.code || '. ' || (vm.runners -> (b.code::int - 1) ->> 'nameEn'))
        else vm.runners -> 0 end as home,
      case when vm.kind = 'horses' then jsonb_build_object('nameRu', '', 'nameEn', '') else vm.runners -> 1 end
        as away,
      case when vm.kind = 'horses'
        then jsonb_build_object('nameRu', '${HORSE_RACING.nameRu}', 'nameEn', '${HORSE_RACING.nameEn}') end as sport_name
  ) vs on vm.id is not null`;

const isVirtualGameId = (gameId: number): boolean => gameId > VIRTUAL_GAME_ID_BASE;
const virtualGameId = (roundId: number): number => VIRTUAL_GAME_ID_BASE + roundId;

/** The most horses a race may field. */
const RACE_FIELD_MAX = 20;

interface CouponMarket {
  kind: MarketKind;
  line: number | null;
  /** The sportsbook's selection code of each outcome of the round's market. */
  codes: Record<string, string>;
}

/** The matches bet through the coupon and how each market of theirs maps onto a market kind of the sportsbook. */
const COUPON_MATCHES: Partial<Record<VirtualKind, { sportSlug: string; markets: Record<string, CouponMarket> }>> = {
  football: {
    sportSlug: 'football',
    markets: {
      result: { kind: 'winner3', line: null, codes: { home: '1', draw: 'X', away: '2' } },
      total: { kind: 'total', line: 2.5, codes: { over: 'over', under: 'under' } },
    },
  },
  tennis: {
    sportSlug: 'tennis',
    markets: {
      winner: { kind: 'winner2', line: null, codes: { first: '1', second: '2' } },
      sets: { kind: 'correct-score', line: 2, codes: { '2-0': '2:0', '2-1': '2:1', '1-2': '1:2', '0-2': '0:2' } },
    },
  },
  horses: {
    sportSlug: HORSE_RACING.slug,
    markets: {
      winner: { kind: 'race-winner', line: null, codes: byNumber() },
      place: { kind: 'race-place', line: PLACES_PAID, codes: byNumber() },
    },
  },
};

const sportOf = (kind: VirtualKind) => COUPON_SPORTS.find((sport) => sport.slug === COUPON_MATCHES[kind]?.sportSlug);

/** A horse's outcome is its number, and so is its selection code. */
function byNumber(): Record<string, string> {
  return Object.fromEntries(Array.from({ length: RACE_FIELD_MAX }, (_, index) => [`${index + 1}`, `${index + 1}`]));
}

/** The sportsbook's sport of a game bet through the coupon (a match), or null for a game bet from its own slip. */
export const couponSportId = (kind: VirtualKind): number | null => sportOf(kind)?.id ?? null;

/** The coupon's selection id of an outcome of a round, or null for a game not bet through the coupon. */
export function couponSelectionId(kind: VirtualKind, roundId: number, marketId: string, outcomeId: string) {
  const market = COUPON_MATCHES[kind]?.markets[marketId];
  const code = market?.codes[outcomeId];
  if (!market || code === undefined) return null;
  return selectionId(virtualGameId(roundId), { period: 'game', kind: market.kind, line: market.line }, code);
}

type MatchGame = Pick<VirtualGameRecord, 'kind' | 'slug' | 'nameRu' | 'nameEn' | 'isActive'>;

function marketsOf(game: MatchGame, round: RoundRecord): Market[] {
  const match = COUPON_MATCHES[game.kind];
  if (!match) return [];
  return round.markets.flatMap((stored) => {
    const market = match.markets[stored.id];
    if (!market) return [];
    const key = { period: 'game' as const, kind: market.kind, line: market.line };
    return [
      {
        id: `${virtualGameId(round.id)}:game:${market.kind}:${market.line ?? ''}`,
        ...key,
        selections: stored.outcomes.flatMap((outcome) => {
          const code = market.codes[outcome.id];
          if (code === undefined) return [];
          const id = selectionId(virtualGameId(round.id), key, code);
          const param = market.kind === 'total' ? market.line : null;
          return [{ id, code, param, coef: outcome.odds }];
        }),
      },
    ];
  });
}

/**
 * A round of a virtual match as the sportsbook shows a game: on the line until it starts (a pick after that is
 * refused as for any game that started), finished once played, with the odds published when it opened.
 */
function roundAsGame(game: MatchGame, round: RoundRecord, russian: boolean, now: Date): GameSummary | null {
  const sport = sportOf(game.kind);
  if (!sport) return null;
  const isRace = game.kind === 'horses';
  const [home, away] = isRace ? [] : round.runners;
  // A race has a finishing order rather than a score.
  const score = round.result && !isRace ? { home: round.result.score[0] ?? 0, away: round.result.score[1] ?? 0 } : null;
  const markets = marketsOf(game, round);
  const name = (runner: typeof home) => (runner ? (russian ? runner.nameRu : runner.nameEn) : '');
  return {
    id: virtualGameId(round.id),
    sportId: sport.id,
    sportSlug: sport.slug,
    sportName: russian ? sport.nameRu : sport.nameEn,
    isCyber: false,
    champId: 0,
    champSlug: game.slug,
    champName: russian ? game.nameRu : game.nameEn,
    // A race has no sides: the game's name stands for them.
    home: { id: 0, name: isRace ? (russian ? game.nameRu : game.nameEn) : name(home) },
    away: { id: 0, name: name(away) },
    startAt: round.closesAt.toISOString(),
    status: round.result ? 'finished' : 'line',
    score,
    periodScores: score ? [score] : [],
    elapsed: round.result ? 1 : 0,
    // Its odds are closed once it has started, so the coupon shows a pick of it locked.
    isSuspended: !game.isActive || round.closesAt.getTime() <= now.getTime(),
    version: round.result ? 1 : 0,
    markets,
    marketsCount: markets.length,
  };
}

/** The virtual matches among these game ids, as games of the sportsbook; other ids are left out. */
export async function findVirtualMatches(
  db: Queryable,
  gameIds: readonly number[],
  russian: boolean,
  now: Date = new Date(),
): Promise<GameSummary[]> {
  const roundIds = gameIds.filter(isVirtualGameId).map((gameId) => gameId - VIRTUAL_GAME_ID_BASE);
  if (roundIds.length === 0) return [];
  const rows = await db.query<RoundRecord & { game: MatchGame }>(
    `select r.id, r.game_id as "gameId", r.closes_at as "closesAt", r.settles_at as "settlesAt", r.runners,
       r.markets, r.seed, r.result,
       json_build_object('id', g.id, 'slug', g.slug, 'kind', g.kind, 'nameRu', g.name_ru, 'nameEn', g.name_en,
         'isActive', g.is_active) as game
     from virtual_rounds r join virtual_games g on g.id = r.game_id where r.id = any($1::bigint[])`,
    [roundIds],
  );
  return rows.flatMap((row) => {
    const game = roundAsGame(row.game, { ...row, id: Number(row.id) }, russian, now);
    return game ? [game] : [];
  });
}
