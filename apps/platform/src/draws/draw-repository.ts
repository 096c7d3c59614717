import type { Queryable } from '../db/database';
import type { LotteryRecord } from './lottery-repository';

export type LotteryOfDraw = LotteryRecord & { drawId: number; drawAt: Date; closesAt: Date; isDrawn: boolean };

/** The lottery a draw belongs to, with the draw's times; `lock` share-locks the draw for a ticket's purchase. */
export async function findLotteryOfDraw(
  db: Queryable,
  drawId: number,
  { lock }: { lock: boolean },
): Promise<LotteryOfDraw | null> {
  const rows = await db.query<LotteryOfDraw>(
    `select l.id, l.slug, l.kind, l.draw_count as "drawCount", l.name_ru as "nameRu", l.name_en as "nameEn", l.pick_count as "pickCount",
       l.pool_size as "poolSize", l.max_pick as "maxPick", l.draw_every_seconds as "drawEverySeconds",
       l.draw_offset_seconds as "drawOffsetSeconds", l.close_before_seconds as "closeBeforeSeconds",
       l.combination_price::text as "combinationPrice", l.max_stake::text as "maxStake",
       l.prize_table as "prizeTable", l.is_active as "isActive",
       d.id as "drawId", d.draw_at as "drawAt", d.closes_at as "closesAt", d.numbers is not null as "isDrawn"
     from lottery_draws d join lotteries l on l.id = d.lottery_id where d.id = $1
     ${lock ? 'for share of d' : ''}`,
    [drawId],
  );
  return rows[0] ?? null;
}

/**
 * Claims one due draw for this transaction: the earliest undrawn one whose time has come that no other process
 * holds. Another process's sweep skips it while it is claimed, and finds it drawn once the claim commits.
 */
export async function claimDueDraw(tx: Queryable, now: Date): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `select id from lottery_draws where numbers is null and draw_at <= $1
     order by draw_at, id limit 1 for update skip locked`,
    [now],
  );
  return rows[0]?.id ?? null;
}

export async function recordDrawnNumbers(tx: Queryable, drawId: number, seed: string, numbers: number[], now: Date) {
  await tx.query('update lottery_draws set seed = $2, numbers = $3::int[], drawn_at = $4 where id = $1', [
    drawId,
    seed,
    numbers,
    now,
  ]);
}

export interface TicketToSettle {
  id: number;
  userId: number;
  accountId: number;
  numbers: number[];
  combinationPrice: string;
  currencyIso: string;
}

export async function findTicketsOfDraw(tx: Queryable, drawId: number): Promise<TicketToSettle[]> {
  return tx.query<TicketToSettle>(
    `select id, user_id as "userId", account_id as "accountId", numbers,
       combination_price::text as "combinationPrice", currency_iso as "currencyIso"
     from lottery_tickets where draw_id = $1 and payout is null order by id`,
    [drawId],
  );
}

export async function recordTicketResult(tx: Queryable, ticketId: number, matched: number, payout: string) {
  await tx.query('update lottery_tickets set matched = $2, payout = $3::numeric where id = $1 and payout is null', [
    ticketId,
    matched,
    payout,
  ]);
}

/** The test command's "draw now": the lottery's open draw is moved to this moment (its sales closed). */
export async function moveOpenDrawToNow(tx: Queryable, drawId: number, now: Date): Promise<void> {
  await tx.query('update lottery_draws set draw_at = $2, closes_at = $2 where id = $1 and numbers is null', [
    drawId,
    now,
  ]);
}
