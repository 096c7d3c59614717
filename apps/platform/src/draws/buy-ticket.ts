import type { BuyTicketBody } from '@betfront/contract/draws';
import type { Database, Queryable } from '../db/database';
import { accountBalance } from '../betting/betting-account';
import { takeStake } from '../ledger/take-stake';
import { DrawRefusal } from './draw-refusal';
import type { LotteryRecord } from './lottery-repository';
import { findLotteryOfDraw } from './draw-repository';
import { mainAccount } from './main-account';
import { priceTicket } from './ticket-rules';
import { findTicketByRequest, readTicket } from './ticket-reads';

export interface BuyContext {
  countryCode: string | null;
  now?: Date;
}

/** Thrown inside the purchase when a concurrent retry of the same request bought the ticket first. */
class AlreadyBought extends Error {}

const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
const sameNumbers = (a: readonly number[], b: readonly number[]) => sorted(a).join() === sorted(b).join();

async function answerFor(db: Queryable, ticketId: number, accountId: number) {
  const ticket = await readTicket(db, ticketId);
  if (!ticket) throw new Error(`The ticket ${ticketId} has just been bought but cannot be read`);
  return { ticket, balance: await accountBalance(db, accountId) };
}

/** A retry of a purchase answers the ticket it bought; the same request id with another ticket is refused. */
async function replay(db: Database, userId: number, body: BuyTicketBody) {
  const bought = await findTicketByRequest(db, userId, body.requestId);
  if (!bought) return null;
  if (bought.drawId !== body.drawId || bought.stake !== body.stake || !sameNumbers(bought.numbers, body.numbers)) {
    throw new DrawRefusal(409, 'request_id_reused', 'This request id was already used for another ticket');
  }
  return answerFor(db, bought.id, bought.accountId);
}

function refuseClosed(lottery: LotteryRecord & { closesAt: Date; isDrawn: boolean }, now: Date): void {
  if (lottery.isDrawn || !lottery.isActive || lottery.closesAt.getTime() <= now.getTime()) {
    throw new DrawRefusal(409, 'draw_closed', 'Tickets for this draw are no longer sold');
  }
}

/**
 * Buys a ticket for an open draw from the player's main account: checks the numbers against the lottery's rules
 * and the stake the player was shown against the price, then in one transaction — the draw share-locked, so it
 * cannot be drawn meanwhile — passes the money gate, stores the ticket and debits its stake through the ledger.
 */
export async function buyTicket(db: Database, userId: number, body: BuyTicketBody, context: BuyContext) {
  const earlier = await replay(db, userId, body);
  if (earlier) return earlier;
  const now = context.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const lottery = await findLotteryOfDraw(tx, body.drawId, { lock: true });
      if (!lottery) throw new DrawRefusal(404, 'draw_not_found', `There is no draw ${body.drawId}`);
      refuseClosed(lottery, now);
      const price = priceTicket(lottery, body.numbers);
      if (price.stake !== body.stake) {
        throw new DrawRefusal(409, 'stake_mismatch', `This ticket costs ${price.stake}`, { stake: price.stake });
      }
      const account = await mainAccount(tx, userId);
      const stake = await takeStake(tx, {
        userId,
        accountId: account.id,
        countryCode: context.countryCode,
        amount: price.stake,
        reference: (ticketId) => `lotto:${ticketId}`,
        note: `${lottery.slug} draw ${body.drawId}`,
        record: async () => {
          const [inserted] = await tx.query<{ id: number }>(
            `insert into lottery_tickets (draw_id, user_id, account_id, request_id, numbers, combinations,
               combination_price, stake, currency_iso)
             values ($1, $2, $3, $4, $5::int[], $6, $7::numeric, $8::numeric, $9)
             on conflict (user_id, request_id) do nothing returning id`,
            [
              body.drawId,
              userId,
              account.id,
              body.requestId,
              body.numbers,
              price.combinations,
              lottery.combinationPrice,
              price.stake,
              account.currencyIso,
            ],
          );
          return inserted?.id ?? null;
        },
      });
      if (stake.status === 'recorded-before') throw new AlreadyBought();
      if (stake.status === 'insufficient') {
        throw new DrawRefusal(402, 'insufficient_funds', `The account does not hold ${price.stake}`);
      }
      return answerFor(tx, stake.recordId, account.id);
    });
  } catch (error) {
    if (!(error instanceof AlreadyBought)) throw error;
    const bought = await replay(db, userId, body);
    if (!bought) throw new Error(`The ticket of request ${body.requestId} is neither bought nor missing`);
    return bought;
  }
}
