import { describe, expect, it } from 'vitest';
import { ADMIN } from '../testing/test-app';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import {
  balanceOf,
  completeDeposit,
  createPayer,
  openDeposit,
  paymentBody,
  paymentsAppOfFile,
  postWithdrawal,
  sendWebhook,
} from './payments-test-helpers';

const platform = paymentsAppOfFile();
const TWINS = 6;

describe('payments under concurrent calls', () => {
  it('the same approval webhook sent many times at once credits once', async () => {
    const payer = await createPayer(platform.db);
    const before = await takeMoneySnapshot(platform.db);
    const deposit = await openDeposit(platform.app, payer.cookie);
    const [transaction] = await platform.db.query<{ id: string }>(
      'select id from local_provider_transactions where payment_id = $1::bigint',
      [deposit.id],
    );
    const events = Array.from({ length: TWINS }, (_, index) =>
      JSON.stringify({
        eventId: `ev_${String(index % 2).repeat(24)}`,
        transactionId: transaction?.id,
        paymentId: deposit.id,
        status: 'approved',
        amount: '500.00',
        currencyIso: 'RUB',
      }),
    );
    const answers = await Promise.all(events.map((body) => sendWebhook(platform.app, body)));
    const verdicts = answers.map((answer) => answer.json().verdict as string);
    expect(verdicts.filter((verdict) => verdict === 'applied')).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await balanceOf(platform.db, payer.accountId)).toBe('500.00');
    await expectMoneyConsistent(platform.db, before);
  });

  it('a withdrawal approved and cancelled at once is decided once', async () => {
    const payer = await createPayer(platform.db);
    await completeDeposit(platform.app, platform.db, payer.cookie, '1000');
    const before = await takeMoneySnapshot(platform.db);
    const response = await postWithdrawal(platform.app, payer.cookie, paymentBody({ amount: '400' }));
    const id = response.json().payment.id as string;
    const calls = Array.from({ length: TWINS }, (_, index) =>
      index % 2 === 0
        ? platform.app.inject({ method: 'POST', url: `/admin-api/withdrawals/${id}/approve`, headers: ADMIN })
        : platform.app.inject({
            method: 'POST',
            url: `/web-api/payments/withdrawals/${id}/cancel`,
            headers: { 'x-requested-with': 'XMLHttpRequest', cookie: payer.cookie },
          }),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(TWINS - 1);
    const balance = await balanceOf(platform.db, payer.accountId);
    expect(['600.00', '1000.00']).toContain(balance);
    await expectMoneyConsistent(platform.db, before);
  });
});
