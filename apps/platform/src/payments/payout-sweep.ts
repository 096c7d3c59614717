import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { PaymentProvider } from './payment-provider';
import { findPayment, recordProviderTransaction } from './payments-repository';

/** A claim on a payout lapses after this long, so a process that died mid-call does not strand the withdrawal. */
const CLAIM_SECONDS = 30;

/** Claims one approved withdrawal the provider has not taken yet; any platform process may run this. */
async function claimPayout(db: Database): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `update payments set payout_attempt_at = now()
     where id = (
       select id from payments
       where direction = 'withdrawal' and status = 'approved' and provider_tx_id is null
         and (payout_attempt_at is null or payout_attempt_at < now() - make_interval(secs => $1))
       order by id limit 1 for update skip locked
     ) returning id::text as id`,
    [CLAIM_SECONDS],
  );
  return rows[0]?.id ?? null;
}

/** Asks the provider to pay out every approved withdrawal it has not taken; its outcome comes as a webhook. */
export async function startDuePayouts(
  db: Database,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
): Promise<number> {
  let started = 0;
  for (let id = await claimPayout(db); id !== null; id = await claimPayout(db)) {
    const payment = await findPayment(db, id);
    if (!payment?.methodKind) continue;
    try {
      const { transactionId } = await provider.startPayout({
        paymentId: payment.id,
        direction: 'withdrawal',
        methodCode: payment.methodCode,
        methodKind: payment.methodKind,
        amount: payment.amount,
        currencyIso: payment.currencyIso,
      });
      await recordProviderTransaction(db, id, transactionId, null);
      started += 1;
    } catch (error) {
      log.error({ err: error, paymentId: id }, 'the provider did not take a payout; it is retried');
    }
  }
  return started;
}
