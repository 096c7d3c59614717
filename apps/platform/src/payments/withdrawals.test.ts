import { describe, expect, it } from 'vitest';
import { ADMIN, XHR } from '../testing/test-app';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { runAdminAction } from '../admin/run-admin-action';
import { runPaymentSweeps } from './payment-sweeps';
import {
  balanceOf,
  completeDeposit,
  createPayer,
  paymentBody,
  paymentStatus,
  paymentsAppOfFile,
  postWithdrawal,
  WEBHOOK_SECRET,
} from './payments-test-helpers';
import { writePaymentSetting } from './payment-settings';
import { paymentProviderOf } from './providers';
import { paymentsEnv } from './payments-env';

const platform = paymentsAppOfFile();

/** A payer who has deposited 1000 with a card. */
async function depositedPayer(options: { isVerified?: boolean } = {}) {
  const payer = await createPayer(platform.db, options);
  await completeDeposit(platform.app, platform.db, payer.cookie, '1000');
  return payer;
}

async function withdraw(cookie: string, fields: Record<string, unknown> = {}) {
  const response = await postWithdrawal(platform.app, cookie, paymentBody({ amount: '300', ...fields }));
  return { response, id: response.statusCode === 201 ? (response.json().payment.id as string) : '' };
}

const sweep = () =>
  runPaymentSweeps(
    platform.app,
    platform.db,
    paymentProviderOf(platform.db, paymentsEnv({ nodeEnv: 'test', sessionSecret: 'unused' }))!,
    WEBHOOK_SECRET,
  );

describe('GET /web-api/payments/methods?direction=withdrawal', () => {
  it('offers only the methods the player deposited with, unless the operator allows any', async () => {
    const fresh = await createPayer(platform.db);
    const payer = await depositedPayer();
    const codesOf = async (cookie: string) =>
      (await platform.app.inject({ url: '/web-api/payments/methods?direction=withdrawal', headers: { cookie } }))
        .json<{ methods: { code: string }[] }>()
        .methods.map((method) => method.code);
    expect(await codesOf(fresh.cookie)).toEqual([]);
    expect(await codesOf(payer.cookie)).toEqual(['card']);
    await writePaymentSetting(platform.db, 'withdrawalMethodRule', 'any');
    expect(await codesOf(fresh.cookie)).toEqual(['card', 'sbp', 'ewallet', 'mobile', 'bank', 'crypto']);
    await writePaymentSetting(platform.db, 'withdrawalMethodRule', 'deposited');
  });
});

describe('a withdrawal', () => {
  it('is held at once, approved by the operator, paid out by the provider', async () => {
    const payer = await depositedPayer();
    const before = await takeMoneySnapshot(platform.db);
    const { response, id } = await withdraw(payer.cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().payment).toMatchObject({ status: 'pending', amount: '300.00', direction: 'withdrawal' });
    expect(await balanceOf(platform.db, payer.accountId)).toBe('700.00');

    const approved = await platform.app.inject({
      method: 'POST',
      url: `/admin-api/withdrawals/${id}/approve`,
      headers: ADMIN,
    });
    expect(approved.json().result.status).toBe('approved');
    const again = await platform.app.inject({
      method: 'POST',
      url: `/admin-api/withdrawals/${id}/approve`,
      headers: ADMIN,
    });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'withdrawal_not_pending']);
    await sweep();
    await sweep();
    expect(await paymentStatus(platform.db, id)).toBe('completed');
    expect(await balanceOf(platform.db, payer.accountId)).toBe('700.00');
    const entries = await platform.db.query<{ kind: string }>(
      `select kind from ledger_entries where reference = $1 order by id`,
      [`payment:${id}`],
    );
    expect(entries.map((entry) => entry.kind)).toEqual(['withdrawal_hold', 'withdrawal_paid']);
    await expectMoneyConsistent(platform.db, before);
  });

  it('cancelled by the player or rejected by the operator: the hold is released; not twice', async () => {
    const payer = await depositedPayer();
    const before = await takeMoneySnapshot(platform.db);
    const first = await withdraw(payer.cookie);
    const second = await withdraw(payer.cookie, { amount: '200' });
    expect(await balanceOf(platform.db, payer.accountId)).toBe('500.00');
    const cancel = () =>
      platform.app.inject({
        method: 'POST',
        url: `/web-api/payments/withdrawals/${first.id}/cancel`,
        headers: { ...XHR, cookie: payer.cookie },
      });
    expect((await cancel()).json().payment.status).toBe('cancelled');
    expect((await cancel()).json().error.code).toBe('withdrawal_not_pending');
    await runAdminAction({ db: platform.db, allowTestCommands: true }, 'withdrawalReject', {
      id: second.id,
      reason: 'wrong details',
    });
    expect(await paymentStatus(platform.db, second.id)).toBe('rejected');
    expect(await balanceOf(platform.db, payer.accountId)).toBe('1000.00');
    await expectMoneyConsistent(platform.db, before);
  });

  it('another player cannot cancel it', async () => {
    const payer = await depositedPayer();
    const other = await createPayer(platform.db);
    const { id } = await withdraw(payer.cookie);
    const response = await platform.app.inject({
      method: 'POST',
      url: `/web-api/payments/withdrawals/${id}/cancel`,
      headers: { ...XHR, cookie: other.cookie },
    });
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'payment_not_found']);
    expect(await paymentStatus(platform.db, id)).toBe('pending');
  });

  it('refuses more than the balance, a method never deposited with, and bad amounts; nothing is written', async () => {
    const payer = await depositedPayer();
    const before = await takeMoneySnapshot(platform.db);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: '1000.01' }, 409, 'insufficient_balance'],
      [{ methodCode: 'sbp' }, 403, 'method_not_deposited'],
      [{ amount: '0.001' }, 400, 'amount_precision'],
      [{ amount: '0' }, 400, 'amount_not_positive'],
      [{ amount: '50' }, 400, 'amount_below_minimum'],
    ];
    for (const [fields, status, code] of cases) {
      const { response } = await withdraw(payer.cookie, fields);
      expect([response.statusCode, response.json().error.code]).toEqual([status, code]);
    }
    expect(
      await platform.db.query(`select id from payments where user_id = $1 and direction = 'withdrawal'`, [
        payer.userId,
      ]),
    ).toEqual([]);
    await expectMoneyConsistent(platform.db, before);
  });

  it('follows the operator: identification, any method, auto-approval up to an amount', async () => {
    const unverified = await depositedPayer({ isVerified: false });
    const before = await takeMoneySnapshot(platform.db);
    await writePaymentSetting(platform.db, 'isIdentificationRequiredForWithdrawal', true);
    const refused = await withdraw(unverified.cookie);
    expect([refused.response.statusCode, refused.response.json().error.code]).toEqual([403, 'identification_required']);
    await writePaymentSetting(platform.db, 'isIdentificationRequiredForWithdrawal', false);

    const payer = await depositedPayer();
    await writePaymentSetting(platform.db, 'withdrawalMethodRule', 'any');
    await writePaymentSetting(platform.db, 'withdrawalAutoApproveUpTo', { RUB: '300' });
    const small = await withdraw(payer.cookie, { methodCode: 'sbp' });
    const large = await withdraw(payer.cookie, { amount: '301' });
    expect(small.response.json().payment.status).toBe('approved');
    expect(large.response.json().payment.status).toBe('pending');
    await writePaymentSetting(platform.db, 'withdrawalMethodRule', 'deposited');
    await writePaymentSetting(platform.db, 'withdrawalAutoApproveUpTo', {});
    await expectMoneyConsistent(platform.db, before);
  });

  it('a double click holds once', async () => {
    const payer = await depositedPayer();
    const before = await takeMoneySnapshot(platform.db);
    const body = paymentBody({ amount: '300' });
    const answers = await Promise.all([
      postWithdrawal(platform.app, payer.cookie, body),
      postWithdrawal(platform.app, payer.cookie, body),
    ]);
    expect(new Set(answers.map((answer) => answer.json().payment.id)).size).toBe(1);
    expect(await balanceOf(platform.db, payer.accountId)).toBe('700.00');
    await expectMoneyConsistent(platform.db, before);
  });

  it('the admin CLI names the pending ones', async () => {
    const payer = await depositedPayer();
    const { id } = await withdraw(payer.cookie);
    const list = (await runAdminAction({ db: platform.db, allowTestCommands: true }, 'withdrawalList', {})) as {
      id: string;
    }[];
    expect(list.map((row) => row.id)).toContain(id);
  });
});

describe('the payment commands', () => {
  const run = (name: Parameters<typeof runAdminAction>[1], input: unknown) =>
    runAdminAction({ db: platform.db, allowTestCommands: true }, name, input);

  it('set a rule from the command line, refuse a bad one, and change a method', async () => {
    const settings = await run('paymentSettingSet', { key: 'withdrawalAutoApproveUpTo', value: '{"RUB":"250"}' });
    expect(settings).toMatchObject({ withdrawalAutoApproveUpTo: { RUB: '250' } });
    await expect(run('paymentSettingSet', { key: 'withdrawalMethodRule', value: 'sometimes' })).rejects.toThrow(
      /withdrawalMethodRule/,
    );
    await expect(run('paymentSettingSet', { key: 'withdrawalAutoApproveUpTo', value: '{"RUB":' })).rejects.toThrow();
    await run('paymentSettingSet', { key: 'withdrawalAutoApproveUpTo', value: {} });

    await run('paymentMethodSet', { code: 'card', currency: 'RUB', max: '700000', deposit: 'off' });
    const methods = (await run('paymentMethodList', { currency: 'RUB' })) as {
      code: string;
      maxAmount: string;
      isDepositEnabled: boolean;
    }[];
    expect(methods.find((method) => method.code === 'card')).toMatchObject({
      maxAmount: '700000.00',
      isDepositEnabled: false,
    });
    await expect(run('paymentMethodSet', { code: 'qiwi', currency: 'RUB', min: '1' })).rejects.toThrow(/--kind/);
    await run('paymentMethodSet', { code: 'qiwi', currency: 'RUB', kind: 'ewallet', min: '1', max: '100' });
    expect(await run('paymentMethodList', { currency: 'RUB' })).toContainEqual(
      expect.objectContaining({ code: 'qiwi' }),
    );
    await run('paymentMethodSet', { code: 'card', currency: 'RUB', max: '600000', deposit: 'on' });
    await platform.db.query(`delete from payment_methods where code = 'qiwi'`);
  });
});
