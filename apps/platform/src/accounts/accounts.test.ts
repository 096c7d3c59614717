import { accountDataSchema, currenciesAnswerSchema, currencyActionAnswerSchema } from '@betfront/contract/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { grantMoney } from '../ledger/ledger-test-helpers';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { createTestApp, XHR } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

let playerCounter = 0;
async function newPlayer(options: { openingBalance?: string; termsAcceptedVersion?: number } = {}) {
  const { userId, sessionId } = await createUserWithSession(db, {
    login: `wallet${++playerCounter}`,
    password: 'wallet-pass-1',
    ...options,
  });
  return { userId, cookie: `${SESSION_COOKIE}=${sessionId}` };
}

const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { ...XHR, ...(cookie ? { cookie } : {}) } });

async function accountsOf(cookie: string) {
  return accountDataSchema.parse((await get('/web-api/user/accounts', cookie)).json());
}

describe('account data', () => {
  it('lists the main and bonus accounts with exact money and the main one active', async () => {
    const { cookie } = await newPlayer({ openingBalance: '1250.5' });
    const response = await get('/web-api/user/accounts', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = accountDataSchema.parse(response.json());
    expect(data.all_accounts).toEqual([
      expect.objectContaining({ type: 0, iso: 'RUB', currencyId: 1, money: '1250.50', points: 0, symbol: '₽' }),
      expect.objectContaining({ type: 4, iso: 'RUB', money: '0.00', isAccountFrozen: false }),
    ]);
    expect(data.active_account_id).toBe(data.all_accounts[0]?.id);
  });

  it('refuses a visitor with 401', async () => {
    expect((await get('/web-api/user/accounts')).json()).toEqual({
      error: { code: 'unauthorized', message: 'Log in first' },
    });
  });
});

describe('currency accounts', () => {
  it('adds, switches to and back from, then removes a currency account', async () => {
    const { cookie } = await newPlayer();
    const added = await post('/web-api/office/account/currency/add', { currency_id: 2 }, cookie);
    expect(added.statusCode).toBe(200);
    expect(currencyActionAnswerSchema.parse(added.json()).data.message).toMatch(/^The USD account \d+ is open$/);
    const usd = (await accountsOf(cookie)).all_accounts.find((account) => account.iso === 'USD');
    expect(usd).toMatchObject({ type: 9, money: '0.00' });

    const switched = await post('/web-api/user/accounts/active', { id: usd?.id }, cookie);
    expect(accountDataSchema.parse(switched.json()).active_account_id).toBe(usd?.id);
    const refused = await post('/web-api/office/account/currency/remove', { currency_id: 2 }, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('active_account');

    const main = (await accountsOf(cookie)).all_accounts.find((account) => account.type === 0);
    await post('/web-api/user/accounts/active', { id: main?.id }, cookie);
    const removed = await post('/web-api/office/account/currency/remove', { currency_id: 2 }, cookie);
    expect(removed.statusCode).toBe(200);
    expect((await accountsOf(cookie)).all_accounts.map((account) => account.iso)).toEqual(['RUB', 'RUB']);
  });

  it('refuses a second account in one currency, and closing the main account', async () => {
    const { cookie } = await newPlayer();
    const twice = await post('/web-api/office/account/currency/add', { currency_id: 1 }, cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('currency_taken');
    const main = await post('/web-api/office/account/currency/remove', { currency_id: 1 }, cookie);
    expect(main.json().error).toMatchObject({ code: 'main_account', message: 'The main account cannot be closed' });
  });

  it('refuses to close an account that holds money', async () => {
    const { userId, cookie } = await newPlayer();
    await post('/web-api/office/account/currency/add', { currency_id: 3 }, cookie);
    await grantMoney(db, { userId, currencyId: 3 }, '0.01');
    const response = await post('/web-api/office/account/currency/remove', { currency_id: 3 }, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('account_not_empty');
    expect((await accountsOf(cookie)).all_accounts.some((account) => account.iso === 'EUR')).toBe(true);
  });

  it('refuses to close an account whose bets wait for their results', async () => {
    const { userId, cookie } = await newPlayer();
    await post('/web-api/office/account/currency/add', { currency_id: 3 }, cookie);
    const [account] = await db.query<{ id: number }>('select id from accounts where user_id = $1 and currency_id = 3', [
      userId,
    ]);
    await db.query(
      `insert into coupons (user_id, account_id, currency_iso, request_id, body_hash, type_id, amount, total_stake,
         coef, possible_win) values ($1, $2, 'EUR', 'open-coupon-1', 'hash', 0, 5, 5, 1.9, 9.5)`,
      [userId, account?.id],
    );
    const response = await post('/web-api/office/account/currency/remove', { currency_id: 3 }, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('account_has_open_bets');
  });

  it("refuses the bonus account, a frozen account and another player's account as the active one", async () => {
    const { userId, cookie } = await newPlayer();
    const other = await newPlayer();
    const [main, bonus] = (await accountsOf(cookie)).all_accounts;
    const [otherMain] = (await accountsOf(other.cookie)).all_accounts;
    expect((await post('/web-api/user/accounts/active', { id: bonus?.id }, cookie)).json().error.code).toBe(
      'bonus_account',
    );
    expect((await post('/web-api/user/accounts/active', { id: otherMain?.id }, cookie)).statusCode).toBe(404);
    await db.query('update accounts set is_frozen = true where user_id = $1 and type = 0', [userId]);
    const frozen = await post('/web-api/user/accounts/active', { id: main?.id }, cookie);
    expect(frozen.json().error.code).toBe('account_frozen');
  });

  it.each([
    ['/web-api/user/accounts/active', {}],
    ['/web-api/user/accounts/active', { id: 'x' }],
    ['/web-api/user/accounts/active', { id: -1 }],
    ['/web-api/office/account/currency/add', { currency_id: 1.5 }],
    ['/web-api/office/account/currency/add', { currency_id: 2, extra: true }],
    ['/web-api/office/account/currency/remove', null],
    ['/web-api/office/account/convert-main', { currency_id: '2' }],
  ])('answers 400 to %s with %j and writes nothing', async (url, payload) => {
    const { cookie } = await newPlayer();
    const before = await accountsOf(cookie);
    const response = await post(url, payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
    expect(await accountsOf(cookie)).toEqual(before);
  });

  it('answers 404 for a currency that does not exist', async () => {
    const { cookie } = await newPlayer();
    const response = await post('/web-api/office/account/currency/add', { currency_id: 999 }, cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('currency_not_found');
  });

  it('lists the currencies by language and rejects an unknown language shape', async () => {
    const { cookie } = await newPlayer();
    const ru = currenciesAnswerSchema.parse((await get('/web-api/office/account/currencies?lng=ru', cookie)).json());
    expect(ru.currencies[0]).toEqual({ id: 1, iso: 'RUB', symbol: '₽', name: 'Российский рубль' });
    expect((await get('/web-api/office/account/currencies?lng=russian', cookie)).statusCode).toBe(400);
  });
});

describe('convert account', () => {
  it('moves an empty main account to another currency, and refuses once it holds money', async () => {
    const { userId, cookie } = await newPlayer();
    expect((await get('/web-api/office/account/convert-status', cookie)).json()).toEqual({
      mainAccountAllowed: true,
      additionalAccountAllowed: true,
    });
    const moved = accountDataSchema.parse(
      (await post('/web-api/office/account/convert-main', { currency_id: 3 }, cookie)).json(),
    );
    expect(moved.all_accounts.map((account) => account.iso)).toEqual(['EUR', 'EUR']);

    await grantMoney(db, { userId, type: 0 }, '5');
    const refused = await post('/web-api/office/account/convert-main', { currency_id: 2 }, cookie);
    expect(refused.json().error.code).toBe('main_account_not_empty');
    expect((await get('/web-api/office/account/convert-status', cookie)).json().mainAccountAllowed).toBe(false);
  });
});

describe('terms changed', () => {
  it('answers 451 with exception_code 1 to state-changing account calls and writes nothing', async () => {
    const { cookie } = await newPlayer({ termsAcceptedVersion: 0 });
    const before = await accountsOf(cookie);
    const response = await post('/web-api/office/account/currency/add', { currency_id: 2 }, cookie);
    expect(response.statusCode).toBe(451);
    expect(response.json()).toEqual({
      error: { code: 'terms_changed', message: 'The terms changed: confirm them to continue', exception_code: 1 },
      exception_code: 1,
    });
    expect(await accountsOf(cookie)).toEqual(before);
  });
});
