import { describe, expect, it } from 'vitest';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { deliverDueWebhooks, MAX_DELIVERY_ATTEMPTS } from './local-provider/local-deliveries';
import { injectWebhook } from './payment-sweeps';
import {
  balanceOf,
  createPayer,
  decideAtCheckout,
  hurryWebhooks,
  openDeposit,
  paymentStatus,
  paymentsAppOfFile,
  WEBHOOK_SECRET,
} from './payments-test-helpers';

const platform = paymentsAppOfFile();

async function attemptsOf(paymentId: string) {
  return platform.db.query<{ status: string; attempts: number; delivered: boolean; lastAnswer: string | null }>(
    `select d.status, d.attempts, d.delivered_at is not null as delivered, d.last_answer as "lastAnswer"
     from local_provider_deliveries d join local_provider_transactions t on t.id = d.transaction_id
     where t.payment_id = $1::bigint order by d.id`,
    [paymentId],
  );
}

describe("the local provider's webhook queue", () => {
  it('retries a delivery the platform did not take, after a pause, and gives up after the last attempt', async () => {
    const payer = await createPayer(platform.db);
    const before = await takeMoneySnapshot(platform.db);
    const deposit = await openDeposit(platform.app, payer.cookie);
    await decideAtCheckout(platform.app, deposit.redirectUrl, { decision: 'decline' });
    const unreachable = () => Promise.reject(new Error('connection refused'));
    expect(await deliverDueWebhooks(platform.db, WEBHOOK_SECRET, unreachable)).toBe(1);
    expect(await attemptsOf(deposit.id)).toEqual([
      { status: 'declined', attempts: 1, delivered: false, lastAnswer: 'Error: connection refused' },
    ]);
    // Not due again until its pause has passed.
    expect(await deliverDueWebhooks(platform.db, WEBHOOK_SECRET, unreachable)).toBe(0);
    await hurryWebhooks(platform.db);
    expect(await deliverDueWebhooks(platform.db, WEBHOOK_SECRET, async () => 503)).toBe(1);
    expect((await attemptsOf(deposit.id))[0]).toMatchObject({ attempts: 2, delivered: false, lastAnswer: '503' });
    expect(await paymentStatus(platform.db, deposit.id)).toBe('created');

    await hurryWebhooks(platform.db);
    expect(await deliverDueWebhooks(platform.db, WEBHOOK_SECRET, injectWebhook(platform.app))).toBe(1);
    expect((await attemptsOf(deposit.id))[0]).toMatchObject({ attempts: 3, delivered: true, lastAnswer: '200' });
    expect(await paymentStatus(platform.db, deposit.id)).toBe('declined');
    expect(await balanceOf(platform.db, payer.accountId)).toBe('0.00');
    await expectMoneyConsistent(platform.db, before);
  });

  it('stops after the last attempt', async () => {
    const payer = await createPayer(platform.db);
    const deposit = await openDeposit(platform.app, payer.cookie);
    await decideAtCheckout(platform.app, deposit.redirectUrl, { decision: 'cancel' });
    for (let attempt = 0; attempt < MAX_DELIVERY_ATTEMPTS + 2; attempt += 1) {
      await hurryWebhooks(platform.db);
      await deliverDueWebhooks(platform.db, WEBHOOK_SECRET, async () => 500);
    }
    expect((await attemptsOf(deposit.id))[0]).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, delivered: false });
  });
});
