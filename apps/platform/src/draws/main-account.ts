import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';

/** The player's main account, which tickets and quick-round bets are paid from and won to. */
export async function mainAccount(tx: Queryable, userId: number): Promise<{ id: number; currencyIso: string }> {
  const rows = await tx.query<{ id: number; currencyIso: string }>(
    `select a.id, c.iso as "currencyIso" from accounts a join currencies c on c.id = a.currency_id
     where a.user_id = $1 and a.type = 0 order by a.id limit 1`,
    [userId],
  );
  if (!rows[0]) throw new HttpError(404, 'account_not_found', 'You have no account to buy a ticket from');
  return rows[0];
}
