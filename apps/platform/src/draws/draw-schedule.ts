import type { Queryable } from '../db/database';
import type { LotteryRecord } from './lottery-repository';
import { listLotteries } from './lottery-repository';

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

/** The draw tickets are sold for now: the earliest undrawn draw still open for sale, or null when none is. */
export async function findOpenDraw(db: Queryable, lotteryId: number, now: Date): Promise<DrawRecord | null> {
  const rows = await db.query<DrawRecord>(
    `select id, lottery_id as "lotteryId", draw_at as "drawAt", closes_at as "closesAt" from lottery_draws
     where lottery_id = $1 and numbers is null and closes_at > $2 order by draw_at limit 1`,
    [lotteryId, now],
  );
  return rows[0] ?? null;
}

async function insertDraw(db: Queryable, lottery: LotteryRecord, drawAt: Date): Promise<void> {
  const closesAt = new Date(drawAt.getTime() - lottery.closeBeforeSeconds * 1000);
  await db.query(
    `insert into lottery_draws (lottery_id, draw_at, closes_at) values ($1, $2, $3)
     on conflict (lottery_id, draw_at) do nothing`,
    [lottery.id, drawAt, closesAt],
  );
}

/**
 * Keeps the lottery's next two draws on sale: the first slot after both now and its latest draw whose sales have not
 * closed, and the one after it, so a draw is open at once when the one before closes. Answers the open draw.
 */
export async function scheduleLotteryDraws(db: Queryable, lottery: LotteryRecord, now: Date): Promise<DrawRecord> {
  const open = await findOpenDraw(db, lottery.id, now);
  let drawAt: Date;
  if (open) drawAt = open.drawAt;
  else {
    // One closed early (the test command) stays in its slot: the next one comes after it.
    const [latest] = await db.query<{ drawAt: Date | null }>(
      'select max(draw_at) as "drawAt" from lottery_draws where lottery_id = $1',
      [lottery.id],
    );
    drawAt = nextDrawTime(lottery, latest?.drawAt && latest.drawAt > now ? latest.drawAt : now);
    if (drawAt.getTime() - lottery.closeBeforeSeconds * 1000 <= now.getTime()) drawAt = nextDrawTime(lottery, drawAt);
    await insertDraw(db, lottery, drawAt);
  }
  await insertDraw(db, lottery, nextDrawTime(lottery, drawAt));
  const current = open ?? (await findOpenDraw(db, lottery.id, now));
  if (!current) throw new Error(`The lottery ${lottery.slug} has no draw open for sale after ${now.toISOString()}`);
  return current;
}

/**
 * Creates the coming draws of every lottery on sale; run by the draws' leader job only, so a page read never
 * writes. Answers the lotteries whose open draw is new since the last round.
 */
export async function scheduleDraws(db: Queryable, now: Date): Promise<number[]> {
  const opened: number[] = [];
  for (const lottery of await listLotteries(db, { activeOnly: true })) {
    const before = await findOpenDraw(db, lottery.id, now);
    const after = await scheduleLotteryDraws(db, lottery, now);
    if (before?.id !== after.id) opened.push(lottery.id);
  }
  return opened;
}
