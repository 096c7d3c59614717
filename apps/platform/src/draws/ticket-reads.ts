import type { LotteryTicket } from '@betfront/contract/draws';
import type { Queryable } from '../db/database';

interface TicketRow {
  id: number;
  lotteryId: number;
  lotteryKind: 'lotto' | 'keno' | 'bingo';
  drawId: number;
  drawAt: Date;
  numbers: number[];
  combinations: number;
  stake: string;
  currencyIso: string;
  drawnNumbers: number[] | null;
  matched: number | null;
  payout: string | null;
  createdAt: Date;
}

const toTicket = (row: TicketRow): LotteryTicket => ({
  ...row,
  drawAt: row.drawAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

const SELECT = `select t.id, l.id as "lotteryId", l.kind as "lotteryKind", t.matched, t.draw_id as "drawId", d.draw_at as "drawAt", t.numbers,
    t.combinations, t.stake::text as stake, t.currency_iso as "currencyIso", d.numbers as "drawnNumbers",
    t.payout::text as payout, t.created_at as "createdAt"
  from lottery_tickets t join lottery_draws d on d.id = t.draw_id join lotteries l on l.id = d.lottery_id`;

/** The player's tickets, newest first, of one lottery or of all; the latest 50. */
export async function readTickets(db: Queryable, userId: number, lotteryId?: number): Promise<LotteryTicket[]> {
  const rows = await db.query<TicketRow>(
    `${SELECT} where t.user_id = $1 and ($2::int is null or l.id = $2) order by t.id desc limit 50`,
    [userId, lotteryId ?? null],
  );
  return rows.map(toTicket);
}

export async function readTicket(db: Queryable, ticketId: number): Promise<LotteryTicket | null> {
  const rows = await db.query<TicketRow>(`${SELECT} where t.id = $1`, [ticketId]);
  return rows[0] ? toTicket(rows[0]) : null;
}

/** The ticket a request id of the player bought, with what it was bought with; null when none. */
export async function findTicketByRequest(
  db: Queryable,
  userId: number,
  requestId: string,
): Promise<{ id: number; drawId: number; numbers: number[]; stake: string; accountId: number } | null> {
  const rows = await db.query<{ id: number; drawId: number; numbers: number[]; stake: string; accountId: number }>(
    `select id, draw_id as "drawId", numbers, stake::text as stake, account_id as "accountId"
     from lottery_tickets where user_id = $1 and request_id = $2`,
    [userId, requestId],
  );
  return rows[0] ?? null;
}
