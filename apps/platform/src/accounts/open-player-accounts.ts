import type { Queryable } from '../db/database';

export const DEFAULT_CURRENCY_ID = 1;

/**
 * Opens a new player's main account (with the opening balance, a decimal string) and bonus account in one
 * currency, and makes the main account the active one. Call inside the transaction that created the player.
 */
export async function openPlayerAccounts(
  db: Queryable,
  userId: number,
  currencyId: number,
  openingBalance: string,
): Promise<{ mainAccountId: number }> {
  const rows = await db.query<{ id: number }>(
    `insert into accounts (user_id, type, currency_id, money) values ($1, 0, $2, $3::numeric) returning id`,
    [userId, currencyId, openingBalance],
  );
  const main = rows[0];
  if (!main) throw new Error('insert into accounts returned no id');
  await db.query(`insert into accounts (user_id, type, currency_id) values ($1, 4, $2)`, [userId, currencyId]);
  await db.query('update users set active_account_id = $1 where id = $2', [main.id, userId]);
  return { mainAccountId: main.id };
}
