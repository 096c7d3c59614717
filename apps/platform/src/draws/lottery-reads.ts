import type { Lottery, PastDraw } from '@betfront/contract/draws';
import type { Queryable } from '../db/database';
import { fromCents, toCents } from '../cash-out/cents';
import { findOpenDraw } from './draw-schedule';
import type { LotteryRecord } from './lottery-repository';
import { prizeLines, winningCombinations } from './lottery-games';
import { findLotteryById, listLotteries } from './lottery-repository';

/** How a reader sees the lotteries: names in Russian or English, prices in their main account's currency. */
export interface LotteryReader {
  russian: boolean;
  currencyIso: string | null;
}

async function toLottery(db: Queryable, lottery: LotteryRecord, reader: LotteryReader, now: Date): Promise<Lottery> {
  const draw = await findOpenDraw(db, lottery.id, now);
  const priceCents = toCents(lottery.combinationPrice);
  return {
    id: lottery.id,
    slug: lottery.slug,
    kind: lottery.kind,
    drawCount: lottery.drawCount,
    name: reader.russian ? lottery.nameRu : lottery.nameEn,
    pickCount: lottery.pickCount,
    poolSize: lottery.poolSize,
    maxPick: lottery.maxPick,
    drawEverySeconds: lottery.drawEverySeconds,
    combinationPrice: lottery.combinationPrice,
    currencyIso: reader.currencyIso,
    maxStake: lottery.maxStake,
    prizes: prizeLines(lottery).map((line) => ({ ...line, amount: fromCents(priceCents * BigInt(line.multiplier)) })),
    nextDraw: draw && { id: draw.id, drawAt: draw.drawAt.toISOString(), closesAt: draw.closesAt.toISOString() },
  };
}

/** The lotteries on sale, each with the draw tickets are sold for now (none is created here) and its prize table. */
export async function readLotteries(db: Queryable, reader: LotteryReader, now: Date): Promise<Lottery[]> {
  const lotteries = await listLotteries(db, { activeOnly: true });
  return Promise.all(lotteries.map((lottery) => toLottery(db, lottery, reader, now)));
}

export async function readLottery(
  db: Queryable,
  lotteryId: number,
  reader: LotteryReader,
  now: Date,
): Promise<Lottery | null> {
  const lottery = await findLotteryById(db, lotteryId);
  return lottery?.isActive ? toLottery(db, lottery, reader, now) : null;
}

interface PastDrawRow
  extends Omit<PastDraw, 'drawAt' | 'winners'>, Pick<LotteryRecord, 'kind' | 'pickCount' | 'prizeTable'> {
  drawAt: Date;
}

/** Winning combinations of each prize category of a drawn draw, from its tickets' picked and matched numbers. */
async function winnersOf(db: Queryable, draw: PastDrawRow): Promise<PastDraw['winners']> {
  const groups = await db.query<{ picked: number; matched: number; tickets: number }>(
    `select cardinality(numbers) as picked, matched, count(*)::int as tickets from lottery_tickets
     where draw_id = $1 and matched is not null group by 1, 2`,
    [draw.id],
  );
  const categories = [...new Set(prizeLines(draw).map((line) => line.matches))].sort((a, b) => b - a);
  return categories.map((matches) => ({ matches, combinations: winningCombinations(draw, groups, matches) }));
}

/**
 * Drawn draws, newest first, of one lottery or of all, with how many tickets played and how many winning
 * combinations each prize category had.
 */
export async function readPastDraws(
  db: Queryable,
  { lotteryId, limit, russian }: { lotteryId?: number; limit: number; russian: boolean },
): Promise<PastDraw[]> {
  const rows = await db.query<PastDrawRow>(
    `select d.id, l.id as "lotteryId", case when $3 then l.name_ru else l.name_en end as "lotteryName",
       d.draw_at as "drawAt", d.numbers, d.seed, l.kind, l.pick_count as "pickCount", l.prize_table as "prizeTable",
       (select count(*)::int from lottery_tickets t where t.draw_id = d.id) as tickets
     from lottery_draws d join lotteries l on l.id = d.lottery_id
     where d.numbers is not null and ($1::int is null or l.id = $1)
     order by d.draw_at desc, d.id desc limit $2`,
    [lotteryId ?? null, limit, russian],
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      lotteryId: row.lotteryId,
      lotteryName: row.lotteryName,
      drawAt: row.drawAt.toISOString(),
      numbers: row.numbers,
      seed: row.seed,
      tickets: row.tickets,
      winners: await winnersOf(db, row),
    })),
  );
}
