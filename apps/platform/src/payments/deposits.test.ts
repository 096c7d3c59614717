import { depositAnswerSchema, paymentMethodsAnswerSchema } from '@betfront/contract/payments';
import { describe, expect, it } from 'vitest';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import {
  balanceOf,
  completeDeposit,
  createPayer,
  decideAtCheckout,
  deliverWebhooks,
  hurryWebhooks,
  openDeposit,
  paymentBody,
  paymentStatus,
  paymentsAppOfFile,
  postDeposit,
} from './payments-test-helpers';

const platform = paymentsAppOfFile();
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39' };

describe('GET /web-api/payments/methods', () => {
  it('lists the methods of the account currency with their limits, fee and time', async () => {
    const payer = await createPayer(platform.db);
    const response = await platform.app.inject({
      url: '/web-api/payments/methods?direction=deposit',
      headers: { cookie: payer.cookie },
    });
    expect(response.statusCode).toBe(200);
    const answer = paymentMethodsAnswerSchema.parse(response.json());
    expect(answer.currencyIso).toBe('RUB');
    expect(answer.methods.map((method) => method.kind)).toEqual(['card', 'sbp', 'ewallet', 'mobile', 'bank', 'crypto']);
    expect(answer.methods[3]).toMatchObject({
      minAmount: '100.00',
      maxAmount: '15000.00',
      feePercent: '3.00',
      feeFixed: '10.00',
    });
  });

  it('refuses a visitor, a bad direction and a foreign account', async () => {
    const payer = await createPayer(platform.db);
    const other = await createPayer(platform.db);
    const visitor = await platform.app.inject({ url: '/web-api/payments/methods?direction=deposit' });
    expect(visitor.statusCode).toBe(401);
    const bad = await platform.app.inject({
      url: '/web-api/payments/methods?direction=up',
      headers: { cookie: payer.cookie },
    });
    expect(bad.json().error.code).toBe('invalid_request');
    const foreign = await platform.app.inject({
      url: `/web-api/payments/methods?direction=deposit&accountId=${other.accountId}`,
      headers: { cookie: payer.cookie },
    });
    expect(foreign.json().error.code).toBe('account_not_found');
  });
});

describe('POST /web-api/payments/deposits: bad input writes nothing', () => {
  it.each([
    ['0', 400, 'amount_not_positive'],
    ['-5', 400, 'amount_not_positive'],
    ['100.005', 400, 'amount_precision'],
    ['99.99', 400, 'amount_below_minimum'],
    ['600000.01', 400, 'amount_above_maximum'],
    ['ten', 400, 'invalid_request'],
  ])('amount %s → %i %s', async (amount, status, code) => {
    const payer = await createPayer(platform.db);
    const before = await takeMoneySnapshot(platform.db);
    const response = await postDeposit(platform.app, payer.cookie, paymentBody({ amount }));
    expect([response.statusCode, response.json().error.code]).toEqual([status, code]);
    expect(await platform.db.query('select id from payments where user_id = $1', [payer.userId])).toEqual([]);
    await expectMoneyConsistent(platform.db, before);
  });

  it('refuses an unknown method, a bonus account, a missing request id and a visitor', async () => {
    const payer = await createPayer(platform.db);
    const [bonus] = await platform.db.query<{ id: number }>('select id from accounts where user_id = $1 and type = 4', [
      payer.userId,
    ]);
    const cases = [
      [paymentBody({ methodCode: 'paypal' }), 'method_unavailable'],
      [paymentBody({ accountId: bonus?.id }), 'account_not_payable'],
      [{ ...paymentBody(), requestId: undefined }, 'invalid_request'],
      [{ ...paymentBody(), extra: 1 }, 'invalid_request'],
    ] as const;
    for (const [body, code] of cases) {
      const response = await postDeposit(platform.app, payer.cookie, body);
      expect(response.json().error.code).toBe(code);
    }
    const visitor = await platform.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposits',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: paymentBody(),
    });
    expect(visitor.statusCode).toBe(401);
    expect(await platform.db.query('select id from payments where user_id = $1', [payer.userId])).toEqual([]);
  });

  it('refuses a banned player through the money gate', async () => {
    const payer = await createPayer(platform.db);
    await platform.db.query('update users set ban_level = 10 where id = $1', [payer.userId]);
    const response = await postDeposit(platform.app, payer.cookie, paymentBody());
    expect([response.statusCode, response.json().error.code]).toEqual([403, 'player_banned']);
    expect(await platform.db.query('select id from payments where user_id = $1', [payer.userId])).toEqual([]);
  });
});

describe('a deposit through the local provider', () => {
  it('approved: credited once, less the fee, out-of-order and replayed webhooks change nothing', async () => {
    const payer = await createPayer(platform.db, { isVerified: false });
    const before = await takeMoneySnapshot(platform.db);
    const deposit = await openDeposit(platform.app, payer.cookie, { amount: '1000', methodCode: 'mobile' });
    expect(deposit.redirectUrl).toMatch(/^\/dev\/payments\/checkout\/lp_[a-f0-9]{24}$/);
    const page = await platform.app.inject({ url: deposit.redirectUrl });
    expect(page.body).toContain('1000.00 RUB');

    const back = await decideAtCheckout(platform.app, deposit.redirectUrl, { decision: 'approve' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://localhost:80/en/onpay/success?paymentId=${deposit.id}`);
    expect(await paymentStatus(platform.db, deposit.id)).toBe('created');
    expect(await deliverWebhooks(platform.app, platform.db)).toBe(1);
    expect(await paymentStatus(platform.db, deposit.id)).toBe('completed');
    expect(await balanceOf(platform.db, payer.accountId)).toBe('960.00');
    // The "pending" event sent after the "approved" one, and every event again: nothing changes.
    await hurryWebhooks(platform.db);
    expect(await deliverWebhooks(platform.app, platform.db)).toBe(1);
    await platform.db.query('update local_provider_deliveries set delivered_at = null, next_attempt_at = now()');
    await deliverWebhooks(platform.app, platform.db);
    expect(await paymentStatus(platform.db, deposit.id)).toBe('completed');
    expect(await balanceOf(platform.db, payer.accountId)).toBe('960.00');
    const [user] = await platform.db.query<{ hasDeposit: boolean }>(
      'select has_deposit as "hasDeposit" from users where id = $1',
      [payer.userId],
    );
    expect(user?.hasDeposit).toBe(true);
    const verdicts = await platform.db.query<{ verdict: string }>(
      'select verdict from payment_webhook_log where payment_id = $1::bigint order by id',
      [deposit.id],
    );
    expect(verdicts.map((row) => row.verdict)).toContain('replayed');

    const read = await platform.app.inject({
      url: `/web-api/payments/${deposit.id}`,
      headers: { cookie: payer.cookie },
    });
    expect(read.json().payment).toMatchObject({
      status: 'completed',
      amount: '1000.00',
      fee: '40.00',
      netAmount: '960.00',
    });
    await platform.db.query('update local_provider_deliveries set delivered_at = now()');
    await expectMoneyConsistent(platform.db, before);
  });

  it.each([
    ['decline', 'fail', 'declined'],
    ['cancel', 'cancel', 'cancelled'],
    ['pending', 'pending', 'pending'],
  ])('%s: back on onpay/%s, %s, nothing credited', async (decision, page, status) => {
    const payer = await createPayer(platform.db);
    const before = await takeMoneySnapshot(platform.db);
    const deposit = await openDeposit(platform.app, payer.cookie);
    const back = await decideAtCheckout(platform.app, deposit.redirectUrl, { decision });
    expect(back.headers.location).toContain(`/en/onpay/${page}?paymentId=${deposit.id}`);
    await deliverWebhooks(platform.app, platform.db);
    expect(await paymentStatus(platform.db, deposit.id)).toBe(status);
    expect(await balanceOf(platform.db, payer.accountId)).toBe('0.00');
    await expectMoneyConsistent(platform.db, before);
  });

  it('left pending, then approved later on the provider page: credited once', async () => {
    const payer = await createPayer(platform.db);
    const before = await takeMoneySnapshot(platform.db);
    const deposit = await openDeposit(platform.app, payer.cookie);
    await decideAtCheckout(platform.app, deposit.redirectUrl, { decision: 'later' });
    await deliverWebhooks(platform.app, platform.db);
    expect(await paymentStatus(platform.db, deposit.id)).toBe('pending');
    await hurryWebhooks(platform.db);
    await deliverWebhooks(platform.app, platform.db);
    expect(await paymentStatus(platform.db, deposit.id)).toBe('completed');
    expect(await balanceOf(platform.db, payer.accountId)).toBe('500.00');
    await expectMoneyConsistent(platform.db, before);
  });

  it('a bad Luhn or a past expiry is refused on the card form; a decline test card declines', async () => {
    const payer = await createPayer(platform.db);
    const deposit = await openDeposit(platform.app, payer.cookie);
    const badLuhn = await decideAtCheckout(platform.app, deposit.redirectUrl, {
      decision: 'approve',
      cardNumber: '4242424242424241',
      expiry: '12/39',
    });
    expect(badLuhn.statusCode).toBe(400);
    expect(badLuhn.body).toContain('not valid');
    const expired = await decideAtCheckout(platform.app, deposit.redirectUrl, {
      ...CARD,
      decision: 'approve',
      expiry: '01/20',
    });
    expect(expired.statusCode).toBe(400);
    const declined = await decideAtCheckout(platform.app, deposit.redirectUrl, {
      decision: 'approve',
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/39',
    });
    expect(declined.headers.location).toContain('/onpay/fail');
    const again = await decideAtCheckout(platform.app, deposit.redirectUrl, { ...CARD, decision: 'approve' });
    expect(again.statusCode).toBe(409);
    await deliverWebhooks(platform.app, platform.db);
    expect(await paymentStatus(platform.db, deposit.id)).toBe('declined');
  });

  it('a double click creates one payment; the same request id for another amount is refused', async () => {
    const payer = await createPayer(platform.db);
    const body = paymentBody();
    const [first, second] = await Promise.all([
      postDeposit(platform.app, payer.cookie, body),
      postDeposit(platform.app, payer.cookie, body),
    ]);
    const answers = [first, second].map((response) => depositAnswerSchema.parse(response.json()));
    expect(answers[0]?.payment.id).toBe(answers[1]?.payment.id);
    expect(answers[0]?.redirectUrl).toBe(answers[1]?.redirectUrl);
    const other = await postDeposit(platform.app, payer.cookie, { ...body, amount: '600' });
    expect([other.statusCode, other.json().error.code]).toEqual([409, 'request_id_reused']);
    expect(await platform.db.query('select id from payments where user_id = $1', [payer.userId])).toHaveLength(1);
  });

  it('a player reads only their own payments, and lists them by direction', async () => {
    const payer = await createPayer(platform.db);
    const other = await createPayer(platform.db);
    const id = await completeDeposit(platform.app, platform.db, payer.cookie);
    const foreign = await platform.app.inject({ url: `/web-api/payments/${id}`, headers: { cookie: other.cookie } });
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'payment_not_found']);
    const list = await platform.app.inject({
      url: '/web-api/payments?direction=deposit',
      headers: { cookie: payer.cookie },
    });
    expect(list.json()).toMatchObject({ total: 1, payments: [{ id, status: 'completed', methodKind: 'card' }] });
    const badPeriod = await platform.app.inject({
      url: '/web-api/payments?from=2026-02-01&to=2026-01-01',
      headers: { cookie: payer.cookie },
    });
    expect(badPeriod.statusCode).toBe(400);
  });
});
