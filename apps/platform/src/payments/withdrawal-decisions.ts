import type { Payment, PaymentStatus } from '@betfront/contract/payments';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import type { PaymentRecord } from './payments-repository';
import { lockPayment, publicPayment, setPaymentStatus } from './payments-repository';
import { releaseWithdrawal } from './withdrawal-ledger';

/** The withdrawal, locked, while it still waits for a decision; a named 4xx otherwise. */
async function lockPendingWithdrawal(tx: Queryable, id: string, ownerId?: number): Promise<PaymentRecord> {
  const payment = /^\d{1,18}$/.test(id) ? await lockPayment(tx, id) : null;
  if (!payment || payment.direction !== 'withdrawal' || (ownerId !== undefined && payment.userId !== ownerId)) {
    throw new HttpError(404, 'payment_not_found', `There is no withdrawal ${id}`);
  }
  if (payment.status !== 'pending') {
    throw new HttpError(409, 'withdrawal_not_pending', `The withdrawal ${id} is ${payment.status}, not pending`);
  }
  return payment;
}

async function releaseAs(db: Database, id: string, status: PaymentStatus, note: string, ownerId?: number) {
  return db.transaction(async (tx) => {
    const payment = await lockPendingWithdrawal(tx, id, ownerId);
    await releaseWithdrawal(tx, payment, note);
    await setPaymentStatus(tx, id, status, note);
    return publicPayment({ ...payment, status });
  });
}

/** The operator approves: the payout sweep asks the provider to pay it out. */
export async function approveWithdrawal(db: Database, id: string): Promise<Payment> {
  return db.transaction(async (tx) => {
    const payment = await lockPendingWithdrawal(tx, id);
    await setPaymentStatus(tx, id, 'approved', 'approved by the operator');
    return publicPayment({ ...payment, status: 'approved' });
  });
}

/** The operator refuses: the held money goes back to the player. */
export const rejectWithdrawal = (db: Database, id: string, reason: string): Promise<Payment> =>
  releaseAs(db, id, 'rejected', reason);

/** The player changes their mind while the withdrawal waits: the held money comes back. */
export const cancelWithdrawal = (db: Database, userId: number, id: string): Promise<Payment> =>
  releaseAs(db, id, 'cancelled', 'cancelled by the player', userId);
