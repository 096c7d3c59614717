import type { Database, Queryable } from '../db/database';
import { fromCents, toCents } from '../cash-out/cents';
import { creditPlayer } from '../ledger/player-movements';
import { announceDrawChange } from './draw-feed';
import { drawNumbers, newDrawSeed } from './draw-numbers';
import type { TicketToSettle } from './draw-repository';
import {
  claimDueDraw,
  findLotteryOfDraw,
  findTicketsOfDraw,
  recordDrawnNumbers,
  recordTicketResult,
} from './draw-repository';
import type { LotteryRecord } from './lottery-repository';
import { matchedOf, ticketWinCents } from './lottery-games';

async function settleTicket(tx: Queryable, lottery: LotteryRecord, ticket: TicketToSettle, drawn: number[]) {
  const priceCents = toCents(ticket.combinationPrice);
  const won = ticketWinCents(lottery, { numbers: ticket.numbers, priceCents }, drawn);
  const matched = matchedOf(lottery, ticket.numbers, drawn);
  await recordTicketResult(tx, ticket.id, matched, fromCents(won));
  if (won === 0n) return;
  await creditPlayer(tx, {
    kind: 'win',
    reference: `lotto:${ticket.id}`,
    userId: ticket.userId,
    accountId: ticket.accountId,
    amount: fromCents(won),
    currencyIso: ticket.currencyIso,
    house: 'bets',
  });
}

/** Draws the claimed draw with a fresh seed and pays its tickets by the prize table, in the claim's transaction. */
async function drawAndSettle(tx: Queryable, drawId: number, now: Date): Promise<void> {
  const lottery = await findLotteryOfDraw(tx, drawId, { lock: false });
  if (!lottery) throw new Error(`The draw ${drawId} has no lottery`);
  const seed = newDrawSeed();
  const numbers = drawNumbers(seed, lottery.poolSize, lottery.drawCount);
  await recordDrawnNumbers(tx, drawId, seed, numbers, now);
  for (const ticket of await findTicketsOfDraw(tx, drawId)) await settleTicket(tx, lottery, ticket, numbers);
  await announceDrawChange(tx, `lotto:${lottery.id}`);
}

/**
 * Runs every draw whose time has come, each in its own transaction that claims it, draws it and pays its
 * tickets: a draw is run and paid once, however many processes sweep at the same time. Returns how many it ran.
 */
export async function runDueDraws(db: Database, now: Date = new Date()): Promise<number> {
  let ran = 0;
  for (;;) {
    const drawn = await db.transaction(async (tx) => {
      const drawId = await claimDueDraw(tx, now);
      if (drawId === null) return false;
      await drawAndSettle(tx, drawId, now);
      return true;
    });
    if (!drawn) return ran;
    ran += 1;
  }
}
