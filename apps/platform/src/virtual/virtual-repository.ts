import type { VirtualKind, VirtualMarket, VirtualPage, VirtualResult } from '@betfront/contract/virtual';
import type { Queryable } from '../db/database';
import { couponSelectionId } from './coupon-games';
import type { Runner } from './kinds/game-kind';

export interface VirtualGameRecord {
  id: number;
  slug: string;
  kind: VirtualKind;
  page: VirtualPage;
  nameRu: string;
  nameEn: string;
  roundEverySeconds: number;
  playSeconds: number;
  roundsAhead: number;
  margin: number;
  minStake: string;
  maxStake: string;
  isActive: boolean;
}

/** A published market: each outcome names its runner (an index) or none, with its odds. */
export interface StoredMarket {
  id: string;
  outcomes: { id: string; runner: number | null; odds: string }[];
}

export interface RoundRecord {
  id: number;
  gameId: number;
  closesAt: Date;
  settlesAt: Date;
  runners: Runner[];
  markets: StoredMarket[];
  seed: string | null;
  result: VirtualResult | null;
}

const GAME_COLUMNS = `id, slug, kind, page, name_ru as "nameRu", name_en as "nameEn",
  round_every_seconds as "roundEverySeconds", play_seconds as "playSeconds", rounds_ahead as "roundsAhead",
  margin::float8 as margin, min_stake::text as "minStake", max_stake::text as "maxStake", is_active as "isActive"`;

const ROUND_COLUMNS = `id, game_id as "gameId", closes_at as "closesAt", settles_at as "settlesAt", runners, markets,
  seed, result`;

export function listVirtualGames(db: Queryable, page: VirtualPage | null): Promise<VirtualGameRecord[]> {
  return db.query<VirtualGameRecord>(
    `select ${GAME_COLUMNS} from virtual_games where is_active and ($1::text is null or page = $1) order by id`,
    [page],
  );
}

/** Every game, on or off, for the operator. */
export function listEveryVirtualGame(db: Queryable): Promise<VirtualGameRecord[]> {
  return db.query<VirtualGameRecord>(`select ${GAME_COLUMNS} from virtual_games order by id`);
}

/** The operator's settings of a game; its kind and page stay. Null when there is no such game. */
export type VirtualGameSettings = Omit<VirtualGameRecord, 'id' | 'slug' | 'kind' | 'page'>;

export async function updateVirtualGame(
  db: Queryable,
  slug: string,
  settings: VirtualGameSettings,
): Promise<VirtualGameRecord | null> {
  const rows = await db.query<VirtualGameRecord>(
    `update virtual_games set name_ru = $2, name_en = $3, round_every_seconds = $4, play_seconds = $5,
       rounds_ahead = $6, margin = $7, min_stake = $8::numeric, max_stake = $9::numeric, is_active = $10
     where slug = $1 returning ${GAME_COLUMNS}`,
    [
      slug,
      settings.nameRu,
      settings.nameEn,
      settings.roundEverySeconds,
      settings.playSeconds,
      settings.roundsAhead,
      settings.margin,
      settings.minStake,
      settings.maxStake,
      settings.isActive,
    ],
  );
  return rows[0] ?? null;
}

export async function findVirtualGame(db: Queryable, gameId: number): Promise<VirtualGameRecord | null> {
  const rows = await db.query<VirtualGameRecord>(`select ${GAME_COLUMNS} from virtual_games where id = $1`, [gameId]);
  return rows[0] ?? null;
}

/** The rounds still taking bets, soonest first. */
export function openRounds(db: Queryable, gameId: number, now: Date): Promise<RoundRecord[]> {
  return db.query<RoundRecord>(
    `select ${ROUND_COLUMNS} from virtual_rounds where game_id = $1 and closes_at > $2 and settled_at is null
     order by closes_at`,
    [gameId, now],
  );
}

/** The rounds whose bets have closed: being played, or played, newest first. */
export function recentRounds(db: Queryable, gameId: number, now: Date, limit: number): Promise<RoundRecord[]> {
  return db.query<RoundRecord>(
    `select ${ROUND_COLUMNS} from virtual_rounds where game_id = $1 and (closes_at <= $2 or settled_at is not null)
     order by closes_at desc limit $3`,
    [gameId, now, limit],
  );
}

/** The rounds settled within [from, to), of one game or of all, latest first. */
export function playedRounds(
  db: Queryable,
  range: { from: Date; to: Date },
  gameId: number | null,
  limit: number,
): Promise<RoundRecord[]> {
  return db.query<RoundRecord>(
    `select ${ROUND_COLUMNS} from virtual_rounds where settled_at is not null and settles_at >= $1 and settles_at < $2
       and ($3::int is null or game_id = $3) order by settles_at desc, id desc limit $4`,
    [range.from, range.to, gameId, limit],
  );
}

/** How many rounds each game settled within [from, to). */
export function countPlayedRounds(db: Queryable, range: { from: Date; to: Date }) {
  return db.query<{ gameId: number; rounds: number }>(
    `select game_id as "gameId", count(*)::int as rounds from virtual_rounds
     where settled_at is not null and settles_at >= $1 and settles_at < $2 group by game_id`,
    [range.from, range.to],
  );
}

/** The round a bet is placed on, share-locked so it cannot be settled while the bet is written. */
export async function lockRoundForBet(tx: Queryable, roundId: number): Promise<RoundRecord | null> {
  const rows = await tx.query<RoundRecord>(`select ${ROUND_COLUMNS} from virtual_rounds where id = $1 for share`, [
    roundId,
  ]);
  return rows[0] ?? null;
}

export async function insertRound(
  db: Queryable,
  round: Pick<RoundRecord, 'gameId' | 'closesAt' | 'settlesAt' | 'runners' | 'markets'>,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `insert into virtual_rounds (game_id, closes_at, settles_at, runners, markets)
     values ($1, $2, $3, $4::jsonb, $5::jsonb) on conflict (game_id, closes_at) do nothing returning id`,
    [round.gameId, round.closesAt, round.settlesAt, JSON.stringify(round.runners), JSON.stringify(round.markets)],
  );
  return rows.length > 0;
}

/** Claims one round whose end has come for this transaction; another process skips it while it is claimed. */
export async function claimDueRound(tx: Queryable, now: Date): Promise<RoundRecord | null> {
  const rows = await tx.query<RoundRecord>(
    `select ${ROUND_COLUMNS} from virtual_rounds where settled_at is null and settles_at <= $1
     order by settles_at, id limit 1 for update skip locked`,
    [now],
  );
  return rows[0] ?? null;
}

export async function recordRoundResult(
  tx: Queryable,
  roundId: number,
  seed: string,
  result: VirtualResult,
  now: Date,
) {
  await tx.query('update virtual_rounds set seed = $2, result = $3::jsonb, settled_at = $4 where id = $1', [
    roundId,
    seed,
    JSON.stringify(result),
    now,
  ]);
}

/** The markets as the page shows them: each outcome labelled with its runner's name in the reader's language. */
export function publishMarkets(kind: VirtualKind, round: RoundRecord, russian: boolean): VirtualMarket[] {
  return round.markets.map((market) => ({
    id: market.id,
    outcomes: market.outcomes.map((outcome) => {
      const runner = outcome.runner === null ? null : round.runners[outcome.runner];
      return {
        id: outcome.id,
        label: runner ? (russian ? runner.nameRu : runner.nameEn) : '',
        odds: outcome.odds,
        selectionId: couponSelectionId(kind, round.id, market.id, outcome.id),
      };
    }),
  }));
}
