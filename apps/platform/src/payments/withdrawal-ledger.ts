import type { Queryable } from '../db/database';
import { postEntry } from '../ledger/post-entry';
import { creditPlayer, debitPlayer } from '../ledger/player-movements';

interface HeldWithdrawal {
  id: string;
  userId: number;
  accountId: number;
  amount: string;
  currencyIso: string;
}

const referenceOf = (payment: { id: string }) => `payment:${payment.id}`;

/** The player's side of a hold or its release: the payment's amount against the house's `withdrawals` book. */
const againstHeldBook = (payment: HeldWithdrawal, kind: 'withdrawal_hold' | 'withdrawal_released', note?: string) => ({
  kind,
  reference: referenceOf(payment),
  userId: payment.userId,
  accountId: payment.accountId,
  amount: payment.amount,
  house: 'withdrawals' as const,
  currencyIso: payment.currencyIso,
  note,
});

/** The requested amount leaves the player's balance for the house's `withdrawals` book at once. */
export const holdWithdrawal = (tx: Queryable, payment: HeldWithdrawal) =>
  debitPlayer(tx, againstHeldBook(payment, 'withdrawal_hold'));

/** A withdrawal not paid out (rejected, cancelled, declined by the provider) goes back to the player. */
export const releaseWithdrawal = (tx: Queryable, payment: HeldWithdrawal, note: string) =>
  creditPlayer(tx, againstHeldBook(payment, 'withdrawal_released', note));

/** The provider paid it out: the held money leaves the house through the `payments` book. */
export function payWithdrawal(tx: Queryable, payment: HeldWithdrawal) {
  return postEntry(tx, {
    kind: 'withdrawal_paid',
    reference: referenceOf(payment),
    userId: payment.userId,
    currencyIso: payment.currencyIso,
    postings: [
      { house: 'withdrawals', amount: `-${payment.amount}` },
      { house: 'payments', amount: payment.amount },
    ],
  });
}
