import { creditBonusOnDeposit } from '../bonuses/deposit-bonus';
import type { Database, Queryable } from '../db/database';
import { creditPlayer } from '../ledger/player-movements';
import { mailDepositReceipt } from '../mailing/player-mail';
import { qualifyReferral } from '../referrals/referral-repository';
import type { ProviderEvent } from './payment-provider';
import { toCents } from './payment-amount';
import type { PaymentRecord } from './payments-repository';
import { lockPayment, recordProviderTransaction, setPaymentStatus } from './payments-repository';
import type { TransitionEffect } from './payment-transitions';
import { transitionOf } from './payment-transitions';
import type { WebhookVerdict } from './webhook-log';
import { logEventOnce, logWebhook } from './webhook-log';
import { payWithdrawal, releaseWithdrawal } from './withdrawal-ledger';

/**
 * The player's row is written before the account is locked: placement holds the player (the money gate) before it
 * locks the account, and the other order deadlocks a deposit credited while the player bets.
 */
async function creditDeposit(tx: Queryable, payment: PaymentRecord): Promise<void> {
  await tx.query('update users set has_deposit = true where id = $1 and not has_deposit', [payment.userId]);
  await creditPlayer(tx, {
    kind: 'deposit',
    reference: `payment:${payment.id}`,
    userId: payment.userId,
    accountId: payment.accountId,
    amount: payment.netAmount,
    house: 'payments',
    currencyIso: payment.currencyIso,
  });
  await creditBonusOnDeposit(tx, payment);
  await qualifyReferral(tx, payment);
  await mailDepositReceipt(tx, payment);
}

async function applyEffect(tx: Queryable, payment: PaymentRecord, effect: TransitionEffect): Promise<void> {
  if (effect === 'credit_deposit') await creditDeposit(tx, payment);
  if (effect === 'pay_withdrawal') await payWithdrawal(tx, payment);
  if (effect === 'release_withdrawal') await releaseWithdrawal(tx, payment, 'the provider declined the payout');
}

/** Why an event that names a payment of ours does not fit it; null when it does. */
function mismatchOf(payment: PaymentRecord, event: ProviderEvent): string | null {
  if (payment.providerTxId !== null && payment.providerTxId !== event.transactionId) {
    return `transaction ${event.transactionId} is not the payment's ${payment.providerTxId}`;
  }
  if (payment.currencyIso !== event.currencyIso || toCents(payment.amount) !== toCents(event.amount)) {
    return `${event.amount} ${event.currencyIso} is not the payment's ${payment.amount} ${payment.currencyIso}`;
  }
  return null;
}

type Outcome = { verdict: WebhookVerdict; detail: string | null };

/**
 * Applies a verified provider event to its payment in one transaction: the payment is locked, the event is
 * logged once by its id (a replay changes nothing), and a forward transition moves the money through the ledger.
 */
export async function applyProviderEvent(
  db: Database,
  provider: string,
  event: ProviderEvent,
  body: string,
): Promise<WebhookVerdict> {
  const entry = { provider, eventId: event.eventId, paymentId: event.paymentId, body };
  const outcome = await db.transaction<Outcome>(async (tx) => {
    const payment = /^\d{1,18}$/.test(event.paymentId) ? await lockPayment(tx, event.paymentId) : null;
    if (!payment || payment.provider !== provider) return { verdict: 'unknown_payment', detail: null };
    const mismatch = mismatchOf(payment, event);
    if (mismatch) return { verdict: 'malformed', detail: mismatch };
    const transition = transitionOf(payment.direction, payment.status, event.status);
    const verdict = transition ? 'applied' : 'ignored';
    const detail = transition ? `${payment.status} → ${transition.status}` : `${event.status} while ${payment.status}`;
    if (!(await logEventOnce(tx, { ...entry, verdict, detail }))) return { verdict: 'replayed', detail: null };
    if (!transition) return { verdict, detail };
    if (payment.providerTxId === null) await recordProviderTransaction(tx, payment.id, event.transactionId, null);
    await applyEffect(tx, payment, transition.effect);
    await setPaymentStatus(tx, payment.id, transition.status);
    return { verdict, detail };
  });
  if (outcome.verdict !== 'applied' && outcome.verdict !== 'ignored') {
    await logWebhook(db, {
      ...entry,
      paymentId: /^\d{1,18}$/.test(event.paymentId) ? event.paymentId : null,
      ...outcome,
    });
  }
  return outcome.verdict;
}
