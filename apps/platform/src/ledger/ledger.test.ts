import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createUserWithSession } from '../session/create-user';
import { adjustBalance } from './adjust-balance';
import { creditPlayer, debitPlayer } from './player-movements';
import { postEntry } from './post-entry';
import { verifyLedger } from './verify-ledger';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

let playerCounter = 0;
async function newPlayer(openingBalance = '0'): Promise<{ userId: number; accountId: number }> {
  const { userId } = await createUserWithSession(db, {
    login: `ledger${++playerCounter}`,
    password: 'ledger-pass-1',
    openingBalance,
  });
  const [main] = await db.query<{ id: number }>('select id from accounts where user_id = $1 and type = 0', [userId]);
  if (!main) throw new Error('no main account');
  return { userId, accountId: main.id };
}

const balance = async (accountId: number) =>
  (await db.query<{ money: string }>('select money::text as money from accounts where id = $1', [accountId]))[0]?.money;

describe('the opening balance', () => {
  it('is an entry from the house grants, explaining the balance', async () => {
    const { userId, accountId } = await newPlayer('1000');
    const entries = await db.query<{ kind: string; reference: string; amount: string; house: string | null }>(
      `select e.kind, e.reference, p.amount::text as amount, p.house from ledger_entries e
       join ledger_postings p on p.entry_id = e.id where e.user_id = $1 order by p.id`,
      [userId],
    );
    expect(entries).toEqual([
      { kind: 'opening', reference: `account:${accountId}`, amount: '1000.00', house: null },
      { kind: 'opening', reference: `account:${accountId}`, amount: '-1000.00', house: 'grants' },
    ]);
    expect((await verifyLedger(db)).problems).toEqual([]);
  });
});

describe('a movement', () => {
  it('is made once per kind and reference, however often it is retried', async () => {
    const { userId, accountId } = await newPlayer('100');
    const credit = {
      kind: 'win' as const,
      reference: 'coupon:retried',
      userId,
      accountId,
      amount: '25.5',
      house: 'bets' as const,
    };
    const results = await Promise.all([1, 2, 3].map(() => db.transaction((tx) => creditPlayer(tx, credit))));
    expect(results.filter((result) => result.status === 'posted')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'duplicate')).toHaveLength(2);
    expect(await balance(accountId)).toBe('125.50');
  });

  it('never takes more than the account holds', async () => {
    const { userId, accountId } = await newPlayer('10');
    const debit = {
      kind: 'stake' as const,
      reference: 'coupon:too-big',
      userId,
      accountId,
      amount: '10.01',
      house: 'bets' as const,
    };
    expect(await db.transaction((tx) => debitPlayer(tx, debit))).toEqual({ status: 'insufficient', balance: '10.00' });
    expect(await balance(accountId)).toBe('10.00');
  });

  it('to an account that does not exist fails instead of vanishing', async () => {
    const { userId } = await newPlayer();
    const credit = {
      kind: 'win' as const,
      reference: 'coupon:nowhere',
      userId,
      accountId: 1,
      amount: '5',
      house: 'bets' as const,
    };
    await expect(db.transaction((tx) => creditPlayer(tx, credit))).rejects.toThrow(/no account 1/);
  });

  it('in a currency the account does not hold is refused by the database', async () => {
    const { userId, accountId } = await newPlayer();
    const credit = {
      kind: 'win' as const,
      reference: 'coupon:usd',
      userId,
      accountId,
      amount: '5',
      house: 'bets' as const,
      currencyIso: 'USD',
    };
    await expect(db.transaction((tx) => creditPlayer(tx, credit))).rejects.toThrow(/holds RUB, not USD/);
    expect(await balance(accountId)).toBe('0.00');
  });

  it('that does not balance is refused when its transaction commits', async () => {
    const { userId, accountId } = await newPlayer();
    const lopsided = db.transaction((tx) =>
      postEntry(tx, {
        kind: 'adjustment',
        reference: 'lopsided',
        userId,
        currencyIso: 'RUB',
        postings: [{ accountId, amount: '50' }],
      }),
    );
    await expect(lopsided).rejects.toThrow(/does not balance/);
    expect(await balance(accountId)).toBe('0.00');
  });
});

describe('the database', () => {
  it('refuses a balance changed outside the ledger, an account opened with money and a rewritten journal', async () => {
    const { accountId } = await newPlayer('50');
    await expect(db.query('update accounts set money = 1000000 where id = $1', [accountId])).rejects.toThrow(
      /changes only through the ledger/,
    );
    await expect(
      db.query(
        `insert into accounts (user_id, type, currency_id, money) select user_id, 9, 2, 10 from accounts where id = $1`,
        [accountId],
      ),
    ).rejects.toThrow(/must open empty/);
    await expect(db.query(`update ledger_postings set amount = amount * 2`)).rejects.toThrow(/append-only/);
    await expect(db.query(`delete from ledger_entries`)).rejects.toThrow(/append-only/);
    await expect(db.query('update accounts set currency_id = 2 where id = $1', [accountId])).rejects.toThrow(
      /cannot change its currency/,
    );
    expect(await balance(accountId)).toBe('50.00');
  });
});

describe('an adjustment', () => {
  it('corrects a balance both ways, never below zero, once per reference', async () => {
    const { accountId } = await newPlayer('20');
    expect(
      await adjustBalance(db, { accountId, amount: '-5.25', reference: 'ticket-1', note: 'goodwill error' }),
    ).toEqual({
      balance: '14.75',
    });
    await expect(
      adjustBalance(db, { accountId, amount: '-15', reference: 'ticket-2', note: 'too much' }),
    ).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    await expect(
      adjustBalance(db, { accountId, amount: '1', reference: 'ticket-1', note: 'again' }),
    ).rejects.toMatchObject({
      code: 'adjustment_made',
    });
    expect(await balance(accountId)).toBe('14.75');
  });
});

describe('verifyLedger', () => {
  it('names the account whose balance its postings do not explain', async () => {
    const { accountId } = await newPlayer('30');
    await tamperWithBalance(accountId, '1');
    const report = await verifyLedger(db);
    expect(report.problems).toEqual([
      { kind: 'balance_mismatch', id: String(accountId), detail: 'holds 31.00, its postings add up to 30.00' },
    ]);
    await tamperWithBalance(accountId, '-1');
    expect((await verifyLedger(db)).problems).toEqual([]);
  });
});

/** Moves a balance behind the ledger's back, as only someone with the database's own rights could. */
async function tamperWithBalance(accountId: number, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('alter table accounts disable trigger accounts_guard_money');
    await tx.query('update accounts set money = money + $2::numeric where id = $1', [accountId, by]);
    await tx.query('alter table accounts enable trigger accounts_guard_money');
  });
}
