import type { Queryable } from '../db/database';
import { creditPlayer } from '../ledger/player-movements';

export const DEFAULT_CURRENCY_ID = 1;

/**
 * Opens a new player's main account and bonus account in one currency, makes the main account the active one,
 * and grants the opening balance (a decimal string; "0" grants nothing) through the ledger. Call inside the
 * transaction that created the player.
 */
export async function openPlayerAccounts(
  db: Queryable,
  userId: number,
  currencyId: number,
  openingBalance: string,
): Promise<{ mainAccountId: number }> {
  const rows = await db.query<{ id: number }>(
    `insert into accounts (user_id, type, currency_id) values ($1, 0, $2) returning id`,
    [userId, currencyId],
  );
  const main = rows[0];
  if (!main) throw new Error('insert into accounts returned no id');
  await db.query(`insert into accounts (user_id, type, currency_id) values ($1, 4, $2)`, [userId, currencyId]);
  await db.query('update users set active_account_id = $1 where id = $2', [main.id, userId]);
  if (Number(openingBalance) > 0) {
    const reference = `account:${main.id}`;
    await creditPlayer(db, {
      kind: 'opening',
      reference,
      userId,
      accountId: main.id,
      amount: openingBalance,
      house: 'grants',
    });
  }
  return { mainAccountId: main.id };
}
