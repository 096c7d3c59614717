import type { Queryable } from '../db/database';

export interface LotteryRecord {
  id: number;
  slug: string;
  /** How its tickets play: `lotto` (every combination of `pickCount`) or `keno` (one bet on 1..maxPick spots). */
  kind: 'lotto' | 'keno' | 'bingo';
  nameRu: string;
  nameEn: string;
  pickCount: number;
  poolSize: number;
  maxPick: number;
  /** Numbers each draw draws. */
  drawCount: number;
  drawEverySeconds: number;
  drawOffsetSeconds: number;
  closeBeforeSeconds: number;
  combinationPrice: string;
  maxStake: string;
  /** Lotto: matched numbers to multiples of the price; keno: spots to hits to multiples. */
  prizeTable: Record<string, number | Record<string, number>>;
  isActive: boolean;
}

const COLUMNS = `id, slug, kind, draw_count as "drawCount", name_ru as "nameRu", name_en as "nameEn", pick_count as "pickCount",
  pool_size as "poolSize", max_pick as "maxPick", draw_every_seconds as "drawEverySeconds",
  draw_offset_seconds as "drawOffsetSeconds", close_before_seconds as "closeBeforeSeconds",
  combination_price::text as "combinationPrice", max_stake::text as "maxStake", prize_table as "prizeTable",
  is_active as "isActive"`;

export async function listLotteries(db: Queryable, { activeOnly }: { activeOnly: boolean }): Promise<LotteryRecord[]> {
  return db.query<LotteryRecord>(
    `select ${COLUMNS} from lotteries where is_active or not $1::boolean order by draw_every_seconds desc, id`,
    [activeOnly],
  );
}

export async function findLottery(db: Queryable, slug: string): Promise<LotteryRecord | null> {
  const rows = await db.query<LotteryRecord>(`select ${COLUMNS} from lotteries where slug = $1`, [slug]);
  return rows[0] ?? null;
}

export async function findLotteryById(db: Queryable, id: number): Promise<LotteryRecord | null> {
  const rows = await db.query<LotteryRecord>(`select ${COLUMNS} from lotteries where id = $1`, [id]);
  return rows[0] ?? null;
}

export type LotteryDefinition = Omit<LotteryRecord, 'id'>;

/** Creates the lottery or replaces the definition of the one with this slug; its draws and tickets stay. */
export async function upsertLottery(db: Queryable, lottery: LotteryDefinition): Promise<LotteryRecord> {
  const rows = await db.query<LotteryRecord>(
    `insert into lotteries (slug, name_ru, name_en, pick_count, pool_size, max_pick, draw_every_seconds,
       draw_offset_seconds, close_before_seconds, combination_price, max_stake, prize_table, is_active, kind,
       draw_count)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric, $11::numeric, $12::jsonb, $13, $14, $15)
     on conflict (slug) do update set kind = excluded.kind, draw_count = excluded.draw_count,
       name_ru = excluded.name_ru, name_en = excluded.name_en,
       pick_count = excluded.pick_count, pool_size = excluded.pool_size, max_pick = excluded.max_pick,
       draw_every_seconds = excluded.draw_every_seconds, draw_offset_seconds = excluded.draw_offset_seconds,
       close_before_seconds = excluded.close_before_seconds, combination_price = excluded.combination_price,
       max_stake = excluded.max_stake, prize_table = excluded.prize_table, is_active = excluded.is_active
     returning ${COLUMNS}`,
    [
      lottery.slug,
      lottery.nameRu,
      lottery.nameEn,
      lottery.pickCount,
      lottery.poolSize,
      lottery.maxPick,
      lottery.drawEverySeconds,
      lottery.drawOffsetSeconds,
      lottery.closeBeforeSeconds,
      lottery.combinationPrice,
      lottery.maxStake,
      JSON.stringify(lottery.prizeTable),
      lottery.isActive,
      lottery.kind,
      lottery.drawCount,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`The lottery ${lottery.slug} was not stored`);
  return row;
}
