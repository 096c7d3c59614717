import type { Account } from '@betfront/contract/accounts';
import type { Queryable } from '../db/database';

const ACCOUNT_COLUMNS = `accounts.id, accounts.type, currencies.iso, accounts.currency_id as "currencyId",
  accounts.money::text as money, accounts.points, currencies.symbol, accounts.is_frozen as "isAccountFrozen",
  accounts.is_available_first_deposit_bonus as "isAvailableFirstDepositBonus"`;

/** The player's accounts, main first, then currency accounts by opening, then the bonus account. */
export async function listAccounts(db: Queryable, userId: number): Promise<Account[]> {
  return db.query<Account>(
    `select ${ACCOUNT_COLUMNS} from accounts join currencies on currencies.id = accounts.currency_id
     where accounts.user_id = $1
     order by case accounts.type when 0 then 0 when 9 then 1 else 2 end, accounts.id`,
    [userId],
  );
}

export async function findActiveAccountId(db: Queryable, userId: number): Promise<number | null> {
  const rows = await db.query<{ id: number | null }>('select active_account_id as id from users where id = $1', [
    userId,
  ]);
  return rows[0]?.id ?? null;
}

export async function setActiveAccountId(db: Queryable, userId: number, accountId: number): Promise<void> {
  await db.query('update users set active_account_id = $1 where id = $2', [accountId, userId]);
}

export async function insertCurrencyAccount(db: Queryable, userId: number, currencyId: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'insert into accounts (user_id, type, currency_id) values ($1, 9, $2) returning id',
    [userId, currencyId],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('insert into accounts returned no id');
  return inserted.id;
}

/** Whether coupons staked from any of the accounts still wait for their results (their payout goes there). */
export async function hasOpenCoupons(db: Queryable, accountIds: readonly number[]): Promise<boolean> {
  const rows = await db.query('select 1 from coupons where account_id = any($1::int[]) and status_id = -2 limit 1', [
    [...accountIds],
  ]);
  return rows.length > 0;
}

export async function deleteAccount(db: Queryable, accountId: number): Promise<void> {
  await db.query('delete from accounts where id = $1', [accountId]);
}

/** Moves the main and bonus accounts to another currency. */
export async function moveMainAccounts(db: Queryable, userId: number, currencyId: number): Promise<void> {
  await db.query('update accounts set currency_id = $1 where user_id = $2 and type in (0, 4)', [currencyId, userId]);
}

/** Takes the player's row lock, so concurrent account actions of one player run one after another. */
export async function lockPlayer(db: Queryable, userId: number): Promise<void> {
  await db.query('select id from users where id = $1 for update', [userId]);
}

/**
 * Takes the row locks of the player's accounts: a stake or a payout being written to one is waited for, and one
 * not yet written waits, so what the caller reads of balances and open coupons stays true until it commits.
 */
export async function lockAccounts(db: Queryable, userId: number): Promise<void> {
  await db.query('select id from accounts where user_id = $1 order by id for update', [userId]);
}
