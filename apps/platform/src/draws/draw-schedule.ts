import type { Queryable } from '../db/database';
import type { LotteryRecord } from './lottery-repository';

export interface DrawRecord {
  id: number;
  lotteryId: number;
  drawAt: Date;
  closesAt: Date;
}

/** The lottery's first draw time after `now`: the next multiple of its period after the epoch, plus its offset. */
export function nextDrawTime(lottery: LotteryRecord, now: Date): Date {
  const period = lottery.drawEverySeconds * 1000;
  const offset = lottery.drawOffsetSeconds * 1000;
  const at = Math.floor((now.getTime() - offset) / period) * period + offset + period;
  return new Date(at);
}

async function findOpenDraw(db: Queryable, lotteryId: number, now: Date): Promise<DrawRecord | null> {
  const rows = await db.query<DrawRecord>(
    `select id, lottery_id as "lotteryId", draw_at as "drawAt", closes_at as "closesAt" from lottery_draws
     where lottery_id = $1 and numbers is null and closes_at > $2 order by draw_at limit 1`,
    [lotteryId, now],
  );
  return rows[0] ?? null;
}

/**
 * The draw tickets are sold for now: the earliest undrawn draw still open for sale, created when missing (once,
 * whatever process asks first).
 */
export async function currentDraw(db: Queryable, lottery: LotteryRecord, now: Date): Promise<DrawRecord> {
  const open = await findOpenDraw(db, lottery.id, now);
  if (open) return open;
  // No draw is open: the next slot after both now and the latest draw (one closed early stays in its slot).
  const [latest] = await db.query<{ drawAt: Date | null }>(
    'select max(draw_at) as "drawAt" from lottery_draws where lottery_id = $1',
    [lottery.id],
  );
  const from = latest?.drawAt && latest.drawAt > now ? latest.drawAt : now;
  let drawAt = nextDrawTime(lottery, from);
  if (drawAt.getTime() - lottery.closeBeforeSeconds * 1000 <= now.getTime()) drawAt = nextDrawTime(lottery, drawAt);
  const closesAt = new Date(drawAt.getTime() - lottery.closeBeforeSeconds * 1000);
  await db.query(
    `insert into lottery_draws (lottery_id, draw_at, closes_at) values ($1, $2, $3)
     on conflict (lottery_id, draw_at) do nothing`,
    [lottery.id, drawAt, closesAt],
  );
  const created = await findOpenDraw(db, lottery.id, now);
  if (!created) throw new Error(`The lottery ${lottery.slug} has no draw open for sale after ${now.toISOString()}`);
  return created;
}
