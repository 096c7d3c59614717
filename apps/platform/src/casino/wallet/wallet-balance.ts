import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';

export interface AccountBalance {
  balance: string;
  currencyIso: string;
}

/** The balance and currency of a player's account. */
export async function readAccountBalance(tx: Queryable, accountId: number): Promise<AccountBalance> {
  const [row] = await tx.query<AccountBalance>(
    `select a.money::text as balance, c.iso as "currencyIso"
     from accounts a join currencies c on c.id = a.currency_id where a.id = $1`,
    [accountId],
  );
  if (!row) throw new HttpError(404, 'account_not_found', 'The account is gone');
  return row;
}
