import { describe, expect, it } from 'vitest';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';
import {
  balanceOf,
  createPayer,
  decideAtCheckout,
  openDeposit,
  paymentStatus,
  paymentsAppOfFile,
  sendWebhook,
  WEBHOOK_SECRET,
} from './payments-test-helpers';

const platform = paymentsAppOfFile();
const now = () => Math.floor(Date.now() / 1000);

/** An open deposit and the body of an "approved" event for it, as the provider would send. */
async function depositAndEvent(overrides: Record<string, string> = {}) {
  const payer = await createPayer(platform.db);
  const deposit = await openDeposit(platform.app, payer.cookie);
  const [transaction] = await platform.db.query<{ id: string }>(
    'select id from local_provider_transactions where payment_id = $1::bigint',
    [deposit.id],
  );
  const event = {
    eventId: 'ev_0123456789abcdef01234567',
    transactionId: transaction?.id ?? '',
    paymentId: deposit.id,
    status: 'approved',
    amount: '500.00',
    currencyIso: 'RUB',
    ...overrides,
  };
  return { payer, deposit, body: JSON.stringify(event) };
}

async function lastVerdict(): Promise<string | undefined> {
  const [row] = await platform.db.query<{ verdict: string }>(
    'select verdict from payment_webhook_log order by id desc limit 1',
  );
  return row?.verdict;
}

describe('the webhook signature', () => {
  it('signs the timestamp and the body; any change to either fails', () => {
    const signature = signWebhook('s'.repeat(32), '{"a":1}', 1_800_000_000);
    expect(() => verifyWebhookSignature('s'.repeat(32), signature, '{"a":1}', 1_800_000_010)).not.toThrow();
    expect(() => verifyWebhookSignature('s'.repeat(32), signature, '{"a":2}', 1_800_000_010)).toThrow(/does not match/);
    expect(() => verifyWebhookSignature('t'.repeat(32), signature, '{"a":1}', 1_800_000_010)).toThrow(/does not match/);
    expect(() =>
      verifyWebhookSignature(
        's'.repeat(32),
        signature.replace('t=1800000000', 't=1800000001'),
        '{"a":1}',
        1_800_000_010,
      ),
    ).toThrow(/does not match/);
    expect(() => verifyWebhookSignature('s'.repeat(32), signature, '{"a":1}', 1_800_000_301)).toThrow(/300 s/);
    expect(() => verifyWebhookSignature('s'.repeat(32), undefined, '{"a":1}', 1_800_000_010)).toThrow(/missing/);
  });
});

describe('POST /payments-api/webhooks/local', () => {
  it('a forged, a stale, a malformed and a mismatched webhook change nothing and are logged', async () => {
    const { payer, deposit, body } = await depositAndEvent();
    const before = await takeMoneySnapshot(platform.db);
    const forged = await sendWebhook(platform.app, body, signWebhook('x'.repeat(64), body, now()));
    expect([forged.statusCode, await lastVerdict()]).toEqual([401, 'bad_signature']);
    const unsigned = await sendWebhook(platform.app, body, '');
    expect(unsigned.statusCode).toBe(401);
    const stale = await sendWebhook(platform.app, body, signWebhook(WEBHOOK_SECRET, body, now() - 3600));
    expect([stale.statusCode, await lastVerdict()]).toEqual([401, 'stale']);
    const notJson = await sendWebhook(platform.app, 'approved!');
    expect([notJson.statusCode, await lastVerdict()]).toEqual([400, 'malformed']);
    const inflated = JSON.stringify({ ...JSON.parse(body), amount: '50000.00' });
    const mismatch = await sendWebhook(platform.app, inflated);
    expect([mismatch.statusCode, await lastVerdict()]).toEqual([400, 'malformed']);
    const unknown = await sendWebhook(platform.app, JSON.stringify({ ...JSON.parse(body), paymentId: '999999999' }));
    expect([unknown.statusCode, await lastVerdict()]).toEqual([404, 'unknown_payment']);
    const otherProvider = await platform.app.inject({
      method: 'POST',
      url: '/payments-api/webhooks/acme',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(otherProvider.statusCode).toBe(404);
    const elsewhere = await platform.app.inject({ url: '/payments-api/refunds' });
    expect([elsewhere.statusCode, elsewhere.json().error.code]).toEqual([404, 'not_found']);
    expect(await paymentStatus(platform.db, deposit.id)).toBe('created');
    expect(await balanceOf(platform.db, payer.accountId)).toBe('0.00');
    await expectMoneyConsistent(platform.db, before);
  });

  it('a genuine event is applied once; the same event again is a replay', async () => {
    const { payer, deposit, body } = await depositAndEvent({ eventId: 'ev_aaaaaaaaaaaaaaaaaaaaaaaa' });
    const before = await takeMoneySnapshot(platform.db);
    const first = await sendWebhook(platform.app, body);
    expect(first.json()).toEqual({ verdict: 'applied' });
    const replay = await sendWebhook(platform.app, body);
    expect([replay.statusCode, replay.json().verdict]).toEqual([200, 'replayed']);
    const resent = await sendWebhook(
      platform.app,
      JSON.stringify({ ...JSON.parse(body), eventId: 'ev_bbbbbbbbbbbbbbbbbbbbbbbb' }),
    );
    expect(resent.json().verdict).toBe('ignored');
    expect(await paymentStatus(platform.db, deposit.id)).toBe('completed');
    expect(await balanceOf(platform.db, payer.accountId)).toBe('500.00');
    await expectMoneyConsistent(platform.db, before);
  });

  it('the player cannot decide twice on the checkout page', async () => {
    const payer = await createPayer(platform.db);
    const deposit = await openDeposit(platform.app, payer.cookie);
    await decideAtCheckout(platform.app, deposit.redirectUrl, { decision: 'cancel' });
    const again = await decideAtCheckout(platform.app, deposit.redirectUrl, { decision: 'pending' });
    expect(again.statusCode).toBe(409);
    const deliveries = await platform.db.query(
      'select d.status from local_provider_deliveries d join local_provider_transactions t on t.id = d.transaction_id where t.payment_id = $1::bigint',
      [deposit.id],
    );
    expect(deliveries).toEqual([{ status: 'cancelled' }]);
  });
});
