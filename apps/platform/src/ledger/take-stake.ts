import type { Queryable } from '../db/database';
import { passMoneyGate } from '../money-gate/money-gate';
import { debitPlayer } from './player-movements';

export interface Stake {
  userId: number;
  accountId: number;
  countryCode: string | null;
  /** Positive, at most 2 decimal places. */
  amount: string;
  /** The ledger reference of the stake of what `record` wrote, such as `lotto:{ticketId}`. */
  reference(recordId: number): string;
  note: string;
  /** Writes the ticket, coupon or bet the stake pays for; null when a retry of the same request wrote it first. */
  record(): Promise<number | null>;
}

export type StakeResult =
  { status: 'taken'; recordId: number } | { status: 'recorded-before' } | { status: 'insufficient'; amount: string };

/**
 * The one way a stake of a draw, a pool or a quick game is taken, inside the caller's transaction: the money gate
 * (purpose `stake`, so the player's limits weigh it), then the record it pays for, then the debit of the player's
 * account to the house's `bets` book as the ledger's `stake` entry. An insufficient balance is answered, not
 * thrown, so each product refuses it in its own words — and the caller's refusal rolls the record back.
 */
export async function takeStake(tx: Queryable, stake: Stake): Promise<StakeResult> {
  await passMoneyGate(tx, {
    userId: stake.userId,
    accountId: stake.accountId,
    purpose: 'stake',
    countryCode: stake.countryCode,
    amount: stake.amount,
  });
  const recordId = await stake.record();
  if (recordId === null) return { status: 'recorded-before' };
  const debit = await debitPlayer(tx, {
    kind: 'stake',
    reference: stake.reference(recordId),
    userId: stake.userId,
    accountId: stake.accountId,
    amount: stake.amount,
    house: 'bets',
    note: stake.note,
  });
  if (debit.status === 'insufficient') return { status: 'insufficient', amount: stake.amount };
  if (debit.status === 'duplicate') throw new Error(`The stake ${stake.reference(recordId)} was taken already`);
  return { status: 'taken', recordId };
}
